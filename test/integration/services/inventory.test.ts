import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_VERSION_KEY } from '#db/repositories/inventory.ts';
import { readCatalog } from '#db/seed.ts';
import { distanceMiles } from '#domain/geo/distance.ts';
import type { InventoryListing, InventoryPage } from '#domain/inventory/types.ts';
import { makeVin } from '#domain/inventory/vin.ts';
import type { Retailer } from '#domain/retailers/types.ts';
import { zipIndex } from '#server/geo/zip-index.ts';
import { createTestApp, seedTestDatabase, TEST_INVENTORY, type TestApp } from '../../support/app.ts';

let t: TestApp;
let retailers: Map<string, Retailer>;
beforeAll(async () => {
  t = await createTestApp();
  retailers = new Map((await readCatalog()).network.retailers.map((retailer) => [retailer.id, retailer]));
});
afterAll(async () => t.close());

const search = async (query: string): Promise<InventoryPage> => {
  const response = await t.app.inject({ url: `/services/inventory/search?${query}` });
  expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json();
};
const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
  const response = await t.app.inject({ method: 'POST', url: '/services/graphql', payload: { query, variables } });
  return { status: response.statusCode, body: response.json() as { data?: Record<string, never> | null; errors?: { message: string; extensions?: { code?: string } }[] } };
};
async function expectBadRequest(query: string, message: string | RegExp) {
  const response = await t.app.inject({ url: `/services/inventory/search?${query}` });
  expect(response.statusCode, query).toBe(400);
  const body = response.json() as { message: string; code: string; reason: string };
  expect(body.code).toBe('BAD_REQUEST');
  expect(`${body.message} ${body.reason}`, query).toMatch(message);
}
const place = (zip: string) => {
  const found = zipIndex().lookup(zip);
  if (!found) throw new Error(`test data: no ZIP ${zip}`);
  return found;
};
const sortedBy = <T>(items: readonly T[], compare: (a: T, b: T) => number) => items.every((item, index) => index === 0 || compare(items[index - 1] as T, item) <= 0);
/** Every page of a search, by cursor. */
async function allByCursor(query: string): Promise<InventoryListing[]> {
  const vehicles: InventoryListing[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const page: InventoryPage = await search(`${query}&pageSize=48${after ? `&after=${after}` : ''}`);
    vehicles.push(...page.vehicles);
    after = page.nextCursor;
    if (!after) return vehicles;
  }
  throw new Error('more than 200 pages');
}

describe('the seeded inventory', () => {
  it('holds the configured share of the demo inventory, and a second seed changes nothing', async () => {
    const size = TEST_INVENTORY;
    expect(await t.app.repositories.inventory.count('new')).toBe(size.newCount);
    expect(await t.app.repositories.inventory.count('cpo')).toBe(size.cpoCount);
    expect(await t.app.repositories.meta.get(INVENTORY_VERSION_KEY)).toContain(`${size.newCount}:${size.cpoCount}`);
    expect(await seedTestDatabase(t.database.db)).toMatchObject({ changed: false });
  });
});

describe('GET /services/inventory/search', () => {
  it('answers new vehicles by lowest price first, 24 a page, with the total, facets and the next cursor', async () => {
    const page = await search('kind=new');
    expect(page.total).toBe(await t.app.repositories.inventory.count('new'));
    expect(page).toMatchObject({ page: 1, pageSize: 24 });
    expect(page.vehicles).toHaveLength(24);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(sortedBy(page.vehicles, (a, b) => a.price - b.price || a.vin.localeCompare(b.vin))).toBe(true);
    const first = page.vehicles[0]!;
    expect(first).toMatchObject({ kind: 'new', mileage: null, certifiedOn: null, distance: null });
    expect(first.retailerName).toBe(retailers.get(first.retailerId)?.name);
    expect(first.retailerState).toBe(retailers.get(first.retailerId)?.address.state);
    // Facets: counts per value add up to the total, labels from the catalog.
    for (const facet of [page.facets.models, page.facets.years, page.facets.trims, page.facets.colors]) {
      expect(facet.reduce((sum, value) => sum + value.count, 0)).toBe(page.total);
    }
    expect(page.facets.models.find((value) => value.value === 'KSTL')?.label).toBe('Kestrel');
    expect(page.facets.colors.find((value) => value.value === 'W3P')?.label).toBe('Glacier White Pearl');
    expect(page.facets.features.length).toBeGreaterThan(3);
    expect(page.facets.price).toEqual({ min: first.price, max: expect.any(Number) });
    expect(page.facets.mileage).toBeNull();
    expect(page.vehicles.every((vehicle) => vehicle.packages.every((code) => page.facets.features.some((value) => value.value === code)))).toBe(true);
  });

  it('filters by model, year, trim and colour: a facet count is the total of a search by that value', async () => {
    const all = await search('kind=new');
    for (const [facet, param] of [
      [all.facets.models, 'model'],
      [all.facets.years, 'year'],
      [all.facets.trims.slice(0, 4), 'trim'],
      [all.facets.colors.slice(0, 4), 'color'],
      [all.facets.features.slice(0, 4), 'feature'],
    ] as const) {
      for (const value of facet) {
        const filtered = await search(`kind=new&${param}=${value.value}`);
        expect(filtered.total, `${param}=${value.value}`).toBe(value.count);
        const field = { model: 'modelCode', year: 'year', trim: 'trimCode' } as const;
        for (const vehicle of filtered.vehicles) {
          if (param === 'color') expect(vehicle.exteriorColor.code).toBe(value.value);
          else if (param === 'feature') expect(vehicle.packages).toContain(value.value);
          else expect(String(vehicle[field[param]])).toBe(value.value);
        }
      }
    }
  });

  it("computes each facet with every filter but its own, so other choices stay visible", async () => {
    const all = await search('kind=new');
    const kestrel = await search('kind=new&model=KSTL');
    // The model facet ignores the model filter …
    expect(kestrel.facets.models).toEqual(all.facets.models);
    // … the others count Kestrels only.
    expect(kestrel.facets.years.reduce((sum, value) => sum + value.count, 0)).toBe(kestrel.total);
    const both = await search('kind=new&model=KSTL&model=VNTA&year=2027');
    const yearOnly = await search('kind=new&year=2027');
    // (Vanta has no 2027: chosen, it is listed with 0.)
    expect(both.facets.models.filter((value) => value.count > 0)).toEqual(yearOnly.facets.models);
    expect(both.facets.models).toContainEqual({ value: 'VNTA', label: 'Vanta', count: 0 });
    expect(both.total).toBe(both.facets.models.filter((value) => ['KSTL', 'VNTA'].includes(value.value)).reduce((sum, value) => sum + value.count, 0));
    // A chosen value that nothing matches any more stays listed with 0.
    const none = await search('kind=new&model=KSTL&color=NOPE');
    expect(none.total).toBe(0);
    expect(none.vehicles).toEqual([]);
    expect(none.facets.colors).toContainEqual({ value: 'NOPE', label: 'NOPE', count: 0 });
    expect(none.facets.price).toBeNull();
  });

  it('filters by price range and reports the price range of the other filters', async () => {
    const all = await search('kind=new&model=BRCK');
    const low = all.facets.price!.min;
    const high = all.facets.price!.max;
    const middle = Math.round((low + high) / 2);
    const cheap = await search(`kind=new&model=BRCK&priceMax=${middle}`);
    const dear = await search(`kind=new&model=BRCK&priceMin=${middle + 1}`);
    expect(cheap.total + dear.total).toBe(all.total);
    expect(cheap.vehicles.every((vehicle) => vehicle.price <= middle)).toBe(true);
    expect(cheap.facets.price).toEqual(all.facets.price);
    expect(cheap.facets.models).toEqual((await search(`kind=new&priceMax=${middle}`)).facets.models);
  });

  it('sorts by price (both ways) and by year (both ways), the VIN breaking ties', async () => {
    const desc = await search('kind=new&sort=price-desc&model=ARVO');
    expect(sortedBy(desc.vehicles, (a, b) => b.price - a.price || b.vin.localeCompare(a.vin))).toBe(true);
    const newest = await search('kind=new&sort=year-desc&pageSize=48');
    expect(newest.vehicles.every((vehicle) => vehicle.year === 2027)).toBe(true);
    const oldest = await search('kind=cpo&sort=year-asc&pageSize=48');
    expect(sortedBy(oldest.vehicles, (a, b) => a.year - b.year || a.vin.localeCompare(b.vin))).toBe(true);
    expect(oldest.vehicles[0]!.year).toBe(oldest.facets.years.map((value) => Number(value.value)).sort()[0]);
  });

  it('searches from a ZIP: distances in miles with one decimal, nearest first, within the radius', async () => {
    const origin = place('66952');
    const page = await search('kind=new&zip=66952&radius=150&pageSize=48');
    expect(page.total).toBeGreaterThan(0);
    expect(sortedBy(page.vehicles, (a, b) => (a.distance ?? 0) - (b.distance ?? 0))).toBe(true);
    for (const vehicle of page.vehicles) {
      const retailer = retailers.get(vehicle.retailerId)!;
      expect(vehicle.distance).toBeCloseTo(distanceMiles(origin, retailer), 1);
      expect(vehicle.distance! * 10).toBe(Math.round(vehicle.distance! * 10));
      expect(vehicle.distance!).toBeLessThanOrEqual(150);
    }
    // Exactly the vehicles of the Active retailers within 150 miles.
    const near = [...retailers.values()].filter((retailer) => retailer.status === 'Active' && distanceMiles(origin, retailer) <= 150).map((retailer) => retailer.id);
    let expected = 0;
    for (const id of near) expected += (await search(`kind=new&retailer=${id}`)).total;
    expect(page.total).toBe(expected);
    // Without a radius every vehicle has a distance; a bigger radius finds more.
    const anywhere = await search('kind=new&zip=66952');
    expect(anywhere.total).toBe((await search('kind=new')).total);
    expect(anywhere.vehicles[0]!.distance).toBeLessThanOrEqual(page.vehicles[0]!.distance!);
    expect((await search('kind=new&zip=66952&radius=500')).total).toBeGreaterThan(page.total);
  });

  it('lists one retailer\'s vehicles', async () => {
    const id = (await search('kind=new')).vehicles[0]!.retailerId;
    const page = await search(`kind=new&retailer=${id}&pageSize=48`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.vehicles.every((vehicle) => vehicle.retailerId === id)).toBe(true);
  });

  it('pages by number and by cursor over the same vehicles, with no duplicates and none missing', async () => {
    const query = 'kind=new&model=KSTL&sort=price-desc';
    const byCursor = await allByCursor(query);
    const total = (await search(query)).total;
    expect(byCursor).toHaveLength(total);
    expect(new Set(byCursor.map((vehicle) => vehicle.vin)).size).toBe(total);
    const byNumber: InventoryListing[] = [];
    for (let page = 1; page <= Math.ceil(total / 48); page++) byNumber.push(...(await search(`${query}&pageSize=48&page=${page}`)).vehicles);
    expect(byNumber.map((vehicle) => vehicle.vin)).toEqual(byCursor.map((vehicle) => vehicle.vin));
    // A cursor page knows its number.
    const second = await search(`${query}&pageSize=48&after=${(await search(`${query}&pageSize=48`)).nextCursor}`);
    expect(second.page).toBe(2);
    expect(second.vehicles.map((vehicle) => vehicle.vin)).toEqual(byNumber.slice(48, 96).map((vehicle) => vehicle.vin));
  });

  it('pages by distance with a cursor too (ties at one retailer broken by VIN)', async () => {
    const vehicles = await allByCursor('kind=new&zip=10001&radius=120');
    expect(vehicles.length).toBeGreaterThan(48);
    expect(new Set(vehicles.map((vehicle) => vehicle.vin)).size).toBe(vehicles.length);
    expect(sortedBy(vehicles, (a, b) => (a.distance ?? 0) - (b.distance ?? 0))).toBe(true);
  });

  it('answers certified pre-owned vehicles with mileage: filter, lowest mileage first, mileage range', async () => {
    const all = await search('kind=cpo');
    expect(all.total).toBe(await t.app.repositories.inventory.count('cpo'));
    expect(all.facets.mileage).not.toBeNull();
    const page = await search('kind=cpo&mileageMax=30000&sort=mileage-asc&pageSize=48');
    expect(page.total).toBeGreaterThan(0);
    expect(page.vehicles.every((vehicle) => vehicle.kind === 'cpo' && vehicle.mileage! <= 30_000 && vehicle.certifiedOn !== null)).toBe(true);
    expect(sortedBy(page.vehicles, (a, b) => a.mileage! - b.mileage! || a.vin.localeCompare(b.vin))).toBe(true);
    expect(page.facets.mileage).toEqual(all.facets.mileage);
    expect(page.facets.years.every((value) => Number(value.value) < 2026)).toBe(true);
  });

  it('refuses bad input with 400 and a clear message', async () => {
    await expectBadRequest('kind=used', /kind/);
    await expectBadRequest('kind=new&year=20x6', /year/);
    await expectBadRequest('kind=new&pageSize=49', /pageSize/);
    await expectBadRequest('kind=new&page=0', /page/);
    await expectBadRequest('kind=new&priceMin=-5', /priceMin/);
    await expectBadRequest('kind=new&priceMin=40000&priceMax=30000', /priceMin is above priceMax/);
    await expectBadRequest('kind=new&zip=669', /zip/);
    await expectBadRequest('kind=new&sort=distance', /needs a zip/);
    await expectBadRequest('kind=new&sort=random', /sort/);
    await expectBadRequest('kind=new&mileageMax=30000', /certified pre-owned/);
    await expectBadRequest('kind=new&after=garbage-cursor', /cursor/);
    await expectBadRequest(`kind=new&sort=price-desc&after=${(await search('kind=new')).nextCursor}`, /sort=price-asc/);
    await expectBadRequest(`kind=new&${Array.from({ length: 21 }, () => 'model=KSTL').join('&')}`, /at most 20/);
    // A well-formed ZIP that names no place.
    let unknown = 99_999;
    while (zipIndex().lookup(String(unknown))) unknown--;
    await expectBadRequest(`kind=new&zip=${unknown}`, new RegExp(`Unknown ZIP code No US ZIP code ${unknown}`));
  });
});

describe('GET /services/inventory/vin/{vin}', () => {
  it('answers a vehicle with its retailer, whatever the case of the VIN', async () => {
    const listed = (await search('kind=cpo')).vehicles[3]!;
    const response = await t.app.inject({ url: `/services/inventory/vin/${listed.vin.toLowerCase()}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(listed);
  });

  it('answers 404 for a valid VIN not in stock and 400 with the VIN rule\'s message for an invalid one', async () => {
    const missing = makeVin({ prefix: 'JF1', descriptor: 'ZZZZ9', year: 2026, plant: 'G', serial: 1 });
    const notFound = await t.app.inject({ url: `/services/inventory/vin/${missing}` });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ message: 'Vehicle not found', code: 'NOT_FOUND' });
    const verdict = (await t.app.inject({ url: `/services/vehicles/vin/validate?vin=${missing.slice(0, 8)}0${missing.slice(9)}` })).json() as { message: string | null };
    const bad = await t.app.inject({ url: `/services/inventory/vin/${missing.slice(0, 8)}0${missing.slice(9)}` });
    if (missing.charAt(8) !== '0') {
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: verdict.message, code: 'BAD_REQUEST' });
    }
    const short = await t.app.inject({ url: '/services/inventory/vin/JF1ABC' });
    expect(short.statusCode).toBe(400);
    expect((short.json() as { message: string }).message).toMatch(/VIN/);
  });
});

describe('GraphQL at /services/graphql', () => {
  const VEHICLE = 'vin kind status price msrp year modelCode trimName exteriorColor { code name hex } retailer { id name state } distance mileage certifiedOn';

  it('v1: retailerInventory answers a numbered page and the total, as the REST search does', async () => {
    const rest = await search('kind=new&model=TARN&sort=price-desc&page=2&pageSize=10');
    const { status, body } = await graphql(`query ($page: Int) { retailerInventory(filter: { models: ["TARN"] }, sort: PRICE_DESC, page: $page, pageSize: 10) { total page pageSize vehicles { ${VEHICLE} } } }`, { page: 2 });
    expect(status).toBe(200);
    const result = body.data!.retailerInventory as unknown as { total: number; page: number; vehicles: { vin: string; retailer: { id: string } }[] };
    expect(result.total).toBe(rest.total);
    expect(result.page).toBe(2);
    expect(result.vehicles.map((vehicle) => vehicle.vin)).toEqual(rest.vehicles.map((vehicle) => vehicle.vin));
    expect(result.vehicles[0]!.retailer.id).toBe(rest.vehicles[0]!.retailerId);
  });

  it('v2: retailerInventoryV2 pages by cursor with facets, over the same vehicles as REST', async () => {
    const query = `query ($after: String) { retailerInventoryV2(filter: { models: ["LUMN"], zip: "60601", radius: 400 }, sort: DISTANCE, first: 20, after: $after) {
      totalCount nodes { ${VEHICLE} } pageInfo { hasNextPage endCursor } facets { models { value label count } years { value count } price { min max } } } }`;
    const vins: string[] = [];
    let after: string | null = null;
    let totalCount: number;
    do {
      const { body } = await graphql(query, { after });
      expect(body.errors).toBeUndefined();
      const page = body.data!.retailerInventoryV2 as unknown as { totalCount: number; nodes: { vin: string; distance: number }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null }; facets: { models: { value: string; count: number }[] } };
      totalCount = page.totalCount;
      expect(page.facets.models.find((value) => value.value === 'LUMN')?.count).toBe(totalCount);
      vins.push(...page.nodes.map((node) => node.vin));
      expect(page.pageInfo.hasNextPage).toBe(page.pageInfo.endCursor !== null);
      after = page.pageInfo.endCursor;
    } while (after);
    expect(totalCount).toBeGreaterThan(20);
    expect(vins).toHaveLength(totalCount);
    expect(new Set(vins).size).toBe(totalCount);
    expect(vins).toEqual((await allByCursor('kind=new&model=LUMN&zip=60601&radius=400')).map((vehicle) => vehicle.vin));
  });

  it('certifiedInventory and the lookups by VIN keep new and certified vehicles apart', async () => {
    const { body } = await graphql(`{ certifiedInventory(filter: { mileageMax: 40000 }, sort: MILEAGE_ASC, first: 5) { totalCount nodes { ${VEHICLE} } } }`);
    const page = body.data!.certifiedInventory as unknown as { totalCount: number; nodes: { vin: string; kind: string; mileage: number }[] };
    expect(page.totalCount).toBe((await search('kind=cpo&mileageMax=40000')).total);
    expect(page.nodes.every((node) => node.kind === 'cpo' && node.mileage <= 40_000)).toBe(true);
    const cpoVin = page.nodes[0]!.vin;
    const newVin = (await search('kind=new')).vehicles[0]!.vin;
    const lookups = await graphql(`query ($cpo: String!, $new: String!) {
      a: certifiedVehicleByVin(vin: $cpo) { vin kind } b: vehicleByVin(vin: $cpo) { vin } c: vehicleByVin(vin: $new) { vin kind } d: certifiedVehicleByVin(vin: $new) { vin } }`, { cpo: cpoVin, new: newVin });
    expect(lookups.body.data).toEqual({ a: { vin: cpoVin, kind: 'cpo' }, b: null, c: { vin: newVin, kind: 'new' }, d: null });
  });

  it('refuses bad input with BAD_USER_INPUT errors', async () => {
    const vin = await graphql('{ vehicleByVin(vin: "JF1ABC") { vin } }');
    expect(vin.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/VIN/), extensions: { code: 'BAD_USER_INPUT' } });
    const zip = await graphql('{ retailerInventoryV2(filter: { zip: "00001" }) { totalCount } }');
    expect(zip.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/No US ZIP code 00001/), extensions: { code: 'BAD_USER_INPUT' } });
    const size = await graphql('{ retailerInventory(pageSize: 500) { total } }');
    expect(size.body.errors?.[0]?.message).toMatch(/pageSize/);
    const sort = await graphql('{ retailerInventoryV2(sort: MILEAGE_ASC) { totalCount } }');
    expect(sort.body.errors?.[0]?.message).toMatch(/certified pre-owned/);
  });

  it('limits what one query may ask: at most 3 searches, and no deeper than 6 levels', async () => {
    const four = await graphql('{ a: retailerInventory { total } b: retailerInventory { total } c: certifiedInventory { totalCount } d: retailerInventoryV2 { totalCount } }');
    expect(four.status).toBe(400);
    expect(four.body.errors?.[0]?.message).toMatch(/At most 3 inventory searches/);
    const deep = await graphql('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }');
    expect(deep.status).toBe(400);
    expect(JSON.stringify(deep.body.errors)).toMatch(/depth/i);
    const three = await graphql('{ a: retailerInventory { total } b: certifiedInventory { totalCount } c: retailerInventoryV2 { totalCount } }');
    expect(three.body.errors).toBeUndefined();
  });

  it('serves no GraphiQL outside development', async () => {
    expect((await t.app.inject({ url: '/graphiql' })).statusCode).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes the REST inventory services (GraphQL describes itself)', async () => {
    const document = (await t.app.inject({ url: '/services/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/services/inventory/search', '/services/inventory/vin/{vin}']));
    expect(Object.keys(document.paths).some((path) => path.includes('graphql'))).toBe(false);
  });
});
