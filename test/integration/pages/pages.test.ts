import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '#domain/platform/site-map.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { $, text } from '../../support/html.ts';

const dictionaries = Object.fromEntries(
  (['en', 'es', 'zh'] as const).map((lang) => [lang, JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>]),
) as Record<'en' | 'es' | 'zh', Record<string, string>>;
const brand = 'Halden';
const fill = (text: string) => text.replaceAll('{brand}', brand);
const titleOf = (html: string) => text($(html, 'title'));
const h1Of = (html: string) => text($(html, 'h1'));

let t: TestApp;
beforeAll(async () => {
  // As authors see them (localhost is an author host here): the geogate lets every page through.
  t = await createTestApp({ BRAND_NAME: brand, AUTHOR_HOSTS: 'localhost' });
});
afterAll(async () => t.close());

const pages = sitePages(brand).filter((page) => page.key !== 'home');
const languages = [
  { prefix: '', lang: 'en', tag: 'en-US' },
  { prefix: '/en', lang: 'en', tag: 'en-US' },
  { prefix: '/es', lang: 'es', tag: 'es-US' },
  { prefix: '/zh', lang: 'zh', tag: 'zh-Hans' },
] as const;

describe('every fixed page', () => {
  for (const { prefix, lang, tag } of languages) {
    it(`answers 200 with the translated title, heading and <html lang="${tag}"> under "${prefix || '/'}"`, async () => {
      for (const page of pages) {
        const response = await t.app.inject({ url: `${prefix}${page.path}` });
        expect(response.statusCode, `${prefix}${page.path}`).toBe(200);
        const title = fill(dictionaries[lang][`page.${page.key}.title`] ?? '');
        expect(title, `page.${page.key}.title`).not.toBe('');
        expect(titleOf(response.body)).toBe(`${title} | ${brand}`);
        expect(h1Of(response.body)).toBe(title);
        expect(response.body).toContain(`<html lang="${tag}"`);
        expect(response.body).toContain('<header class="site-header">');
        expect(response.body).toContain('<footer class="site-footer">');
        expect(response.body).not.toContain('ERROR: Translation key not found');
      }
    });
  }

  it('serves the home page at /, /index.html and each language root', async () => {
    for (const [url, lang] of [['/', 'en'], ['/index.html', 'en'], ['/en/', 'en'], ['/es/', 'es'], ['/zh/', 'zh'], ['/zh/index.html', 'zh']] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(h1Of(response.body)).toBe(dictionaries[lang]['home.title']);
    }
  });

  it('redirects a bare language prefix to its root', async () => {
    const response = await t.app.inject({ url: '/es' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/es/');
  });

  it('lists hreflang alternates for the three languages and x-default, and a canonical address', async () => {
    const response = await t.app.inject({ url: '/es/find/a-retailer.html' });
    const body = response.body;
    expect(body).toContain('<link rel="canonical" href="https://www.example.test/es/find/a-retailer.html"/>');
    expect(body).toContain('<link rel="alternate" hrefLang="en-US" href="https://www.example.test/find/a-retailer.html"/>');
    expect(body).toContain('<link rel="alternate" hrefLang="es-US" href="https://www.example.test/es/find/a-retailer.html"/>');
    expect(body).toContain('<link rel="alternate" hrefLang="zh-Hans" href="https://www.example.test/zh/find/a-retailer.html"/>');
    expect(body).toContain('<link rel="alternate" hrefLang="x-default" href="https://www.example.test/find/a-retailer.html"/>');
  });

  it('keeps the language prefix on every internal link of a Spanish page', async () => {
    const response = await t.app.inject({ url: '/es/support/customer-support.html' });
    const hrefs = [...response.body.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
    const internal = hrefs.filter((href) => href.startsWith('/') && !href.startsWith('/es') && !href.startsWith('/zh') && href !== '/' && !href.startsWith('#'));
    // the only unprefixed internal links are the language switcher's English ones
    expect(new Set(internal)).toEqual(new Set(['/support/customer-support.html']));
  });

  it('carries wcmmode=disabled onto internal links when the page has it', async () => {
    const response = await t.app.inject({ url: '/zh/build.html?wcmmode=disabled' });
    expect(response.body).toContain('href="/zh/vehicle-info/all-vehicles.html?wcmmode=disabled"');
    expect(response.body).toContain('href="/es/build.html?wcmmode=disabled"');
  });
});

describe('not found', () => {
  it('answers the not-found page with status 404 for /404.html and unknown paths, in the visitor\'s language', async () => {
    for (const [url, lang] of [['/404.html', 'en'], ['/no/such/page.html', 'en'], ['/es/404.html', 'es'], ['/es/nada.html', 'es'], ['/zh/x', 'zh']] as const) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(h1Of(response.body)).toBe(dictionaries[lang]['page.notFound.title']);
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('answers unknown services with the error object, not a page', async () => {
    const response = await t.app.inject({ url: '/services/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', reason: 'No resource at GET /services/nothing/here' });
  });
});

describe('pages without islands', () => {
  it('carry no script but the inline image fallback (no request, no island)', async () => {
    for (const url of ['/', '/support/privacy-policies.html', '/es/owners/manuals-and-warranties.html', '/404.html']) {
      const response = await t.app.inject({ url });
      expect(response.body, url).toContain('<script id="head-script">');
      expect(response.body, url).not.toMatch(/<script(?![^>]*application\/ld\+json)(?! id="head-script">)/);
      expect(response.body, url).not.toContain('modulepreload');
    }
  });
});
