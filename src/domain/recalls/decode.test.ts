import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog } from '#test/support/build-data.ts';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { generateInventory, type InventoryRetailer } from '#domain/inventory/generate.ts';
import { makeVin } from '#domain/inventory/vin.ts';
import { validateField } from '#domain/validation/index.ts';
import { decodeVin, modelYearOf } from './decode.ts';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await loadTestCatalog();
});

const passesVinRule = (vin: string) => validateField('vin', vin, { values: {}, brand: 'Halden', required: true }) === null;

describe('decoding the brand’s VINs', () => {
  it('reads back the model, model year, trim and serial of every VIN the demo inventory makes (new and certified pre-owned)', async () => {
    const retailers = JSON.parse(await readFile(new URL('../../../catalog/retailers.json', import.meta.url), 'utf8')) as InventoryRetailer[];
    const vehicles = generateInventory(catalog, retailers, { newCount: 1500, cpoCount: 600 });
    expect(new Set(vehicles.map((vehicle) => vehicle.modelCode)).size).toBeGreaterThanOrEqual(8);
    expect(vehicles.some((vehicle) => vehicle.kind === 'cpo' && vehicle.year < 2026)).toBe(true);
    for (const vehicle of vehicles) {
      const decoded = decodeVin(vehicle.vin, catalog.models);
      expect(decoded, vehicle.vin).toEqual({
        vin: vehicle.vin,
        prefix: vehicle.vin.slice(0, 3),
        modelCode: vehicle.modelCode,
        modelName: vehicle.modelName,
        year: vehicle.year,
        trimCode: vehicle.trimCode,
        trimName: vehicle.trimName,
        plant: vehicle.vin.charAt(10),
        serial: Number(vehicle.vin.slice(11)),
      });
    }
  });

  it('reads a VIN typed in lower case with spaces around it', () => {
    expect(decodeVin(' jf2ceca16tg200000 ', catalog.models)).toMatchObject({ vin: 'JF2CECA16TG200000', modelCode: 'KSTL', year: 2026, trimCode: 'HYB', trimName: 'Hybrid', serial: 200_000 });
  });

  it('reads years before the catalog’s with the trims of the model’s earliest catalog year, as the pre-owned stock is built', () => {
    const vin = makeVin({ prefix: 'JF2', descriptor: 'CECA1', year: 2022, plant: 'G', serial: 4242 });
    expect(decodeVin(vin, catalog.models)).toMatchObject({ modelCode: 'KSTL', year: 2022, trimCode: 'HYB', serial: 4242 });
  });

  it('leaves the trim unknown when the letter names no trim of the year, but still knows the vehicle', () => {
    const vin = makeVin({ prefix: 'JF2', descriptor: 'CZCA1', year: 2027, plant: 'G', serial: 1 });
    expect(decodeVin(vin, catalog.models)).toMatchObject({ modelCode: 'KSTL', year: 2027, trimCode: null, trimName: null });
  });

  it('does not take VINs of other makes for ours, even when they pass the VIN rule', () => {
    const others = [
      'JTMABABA8RA060836', // the rule's jtmababa start: another maker's identifier
      'JF2SKARC9PH490439', // a real VIN with one of the prefixes: no model at S
      '4S4BTGNDXR3146983', // B is a model of ours, but G is no body style letter
      'JF1GPAY67G8331894', // G is a sedan of ours, A is not its body letter
      '4S3BNAH62G3049699',
    ];
    for (const vin of others) {
      expect(passesVinRule(vin), vin).toBe(true);
      expect(decodeVin(vin, catalog.models), vin).toBeNull();
    }
  });

  it('refuses a model letter past the catalog’s models, a serial that is not six digits and text that is no VIN', () => {
    expect(decodeVin(makeVin({ prefix: 'JF2', descriptor: 'ZACA1', year: 2026, plant: 'G', serial: 1 }), catalog.models)).toBeNull();
    const letters = makeVin({ prefix: 'JF2', descriptor: 'CACA1', year: 2026, plant: 'G', serial: 1 }).slice(0, 11) + 'ABCDEF';
    expect(decodeVin(letters, catalog.models)).toBeNull();
    expect(decodeVin('JF2CACA1', catalog.models)).toBeNull();
    expect(decodeVin('JF2CACA1OTG123456', catalog.models)).toBeNull();
  });
});

describe('the model year code (position 10)', () => {
  it('names the years of the current 30-year cycle, 2010 to 2039', () => {
    expect(['A', 'L', 'S', 'T', 'V', 'Y', '1', '9'].map(modelYearOf)).toEqual([2010, 2020, 2025, 2026, 2027, 2030, 2031, 2039]);
    expect(modelYearOf('t')).toBe(2026);
  });

  it('is no year for the characters the cycle leaves out', () => {
    for (const code of ['I', 'O', 'Q', 'U', 'Z', '0', '', 'TT']) expect(modelYearOf(code), code).toBeNull();
  });
});
