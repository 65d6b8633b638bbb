import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatClock,
  formatCount,
  formatDay,
  formatDollars,
  formatDollarsAndCents,
  formatMegabytes,
  formatMiles,
  formatNumber,
  localeOf,
} from './format.ts';
import { LANGUAGES, LANGUAGE_TAGS } from './languages.ts';
import { mulberry32 } from '#domain/random.ts';
import { countIntlConstructions } from '#test/support/count-constructions.ts';

/** Values where rounding, grouping and signs are easy to get wrong, then thousands of random ones of every size. */
function hardValues(): number[] {
  const edges = [0, -0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 0.25, 0.35, 1.005, 1.045, 2.675, 9.95, 9.949, 9.96, 99.95, 999.5, 999.95, 9999.5, 999_999.5, 0.0005, 0.00049, 123_456_789.125, 1e15 + 0.5, 1e20, 1e21, 1e-7, 5e-7, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0.1 + 0.2, 1234, 12_345, 123_456, 1_234_567, -1000, -999.9999];
  const random = mulberry32(18);
  const values = [...edges];
  for (let i = 0; i < 3000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 12 - 4);
    const sign = random() < 0.2 ? -1 : 1;
    values.push(sign * random() * magnitude); // any double
    values.push(sign * Math.round(random() * magnitude * 1000) / 1000); // three decimals, halves included
    values.push(sign * (Math.floor(random() * magnitude) + 0.5)); // exact halves
    values.push(sign * Math.round(random() * 10_000_000) / 100); // whole cents
  }
  return values;
}

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

describe('numbers written without Intl', () => {
  // The hand-written digits (format.ts) must be what Intl writes, value for value, in every locale and option set the
  // site uses; Intl is the reference here.
  const values = hardValues();

  it('writes plain numbers as Intl.NumberFormat does in en-US, es-US and zh-Hans', () => {
    const optionSets: Intl.NumberFormatOptions[] = [{}, { maximumFractionDigits: 0 }, { maximumFractionDigits: 1 }, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, { minimumFractionDigits: 2 }];
    for (const lang of LANGUAGES) {
      for (const options of optionSets) {
        const reference = new Intl.NumberFormat(LANGUAGE_TAGS[lang], options);
        const wrong = values.filter((value) => formatNumber(value, lang, options) !== reference.format(value)).slice(0, 5);
        expect(wrong.map((value) => `${value}: ${formatNumber(value, lang, options)} vs ${reference.format(value)}`), `${lang} ${JSON.stringify(options)}`).toEqual([]);
      }
      const count = new Intl.NumberFormat(LANGUAGE_TAGS[lang]);
      expect(values.filter((value) => formatCount(value, LANGUAGE_TAGS[lang]) !== count.format(value)).slice(0, 5), lang).toEqual([]);
    }
  });

  it('writes dollars as Intl.NumberFormat does for USD', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0, signDisplay: 'negative' });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(values.filter((value) => formatDollars(value) !== whole.format(value)).slice(0, 5)).toEqual([]);
    expect(values.filter((value) => formatDollarsAndCents(value) !== cents.format(value)).slice(0, 5)).toEqual([]);
    const wholeCents = values.map((value) => Math.round(value * 100)).filter((value) => Number.isSafeInteger(value));
    expect(wholeCents.filter((value) => formatCents(value) !== cents.format(value / 100)).slice(0, 5)).toEqual([]);
    expect([formatDollarsAndCents(1.005), formatDollars(-0.5), formatDollarsAndCents(-0.001)]).toEqual(['$1.01', '-$1', '-$0.00']);
  });

  it('makes no Intl.NumberFormat for prices, miles and plain numbers (a page’s first one starts ICU, 160–230 ms at 4x CPU)', () => {
    countIntlConstructions('NumberFormat', (made) => {
      const written = [formatDollars(31_995.5), formatCents(-150), formatDollarsAndCents(28.16), formatNumber(12_345, 'es'), formatNumber(4.25, 'zh', { maximumFractionDigits: 1 }), formatMiles(5.26, 'en', { precise: true }), formatCount(2660, 'es-US')];
      expect(written).toEqual(['$31,996', '-$1.50', '$28.16', '12,345', '4.3', '5.3', '2,660']);
      expect(made()).toBe(0);
      // What the hand-written digits do not cover still goes to Intl.
      expect(formatNumber(1e21, 'en', { maximumFractionDigits: 2 })).toBe('1,000,000,000,000,000,000,000');
      expect(formatNumber(0.5, 'en', { style: 'percent' })).toBe('50%');
      expect(made()).toBe(2);
    });
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

  it('writes every minute of the day as Intl does, without making an Intl.DateTimeFormat', () => {
    const references = LANGUAGES.map((lang) => new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }));
    countIntlConstructions('DateTimeFormat', (made) => {
      LANGUAGES.forEach((lang, index) => {
        const wrong: string[] = [];
        for (let minute = 0; minute < 24 * 60; minute += 1) {
          const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const expected = references[index]!.format(Date.UTC(2000, 0, 1, Math.floor(minute / 60), minute % 60));
          if (formatClock(time, lang) !== expected) wrong.push(`${time}: ${formatClock(time, lang)} vs ${expected}`);
        }
        expect(wrong.slice(0, 5), lang).toEqual([]);
      });
      expect(made()).toBe(0);
    });
  });

  it('formats with the same tag as <html lang>', () => {
    expect(LANGUAGES.map(localeOf)).toEqual(['en-US', 'es-US', 'zh-Hans']);
  });
});
