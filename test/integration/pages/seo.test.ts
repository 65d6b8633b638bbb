/**
 * What search engines and link previews read: sitemap.xml lists every indexable page in every language with its
 * hreflang alternates, robots.txt names it, and every listed page has a unique title and description, its canonical
 * address and the Open Graph tags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '#domain/platform/site-map.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { decodeEntities as decode } from '../../support/html.ts';

const ORIGIN = 'https://www.example.test';
const LIVE = { host: 'www.example.test' };
const TAGS = ['en-US', 'es-US', 'zh-Hans', 'x-default'];


interface SitemapUrl {
  loc: string;
  alternates: Record<string, string>;
}

/** A small, strict reader of the sitemap's XML: elements must nest and close, attributes must be quoted. */
function parseSitemap(xml: string): SitemapUrl[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const tokens = xml.replace(/^<\?xml[^?]*\?>\s*/, '').match(/<[^>]+>|[^<]+/g) ?? [];
  const stack: string[] = [];
  const urls: SitemapUrl[] = [];
  let current: SitemapUrl | null = null;
  let text = '';
  for (const token of tokens) {
    if (!token.startsWith('<')) {
      expect(token.includes('&') ? /^([^&]|&(amp|lt|gt|quot|apos);)*$/.test(token) : true, token).toBe(true);
      text += token;
      continue;
    }
    const close = /^<\/([\w:]+)>$/.exec(token);
    if (close) {
      expect(stack.pop(), token).toBe(close[1]);
      if (close[1] === 'loc' && current) current.loc = decode(text.trim());
      if (close[1] === 'url' && current) urls.push(current);
      text = '';
      continue;
    }
    const open = /^<([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    expect(open, token).not.toBeNull();
    const [, name = '', attrText = '', selfClosing] = open ?? [];
    const attrs = Object.fromEntries([...attrText.matchAll(/([\w:]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key, decode(value)]));
    if (name === 'urlset') {
      expect(attrs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      expect(attrs['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    }
    if (name === 'url') current = { loc: '', alternates: {} };
    if (name === 'xhtml:link' && current) {
      expect(attrs.rel).toBe('alternate');
      current.alternates[attrs.hreflang ?? ''] = attrs.href ?? '';
    }
    if (!selfClosing) stack.push(name);
    text = '';
  }
  expect(stack).toEqual([]);
  return urls;
}

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`, 'g'))].map((match) => decode(match[1] ?? ''));
const link = (html: string, rel: string) => decode(new RegExp(`<link rel="${rel}" href="([^"]*)"/>`).exec(html)?.[1] ?? '');

let t: TestApp;
let urls: SitemapUrl[];
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN });
  const response = await t.app.inject({ url: '/sitemap.xml', headers: LIVE });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  urls = parseSitemap(response.body);
});
afterAll(async () => t.close());

describe('robots.txt', () => {
  it('names the sitemap by its absolute address', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.body).toBe(`User-agent: *\nDisallow: /services/\nDisallow: /styleguide.html\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe('sitemap.xml', () => {
  it('lists every page that is not hidden or geogated, every model and every retailer page, in the three languages', async () => {
    const locs = new Set(urls.map((url) => url.loc));
    expect(locs.size).toBe(urls.length);
    // An empty comparison is noindex by its own page's choice, so it is left out too.
    const noindex = new Set(['/vehicle-info/local-inventory/compare.html', '/vehicle-info/certified-pre-owned/compare.html']);
    const expected = t.app.content.pages.filter((page) => !page.hidden && !page.geogate && !noindex.has(page.path)).map((page) => (page.key === 'home' ? '/' : page.path));
    expect(expected.length).toBeGreaterThan(40);
    const catalog = await t.app.repositories.catalog.get();
    const models = catalog.models.filter((model) => model.active).map((model) => `/vehicles/${model.name.toLowerCase()}.html`);
    const briefs = (await t.app.inject({ url: '/services/dealers/all?type=Active' })).json<{ id: string; slug: string; state: string }[]>();
    const retailers = briefs.map((item) => `/find/retailers/${item.id}-${item.slug}.html`);
    expect(retailers.length).toBeGreaterThan(100);
    // The directory: the states' page and one page per state with an Active retailer (the fifty states and DC).
    const states = [...new Set(briefs.map((item) => `/find/retailers/${item.state.toLowerCase()}.html`))];
    expect(states).toHaveLength(51);
    for (const path of [...expected, '/find/retailers.html', ...states, ...models, ...retailers]) {
      for (const prefix of ['', '/es', '/zh']) {
        const address = `${ORIGIN}${prefix}${path === '/' ? (prefix ? '/' : '/') : path}`;
        expect(locs.has(address), address).toBe(true);
      }
    }
    expect(urls.length).toBe(3 * (expected.length + 1 + states.length + models.length + retailers.length));
    for (const hidden of sitePages('Halden').filter((page) => page.hidden || page.geogate || noindex.has(page.path))) expect(locs.has(`${ORIGIN}${hidden.path}`), hidden.path).toBe(false);
  });

  it('gives each address its alternates in en-US, es-US, zh-Hans and x-default, all of them listed too', () => {
    const locs = new Set(urls.map((url) => url.loc));
    for (const url of urls) {
      expect(Object.keys(url.alternates).sort(), url.loc).toEqual([...TAGS].sort());
      expect(Object.values(url.alternates)).toContain(url.loc);
      for (const href of Object.values(url.alternates)) expect(locs.has(href), href).toBe(true);
      expect(url.alternates['x-default']).toBe(url.alternates['en-US']);
    }
    const privacy = urls.find((url) => url.loc === `${ORIGIN}/zh/support/privacy-policies.html`);
    expect(privacy?.alternates).toEqual({
      'en-US': `${ORIGIN}/support/privacy-policies.html`,
      'es-US': `${ORIGIN}/es/support/privacy-policies.html`,
      'zh-Hans': `${ORIGIN}/zh/support/privacy-policies.html`,
      'x-default': `${ORIGIN}/support/privacy-policies.html`,
    });
  });
});

describe('every page of the sitemap', () => {
  it('answers 200 as indexable, with its canonical address, Open Graph tags, and a title and description no other page of its language has', async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const duplicates: string[] = [];
    // Every page, except that the ~650 retailer pages (one template over the network's data, about 2,000 addresses
    // with their languages) are walked one in ten: the whole walk would take minutes on a small machine.
    let retailer = 0;
    const walked = urls.filter(({ loc }) => !loc.includes('/find/retailers/') || retailer++ % 30 < 3);
    expect(walked.length).toBeGreaterThan(300);
    for (const { loc } of walked) {
      const response = await t.app.inject({ url: loc.slice(ORIGIN.length), headers: LIVE });
      expect(response.statusCode, loc).toBe(200);
      const html = response.body;
      expect(html, loc).not.toContain('<meta name="robots" content="noindex"/>');
      expect(link(html, 'canonical'), loc).toBe(loc);
      const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      const [description = ''] = meta(html, 'name', 'description');
      expect(title, loc).not.toBe('');
      expect(description, loc).not.toBe('');
      const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? '';
      for (const [seen, value] of [[titles, title], [descriptions, description]] as const) {
        const key = `${lang}|${value}`;
        const other = seen.get(key);
        if (other) duplicates.push(`${loc} repeats ${other}: ${value}`);
        seen.set(key, loc);
      }
      expect(meta(html, 'property', 'og:title'), loc).toEqual([title]);
      expect(meta(html, 'property', 'og:description'), loc).toEqual([description]);
      expect(meta(html, 'property', 'og:url'), loc).toEqual([loc]);
      expect(meta(html, 'property', 'og:type'), loc).toEqual(['website']);
      const locale = { 'en-US': 'en_US', 'es-US': 'es_US', 'zh-Hans': 'zh_CN' }[lang];
      expect(meta(html, 'property', 'og:locale'), loc).toEqual([locale]);
      expect(meta(html, 'property', 'og:locale:alternate').sort(), loc).toEqual(['en_US', 'es_US', 'zh_CN'].filter((item) => item !== locale));
      for (const image of meta(html, 'property', 'og:image')) expect(image.startsWith(`${ORIGIN}/`), loc).toBe(true);
    }
    expect(duplicates).toEqual([]);
  }, 600_000);

  it('has a picture for link previews where the page has one: a model, an authored page with a hero image', async () => {
    const model = await t.app.inject({ url: '/vehicles/kestrel.html', headers: LIVE });
    expect(meta(model.body, 'property', 'og:image')[0]).toMatch(new RegExp(`^${ORIGIN}/images/vehicle/crossover/front/[0-9a-f]{6}\\.svg$`));
    const accolades = await t.app.inject({ url: '/es/vehicle-info/accolades.html', headers: LIVE });
    expect(meta(accolades.body, 'property', 'og:image')).toEqual([`${ORIGIN}/images/vehicle/suv/side/5c6166.svg`]);
  });
});
