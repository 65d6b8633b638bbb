import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog, testBuildData } from '#test/support/build-data.ts';
import { replayBuild } from '#domain/build-price/replay.ts';
import { findModel, type Catalog } from '#domain/catalog/catalog.ts';
import { validateField } from '#domain/validation/index.ts';
import { CPO_YEARS_BACK, DEFAULT_CPO_COUNT, DEFAULT_NEW_COUNT, INVENTORY_REFERENCE_DATE, MAX_ACCESSORIES, choicesOf, generateInventory, type InventoryRetailer } from './generate.ts';
import type { InventoryVehicle } from './types.ts';
import { VIN_PREFIXES } from './vin.ts';

let catalog: Catalog;
let retailers: InventoryRetailer[];
let vehicles: InventoryVehicle[];
const fresh = () => vehicles.filter((vehicle) => vehicle.kind === 'new');
const certified = () => vehicles.filter((vehicle) => vehicle.kind === 'cpo');
const digest = (items: readonly InventoryVehicle[]) => createHash('sha256').update(JSON.stringify(items)).digest('hex');

beforeAll(async () => {
  catalog = await loadTestCatalog();
  retailers = JSON.parse(await readFile(new URL('../../../catalog/retailers.json', import.meta.url), 'utf8')) as InventoryRetailer[];
  vehicles = generateInventory(catalog, retailers);
});

/** Every n-th vehicle of a list: a sample spread over retailers, models and years. */
const sample = <T>(items: readonly T[], n: number) => items.filter((_, index) => index % n === 0);

describe('the demo inventory', () => {
  it('is the same every time for the same catalog and retailers', () => {
    expect(digest(generateInventory(catalog, retailers))).toBe(digest(vehicles));
    // …and a different seed gives a different one.
    expect(digest(generateInventory(catalog, retailers, { seed: 7, newCount: 50, cpoCount: 10 }))).not.toBe(digest(generateInventory(catalog, retailers, { newCount: 50, cpoCount: 10 })));
  });

  it('holds at least 20,000 new and 5,000 certified pre-owned vehicles, at Active retailers only, every Active retailer stocked', () => {
    expect(fresh()).toHaveLength(DEFAULT_NEW_COUNT);
    expect(certified()).toHaveLength(DEFAULT_CPO_COUNT);
    expect(DEFAULT_NEW_COUNT).toBeGreaterThanOrEqual(20_000);
    expect(DEFAULT_CPO_COUNT).toBeGreaterThanOrEqual(5_000);
    const active = new Set(retailers.filter((retailer) => retailer.status === 'Active').map((retailer) => retailer.id));
    expect(active.size).toBeGreaterThan(500);
    expect(vehicles.every((vehicle) => active.has(vehicle.retailerId))).toBe(true);
    expect(new Set(fresh().map((vehicle) => vehicle.retailerId))).toEqual(active);
  });

  it('gives every vehicle a unique VIN with a brand prefix that passes the VIN rule', () => {
    expect(new Set(vehicles.map((vehicle) => vehicle.vin)).size).toBe(vehicles.length);
    const problems = vehicles.flatMap((vehicle) => {
      if (!VIN_PREFIXES.includes(vehicle.vin.slice(0, 3))) return [`${vehicle.vin}: prefix`];
      const error = validateField('vin', vehicle.vin, { values: {}, brand: 'Halden', required: true });
      return error ? [`${vehicle.vin}: ${error.message}`] : [];
    });
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('numbers stock uniquely per retailer', () => {
    const keys = vehicles.map((vehicle) => `${vehicle.retailerId}|${vehicle.stockNumber}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('builds new vehicles from what the catalog offers: an active model year, a trim, its transmission, colours it allows, at most one package and three accessories', () => {
    // Problems are collected rather than asserted one by one: 21,000 vehicles × a dozen expect() calls is slow.
    const problems: string[] = [];
    const check = (ok: boolean | undefined, what: string) => {
      if (!ok) problems.push(what);
    };
    for (const vehicle of fresh()) {
      const at = `${vehicle.vin} (${vehicle.modelCode} ${vehicle.year} ${vehicle.trimCode})`;
      const model = findModel(catalog, vehicle.modelCode);
      const year = model?.years.find((item) => item.year === vehicle.year);
      check(model?.active && year?.active, `${at}: not an active model year`);
      const trim = year?.trims.find((item) => item.code === vehicle.trimCode);
      check(trim?.name === vehicle.trimName, `${at}: trim name`);
      check(trim?.transmissions.some((item) => item.code === vehicle.transmission), `${at}: transmission ${vehicle.transmission}`);
      check(trim?.colors.includes(vehicle.exteriorColor.code), `${at}: colour ${vehicle.exteriorColor.code} not offered`);
      const exterior = year?.exteriorColors.find((color) => color.code === vehicle.exteriorColor.code);
      check(exterior?.name.en === vehicle.exteriorColor.name && exterior.rgb === vehicle.exteriorColor.hex, `${at}: colour name or hex`);
      check(exterior?.interiorColors.some((item) => item.code === vehicle.interiorColor.code), `${at}: interior ${vehicle.interiorColor.code}`);
      check(vehicle.packages.length <= 1, `${at}: more than one package`);
      for (const pkg of vehicle.packages) check(trim?.optionPackages.some((item) => item.code === pkg), `${at}: package ${pkg}`);
      check(vehicle.accessories.length <= MAX_ACCESSORIES, `${at}: more than ${MAX_ACCESSORIES} accessories`);
      for (const code of vehicle.accessories) check((trim?.accessoryStates[code] ?? 'Available') === 'Available', `${at}: accessory ${code} is not Available on the trim`);
      check(vehicle.mileage === null && vehicle.certifiedOn === null, `${at}: mileage or certification on a new vehicle`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('is mostly in stock (about 85 %), the rest in transit', () => {
    const inStock = fresh().filter((vehicle) => vehicle.status === 'in-stock').length / fresh().length;
    expect(inStock).toBeGreaterThan(0.82);
    expect(inStock).toBeLessThan(0.88);
  });

  it("prices a new vehicle as Build & Price does for the same choices: the build's price with destination, the MSRP without", () => {
    const checked = sample(fresh(), 70);
    expect(checked.length).toBeGreaterThanOrEqual(300);
    for (const vehicle of checked) {
      const data = testBuildData(catalog, vehicle.modelCode, vehicle.year);
      const { build } = replayBuild(data, choicesOf(vehicle), 'summary');
      expect(build.price, vehicle.vin).toBe(vehicle.price);
      expect(vehicle.msrp, vehicle.vin).toBe(build.price - data.destination.charge);
      expect(build.packages.selected?.code ?? null).toBe(vehicle.packages[0] ?? null);
      expect(build.accessories.added.map((item) => item.code).sort()).toEqual([...vehicle.accessories].sort());
    }
  });

  it('makes certified pre-owned vehicles older model years, with mileage for their age, a depreciated price and a recent certification', () => {
    const reference = Date.parse(`${INVENTORY_REFERENCE_DATE}T00:00:00Z`);
    const referenceYear = new Date(reference).getUTCFullYear();
    const problems: string[] = [];
    for (const vehicle of certified()) {
      const model = findModel(catalog, vehicle.modelCode);
      const newest = Math.min(Math.min(...(model?.years.map((year) => year.year) ?? [0])), referenceYear) - 1;
      const age = referenceYear - vehicle.year;
      const certifiedOn = Date.parse(`${vehicle.certifiedOn}T00:00:00Z`);
      const checks: [boolean, string][] = [
        [vehicle.year <= newest && vehicle.year > newest - CPO_YEARS_BACK, `year ${vehicle.year}`],
        [vehicle.mileage !== null && vehicle.mileage >= age * 6_000 && vehicle.mileage <= 80_000, `mileage ${vehicle.mileage} at age ${age}`],
        [vehicle.price < vehicle.msrp && vehicle.price > vehicle.msrp * 0.3, `price ${vehicle.price} of msrp ${vehicle.msrp}`],
        [certifiedOn < reference && certifiedOn >= reference - 730 * 86_400_000, `certified ${vehicle.certifiedOn}`],
        [certifiedOn > Date.parse(`${vehicle.year - 1}-10-01T00:00:00Z`), `certified ${vehicle.certifiedOn} before it was built`],
      ];
      for (const [ok, what] of checks) if (!ok) problems.push(`${vehicle.vin}: ${what}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Newer cars cost more than older ones of the same model, on average.
    const mean = (year: number) => {
      const prices = certified().filter((vehicle) => vehicle.year === year).map((vehicle) => vehicle.price / vehicle.msrp);
      return prices.reduce((sum, value) => sum + value, 0) / prices.length;
    };
    expect(mean(referenceYear - 1)).toBeGreaterThan(mean(referenceYear - 5));
  });

  it("prices a certified vehicle's MSRP as Build & Price does for its trims and colours (those of the model's earliest catalog year)", () => {
    for (const vehicle of sample(certified(), 56)) {
      const model = findModel(catalog, vehicle.modelCode);
      const earliest = Math.min(...(model?.years.map((year) => year.year) ?? [0]));
      const data = testBuildData(catalog, vehicle.modelCode, earliest);
      expect(replayBuild(data, choicesOf(vehicle), 'summary').build.price - data.destination.charge, vehicle.vin).toBe(vehicle.msrp);
    }
  });

  it('spreads over the line-up: every active model, both active years, many trims and colours', () => {
    const activeModels = catalog.models.filter((model) => model.active).map((model) => model.code);
    expect(new Set(fresh().map((vehicle) => vehicle.modelCode))).toEqual(new Set(activeModels));
    expect(new Set(fresh().map((vehicle) => vehicle.year))).toEqual(new Set([2026, 2027]));
    expect(new Set(fresh().map((vehicle) => vehicle.exteriorColor.code)).size).toBeGreaterThan(10);
    expect(fresh().filter((vehicle) => vehicle.packages.length > 0).length / fresh().length).toBeGreaterThan(0.3);
    expect(fresh().filter((vehicle) => vehicle.accessories.length > 0).length / fresh().length).toBeGreaterThan(0.4);
  });
});
