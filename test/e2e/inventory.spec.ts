/**
 * Local inventory and certified pre-owned: a search from a ZIP, filters with counts (beside the results on desktop,
 * in the Filters dialog on phones), removable pills, order, pages, the address that reloads the same results, a
 * vehicle's details, and a comparison.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, pageCheck } from './quality-helpers.ts';

const PATH = '/vehicle-info/local-inventory.html';
const price = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function prices(page: Page): Promise<number[]> {
  return (await page.locator('.inventory-card__price strong').allTextContents()).map(price);
}

test('desktop: a filter applies at once, its pill removes it, and the address reloads the same results @desktop', async ({ page }) => {
  await page.goto(`${PATH}?zip=66952&radius=250`);
  await expect(page.locator('x-inventory-filters')).toHaveAttribute('data-island-state', 'hydrated');
  const count = page.locator('.inventory__count');
  await expect(count).toContainText(/vehicles within 250 miles of .*66952/);
  const total = price(await count.textContent());
  expect(total).toBeGreaterThan(0);
  const sidebar = page.locator('.inventory-filters__sidebar');
  const firstModel = sidebar.getByRole('group', { name: 'Model' }).getByRole('checkbox').first();
  const modelCode = await firstModel.getAttribute('value');
  await firstModel.check();
  await expect(page).toHaveURL(new RegExp(`model=${modelCode}`));
  const filtered = price(await page.locator('.inventory__count').textContent());
  expect(filtered).toBeLessThanOrEqual(total);
  const pill = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
  await expect(pill).toHaveCount(1);
  // The address is the search: loading it again shows the same count.
  await page.reload();
  await expect(page.locator('.inventory__count')).toHaveText(await page.locator('.inventory__count').textContent() ?? '');
  expect(price(await page.locator('.inventory__count').textContent())).toBe(filtered);
  await pill.getByRole('link', { name: /^Remove/ }).click();
  await expect(page).not.toHaveURL(/model=/);
  expect(price(await page.locator('.inventory__count').textContent())).toBe(total);
});

test('a ticked filter shows at once, and the results fade with a status while the filtered page loads @desktop', async ({ page }) => {
  await page.goto(`${PATH}?zip=66952&radius=250`);
  await expect(page.locator('x-inventory-filters')).toHaveAttribute('data-island-state', 'hydrated');
  // As on a phone's network, the filtered page takes a moment to arrive.
  await page.route(/local-inventory\.html\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const box = page.locator('.inventory-filters__sidebar').getByRole('group', { name: 'Model' }).getByRole('checkbox').first();
  const code = await box.getAttribute('value');
  const grid = page.locator('.inventory-grid');
  // Read inside the page while the next one loads (a locator's click would wait for that page).
  const loading = await box.evaluate(async (input: HTMLInputElement) => {
    const status = document.querySelector('x-inventory-filters [role="status"]')!;
    const results = document.querySelector('.inventory-grid')!;
    input.click();
    const clicked = input.checked;
    // The fade is a 0.2 s transition: wait for it to end.
    for (let frames = 0; (status.textContent === '' || getComputedStyle(results).opacity !== '0.45') && frames < 120; frames += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    // The notice is on screen wherever the visitor has scrolled (a phone's results start below the fold).
    const box = status.getBoundingClientRect();
    const onScreen = getComputedStyle(status).position === 'fixed' && box.height > 0 && box.bottom <= innerHeight;
    return { clicked, status: status.textContent, onScreen, opacity: getComputedStyle(results).opacity, address: location.search };
  });
  expect(loading).toEqual({ clicked: true, status: 'Updating the results…', onScreen: true, opacity: '0.45', address: '?zip=66952&radius=250' });
  await expect(page).toHaveURL(new RegExp(`model=${code}`));
  await expect(box).toBeChecked();
  await expect(page.locator('x-inventory-filters').getByRole('status')).toHaveText('');
  expect(await grid.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});

test('the order and the pages: highest price first, then page 2 continues below page 1', async ({ page }) => {
  await page.goto(`${PATH}?zip=66952&radius=500`);
  await expect(page.locator('x-inventory-sort')).toHaveAttribute('data-island-state', 'hydrated');
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  const first = await prices(page);
  expect(first.length).toBeGreaterThan(1);
  expect([...first].sort((a, b) => b - a)).toEqual(first);
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  const second = await prices(page);
  expect(second[0]).toBeLessThanOrEqual(first[first.length - 1] ?? 0);
});

test('phone: the Filters dialog applies with Apply Filters, and closing it without applying keeps the filters @phone', async ({ page }) => {
  await page.goto(`${PATH}?zip=66952`);
  await expect(page.locator('x-inventory-filters')).toHaveAttribute('data-island-state', 'hydrated');
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  const box = dialog.getByRole('group', { name: 'Model' }).getByRole('checkbox').first();
  await box.check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/model=/);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(box).not.toBeChecked();
  await box.check();
  await dialog.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/model=/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('nothing matches: "No Results" with a way to clear the filters', async ({ page }) => {
  await page.goto(`${PATH}?priceMax=1000`);
  await expect(page.getByRole('heading', { name: 'No Results' })).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).first().click();
  await expect(page.locator('.inventory-card').first()).toBeVisible();
});

test("a vehicle's details, and two vehicles compared side by side", async ({ page }) => {
  await page.goto(`${PATH}?zip=66952`);
  const cards = page.locator('.inventory-card');
  const vins = [await cards.nth(0).locator('dd').first().textContent(), await cards.nth(1).locator('dd').first().textContent()];
  await expect(page.locator('x-inventory-compare')).toHaveAttribute('data-island-state', 'hydrated');
  await cards.nth(0).getByRole('checkbox', { name: /^Compare/ }).check();
  await cards.nth(1).getByRole('checkbox', { name: /^Compare/ }).check();
  await page.getByRole('region', { name: 'Compare', exact: true }).getByRole('link', { name: 'Compare 2 vehicles' }).click();
  await expect(page).toHaveURL(/compare\.html\?vin=[A-Z0-9]{17}&vin=[A-Z0-9]{17}$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table).toContainText(vins[0] ?? 'missing');
  await table.getByRole('columnheader').first().getByRole('link').click();
  await expect(page).toHaveURL(/vehicle\.html\?vin=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(vins[0] ?? 'missing')).toBeVisible();
  const contact = page.getByRole('link', { name: 'Contact retailer' });
  await expect(contact).toHaveAttribute('href', new RegExp(`vin=${vins[0]}`));
});

test('the compare tray keeps picks across result pages, refuses a fourth, and frees a place when one is removed', async ({ page }) => {
  await page.goto(`${PATH}?zip=66952&radius=500`);
  await expect(page.locator('x-inventory-compare')).toHaveAttribute('data-island-state', 'hydrated');
  const tray = page.getByRole('region', { name: 'Compare', exact: true });
  await expect(tray).toBeHidden();
  const box = (index: number) => page.locator('.inventory-card').nth(index).getByRole('checkbox', { name: /^Compare/ });
  const vinOf = (index: number) => page.locator('.inventory-card').nth(index).locator('dd').first().textContent();
  const picked = [await vinOf(0), await vinOf(1)];
  await box(0).check();
  await box(1).check();
  await expect(tray).toContainText('2 of 3 chosen');
  // The open tray hides nothing: scrolled to the end, the footer ends above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [footer, trayBox] = [await page.locator('.site-footer').boundingBox(), await tray.boundingBox()];
  expect(footer && trayBox && footer.y + footer.height).toBeLessThanOrEqual((trayBox?.y ?? 0) + 1);
  // The next page: the picks stay in the tray.
  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('x-inventory-compare')).toHaveAttribute('data-island-state', 'hydrated');
  await expect(tray.getByRole('listitem')).toHaveCount(2);
  picked.push(await vinOf(0));
  await box(0).check();
  await expect(tray).toContainText('3 of 3 chosen');
  // A fourth is refused: the box unticks and the tray says why.
  await box(1).click(); // not check(): the box refuses to stay ticked
  await expect(box(1)).not.toBeChecked();
  await expect(tray).toContainText('You can compare up to 3 vehicles. Remove one to add another.');
  await expect(tray.getByRole('listitem')).toHaveCount(3);
  // Removing one from the tray frees its place (and unticks it if it is on this page).
  await tray.getByRole('button', { name: /^Remove .* from the comparison$/ }).last().click();
  await expect(box(0)).not.toBeChecked();
  await expect(tray).toContainText('2 of 3 chosen');
  await box(1).check();
  await expect(tray.getByRole('listitem')).toHaveCount(3);
  await tray.getByRole('link', { name: 'Compare 3 vehicles' }).click();
  await expect(page).toHaveURL(new RegExp(`compare\\.html\\?vin=${picked[0]}&vin=${picked[1]}&vin=[A-Z0-9]{17}$`));
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
});

test("the PDF links: a vehicle page's answers a PDF, and the results page's carries the search @desktop", async ({ page, request }) => {
  await page.goto(`${PATH}?zip=66952&radius=250&sort=price-desc`);
  const list = page.getByRole('link', { name: 'Download this list (PDF)' });
  await expect(list).toHaveAttribute('href', '/services/inventory/pdf/list?kind=new&zip=66952&radius=250&sort=price-desc&lang=en');
  await page.locator('.inventory-card').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/vehicle\.html\?vin=/);
  const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  expect(href).toMatch(/^\/services\/inventory\/pdf\/vehicle\/[A-HJ-NPR-Z0-9]{17}\?lang=en$/);
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('certified pre-owned: mileage filter and order by mileage', async ({ page }) => {
  await page.goto('/vehicle-info/certified-pre-owned/certified-pre-owned.html?mileageMax=30000&sort=mileage-asc');
  const miles = (await page.locator('.inventory-card__fact').filter({ hasText: /miles$/ }).allTextContents()).map(price);
  expect(miles.length).toBeGreaterThan(0);
  expect(miles.every((value) => value <= 30000)).toBe(true);
  expect([...miles].sort((a, b) => a - b)).toEqual(miles);
});

for (const path of [`${PATH}?zip=66952`, '/es/vehicle-info/certified-pre-owned/certified-pre-owned.html', `/zh${PATH}?priceMax=1000`]) {
  pageCheck(`axe finds no WCAG 2.2 A/AA violations on ${path}`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    await expect(page.locator('x-inventory-filters')).toHaveAttribute('data-island-state', 'hydrated');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('from a Build & Price summary, "Search inventory" lists the vehicles closest to the build first, each saying what differs', async ({ page }) => {
  await page.goto('/build/2026/all-categories/KSTL/PREM/summary');
  // The summary's payment estimate is the calculator's, for the summary's total, and links there with the price.
  const total = price(await page.locator('.bp-summary .bp-lines__total .bp-amount').textContent());
  await expect(page.locator('.payment-estimate')).toContainText(/\$[\d,]+\.\d{2}\/mo/);
  await expect(page.locator('.payment-estimate a')).toHaveAttribute('href', new RegExp(`payment-calculator\\.html\\?price=${total}&year=2026&model=KSTL&trim=PREM$`));
  await page.getByRole('link', { name: 'Search inventory' }).click();
  await expect(page).toHaveURL(/local-inventory\.html\?matchYear=2026&matchModel=KSTL&matchTrim=PREM/);
  await expect(page.getByRole('heading', { name: 'Closest to your build' })).toBeVisible();
  await expect(page.locator('.inventory__count')).toContainText('closest to your build first');
  const first = page.locator('.inventory-card').first();
  await expect(first.locator('.inventory-card__title')).toContainText('Kestrel');
  await expect(first.locator('.inventory-card__match')).toContainText(/Matches your build|Differs from your build/);
  await expect(first.locator('.inventory-card__match-price')).toContainText(/your build/);
});
