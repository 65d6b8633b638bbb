import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCatalog } from '#db/seed.ts';
import { REGION_CODES, parseOffersFile, type OffersFile } from '#domain/offers/schema.ts';
import { offerDay, offerStatus } from '#domain/offers/offers.ts';
import type { OfferModelGroup, OffersAnswer } from '#domain/offers/view.ts';
import type { Retailer } from '#domain/retailers/types.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

/** The fixed "today" of these tests: Sunday Nov 22, 2026, noon in New York. */
const TODAY = new Date('2026-11-22T17:00:00Z');

let t: TestApp;
let file: OffersFile;
let retailers: Retailer[];
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
  file = parseOffersFile(JSON.parse(readFileSync('catalog/offers.json', 'utf8')));
  retailers = (await readCatalog()).network.retailers;
});
afterAll(async () => t.close());
beforeEach(() => {
  t.app.offers.now = () => TODAY;
});

type ModelsAnswer = OffersAnswer & { location: { zipCode: string; city: string; state: string; region: string } | null };
type DealerAnswer = OffersAnswer & { dealer: { id: string; name: string; state: string; region: string | null } };

const get = (url: string) => t.app.inject({ url });
async function models(query = ''): Promise<ModelsAnswer> {
  const response = await get(`/services/offers/models${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ModelsAnswer>();
}
const offersOf = (answer: OffersAnswer) => answer.models.flatMap((group) => group.offers);
const group = (answer: OffersAnswer, code: string): OfferModelGroup | undefined => answer.models.find((item) => item.code === code);
const headlines = (answer: OffersAnswer, code: string) => group(answer, code)?.offers.map((offer) => offer.headline) ?? [];
const statusOf = (id: string) => {
  const offer = file.offers.find((item) => item.id === id);
  if (!offer) throw new Error(`no offer ${id}`);
  return offer;
};
const retailerIn = (state: string) => {
  const found = retailers.find((item) => item.address.state === state && item.status === 'Active');
  if (!found) throw new Error(`test data: no retailer in ${state}`);
  return found;
};

describe('GET /services/offers/models', () => {
  it('answers the national offers running today, grouped by model in lineup order, with a short public cache', async () => {
    const response = await get('/services/offers/models');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=300');
    const answer = response.json<ModelsAnswer>();
    expect(answer.day).toBe('2026-11-22');
    expect(answer.region).toBeNull();
    expect(answer.location).toBeNull();
    const offers = offersOf(answer);
    expect(offers.length).toBe(answer.total);
    expect(offers.length).toBeGreaterThan(10);
    expect(offers.every((offer) => offer.scope === 'national' && offer.regions.length === 0)).toBe(true);
    const lineup = (await t.app.repositories.catalog.get()).models.map((model) => model.code);
    const order = answer.models.map((item) => lineup.indexOf(item.code));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(answer.models.map((item) => item.code)).size).toBe(answer.models.length);
  });

  it('never answers an expired or not-yet-started offer, in any region', async () => {
    const expired = file.offers.filter((offer) => offerStatus(offer, '2026-11-22') === 'expired').map((offer) => offer.id);
    const upcoming = file.offers.filter((offer) => offerStatus(offer, '2026-11-22') === 'upcoming').map((offer) => offer.id);
    expect(expired.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    for (const region of ['', ...REGION_CODES]) {
      const answer = await models(region ? `?region=${region}` : '');
      const shown = offersOf(answer).map((offer) => offer.id);
      expect(shown.filter((id) => expired.includes(id) || upcoming.includes(id)), region).toEqual([]);
      for (const id of shown) expect(offerStatus(statusOf(id), answer.day), id).toBe('active');
    }
  });

  it('adds the offers of the ZIP code’s region, a region’s offer replacing the national one it improves on', async () => {
    const national = await models('?model=KSTL');
    expect(headlines(national, 'KSTL')).toContain('1.9% APR for 60 months');

    const newYork = await models('?zip=10001');
    expect(newYork.location).toEqual({ zipCode: '10001', city: 'New York', state: 'NY', region: '010' });
    expect(newYork.region).toBe('010');
    const kestrel = group(newYork, 'KSTL');
    expect(kestrel?.offers[0]).toMatchObject({ scope: 'regional', regions: ['010'], type: 'apr', headline: '0.9% APR for 60 months', apr: 0.9, months: 60 });
    expect(headlines(newYork, 'KSTL')).not.toContain('1.9% APR for 60 months');
    // Regional offers come first within each model.
    for (const item of newYork.models) {
      const scopes = item.offers.map((offer) => offer.scope);
      expect(scopes, item.code).toEqual([...scopes].sort((a, b) => Number(a === 'national') - Number(b === 'national')));
    }
    // A ZIP+4 reads as its ZIP.
    expect((await models('?zip=10001-2345')).location?.zipCode).toBe('10001');
  });

  it('answers a region by its code too, and the ZIP wins when both are given', async () => {
    const central = await models('?region=060');
    expect(headlines(central, 'MORW')).toContain('$1,500 customer cash');
    expect(group(central, 'MORW')?.offers.find((offer) => offer.type === 'cash')).toMatchObject({ scope: 'regional', regions: ['060'] });
    const pacific = await models('?zip=90210&region=060');
    expect(pacific.region).toBe('080');
    expect(headlines(pacific, 'LUMN')).toContain('$329/month for 36 months');
    expect(headlines(pacific, 'LUMN')).not.toContain('$379/month for 36 months');
  });

  it('describes each offer: kind, vehicle, trims, terms, end date, links and fine print', async () => {
    const answer = await models('?zip=90210');
    const lumen = group(answer, 'LUMN');
    expect(lumen).toMatchObject({
      name: 'Lumen',
      slug: 'lumen',
      year: 2027,
      links: {
        localPrice: '/shopping-tools/get-local-price.html?model=LUMN&year=2027',
        build: '/build/2027/all-categories/LUMN',
        inventory: '/vehicle-info/local-inventory.html?model=LUMN',
        model: '/vehicles/lumen.html',
      },
    });
    expect(lumen?.image).toMatch(/^\/images\/vehicle\/crossover\/side\/[0-9a-f]{6}\.svg$/);
    expect(lumen?.offers[0]).toMatchObject({
      type: 'lease',
      typeLabel: 'Lease',
      vehicle: '2027 Lumen',
      trims: [{ code: 'BASE', name: 'Base' }],
      trimNote: 'Base only',
      headline: '$329/month for 36 months',
      terms: '$2,999 due at signing. 10,000 miles a year.',
      monthlyPayment: 329,
      dueAtSigning: 2999,
      milesPerYear: 10000,
      endDate: '2027-01-04',
      endsLabel: 'Offer ends Jan 4, 2027',
    });
    const image = await get(lumen?.image ?? '');
    expect(image.statusCode).toBe(200);

    // Every marker's fine print is in the answer, in order of first use, with the brand filled in.
    const used = [...new Set(offersOf(answer).flatMap((offer) => offer.disclaimers))];
    expect(answer.disclaimers.map((item) => item.id)).toEqual(used);
    for (const item of answer.disclaimers) {
      expect(item.content).not.toContain('{brand}');
      expect(item.label.length).toBeGreaterThan(3);
    }
    const cash = offersOf(answer).find((offer) => offer.type === 'cash');
    expect(cash?.headline).toMatch(/^\$[\d,]+ customer cash$/);
    const apr = offersOf(answer).find((offer) => offer.type === 'apr');
    expect(apr?.terms).toMatch(/^\$\d+\.\d{2} a month per \$1,000 financed, with approved credit\.$/);
  });

  it('speaks Spanish and Chinese', async () => {
    const es = await models('?zip=10001&model=KSTL&lang=es');
    expect(es.models[0]?.offers[0]).toMatchObject({ headline: '0.9% APR por 60 meses', typeLabel: 'Financiamiento', vehicle: 'Kestrel 2027', endsLabel: 'La oferta termina el 4 ene 2027' });
    expect(es.disclaimers[0]?.content).toMatch(/^Financiamiento con 0\.9% APR durante 60 meses/);
    const zh = await models('?zip=10001&model=KSTL&lang=zh');
    expect(zh.models[0]?.offers[0]).toMatchObject({ headline: '60 个月 0.9% 年利率（APR）', vehicle: '2027 款 Kestrel', endsLabel: '优惠截止日期：2027年1月4日' });
  });

  it('filters by model; a model without offers answers an empty list', async () => {
    const kestrel = await models('?model=KSTL');
    expect(kestrel.models.map((item) => item.code)).toEqual(['KSTL']);
    expect(kestrel.total).toBe(kestrel.models[0]?.offers.length);
    // The Pica is no longer sold.
    expect(await models('?model=PICA')).toMatchObject({ total: 0, models: [], disclaimers: [] });
  });

  it('follows the clock: programs start and end with the day', async () => {
    t.app.offers.now = () => new Date('2027-01-10T17:00:00Z');
    const winter = await models('?model=KSTL');
    expect(winter.day).toBe('2027-01-10');
    const ids = offersOf(winter).map((offer) => offer.id);
    expect(ids).toContain('kstl-2027-lease-prem-national-winter27');
    expect(ids.some((id) => id.endsWith('holiday26') || id.endsWith('yearend26'))).toBe(false);
    t.app.offers.now = () => new Date('2031-01-01T17:00:00Z');
    expect(await models()).toMatchObject({ total: 0, models: [] });
  });

  it('refuses bad input with 400 and a clear reason, and an unknown ZIP or model with 404', async () => {
    const cases: [string, number, string, RegExp][] = [
      ['?zip=123', 400, 'Invalid ZipCode', /5 digits/],
      ['?zip=00000', 400, 'Invalid ZipCode', /5 digits/],
      ['?zip=abcde', 400, 'Invalid ZipCode', /5 digits/],
      ['?zip=99999', 404, 'No Results', /99999/],
      ['?region=999', 400, 'Invalid region', /999/],
      ['?region=1', 400, 'Invalid request', /region codes are 3 digits/],
      ['?model=kestrel', 400, 'Invalid request', /model codes are 3 to 4 uppercase letters/],
      ['?model=ZZZZ', 404, 'Not found', /ZZZZ/],
      ['?lang=fr', 400, 'Invalid request', /lang/],
    ];
    for (const [query, status, message, reason] of cases) {
      const response = await get(`/services/offers/models${query}`);
      expect(response.statusCode, query).toBe(status);
      const body = response.json<{ message: string; code: string; reason: string }>();
      expect(body.message, query).toBe(message);
      expect(body.reason, query).toMatch(reason);
      expect(response.headers['cache-control'], query).toBe('no-store');
    }
    // Empty parameters are the same as none.
    expect((await models('?zip=&region=&model=')).region).toBeNull();
  });
});

describe('GET /services/offers/dealer/{dealerId}', () => {
  it('answers the offers valid at the retailer: national ones and those of its region', async () => {
    const newYork = retailerIn('NY');
    const response = await get(`/services/offers/dealer/${newYork.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=300');
    const answer = response.json<DealerAnswer>();
    expect(answer.dealer).toMatchObject({ id: newYork.id, name: newYork.name, state: 'NY', region: '010' });
    expect(answer.region).toBe('010');
    expect(headlines(answer, 'KSTL')).toContain('0.9% APR for 60 months');
    expect(headlines(answer, 'KSTL')).not.toContain('1.9% APR for 60 months');
    expect(offersOf(answer).every((offer) => offer.scope === 'national' || offer.regions.includes('010'))).toBe(true);

    const kansas = await get(`/services/offers/dealer/${retailerIn('KS').id}?model=MORW&lang=es`);
    const central = kansas.json<DealerAnswer>();
    expect(central.region).toBe('060');
    expect(central.models.map((item) => item.code)).toEqual(['MORW']);
    expect(headlines(central, 'MORW')).toContain('$1,500 de bono en efectivo');
  });

  it('answers the same offers as the models service for the retailer’s region', async () => {
    const hawaii = retailerIn('HI');
    const byDealer = (await get(`/services/offers/dealer/${hawaii.id}`)).json<DealerAnswer>();
    const byRegion = await models('?region=100');
    expect(offersOf(byDealer)).toEqual(offersOf(byRegion));
    expect(byDealer.disclaimers).toEqual(byRegion.disclaimers);
  });

  it('answers 400 for an id that cannot be one and 404 for an unknown retailer', async () => {
    const bad = await get('/services/offers/dealer/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Invalid ID', code: 'BAD_REQUEST' });
    const unknown = await get('/services/offers/dealer/99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Retailer not found.', code: 'NOT_FOUND' });
    expect((await get(`/services/offers/dealer/${retailerIn('NY').id}?lang=xx`)).statusCode).toBe(400);
  });
});

describe('the offers in the OpenAPI document', () => {
  it('documents both services under the offers tag', async () => {
    const document = (await get('/services/openapi.json')).json<{ paths: Record<string, { get?: { tags?: string[] } }> }>();
    expect(document.paths['/services/offers/models']?.get?.tags).toEqual(['offers']);
    expect(document.paths['/services/offers/dealer/{dealerId}']?.get?.tags).toEqual(['offers']);
  });
});

describe('the day offers run on', () => {
  it('counts the day where the offers are: the region’s time zone', async () => {
    // 11:30 pm on Jan 4 in Los Angeles is already Jan 5 in New York: the holiday program has ended in the east only.
    t.app.offers.now = () => new Date('2027-01-05T07:30:00Z');
    expect(offerDay(t.app.offers.now(), 'America/Los_Angeles')).toBe('2027-01-04');
    const pacific = await models('?region=080&model=KSTL');
    const northeast = await models('?region=010&model=KSTL');
    expect(pacific.day).toBe('2027-01-04');
    expect(northeast.day).toBe('2027-01-05');
    expect(offersOf(pacific).some((offer) => offer.endDate === '2027-01-04')).toBe(true);
    expect(offersOf(northeast).some((offer) => offer.endDate === '2027-01-04')).toBe(false);
  });
});
