/** The numbers an offer is read by: the monthly payment per $1,000 financed, rates and dates as each language writes them. */
import { LANGUAGE_TAGS, type Language } from '../i18n/languages.ts';

/** The level monthly payment per $1,000 financed at `apr` percent over `months`, to the cent. */
export function paymentPerThousand(apr: number, months: number): number {
  if (!Number.isFinite(apr) || apr < 0 || !Number.isInteger(months) || months <= 0) throw new RangeError(`No payment for ${apr}% over ${months} months`);
  const rate = apr / 1200;
  const payment = rate === 0 ? 1000 / months : (1000 * rate) / (1 - (1 + rate) ** -months);
  return Math.round(payment * 100) / 100;
}

// Offers are US offers: dollars are written as US shoppers read them in every language (as src/domain/money.ts does).
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `28.16` → `$28.16`. */
export function formatCents(amount: number): string {
  return CENTS.format(amount);
}

/** Rates print as the offer states them, with at most two decimals: `0`, `0.9`, `1.99`. */
export function formatRate(apr: number): string {
  return String(Math.round(apr * 100) / 100);
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar day (`2026-12-31`) as the language writes it: Dec 31, 2026 · 31 dic 2026 · 2026年12月31日. */
export function formatOfferDate(day: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return format.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
