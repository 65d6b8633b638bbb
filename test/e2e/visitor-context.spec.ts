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
