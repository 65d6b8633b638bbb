/**
 * Page quality budgets on the built site, for every page type (test/quality/page-types.ts):
 * - content pages send no JavaScript at all;
 * - no page's JavaScript exceeds 150 KB gzip in total, React's runtime and every island chunk the page loads included
 *   (the page is scrolled to its end so islands that wait to be visible load too);
 * - every HTML document stays under 60 KB gzip, in each language;
 * - every image has its dimensions (width and height attributes), so nothing shifts as pictures arrive.
 * Sizes are measured by gzipping each file as the browser received it (level 6, like the server's compression).
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pageTypes, prefixesOf } from '../quality/page-types.ts';
import { addressOf, prepareVisitor, settle, visitorHeaders } from './quality-helpers.ts';

const JS_BUDGET = 150 * 1024;
const HTML_BUDGET = 60 * 1024;
const gzipped = (body: Buffer) => gzipSync(body, { level: 6 }).length;

for (const type of pageTypes()) {
  test(`budgets: ${type.name} @desktop`, async ({ page, context, request, baseURL }) => {
    test.slow();
    await prepareVisitor(type, context, baseURL!);
    const address = await addressOf(type, '', request);

    // Every script the page loads, whatever asked for it (module graph, island runtime, hydrator, island chunks).
    const scripts = new Set<string>();
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(sent.url()).pathname)) scripts.add(sent.url());
    });
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(type.status ?? 200);
    await settle(page);
    // Scroll to the end in viewport steps so islands that load when visible do.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
      }
    });
    await settle(page);

    let javascript = 0;
    for (const url of scripts) javascript += gzipped(await (await request.get(url)).body());
    if (type.kind === 'content') expect([...scripts], `${address} is a content page: no JavaScript`).toEqual([]);
    expect(javascript, `${address}: ${scripts.size} scripts, ${javascript} bytes gzip`).toBeLessThanOrEqual(JS_BUDGET);

    for (const prefix of prefixesOf(type)) {
      const html = await request.get(`${prefix}${address}`, { headers: visitorHeaders(type) });
      const size = gzipped(await html.body());
      expect(size, `${prefix}${address}: ${size} bytes gzip`).toBeLessThanOrEqual(HTML_BUDGET);
    }

    const unsized = await page.locator('img').evaluateAll((images) =>
      images.filter((image) => !image.hasAttribute('width') || !image.hasAttribute('height')).map((image) => image.outerHTML.slice(0, 160)),
    );
    expect(unsized, `${address}: images without width and height`).toEqual([]);
  });
}
