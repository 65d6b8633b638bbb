/**
 * One visitor, one context (issue 17): a retailer chosen in one place, or a ZIP typed in another, is what every other
 * page uses — header, Build & Price destination, special offers, inventory, form prefill, the geogate — through the
 * same geo-data cookie the browser writes. These journeys run without script, through the server alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGeoData } from '#domain/geo/geo-data.ts';
import { FORMS, formEndpoint } from '#domain/forms/definitions.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { decodeEntities as decode, flatText as text } from '../../support/html.ts';
import { validCase } from '../../support/form-cases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => t.close());

const LIVE = { host: 'www.example.test' };
/** Maddox Motors of Los Angeles (catalog/retailers.json), at 90012. */
const LA_RETAILER = { id: '75998', name: 'Maddox Motors of Los Angeles', zip: '90012' };


function geoCookie(response: { headers: Record<string, unknown> }): string {
  const header = [response.headers['set-cookie']].flat().find((value): value is string => typeof value === 'string' && value.startsWith('geo-data='));
  if (!header) throw new Error('no geo-data cookie set');
  return header.split(';')[0]!;
}
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: { ...LIVE, ...(cookie ? { cookie } : {}) } });

describe('a retailer chosen without a ZIP gives the visitor its place', () => {
  let cookie = '';
  beforeAll(async () => {
    const chosen = await get(`/confirm-your-retailer.html?dealer=${LA_RETAILER.id}&action=confirm&returnUrl=${encodeURIComponent('/shopping-tools/special-offers.html')}`);
    expect(chosen.statusCode).toBe(303);
    cookie = geoCookie(chosen);
  });

  it('stores the retailer with its ZIP, city, state and region as the location', () => {
    const data = parseGeoData(decodeURIComponent(cookie.slice('geo-data='.length)));
    expect(data).toMatchObject({ selectedDealer: LA_RETAILER.id, zipCode: LA_RETAILER.zip, city: 'Los Angeles', state: 'CA', retailer: { id: LA_RETAILER.id, name: LA_RETAILER.name } });
    expect(data?.region).toMatch(/^\d{3}$/);
  });

  it('shows the context in the header of every page, with a way to change it', async () => {
    for (const path of ['/', '/shopping-tools/special-offers.html', '/es/find/a-retailer.html']) {
      const page = await get(path, cookie);
      expect(page.statusCode, path).toBe(200);
      const bar = /<aside class="visitor-bar" aria-label="[^"]*">([\s\S]*?)<\/details><\/div><\/aside>/.exec(page.body)?.[1] ?? '';
      expect(text(bar), path).toMatch(new RegExp(`90012 · Los Angeles, CA · (Your retailer:|Su concesionario:) ${LA_RETAILER.name} (Change|Cambiar)`));
      // "Change" opens a ZIP form that the confirm page saves and returns from, and a link to choose another retailer.
      expect(bar, path).toMatch(/<form[^>]*action="(\/es)?\/confirm-your-zipcode\.html" method="get"/);
      expect(bar, path).toMatch(/<input type="hidden" name="returnUrl" value="(\/es)?\/[^"]*"/);
      expect(bar, path).toMatch(/href="(\/es)?\/confirm-your-retailer\.html\?returnUrl=/);
      expect(text(bar), path).not.toMatch(/region|región/i);
    }
  });

  it('prices Build & Price for California, without internal region codes', async () => {
    const page = await get('/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT', cookie);
    expect(page.statusCode).toBe(200);
    const body = text(page.body);
    expect(body).toContain('Destination & delivery (CA)');
    expect(body).toContain('Destination and delivery charge for CA.');
    expect(body).not.toContain('(KS)');
    expect(body).not.toMatch(/region \d{3}/i);
  });

  it('shows the offers of the retailer’s region, not the national ones', async () => {
    const page = await get('/shopping-tools/special-offers.html', cookie);
    expect(page.statusCode).toBe(200);
    const body = text(page.body);
    expect(body).toContain('Offers for Los Angeles, CA 90012');
    expect(body).not.toContain('Enter your ZIP code to see offers');
  });

  it('fills the quote form’s ZIP and retailer and does not ask for them again', async () => {
    const page = await get('/shopping-tools/get-local-price.html', cookie);
    expect(page.statusCode).toBe(200);
    expect(decode(page.body)).toMatch(/"zipCode":"90012"/);
    expect(decode(page.body)).toContain(`"${LA_RETAILER.id}"`);
  });
});

describe('a ZIP typed once is remembered everywhere', () => {
  it('saves the ZIP typed into the inventory search, and the header, offers, Build & Price and the retailer choice use it', async () => {
    const search = await get('/vehicle-info/local-inventory.html?zip=10001');
    expect(search.statusCode).toBe(200);
    const cookie = geoCookie(search);
    expect(text(search.body)).toContain('10001 · New York, NY');
    expect(text(search.body)).toMatch(/vehicles within 100 miles of New York, NY 10001/);

    const offers = await get('/shopping-tools/special-offers.html', cookie);
    expect(text(offers.body)).toContain('New York');
    const build = await get('/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT', cookie);
    expect(text(build.body)).toContain('Destination & delivery (NY)');
    // The quote form is gated on a retailer: the retailers offered are the nearest to that ZIP.
    const quote = await get('/shopping-tools/get-local-price.html', cookie);
    expect(quote.statusCode).toBe(302);
    const confirm = await get(String(quote.headers.location), cookie);
    expect(text(confirm.body)).toContain('New York, NY');
    // And the inventory, opened again without a ZIP in its address, starts from it.
    const again = await get('/vehicle-info/local-inventory.html', cookie);
    expect(text(again.body)).toMatch(/within 100 miles of New York, NY 10001/);
  });

  it('keeps the preferred retailer when a new ZIP is typed', async () => {
    const chosen = await get(`/confirm-your-retailer.html?dealer=${LA_RETAILER.id}&action=confirm`);
    const typed = await get('/vehicle-info/local-inventory.html?zip=10001', geoCookie(chosen));
    const data = parseGeoData(decodeURIComponent(geoCookie(typed).slice('geo-data='.length)));
    expect(data).toMatchObject({ zipCode: '10001', state: 'NY', selectedDealer: LA_RETAILER.id });
  });
});

describe('a ZIP given on a lead form', () => {
  it('becomes the visitor’s once the lead is stored, keeping their retailer', async () => {
    const quote = FORMS.find((form) => form.name === 'quote')!;
    const { values } = validCase(quote, 'context-zip@example.com');
    const chosen = await get(`/confirm-your-retailer.html?dealer=${LA_RETAILER.id}&action=confirm`);
    const response = await t.app.inject({
      method: 'POST',
      url: formEndpoint(quote, 'Halden'),
      headers: { ...SAME_ORIGIN, cookie: geoCookie(chosen), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...(values as Record<string, string>), zipCode: '10001' }).toString(),
      remoteAddress: '10.17.0.1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = parseGeoData(decodeURIComponent(geoCookie(response).slice('geo-data='.length)));
    expect(data).toMatchObject({ zipCode: '10001', state: 'NY', selectedDealer: LA_RETAILER.id });
  });
});

describe('inventory without a known location', () => {
  it('is labelled nationwide, shows no radius and asks for a ZIP', async () => {
    const page = await get('/vehicle-info/local-inventory.html');
    expect(page.statusCode).toBe(200);
    const body = text(page.body);
    expect(body).toMatch(/[\d,]+ vehicles nationwide/);
    expect(body).not.toMatch(/within \d+ miles/i);
    expect(page.body).not.toContain('id="inventory-radius"');
    expect(body).toContain('Enter your ZIP code to see the vehicles nearest you.');
    expect(body).toContain('Local prices, offers and inventory: Enter your ZIP code');
    expect(page.body).toMatch(/<input id="[^"]*zip" class="field__input visitor-bar__input"[^>]*name="zip"/);
  });
});

describe('the geogate', () => {
  it('lets a link that names an Active retailer through, and still gates one that names none or an unknown one', async () => {
    expect((await get(`/shopping-tools/get-local-price.html?retailer=${LA_RETAILER.id}`)).statusCode).toBe(200);
    expect((await get('/shopping-tools/get-local-price.html')).statusCode).toBe(302);
    expect((await get('/shopping-tools/get-local-price.html?retailer=99999')).statusCode).toBe(302);
    expect((await get('/shopping-tools/get-local-price.html?retailer=%3Cx%3E')).statusCode).toBe(302);
  });
});
