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

// ---- Money: US retail prices, written as US shoppers read them ($31,995) whatever the page's language ----

/** A formatter made on first use and kept: money is formatted hundreds of times per Build & Price render. */
function once(make: () => Intl.NumberFormat): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | null = null;
  return () => (format ??= make());
}

const USD = { style: 'currency', currency: 'USD' } as const;
const wholeDollars = once(() => numberFormat('en-US', { ...USD, maximumFractionDigits: 0, minimumFractionDigits: 0, signDisplay: 'negative' }));
const dollarsWithCents = once(() => numberFormat('en-US', { ...USD, minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Whole dollars: `31995` → `$31,995`; rounded half away from zero; `-0.4` prints `$0`, never `-$0`. Throws for NaN and ±Infinity. */
export function formatDollars(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatDollars needs a finite amount, got ${String(amount)}`);
  return wholeDollars().format(amount);
}

/** Integer cents with cents shown: `56614` → `$566.14`, `-150` → `-$1.50`. Cents must be a safe integer. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatCents needs whole cents, got ${String(cents)}`);
  // Whole cents divided by 100 are printed exactly by Intl (no binary rounding can move a cent at two digits).
  return dollarsWithCents().format(cents / 100);
}

/** A dollar amount already rounded to the cent, shown with cents: `28.16` → `$28.16`. */
export function formatDollarsAndCents(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatDollarsAndCents needs a finite amount, got ${String(amount)}`);
  return dollarsWithCents().format(amount);
}

// ---- Numbers, miles, sizes: in the language's own style ----

/** A plain number in the language's grouping: `12345` → `12,345`. */
export function formatNumber(value: number, lang: Language, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(localeOf(lang), options).format(value);
}

/** A distance or odometer figure in miles (the number only; the words around it come from the dictionaries). Under 10 keeps one decimal when `precise`. */
export function formatMiles(miles: number, lang: Language, { precise = false }: { precise?: boolean } = {}): string {
  return numberFormat(localeOf(lang), { maximumFractionDigits: precise && miles < 10 ? 1 : 0 }).format(miles);
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
  return numberFormat(locale).format(count);
}

// ---- Dates ----

/** A calendar day (`2026-12-31`) as the language writes it: medium `Dec 31, 2026`, long `December 31, 2026`, `2026年12月31日`. */
export function formatDay(day: string, lang: Language, style: 'medium' | 'long' = 'medium'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return dateFormat(localeOf(lang), { dateStyle: style, timeZone: 'UTC' }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** A time of day as the language writes it, from `HH:MM` (24-hour): `17:30` → `5:30 PM`, `5:30 p.m.`, `17:30`. */
export function formatClock(time: string, lang: Language): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return dateFormat(localeOf(lang), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hours, minutes));
}
