/**
 * Nothing on a page moves when its island wakes (issue 18: CLS 0). The islands' scripts are held back for a moment,
 * as on a phone's network, so the browser paints the server's page first and the island then takes it over; every
 * layout shift from the first paint until every island has hydrated is summed, with what moved.
 * Lighthouse once measured 0.009–0.012 on these pages: the confirm-ZIP page's "Use my location" and a wizard's step
 * count appeared only once the island ran, and pushed what was under them down.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, recordLayoutShifts, settle } from './quality-helpers.ts';

/**
 * The mid-stream tests below look at the page as a browser paints it before any island script has run, so they keep
 * the scripts from loading: otherwise an island could wake between the two measurements and rebuild what the test
 * removed (CI once read a Build & Price step as 0 px wide when its island re-rendered after the price panel went).
 */
async function paintedBeforeScripts(page: Page, path: string): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(path);
}

for (const [name, path] of [
  ['the confirm-ZIP page', '/confirm-your-zipcode.html'],
  ['a wizard form (Love Promise stories)', '/owners/love-promise-stories.html?kind=customer'],
  ['the Share the Love nomination form', '/share-the-love/nominate.html'],
  ['a wizard form in Chinese', '/zh/owners/love-promise-stories.html?kind=partner'],
  ['the home page', '/index.html'],
] as const) {
  test(`nothing moves while ${name} loads and its islands wake`, async ({ page }) => {
    await recordLayoutShifts(page);
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(path);
    await settle(page);
    // A page without islands (the home page) loads no island script, so its header search stays a plain form.
    if (await page.locator('script[type="module"]').count()) {
      await expect(page.locator('[data-island]').first()).toHaveAttribute('data-island-state', 'hydrated');
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((sum, { value }) => sum + value, 0), JSON.stringify(shifts, null, 1)).toBe(0);
  });
}

test('the header does not move when its language links arrive after the search box (a first paint mid-stream) @desktop', async ({ page }) => {
  // The page is streamed, and a loaded browser may paint the header parsed only as far as the search box: the block
  // with the search box and the languages must keep its place and the search box its left edge without them (CI once
  // measured 0.0016 on a desktop when the languages arrived and the block grew leftwards).
  await paintedBeforeScripts(page, '/es/index.html');
  const edges = () =>
    page.evaluate(() => ['.menu-panel__utility', '.menu-panel__utility .site-search'].map((selector) => Math.round(document.querySelector(selector)!.getBoundingClientRect().x)));
  const before = await edges();
  await page.evaluate(() => document.querySelector('.menu-panel__utility .language-switcher')!.remove());
  expect(await edges()).toEqual(before);
});

test('a Build & Price step keeps its column when the price panel after it has not arrived yet (a first paint mid-stream) @desktop', async ({ page }) => {
  // The price panel follows the step in the streamed page. Its column is named by the layout's own class, so a paint
  // made before the panel arrived lays the step out as it stays (CI once measured 0.05 when the stylesheet found the
  // column by `:has(> .bp-aside)` and the step first spread over the whole width).
  await paintedBeforeScripts(page, '/build/2026/all-categories/VNTA/SPRT/colors');
  const main = () => page.locator('.bp__main').evaluate((element) => { const box = element.getBoundingClientRect(); return [Math.round(box.x), Math.round(box.width)]; });
  const before = await main();
  await page.locator('.bp-aside').evaluate((element) => element.remove());
  expect(await main()).toEqual(before);
});

test('a navigation item keeps its place when its summary has not arrived yet (a first paint mid-stream) @desktop', async ({ page }) => {
  // Parsed only as far as an item's <details>, the browser draws its own "Details" summary, a 25 px line: the item
  // must already be as tall as it will be, or the row's centring moves it when the summary arrives (CI measured a
  // shift on the confirm-ZIP page).
  await paintedBeforeScripts(page, '/confirm-your-zipcode.html');
  const item = page.locator('.primary-nav__item').first();
  const box = () => item.evaluate((element) => { const rect = element.getBoundingClientRect(); return [Math.round(rect.x), Math.round(rect.y)]; });
  const before = await box();
  await item.locator('summary').evaluate((element) => element.remove());
  expect(await box()).toEqual(before);
});

/**
 * A server in front of the site that sends one page in two parts with a pause between them, as a phone's network
 * does when the next packets are late: everything else passes through unchanged.
 */
async function slowPageServer(baseURL: string, path: string, splitAt: (html: string) => number, pauseMs: number): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${baseURL}${request.url ?? '/'}`);
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'no-store' });
      if (request.url !== path) return response.end(body);
      const html = body.toString('utf8');
      const cut = splitAt(html);
      response.write(html.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      response.end(html.slice(cut));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

test('the header is never painted half-parsed: the first paint waits for <main> when the page\'s bytes pause inside the header @desktop', async ({ page, baseURL }) => {
  // The bytes stop inside the header's last language link (after its hidden name, before its short form), where CI
  // once caught the browser painting: the link then grew by the width of "中文" and moved the search box.
  const path = '/es/index.html';
  const pauseMs = 1500;
  const { server, origin } = await slowPageServer(baseURL!, path, (html) => html.lastIndexOf('language-switcher__short', html.indexOf('<main')), pauseMs);
  try {
    await recordLayoutShifts(page);
    await page.goto(`${origin}${path}`);
    // The paint entry is queued once the compositor has presented the frame, which on a loaded machine can be later
    // than two animation frames (CI once read the timeline before it was there): wait for it.
    const { firstPaint, responseStart } = await page.evaluate(() =>
      new Promise<{ firstPaint: number; responseStart: number }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName('first-paint')[0];
          if (!paint) return;
          observer.disconnect();
          resolve({ firstPaint: paint.startTime, responseStart: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart });
        }).observe({ type: 'paint', buffered: true });
      }),
    );
    // Nothing was painted until the rest of the page (and with it <main>) had arrived.
    expect.soft(firstPaint - responseStart).toBeGreaterThanOrEqual(pauseMs - 50);
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((sum, { value }) => sum + value, 0), JSON.stringify(shifts, null, 1)).toBe(0);
  } finally {
    server.close();
  }
});
