import { describe, expect, it } from 'vitest';
import { validateField } from '#domain/validation/index.ts';
import { vinCheckDigit as ruleCheckDigit } from '#domain/validation/rules.ts';
import { makeVin, modelYearCode, normaliseVin, VIN_PREFIXES, vinCheckDigit, vinLetter } from './vin.ts';

const valid = (vin: string) => validateField('vin', vin, { values: {}, brand: 'Halden', required: true });

describe('inventory VINs', () => {
  it('are the brand prefixes of the VIN rule, upper case', () => {
    expect(VIN_PREFIXES).toEqual(['JF1', 'JF2', '4S3', '4S4']);
  });

  it('compute the check digit with the VIN rule itself', () => {
    for (const vin of ['1M8GDM9AXKP042788', '4S4BTGNDXR3146983', 'JF2SKARC9PH490439', '11111111111111111']) {
      expect(vinCheckDigit(vin)).toBe(ruleCheckDigit(vin));
      expect(vinCheckDigit(vin)).toBe(vin.charAt(8));
    }
    expect(vinCheckDigit('JF1GPAY67G833O894')).toBeNull();
  });

  it('code the model year at position 10 (2020 L … 2026 T, 2027 V)', () => {
    expect([2010, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2030, 2031].map(modelYearCode).join('')).toBe('ALMNPRSTVY1');
    expect(() => modelYearCode(1979)).toThrow(RangeError);
  });

  it('are assembled with a correct check digit and pass the VIN rule', () => {
    for (const prefix of VIN_PREFIXES) {
      for (const serial of [0, 1, 42, 123_456, 999_999]) {
        for (const year of [2020, 2026, 2027]) {
          const vin = makeVin({ prefix, descriptor: 'CACA1', year, plant: 'G', serial });
          expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
          expect(vin.startsWith(prefix)).toBe(true);
          expect(vin.charAt(9)).toBe(modelYearCode(year));
          expect(vin.slice(11)).toBe(String(serial).padStart(6, '0'));
          expect(valid(vin), vin).toBeNull();
        }
      }
    }
  });

  it('refuse parts a VIN cannot hold', () => {
    expect(() => makeVin({ prefix: 'JT1', descriptor: 'CACA1', year: 2026, plant: 'G', serial: 1 })).toThrow(/brand prefix/);
    expect(() => makeVin({ prefix: 'JF1', descriptor: 'CIOQ1', year: 2026, plant: 'G', serial: 1 })).toThrow(/VIN characters/);
    expect(() => makeVin({ prefix: 'JF1', descriptor: 'CACA', year: 2026, plant: 'G', serial: 1 })).toThrow(/VIN characters/);
    expect(() => makeVin({ prefix: 'JF1', descriptor: 'CACA1', year: 2026, plant: 'G', serial: 1_000_000 })).toThrow(/six digits/);
  });

  it('letters for descriptor positions skip I, O and Q', () => {
    const letters = Array.from({ length: 30 }, (_, index) => vinLetter(index)).join('');
    expect(letters).not.toMatch(/[IOQ]/);
    expect(vinLetter(0)).toBe('A');
    expect(vinLetter(8)).toBe('J');
  });

  it('normalise what a visitor types for a lookup', () => {
    expect(normaliseVin(' jf2caca13vg204729 ')).toBe('JF2CACA13VG204729');
    expect(normaliseVin('JF2CACA13VG20472')).toBeNull();
    expect(normaliseVin('JF2CACA13VG2047O9')).toBeNull();
  });
});
