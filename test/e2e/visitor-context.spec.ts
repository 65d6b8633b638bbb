/**
 * One visitor, one context (issue 17), as a shopper meets it at phone and desktop widths: a retailer chosen in the
 * finder, or a ZIP typed once in the inventory search, is what the header, Build & Price, special offers and the lead
 * forms use from then on, with and without script.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './quality-helpers.ts';

/** Maddox Motors of Los Angeles (catalog/retailers.json), ZIP 90012. */
const LA = { name: 'Maddox Motors of Los Angeles', zip: '90012' };
const SUMMARY = '/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT';

test('a retailer chosen in the finder prices the summary for its state, shows its region’s offers and fills the quote form', async ({ page }) => {
  await page.goto(`/find/a-retailer.html?q=${LA.zip}`);
  const island = page.locator('x-retailer-finder');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  const card = island.locator('.finder-card', { hasText: LA.name }).first();
  await card.getByRole('button', { name: `Make this my retailer ${LA.name}` }).click();
  await expect(card.getByText('Your preferred retailer')).toBeVisible();

  await page.goto(SUMMARY);
  await expect(page.locator('.visitor-bar')).toContainText(`${LA.zip} · Los Angeles, CA`);
  await expect(page.locator('.visitor-bar')).toContainText(LA.name);
  await expect(page.getByText('Destination & delivery (CA)').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('(KS)');
  await expect(page.locator('main')).not.toContainText(/region \d{3}/);

  await page.goto('/shopping-tools/special-offers.html');
  await expect(page.locator('main')).toContainText('Offers for Los Angeles, CA 90012');

  await page.goto('/shopping-tools/get-local-price.html');
  expect(new URL(page.url()).pathname).toBe('/shopping-tools/get-local-price.html');
  await expect(page.getByLabel(/ZIP code/).first()).toHaveValue(LA.zip);
});

test('a ZIP typed once in the inventory search is used by the header, offers and Build & Price', async ({ page }) => {
  await page.goto('/vehicle-info/local-inventory.html');
  await expect(page.locator('.inventory__count')).toContainText('nationwide');
  await expect(page.locator('#inventory-radius')).toHaveCount(0);
  await page.getByLabel('ZIP code', { exact: true }).fill('10001');
  await page.getByRole('button', { name: 'Update results' }).click();
  await expect(page.locator('.inventory__count')).toContainText('within 100 miles of New York, NY 10001');
  await expect(page.locator('.visitor-bar')).toContainText('10001 · New York, NY');

  await page.goto('/shopping-tools/special-offers.html');
  await expect(page.locator('main')).toContainText('Offers for New York, NY 10001');
  await page.goto(SUMMARY);
  await expect(page.getByText('Destination & delivery (NY)').first()).toBeVisible();
  await page.goto('/vehicle-info/local-inventory.html');
  await expect(page.locator('.inventory__count')).toContainText('within 100 miles of New York, NY 10001');
});

test('a ZIP searched in the retailer finder becomes the visitor’s, shown in the header of the next page', async ({ page }) => {
  await page.goto('/find/a-retailer.html');
  const island = page.locator('x-retailer-finder');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  await island.getByRole('combobox', { name: 'ZIP code or city' }).fill('64105');
  await island.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(island.getByRole('status').first()).toContainText('Kansas City, MO 64105');
  await page.goto('/shopping-tools/special-offers.html');
  await expect(page.locator('.visitor-bar')).toContainText('64105 · Kansas City, MO');
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s ZIP panel saves a ZIP through the confirm page and comes back to the page it was on', async ({ page }) => {
    await page.goto('/shopping-tools/special-offers.html');
    const bar = page.locator('.visitor-bar');
    await bar.getByText('Enter your ZIP code').click();
    await bar.getByLabel('Your ZIP code').fill('10001');
    await bar.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/special-offers\.html/);
    await expect(page.locator('.visitor-bar')).toContainText('10001 · New York, NY');
    await expect(page.locator('main')).toContainText('Offers for New York, NY 10001');
  });
});

test('the header’s Change panel works with script too, from the keyboard', async ({ page }) => {
  await page.goto('/vehicle-info/local-inventory.html?zip=64105');
  const bar = page.locator('.visitor-bar');
  await expect(bar).toContainText('64105 · Kansas City, MO');
  await bar.locator('summary').focus();
  await page.keyboard.press('Enter');
  const zip = bar.getByLabel('Your ZIP code');
  await expect(zip).toHaveValue('64105');
  await zip.fill('10001');
  await page.keyboard.press('Enter');
  await page.waitForURL(/local-inventory\.html/);
  await expect(bar).toContainText('10001 · New York, NY');
  await expect(page.locator('.inventory__count')).toContainText('New York, NY 10001');
});

test('the visitor bar passes axe-core on a phone and a desktop, in every language', async ({ page, baseURL }) => {
  const data = { version: '0001', savedAt: Date.now(), selectedDealer: '75998', dealerZipCode: LA.zip, zipCode: LA.zip, city: 'Los Angeles', state: 'CA', region: '080', retailer: { id: '75998', zipcode: LA.zip, name: LA.name } };
  await page.context().addCookies([{ name: 'geo-data', value: encodeURIComponent(JSON.stringify(data)), url: baseURL! }]);
  for (const prefix of ['', '/es', '/zh']) {
    await page.goto(`${prefix}/`);
    await expect(page.locator('.visitor-bar')).toContainText(LA.name);
    await page.locator('.visitor-bar summary').click();
    expect(await axeViolations(page, { tags: null }), prefix || '/').toEqual([]);
  }
});

test('the external geo object’s ZIP is the visitor’s wherever a place is needed: a lead form starts with it, the finder searches it, and every later page knows it', async ({ browser }) => {
  const context = await browser.newContext();
  // An IP-geolocation script publishes the place on every page (the spec's external geo object); nothing is saved yet.
  await context.addInitScript(() => {
    (window as Window & { HALDEN_GEO?: unknown }).HALDEN_GEO = { Zip: '73301', Country: 'United States', City: 'Austin' };
  });
  const page = await context.newPage();
  await page.goto('/support/get-email-updates.html');
  await expect(page.locator('.visitor-bar')).toContainText('Enter your ZIP code');
  await expect(page.locator('x-lead-form').getByRole('textbox', { name: /^ZIP code/ })).toHaveValue('73301');

  await page.goto('/find/a-retailer.html');
  const island = page.locator('x-retailer-finder');
  await expect(island.getByRole('combobox', { name: 'ZIP code or city' })).toHaveValue('73301');
  await expect(island.getByRole('status').first()).toContainText('Austin, TX 73301');
  await expect(island.locator('.finder-card').first()).toBeVisible();

  // Checked with the geographic lookup and saved: the server knows it on the next page, with or without script.
  await page.goto('/shopping-tools/special-offers.html');
  await expect(page.locator('.visitor-bar')).toContainText('73301 · Austin, TX');
  await expect(page.locator('main')).toContainText('Offers for Austin, TX 73301');
  await context.close();
});

test('a ZIP the visitor typed is never replaced by the external geo object, and a place outside the US is not used', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    (window as Window & { HALDEN_GEO?: unknown }).HALDEN_GEO = { Zip: '73301', Country: 'Mexico' };
  });
  const page = await context.newPage();
  await page.goto('/support/get-email-updates.html');
  const zip = page.locator('x-lead-form').getByRole('textbox', { name: /^ZIP code/ });
  await expect(page.locator('x-lead-form')).toHaveAttribute('data-island-state', 'hydrated');
  await zip.fill('64105');
  await page.waitForTimeout(700);
  await expect(zip).toHaveValue('64105');
  await page.goto('/shopping-tools/special-offers.html');
  await expect(page.locator('.visitor-bar')).toContainText('Enter your ZIP code');
  await context.close();
});

test('geolocation refused once is remembered for the session: the finder says why beside "Use my location" on the next visit', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  await page.goto('/find/a-retailer.html?q=64105');
  const island = page.locator('x-retailer-finder');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  await island.getByRole('button', { name: 'Use my location' }).click();
  await expect(island.locator('.finder__locating')).toHaveText('Access to the geolocation was denied by the page');
  await page.reload();
  await expect(page.locator('x-retailer-finder')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(page.locator('x-retailer-finder .finder__locating')).toHaveText('Access to the geolocation was denied by the page');
  const state = await page.evaluate(() => JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((key) => key.endsWith('zip-state')) ?? '') ?? 'null') as unknown);
  expect(state).toMatchObject({ geoStatus: 'block', error: { code: 3, reason: 'denied' } });
  await context.close();
});
