/**
 * Financing and leasing, apply for financing and the guaranteed trade-in, through the real app: the pages as the
 * server renders them (also what a visitor without script gets) and the leads the two forms store.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '#db/schema.ts';
import { loadTestCatalog } from '../../support/build-data.ts';
import { decodeVin, estimateTradeIn } from '#domain/finance/trade-in.ts';
import { makeVin } from '#domain/inventory/vin.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { flatText } from '../../support/html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden', OFFERS_TODAY: '2026-11-22', LEADS_WORKER: 'off' });
});
afterAll(async () => t.close());

const LIVE = { host: 'www.example.test' };
const TRADE_IN = '/shopping-tools/guaranteed-trade-in.html';
/** A 2020 Pica Base as our plants number it. */
const PICA = 'JF2FACA12LG504787';
const ACTIVE_RETAILER = { id: '10004', zip: '13418' };

async function page(url: string, status = 200) {
  const response = await t.app.inject({ url, headers: LIVE });
  expect(response.statusCode, url).toBe(status);
  return response.body;
}

const text = flatText;

let address = 0;
function post(url: string, values: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
    payload: new URLSearchParams(values).toString(),
    remoteAddress: `10.9.0.${++address}`,
  });
}

describe('financing and leasing', () => {
  it('explains both ways to pay and shows the lowest-rate finance and lowest-payment lease offers, with only their fine print', async () => {
    const html = await page('/shopping-tools/financing-and-leasing.html');
    const body = text(html);
    expect(body).toContain('Finance or lease?');
    expect(body).toContain("Today's finance offers");
    expect(body).toContain("Today's lease offers");
    const offers = (await t.app.inject({ url: '/services/offers/models' })).json() as { models: { offers: { id: string; type: string; apr: number | null; months: number | null; monthlyPayment: number | null; headline: string; disclaimers: number[] }[] }[] };
    const all = offers.models.flatMap((group) => group.offers);
    const aprs = all.filter((offer) => offer.type === 'apr').sort((a, b) => (a.apr ?? 0) - (b.apr ?? 0) || (b.months ?? 0) - (a.months ?? 0)).slice(0, 3); // lowest rate, then longest term
    const shownHeadlines = [...html.matchAll(/class="offer-card__headline">([^<]+)</g)].map((match) => match[1]);
    expect(shownHeadlines.slice(0, 3)).toEqual(aprs.map((offer) => offer.headline));
    expect(shownHeadlines).toHaveLength(6);
    // The footnotes are those of the six offers shown, nothing else.
    const footnotes = [...html.matchAll(/id="disclaimer-(\d+)"/g)].map((match) => Number(match[1]));
    const used = new Set(all.filter((offer) => shownHeadlines.includes(offer.headline)).flatMap((offer) => offer.disclaimers));
    for (const id of footnotes.filter((id) => id >= 100)) expect(used.has(id), String(id)).toBe(true);
  });

  it('is in Spanish and Chinese too', async () => {
    expect(text(await page('/es/shopping-tools/financing-and-leasing.html'))).toContain('¿Financiar o arrendar?');
    expect(text(await page('/zh/shopping-tools/financing-and-leasing.html'))).toContain('贷款还是租赁？');
  });
});

describe('the guaranteed trade-in estimator', () => {
  it('prices a brand VIN by the documented model and starts the form with the vehicle', async () => {
    const catalog = await loadTestCatalog();
    const today = new Date();
    const vehicle = decodeVin(catalog, PICA, today);
    if (!vehicle) throw new Error('the test VIN does not decode');
    const expected = estimateTradeIn(vehicle, 52_000, 'good', today);
    if (typeof expected === 'string') throw new Error(expected);
    const html = await page(`${TRADE_IN}?vin=${PICA.toLowerCase()}&mileage=52000&condition=good`);
    const body = text(html);
    expect(body).toContain('2020 Pica Base');
    expect(body).toContain(`Your guaranteed trade-in estimate ${formatDollars(expected.estimate)}`);
    expect(body).toContain(`Price when new (MSRP) ${formatDollars(vehicle.trim.msrp)}`);
    expect(html).toContain('<meta name="robots" content="noindex');
    // The lead form below it carries the priced vehicle.
    const island = /<x-lead-form\b[\s\S]*?<\/x-lead-form>/.exec(html)?.[0] ?? '';
    expect(island).toContain(`value="${PICA}"`);
    expect(island).toContain('value="52000"');
  });

  it.each([
    ['ABC', 'Please enter a valid VIN.'],
    ['1HGCM82633A004352', 'The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.'],
    [makeVin({ prefix: 'JF1', descriptor: 'ZZZZZ', year: 2020, plant: 'G', serial: 1 }), 'We could not find this VIN among Halden vehicles. Please check it, or ask your retailer for an appraisal.'],
    [makeVin({ prefix: 'JF2', descriptor: 'FACA1', year: 2010, plant: 'G', serial: 1 }), 'Vehicles more than 12 years old are appraised in person by your retailer.'],
  ])('answers %s with “%s” and no estimate', async (vin, message) => {
    const body = text(await page(`${TRADE_IN}?vin=${vin}&mileage=52000&condition=good`));
    expect(body).toContain(message);
    expect(body).not.toContain('Your guaranteed trade-in estimate');
  });

  it('names bad mileage and an unknown condition in the visitor’s language', async () => {
    const body = text(await page(`/es${TRADE_IN}?vin=${PICA}&mileage=12,000&condition=mint`));
    expect(body).toContain('Corrija los campos indicados abajo.');
    expect(body).not.toContain('Su estimación de intercambio garantizada');
  });
});

describe('the trade-in and finance leads', () => {
  const person = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.ruiz@example.com', phone: '555-555-0100', zipCode: ACTIVE_RETAILER.zip, retailer: ACTIVE_RETAILER.id, lang: 'en' };

  it('stores a trade-in with the estimate the server computed, whatever the browser sent', async () => {
    const response = await post('/services/gtp/submit', { ...person, vin: PICA, mileage: '52000', condition: 'fair', tradeInEstimate: '999999' });
    expect(response.statusCode, response.body).toBe(201);
    const { confirmationId } = response.json() as { confirmationId: string };
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, confirmationId));
    const catalog = await loadTestCatalog();
    const vehicle = decodeVin(catalog, PICA, new Date());
    const expected = vehicle ? estimateTradeIn(vehicle, 52_000, 'fair', new Date()) : null;
    if (!expected || typeof expected === 'string') throw new Error('no estimate');
    expect(row?.values).toMatchObject({ vin: PICA, condition: 'fair', tradeInVehicle: '2020|PICA|BASE', tradeInEstimate: String(expected.estimate), tradeInValidUntil: expected.validUntil });
  });

  it('refuses a trade-in whose VIN the program cannot price, and stores nothing', async () => {
    const vin = makeVin({ prefix: 'JF1', descriptor: 'ZZZZZ', year: 2020, plant: 'G', serial: 2 });
    const before = (await t.database.db.select().from(leads)).length;
    const response = await post('/services/gtp/submit', { ...person, vin, mileage: '52000', condition: 'good' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { fields: Record<string, { message: string }> }).fields.vin?.message).toBe('We could not find this VIN among Halden vehicles. Please check it, or ask your retailer for an appraisal.');
    expect((await t.database.db.select().from(leads)).length).toBe(before);
  });

  it('needs the credit authorization and whole-dollar amounts on a finance application', async () => {
    const response = await post('/services/contact/finance', {
      ...person,
      address: '100 Main St',
      city: 'Utica',
      state: 'NY',
      vehicle: '2026|KSTL|PREM|W3P',
      housing: 'rent',
      housingPayment: '1,450',
      employment: 'fullTime',
      annualIncome: '68000',
      term: '60',
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { fields: Record<string, { message: string }> }).fields;
    expect(fields.housingPayment?.message).toBe('Please enter a whole-dollar amount using numbers only.');
    expect(fields.creditConsent?.message).toBe('Please authorize the credit review to send your application.');
    expect(Object.keys(fields).sort()).toEqual(['creditConsent', 'housingPayment']);
  });
});
