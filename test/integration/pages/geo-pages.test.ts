import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGeoData } from '#domain/geo/geo-data.ts';
import type { RetailerList } from '#domain/retailers/types.ts';
import { lookupGeographicData, lookupRetailer, lookupRetailers } from '#server/geo/geo-forms.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { decodeEntities as decode } from '../../support/html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden', AUTHOR_HOSTS: 'localhost' });
});
afterAll(async () => t.close());

/** A public host: not an author host, so pages are in live mode as visitors see them. */
const LIVE = { host: 'www.example.test' };
const cookieHeader = (value: object) => `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), ...value }))}`;
const withDealer = cookieHeader({ selectedDealer: '10001', dealerZipCode: '66952', zipCode: '66952', state: 'KS', region: '060' });

/** Every `<name …>` tag of the markup as its attributes, so assertions do not depend on attribute order. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attribute) => [attribute[1] ?? '', attribute[2] ?? ''])),
  );
}

function expectTag(html: string, name: string, attributes: Record<string, string>) {
  expect(tags(html, name)).toContainEqual(expect.objectContaining(attributes));
}

function setGeoCookie(response: { cookies: { name: string; value: string; maxAge?: number; path?: string; sameSite?: string; httpOnly?: boolean }[] }) {
  const cookie = response.cookies.find((item) => item.name === 'geo-data');
  return cookie ? { ...cookie, data: parseGeoData(decodeURIComponent(cookie.value)) } : null;
}

async function nearest(zip: string) {
  const response = await t.app.inject({ url: `/services/dealers/by/zip?zipcode=${zip}&count=5` });
  expect(response.statusCode).toBe(200);
  return response.json<RetailerList>();
}

const GATED = ['/shopping-tools/get-local-price.html', '/shopping-tools/local-price.html', '/shopping-tools/contact-retailer.html', '/owners/schedule-service.html'];

describe('the geogate', () => {
  it('redirects (302) the gated pages without a preferred retailer to confirm-your-retailer, keeping the language prefix', async () => {
    for (const prefix of ['', '/en', '/es', '/zh']) {
      for (const path of GATED) {
        const url = `${prefix}${path}`;
        const response = await t.app.inject({ url, headers: LIVE });
        expect(response.statusCode, url).toBe(302);
        expect(response.headers.location, url).toBe(`${prefix}/confirm-your-retailer.html?returnUrl=${encodeURIComponent(url)}`);
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    }
  });

  it('passes the original query in returnUrl and carries wcmmode=disabled', async () => {
    const response = await t.app.inject({ url: '/es/shopping-tools/get-local-price.html?model=KSTL&trim=BASE', headers: LIVE });
    expect(response.headers.location).toBe('/es/confirm-your-retailer.html?returnUrl=%2Fes%2Fshopping-tools%2Fget-local-price.html%3Fmodel%3DKSTL%26trim%3DBASE');
    const disabled = await t.app.inject({ url: '/zh/owners/schedule-service.html?wcmmode=disabled' });
    expect(disabled.statusCode).toBe(302);
    expect(disabled.headers.location).toBe('/zh/confirm-your-retailer.html?returnUrl=%2Fzh%2Fowners%2Fschedule-service.html%3Fwcmmode%3Ddisabled&wcmmode=disabled');
  });

  it('lets the page render when the geo-data cookie holds a preferred retailer', async () => {
    for (const url of ['/shopping-tools/get-local-price.html', '/es/shopping-tools/get-local-price.html']) {
      const response = await t.app.inject({ url, headers: { ...LIVE, cookie: withDealer } });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('still redirects when the cookie has a ZIP but no retailer, is of another version, expired or broken', async () => {
    for (const cookie of [
      cookieHeader({ zipCode: '66952', state: 'KS', region: '060' }),
      `geo-data=${encodeURIComponent(JSON.stringify({ version: '0002', selectedDealer: '10001' }))}`,
      cookieHeader({ selectedDealer: '10001', savedAt: Date.now() - 25 * 60 * 60 * 1000 }),
      'geo-data=%7Boops',
      cookieHeader({ selectedDealer: '<script>' }),
    ]) {
      const response = await t.app.inject({ url: '/shopping-tools/get-local-price.html', headers: { ...LIVE, cookie } });
      expect(response.statusCode, cookie).toBe(302);
    }
  });

  it('skips the redirect in editor mode (author host with wcmmode=edit, as query or cookie) and author mode', async () => {
    for (const request of [
      { url: '/es/shopping-tools/get-local-price.html?wcmmode=edit', headers: { host: 'localhost:3000' } },
      { url: '/shopping-tools/get-local-price.html', headers: { host: 'localhost', cookie: 'wcmmode=edit' } },
      { url: '/owners/schedule-service.html', headers: { host: 'localhost' } },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(200);
    }
  });

  it('gates preview and live, and wcmmode=edit on a public host changes nothing', async () => {
    for (const request of [
      { url: '/shopping-tools/get-local-price.html?wcmmode=preview', headers: { host: 'localhost' } },
      { url: '/shopping-tools/get-local-price.html?wcmmode=edit', headers: LIVE },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(302);
    }
  });

  it('leaves pages without the flag, and other methods, alone', async () => {
    for (const url of ['/find/a-retailer.html', '/shopping-tools/special-offers.html', '/confirm-your-retailer.html', '/confirm-your-zipcode.html', '/build.html']) {
      const response = await t.app.inject({ url, headers: LIVE });
      expect(response.statusCode, url).toBe(200);
    }
    const post = await t.app.inject({ method: 'POST', url: '/shopping-tools/get-local-price.html', headers: { ...LIVE, ...SAME_ORIGIN } });
    expect(post.statusCode).toBe(404);
  });

  it('answers HEAD like GET', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/es/shopping-tools/get-local-price.html', headers: LIVE });
    expect(response.statusCode).toBe(302);
  });
});

describe('/confirm-your-zipcode.html', () => {
  it('renders the island over a GET form with a labelled numeric ZIP field', async () => {
    const response = await t.app.inject({ url: '/es/confirm-your-zipcode.html?returnUrl=%2Fes%2Fshopping-tools%2Fget-local-price.html', headers: LIVE });
    expect(response.statusCode).toBe(200);
    const html = decode(response.body);
    expect(html).toContain('<h1 class="section-hero__title">Confirme su código postal</h1>');
    expect(html).toContain('<x-confirm-zip data-island=""');
    expectTag(html, 'form', { class: 'geo-form', method: 'get', action: '/es/confirm-your-zipcode.html' });
    expectTag(html, 'input', { name: 'zip', inputMode: 'numeric', autoComplete: 'postal-code', type: 'text', 'aria-required': 'true' });
    expect(html).toMatch(/<label for="[^"]+-zip" class="field__label">Código postal/);
    expect(html).toContain('<input type="hidden" name="returnUrl" value="/es/shopping-tools/get-local-price.html"/>');
    expect(html).toContain('<meta name="robots" content="noindex');
    // "Use my location" needs script: it is in the page from the first paint (so nothing moves when the island wakes),
    // inert until then, and marked for the stylesheet to leave out when the browser runs no script.
    expectTag(html, 'button', { 'aria-disabled': 'true', type: 'button', class: 'button button--secondary needs-script' });
    expect(html).toMatch(/<span class="geo-form__or needs-script">o<\/span><button aria-disabled="true"[^>]*>.*?Usar mi ubicación<\/span><\/button>/);
  });

  it('shows the ZIP saved in the cookie', async () => {
    const cookie = cookieHeader({ zipCode: '64105', city: 'Kansas City', state: 'MO', region: '060' });
    const html = decode((await t.app.inject({ url: '/confirm-your-zipcode.html', headers: { ...LIVE, cookie } })).body);
    expect(html).toContain('64105 · Kansas City, MO');
  });

  it('drops a return address that leaves the site', async () => {
    for (const returnUrl of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/%2F%2Fevil.example']) {
      const html = (await t.app.inject({ url: `/confirm-your-zipcode.html?returnUrl=${encodeURIComponent(returnUrl)}`, headers: LIVE })).body;
      expect(html, returnUrl).not.toContain('name="returnUrl"');
      expect(html, returnUrl).not.toContain('evil.example"');
    }
  });

  it('without script: a valid ZIP sets the geo-data cookie (one day) and redirects (303) to the checked return address', async () => {
    const response = await t.app.inject({ url: '/es/confirm-your-zipcode.html?zip=64105&returnUrl=%2Fes%2Fconfirm-your-retailer.html%3FreturnUrl%3D%252Fes%252Fshopping-tools%252Fget-local-price.html', headers: LIVE });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/es/confirm-your-retailer.html?returnUrl=%2Fes%2Fshopping-tools%2Fget-local-price.html');
    const cookie = setGeoCookie(response);
    expect(cookie).toMatchObject({ path: '/', maxAge: 86_400, sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.data).toMatchObject({ version: '0001', zipCode: '64105', userZipCode: '64105', city: 'Kansas City', state: 'MO', region: '060', selectedDealer: '' });
  });

  it('without script: with nowhere (safe) to return to, it stays on the page and says so', async () => {
    for (const returnUrl of ['', '//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const response = await t.app.inject({ url: `/es/confirm-your-zipcode.html?zip=90210&returnUrl=${encodeURIComponent(returnUrl)}`, headers: LIVE });
      expect(response.statusCode, returnUrl).toBe(303);
      expect(response.headers.location, returnUrl).toBe('/es/confirm-your-zipcode.html?saved=1');
    }
    const cookie = cookieHeader({ zipCode: '90210', city: 'Beverly Hills', state: 'CA', region: '080' });
    const html = decode((await t.app.inject({ url: '/es/confirm-your-zipcode.html?saved=1', headers: { ...LIVE, cookie } })).body);
    expect(html).toContain('Código postal guardado');
    expect(html).toContain('90210 · Beverly Hills, CA');
  });

  it('without script: the ZIP already saved writes no new cookie but still goes on', async () => {
    const cookie = cookieHeader({ zipCode: '64105', city: 'Kansas City', state: 'MO', region: '060', selectedDealer: '10001', dealerZipCode: '64105' });
    const response = await t.app.inject({ url: '/confirm-your-zipcode.html?zip=64105&returnUrl=%2Fshopping-tools%2Fget-local-price.html', headers: { ...LIVE, cookie } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/shopping-tools/get-local-price.html');
    expect(setGeoCookie(response)).toBeNull();
  });

  it('without script: a ZIP that is not 5 digits, or that does not exist, comes back with the translated error and the text typed', async () => {
    const invalid = await t.app.inject({ url: '/confirm-your-zipcode.html?zip=12ab', headers: LIVE });
    expect(invalid.statusCode).toBe(200);
    expect(setGeoCookie(invalid)).toBeNull();
    expect(decode(invalid.body)).toContain('Please enter a valid 5-digit zip code.');
    expectTag(invalid.body, 'input', { name: 'zip', 'aria-invalid': 'true', value: '12ab' });
    const empty = decode((await t.app.inject({ url: '/zh/confirm-your-zipcode.html?zip=', headers: LIVE })).body);
    expect(empty).toContain('请输入有效的 5 位邮政编码。');
    const unknown = decode((await t.app.inject({ url: '/es/confirm-your-zipcode.html?zip=00001', headers: LIVE })).body);
    expect(unknown).toContain('No encontramos ese código postal. Revíselo e inténtelo de nuevo.');
  });
});

describe('/confirm-your-retailer.html', () => {
  it('lists the retailers nearest the default ZIP 66952 as radios in a GET form, without a cookie', async () => {
    const list = await nearest('66952');
    const response = await t.app.inject({ url: '/confirm-your-retailer.html?returnUrl=%2Fshopping-tools%2Fget-local-price.html', headers: LIVE });
    expect(response.statusCode).toBe(200);
    const html = decode(response.body);
    expect(html).toContain('<x-confirm-retailer data-island=""');
    expect(html).toContain('66952 · Lebanon, KS');
    expect(html).toContain('<legend class="geo-retailers__legend">Choose your retailer</legend>');
    expect(list.dealers.length).toBeGreaterThanOrEqual(4);
    for (const { dealer } of list.dealers) {
      expectTag(html, 'input', { type: 'radio', name: 'dealer', value: dealer.id });
      expect(html).toContain(dealer.name);
      expect(html).toContain(dealer.phone);
    }
    expect(html).toContain('<input type="hidden" name="zipcode" value="66952"/>');
    expect(html).toContain('<input type="hidden" name="returnUrl" value="/shopping-tools/get-local-price.html"/>');
    expectTag(html, 'button', { type: 'submit', name: 'action', value: 'confirm' });
    expectTag(html, 'form', { class: 'geo-retailers__form', method: 'get', action: '/confirm-your-retailer.html' });
    // Change ZIP goes to confirm-your-zipcode and back here, with the original return address inside.
    expectTag(html, 'a', { class: 'geo-current__change', href: `/confirm-your-zipcode.html?returnUrl=${encodeURIComponent('/confirm-your-retailer.html?returnUrl=%2Fshopping-tools%2Fget-local-price.html')}` });
  });

  it('lists the retailers nearest the ZIP in the cookie, and marks the saved one', async () => {
    const list = await nearest('64105');
    const first = list.dealers[0]!.dealer;
    const cookie = cookieHeader({ zipCode: '64105', city: 'Kansas City', state: 'MO', region: '060', selectedDealer: first.id, dealerZipCode: first.address.zipcode });
    const html = decode((await t.app.inject({ url: '/es/confirm-your-retailer.html', headers: { ...LIVE, cookie } })).body);
    expect(html).toContain('64105 · Kansas City, MO');
    expectTag(html, 'input', { type: 'radio', name: 'dealer', value: first.id, checked: '' });
    expect(tags(html, 'input').filter((input) => input.name === 'dealer' && 'checked' in input)).toHaveLength(1);
    expect(html).toContain('Su concesionario');
    expectTag(html, 'a', { class: 'geo-current__change', href: '/es/confirm-your-zipcode.html?returnUrl=%2Fes%2Fconfirm-your-retailer.html' });
  });

  it('without script: a chosen retailer is saved with the list ZIP and the visitor returns to the page they asked for', async () => {
    const dealer = (await nearest('66952')).dealers[1]!.dealer;
    const response = await t.app.inject({
      url: `/es/confirm-your-retailer.html?returnUrl=${encodeURIComponent('/es/shopping-tools/get-local-price.html')}&zipcode=66952&dealer=${dealer.id}&action=confirm`,
      headers: LIVE,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/es/shopping-tools/get-local-price.html');
    const cookie = setGeoCookie(response);
    expect(cookie?.data).toMatchObject({
      selectedDealer: dealer.id,
      dealerZipCode: dealer.address.zipcode,
      retailer: { id: dealer.id, zipcode: dealer.address.zipcode },
      zipCode: '66952',
      state: 'KS',
      region: '060',
    });
    const page = await t.app.inject({ url: '/es/shopping-tools/get-local-price.html', headers: { ...LIVE, cookie: `geo-data=${cookie?.value ?? ''}` } });
    expect(page.statusCode).toBe(200);
  });

  it('without script: a retailer chosen keeps the saved ZIP', async () => {
    const dealer = (await nearest('90210')).dealers[0]!.dealer;
    const saved = cookieHeader({ zipCode: '64105', city: 'Kansas City', state: 'MO', region: '060' });
    const response = await t.app.inject({ url: `/confirm-your-retailer.html?dealer=${dealer.id}&zipcode=90210`, headers: { ...LIVE, cookie: saved } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/confirm-your-retailer.html?saved=1');
    expect(setGeoCookie(response)?.data).toMatchObject({ zipCode: '64105', selectedDealer: dealer.id });
    const html = decode((await t.app.inject({ url: '/confirm-your-retailer.html?saved=1', headers: { ...LIVE, cookie: `geo-data=${setGeoCookie(response)?.value ?? ''}` } })).body);
    expect(html).toContain(`${dealer.name} is now your preferred retailer.`);
  });

  it('without script: never redirects off the site, whatever the return address', async () => {
    const dealer = (await nearest('66952')).dealers[0]!.dealer;
    for (const returnUrl of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', 'javascript:alert(1)', ' //evil.example']) {
      const response = await t.app.inject({ url: `/zh/confirm-your-retailer.html?dealer=${dealer.id}&returnUrl=${encodeURIComponent(returnUrl)}`, headers: LIVE });
      expect(response.statusCode, returnUrl).toBe(303);
      expect(response.headers.location, returnUrl).toBe('/zh/confirm-your-retailer.html?saved=1');
    }
  });

  it('without script: confirming without a choice asks for one; an unknown retailer is "Retailer not found."', async () => {
    const missing = await t.app.inject({ url: '/confirm-your-retailer.html?action=confirm&returnUrl=%2Fshopping-tools%2Fget-local-price.html', headers: LIVE });
    expect(missing.statusCode).toBe(200);
    expect(setGeoCookie(missing)).toBeNull();
    expect(decode(missing.body)).toContain('Please select a Halden retailer.');
    expect(missing.body).toContain('<input type="hidden" name="returnUrl" value="/shopping-tools/get-local-price.html"/>');
    for (const dealer of ['99999', '../etc', '<b>']) {
      const unknown = await t.app.inject({ url: `/es/confirm-your-retailer.html?dealer=${encodeURIComponent(dealer)}`, headers: LIVE });
      expect(unknown.statusCode, dealer).toBe(200);
      expect(setGeoCookie(unknown), dealer).toBeNull();
      expect(decode(unknown.body), dealer).toContain('No se encontró el concesionario.');
    }
  });
});

describe('service lookups behind the pages', () => {
  it('read the real services', async () => {
    expect(await lookupGeographicData(t.app, '66952')).toMatchObject({ status: 'ok', place: { zipCode: '66952', city: 'Lebanon', state: 'KS', region: '060' } });
    expect(await lookupGeographicData(t.app, '00001')).toEqual({ status: 'not-found' });
    const nearby = await lookupRetailers(t.app, '66952');
    expect(nearby?.place).toEqual({ zipCode: '66952', city: 'Lebanon', state: 'KS' });
    expect(nearby?.retailers.length).toBe(5);
    const first = nearby!.retailers[0]!;
    expect(await lookupRetailer(t.app, first.id, '66952')).toMatchObject({ status: 'ok', retailer: { id: first.id, name: first.name } });
    expect(await lookupRetailer(t.app, '99999', '66952')).toEqual({ status: 'not-found' });
  });

  it('tell a failing service apart from a refused ZIP or retailer', async () => {
    const broken = Fastify();
    broken.get('/services/*', async (_request, reply) => reply.code(503).send({ message: 'down' }));
    await broken.ready();
    try {
      expect(await lookupGeographicData(broken, '66952')).toEqual({ status: 'unavailable' });
      expect(await lookupRetailers(broken, '66952')).toBeNull();
      expect(await lookupRetailer(broken, '10001', '66952')).toEqual({ status: 'unavailable' });
    } finally {
      await broken.close();
    }
  });
});
