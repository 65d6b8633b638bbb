import { expect, test } from '@playwright/test';

test('built assets are content-hashed, cached for a year as immutable, and sent pre-compressed @desktop', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/site-[\w-]+\.css)"/.exec(html)?.[1];
  expect(stylesheet).toBeDefined();
  const response = await request.get(stylesheet ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['content-type']).toContain('text/css');

  // The web font is not preloaded (decision 025): the stylesheet names it, and it is fetched once text needs it.
  expect(html).not.toContain('as="font"');
  const font = /url\((\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)\)/.exec(await response.text())?.[1];
  expect(font).toBeDefined();
  const fontResponse = await request.get(font ?? '');
  expect(fontResponse.status()).toBe(200);
  expect(fontResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('pages are compressed and never cached as immutable @desktop', async ({ request }) => {
  const response = await request.get('/es/', { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  // Shared caches may keep a page briefly for visitors without a cookie (decision 020), never as immutable.
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  expect(response.headers()['vary']).toMatch(/Cookie/);
  expect(response.headers()['content-language']).toBe('es-US');
});
