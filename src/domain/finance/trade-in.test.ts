import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog } from '#test/support/build-data.ts';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { generateInventory, INVENTORY_REFERENCE_DATE, type InventoryRetailer } from '#domain/inventory/generate.ts';
import type { InventoryVehicle } from '#domain/inventory/types.ts';
import { ageInYears, retailValue } from './depreciation.ts';
import { CONDITIONS, decodeVin, estimateTradeIn, GUARANTEE_DAYS, MINIMUM_ESTIMATE, modelYearOf } from './trade-in.ts';

let catalog: Catalog;
let vehicles: InventoryVehicle[];
const today = new Date(`${INVENTORY_REFERENCE_DATE}T00:00:00Z`);

beforeAll(async () => {
  catalog = await loadTestCatalog();
  const retailers = JSON.parse(await readFile(new URL('../../../catalog/retailers.json', import.meta.url), 'utf8')) as InventoryRetailer[];
  vehicles = generateInventory(catalog, retailers, { newCount: 600, cpoCount: 600 });
});

describe('decoding a brand VIN', () => {
  it('gives back the model, trim and model year of every generated vehicle, new and certified', () => {
    for (const vehicle of vehicles) {
      const decoded = decodeVin(catalog, vehicle.vin.toLowerCase(), today);
      expect(decoded, vehicle.vin).not.toBeNull();
      expect([decoded?.model.code, decoded?.trim.code, decoded?.modelYear]).toEqual([vehicle.modelCode, vehicle.trimCode, vehicle.year]);
    }
  });

  it('refuses another maker’s VIN and text that is not a VIN', () => {
    expect(decodeVin(catalog, '1HGCM82633A004352', today)).toBeNull(); // a Honda
    expect(decodeVin(catalog, 'JF1-not-a-vin', today)).toBeNull();
  });

  it('reads position 10 as the latest model year of its cycle that is not after next year', () => {
    expect(modelYearOf('JF1AAAAA0T0000000', new Date('2026-11-22T00:00:00Z'))).toBe(2026);
    expect(modelYearOf('JF1AAAAA0V0000000', new Date('2026-11-22T00:00:00Z'))).toBe(2027);
    expect(modelYearOf('JF1AAAAA0W0000000', new Date('2026-11-22T00:00:00Z'))).toBe(1998);
    expect(modelYearOf('JF1AAAAA0J0000000', new Date('2026-11-22T00:00:00Z'))).toBe(2018);
    expect(modelYearOf('JF1AAAAA0U0000000', new Date('2026-11-22T00:00:00Z'))).toBeNull();
  });
});

describe('the estimate', () => {
  const trim = { msrp: 30_000 } as never;

  it('is 85 % of the depreciated retail value times the condition, rounded down to $50', () => {
    // A 2023 model on 2026-10-01: on the road since 2022-10-01, 4.0 years (1,461 days).
    const result = estimateTradeIn({ modelYear: 2023, trim }, 40_000, 'good', today);
    if (typeof result === 'string') throw new Error(result);
    const age = 1461 / 365.25;
    const retail = 30_000 * 0.84 * 0.9 ** (age - 1) + (age * 10_500 - 40_000) * 0.06;
    expect(retail).toBeCloseTo(18_490.8, 6); // 25,200 × 0.729 + 2,000 miles under × $0.06
    expect(result.estimate).toBe(Math.floor((retail * 0.85 * 0.95) / 50) * 50);
    expect(result.estimate).toBe(14_900); // 18,490.80 × 0.85 × 0.95 = 14,931.37
    expect(result.retail).toBe(18_491);
    expect(result.validUntil).toBe('2026-10-08');
    expect(result.ageYears).toBe(4);
    expect(result.expectedMiles).toBe(42_000);
  });

  it('orders the conditions: excellent > very good > good > fair > poor', () => {
    const values = (Object.keys(CONDITIONS) as (keyof typeof CONDITIONS)[]).map((condition) => {
      const result = estimateTradeIn({ modelYear: 2022, trim }, 50_000, condition, today);
      return typeof result === 'string' ? 0 : result.estimate;
    });
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(new Set(values).size).toBe(5);
  });

  it('never goes below the minimum, and refuses vehicles older than twelve years or not yet on the road', () => {
    const worn = estimateTradeIn({ modelYear: 2016, trim: { msrp: 18_000 } as never }, 400_000, 'poor', today);
    expect(typeof worn === 'string' ? worn : worn.estimate).toBe(MINIMUM_ESTIMATE);
    expect(estimateTradeIn({ modelYear: 2012, trim }, 90_000, 'good', today)).toBe('tooOld');
    expect(estimateTradeIn({ modelYear: 2028, trim }, 10, 'good', today)).toBe('notYet');
  });

  it('uses the same depreciation as the certified pre-owned prices', () => {
    for (const vehicle of vehicles.filter((item) => item.kind === 'cpo').slice(0, 50)) {
      const age = ageInYears(vehicle.year, today);
      // CPO prices are the retail value within ±3 %, rounded to $100 less $5, at least $4,995.
      const retail = retailValue(vehicle.msrp, age, vehicle.mileage ?? 0);
      if (vehicle.price > 4_995) expect(Math.abs(vehicle.price + 5 - retail) / retail, vehicle.vin).toBeLessThan(0.031 + 100 / retail);
    }
  });

  it('is guaranteed for a week', () => {
    expect(GUARANTEE_DAYS).toBe(7);
  });
});
