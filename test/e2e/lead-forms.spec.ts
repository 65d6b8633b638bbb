/**
 * The lead forms beyond quote / test drive / contact: each filled as a visitor would, its rules' messages seen, the
 * thank-you and `form-complete` seen, and the stored lead found in the digital team's export (read from the database
 * through GET /services/leads/export with the export token the test server is started with).
 */
import { expect, test, type Locator } from '@playwright/test';
import { completions, exportedLead as exported, fillFleetContact, leadForm as form, listenForCompletion, sendFleetRequest } from './lead-form-helpers.ts';
import { axeViolations } from './quality-helpers.ts';

/** A 1×1 PNG and a 1×1 GIF, byte for byte. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const field = (island: Locator, name: RegExp | string) => island.getByRole('textbox', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });

test('share your story: a wizard in three steps named in the address, a photo with its preview, the agreements, the thank-you, and the lead with its file in the export', async ({ page, request }, testInfo) => {
  await page.goto('/owners/share-your-story.html');
  const island = await form(page);
  // Opening the wizard names its first step in the address; only that step shows.
  await expect(page).toHaveURL(/\/owners\/share-your-story\.html#about-you$/);
  await expect(island.getByRole('group', { name: 'Step 1 of 3 About you' })).toBeVisible();
  await expect(field(island, 'Story title')).toBeHidden();
  await expect(island.getByRole('button', { name: 'Back' })).toHaveCount(0);
  // Next checks the step's own fields: the first empty one takes focus with its message.
  await island.getByRole('button', { name: 'Next' }).click();
  await expect(field(island, 'First name')).toBeFocused();
  await expect(page).toHaveURL(/#about-you$/);
  const surname = `Okafor${testInfo.project.name}`;
  await field(island, 'First name').fill('Ada');
  await field(island, 'Last name').fill(surname);
  await field(island, 'Email').fill('ada.okafor@example.com');
  await field(island, 'City').fill('Topeka');
  await island.getByLabel(/^State/).selectOption('KS');
  // Enter in a field goes on, as Next does; the next step's first field takes focus.
  await field(island, 'City').press('Enter');
  await expect(page).toHaveURL(/#your-story$/);
  await expect(island.getByRole('group', { name: 'Step 2 of 3 Your story' })).toBeVisible();
  await expect(field(island, 'Story title')).toBeFocused();
  await expect(field(island, 'First name')).toBeHidden();
  // The browser's back button and the form's Back both return a step, with what was typed kept; forward goes on again.
  await page.goBack();
  await expect(page).toHaveURL(/#about-you$/);
  await expect(field(island, 'Last name')).toHaveValue(surname);
  await page.goForward();
  await expect(page).toHaveURL(/#your-story$/);
  await expect(field(island, 'Story title')).toBeVisible();
  await field(island, 'Story title').fill('Ten thousand miles of back roads');
  await field(island, 'Your story').fill('We drove from Topeka to the coast and back, and the car never missed a beat.');
  // A link that is not a web or YouTube link is refused by the story-media rule once the field is left.
  const link = field(island, 'YouTube or web link');
  await link.fill('my video');
  await link.blur();
  await expect(island.getByText('Please enter a link that starts with http:// or https://, or a valid YouTube link.')).toBeVisible();
  await link.fill('');
  await island.getByLabel('Choose a photo or video').setInputFiles({ name: 'road-trip.png', mimeType: 'image/png', buffer: PNG });
  await expect(island.getByRole('img', { name: 'Preview of road-trip.png' })).toBeVisible();
  await island.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/#agreements$/);
  await island.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/#your-story$/);
  await expect(field(island, 'Story title')).toHaveValue('Ten thousand miles of back roads');
  await island.getByRole('button', { name: 'Next' }).click();
  await listenForCompletion(page);
  await island.getByRole('button', { name: 'Share my story' }).click();
  // The two agreements must be ticked: the first unticked one takes focus with its message.
  await expect(island.getByRole('checkbox', { name: /^I agree to the terms and conditions/ })).toBeFocused();
  await expect(island.getByText('Please agree to the terms and conditions.')).toBeVisible();
  await island.getByRole('checkbox', { name: /^I agree to the terms and conditions/ }).check();
  await island.getByRole('checkbox', { name: /^I agree that my story/ }).check();
  await expect(island.getByRole('link', { name: /Read the terms and conditions/ })).toHaveAttribute('href', '/support/terms-and-conditions.html');
  await island.getByRole('button', { name: 'Share my story' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for sharing your story' })).toBeVisible();
  const [event] = await completions(page);
  expect(event?.form).toBe('shareStory');
  const lead = await exported(request, event?.confirmationId ?? '', 'shareStory');
  expect(lead.values).toMatchObject({ lastName: surname, state: 'KS', storyCity: 'Topeka', media: 'road-trip.png', terms: 'on', ugcAgreement: 'on' });
  expect(lead.uploads).toEqual([expect.objectContaining({ field: 'media', fileName: 'road-trip.png', contentType: 'image/png', size: PNG.length })]);
});

test('without script every step of a wizard shows, each a group with its title', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/es/owners/love-promise-stories.html#your-story');
  const titles = ['Sus datos', 'Su historia', 'Acuerdos'];
  await expect(page.locator('form.lead-form fieldset.lead-form__step > legend .lead-form__step-title')).toHaveText(titles);
  // Each step is a group named by its title alone: the step count (in the page for script, so nothing moves when it
  // appears) is neither shown nor read without script.
  for (const title of titles) await expect(page.getByRole('group', { name: title, exact: true })).toBeVisible();
  for (const progress of await page.locator('.lead-form__progress').all()) await expect(progress).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^Título de la historia/ })).toBeVisible();
  await context.close();
});

test('a wizard opened with a later step in the address shows its first step, and a step not reached cannot be jumped to', async ({ page }) => {
  await page.goto('/zh/owners/love-promise-stories.html#agreements');
  const island = await form(page);
  await expect(page).toHaveURL(/#about-you$/);
  await expect(island.getByRole('group', { name: '第 1 步，共 3 步 您的信息' })).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '#agreements';
  });
  await expect(page).toHaveURL(/#about-you$/);
  await expect(island.getByRole('group', { name: '第 1 步，共 3 步 您的信息' })).toBeVisible();
});

test('share the love: a logo that is not an image is refused by the server, a GIF goes, and the thank-you page promises $250', async ({ page, request }) => {
  await page.goto('/share-the-love/nominate.html');
  const island = await form(page);
  // Not one of the listed charities: the organization's own details are asked.
  await island.getByRole('radio', { name: 'Another organization' }).check();
  await field(island, 'Organization name').fill('Prairie Food Bank');
  await field(island, 'Organization website').fill('https://www.prairiefood.example.org');
  await field(island, 'Organization email').fill('hello@prairiefood.example.org');
  // Named like a PNG and announced as one by the browser, but the bytes are HTML: the server reads the bytes.
  await island.getByLabel('Choose an image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await island.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/share-the-love\/nominate\.html#about-you$/);
  await field(island, 'First name').fill('June');
  await field(island, 'Last name').fill('Carter');
  await field(island, /^Email/).fill('june.carter@example.com');
  await field(island, 'ZIP code').fill('66952');
  await island.getByRole('checkbox', { name: /^I agree to the terms and conditions/ }).check();
  await island.getByRole('button', { name: 'Nominate this charity' }).click();
  // The server's refusal is about a field of the first step: the wizard goes back there and focuses it.
  await expect(island.getByText('Please upload a logo in PNG, JPG, GIF or WebP format.')).toBeVisible();
  await expect(page).toHaveURL(/#organization$/);
  await expect(island.getByLabel('Choose an image')).toBeFocused();
  await island.getByLabel('Choose an image').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: GIF });
  await island.getByRole('button', { name: 'Next' }).click();
  await island.getByRole('button', { name: 'Nominate this charity' }).click();
  await expect(page).toHaveURL(/\/share-the-love\/thank-you\.html\?confirmation=L[0-9A-Z]{10}$/);
  await expect(page.getByRole('status')).toContainText(/Your confirmation number is L[0-9A-Z]{10}/);
  await expect(page.getByText(/during Share the Love, we donate \$250 to charity/)).toBeVisible();
  const id = new URL(page.url()).searchParams.get('confirmation') ?? '';
  const lead = await exported(request, id, 'shareTheLove');
  expect(lead.values).toMatchObject({ charity: 'other', organizationName: 'Prairie Food Bank', logo: 'logo.gif' });
  expect(lead.uploads[0]).toMatchObject({ field: 'logo', contentType: 'image/gif' });
});

test('fleet: fewer than 25 vehicles gets its message, the help opens, state and ZIP sit together, and the request is stored', async ({ page, request }) => {
  await page.goto('/shopping-tools/fleet-sales.html');
  const island = await form(page);
  await fillFleetContact(island, 'rosa.diaz@example.com');
  const count = field(island, 'Number of vehicles');
  await count.fill('24');
  await count.blur();
  await expect(island.getByText('Minimum number of vehicles required for Fleet eligibility is 25.')).toBeVisible();
  await expect(count).toHaveAttribute('aria-invalid', 'true');
  await island.getByText('What is this?').click();
  await expect(island.getByText('Fleet pricing starts at 25 vehicles bought by one company within a year.')).toBeVisible();
  await count.fill('40');
  const lead = await exported(request, await sendFleetRequest(page, island), 'fleet');
  expect(lead.values).toMatchObject({ companyName: 'Acme Deliveries', companyState: 'KS', companyZip: '67202', fleetVehicles: '40', vehicle: '2026|TARN||' });
});

test('email sign-up: at least one topic, then the choices are stored', async ({ page, request }) => {
  await page.goto('/es/support/get-email-updates.html');
  const island = await form(page);
  await field(island, 'Nombre').fill('Lucía');
  await field(island, 'Apellido').fill('Gómez');
  await field(island, 'Correo electrónico').fill('lucia.gomez@example.com');
  await field(island, 'Código postal').fill('33101');
  await listenForCompletion(page);
  await island.getByRole('button', { name: 'Suscribirme' }).click();
  const topics = island.getByRole('group', { name: /^¿Sobre qué le gustaría recibir información\?/ });
  await expect(topics).toContainText(/\S/);
  await expect(island.locator('#field-interests-0')).toBeFocused();
  await island.getByRole('checkbox', { name: 'Ofertas e incentivos' }).check();
  await island.getByRole('checkbox', { name: 'Eventos cerca de mí' }).check();
  await island.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByRole('dialog', { name: 'Ya está suscrito' })).toBeVisible();
  const [event] = await completions(page);
  const lead = await exported(request, event?.confirmationId ?? '', 'emailSignup');
  expect(lead.values.interests).toEqual(['offers', 'events']);
});

test('contact a retailer: the visitor lands on sent-to-retailer, which names the retailer and the confirmation', async ({ page, request }) => {
  const near = (await (await request.get('/services/dealers/by/zip?zipcode=66952&count=1')).json()) as { dealers: { dealer: { id: string; name: string } }[] };
  const dealer = near.dealers[0]?.dealer;
  if (!dealer) throw new Error('no retailer near 66952');
  await page.goto(`/confirm-your-retailer.html?dealer=${dealer.id}&returnUrl=${encodeURIComponent('/shopping-tools/contact-retailer.html')}`);
  await expect(page).toHaveURL(/\/shopping-tools\/contact-retailer\.html$/);
  const island = await form(page);
  await field(island, 'First name').fill('Omar');
  await field(island, 'Last name').fill('Haddad');
  await field(island, 'Email').fill('omar.haddad@example.com');
  await expect(island.getByRole('radio', { name: new RegExp(dealer.name) })).toBeChecked();
  await island.getByRole('radio', { name: 'Phone' }).check();
  await field(island, 'Comments').fill('Is the blue one on your lot still available?');
  await island.getByRole('button', { name: 'Send to the retailer' }).click();
  await expect(page).toHaveURL(new RegExp(`/shopping-tools/sent-to-retailer\\.html\\?confirmation=L[0-9A-Z]{10}&retailer=${dealer.id}$`));
  await expect(page.getByRole('heading', { name: dealer.name })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('confirmation') ?? '';
  expect((await exported(request, id, 'contactRetailer')).values).toMatchObject({ retailer: dealer.id, contactMethod: 'phone' });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('reservation cancellation: errors come back on the page with the answers kept, then the thank-you @desktop', async ({ page, request }) => {
    await page.goto('/shopping-tools/reservation-cancellation.html');
    await page.getByRole('textbox', { name: /^First name/ }).fill('Kai');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Nakamura');
    await page.getByRole('textbox', { name: /^Email/ }).fill('kai.nakamura@example.com');
    await page.getByRole('textbox', { name: /^Reservation code/ }).fill('R'.repeat(31));
    await page.getByRole('button', { name: 'Cancel my reservation' }).click();
    await expect(page).toHaveURL(/\/services\/reservation\/cancel\/coupon$/);
    await expect(page.getByText('Your reservation code can be up to 30 characters.')).toBeVisible();
    await expect(page.getByText('Please agree to the cancellation terms.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Nakamura');
    await page.getByRole('textbox', { name: /^Reservation code/ }).fill('RSV2026KS01');
    await page.getByRole('checkbox', { name: /^I understand that cancelling/ }).check();
    await page.getByRole('button', { name: 'Cancel my reservation' }).click();
    await expect(page).toHaveURL(/\/shopping-tools\/reservation-cancellation\.html\?confirmation=L[0-9A-Z]{10}$/);
    await expect(page.getByRole('status')).toContainText(/Your confirmation number is L[0-9A-Z]{10}/);
    const id = new URL(page.url()).searchParams.get('confirmation') ?? '';
    expect((await exported(request, id, 'reservationCancellation')).values).toMatchObject({ lastName: 'Nakamura', reservationCode: 'RSV2026KS01' });
  });
});

for (const path of ['/owners/share-your-story.html', '/es/shopping-tools/fleet-sales.html', '/zh/owners/coupon-disbursement.html', '/owners/love-promise-stories.html?kind=retailer']) {
  test(`axe finds no WCAG 2.2 A/AA violations on ${path}, also with errors showing`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    const island = await form(page);
    await island.getByRole('button').last().click();
    await expect(island.locator('.field__error').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
