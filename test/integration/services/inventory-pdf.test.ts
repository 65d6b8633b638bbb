import { Validator } from '@seriousme/openapi-schema-validator';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InventoryListing } from '#domain/inventory/types.ts';
import { makeVin } from '#domain/inventory/vin.ts';
import { pdfDelivery } from '#server/pdf/delivery.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { fontNames, pageTexts } from '../../support/pdf-text.ts';

let t: TestApp;
let fresh: InventoryListing[];
let certified: InventoryListing[];
beforeAll(async () => {
  t = await createTestApp();
  fresh = (await t.app.repositories.inventory.search({ kind: 'new', pageSize: 3 }, { facets: false })).vehicles;
  certified = (await t.app.repositories.inventory.search({ kind: 'cpo', pageSize: 2 }, { facets: false })).vehicles;
});
afterAll(async () => t.close());

async function pdf(url: string) {
  const started = performance.now();
  const response = await t.app.inject({ url });
  const ms = Math.round(performance.now() - started);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['cache-control']).toBe('public, max-age=120');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  const document = await PDFDocument.load(response.rawPayload);
  const pages = pageTexts(document);
  if (process.env.PDF_SIZES) console.log(`${url}: ${response.rawPayload.length} bytes, ${document.getPageCount()} pages, ${ms} ms`);
  return { response, document, pages, text: pages.join('\n'), bytes: response.rawPayload.length };
}

const status = async (url: string) => (await t.app.inject({ url })).statusCode;
const titleOf = (vehicle: InventoryListing) => `${vehicle.year} ${vehicle.modelName} ${vehicle.trimName}`;

describe('vehicle sheets', () => {
  it("draws a new vehicle's sheet: title, MSRP, destination charge and total, details, retailer, VIN, stock number, printed date", async () => {
    const vehicle = fresh[0]!;
    const { document, text, response } = await pdf(`/services/inventory/pdf/vehicle/${vehicle.vin}?lang=en`);
    expect(document.getTitle()).toBe(titleOf(vehicle));
    expect(response.headers['content-disposition']).toBe(`inline; filename="halden-${vehicle.year}-${vehicle.modelName.toLowerCase().replace(/[^a-z0-9.]+/g, '-')}-${vehicle.vin.toLowerCase()}-en.pdf"`);
    expect(document.getPageCount()).toBe(1);
    for (const expected of [titleOf(vehicle), vehicle.vin, vehicle.stockNumber, vehicle.retailerName, 'MSRP', 'Vehicle details', 'Exterior', 'Transmission', 'Printed ', 'Page 1 of 1']) expect(text).toContain(expected);
    // A new vehicle's price includes the destination charge: MSRP, the charge and the total, one line each.
    expect(vehicle.price).toBeGreaterThan(vehicle.msrp);
    const dollars = (amount: number) => `\\$${amount.toLocaleString('en-US')}`;
    expect(text).toMatch(new RegExp(`MSRP\\s+${dollars(vehicle.msrp)}`));
    expect(text).toMatch(new RegExp(`Destination charge\\s+${dollars(vehicle.price - vehicle.msrp)}`));
    expect(text).toMatch(new RegExp(`Total with destination\\s+${dollars(vehicle.price)}`));
    expect(text).not.toContain('Includes the destination charge');
    expect(text).not.toContain('Certified on');
    // The retailer's address and phone come from the retailer network.
    const retailer = (await t.app.repositories.retailers.byId(vehicle.retailerId))!;
    expect(text).toContain(retailer.address.line1);
    expect(text).toContain(retailer.phone);
  }, 60_000);

  it('draws a certified pre-owned sheet with "Price", mileage and the certification date, and in Spanish', async () => {
    const vehicle = certified[0]!;
    const en = await pdf(`/services/inventory/pdf/vehicle/${vehicle.vin.toLowerCase()}?lang=en`);
    expect(en.text).toContain(`Price  `);
    expect(en.text).not.toContain('MSRP');
    expect(en.text).toContain(`${vehicle.mileage!.toLocaleString('en-US')} miles`);
    expect(en.text).toContain('Certified on');
    expect(en.text).toContain('Certified pre-owned');
    const es = await pdf(`/services/inventory/pdf/vehicle/${vehicle.vin}?lang=es`);
    expect(es.text).toContain('Seminuevos certificados');
    expect(es.text).toContain('Detalles del vehículo');
    expect(es.text).toContain(vehicle.vin);
  }, 60_000);

  it('embeds Noto Sans SC for a Chinese sheet, whose text reads back in Chinese', async () => {
    const vehicle = fresh[1]!;
    const en = await pdf(`/services/inventory/pdf/vehicle/${vehicle.vin}?lang=en`);
    const zh = await pdf(`/services/inventory/pdf/vehicle/${vehicle.vin}?lang=zh`);
    expect([...fontNames(zh.document)].some((name) => /NotoSansSC/i.test(name))).toBe(true);
    expect([...fontNames(en.document)].some((name) => /NotoSansSC/i.test(name))).toBe(false);
    expect(zh.text).toContain('打印日期');
    expect(zh.text).toContain('车辆详情');
    expect(zh.text).toContain(vehicle.vin);
    // CJK glyph subsets on top of the same picture of the vehicle.
    expect(zh.bytes - en.bytes).toBeGreaterThan(20_000);
  }, 60_000);

  it('answers the same document again from memory', async () => {
    const url = `/services/inventory/pdf/vehicle/${fresh[0]!.vin}?lang=en`;
    const first = await t.app.inject({ url });
    // Watched, not replaced: the pool still draws whatever it is asked to. From memory, it is asked nothing (a time
    // bound said the same less surely: on a loaded host even a remembered answer can take 200 ms).
    const render = vi.spyOn(pdfDelivery(t.app).pool, 'render');
    const second = await t.app.inject({ url });
    expect(render).not.toHaveBeenCalled();
    render.mockRestore();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  }, 60_000);

  it('answers 400 for an invalid VIN or language and 404 for a valid VIN not in the inventory', async () => {
    const missing = makeVin({ prefix: 'JF1', descriptor: 'ZZZZ9', year: 2026, plant: 'G', serial: 1 });
    expect(await status(`/services/inventory/pdf/vehicle/${missing}`)).toBe(404);
    expect(await status('/services/inventory/pdf/vehicle/JF1ABC')).toBe(400);
    const wrongCheck = `${missing.slice(0, 8)}${missing.charAt(8) === '0' ? '1' : '0'}${missing.slice(9)}`;
    expect(await status(`/services/inventory/pdf/vehicle/${wrongCheck}`)).toBe(400);
    expect(await status(`/services/inventory/pdf/vehicle/${fresh[0]!.vin}?lang=fr`)).toBe(400);
  });
});

describe('comparisons', () => {
  it('puts up to three vehicles side by side, landscape for three and portrait for two', async () => {
    const three = await pdf(`/services/inventory/pdf/compare?${fresh.map((vehicle) => `vin=${vehicle.vin}`).join('&')}&lang=en`);
    const size = three.document.getPage(0).getSize();
    expect(size.width).toBeGreaterThan(size.height);
    expect(three.document.getTitle()).toBe('Compare local inventory');
    for (const vehicle of fresh) {
      expect(three.text).toContain(vehicle.vin);
      expect(three.text).toContain(titleOf(vehicle));
    }
    expect(three.text).toContain('Availability');
    const two = await pdf(`/services/inventory/pdf/compare?vin=${certified[0]!.vin},${certified[1]!.vin}&lang=zh`);
    const portrait = two.document.getPage(0).getSize();
    expect(portrait.width).toBeLessThan(portrait.height);
    expect(two.text).toContain('比较认证二手车');
    expect(two.text).toContain(certified[1]!.vin);
  }, 60_000);

  it('leaves out invalid and unknown VINs; 400 without a valid VIN or with more than three, 404 when none is in stock', async () => {
    const missing = makeVin({ prefix: 'JF1', descriptor: 'ZZZZ9', year: 2026, plant: 'G', serial: 2 });
    const { text } = await pdf(`/services/inventory/pdf/compare?vin=NOPE&vin=${missing}&vin=${fresh[0]!.vin}`);
    expect(text).toContain(fresh[0]!.vin);
    expect(await status('/services/inventory/pdf/compare')).toBe(400);
    expect(await status('/services/inventory/pdf/compare?vin=NOPE')).toBe(400);
    expect(await status(`/services/inventory/pdf/compare?vin=${missing}`)).toBe(404);
    expect(await status(`/services/inventory/pdf/compare?${[...fresh, certified[0]!].map((vehicle) => `vin=${vehicle.vin}`).join('&')}`)).toBe(400);
  }, 60_000);
});

describe('inventory lists', () => {
  it('lists at most 200 vehicles, says so when the search finds more, describes the search and numbers the pages', async () => {
    const total = (await t.app.repositories.inventory.search({ kind: 'new' }, { facets: false })).total;
    expect(total).toBeGreaterThan(200);
    const { document, text, pages, response } = await pdf('/services/inventory/pdf/list?kind=new&lang=en');
    expect(response.headers['content-disposition']).toBe('inline; filename="halden-local-inventory-en.pdf"');
    expect(document.getTitle()).toBe('Halden · Local inventory');
    expect(text).toContain(`${total.toLocaleString('en-US')} vehicles`);
    expect(text).toContain(`This list shows the first 200 of ${total.toLocaleString('en-US')} vehicles`);
    expect(text).toContain('No filters: all vehicles');
    expect(text).toContain('Sort by: Price: low to high');
    expect(text.match(/[A-HJ-NPR-Z0-9]{17}/g)?.length).toBe(200);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    // The first vehicles are those the search service lists first.
    const first = (await t.app.repositories.inventory.search({ kind: 'new', pageSize: 5 }, { facets: false })).vehicles;
    const order = first.map((vehicle) => text.indexOf(vehicle.vin));
    expect(order.every((position, index) => position > (order[index - 1] ?? -1))).toBe(true);
  }, 120_000);

  it('lists a filtered search from a ZIP with distances and the filters in words, without a cut when all fit', async () => {
    const model = fresh[0]!.modelCode;
    const query = `kind=new&model=${model}&zip=66952&radius=250&priceMax=500000&sort=price-desc`;
    const expected = await t.app.inject({ url: `/services/inventory/search?${query.replace('radius=250', 'radius=250&pageSize=48')}` });
    const found = expected.json() as { total: number; vehicles: InventoryListing[] };
    const { text } = await pdf(`/services/inventory/pdf/list?${query}&lang=en`);
    expect(text).toContain(`Model: ${fresh[0]!.modelName}`);
    expect(text).toContain('Price: Up to $500,000');
    expect(text).toContain('Sort by: Price: high to low');
    expect(text).toMatch(/vehicles within 250 miles of .*66952/);
    expect(text).toContain('Distance');
    expect(text).toContain(`${found.vehicles[0]!.distance} mi`);
    if (found.total <= 200) {
      expect(text).not.toContain('This list shows the first');
      expect(text.match(/[A-HJ-NPR-Z0-9]{17}/g)?.length).toBe(found.total);
    }
  }, 120_000);

  it('lists certified pre-owned vehicles with mileage, in Chinese, and reads a bad address leniently', async () => {
    const { text, document } = await pdf('/services/inventory/pdf/list?kind=cpo&mileageMax=30000&sort=mileage-asc&lang=zh');
    expect(document.getTitle()).toContain('认证二手车');
    expect(text).toContain('里程：30,000 英里以内');
    expect(text).toContain('排序方式：里程：由低到高');
    expect([...fontNames(document)].some((name) => /NotoSansSC/i.test(name))).toBe(true);
    // A ZIP nobody lives at, a price that is no number and an unknown order are left out, as the pages leave them.
    const lenient = await pdf('/services/inventory/pdf/list?kind=new&zip=00000&priceMax=abc&sort=sideways');
    expect(lenient.text).toContain('Sort by: Price: low to high');
    expect(lenient.text).not.toContain('Distance');
    expect(await status('/services/inventory/pdf/list?kind=used')).toBe(400);
    expect(await status('/services/inventory/pdf/list?lang=fr')).toBe(400);
  }, 120_000);
});

describe('the OpenAPI document', () => {
  it('describes the three inventory PDF routes under "inventory", and stays valid', async () => {
    const response = await t.app.inject({ url: '/services/openapi.json' });
    const document = response.json() as { paths: Record<string, { get?: { tags?: string[]; parameters?: { name: string }[] } }> };
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    for (const path of ['/services/inventory/pdf/vehicle/{vin}', '/services/inventory/pdf/compare', '/services/inventory/pdf/list']) {
      expect(document.paths[path]?.get?.tags, path).toEqual(['inventory']);
    }
    const listParameters = document.paths['/services/inventory/pdf/list']?.get?.parameters?.map((parameter) => parameter.name) ?? [];
    for (const name of ['kind', 'lang', 'model', 'year', 'trim', 'color', 'feature', 'priceMin', 'priceMax', 'zip', 'radius', 'sort', 'mileageMax']) expect(listParameters).toContain(name);
  });
});
