/**
 * The site's one set of formatters: numbers, miles, dates and sizes as each language writes them, and money as US
 * shoppers read it in every language. Every page, island, PDF and e-mail formats through here; nothing else builds an
 * `Intl` formatter from a language code.
 */
import { LANGUAGE_TAGS, type Language } from './languages.ts';

/** The locale each language formats with: the same BCP 47 tag as `<html lang>` (`zh-Hans` formats as `zh-CN` does). */
export function localeOf(lang: Language): string {
  return LANGUAGE_TAGS[lang];
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

// ---- Digits written by hand where Intl would write the same ----
//
// A page's first `Intl.NumberFormat` (or `DateTimeFormat`) costs the browser a one-time start of its ICU library:
// 160–230 ms of main thread at 4x CPU on a phone profile, measured in Chromium, inside the island's hydration — a
// third of a Build & Price or retailer-finder page's Total Blocking Time. The site's three locales (en-US, es-US,
// zh-Hans) write plain numbers and US dollars the same way: Western digits, a comma every three digits from four
// digits up, a point before the fraction, a leading minus. So plain decimals and dollars are written here, from the
// number's shortest decimal form (what `String` gives, and what ICU rounds from), rounded half away from zero as
// Intl rounds; anything else (exponent forms, NaN, other options or locales) still goes to Intl. `format.test.ts`
// holds the two to the same output over thousands of values.

/** The locales whose plain numbers are written as below. */
const PLAIN_LOCALES: ReadonlySet<string> = new Set(Object.values(LANGUAGE_TAGS));
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** `1234567` → `1,234,567`. */
function grouped(digits: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) out += `,${digits.slice(at, at + 3)}`;
  return out;
}

/**
 * The magnitude of `value` rounded half away from zero to at most `maxFraction` digits and padded to at least
 * `minFraction` (`1.005`, 0, 2 → `1.01`), grouped; `zero` says whether it rounded to 0. Null when `String(value)` is
 * not a plain decimal (exponent forms, NaN, Infinity): the caller asks Intl then.
 */
function plainDecimal(value: number, minFraction: number, maxFraction: number): { text: string; zero: boolean } | null {
  const match = DECIMAL.exec(String(Math.abs(value)));
  if (!match) return null;
  let whole = match[1]!;
  let fraction = match[2] ?? '';
  if (fraction.length > maxFraction) {
    const up = fraction.charCodeAt(maxFraction) >= 53; // the first dropped digit is 5 or more
    fraction = fraction.slice(0, maxFraction);
    if (up) {
      const digits = `${whole}${fraction}`.split('');
      let at = digits.length - 1;
      while (at >= 0 && digits[at] === '9') digits[at--] = '0';
      if (at < 0) digits.unshift('1');
      else digits[at] = String(Number(digits[at]) + 1);
      const joined = digits.join('');
      whole = joined.slice(0, joined.length - maxFraction);
      fraction = joined.slice(joined.length - maxFraction);
    }
  }
  let end = fraction.length;
  while (end > minFraction && fraction[end - 1] === '0') end -= 1;
  fraction = fraction.slice(0, end).padEnd(minFraction, '0');
  const zero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  return { text: fraction ? `${grouped(whole)}.${fraction}` : grouped(whole), zero };
}

/** Fraction digits of a plain-number format when its options are only those two (Intl's defaults: 0 to 3); else null. */
function plainFractions(options: Intl.NumberFormatOptions): { min: number; max: number } | null {
  for (const key in options) if (key !== 'minimumFractionDigits' && key !== 'maximumFractionDigits') return null;
  const min = options.minimumFractionDigits ?? 0;
  const max = options.maximumFractionDigits ?? Math.max(min, 3);
  return Number.isInteger(min) && Number.isInteger(max) && min >= 0 && min <= max && max <= 20 ? { min, max } : null;
}

/** A plain number in one of the site's locales: `-1234.5` → `-1,234.5` (the minus kept for -0, as Intl's `auto`). */
function plainNumber(value: number, locale: string, options: Intl.NumberFormatOptions): string {
  const fractions = PLAIN_LOCALES.has(locale) ? plainFractions(options) : null;
  const written = fractions ? plainDecimal(value, fractions.min, fractions.max) : null;
  if (!written) return numberFormat(locale, options).format(value);
  return value < 0 || Object.is(value, -0) ? `-${written.text}` : written.text;
}

// ---- Money: US retail prices, written as US shoppers read them ($31,995) whatever the page's language ----

/** US dollars (`-$1,234.50`): the minus before the sign; `hideNegativeZero` drops it when the amount rounds to 0. */
function dollars(amount: number, fractionDigits: number, hideNegativeZero: boolean): string {
  const written = plainDecimal(amount, fractionDigits, fractionDigits);
  if (!written) {
    const options = { style: 'currency', currency: 'USD', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits } as const;
    return numberFormat('en-US', hideNegativeZero ? { ...options, signDisplay: 'negative' } : options).format(amount);
  }
  const negative = hideNegativeZero ? amount < 0 && !written.zero : amount < 0 || Object.is(amount, -0);
  return `${negative ? '-' : ''}$${written.text}`;
}

/** Whole dollars: `31995` → `$31,995`; rounded half away from zero; `-0.4` prints `$0`, never `-$0`. Throws for NaN and ±Infinity. */
export function formatDollars(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatDollars needs a finite amount, got ${String(amount)}`);
  return dollars(amount, 0, true);
}

/** Integer cents with cents shown: `56614` → `$566.14`, `-150` → `-$1.50`. Cents must be a safe integer. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatCents needs whole cents, got ${String(cents)}`);
  // Whole cents divided by 100 have at most two decimals in their shortest form: no rounding can move a cent.
  return dollars(cents / 100, 2, false);
}

/** A dollar amount already rounded to the cent, shown with cents: `28.16` → `$28.16`. */
export function formatDollarsAndCents(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatDollarsAndCents needs a finite amount, got ${String(amount)}`);
  return dollars(amount, 2, false);
}

// ---- Numbers, miles, sizes: in the language's own style ----

/** A plain number in the language's grouping: `12345` → `12,345` (options: Intl's; other than fraction digits, Intl writes it). */
export function formatNumber(value: number, lang: Language, options: Intl.NumberFormatOptions = {}): string {
  return plainNumber(value, localeOf(lang), options);
}

/** A distance or odometer figure in miles (the number only; the words around it come from the dictionaries). Under 10 keeps one decimal when `precise`. */
export function formatMiles(miles: number, lang: Language, { precise = false }: { precise?: boolean } = {}): string {
  return plainNumber(miles, localeOf(lang), { maximumFractionDigits: precise && miles < 10 ? 1 : 0 });
}

/** A file size in megabytes with its unit (`2.5 MB`); anything under 0.1 MB shows as 0.1 MB. */
export function formatMegabytes(bytes: number, lang: Language): string {
  return numberFormat(localeOf(lang), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(Math.max(bytes / 1_048_576, 0.1));
}

// ---- Counts and plurals (the dictionaries' `{count, plural, …}`, decision 035) ----

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of a count in a locale: `one` for 1 in English and Spanish, always `other` in Chinese. */
export function pluralCategory(count: number, locale: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** A count as the locale writes it (`2,660`, `2.660`): the `#` of a plural text. */
export function formatCount(count: number, locale: string): string {
  return plainNumber(count, locale, {});
}

// ---- Dates ----

/** A calendar day (`2026-12-31`) as the language writes it: medium `Dec 31, 2026`, long `December 31, 2026`, `2026年12月31日`. */
export function formatDay(day: string, lang: Language, style: 'medium' | 'long' = 'medium'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return dateFormat(localeOf(lang), { dateStyle: style, timeZone: 'UTC' }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The day-half marks after a 12-hour clock, as Intl writes them in en-US and es-US; zh-Hans uses a 24-hour clock. */
const DAY_HALVES: Record<Language, readonly [string, string] | null> = { en: ['AM', 'PM'], es: ['a.m.', 'p.m.'], zh: null };

/**
 * A time of day as the language writes it, from `HH:MM` (24-hour): `17:30` → `5:30 PM`, `5:30 p.m.`, `17:30`. Written
 * by hand (the finder's cards show hours as they hydrate: see the note on digits above); `format.test.ts` holds it to
 * Intl's `{ hour: 'numeric', minute: '2-digit' }` for every minute of the day.
 */
export function formatClock(time: string, lang: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const halves = DAY_HALVES[lang];
  if (!Number.isInteger(hours) || !Number.isInteger(minutes) || hours < 0 || hours > 23 || minutes < 0 || minutes > 59) {
    return dateFormat(localeOf(lang), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hours, minutes));
  }
  const mm = minutes < 10 ? `0${minutes}` : String(minutes);
  if (!halves) return `${hours}:${mm}`;
  return `${hours % 12 || 12}:${mm} ${hours < 12 ? halves[0] : halves[1]}`;
}
