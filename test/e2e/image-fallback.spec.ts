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

/** Scrolls through the page so lazy pictures load (and fail) too. */
async function scrollThrough(page: Page) {
  // A fixed number of half-screen steps over the height the page has now (a page that grows while it is scrolled
  // cannot keep the loop going). Each step waits for two rendering updates, since lazy pictures are only started in a
  // frame's intersection step (a step that went on after a time instead skipped them on a loaded CI machine: 14 of 20
  // inventory cards), and gives up on them after a second so the loop stays bounded.
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight / 2);
    const steps = Math.min(60, Math.ceil(document.documentElement.scrollHeight / step) + 1);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let index = 0; index < steps; index += 1) {
      window.scrollTo(0, index * step);
      await Promise.race([frame().then(frame), new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
    // A step whose frames came later than its second could still skip some (CI once again: 14 of 20 cards). Each
    // picture on the page that has not finished is then brought into view on its own and given up to two seconds.
    for (const image of [...document.images]) {
      if (image.complete || image.getClientRects().length === 0) continue;
      image.scrollIntoView({ block: 'center', inline: 'nearest' });
      const until = Date.now() + 2000;
      while (!image.complete && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/**
 * Every picture that failed now shows the not-found picture, marked as failed, and loaded: none that finished loading
 * still shows a failing address (pictures lazy-loaded out of view, e.g. later slides of a phone carousel, never start).
 */
async function expectAllReplaced(page: Page, least: number) {
  const replaced = page.locator(`img[data-image-failed][src="${NOT_FOUND}"]`);
  await expect.poll(async () => replaced.count()).toBeGreaterThanOrEqual(least);
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
    // The walk through the page waits for frames and pictures, which a loaded machine makes slow.
    test.slow();
    const violations = await breakPictures(page);
    await page.goto(path);
    await scrollThrough(page);
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
