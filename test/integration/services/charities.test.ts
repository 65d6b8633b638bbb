import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HometownCharities, NationalCharities } from '#domain/charities/charities.ts';
import type { RetailerList } from '#domain/retailers/contract.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });
const file = JSON.parse(readFileSync('catalog/charities.json', 'utf8')) as {
  national: { id: string; name: string; description: Record<string, string> }[];
  hometown: { cause: string; name: Record<string, string> }[];
};

describe('GET /services/sharethelove/charities/national', () => {
  it('answers the national charities in the file’s order, described in the language asked', async () => {
    const response = await get('/services/sharethelove/charities/national?lang=zh');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const body = response.json<NationalCharities>();
    expect(body.charities.map((charity) => [charity.id, charity.description])).toEqual(file.national.map((charity) => [charity.id, charity.description.zh]));
  });
});

describe('GET /services/sharethelove/charities', () => {
  it('answers the hometown charities of the participating retailers nearest a ZIP code, nearest first, named for their towns', async () => {
    const retailers = (await get('/services/dealers/by/zip?zipcode=10001&type=Active')).json<RetailerList>();
    const response = await get('/services/sharethelove/charities?zip=10001&count=3&lang=es');
    expect(response.statusCode).toBe(200);
    const body = response.json<HometownCharities>();
    expect(body.zip).toBe('10001');
    expect(body.charities.map((charity) => charity.retailer.id)).toEqual(retailers.dealers.slice(0, 3).map((result) => result.dealer.id));
    for (const [index, charity] of body.charities.entries()) {
      const dealer = retailers.dealers[index]!.dealer;
      const kind = file.hometown[Number(dealer.id) % file.hometown.length]!;
      expect(charity).toMatchObject({ id: `hometown-${dealer.id}`, name: (kind.name.es ?? '').replace('{city}', dealer.address.city), cause: kind.cause, website: null, distance: retailers.dealers[index]!.distance });
      expect(charity.retailer.url).toBe(`/es/find/retailers/${dealer.id}-${dealer.slug}.html`);
    }
    // The same retailer has the same charity on every visit.
    expect((await get('/services/sharethelove/charities?zip=10001&count=3&lang=es')).json<HometownCharities>()).toEqual(body);
  });

  it('answers 400 for a malformed ZIP code and 404 for one that names no place', async () => {
    const bad = await get('/services/sharethelove/charities?zip=1000');
    expect(bad.statusCode).toBe(400);
    expect((await get('/services/sharethelove/charities?zip=99999')).statusCode).toBe(404);
  });

  it('both are documented with the spec’s words', async () => {
    const document = (await get('/services/openapi.json')).json<{ paths: Record<string, { get?: { summary?: string } }> }>();
    expect(document.paths['/services/sharethelove/charities/national']?.get?.summary).toMatch(/national charities/);
    expect(document.paths['/services/sharethelove/charities']?.get?.summary).toMatch(/^Share the Love charities/);
  });
});

describe('the share-the-love page', () => {
  it('lists the national charities, and the hometown charities near ?zip= without script', async () => {
    const page = await get('/share-the-love.html');
    expect(page.statusCode).toBe(200);
    for (const charity of file.national) expect(page.body).toContain(`<h3 class="charities__name">${charity.name}</h3>`);
    expect(page.body).toContain('Hometown charities near you');
    const near = await get('/share-the-love.html?zip=10001');
    const body = (await get('/services/sharethelove/charities?zip=10001&count=3')).json<HometownCharities>();
    expect(near.body).toContain('Hometown charities of the participating retailers nearest 10001:');
    for (const charity of body.charities) expect(near.body).toContain(`<h4 class="charities__name">${charity.name}</h4>`);
    const wrong = await get('/zh/share-the-love.html?zip=12');
    expect(wrong.body).toContain('请输入 5 位数的邮政编码。');
  });

  it('starts from the visitor’s own ZIP, and a ZIP typed there becomes the visitor’s for every page', async () => {
    const saved = encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), zipCode: '77002' }));
    const page = await t.app.inject({ url: '/share-the-love.html', headers: { cookie: `geo-data=${saved}` } });
    expect(page.body).toContain('Hometown charities of the participating retailers nearest 77002:');
    expect(page.body).toMatch(/<input[^>]*id="charities-zip"[^>]*value="77002"/);
    // Nothing was typed: the visitor's geo data is left as it is.
    expect(page.headers['set-cookie']).toBeUndefined();

    const typed = await get('/share-the-love.html?zip=10001');
    const cookie = [typed.headers['set-cookie']].flat().find((line) => line?.startsWith('geo-data='));
    expect(cookie).toBeDefined();
    expect(JSON.parse(decodeURIComponent(cookie!.split(';')[0]!.slice('geo-data='.length)))).toMatchObject({ zipCode: '10001', userZipCode: '10001', state: 'NY' });
    expect(typed.headers['cache-control']).toBe('no-store');

    // A ZIP that names no place changes nothing.
    const unknown = await get('/share-the-love.html?zip=99999');
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });
});
