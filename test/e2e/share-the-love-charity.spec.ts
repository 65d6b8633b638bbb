/**
 * Share the Love: the nomination names one of the listed charities — chosen on the form with the keyboard, or
 * already chosen by a charity card's "Nominate this charity" link — and asks the organization's details only for
 * another organization; with script and without.
 */
import { expect, test } from '@playwright/test';
import { exportedLead, leadForm } from './lead-form-helpers.ts';
import { axeViolations } from './quality-helpers.ts';

/** A participating retailer's ZIP in the demo network (North Brookfield, NY): three hometown charities are near it. */
const ZIP = '13418';

test('a charity is picked with the keyboard, the organization is not asked, and the lead names the charity', async ({ page, request }, testInfo) => {
  await page.goto('/share-the-love/nominate.html');
  const island = await leadForm(page);
  await expect(page).toHaveURL(/#organization$/);
  const charities = island.getByRole('radiogroup', { name: /^The charity you nominate/ });
  await expect(charities.getByRole('radio')).toHaveCount(5);
  await expect(island.getByRole('textbox', { name: /^Organization name/ })).toHaveCount(0);
  // Next without a choice: the first charity takes focus, and the group says what is missing.
  await island.getByRole('button', { name: 'Next' }).press('Enter');
  const first = charities.getByRole('radio', { name: 'Second Chance Animal Rescue' });
  await expect(first).toBeFocused();
  await expect(island.getByText('Please choose the charity you nominate.')).toBeVisible();
  // Space chooses the focused charity; the arrow keys move the choice along the list.
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const chosen = charities.getByRole('radio', { name: 'Mealtime Neighbors' });
  await expect(chosen).toBeChecked();
  await expect(chosen).toBeFocused();
  await expect(island.getByText('Please choose the charity you nominate.')).toHaveCount(0);
  // A listed charity is known: its name, website, e-mail and logo are not asked. Tab leaves the group for the link, then Next.
  await expect(island.getByRole('textbox', { name: /^Organization name/ })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(island.getByRole('link', { name: 'Find the hometown charities near another ZIP code' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(island.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#about-you$/);
  const surname = `Rivera${testInfo.project.name}`;
  await island.getByRole('textbox', { name: /^First name/ }).fill('Lena');
  await island.getByRole('textbox', { name: /^Last name/ }).fill(surname);
  await island.getByRole('textbox', { name: /^Email/ }).fill('lena.rivera@example.com');
  await island.getByRole('textbox', { name: /^ZIP code/ }).fill('66952');
  await island.getByRole('checkbox', { name: /^I agree to the terms and conditions/ }).press('Space');
  await island.getByRole('button', { name: 'Nominate this charity' }).press('Enter');
  await expect(page).toHaveURL(/\/share-the-love\/thank-you\.html\?confirmation=L[0-9A-Z]{10}$/);
  const id = new URL(page.url()).searchParams.get('confirmation') ?? '';
  const lead = await exportedLead(request, id, 'shareTheLove');
  expect(lead.values).toMatchObject({ charity: 'mealtime-neighbors', charityName: 'Mealtime Neighbors', lastName: surname });
  expect(lead.values).not.toHaveProperty('organizationName');
  expect(lead.uploads).toEqual([]);
});

test('"Another organization" asks its name, website, e-mail and logo again; a listed charity puts them away', async ({ page }) => {
  await page.goto('/share-the-love/nominate.html');
  const island = await leadForm(page);
  await island.getByRole('radio', { name: 'Another organization' }).check();
  const name = island.getByRole('textbox', { name: /^Organization name/ });
  await expect(name).toBeVisible();
  await island.getByRole('button', { name: 'Next' }).click();
  await expect(name).toBeFocused();
  await expect(island.getByText('Please enter the name of your organization.')).toBeVisible();
  await expect(page).toHaveURL(/#organization$/);
  await island.getByRole('radio', { name: 'Wild Places Trust' }).check();
  await expect(name).toHaveCount(0);
  await island.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/#about-you$/);
});

test('a charity card’s "Nominate this charity" opens the form with that charity chosen, near the same ZIP code', async ({ page }) => {
  await page.goto(`/es/share-the-love.html?zip=${ZIP}`);
  const card = page.locator('.charities__list--hometown li').first();
  const charity = (await card.getByRole('heading').textContent()) ?? '';
  // Every card has this link: its name ends with the charity's (the browser puts a space before the hidden part).
  await card.getByRole('link', { name: new RegExp(`^Nominar esta organización ?: ${charity}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/es/share-the-love/nominate\\.html\\?charity=hometown-\\d{5}&zip=${ZIP}#organization$`));
  const island = await leadForm(page);
  const group = island.getByRole('radiogroup', { name: /^La organización benéfica que nomina/ });
  await expect(group.getByRole('radio', { name: charity })).toBeChecked();
  await expect(group.getByRole('radio')).toHaveCount(4 + 3 + 1);
  await expect(island.getByRole('textbox', { name: /^Nombre de la organización/ })).toHaveCount(0);
});

test('the nomination form has no accessibility violations, with the hometown charities listed and another organization chosen', async ({ page }) => {
  await page.goto(`/share-the-love/nominate.html?zip=${ZIP}`);
  const island = await leadForm(page);
  expect(await axeViolations(page)).toEqual([]);
  await island.getByRole('radio', { name: 'Another organization' }).check();
  await island.getByRole('button', { name: 'Next' }).click();
  await expect(island.getByText('Please enter the name of your organization.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a listed charity is chosen and sent from the server-rendered form; the organization fields stay out of sight', async ({ page, request }) => {
    await page.goto('/share-the-love/nominate.html?charity=bright-wishes');
    await expect(page.getByRole('radio', { name: 'Bright Wishes for Kids' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: /^Organization name/ })).toBeHidden();
    await page.getByRole('radio', { name: 'Another organization' }).check();
    await expect(page.getByRole('textbox', { name: /^Organization name/ })).toBeVisible();
    await page.getByRole('radio', { name: 'Wild Places Trust' }).check();
    await expect(page.getByRole('textbox', { name: /^Organization name/ })).toBeHidden();
    await page.getByRole('textbox', { name: /^First name/ }).fill('Omar');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Haddad');
    await page.getByRole('textbox', { name: /^Email/ }).fill('omar.haddad@example.com');
    await page.getByRole('textbox', { name: /^ZIP code/ }).fill('66952');
    await page.getByRole('checkbox', { name: /^I agree to the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Nominate this charity' }).click();
    await expect(page).toHaveURL(/\/share-the-love\/thank-you\.html\?confirmation=L[0-9A-Z]{10}$/);
    const id = new URL(page.url()).searchParams.get('confirmation') ?? '';
    expect((await exportedLead(request, id, 'shareTheLove')).values).toMatchObject({ charity: 'wild-places', charityName: 'Wild Places Trust' });
  });
});
