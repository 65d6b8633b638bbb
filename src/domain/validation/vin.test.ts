import { describe, expect, it } from 'vitest';
import { validateField } from './index.ts';
import { DEFAULT_VIN_PREFIXES, vinCheckDigit } from './rules.ts';
import type { ValidationContext } from './types.ts';

const context = (extra: Partial<ValidationContext> = {}): ValidationContext => ({ values: {}, brand: 'Halden', required: true, ...extra });
/** The VIN with position 9 set to its correct check digit (position 9 has weight 0, so it does not affect the sum). */
const withCheckDigit = (vin: string) => vin.slice(0, 8) + (vinCheckDigit(vin) ?? '?') + vin.slice(9);
const verdict = (vin: string, extra: Partial<ValidationContext> = {}) => validateField('vin', vin, context(extra))?.rule ?? 'valid';

/**
 * Genuine VINs with valid check digits, from public sources: the libvin test data (EPA fueleconomy.gov and NHTSA
 * vPIC decodes), NHTSA vPIC decode results, and the standard worked example of the check digit.
 */
const REAL_VINS: [vin: string, check: string, vehicle: string][] = [
  ['4S3BNAH62G3049699', '2', '2016 Subaru Legacy 2.5i (fueleconomy.gov vehicle 36406)'],
  ['JF1GPAY67G8331894', '7', '2016 Subaru Impreza wagon (fueleconomy.gov vehicle 36827)'],
  ['JF2SKARC9PH490439', '9', '2023 Subaru Forester Touring (NHTSA vPIC decode)'],
  ['4S4BTGNDXR3146983', 'X', '2024 Subaru Outback Limited (NHTSA vPIC decode): check value 10'],
  ['JTMABABA8RA060836', '8', '2024 Subaru Solterra Limited (jtmababa prefix)'],
  ['JTMABABA0PA002944', '0', '2023 Subaru Solterra Touring (jtmababa prefix)'],
  ['1M8GDM9AXKP042788', 'X', 'the standard worked example of the check digit (Motor Coach Industries)'],
  ['19XFC1F7XGE028370', 'X', '2016 Honda Civic (fueleconomy.gov vehicle 37075)'],
  ['5YFBURHE9FP280940', '9', '2015 Toyota Corolla (fueleconomy.gov vehicle 35500)'],
  ['11111111111111111', '1', 'all ones: the textbook self-checking VIN'],
];

describe('VIN check digit (position 9, weighted sum modulo 11, 10 → X)', () => {
  for (const [vin, check, vehicle] of REAL_VINS) {
    it(`${vin} (${vehicle}) has check digit ${check}`, () => {
      expect(vinCheckDigit(vin)).toBe(check);
      expect(vin.charAt(8)).toBe(check);
    });
  }

  it('is case-insensitive (reading: a check value of 10 is X or x)', () => {
    expect(vinCheckDigit('4s4btgndxr3146983')).toBe('X');
    expect(verdict('4s4btgndxr3146983')).toBe('valid');
    expect(verdict('jf1gpay67g8331894')).toBe('valid');
  });

  it('flags every single-character change of a real VIN that alters its check sum', () => {
    const vin = 'JF2SKARC9PH490439';
    for (let position = 0; position < 17; position++) {
      if (position === 8) continue; // weight 0 at the check digit itself
      const original = vin.charAt(position);
      const replacement = original === '5' ? '6' : '5';
      const changed = vin.slice(0, position) + replacement + vin.slice(position + 1);
      const expected = vinCheckDigit(changed) === changed.charAt(8) ? 'valid' : 'checkDigit';
      const rule = verdict(changed);
      // Changing the prefix region may make the prefix wrong first.
      if (position < 3 && rule === 'prefix') continue;
      expect(rule, `position ${position + 1}`).toBe(expected);
    }
  });

  it('returns null for characters a VIN cannot have (I, O, Q, punctuation)', () => {
    expect(vinCheckDigit('JF1GPAY67G833O894')).toBeNull();
    expect(vinCheckDigit('JF1GPAY67G833Q894')).toBeNull();
    expect(vinCheckDigit('JF1GPAY67G833-894')).toBeNull();
    expect(vinCheckDigit('JF1GPAY67G83318')).toBeNull();
  });
});

describe('VIN rule', () => {
  it('accepts the real Subaru VINs (default prefixes jf1, jf2, 4s3, 4s4) and the jtmababa ones', () => {
    for (const [vin] of REAL_VINS.slice(0, 6)) expect(verdict(vin), vin).toBe('valid');
  });

  it('rejects real VINs of other makers for their prefix, even with a valid check digit', () => {
    expect(verdict('1M8GDM9AXKP042788')).toBe('prefix');
    expect(verdict('19XFC1F7XGE028370')).toBe('prefix');
    expect(verdict('11111111111111111')).toBe('prefix');
  });

  it('takes the prefixes from the context (brand config), case-insensitively', () => {
    expect(verdict('5YFBURHE9FP280940')).toBe('prefix');
    expect(verdict('5YFBURHE9FP280940', { vinPrefixes: ['5YF'] })).toBe('valid');
    expect(verdict('JF1GPAY67G8331894', { vinPrefixes: ['5yf'] })).toBe('prefix');
    expect(DEFAULT_VIN_PREFIXES).toEqual(['jf1', 'jf2', '4s3', '4s4']);
  });

  it('prefix edge cases: jtmababa needs all 8 characters; JF3, 4S5, SJF are not prefixes; an empty prefix list leaves only jtmababa', () => {
    // Each candidate gets its correct check digit, so only the prefix can be wrong.
    expect(verdict(withCheckDigit('JTMABABB0RA060836'))).toBe('prefix');
    expect(verdict(withCheckDigit('JTMABAB00RA060836'))).toBe('prefix');
    for (const start of ['JF3', '4S5', 'SJF', 'F1G']) expect(verdict(withCheckDigit(`${start}GPAY60G8331894`)), start).toBe('prefix');
    for (const start of ['JF1', 'jf2', '4S3', '4s4']) expect(verdict(withCheckDigit(`${start}GPAY60G8331894`)), start).toBe('valid');
    expect(verdict('JTMABABA8RA060836', { vinPrefixes: [] })).toBe('valid');
    expect(verdict('JF1GPAY67G8331894', { vinPrefixes: [] })).toBe('prefix');
    expect(verdict('JF1GPAY67G8331894', { vinPrefixes: [''] })).toBe('prefix');
  });

  it('reading (DECISIONS): the check digit applies to jtmababa VINs too', () => {
    expect(verdict('JTMABABA9RA060836')).toBe('checkDigit');
  });

  it('letters I, O and Q are invalid; length is exactly 17; surrounding spaces are ignored', () => {
    expect(verdict('JF1GPAY6IG8331894')).toBe('pattern');
    expect(verdict('JF1GPAY67G833189')).toBe('length');
    expect(verdict(' JF1GPAY67G8331894 ')).toBe('valid');
    expect(verdict('JF1 GPAY67G8331894')).toBe('length');
  });

  it('the not-valid messages carry the customer-support link as a param', () => {
    const error = validateField('vin', '19XFC1F7XGE028370', context());
    expect(error?.params).toEqual({ supportUrl: '/support/customer-support.html' });
    expect(error?.message).toContain('Customer Support');
  });
});
