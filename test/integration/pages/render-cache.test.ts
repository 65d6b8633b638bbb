/**
 * The render cache (issue 18, decision 020): a page is kept under exactly what it reads — language, path, content
 * mode, the visitor context it shows and, when it reads it, the normalised query — so a page that reads the geo-data
 * cookie is never served from another visitor's copy; a copy whose render saved a ZIP replays that change on each
 * visitor's own cookie; answers carry an ETag (304 on a match) and a Cache-Control a CDN can use only for visitors
 * without a cookie.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '#server/plugins/render.tsx';
import { GATE_RETAILER, pageTypes, resolvePath } from '#test/quality/page-types.ts';
import { parseGeoData, type GeoData } from '#domain/geo/geo-data.ts';
import { createTestApp, type TestApp } from '#test/support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
}, 120_000);
afterAll(async () => t.close());

const HOST = { host: 'www.example.test' };
const geo = (data: Partial<GeoData>) => `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), ...data }))}`;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...HOST, ...headers } });
function savedCookie(response: { headers: Record<string, unknown> }): GeoData | null {
  const header = [response.headers['set-cookie']].flat().find((value): value is string => typeof value === 'string' && value.startsWith('geo-data='));
  return header ? parseGeoData(decodeURIComponent(header.split(';')[0]!.slice('geo-data='.length))) : null;
}

describe('a page that reads the cookie follows each visitor, cached or not', () => {
  it('Build & Price summary: the destination line is each visitor’s state, in any order of requests', async () => {
    const url = '/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z';
    for (const [zip, state] of [['10001', 'NY'], ['90012', 'CA'], ['10001', 'NY'], ['', 'KS'], ['90012', 'CA']] as const) {
      const page = await get(url, zip ? { cookie: geo({ zipCode: zip }) } : {});
      expect(page.body, zip).toContain(`Destination &amp; delivery (${state})`);
    }
  });

  it('local inventory (live, query and cookie): each visitor’s ZIP, and the second request of each is a copy', async () => {
    const url = '/vehicle-info/local-inventory.html?radius=500';
    const visitors = [
      { cookie: geo({ zipCode: '10001' }), place: 'New York, NY 10001' },
      { cookie: geo({ zipCode: '90012' }), place: 'Los Angeles, CA 90012' },
    ];
    for (const round of ['miss', 'hit']) {
      for (const visitor of visitors) {
        const page = await get(url, { cookie: visitor.cookie });
        expect(page.body, `${round} ${visitor.place}`).toMatch(new RegExp(`vehicles within 500 miles of ${visitor.place}`));
        expect(page.headers['x-render-cache']).toBe(round);
      }
    }
  });

  it('a retailer is part of the key: two visitors at one ZIP with different retailers get their own header', async () => {
    const url = '/vehicle-info/all-vehicles.html';
    const first = await get(url, { cookie: geo({ zipCode: '90012', selectedDealer: '75998', dealerZipCode: '90012', retailer: { id: '75998', zipcode: '90012', name: 'Maddox Motors of Los Angeles' } }) });
    const second = await get(url, { cookie: geo({ zipCode: '90012' }) });
    expect(first.body).toContain('Maddox Motors of Los Angeles');
    expect(second.body).not.toContain('Maddox Motors of Los Angeles');
  });

  it('the stored geo data is the key, not only the context: a Puerto Rico ZIP (no place in the context) is not the default area', async () => {
    const anonymous = await get('/confirm-your-retailer.html');
    const territory = await get('/confirm-your-retailer.html', { cookie: geo({ zipCode: '00601', userZipCode: '00601', city: 'Adjuntas', state: 'PR' }) });
    expect(territory.body).toContain('Contact customer support');
    expect(anonymous.body).not.toContain('Contact customer support');
  });

  it('different queries never share a copy; the same query spelled differently does', async () => {
    // The search index is built after start-up; until then the page says so (503), and that answer is not kept.
    let a = await get('/search-results.html?q=kestrel');
    for (let tries = 0; a.statusCode === 503 && tries < 600; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      a = await get('/search-results.html?q=kestrel');
    }
    expect(a.statusCode).toBe(200);
    const b = await get('/search-results.html?q=tarn');
    expect(a.body).not.toBe(b.body);
    const again = await get('/search-results.html?utm_source=mail&q=kestrel');
    expect(again.headers['x-render-cache']).toBe('hit');
    expect(again.body).toBe(a.body);
  });
});

describe('every page type', () => {
  it('shows each visitor their own ZIP in the header, whoever asked for the page before them', async () => {
    // Two visitors with the gates' retailer (so geogated pages render) at different ZIPs, in turn, twice each.
    const visitor = (zip: string) => geo({ zipCode: zip, userZipCode: zip, selectedDealer: GATE_RETAILER.id, dealerZipCode: GATE_RETAILER.zip });
    const bar = (html: string) => /<aside class="visitor-bar"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    for (const type of pageTypes()) {
      const path = await resolvePath(type, async (url) => (await get(url)).json());
      // A ZIP in the address becomes the visitor's (saved on their cookie when it is new to them); else theirs is shown.
      const typed = /[?&](?:zip|q)=(\d{5})\b/.exec(path)?.[1];
      for (const zip of ['10001', '90012', '10001', '90012']) {
        const page = await get(path, { cookie: visitor(zip) });
        const other = zip === '10001' ? '90012' : '10001';
        expect(bar(page.body), `${type.name} for ${zip}`).toContain(typed ?? zip);
        if (!typed) expect(bar(page.body), `${type.name} for ${zip}`).not.toContain(other);
        if (typed && typed !== zip) expect(savedCookie(page)?.zipCode, `${type.name} for ${zip}: the typed ZIP saved`).toBe(typed);
      }
    }
  }, 120_000);
});

describe('made-up addresses', () => {
  it('keep their not-found copies apart: more of them than the page cache holds (2,000) push no site page out of it', async () => {
    const url = '/vehicles/tarn.html';
    await get(url);
    expect((await get(url)).headers['x-render-cache']).toBe('hit');
    for (let index = 0; index < 2_100; index++) expect((await get(`/no-such-page-${index}.html`)).statusCode).toBe(404);
    const missing = await get('/no-such-page-2099.html');
    expect([missing.statusCode, missing.headers['x-render-cache']]).toEqual([404, 'hit']);
    expect((await get(url)).headers['x-render-cache']).toBe('hit');
  });
});

describe('a copy made by a render that saved a ZIP', () => {
  it('replays the ZIP on each visitor served it, keeping the retailer that is theirs', async () => {
    const url = '/vehicle-info/local-inventory.html?zip=60601&radius=100';
    const first = await get(url);
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(savedCookie(first)).toMatchObject({ zipCode: '60601', city: 'Chicago', state: 'IL' });
    expect(first.headers['cache-control']).toBe('no-store');

    const anonymous = await get(url);
    expect(anonymous.headers['x-render-cache']).toBe('hit');
    expect(anonymous.body).toBe(first.body);
    expect(savedCookie(anonymous)).toMatchObject({ zipCode: '60601', city: 'Chicago', state: 'IL', selectedDealer: '' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});

describe('validators and what a CDN may keep', () => {
  it('an anonymous visitor’s page may be shared briefly; a visitor with a cookie gets a private answer; both vary on Cookie', async () => {
    const anonymous = await get('/vehicle-info/all-vehicles.html');
    expect(anonymous.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3000');
    expect(anonymous.headers.vary).toContain('Cookie');
    const live = await get('/shopping-tools/special-offers.html');
    expect(live.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=100');
    const withCookie = await get('/vehicle-info/all-vehicles.html', { cookie: geo({ zipCode: '10001' }) });
    expect(withCookie.headers['cache-control']).toBe('private, no-cache');
    expect(withCookie.headers.vary).toContain('Cookie');
  });

  it('answers 304 without a body to a matching If-None-Match, and the page to a stale one', async () => {
    const page = await get('/vehicles/kestrel.html');
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get('/vehicles/kestrel.html', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await get('/vehicles/kestrel.html', { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(page.body);
  });
});

describe('compressed copies', () => {
  it('sends a kept page in Brotli or gzip as the browser asks, compressed once, the same bytes as uncompressed', async () => {
    const url = '/vehicle-info/compare/global.html?v=KSTL-BASE&v=LUMN-BASE';
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['x-render-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Cookie, Accept-Encoding, Save-Data');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    const again = await get(url, { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('BR')).toBe('br');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('how long a copy lasts', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ NODE_ENV: 'production', PAGE_CACHE_LIVE_TTL_S: 1, PAGE_CACHE_TTL_S: 0 });
  }, 120_000);
  afterAll(async () => short.close());

  it('a live page is rendered again once its copy is older than PAGE_CACHE_LIVE_TTL_S', async () => {
    const url = '/shopping-tools/special-offers.html?zip=10001';
    expect((await short.app.inject({ url, headers: HOST })).headers['x-render-cache']).toBe('miss');
    expect((await short.app.inject({ url, headers: { ...HOST, cookie: geo({ zipCode: '10001' }) } })).headers['x-render-cache']).toBe('miss');
    expect((await short.app.inject({ url, headers: { ...HOST, cookie: geo({ zipCode: '10001' }) } })).headers['x-render-cache']).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await short.app.inject({ url, headers: { ...HOST, cookie: geo({ zipCode: '10001' }) } })).headers['x-render-cache']).toBe('miss');
  });

  it('PAGE_CACHE_TTL_S=0 keeps no copy of other pages, and none is offered to a CDN', async () => {
    const first = await short.app.inject({ url: '/vehicles/kestrel.html', headers: HOST });
    const second = await short.app.inject({ url: '/vehicles/kestrel.html', headers: HOST });
    expect([first.headers['x-render-cache'], second.headers['x-render-cache']]).toEqual(['miss', 'miss']);
    expect(second.headers['cache-control']).toBe('private, no-cache');
  });
});
