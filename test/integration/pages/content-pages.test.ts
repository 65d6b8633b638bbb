/** The authored pages of content/: served in every language from their Markdown, with their embeds, and new files become pages. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '#domain/platform/site-map.ts';
import { loadContent } from '#server/content/loader.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { $, decodeEntities as decode, text } from '../../support/html.ts';

const brand = 'Halden';
const titleOf = (html: string) => text($(html, 'title'));
const h1Of = (html: string) => text($(html, 'h1'));
const descriptionOf = (html: string) => $(html, 'meta[name="description"]')?.getAttribute('content') ?? '';
const PREFIX = { en: '', es: '/es', zh: '/zh' } as const;
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the authored pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BRAND_NAME: brand });
  });
  afterAll(async () => t.close());

  const store = loadContent({ dir: 'content', brand, sitePages: sitePages(brand) });

  it('answer 200 in en, es and zh with the title, heading and description of their Markdown', async () => {
    expect(store.all().length).toBeGreaterThanOrEqual(24);
    for (const page of store.all()) {
      const url = `${PREFIX[page.lang]}${page.path}`;
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(titleOf(response.body), url).toBe(`${page.title} | ${brand}`);
      expect(h1Of(response.body), url).toBe(page.title);
      expect(descriptionOf(response.body), url).toBe(page.description);
      expect(response.body, url).not.toContain('ERROR: Translation key not found');
      expect(response.body, url).not.toContain('{brand}');
    }
  });

  it('render their embeds on the server: tabs, accordion, the contact form, cards, disclaimers', async () => {
    const support = (await t.app.inject({ url: '/zh/support/customer-support.html' })).body;
    expect(support).toContain('<x-tabs data-island=""');
    expect(support).toContain('<section class="tabs__section" id="contact-phone" aria-labelledby="contact-phone-title"><h3 class="tabs__section-title" id="contact-phone-title">电话</h3>');
    expect(support).toContain('<x-accordion data-island=""');
    expect(support).toContain('<span class="accordion__title" data-search-faq-question="">在哪里可以找到我的车辆识别号（VIN）？</span>');
    expect(support).toContain('<x-lead-form data-island=""');
    expect(support).toContain('action="/services/contact/mail/contact"');
    expect(support).toContain('<a href="/zh/owners/recalls.html" class="card__link"><div class="card__body"><span class="card__title">召回信息</span>');
    const terms = (await t.app.inject({ url: '/es/support/terms-and-conditions.html' })).body;
    expect(terms).toContain('<div class="content-disclaimer" role="note"><p class="content-disclaimer__title">Precios</p>');
    expect((await t.app.inject({ url: '/es/share-the-love.html' })).body).toContain('<div class="content-disclaimer" role="note" aria-label="Aviso legal"><p><strong>Condiciones del evento.</strong>');
    expect(terms).toContain('<nav class="content-toc" aria-labelledby="content-toc"><h2 id="content-toc" class="content-toc__title">En esta página</h2>');
    const resources = (await t.app.inject({ url: '/es/owners/vehicle-resources.html' })).body;
    expect(resources).toContain('<div class="content-embed content-embed--video"><div class="content-video"><x-video-player data-island=""');
    const love = (await t.app.inject({ url: '/share-the-love.html' })).body;
    expect(love).toContain('$250 per new vehicle purchased or leased');
    expect(love).toContain('<a href="/share-the-love/nominate.html" class="card__link">');
  });

  it('link every internal address to a page that answers', async () => {
    const seen = new Set<string>();
    for (const page of store.all()) {
      const body = (await t.app.inject({ url: `${PREFIX[page.lang]}${page.path}` })).body;
      const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
      for (const [, href = ''] of main.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) seen.add(decode(href));
    }
    expect(seen.size).toBeGreaterThan(20);
    for (const href of seen) {
      const response = await t.app.inject({ url: href });
      // The topic links go to the search results page, which says "getting ready" (503) until its index is built.
      const answers = /^(\/(es|zh))?\/search-results\.html\?/.test(href) ? [200, 302, 503] : [200, 302];
      expect(answers, href).toContain(response.statusCode);
    }
  });

  it('show a contact form sent without script with its errors again, inside the customer support page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/services/contact/mail/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT, ...SAME_ORIGIN },
      payload: new URLSearchParams({ firstName: 'Ana', lang: 'es' }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(h1Of(response.body)).toBe(store.page('customerSupport', 'es')?.title);
    expect(response.body).toContain('<x-accordion');
    expect(response.body).toContain('value="Ana"');
    expect(response.body).toContain('field__error');
  });
});

describe('a new Markdown file in the content directory (CONTENT_DIR)', () => {
  let t: TestApp;
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'halden-content-'));
    const titles = { en: 'Winter driving', es: 'Manejo en invierno', zh: '冬季驾驶' };
    for (const [lang, title] of Object.entries(titles)) {
      write(`${lang}/owners/winter-driving.md`, `---\ntitle: ${title}\ndescription: ${title} — {brand}\nsection: owners\nnav: true\n---\n\n## Tires {#tires}\n\nSee [recalls](/owners/recalls.html).\n`);
      write(`${lang}/owners/retailer-clinic.md`, `---\ntitle: Clinic ${lang}\ndescription: A clinic at your retailer (${lang})\nsection: owners\ngeogate: true\n---\n\nBook it.\n`);
      write(`${lang}/owners/draft.md`, `---\ntitle: Draft ${lang}\ndescription: Not ready (${lang})\nhidden: true\n---\n\nSoon.\n`);
    }
    t = await createTestApp({ BRAND_NAME: brand, CONTENT_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('becomes a page in every language, with its links in the page language', async () => {
    for (const [url, title] of [
      ['/owners/winter-driving.html', 'Winter driving'],
      ['/es/owners/winter-driving.html', 'Manejo en invierno'],
      ['/zh/owners/winter-driving.html', '冬季驾驶'],
    ] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(titleOf(response.body)).toBe(`${title} | ${brand}`);
      expect(descriptionOf(response.body)).toBe(`${title} — ${brand}`);
      expect(response.body).toContain('<h2 id="tires">');
    }
    expect((await t.app.inject({ url: '/es/owners/winter-driving.html' })).body).toContain('<a href="/es/owners/recalls.html">recalls</a>');
  });

  it('joins the menu, the site map page and sitemap.xml as its front matter says', async () => {
    const siteMap = (await t.app.inject({ url: '/es/site-map.html' })).body;
    expect(siteMap).toContain('<a href="/es/owners/winter-driving.html">Manejo en invierno</a>');
    expect(siteMap).not.toContain('draft.html');
    const menu = (await t.app.inject({ url: '/zh/' })).body;
    expect(menu).toContain('<a href="/zh/owners/winter-driving.html">冬季驾驶</a>');
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('<loc>https://www.example.test/zh/owners/winter-driving.html</loc>');
    expect(xml).not.toContain('draft.html');
    expect(xml).not.toContain('retailer-clinic.html');
  });

  it('is sent through the geogate when its front matter says geogate: true', async () => {
    // A public host: on an author host (localhost) the geogate never redirects.
    const response = await t.app.inject({ url: '/es/owners/retailer-clinic.html', headers: { host: 'www.example.test' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/es/confirm-your-retailer.html?returnUrl=${encodeURIComponent('/es/owners/retailer-clinic.html')}`);
    const pass = await t.app.inject({ url: '/es/owners/retailer-clinic.html', headers: { host: 'www.example.test' }, cookies: { 'geo-data': JSON.stringify({ selectedDealer: '10001', version: '0001' }) } });
    expect(pass.statusCode).toBe(200);
    expect(h1Of(pass.body)).toBe('Clinic es');
  });

  it('stays out of search engines when hidden', async () => {
    const response = await t.app.inject({ url: '/owners/draft.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
  });
});
