/**
 * The site's one image fallback (src/domain/imagery/image-fallback.ts): any picture that fails to load shows the
 * not-found picture instead, on server-rendered pages and inside islands, under the site's Content-Security-Policy.
 * Every vehicle drawing, colour chip and interior swatch is made to fail at the network.
 */
import { expect, test, type Page } from '@playwright/test';

const NOT_FOUND = '/images/not-found.svg';
const FAILING = /\/images\/(vehicle|chip|interior)\//;

/** Makes the pictures fail, and collects what the browser says about the page's Content-Security-Policy. */
async function breakPictures(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route(FAILING, (route) => route.abort('failed'));
  return violations;
}

/**
 * Starts every picture on the page, the lazy ones too, so that each one fails now. The fallback hears a lazy picture's
 * error as it hears any other's; what this test checks is the fallback, not when the browser starts a lazy picture.
 * (A walk down the page that waited for each step's frames left 10–14 of the 20 inventory cards' pictures unstarted
 * on CI's loaded machine, twice.)
 */
async function startEveryPicture(page: Page) {
  const lazy = await page.evaluate(() => {
    const images = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
    for (const image of images) image.loading = 'eager';
    return images.length;
  });
  // The pages under test have lazy pictures below the fold: the step above did something.
  expect(lazy).toBeGreaterThan(0);
}

/**
 * Every picture that failed now shows the not-found picture, marked as failed, and loaded: none that finished loading
 * still shows a failing address (pictures lazy-loaded out of view, e.g. later slides of a phone carousel, never start).
 */
async function expectAllReplaced(page: Page, least: number) {
  const replaced = page.locator(`img[data-image-failed][src="${NOT_FOUND}"]`);
  // Twenty failures and their replacements go through the test's network route one by one: a loaded machine takes a while.
  await expect.poll(async () => replaced.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(least);
  await expect
    .poll(() => page.evaluate((pattern) => [...document.images].filter((img) => img.complete && new RegExp(pattern).test(img.getAttribute('src') ?? '')).map((img) => img.getAttribute('src')), FAILING.source))
    .toEqual([]);
  const broken = await page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.getAttribute('src')));
  expect(broken).toEqual([]);
}

for (const [name, path, least] of [
  ['home lineup', '/index.html', 5],
  ['model page (picture and colour chips)', '/vehicles/vanta.html', 10],
  ['local inventory cards', '/vehicle-info/local-inventory.html?zip=10001', 20],
  ['Build & Price colours (pictures, chips, interiors)', '/es/build/2026/all-categories/VNTA/SPRT/colors', 12],
] as const) {
  test(`a picture that fails shows the not-found picture: ${name}`, async ({ page }) => {
    const violations = await breakPictures(page);
    await page.goto(path);
    await startEveryPicture(page);
    await expectAllReplaced(page, least);
    // The alternative text still says what the picture was.
    const described = await page.locator(`img[data-image-failed][alt]:not([alt=""])`).count();
    expect(described).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });
}

test('inside an island: a new picture chosen after hydration that fails is replaced too', async ({ page }) => {
  const violations = await breakPictures(page);
  await page.goto('/build/2026/all-categories/VNTA/SPRT/colors');
  await expect(page.locator('x-build-price')).toHaveAttribute('data-island-state', 'hydrated');
  const stage = page.locator('.bp-colors__stage .bp-picture');
  await expect(stage).toHaveAttribute('src', NOT_FOUND);
  await page.locator('label:has(> input[name="ext"][value="W3P"])').click();
  // React gives the element the new drawing's address; it fails, and the fallback takes over again.
  await expect(stage).toHaveAttribute('src', NOT_FOUND);
  await expect(page.locator('input[name="ext"][value="W3P"]')).toBeChecked();
  expect(violations).toEqual([]);
});

test('without script the page keeps its pictures and their alternative text @desktop', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/vehicles/vanta.html');
  await expect(page.locator('img[src*="/images/vehicle/"]').first()).toHaveJSProperty('complete', true);
  expect(await page.locator('img[data-image-failed]').count()).toBe(0);
  await context.close();
});
