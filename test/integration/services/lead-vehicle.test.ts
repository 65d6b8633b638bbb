/**
 * Leads carry what the shopper looked at (issue 17): an inventory vehicle by its VIN, a Build & Price build by its
 * saved-build token (or, without script, its choices), a trade-in by its own VIN — each derived again by the server,
 * stored as the lead's `vehicle`, and shown in the retailer's e-mail, the webhook's JSON and the digital team's export.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuratorData } from '#domain/build-price/data.ts';
import { replayBuild } from '#domain/build-price/replay.ts';
import { findModel, findYear } from '#domain/catalog/catalog.ts';
import type { BuildLeadVehicle, InventoryLeadVehicle, LeadVehicle, TradeInLeadVehicle } from '#domain/forms/lead-vehicle.ts';
import { parseGeoData } from '#domain/geo/geo-data.ts';
import { pricingLocation, visitorContext } from '#domain/geo/visitor-context.ts';
import type { InventoryListing } from '#domain/inventory/types.ts';
import { buildToken } from '#db/repositories/saved-builds.ts';
import { leads } from '#db/schema.ts';
import { vehicleExists } from '#server/forms/checks.ts';
import { createTestApp, SAME_ORIGIN, TEST_ORIGIN, type TestApp } from '../../support/app.ts';
import { decodeEntities } from '../../support/html.ts';

const mailDir = mkdtempSync(join(tmpdir(), 'halden-lead-vehicle-mail-'));
const EXPORT_TOKEN = 'lead-vehicle-export-token-0123456789';
const hooks: { key: string | null; body: Record<string, unknown> }[] = [];
let hookServer: Server;

let t: TestApp;
beforeAll(async () => {
  // A retailer's webhook on this machine: every lead is POSTed to it as JSON by the app's own outbox worker.
  hookServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      hooks.push({ key: String(request.headers['idempotency-key'] ?? ''), body: JSON.parse(body) as Record<string, unknown> });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  const { port } = hookServer.address() as AddressInfo;
  t = await createTestApp({
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/leads`,
    LEADS_MAIL_DIR: mailDir,
    LEADS_WORKER: 'on',
    LEADS_WORKER_INTERVAL_MS: '50',
    LEADS_EXPORT_TOKEN: EXPORT_TOKEN,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => hookServer?.close(() => resolve()));
  rmSync(mailDir, { recursive: true, force: true });
});

/** Each request from its own address, so the per-IP limits stay out of the way. */
let address = 0;
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** The visitor's geo data as the browser writes it (the cookie the server reads the visitor's location from). */
const geoCookie = (place: { zipCode: string; state: string; region?: string }) =>
  `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), userZipCode: place.zipCode, ...place }))}`;
const KANSAS = { zipCode: '66952', state: 'KS' };
const CALIFORNIA = { zipCode: '90012', state: 'CA' };

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextAddress(),
  });
}

const person = { firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@example.com', phone: '555-555-0100', contactMethod: 'email', comments: 'Is it still there?' };
const storedLead = async (id: string) => (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0];
const confirmation = (response: { json(): unknown }) => (response.json() as { confirmationId: string }).confirmationId;
/** React's text escaping, undone: the page's text as the visitor reads it. */
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** An in-stock new vehicle at an Active retailer, with that retailer's ZIP. */
let stock: InventoryListing;
let stockZip: string;
async function inStockVehicle() {
  const page = await t.app.repositories.inventory.search({ kind: 'new', pageSize: 48 });
  for (const vehicle of page.vehicles) {
    const retailer = await t.app.repositories.retailers.byId(vehicle.retailerId);
    if (vehicle.status === 'in-stock' && retailer?.status === 'Active') return { vehicle, zip: retailer.address.zipcode };
  }
  throw new Error('no in-stock vehicle at an active retailer in the seeded inventory');
}

/** The example build: 2026 Vanta Sport, 8-speed automatic, Arctic White, Performance Package, floor liners. */
const BUILD = {
  year: 2026,
  modelCode: 'VNTA',
  trimCode: 'SPRT',
  transmissionCode: '8AT',
  optionPackageCode: 'PERF',
  exteriorColorCode: 'W1A',
  interiorColorCode: 'SLB',
  accessories: ['FLOORLINER'],
};

/** The build's total as the Build & Price summary computes it for a visitor with this geo data. */
async function summaryTotal(place: { zipCode: string; state: string }) {
  const catalog = await t.app.repositories.catalog.get();
  const model = findModel(catalog, 'VNTA')!;
  const location = pricingLocation(visitorContext(parseGeoData(decodeURIComponent(geoCookie(place).slice('geo-data='.length)))));
  const data = configuratorData(catalog, model, findYear(model, 2026)!, 'en', location);
  const { build } = replayBuild(data, { trimCode: 'SPRT', transmissionCode: '8AT', exterior: 'W1A', interior: 'SLB', packageCode: 'PERF', accessories: ['FLOORLINER'] }, 'summary');
  return build.price;
}

let token: string;
const ids: { inventory?: string; build?: string; testDrive?: string; tradeIn?: string } = {};

beforeAll(async () => {
  ({ vehicle: stock, zip: stockZip } = await inStockVehicle());
  const saved = await t.app.inject({ method: 'POST', url: '/services/vehicles/config/build', headers: SAME_ORIGIN, payload: BUILD, remoteAddress: nextAddress() });
  expect(saved.statusCode, saved.body).toBe(201);
  token = (saved.json() as { token: string }).token;
});

describe('a quote from an inventory vehicle', () => {
  it('opens with the vehicle and its retailer, without the confirm-retailer detour', async () => {
    const page = await t.app.inject({ url: `/shopping-tools/get-local-price.html?vin=${stock.vin}&retailer=${stock.retailerId}&year=${stock.year}&model=${stock.modelCode}` });
    expect(page.statusCode, page.headers.location as string).toBe(200);
    const text = decodeEntities(page.body);
    expect(text).toContain(`Your vehicle: ${stock.year} ${stock.modelName} ${stock.trimName} · VIN ${stock.vin} · ${usd(stock.price)} at ${stock.retailerName}`);
    // The retailer starts as the vehicle's; the VIN goes with the form; the removal link drops the vehicle.
    expect(page.body).toContain(`&quot;retailer&quot;:&quot;${stock.retailerId}&quot;`);
    expect(page.body).toMatch(new RegExp(`<input type="hidden" name="vin" value="${stock.vin}"/>`));
    expect(text).toMatch(/href="\/shopping-tools\/get-local-price\.html\?retailer=\d{5}&year=\d{4}&model=[A-Z]+&trim=[A-Z]+&color=[A-Z0-9]+">Remove this vehicle<\/a>/);
  });

  it('stores the VIN, the price shown, the retailer and the labels, whatever the browser sent as the vehicle of interest', async () => {
    const response = await post('/services/contact/quote', { ...person, zipCode: stockZip, retailer: stock.retailerId, vin: stock.vin, vehicle: '2026|KSTL|PREM|' });
    expect(response.statusCode, response.body).toBe(201);
    ids.inventory = confirmation(response);
    const lead = await storedLead(ids.inventory);
    const vehicle = lead?.vehicle as InventoryLeadVehicle;
    expect(vehicle).toMatchObject({
      source: 'inventory',
      vin: stock.vin,
      kind: 'new',
      status: 'in-stock',
      stockNumber: stock.stockNumber,
      year: stock.year,
      model: { code: stock.modelCode, name: stock.modelName },
      trim: { code: stock.trimCode, name: stock.trimName },
      exteriorColor: { code: stock.exteriorColor.code },
      interiorColor: { code: stock.interiorColor.code },
      price: stock.price,
      msrp: stock.msrp,
      retailer: { id: stock.retailerId, name: stock.retailerName },
      page: `/vehicle-info/local-inventory/vehicle.html?vin=${stock.vin}`,
    });
    expect(vehicle.exteriorColor.name.length).toBeGreaterThan(2);
    expect(lead?.retailerId).toBe(stock.retailerId);
    expect(lead?.values).toMatchObject({ vin: stock.vin, vehicle: `${stock.year}|${stock.modelCode}|${stock.trimCode}|${stock.exteriorColor.code}` });
  });

  it('refuses a VIN the inventory does not hold with 400 and a translated field error, and stores nothing', async () => {
    const before = (await t.database.db.select({ id: leads.id }).from(leads)).length;
    // A well-formed brand VIN (its check digit right) that no retailer has.
    const response = await post('/services/contact/quote', { ...person, zipCode: stockZip, retailer: stock.retailerId, vin: 'JF2FACA12LG504787', vehicle: '2026|KSTL|PREM|' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', fields: { vin: { key: 'form.attached.error.vin', message: expect.stringContaining('could not find this vehicle') } } });
    expect((await t.database.db.select({ id: leads.id }).from(leads)).length).toBe(before);
    // Without script the page comes back in the visitor's language with the message and a way to remove the vehicle.
    const page = await post('/services/contact/quote', { ...person, lang: 'es', zipCode: stockZip, retailer: stock.retailerId, vin: 'JF2FACA12LG504787', vehicle: '2026|KSTL|PREM|' }, { accept: 'text/html' });
    expect(page.statusCode).toBe(400);
    expect(decodeEntities(page.body)).toContain('Este vehículo ya no figura en el inventario');
    expect(page.body).toContain('Quitar este vehículo');
  });

  it('stores the lead without the vehicle once the visitor removed it', async () => {
    const response = await post('/services/contact/quote', { ...person, zipCode: stockZip, retailer: stock.retailerId, vin: '', vehicle: `${stock.year}|${stock.modelCode}||` });
    expect(response.statusCode, response.body).toBe(201);
    const id = confirmation(response);
    const lead = await storedLead(id);
    expect(lead?.vehicle).toBeNull();
    expect(lead?.values.vehicle).toBe(`${stock.year}|${stock.modelCode}||`);
    // SQL NULL, not a JSON null: the export's vehicle columns appear only for leads that have one.
    expect(await t.database.db.select({ id: leads.id }).from(leads).where(and(eq(leads.id, id), isNull(leads.vehicle)))).toHaveLength(1);
  });

  it('does the same for a test drive', async () => {
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const { contactMethod: _c, ...rest } = person;
    const response = await post('/services/contact/testdrive', { ...rest, date: day, zipCode: stockZip, retailer: stock.retailerId, vin: stock.vin.toLowerCase(), vehicle: '' });
    expect(response.statusCode, response.body).toBe(201);
    ids.testDrive = confirmation(response);
    expect((await storedLead(ids.testDrive))?.vehicle).toMatchObject({ source: 'inventory', vin: stock.vin, price: stock.price, retailer: { id: stock.retailerId } });
  });
});

describe('a test drive of a certified pre-owned vehicle', () => {
  it('stores its mileage and the retailer\'s price, even for a model year the vehicle picker no longer offers', async () => {
    const page = await t.app.repositories.inventory.search({ kind: 'cpo', sort: 'year-asc', pageSize: 48 });
    let cpo: InventoryListing | undefined;
    for (const vehicle of page.vehicles) if ((await t.app.repositories.retailers.byId(vehicle.retailerId))?.status === 'Active') cpo ??= vehicle;
    if (!cpo) throw new Error('no certified pre-owned vehicle at an active retailer');
    const retailer = await t.app.repositories.retailers.byId(cpo.retailerId);
    // The oldest certified vehicle's model year is not one the vehicle-of-interest picker offers.
    expect(vehicleExists(await t.app.repositories.catalog.get(), `${cpo.year}|${cpo.modelCode}|${cpo.trimCode}|${cpo.exteriorColor.code}`)).toBe(false);
    const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const { contactMethod: _c, ...rest } = person;
    const response = await post('/services/contact/testdrive', { ...rest, date: day, zipCode: retailer!.address.zipcode, retailer: cpo.retailerId, vin: cpo.vin, vehicle: `${cpo.year}|${cpo.modelCode}|${cpo.trimCode}|${cpo.exteriorColor.code}` });
    expect(response.statusCode, response.body).toBe(201);
    expect((await storedLead(confirmation(response)))?.vehicle).toMatchObject({ source: 'inventory', kind: 'cpo', vin: cpo.vin, year: cpo.year, mileage: cpo.mileage, price: cpo.price });
  });
});

describe('a quote from a Build & Price build', () => {
  it('shows "Your build … $total" on the form', async () => {
    const page = await t.app.inject({ url: `/shopping-tools/get-local-price.html?model=VNTA&year=2026&trim=SPRT&color=W1A&token=${token}&retailer=10004`, headers: { cookie: geoCookie(KANSAS) } });
    expect(page.statusCode).toBe(200);
    expect(decodeEntities(page.body)).toContain('Your build: 2026 Vanta Sport · 8-speed automatic transmission · Arctic White · Performance Package · All-weather floor liners — $39,354');
    expect(page.body).toContain(`<input type="hidden" name="buildToken" value="${token}"/>`);
  });

  it('stores the token, the whole configuration and the total the summary computes for the visitor', async () => {
    const response = await post('/services/contact/quote', { ...person, zipCode: '66952', retailer: '10004', buildToken: token, vehicle: '2026|VNTA|SPRT|W1A' }, { cookie: geoCookie(KANSAS) });
    expect(response.statusCode, response.body).toBe(201);
    ids.build = confirmation(response);
    const lead = await storedLead(ids.build);
    const vehicle = lead?.vehicle as BuildLeadVehicle;
    expect(vehicle).toEqual({
      source: 'build',
      token,
      year: 2026,
      model: { code: 'VNTA', name: 'Vanta' },
      trim: { code: 'SPRT', name: 'Sport', price: 34_495 },
      transmission: { code: '8AT', name: '8-speed automatic transmission', price: 1500 },
      exteriorColor: { code: 'W1A', name: 'Arctic White', price: 0 },
      interiorColor: { code: 'SLB', name: expect.any(String) },
      package: { code: 'PERF', name: 'Performance Package', price: 1995 },
      accessories: [{ code: 'FLOORLINER', name: 'All-weather floor liners', price: 139 }],
      destination: { charge: 1225, state: 'KS', region: expect.stringMatching(/^\d{3}$/) },
      total: 39_354,
      // Kansas without a preferred retailer: no retailer account for the summary (decision 033).
      summaryAccountId: null,
      page: `/build/2026/all-categories/VNTA/SPRT/summary?token=${token}`,
    });
    expect(vehicle.total).toBe(await summaryTotal(KANSAS));
    expect(lead?.values).toMatchObject({ buildToken: token, vehicle: '2026|VNTA|SPRT|W1A' });
  });

  it('prices the build for where the visitor is (the destination charge follows their state)', async () => {
    const response = await post('/services/contact/quote', { ...person, zipCode: '66952', retailer: '10004', buildToken: token, vehicle: '2026|VNTA|SPRT|W1A' }, { cookie: geoCookie(CALIFORNIA) });
    expect(response.statusCode, response.body).toBe(201);
    const vehicle = (await storedLead(confirmation(response)))?.vehicle as BuildLeadVehicle;
    expect(vehicle.destination.state).toBe('CA');
    expect(vehicle.total).toBe(await summaryTotal(CALIFORNIA));
    expect(vehicle.total - vehicle.destination.charge).toBe(39_354 - 1225);
  });

  it('refuses a token no build is saved under with 400 and the field error', async () => {
    const response = await post('/services/contact/quote', { ...person, zipCode: '66952', retailer: '10004', buildToken: 'AAAAAAAAAAAAAAAAAAAAAA', vehicle: '2026|VNTA|SPRT|W1A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { buildToken: { key: 'form.attached.error.build', message: expect.stringContaining('saved build') } } });
    const page = await t.app.inject({ url: '/zh/shopping-tools/get-local-price.html?token=AAAAAAAAAAAAAAAAAAAAAA&retailer=10004' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('找不到这个已保存的配置');
  });

  it('followed without script, the summary link carries the choices: the form shows the build and its POST saves it', async () => {
    const query = 'model=VNTA&year=2026&trim=SPRT&color=W1A&tr=8AT&ext=W1A&int=SLB&pkg=PERF&acc=FLOORLINER&retailer=10004';
    const page = await t.app.inject({ url: `/shopping-tools/schedule-a-test-drive.html?${query}`, headers: { cookie: geoCookie(KANSAS) } });
    expect(page.statusCode).toBe(200);
    expect(decodeEntities(page.body)).toContain('Your build: 2026 Vanta Sport · 8-speed automatic transmission · Arctic White · Performance Package · All-weather floor liners — $39,354');
    const config = /<input type="hidden" name="buildConfig" value="([^"]+)"\/>/.exec(page.body)?.[1] ?? '';
    expect(config).toBe('2026.VNTA.SPRT.8AT.W1A.SLB.PERF.FLOORLINER');
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const { contactMethod: _c, ...rest } = person;
    const response = await post('/services/contact/testdrive', { ...rest, date: day, zipCode: '66952', retailer: '10004', buildConfig: config, vehicle: '' }, { cookie: geoCookie(KANSAS) });
    expect(response.statusCode, response.body).toBe(201);
    const lead = await storedLead(confirmation(response));
    const expected = buildToken({ ...BUILD });
    expect(lead?.vehicle).toMatchObject({ source: 'build', token: expected, total: 39_354 });
    expect(lead?.values.buildToken).toBe(expected);
    expect(lead?.values).not.toHaveProperty('buildConfig');
    expect(await t.app.repositories.savedBuilds.find(expected)).toMatchObject({ modelCode: 'VNTA', accessories: ['FLOORLINER'] });
  });
});

describe('a guaranteed trade-in', () => {
  it('keeps its own vehicle and estimate, and stores them as the lead vehicle too', async () => {
    const { contactMethod: _c, comments: _x, ...rest } = person;
    const response = await post('/services/gtp/submit', { ...rest, vin: 'JF2FACA12LG504787', mileage: '42000', condition: 'good', zipCode: stockZip, retailer: stock.retailerId });
    expect(response.statusCode, response.body).toBe(201);
    ids.tradeIn = confirmation(response);
    const lead = await storedLead(ids.tradeIn);
    const vehicle = lead?.vehicle as TradeInLeadVehicle;
    expect(vehicle).toMatchObject({ source: 'tradeIn', vin: 'JF2FACA12LG504787', year: 2020, model: { code: 'PICA' }, mileage: 42_000, condition: 'good' });
    expect(lead?.values).toMatchObject({ tradeInVehicle: `2020|PICA|${vehicle.trim.code}`, tradeInEstimate: String(vehicle.estimate), tradeInValidUntil: vehicle.validUntil });
  });
});

/** Quoted-printable undone: the e-mail's text as the retailer reads it. */
const decodeQp = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function waitFor<T>(find: () => T | undefined, what: string, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const emailOf = (id: string) => {
  const file = readdirSync(mailDir).find((name) => name.startsWith(`${id}-email-`) && name.endsWith('.eml'));
  return file && existsSync(join(mailDir, file)) ? decodeQp(readFileSync(join(mailDir, file), 'utf8')) : undefined;
};
const hookOf = (id: string) => hooks.find((hook) => hook.body.id === id)?.body;

describe('what the retailer and the digital team receive', () => {
  it('the e-mail has a readable vehicle block with links to the vehicle page and the saved build on PUBLIC_ORIGIN', async () => {
    const inventory = await waitFor(() => emailOf(ids.inventory!), 'the inventory lead e-mail');
    expect(inventory).toContain(`Inventory vehicle (new, in stock): ${stock.year} ${stock.modelName} ${stock.trimName}`);
    expect(inventory).toContain(`VIN: ${stock.vin}`);
    expect(inventory).toContain(`Price shown: ${usd(stock.price)}`);
    expect(inventory).toContain(`At: ${stock.retailerName}`);
    expect(inventory).toContain(`Vehicle page: ${TEST_ORIGIN}/vehicle-info/local-inventory/vehicle.html?vin=${stock.vin}`);

    const build = await waitFor(() => emailOf(ids.build!), 'the build lead e-mail');
    expect(build).toContain('Build & Price configuration: 2026 Vanta Sport');
    expect(build).toContain('Transmission: 8-speed automatic transmission $1,500');
    expect(build).toContain('Package: Performance Package $1,995');
    expect(build).toContain('All-weather floor liners $139');
    expect(build).toContain('Destination (KS): $1,225');
    expect(build).toContain('Total shown: $39,354');
    expect(build).toContain(`Saved build: ${TEST_ORIGIN}/build/2026/all-categories/VNTA/SPRT/summary?token=${token}`);

    const tradeIn = await waitFor(() => emailOf(ids.tradeIn!), 'the trade-in lead e-mail');
    expect(tradeIn).toContain('Trade-in vehicle: 2020 Pica');
    expect(tradeIn).toMatch(/Estimate: \$[\d,]+, guaranteed until \d{4}-\d{2}-\d{2}/);
  });

  it('the webhook JSON carries the vehicle with its absolute address', async () => {
    const inventory = await waitFor(() => hookOf(ids.inventory!), 'the inventory lead webhook');
    expect(inventory.vehicle).toMatchObject({ source: 'inventory', vin: stock.vin, price: stock.price, retailer: { id: stock.retailerId }, url: `${TEST_ORIGIN}/vehicle-info/local-inventory/vehicle.html?vin=${stock.vin}` });
    const build = await waitFor(() => hookOf(ids.build!), 'the build lead webhook');
    expect(build.vehicle).toMatchObject({ source: 'build', token, total: 39_354, package: { code: 'PERF' }, url: `${TEST_ORIGIN}/build/2026/all-categories/VNTA/SPRT/summary?token=${token}` });
    const plain = await waitFor(() => hooks.find((hook) => (hook.body.values as Record<string, string>).vin === '' || hook.body.vehicle === null)?.body, 'a lead without a vehicle');
    expect(plain.vehicle).toBeNull();
  });

  it('the export has the vehicle: NDJSON as an object, CSV in the vehicle_* columns', async () => {
    const authorization = `Bearer ${EXPORT_TOKEN}`;
    const ndjson = await t.app.inject({ url: '/services/leads/export?form=quote&format=ndjson', headers: { authorization } });
    expect(ndjson.statusCode).toBe(200);
    const rows = ndjson.body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: string; vehicle: LeadVehicle | null });
    expect(rows.find((row) => row.id === ids.inventory)?.vehicle).toMatchObject({ source: 'inventory', vin: stock.vin });
    expect(rows.find((row) => row.id === ids.build)?.vehicle).toMatchObject({ source: 'build', token, total: 39_354 });

    const csv = await t.app.inject({ url: '/services/leads/export?form=quote&format=csv', headers: { authorization } });
    const [header = '', ...lines] = csv.body.split('\r\n').filter(Boolean);
    const columns = header.split(',');
    expect(columns.slice(-6)).toEqual(['vehicle_source', 'vehicle_vin', 'vehicle_token', 'vehicle_summary', 'vehicle_price', 'vehicle_data']);
    const inventory = lines.find((line) => line.startsWith(`${ids.inventory},`)) ?? '';
    expect(inventory).toContain(`,inventory,${stock.vin},,`);
    expect(inventory).toContain(`,${stock.price},`);
    const build = lines.find((line) => line.startsWith(`${ids.build},`)) ?? '';
    expect(build).toContain(`,build,,${token},2026 Vanta Sport · 8-speed automatic transmission · Arctic White · Performance Package · All-weather floor liners,39354,`);
  });
});
