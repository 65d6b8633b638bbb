/**
 * Build & Price on a phone and the rough edges of its layout (issue 22 items 3, 6 and 8): the build's picture beside
 * the running total, the price details as a proper sheet, nothing scrolling sideways, the summary's actions grouped,
 * the model step using the width, and one "Build & Price" on screen.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, horizontalOverflow } from './quality-helpers.ts';

const VANTA = '/build/2026/all-categories/VNTA/SPRT';
/** A Vanta Sport with the manual, Zest Yellow, the Performance Package and floor mats. */
const CHOICES = '?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT';
const YELLOW = { name: 'Zest Yellow', rgb: 'e3bd1f' };

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('x-build-price')).toHaveAttribute('data-island-state', 'hydrated');
}


test.describe('the phone price bar', () => {
  for (const step of ['packages', 'accessories', 'summary']) {
    test(`on the ${step} step at 390 px it shows the build in its chosen colour beside the running total @phone`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, `${VANTA}/${step}${CHOICES}`);
      const bar = page.locator('.bp-bar');
      await expect(bar).toBeVisible();
      const thumb = bar.locator('img.bp-bar__thumb');
      await expect(thumb).toBeVisible();
      // The chosen colour (with the looks of its accessories, if any), at the smallest width preset, in a box of fixed size.
      await expect(thumb).toHaveAttribute('src', new RegExp(`/side/${YELLOW.rgb}\\.svg\\?(acc=[a-z.-]+&)?wid=400$`));
      await expect(thumb).toHaveAttribute('width', '96');
      await expect(thumb).toHaveAttribute('height', '48');
      await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const box = await thumb.boundingBox();
      expect(box && [box.width, box.height]).toEqual([96, 48]);
      // The running total beside it is the build's total.
      const total = step === 'summary' ? page.locator('.bp-summary .bp-lines__total .bp-amount') : null;
      await expect(bar.locator('.bp-bar__total .bp-amount')).toHaveText(total ? ((await total.textContent()) ?? '') : /^\$\d{2},\d{3}$/);
      const barBox = await bar.boundingBox();
      const totalBox = await bar.locator('.bp-bar__total').boundingBox();
      if (!box || !barBox || !totalBox) throw new Error('the bar, its picture or its total has no box');
      expect(box.x + box.width).toBeLessThanOrEqual(totalBox.x);
      // The bottom of the page can still be read: scrolled to the end, the footer ends above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.locator('.site-footer').boundingBox();
      if (!footer) throw new Error('no footer');
      expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);
    });
  }

  test('on a wide screen the bar and its picture are neither shown nor fetched, and the summary without a price panel uses the whole width @desktop', async ({ page }) => {
    const thumbs: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('?wid=400')) thumbs.push(request.url());
    });
    await open(page, `${VANTA}/packages${CHOICES}`);
    await expect(page.locator('.bp-bar')).toBeHidden();
    await expect(page.locator('.bp-aside .bp-picture')).toBeVisible();
    await open(page, `${VANTA}/summary${CHOICES}`);
    await expect(page.locator('.bp-summary__picture .bp-picture')).toBeVisible();
    expect(thumbs).toEqual([]);
    const layout = await page.locator('.bp__layout').boundingBox();
    const summary = await page.locator('.bp-summary').boundingBox();
    if (!layout || !summary) throw new Error('no layout');
    expect(summary.x + summary.width).toBeGreaterThan(layout.x + layout.width - 40);
  });
});

test.describe('the price details sheet', () => {
  test('opens from Details with focus inside, closes by its button, the backdrop and Escape, and leaves the colour chips under it tappable; without script it is a <details> @phone', async ({ page, browser }) => {
    test.slow();
    // Without script, Details still opens the lines above the bar.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const plain = await noScript.newPage();
    await plain.goto(`${VANTA}/packages${CHOICES}`);
    await plain.locator('.bp-bar__toggle').click();
    await expect(plain.locator('.bp-bar__sheet').getByRole('table', { name: 'Price so far' })).toBeVisible();
    await noScript.close();

    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${VANTA}/colors?tr=6MT&ext=R2V`);
    const toggle = page.getByRole('button', { name: 'Details' });
    const sheet = page.getByRole('dialog', { name: '2026 Vanta Sport' });
    await expect(sheet).toBeHidden();

    // Open: the lines, focus inside, Tab stays inside; the close button has a name.
    await toggle.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('table', { name: 'Price so far' })).toBeVisible();
    await expect(sheet.getByRole('row', { name: /Exterior: Ignition Red/ })).toBeVisible();
    await expect.poll(() => sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    const close = sheet.getByRole('button', { name: 'Close dialog' });
    await close.click();
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();

    // The dimmed backdrop closes it.
    await toggle.click();
    await expect(sheet).toBeVisible();
    const backdrop = await page.evaluate(() => getComputedStyle(document.querySelector('dialog[open]')!, '::backdrop').backgroundColor);
    expect(backdrop).toMatch(/rgba\(.*, 0\.\d+\)/);
    await page.mouse.click(195, 40);
    await expect(sheet).toBeHidden();

    // Escape closes it and gives focus back to Details.
    await toggle.click();
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();

    // Closed, nothing covers the page: a chip where the sheet was takes the tap.
    const chip = page.getByRole('radio', { name: new RegExp(`^${YELLOW.name}`) });
    // Scrolled to the bottom of the screen (just above the bar, which the page's scroll padding keeps clear).
    await chip.evaluate((input) => input.closest('label')?.scrollIntoView({ block: 'end' }));
    const box = await chip.boundingBox();
    if (!box) throw new Error('the chip has no box');
    expect(box.y).toBeGreaterThan(844 / 2);
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('label')?.textContent ?? '', { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(hit).toContain(YELLOW.name);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(chip).toBeChecked();
    await expect(page.locator('.bp-bar img.bp-bar__thumb')).toHaveCount(0);
  });

  test('axe finds nothing with the sheet open, on the packages step, or on the saved summary at 390 px @phone', async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${VANTA}/packages${CHOICES}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Details' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag22aa'] })).toEqual([]);
    await open(page, `${VANTA}/summary${CHOICES}`);
    await page.getByRole('button', { name: 'Save & share' }).click();
    await expect(page.locator('#bp-share-url')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('no sideways scrolling', () => {
  const steps = ['/build.html', '/build/2026/all-categories/VNTA', `${VANTA}/colors${CHOICES}`, `${VANTA}/packages${CHOICES}`, `${VANTA}/accessories${CHOICES}`, `${VANTA}/summary${CHOICES}`];
  for (const width of [360, 390]) {
    for (const lang of ['', '/es']) {
      test(`every step at ${width} px${lang ? ` in ${lang}` : ''} fits the screen, the saved build's link included @phone`, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height: 780 });
        for (const step of steps) {
          await open(page, `${lang}${step}`);
          await page.evaluate(() => document.fonts.ready);
          expect((await horizontalOverflow(page)).by, `${lang}${step}`).toBeLessThanOrEqual(0);
        }
        // The summary's saved link and its Copy button.
        await page.locator('.bp-summary__more button').last().click();
        await expect(page.locator('#bp-share-url')).toBeVisible();
        expect((await horizontalOverflow(page)).by, 'the saved link').toBeLessThanOrEqual(0);
      });
    }
  }
});

test('the price bar keeps Next and the total inside the screen at every width it shows, in Spanish and Chinese @phone', async ({ page }) => {
  // Its picture and Spanish words overflowed the bar up to ~500 px wide (a fixed bar clips rather than scrolls).
  for (const lang of ['/es', '/zh']) {
    for (const width of [401, 440, 480, 700]) {
      await page.setViewportSize({ width, height: 780 });
      await open(page, `${lang}${VANTA}/packages${CHOICES}`);
      await page.evaluate(() => document.fonts.ready);
      const outside = await page.evaluate(() => [...document.querySelectorAll('.bp-bar > *')].filter((item) => item.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((item) => item.className));
      expect(outside, `${lang} at ${width} px`).toEqual([]);
    }
  }
});

test('the summary puts Get a quote first, its actions grouped and inside the screen at 390, 900 and 1280 px @desktop', async ({ page }) => {
  test.slow();
  for (const width of [390, 900, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, `${VANTA}/summary${CHOICES}`);
    const actions = page.locator('.bp-summary__actions');
    const controls = actions.locator('a, button');
    await expect(controls).toHaveCount(6);
    // The first is the primary action, and it comes first on screen too.
    await expect(controls.first()).toHaveText('Get a quote');
    await expect(controls.first()).toHaveClass(/button--primary/);
    const boxes = await controls.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    const [quote, testDrive, ...more] = boxes;
    if (!quote || !testDrive) throw new Error('no primary actions');
    for (const box of boxes) {
      expect(box.left, `at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.right, `at ${width} px`).toBeLessThanOrEqual(width);
    }
    for (const box of [testDrive, ...more]) expect(box.top >= quote.top - 1 && (box.top > quote.top + 1 || box.left > quote.left)).toBe(true);
    // The two primary actions alike in size; the four others a grid of two equal columns, below them.
    expect(Math.abs(quote.width - testDrive.width)).toBeLessThan(1);
    expect(more).toHaveLength(4);
    const widths = new Set(more.map((box) => Math.round(box.width)));
    const lefts = new Set(more.map((box) => Math.round(box.left)));
    expect([widths.size, lefts.size], `at ${width} px`).toEqual([1, 2]);
    for (const box of more) expect(box.top).toBeGreaterThan(Math.max(quote.bottom, testDrive.bottom));
  }
});

test('the model step uses the whole width at 1280 px, a category of one car beside the next @desktop', async ({ page }) => {
  await open(page, '/build.html');
  const layout = await page.locator('.bp__layout').boundingBox();
  if (!layout) throw new Error('no layout');
  const cards = await page.locator('.bp-card').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
  expect(Math.max(...cards)).toBeGreaterThan(layout.x + layout.width - 40);
  // A category of one car sits beside the next rather than alone on its row.
  const rows = await page.locator('.bp-models').evaluateAll((elements) => new Set(elements.map((element) => Math.round(element.getBoundingClientRect().top))).size);
  expect(rows).toBeLessThan(await page.locator('.bp-models').count());

});

test('"Build & Price" is on screen once, as the h1; the ribbon keeps it as its name', async ({ page }) => {
  await open(page, `${VANTA}/packages${CHOICES}`);
  const main = page.locator('main');
  await expect(main.getByText('Build & Price', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(main.getByRole('heading', { level: 1, name: 'Build & Price' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Build & Price' })).toBeVisible();
});
