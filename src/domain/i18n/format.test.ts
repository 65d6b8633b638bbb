import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatClock,
  formatDay,
  formatDollars,
  formatDollarsAndCents,
  formatMegabytes,
  formatMiles,
  formatNumber,
  localeOf,
} from './format.ts';
import { LANGUAGES } from './languages.ts';

describe('formatDollars', () => {
  it('formats a vehicle price with a dollar sign and thousands separator', () => {
    expect(formatDollars(31995)).toBe('$31,995');
  });

  it('formats zero as $0', () => {
    expect(formatDollars(0)).toBe('$0');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatDollars(-500)).toBe('-$500');
  });

  it('rounds cents to the nearest whole dollar', () => {
    expect(formatDollars(1234.6)).toBe('$1,235');
    expect(formatDollars(1234.4)).toBe('$1,234');
  });

  it('rounds half a dollar away from zero', () => {
    expect(formatDollars(0.5)).toBe('$1');
    expect(formatDollars(-0.5)).toBe('-$1');
  });

  it('does not print a minus sign for amounts that round to zero', () => {
    expect(formatDollars(-0.4)).toBe('$0');
    expect(formatDollars(-0)).toBe('$0');
  });

  it('groups millions', () => {
    expect(formatDollars(1250000)).toBe('$1,250,000');
  });

  it('rejects amounts that are not finite numbers', () => {
    expect(() => formatDollars(Number.NaN)).toThrow(RangeError);
    expect(() => formatDollars(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatDollars(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatCents', () => {
  it('prints en-US dollars with cents from whole cents', () => {
    expect(formatCents(56_614)).toBe('$566.14');
    expect(formatCents(2_362_500)).toBe('$23,625.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-150)).toBe('-$1.50');
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
});

describe('formatDollarsAndCents', () => {
  it('prints a dollar amount already rounded to the cent, with its cents', () => {
    expect(formatDollarsAndCents(28.16)).toBe('$28.16');
    expect(formatDollarsAndCents(16.67)).toBe('$16.67');
    expect(formatDollarsAndCents(1234.5)).toBe('$1,234.50');
    expect(() => formatDollarsAndCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('numbers, miles and sizes', () => {
  it('writes US money the same way on every language’s pages', () => {
    // Money takes no language: these are US prices, read as US shoppers read them.
    expect(LANGUAGES.map(() => formatDollars(31995))).toEqual(['$31,995', '$31,995', '$31,995']);
  });

  it('groups numbers as each language does', () => {
    expect(LANGUAGES.map((lang) => formatNumber(12_345, lang))).toEqual(['12,345', '12,345', '12,345']);
    expect(LANGUAGES.map((lang) => formatNumber(1234, lang))).toEqual(['1,234', '1,234', '1,234']);
    expect(LANGUAGES.map((lang) => formatNumber(1.5, lang))).toEqual(['1.5', '1.5', '1.5']);
    expect(formatNumber(3, 'en', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('3.0');
  });

  it('writes miles whole, or with one decimal under 10 when asked to be precise', () => {
    expect(LANGUAGES.map((lang) => formatMiles(36_000, lang))).toEqual(['36,000', '36,000', '36,000']);
    expect(LANGUAGES.map((lang) => formatMiles(5.26, lang, { precise: true }))).toEqual(['5.3', '5.3', '5.3']);
    expect(formatMiles(5.26, 'en')).toBe('5');
    expect(formatMiles(12.6, 'en', { precise: true })).toBe('13');
  });

  it('writes file sizes in megabytes, never below 0.1 MB', () => {
    expect(LANGUAGES.map((lang) => formatMegabytes(2.5 * 1_048_576, lang))).toEqual(['2.5 MB', '2.5 MB', '2.5 MB']);
    expect(formatMegabytes(100, 'en')).toBe('0.1 MB');
  });
});

describe('dates and times', () => {
  it('writes a calendar day as each language does', () => {
    expect(formatDay('2026-12-31', 'en')).toBe('Dec 31, 2026');
    expect(formatDay('2026-12-31', 'es')).toBe('31 dic 2026');
    expect(formatDay('2026-12-31', 'zh')).toBe('2026年12月31日');
    expect(formatDay('2026-12-31', 'en', 'long')).toBe('December 31, 2026');
    expect(formatDay('2026-12-31', 'es', 'long')).toBe('31 de diciembre de 2026');
    expect(formatDay('2026-12-31', 'zh', 'long')).toBe('2026年12月31日');
    expect(() => formatDay('31/12/2026', 'en')).toThrow(RangeError);
  });

  it('writes a clock time as each language does', () => {
    expect(formatClock('09:00', 'en')).toBe('9:00 AM');
    expect(formatClock('17:30', 'es')).toMatch(/5:30\s?p/i);
    expect(formatClock('17:30', 'es')).toBe('5:30 p.m.');
    expect(formatClock('17:30', 'zh')).toBe('17:30');
    expect(formatClock('00:00', 'en')).toBe('12:00 AM');
  });

  it('formats with the same tag as <html lang>', () => {
    expect(LANGUAGES.map(localeOf)).toEqual(['en-US', 'es-US', 'zh-Hans']);
  });
});
