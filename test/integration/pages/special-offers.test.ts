import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { decodeEntities as decode } from '../../support/html.ts';

/** The fixed "today" of these tests: Sunday Nov 22, 2026, noon in New York. */
const TODAY = new Date('2026-11-22T17:00:00Z');
const PAGE = '/shopping-tools/special-offers.html';
/** A public host: not an author host, so pages are in live mode as visitors see them. */
const LIVE = { host: 'www.example.test' };

let t: TestApp;
beforeAll(async () => {
  // These tests move the offers' clock between requests: live pages are rendered every time (no 10 s copies).
  t = await createTestApp({ BRAND_NAME: 'Halden', PAGE_CACHE_LIVE_TTL_S: 0 });
});
afterAll(async () => t.close());
beforeEach(() => {
  t.app.offers.now = () => TODAY;
});

const cookie = (value: object) => `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), ...value }))}`;

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url, headers: { ...LIVE, ...headers } });
  return { status: response.statusCode, html: decode(response.body), headers: response.headers };
}
const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const groups = (html: string) => [...html.matchAll(/<h2 id="offers-model-([A-Z]+)"/g)].map((match) => match[1]);
const headlines = (html: string) => [...html.matchAll(/class="offer-card__headline">([^<]+)</g)].map((match) => match[1]);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the special-offers page', () => {
  it('shows the national offers with a prompt for a ZIP code when no place is known', async () => {
    const { status, html, headers } = await page(PAGE);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-cache');
    expect(html).toContain('<h1 class="section-hero__title">Special offers</h1>');
    expect(html).toContain('National offers');
    expect(html).toContain('Enter your ZIP code to add the offers for your area.');
    expect(html).toMatch(/<input[^>]*id="offers-zip"[^>]*name="zip" value=""/);
    expect(groups(html)).toEqual(['BRCK', 'TARN', 'MORW', 'KSTL', 'SOLA', 'ARVO', 'VNTA', 'LUMN']);
    expect(main(html)).not.toContain('Regional offer');
    expect(headlines(html)).toContain('1.9% APR for 60 months');
    // Expired and future offers are never on the page.
    expect(html).not.toContain('offer-kstl-2026-apr-national-labor26');
    expect(html).not.toContain('offer-kstl-2027-lease-prem-national-winter27');
    expect(html).not.toContain('$199/month for 36 months');
    expect(html).not.toContain('$5,000 customer cash');
  });

  it('describes each offer with its headline, terms, end date and the model’s picture and links', async () => {
    const { html } = await page(`${PAGE}?model=KSTL`);
    const body = text(main(html));
    expect(body).toContain('Financing');
    expect(body).toContain('2027 Kestrel');
    expect(body).toContain('Hybrid only');
    expect(body).toContain('0.9% APR for 36 months');
    expect(body).toContain('$28.16 a month per $1,000 financed, with approved credit.');
    expect(body).toContain('$329/month for 36 months');
    expect(body).toContain('$2,999 due at signing. 10,000 miles a year.');
    expect(body).toContain('$1,500 customer cash');
    expect(html).toContain('<time dateTime="2026-12-31">Offer ends Dec 31, 2026</time>');
    expect(html).toContain('<time dateTime="2027-01-04">Offer ends Jan 4, 2027</time>');
    expect(html).toMatch(/<img class="offer-group__image" src="\/images\/vehicle\/crossover\/side\/[0-9a-f]{6}\.svg" alt=""/);
    expect(html).toContain('href="/shopping-tools/get-local-price.html?model=KSTL&year=2027"');
    expect(html).toContain('href="/build/2027/all-categories/KSTL"');
    expect(html).toContain('href="/vehicle-info/local-inventory.html?model=KSTL"');
    expect(html).toContain('Get a local price<span class="visually-hidden"> for the Kestrel</span>');
  });

  it('numbers the offers’ fine print as the site’s disclaimers: markers, alerts and footnotes', async () => {
    const { html } = await page(`${PAGE}?zip=10001&model=KSTL`);
    const markers = [...html.matchAll(/commandfor="(disclaimer-\d+)" command="show-modal" aria-haspopup="dialog" aria-label="Disclaimer (\d+): ([^"]+)"/g)];
    expect(markers.length).toBeGreaterThan(4);
    // The page's own disclaimer (3, special offers) comes first, then each offer's in order of use.
    expect(markers[0]?.slice(1)).toEqual(['disclaimer-3', '1', 'Special offers']);
    expect(markers[1]?.slice(1)).toEqual(['disclaimer-120', '2', '2027 Kestrel financing offer']);
    for (const [, dialog] of markers) expect(html, dialog).toContain(`<dialog id="${dialog}"`);
    const footnotes = [...html.matchAll(/<li id="footnote-(\d+)">([^<]+)<\/li>/g)];
    expect(footnotes.map((match) => match[1])).toEqual([...new Set(markers.map((match) => match[1]?.replace('disclaimer-', '')))]);
    expect(html).toContain('0.9% APR financing for 60 months on a new 2027 Kestrel through Halden Financial Services');
    expect(html).toContain('Regional offers are available only to residents of the offer’s region');
    expect(html).not.toContain('{brand}');
  });

  it('shows the offers of the ZIP code’s region, the regional offer in place of the national one', async () => {
    const { status, html } = await page(`${PAGE}?zip=10001`);
    expect(status).toBe(200);
    expect(html).toContain('Offers for New York, NY 10001');
    expect(html).toMatch(/<input[^>]*name="zip" value="10001"/);
    expect(headlines(html)).toContain('0.9% APR for 60 months');
    expect(headlines(html)).not.toContain('1.9% APR for 60 months');
    expect(main(html)).toContain('Regional offer');
    // The model links keep the ZIP.
    expect(html).toContain(`href="${PAGE}?zip=10001&model=KSTL#offers-chip-KSTL"`);
  });

  it('uses the ZIP saved in the geo-data cookie, and the address’s ZIP over it', async () => {
    const saved = { cookie: cookie({ zipCode: '90210', userZipCode: '90210', city: 'Beverly Hills', state: 'CA', region: '080' }) };
    const pacific = await page(PAGE, saved);
    expect(pacific.html).toContain('Offers for Beverly Hills, CA 90210');
    expect(headlines(pacific.html)).toContain('$329/month for 36 months');
    expect(headlines(pacific.html)).not.toContain('$379/month for 36 months');
    // Links do not carry a saved ZIP: the cookie already does.
    expect(pacific.html).toContain(`href="${PAGE}?model=LUMN#offers-chip-LUMN"`);
    const newYork = await page(`${PAGE}?zip=10001`, saved);
    expect(newYork.html).toContain('Offers for New York, NY 10001');
    expect(headlines(newYork.html)).toContain('$379/month for 36 months');
  });

  it('filters by model with links that mark the current one', async () => {
    const { html } = await page(`${PAGE}?model=LUMN`);
    expect(groups(html)).toEqual(['LUMN']);
    expect(html).toMatch(/<a id="offers-chip-LUMN" class="offers-filter__chip" href="\/shopping-tools\/special-offers\.html\?model=LUMN#offers-chip-LUMN" aria-current="true"><span>Lumen<\/span>/);
    expect(html).toMatch(/<a id="offers-chip-all" class="offers-filter__chip" href="\/shopping-tools\/special-offers\.html#offers-chip-all"><span>All models<\/span>/);
    // The ZIP form keeps the model filter.
    expect(html).toContain('<input type="hidden" name="model" value="LUMN"/>');
    expect(html).toContain('<meta name="robots" content="noindex');
  });

  it('says NO OFFERS FOUND, with a way to clear the filters, when nothing matches', async () => {
    for (const [prefix, title, clear] of [
      ['', 'NO OFFERS FOUND', 'Clear filters'],
      ['/es', 'NO SE ENCONTRARON OFERTAS', 'Borrar filtros'],
      ['/zh', '未找到优惠', '清除筛选条件'],
    ] as const) {
      const { status, html } = await page(`${prefix}${PAGE}?zip=10001&model=PICA`);
      expect(status, prefix).toBe(200);
      expect(html, prefix).toContain(`<h2 id="offers-empty-title" class="offers-empty__title">${title}</h2>`);
      expect(html, prefix).toContain(`<a class="button button--primary" href="${prefix}${PAGE}?zip=10001#offers-chip-all">${clear}</a>`);
      expect(groups(html), prefix).toEqual([]);
    }
    // A model code the catalog does not know filters to nothing too, and is never echoed.
    const unknown = await page(`${PAGE}?model=%3Cscript%3E`);
    expect(unknown.html).toContain('NO OFFERS FOUND');
    expect(unknown.html).not.toContain('<script>');
  });

  it('says NO OFFERS FOUND without a filter to clear on a day with no offers', async () => {
    t.app.offers.now = () => new Date('2031-06-01T17:00:00Z');
    const { status, html } = await page(PAGE);
    expect(status).toBe(200);
    expect(html).toContain('NO OFFERS FOUND');
    expect(html).toContain('There are no current offers for your area.');
    expect(html).not.toContain('Clear filters');
    expect(html).not.toContain('offers-filter__list');
  });

  it('answers 400 with the field’s error for a ZIP that is not one, still showing offers', async () => {
    const invalid = await page(`${PAGE}?zip=12`);
    expect(invalid.status).toBe(400);
    expect(invalid.html).toContain('Enter a 5-digit ZIP code.');
    expect(invalid.html).toMatch(/<input[^>]*aria-invalid="true" aria-describedby="offers-zip-error" name="zip" value="12"/);
    expect(invalid.html).toContain('National offers');
    expect(groups(invalid.html).length).toBeGreaterThan(5);

    const unknown = await page(`${PAGE}?zip=99999`);
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain('We could not find ZIP code 99999. Check it and try again.');

    // A bad ZIP keeps the saved place's offers.
    const saved = await page(`${PAGE}?zip=abc`, { cookie: cookie({ zipCode: '10001', city: 'New York', state: 'NY', region: '010' }) });
    expect(saved.status).toBe(400);
    expect(saved.html).toContain('Offers for New York, NY 10001');
    expect(saved.html).toContain('Enter a 5-digit ZIP code.');
  });

  it('is written in Spanish and Chinese, dates included', async () => {
    const es = await page(`/es${PAGE}?zip=10001&model=KSTL`);
    expect(es.html).toContain('<h1 class="section-hero__title">Ofertas especiales</h1>');
    expect(es.html).toContain('Ofertas para New York, NY 10001');
    expect(es.html).toContain('0.9% APR por 60 meses');
    expect(es.html).toContain('La oferta termina el 4 ene 2027');
    expect(es.html).toContain('Obtener un precio local<span class="visually-hidden"> para el Kestrel</span>');
    expect(es.html).toContain('href="/es/build/2027/all-categories/KSTL"');
    const zh = await page(`/zh${PAGE}?zip=10001&model=KSTL`);
    expect(zh.html).toContain('60 个月 0.9% 年利率（APR）');
    expect(zh.html).toContain('优惠截止日期：2027年1月4日');
    expect(zh.html).toContain('2027 款 Kestrel');
    expect(zh.html).not.toContain('ERROR: Translation key not found');
  });
});
