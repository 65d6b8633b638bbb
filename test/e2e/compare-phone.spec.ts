/**
 * Comparing inventory on a phone (issue 22 item 7) and the printed Build & Price summary (item 4): at 390×844 two
 * vehicles side by side with the labels beside them, a third marked as scrolling in ("Vehicles 1–2 of 3", buttons),
 * the first price on the first screen; tray chips that tell two vehicles of one trim apart, in a tray of at most a
 * fifth of the screen; the summary on paper with the picture, the logo, the date and the saved build's link.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './quality-helpers.ts';

const PHONE = { width: 390, height: 844 };
const RESULTS = '/vehicle-info/local-inventory.html?model=TARN&trim=BASE&zip=66952&radius=500';

async function comparePath(page: Page, count: number): Promise<string> {
  const answer = await page.request.get(`/services/inventory/search?kind=new&model=TARN&trim=BASE&pageSize=${count}`);
  const { vehicles } = (await answer.json()) as { vehicles: { vin: string }[] };
  return `/vehicle-info/local-inventory/compare.html?${vehicles.map((vehicle) => `vin=${vehicle.vin}`).join('&')}`;
}

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: PHONE });

  test('two vehicles sit side by side beside their labels, a third is marked as scrolling in, and the first price is on the first screen', async ({ page }) => {
    await page.goto(await comparePath(page, 3));
    const table = page.getByRole('table');
    const columns = table.getByRole('columnheader');
    await expect(columns).toHaveCount(3);
    const [first, second, third] = await Promise.all([0, 1, 2].map((index) => columns.nth(index).boundingBox()));
    // Both fully on screen, on one line, the second right of the first; the third beyond the right edge.
    for (const box of [first, second]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(third!.x).toBeGreaterThanOrEqual(PHONE.width - 24);
    // The labels stay beside them, left of the first vehicle.
    const label = table.getByRole('rowheader', { name: 'MSRP' });
    expect((await label.boundingBox())!.x + 1).toBeLessThan(first!.x);
    // The first vehicle's price is on the first screen.
    const price = table.getByRole('row', { name: /^MSRP/ }).getByRole('cell').first();
    await expect(price).toHaveText(/^\$\d{2},\d{3}$/);
    const priceBox = (await price.boundingBox())!;
    expect(priceBox.y + priceBox.height).toBeLessThanOrEqual(PHONE.height);

    // The scroll is marked: which vehicles are in view, and buttons that bring the next one in.
    await expect(page.locator('x-compare-columns')).toHaveAttribute('data-island-state', 'hydrated');
    await expect(page.getByText('Vehicles 1–2 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous vehicle' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next vehicle' }).click();
    await expect(page.getByText('Vehicles 2–3 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next vehicle' })).toBeDisabled();
    // The status changes once the third column is half in view; the smooth scroll then ends with it whole on screen.
    await expect.poll(async () => { const shown = (await columns.nth(2).boundingBox())!; return shown.x + shown.width; }).toBeLessThanOrEqual(PHONE.width);
    // The labels are still there (sticky).
    await expect(label).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the tray tells two vehicles of one trim apart and takes at most a fifth of the screen; it folds away', async ({ page }) => {
    await page.goto(RESULTS);
    await expect(page.locator('x-inventory-compare')).toHaveAttribute('data-island-state', 'hydrated');
    const boxes = page.locator('input[form="inventory-compare"][name="vin"]');
    const titles = await boxes.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).dataset.title));
    // Two vehicles of the same year, model and trim.
    const same = titles.findIndex((title, index) => titles.indexOf(title) !== index);
    const firstOfPair = titles.indexOf(titles[same]);
    await boxes.nth(firstOfPair).check();
    await boxes.nth(same).check();
    const tray = page.getByRole('region', { name: 'Compare', exact: true });
    const chips = tray.getByRole('listitem');
    await expect(chips).toHaveCount(2);
    const texts = await chips.allTextContents();
    expect(texts[0]).toContain(titles[same]);
    expect(texts[1]).toContain(titles[same]);
    expect(texts[0]).not.toBe(texts[1]);
    expect(texts.every((text) => /Stock # \w+/.test(text))).toBe(true);
    // The remove buttons are told apart too.
    const names = await tray.getByRole('button', { name: /^Remove / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(2);
    const open = (await tray.boundingBox())!;
    expect(open.height).toBeLessThanOrEqual(PHONE.height * 0.2);
    // Folded: the count and the Compare link stay, the chips go.
    await tray.getByRole('button', { name: 'Hide' }).click();
    await expect(chips).toHaveCount(0);
    await expect(tray.getByRole('link', { name: 'Compare 2 vehicles' })).toBeVisible();
    expect((await tray.boundingBox())!.height).toBeLessThan(open.height);
    await tray.getByRole('button', { name: 'Show' }).click();
    await expect(chips).toHaveCount(2);
  });
});

test('on a wide screen every compared vehicle is in view and no pager is shown @desktop', async ({ page }) => {
  await page.goto(await comparePath(page, 3));
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  for (const index of [0, 1, 2]) await expect(page.getByRole('columnheader').nth(index)).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('Vehicles 1–2 of 3')).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
});

test('the printed summary carries the picture of the build, the logo, the date and the saved build’s link', async ({ page }) => {
  await page.goto('/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF');
  const print = page.getByRole('button', { name: 'Print' });
  await print.waitFor();
  await page.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await print.click();
  await page.waitForFunction(() => (window as unknown as { printed: boolean }).printed);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('.bp-print-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('svg.bp-print-sheet__mark')).toBeVisible();
  await expect(sheet).toContainText('Halden');
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  await expect(sheet).toContainText(`Prepared ${today}`);
  const link = sheet.getByRole('link');
  await expect(link).toHaveText(/\/build\/2026\/all-categories\/VNTA\/SPRT\/summary\?token=[A-Za-z0-9_-]{22}$/);
  // The picture of the build in its paint is on the printed page.
  const picture = page.locator('.bp-summary__picture img');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', /\/images\/vehicle\/\w+\/\w+\/[0-9a-f]{6}\.svg/);
  // The saved link opens the same build.
  const saved = (await link.getAttribute('href'))!;
  await page.emulateMedia({ media: 'screen' });
  await page.goto(saved);
  await expect(page.getByRole('heading', { name: 'Your 2026 Vanta Sport' })).toBeVisible();
});

test('printed before saving, the summary carries the address that reopens the same choices @desktop', async ({ page }) => {
  await page.goto('/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF');
  await page.getByRole('button', { name: 'Print' }).waitFor();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.bp-print-sheet').getByRole('link')).toHaveText(/\/build\/2026\/all-categories\/VNTA\/SPRT\/summary\?tr=6MT&ext=Y7Z&int=\w+&pkg=PERF$/);
});
