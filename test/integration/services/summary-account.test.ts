/**
 * summaryData.summaryAccountId (decision 033): the retailer account a Build & Price summary is priced for and
 * attributed to. The build data service and the page answer it from the visitor's preferred retailer, the summary's
 * lead links carry it as the form's retailer, and a lead about the build stores it (and the retailer's e-mail shows it).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfiguratorData } from '#domain/build-price/data.ts';
import type { BuildLeadVehicle } from '#domain/forms/lead-vehicle.ts';
import { emptyGeoData, serializeGeoData } from '#domain/geo/geo-data.ts';
import { leads } from '#db/schema.ts';
import { vehicleText } from '#server/forms/delivery.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';
import { decodeEntities } from '../../support/html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

/** An active retailer of the seeded network and its ZIP. */
let retailer: { id: string; zip: string };
beforeAll(async () => {
  const found = (await t.app.repositories.retailers.all()).find((item) => item.status === 'Active');
  if (!found) throw new Error('no active retailer');
  retailer = { id: found.id, zip: found.address.zipcode };
});

/** The geo-data cookie of a visitor in Kansas who chose `dealer` as their preferred retailer. */
const visitor = (dealer: string) => ({
  cookie: `geo-data=${encodeURIComponent(serializeGeoData({ ...emptyGeoData(), zipCode: '66952', userZipCode: '66952', city: 'Lebanon', state: 'KS', selectedDealer: dealer, dealerZipCode: dealer ? retailer.zip : '' }))}`,
});

let address = 0;
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe('build data: summaryData.summaryAccountId', () => {
  it('is the active retailer the query names, and null without one or for a retailer the site does not have', async () => {
    const data = (url: string) => t.app.inject({ url }).then((response) => response.json<ConfiguratorData>());
    expect((await data(`/services/vehicles/config/data/2026/VNTA?retailer=${retailer.id}`)).summaryData).toEqual({ summaryAccountId: retailer.id });
    expect((await data('/services/vehicles/config/data/2026/VNTA')).summaryData).toEqual({ summaryAccountId: null });
    expect((await data('/services/vehicles/config/data/2026/VNTA?retailer=99999')).summaryData).toEqual({ summaryAccountId: null });
    expect((await t.app.inject({ url: '/services/vehicles/config/data/2026/VNTA?retailer=%3Cx%3E' })).statusCode).toBe(400);
  });

  it('is documented in the OpenAPI document', async () => {
    expect((await t.app.inject({ url: '/services/openapi.json' })).body).toContain('summaryAccountId');
  });
});

describe('summaryAccountId from the page to the lead', () => {
  let token: string;
  beforeAll(async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/services/vehicles/config/build',
      headers: SAME_ORIGIN,
      payload: { year: 2026, modelCode: 'VNTA', trimCode: 'SPRT', transmissionCode: '8AT', optionPackageCode: 'PERF', exteriorColorCode: 'W1A', interiorColorCode: 'SLB', accessories: [] },
      remoteAddress: nextAddress(),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    token = saved.json<{ token: string }>().token;
  });

  it("the summary embeds the visitor's retailer as the build data's account and its quote link starts the form with it", async () => {
    const page = await t.app.inject({ url: `/build/2026/all-categories/VNTA/SPRT/summary?token=${token}`, headers: visitor(retailer.id) });
    expect(page.statusCode).toBe(200);
    const html = decodeEntities(page.body);
    expect(html).toContain(`"summaryData":{"summaryAccountId":"${retailer.id}"}`);
    expect(html).toMatch(new RegExp(`href="/shopping-tools/get-local-price\\.html\\?model=VNTA&year=2026&trim=SPRT&color=W1A&retailer=${retailer.id}&token=${token}"`));
    // Without a preferred retailer there is no account, and the link names none.
    const anonymous = decodeEntities((await t.app.inject({ url: `/build/2026/all-categories/VNTA/SPRT/summary?token=${token}`, headers: visitor('') })).body);
    expect(anonymous).toContain('"summaryData":{"summaryAccountId":null}');
    expect(anonymous).not.toMatch(/get-local-price\.html\?[^"]*retailer=/);
  });

  it('the form opened from that link has the account as its retailer, and the lead stores it with the build', async () => {
    const form = await t.app.inject({ url: `/shopping-tools/get-local-price.html?model=VNTA&year=2026&trim=SPRT&color=W1A&retailer=${retailer.id}&token=${token}`, headers: visitor(retailer.id) });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`&quot;retailer&quot;:&quot;${retailer.id}&quot;`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/services/contact/quote',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, ...visitor(retailer.id) },
      payload: new URLSearchParams({ firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@example.com', phone: '555-555-0100', contactMethod: 'email', zipCode: '66952', retailer: retailer.id, buildToken: token, vehicle: '2026|VNTA|SPRT|W1A' }).toString(),
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ confirmationId: string }>().confirmationId;
    const lead = (await t.database.db.select().from(leads).where(eq(leads.id, id)))[0];
    const vehicle = lead?.vehicle as BuildLeadVehicle;
    expect(vehicle).toMatchObject({ source: 'build', token, summaryAccountId: retailer.id });
    expect(lead?.retailerId).toBe(retailer.id);
    expect(vehicleText(vehicle)).toContain(`  Summary account: retailer ${retailer.id}`);
  });

  it('a lead from a visitor without a preferred retailer has no summary account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/services/contact/quote',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, ...visitor('') },
      payload: new URLSearchParams({ firstName: 'Ana', lastName: 'Lopez', email: 'ana.lopez@example.com', phone: '555-555-0100', contactMethod: 'email', zipCode: '66952', retailer: retailer.id, buildToken: token, vehicle: '2026|VNTA|SPRT|W1A' }).toString(),
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const lead = (await t.database.db.select().from(leads).where(eq(leads.id, response.json<{ confirmationId: string }>().confirmationId)))[0];
    expect((lead?.vehicle as BuildLeadVehicle).summaryAccountId).toBeNull();
    expect(vehicleText(lead?.vehicle as BuildLeadVehicle).join('\n')).not.toContain('Summary account');
  });
});
