/** The inventory pages rendered by the real app: the address is the search, and what it shows comes from the database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents, formatDollars } from '#domain/i18n/format.ts';
import { financePayment } from '#domain/finance/payment.ts';
import { buildMatchSearch, matchScore, type BuildMatch } from '#domain/inventory/match.ts';
import type { InventoryPage } from '#domain/inventory/types.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const vinsOf = (html: string) => [...html.matchAll(/vehicle\.html\?vin=([A-Z0-9]{17})/g)].map((match) => match[1] ?? '');
const countOf = (html: string) => Number(/class="inventory__count"[^>]*>([\d,]+)/.exec(html)?.[1]?.replace(/,/g, '') ?? Number.NaN);

describe('local inventory', () => {
  it('shows the vehicles near a ZIP with the count, the place and as many cards as the page holds', async () => {
    const response = await t.app.inject({ url: '/vehicle-info/local-inventory.html?zip=66952&radius=500' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/vehicles within 500 miles of Lebanon, KS 66952/);
    const total = countOf(response.body);
    expect(total).toBeGreaterThan(0);
    expect(new Set(vinsOf(response.body)).size).toBe(Math.min(total, 24));
    expect(response.body).toContain('<x-inventory-filters');
  });

  it('narrows by a model, shows it as a removable pill, and the service agrees on the count', async () => {
    const page = await t.app.inject({ url: '/vehicle-info/local-inventory.html?zip=66952&radius=500&model=KSTL' });
    const service = (await t.app.inject({ url: '/services/inventory/search?kind=new&zip=66952&radius=500&model=KSTL' })).json() as { total: number };
    expect(countOf(page.body)).toBe(service.total);
    expect(page.body).toMatch(/<li class="pill pill--removable"[^>]*><span class="pill__text">Kestrel<\/span><a class="pill__remove" href="\/vehicle-info\/local-inventory\.html\?zip=66952&amp;radius=500"/);
  });

  it('says "No Results" when nothing matches, and reads a bad address leniently', async () => {
    const none = await t.app.inject({ url: '/es/vehicle-info/local-inventory.html?priceMax=1000' });
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Sin resultados');
    const odd = await t.app.inject({ url: '/vehicle-info/local-inventory.html?model=%3Cscript%3E&page=-4&sort=nope' });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('<script>');
  });

  it('tells the visitor when a ZIP is unknown, and shows results from everywhere instead', async () => {
    const response = await t.app.inject({ url: '/vehicle-info/local-inventory.html?zip=00012' });
    expect(response.body).toContain('Please enter a valid 5-digit zip code.');
    expect(countOf(response.body)).toBeGreaterThan(0);
  });
});

describe('a vehicle and a comparison', () => {
  it("shows a vehicle's page by VIN, 404 for an unknown VIN, and compares two side by side", async () => {
    const list = await t.app.inject({ url: '/vehicle-info/certified-pre-owned/certified-pre-owned.html' });
    const [first = '', second = ''] = vinsOf(list.body);
    const vehicle = await t.app.inject({ url: `/vehicle-info/local-inventory/vehicle.html?vin=${first}` });
    expect(vehicle.statusCode).toBe(200);
    expect(vehicle.body).toContain(first);
    expect(vehicle.body).toContain(`/shopping-tools/contact-retailer.html?retailer=`);
    // Its payment estimate is the calculator's: 6.5% APR over 60 months, nothing down, before tax.
    const listing = (await t.app.inject({ url: `/services/inventory/vin/${first}` })).json() as { price: number };
    const expected = formatCents(financePayment({ price: listing.price * 100, downPayment: 0, tradeIn: 0, apr: 6500, months: 60, taxRate: 0 }).monthlyPayment);
    expect(vehicle.body).toContain(`${expected}/mo`);
    expect((await t.app.inject({ url: '/vehicle-info/local-inventory/vehicle.html?vin=JF1GPAY67G8331894' })).statusCode).toBe(404);
    const compare = await t.app.inject({ url: `/vehicle-info/certified-pre-owned/compare.html?vin=${first}&vin=${second}` });
    expect(compare.statusCode).toBe(200);
    expect(compare.body.match(/<th scope="col">/g)).toHaveLength(2);
  });
});

describe("a vehicle's price", () => {
  const rows = (html: string) =>
    [...(/<dl class="inventory-vehicle__prices">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '').matchAll(/<dt>([^<]+)<\/dt><dd>(?:<strong>)?([^<]+)/g)].map((match) => [match[1], match[2]]);

  it('reads as Build & Price reads it: a new vehicle shows its MSRP, the destination charge and the total, one line each', async () => {
    const list = await t.app.inject({ url: '/vehicle-info/local-inventory.html?zip=66952&radius=250' });
    const [vin = ''] = vinsOf(list.body);
    const listing = (await t.app.inject({ url: `/services/inventory/vin/${vin}` })).json() as { price: number; msrp: number; kind: string };
    expect(listing.kind).toBe('new');
    expect(listing.price).toBeGreaterThan(listing.msrp);
    const html = (await t.app.inject({ url: `/vehicle-info/local-inventory/vehicle.html?vin=${vin}` })).body;
    expect(rows(html)).toEqual([
      ['MSRP', formatDollars(listing.msrp)],
      ['Destination charge', formatDollars(listing.price - listing.msrp)],
      ['Total with destination', formatDollars(listing.price)],
    ]);
    expect(html).not.toContain('Includes the destination charge');
    const es = (await t.app.inject({ url: `/es/vehicle-info/local-inventory/vehicle.html?vin=${vin}` })).body;
    expect(rows(es).map(([label]) => label)).toEqual(['Precio sugerido (MSRP)', 'Cargo de destino', 'Total con cargo de destino']);
  });

  it('a certified pre-owned vehicle shows its one price', async () => {
    const list = await t.app.inject({ url: '/vehicle-info/certified-pre-owned/certified-pre-owned.html' });
    const [vin = ''] = vinsOf(list.body);
    const listing = (await t.app.inject({ url: `/services/inventory/vin/${vin}` })).json() as { price: number };
    const html = (await t.app.inject({ url: `/vehicle-info/local-inventory/vehicle.html?vin=${vin}` })).body;
    expect(rows(html)).toEqual([['Price', formatDollars(listing.price)]]);
  });
});

describe('local inventory from a Build & Price build', () => {
  it('ranks the model closest to the build first (the SQL order is matchScore) and says what differs and the price', async () => {
    const page = (await t.app.inject({ url: '/services/inventory/search?kind=new&model=KSTL&pageSize=1' })).json() as InventoryPage;
    const sample = page.vehicles[0];
    if (!sample) throw new Error('no Kestrel in the test inventory');
    const build: BuildMatch = { year: sample.year, model: 'KSTL', trim: sample.trimCode, color: sample.exteriorColor.code, package: sample.packages[0] ?? null, accessories: sample.accessories, price: sample.price + 500 };
    const ranked = await t.app.repositories.inventory.closestTo(build, { pageSize: 48 });
    expect(ranked.total).toBeGreaterThanOrEqual(ranked.vehicles.length);
    const scores = ranked.vehicles.map((vehicle) => matchScore(build, vehicle));
    expect(scores[0]).toBe(0);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    expect(ranked.vehicles.every((vehicle) => vehicle.modelCode === 'KSTL' && vehicle.kind === 'new')).toBe(true);

    const html = (await t.app.inject({ url: `/vehicle-info/local-inventory.html?${buildMatchSearch(build)}` })).body;
    expect(html).toContain('Closest to your build');
    expect(html).toMatch(/Matches your build[\s\S]*?\$500 less than your build/);
    expect(html).not.toContain('<x-inventory-filters');
  });
});
