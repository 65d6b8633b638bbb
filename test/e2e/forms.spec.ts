import { expect, test } from '@playwright/test';
import { completions, leadForm as form, listenForCompletion } from './lead-form-helpers.ts';
import { axeViolations } from './quality-helpers.ts';

interface Near {
  dealers: { dealer: { id: string; name: string; address: { zipcode: string } } }[];
}

test('get a local price: carried vehicle, field errors by the rules, submit, thank-you and form-complete', async ({ page, request }) => {
  const near = (await (await request.get('/services/dealers/by/zip?zipcode=66952&count=5')).json()) as Near;
  const dealer = near.dealers[0]?.dealer;
  if (!dealer) throw new Error('no retailer near 66952');
  // Choosing a retailer first (the page is behind the geogate): the no-script confirm form sets the cookie and returns.
  const back = encodeURIComponent('/shopping-tools/get-local-price.html?year=2026&model=VNTA&trim=SPRT');
  await page.goto(`/confirm-your-retailer.html?dealer=${dealer.id}&returnUrl=${back}`);
  await expect(page).toHaveURL(/\/shopping-tools\/get-local-price\.html\?year=2026&model=VNTA&trim=SPRT$/);
  const island = await form(page);
  await expect(island.getByLabel('Year')).toHaveValue('2026');
  await expect(island.getByLabel('Model')).toHaveValue('VNTA');
  await expect(island.getByLabel('Trim')).toHaveValue('SPRT');

  // No error while typing; after leaving a dirty, invalid field the rule's message appears, linked to the field.
  const email = island.getByRole('textbox', { name: /^Email/ });
  await email.pressSequentially('sam@');
  await expect(island.getByText('Please enter a valid email address.')).toHaveCount(0);
  await email.blur();
  await expect(island.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // Submitting with required fields empty focuses the first invalid one.
  await island.getByRole('button', { name: 'Get my local price' }).click();
  await expect(island.getByRole('textbox', { name: /^First name/ })).toBeFocused();

  await island.getByRole('textbox', { name: /^First name/ }).fill('Sam');
  await island.getByRole('textbox', { name: /^Last name/ }).fill("O'Neil");
  await email.fill('sam.oneil@example.com');
  await island.getByRole('textbox', { name: /^Phone/ }).fill('785-555-0142');
  // No ZIP was saved: choosing the retailer gave the visitor its place (DECISIONS.md), so its ZIP fills the form.
  await expect(island.getByRole('textbox', { name: /^ZIP code/ })).toHaveValue(dealer.address.zipcode);
  await expect(island.getByRole('radio', { name: new RegExp(dealer.name) })).toBeChecked();
  await island.getByRole('radio', { name: 'Email' }).check();
  await listenForCompletion(page);
  await island.getByRole('button', { name: 'Get my local price' }).click();
  const thanks = page.getByRole('dialog', { name: 'Your request is on its way' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(/Your confirmation number is L[0-9A-Z]+/);
  const events = await completions(page);
  expect(events).toHaveLength(1);
  expect(events[0]?.form).toBe('quote');
});

test('customer support: emails must match, a VIN must pass its check digit, then the message is sent', async ({ page }) => {
  await page.goto('/support/customer-support.html');
  const island = await form(page);
  await island.getByRole('textbox', { name: /^First name/ }).fill('Ana');
  await island.getByRole('textbox', { name: /^Last name/ }).fill('Ruiz');
  // A throwaway address passes the pattern but not the e-mail service, checked when the field is left.
  const email = island.getByRole('textbox', { name: /^Email/ });
  await email.fill('ana@mailinator.com');
  await email.blur();
  await expect(island.getByText('Please enter a valid email address.')).toBeVisible();
  await email.fill('ana@example.com');
  await email.blur();
  await expect(island.getByText('Please enter a valid email address.')).toHaveCount(0);
  const confirm = island.getByRole('textbox', { name: /^Confirm email/ });
  await confirm.fill('ana@example.org');
  await confirm.blur();
  await expect(island.getByText('The email addresses you entered do not match.')).toBeVisible();
  await confirm.fill('ana@example.com');
  await confirm.blur();
  await expect(island.getByText('The email addresses you entered do not match.')).toHaveCount(0);
  // A well-formed ZIP no one lives at fails the geographic lookup when the field is left.
  const zip = island.getByRole('textbox', { name: /^ZIP code/ });
  await zip.fill('00012');
  await zip.blur();
  await expect(island.getByText('Please enter a valid 5-digit zip code.')).toBeVisible();
  await zip.fill('10001');
  await zip.blur();
  await expect(island.getByText('Please enter a valid 5-digit zip code.')).toHaveCount(0);
  await island.getByLabel(/^Topic/).selectOption('recall');
  const vin = island.getByRole('textbox', { name: /^VIN/ });
  await vin.fill('JF1GPAA60D2800000');
  await vin.blur();
  await expect(island.getByText(/The VIN you entered is not valid or could not be found/)).toBeVisible();
  await expect(island.getByRole('link', { name: 'Contact Customer Support' })).toHaveAttribute('href', '/support/customer-support.html');
  await vin.fill('');
  await island.getByRole('textbox', { name: /^Comments/ }).fill('The recall letter says my car is affected; how do I book the repair?');
  await listenForCompletion(page);
  await island.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your message' })).toBeVisible();
  expect((await completions(page))[0]?.form).toBe('contact');
});

test('schedule a test drive: when the service cannot be reached the visitor keeps their answers and can retry', async ({ page }) => {
  await page.goto('/shopping-tools/schedule-a-test-drive.html?year=2026&model=VNTA&trim=LTD');
  const island = await form(page);
  await island.getByRole('textbox', { name: /^First name/ }).fill('Lee');
  await island.getByRole('textbox', { name: /^Last name/ }).fill('Park');
  await island.getByRole('textbox', { name: /^Email/ }).fill('lee.park@example.com');
  await island.getByRole('textbox', { name: /^Phone/ }).fill('(312)555-0199');
  await island.getByRole('textbox', { name: /^ZIP code/ }).fill('60601');
  await island.getByRole('radio').first().check();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await island.getByLabel(/^Preferred date/).fill(tomorrow);
  await page.route('**/services/contact/testdrive', (route) => route.abort('connectionfailed'));
  await island.getByRole('button', { name: 'Request a test drive' }).click();
  await expect(island.getByRole('alert')).toContainText('unable to reach the service');
  await expect(island.getByRole('textbox', { name: /^Email/ })).toHaveValue('lee.park@example.com');
  await page.unroute('**/services/contact/testdrive');
  await listenForCompletion(page);
  await island.getByRole('button', { name: 'Request a test drive' }).click();
  await expect(page.getByRole('dialog', { name: 'Your test drive request is on its way' })).toBeVisible();
  expect(await completions(page)).toHaveLength(1);
});

for (const path of ['/support/customer-support.html', '/es/shopping-tools/schedule-a-test-drive.html', '/zh/support/customer-support.html']) {
  test(`axe finds no WCAG 2.2 A/AA violations on ${path}, also with errors showing`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    const island = await form(page);
    await island.getByRole('button').last().click();
    await expect(island.locator('.field__error').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
