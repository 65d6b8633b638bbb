import { expect, test, type Page } from '@playwright/test';

async function lineup(page: Page) {
  await page.goto('/vehicle-info/all-vehicles.html');
  const island = page.locator('x-all-vehicles');
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
  return island;
}

const names = (page: Page) => page.locator('.vehicle-card__name').allTextContents();

test('phone: filters open in a "Filters" dialog; Apply filters, closing without applying keeps the old filters, Reset clears @phone', async ({ page }) => {
  const island = await lineup(page);
  const all = await names(page);
  expect(all.length).toBeGreaterThanOrEqual(8);
  await expect(island.getByRole('status')).toHaveText(`Showing ${all.length} of ${all.length} vehicles`);

  await island.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'SUVs' }).check();
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(dialog).toBeHidden();
  const suvs = await names(page);
  expect(suvs.length).toBeGreaterThan(0);
  expect(suvs.length).toBeLessThan(all.length);
  await expect(island.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveCount(1);

  // Change the draft, then close without applying: the SUV-only list stays.
  await island.getByRole('button', { name: /^Filters/ }).click();
  await dialog.getByRole('checkbox', { name: 'Sedans' }).check();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();
  expect(await names(page)).toEqual(suvs);
  await island.getByRole('button', { name: /^Filters/ }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Sedans' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'SUVs' })).toBeChecked();

  // Escape closes without applying too; Reset then Apply shows everything again.
  await dialog.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'SUVs' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  expect(await names(page)).toEqual(suvs);
  await island.getByRole('button', { name: /^Filters/ }).click();
  await dialog.getByRole('button', { name: 'Reset Filters' }).click();
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  expect(await names(page)).toEqual(all);
});

test('phone: a price range narrows the lineup and its pill removes it @phone', async ({ page }) => {
  const island = await lineup(page);
  const all = await names(page);
  await island.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  const max = dialog.getByRole('slider', { name: 'Up to' });
  await max.focus();
  for (let i = 0; i < 17; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(max).toHaveAttribute('aria-valuetext', '$28,000');
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  const cheap = await names(page);
  expect(cheap.length).toBeGreaterThan(0);
  expect(cheap.length).toBeLessThan(all.length);
  const prices = await page.locator('.vehicle-card__price strong').allTextContents();
  for (const price of prices) expect(Number(price.replace(/[$,]/g, ''))).toBeLessThanOrEqual(28_000);
  await island.getByRole('button', { name: 'Remove filter: $17,000 to $28,000' }).click();
  expect(await names(page)).toEqual(all);
});

test('desktop: the sidebar filters apply at once, pills remove them, and an empty result says "No Results" @desktop', async ({ page }) => {
  const island = await lineup(page);
  const all = await names(page);
  await expect(island.getByRole('button', { name: /^Filters/ })).toBeHidden();
  const sidebar = island.getByRole('complementary', { name: 'Filters' });
  await sidebar.getByRole('checkbox', { name: 'Electric vehicles' }).check();
  const evs = await names(page);
  expect(evs.length).toBeGreaterThan(0);
  expect(evs.length).toBeLessThan(all.length);
  const min = sidebar.getByRole('slider', { name: 'From' });
  await min.focus();
  for (let i = 0; i < 28; i += 1) await page.keyboard.press('ArrowRight');
  await expect(island.getByText('No Results')).toBeVisible();
  await island.getByRole('button', { name: 'Remove filter: Electric vehicles' }).click();
  await island.getByRole('button', { name: /Remove filter: \$45,000/ }).click();
  expect(await names(page)).toEqual(all);
});

test('every card links to its model page, whose price and JSON-LD agree @desktop', async ({ page }) => {
  await lineup(page);
  const first = page.locator('.vehicle-card').first();
  const name = (await first.locator('.vehicle-card__name').textContent()) ?? '';
  const price = (await first.locator('.vehicle-card__price strong').textContent()) ?? '';
  await first.locator('.vehicle-card__link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('.model-hero__price strong')).toHaveText(price);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; model: string; offers: { price: number }[] };
  expect(jsonLd['@type']).toBe('Car');
  expect(jsonLd.model).toBe(name);
  expect(Math.min(...jsonLd.offers.map((offer) => offer.price))).toBe(Number(price.replace(/[$,]/g, '')));
  // A page without islands: besides its data, only the inline head script (image fallback, polyfill loader).
  expect(await page.evaluate(() => [...document.scripts].filter((script) => script.type !== 'application/ld+json').map((script) => script.id || script.src))).toEqual(['head-script']);
});
