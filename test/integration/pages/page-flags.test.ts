/**
 * The global page state flags (issue 19 item 14, DECISIONS): `?view=embed` shows a page without the site's
 * navigation, ribbon, footer, fixed navigation and back-to link; `Save-Data: on` asks for low-resolution pictures;
 * a geogated page says it needs a retailer. Each is part of the render cache's key, so no visitor gets the other
 * view's copy, and the flags reach the islands through `<html data-flags>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.ts';
import { retailerCookie } from '#test/quality/page-types.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
}, 120_000);
afterAll(async () => t.close());

const HOST = { host: 'www.example.test' };
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...HOST, ...headers } });
const flagsOf = (body: string) => /<html[^>]* data-flags="([^"]*)"/.exec(body)?.[1] ?? '';

describe('the page state flags', () => {
  it('shows the whole shell by default, with a back-to-top link in the footer', async () => {
    const page = await get('/vehicle-info/all-vehicles.html');
    expect(flagsOf(page.body)).toBe('');
    expect(page.body).toContain('<header class="site-header">');
    expect(page.body).toContain('class="primary-nav"');
    expect(page.body).toContain('class="visitor-bar');
    expect(page.body).toContain('<footer class="site-footer">');
    expect(page.body).toContain('<a class="site-footer__back-to" href="#main">Back to top</a>');
  });

  it('leaves out navigation, visitor bar, footer and back-to link in the embed view, and does not fix the header', async () => {
    for (const lang of ['', '/es']) {
      const page = await get(`${lang}/vehicle-info/all-vehicles.html?view=embed`);
      expect(page.statusCode).toBe(200);
      expect(flagsOf(page.body)).toBe('hideNavigation hideRibbon hideFooter hideFixedNavigation hideBackTo');
      expect(page.body).toContain('<header class="site-header site-header--static">');
      expect(page.body).toContain('class="site-header__brand"');
      for (const part of ['class="primary-nav"', 'class="menu-toggle"', 'class="visitor-bar', '<footer', 'site-footer__back-to']) expect(page.body, part).not.toContain(part);
      // The page's own content is all there, and its links lead to pages in the same view.
      expect(page.body).toContain('class="vehicle-card__name"');
      expect(page.body).toMatch(new RegExp(`href="${lang}/vehicles/[a-z-]+\\.html\\?view=embed"`));
    }
  });

  it('keeps the embed view and the full page apart in the render cache, both ways round', async () => {
    const url = '/vehicle-info/compare/global.html';
    expect((await get(url)).headers['x-render-cache']).toBe('miss');
    const embed = await get(`${url}?view=embed`);
    expect(embed.headers['x-render-cache']).toBe('miss');
    expect(embed.body).not.toContain('<footer');
    const full = await get(url);
    expect(full.headers['x-render-cache']).toBe('hit');
    expect(full.body).toContain('<footer');
    const embedAgain = await get(`${url}?view=embed`);
    expect(embedAgain.headers['x-render-cache']).toBe('hit');
    expect(embedAgain.body).not.toContain('<footer');
  });

  it('marks low-resolution pictures for Save-Data: on, keeps that copy apart and says so in Vary', async () => {
    const url = '/vehicle-info/brochures.html';
    const plain = await get(url);
    expect(plain.headers.vary).toBe('Cookie, Accept-Encoding, Save-Data');
    expect(flagsOf(plain.body)).toBe('');
    const saving = await get(url, { 'save-data': 'on' });
    expect(saving.headers['x-render-cache']).toBe('miss');
    expect(flagsOf(saving.body)).toBe('lowResolutionImages');
    expect(flagsOf((await get(url)).body)).toBe('');
  });

  it('draws the vehicle pictures of home, all vehicles, a model page and Build & Price in low detail for Save-Data: on', async () => {
    for (const url of ['/', '/vehicle-info/all-vehicles.html', '/vehicles/kestrel.html', '/build.html', '/build/2026/all-categories/VNTA/SPRT/colors']) {
      const plain = await get(url);
      const saving = await get(url, { 'save-data': 'on' });
      const vehiclePictures = (body: string) => [...body.matchAll(/<img[^>]* src="(\/images\/vehicle\/[^"]+)"/g)].map((match) => match[1]!);
      expect(vehiclePictures(plain.body).length, url).toBeGreaterThan(0);
      expect(vehiclePictures(plain.body).filter((src) => src.includes('detail=')), url).toEqual([]);
      expect(vehiclePictures(saving.body), url).toEqual(vehiclePictures(plain.body).map((src) => `${src}${src.includes('?') ? '&amp;' : '?'}detail=low`));
    }
  });

  it('says a geogated page needs a retailer', async () => {
    const page = await get('/shopping-tools/contact-retailer.html', { cookie: `geo-data=${retailerCookie()}` });
    expect(page.statusCode).toBe(200);
    expect(flagsOf(page.body)).toBe('retailersRequired');
    expect(flagsOf((await get('/shopping-tools/payment-calculator.html')).body)).toBe('');
  });
});
