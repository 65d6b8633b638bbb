/**
 * Leads carry what the shopper looked at (issue 17): "Get a quote" on an in-stock vehicle goes straight to the form
 * (no confirm-retailer detour), the form shows the vehicle and its retailer, and the stored lead has its VIN; from a
 * configured Build & Price summary the form shows "Your build … $total" and the lead has the saved build's token, the
 * whole configuration and the total the summary showed. Leads are read back through the digital team's export.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { completions, leadForm, listenForCompletion } from './lead-form-helpers.ts';

interface ExportedVehicleLead {
  id: string;
  retailerId: string | null;
  values: Record<string, string | string[]>;
  vehicle: Record<string, unknown> | null;
}

/** The lead as the export gives it, with its vehicle. */
async function exported(request: APIRequestContext, id: string, form: string): Promise<ExportedVehicleLead> {
  const response = await request.get(`/services/leads/export?form=${form}&format=ndjson`, { headers: { authorization: `Bearer ${process.env.E2E_EXPORT_TOKEN ?? ''}` } });
  expect(response.status()).toBe(200);
  const lead = (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ExportedVehicleLead)
    .find((item) => item.id === id);
  if (!lead) throw new Error(`lead ${id} is not in the export`);
  return lead;
}

interface Listing {
  vin: string;
  status: string;
  year: number;
  modelName: string;
  trimName: string;
  price: number;
  retailerId: string;
  retailerName: string;
}

/** An in-stock new vehicle near 66952 whose retailer is Active (one the retailer finder lists). */
async function inStockVehicle(request: APIRequestContext): Promise<Listing> {
  const [search, dealers] = await Promise.all([
    request.get('/services/inventory/search?kind=new&zip=66952&radius=500&sort=distance&pageSize=48'),
    request.get('/services/dealers/by/zip?zipcode=66952&count=50'),
  ]);
  expect(search.status()).toBe(200);
  const active = new Set(((await dealers.json()) as { dealers: { dealer: { id: string } }[] }).dealers.map((item) => item.dealer.id));
  const vehicle = ((await search.json()) as { vehicles: Listing[] }).vehicles.find((item) => item.status === 'in-stock' && active.has(item.retailerId));
  if (!vehicle) throw new Error('no in-stock vehicle at an active retailer near 66952');
  return vehicle;
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const textbox = (island: Locator, name: string) => island.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillPerson(island: Locator, lastName: string) {
  await textbox(island, 'First name').fill('Ana');
  await textbox(island, 'Last name').fill(lastName);
  await textbox(island, 'Email').fill('ana.lopez@example.com');
}

async function submit(page: Page, island: Locator, button: string) {
  await listenForCompletion(page);
  await island.getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const [event] = await completions(page);
  expect(event?.confirmationId).toMatch(/^L[0-9A-Z]{10}$/);
  return event?.confirmationId ?? '';
}

test('a quote from an in-stock vehicle: no detour, the vehicle and its retailer on the form, and the lead with its VIN', async ({ page, request }, testInfo) => {
  const vehicle = await inStockVehicle(request);
  await page.goto(`/vehicle-info/local-inventory/vehicle.html?vin=${vehicle.vin}`);
  await page.getByRole('link', { name: 'Get a quote' }).click();
  // Straight to the form: the link names the vehicle's retailer, so the geogate does not ask for one.
  await expect(page).toHaveURL(new RegExp(`/shopping-tools/get-local-price\\.html\\?.*vin=${vehicle.vin}`));
  const island = await leadForm(page);
  const line = `Your vehicle: ${vehicle.year} ${vehicle.modelName} ${vehicle.trimName} · VIN ${vehicle.vin} · ${usd(vehicle.price)} at ${vehicle.retailerName}`;
  await expect(island.getByText(line)).toBeVisible();
  // The vehicle is the vehicle of interest: no picker meanwhile; its retailer is chosen, and stays chosen for a new ZIP.
  await expect(island.getByRole('combobox', { name: /^Year/ })).toHaveCount(0);
  const retailer = island.getByRole('radio', { name: new RegExp(vehicle.retailerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(retailer).toBeChecked();
  const surname = `Vin${testInfo.project.name}`;
  await fillPerson(island, surname);
  await textbox(island, 'ZIP code').fill('66952');
  await textbox(island, 'ZIP code').blur();
  await expect(retailer).toBeChecked();
  await island.getByRole('radio', { name: 'Email' }).check();
  const id = await submit(page, island, 'Get my local price');
  const lead = await exported(request, id, 'quote');
  expect(lead.retailerId).toBe(vehicle.retailerId);
  expect(lead.values).toMatchObject({ lastName: surname, vin: vehicle.vin, retailer: vehicle.retailerId });
  expect(lead.vehicle).toMatchObject({ source: 'inventory', vin: vehicle.vin, price: vehicle.price, retailer: { id: vehicle.retailerId, name: vehicle.retailerName } });
});

/** A Kansas visitor with a preferred retailer near them, as the site's own geo-data cookie holds it. */
async function kansasVisitor(context: BrowserContext, request: APIRequestContext) {
  const dealers = (await (await request.get('/services/dealers/by/zip?zipcode=66952&count=1')).json()) as { dealers: { dealer: { id: string; address: { zipcode: string } } }[] };
  const dealer = dealers.dealers[0]?.dealer;
  if (!dealer) throw new Error('no retailer near 66952');
  const value = encodeURIComponent(
    JSON.stringify({ version: '0001', savedAt: Date.now(), userZipCode: '66952', zipCode: '66952', city: 'Smith Center', state: 'KS', region: '060', selectedDealer: dealer.id, dealerZipCode: dealer.address.zipcode }),
  );
  await context.addCookies([{ name: 'geo-data', value, url: test.info().project.use.baseURL ?? 'http://127.0.0.1:3310' }]);
  return dealer.id;
}

const SUMMARY = '/build/2026/all-categories/VNTA/SPRT/summary?tr=8AT&ext=W1A&int=SLB&pkg=PERF&acc=FLOORLINER';

async function configuredSummary(page: Page): Promise<string> {
  await page.goto(SUMMARY);
  await expect(page.locator('x-build-price')).toHaveAttribute('data-island-state', 'hydrated');
  const total = (await page.locator('.bp-summary .bp-lines__total .bp-amount').textContent())?.trim() ?? '';
  expect(total).toMatch(/^\$\d{2},\d{3}$/);
  return total;
}

test('a quote from a configured build: "Your build … $total" on the form, and the lead with the token, the configuration and the summary total', async ({ page, context, request }, testInfo) => {
  const retailerId = await kansasVisitor(context, request);
  const total = await configuredSummary(page);
  await page.locator('.bp-summary__actions').getByRole('link', { name: 'Get a quote' }).click();
  // The summary saved the build and the form opened with its token.
  await expect(page).toHaveURL(/\/shopping-tools\/get-local-price\.html\?.*token=[A-Za-z0-9_-]{22}/);
  const token = new URL(page.url()).searchParams.get('token') ?? '';
  const island = await leadForm(page);
  await expect(island.getByText(`Your build: 2026 Vanta Sport · 8-speed automatic transmission · Arctic White · Performance Package · All-weather floor liners — ${total}`)).toBeVisible();
  const surname = `Build${testInfo.project.name}`;
  await fillPerson(island, surname);
  await island.getByRole('radio', { name: 'Email' }).check();
  const id = await submit(page, island, 'Get my local price');
  const lead = await exported(request, id, 'quote');
  expect(lead.retailerId).toBe(retailerId);
  expect(lead.values).toMatchObject({ lastName: surname, buildToken: token, vehicle: '2026|VNTA|SPRT|W1A' });
  expect(lead.vehicle).toMatchObject({
    source: 'build',
    token,
    year: 2026,
    model: { code: 'VNTA' },
    trim: { code: 'SPRT' },
    transmission: { code: '8AT' },
    exteriorColor: { code: 'W1A', name: 'Arctic White' },
    interiorColor: { code: 'SLB' },
    package: { code: 'PERF', name: 'Performance Package' },
    accessories: [{ code: 'FLOORLINER' }],
    destination: { state: 'KS' },
  });
  expect(usd(Number(lead.vehicle?.total))).toBe(total);
});

test('the build can be removed from the form: the vehicle picker takes its place and the lead goes without it @desktop', async ({ page, context, request }) => {
  await kansasVisitor(context, request);
  await configuredSummary(page);
  await page.locator('.bp-summary__actions').getByRole('link', { name: 'Schedule a test drive' }).click();
  await expect(page).toHaveURL(/\/shopping-tools\/schedule-a-test-drive\.html\?.*token=/);
  const island = await leadForm(page);
  await expect(island.getByText(/^Your build: 2026 Vanta Sport/)).toBeVisible();
  await island.getByRole('button', { name: 'Remove this build' }).click();
  await expect(island.getByText(/^Your build:/)).toHaveCount(0);
  // Focus moves to the picker that comes back, still holding the build's model.
  await expect(island.getByRole('combobox', { name: /^Year/ })).toBeFocused();
  await expect(island.getByRole('combobox', { name: /^Model/ })).toHaveValue('VNTA');
  await fillPerson(island, 'Removed');
  await textbox(island, 'Phone').fill('555-555-0100');
  await island.getByLabel(/^Preferred date/).fill(new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10));
  const id = await submit(page, island, 'Request a test drive');
  const lead = await exported(request, id, 'testDrive');
  expect(lead.vehicle).toBeNull();
  expect(lead.values).not.toHaveProperty('buildToken');
  expect(lead.values.vehicle).toBe('2026|VNTA|SPRT|W1A');
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the build travels as its choices, and "Remove this build" is a link to the form without it @desktop', async ({ page, context, request }) => {
    await kansasVisitor(context, request);
    await page.goto(SUMMARY);
    const total = (await page.locator('.bp-summary .bp-lines__total .bp-amount').textContent())?.trim() ?? '';
    await page.locator('.bp-summary__actions').getByRole('link', { name: 'Get a quote' }).click();
    await expect(page).toHaveURL(/\/shopping-tools\/get-local-price\.html\?.*tr=8AT.*acc=FLOORLINER/);
    const form = page.locator('form.lead-form');
    await expect(form.getByText(`Your build: 2026 Vanta Sport · 8-speed automatic transmission · Arctic White · Performance Package · All-weather floor liners — ${total}`)).toBeVisible();
    await expect(form.locator('input[type=hidden][name=buildConfig]')).toHaveValue('2026.VNTA.SPRT.8AT.W1A.SLB.PERF.FLOORLINER');
    await form.getByRole('link', { name: 'Remove this build' }).click();
    await expect(page).not.toHaveURL(/tr=|token=/);
    await expect(page.locator('form.lead-form').getByText(/^Your build:/)).toHaveCount(0);
  });
});
