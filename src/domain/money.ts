/** Formats vehicle prices: whole US dollars with en-US grouping, whatever the page's language. */

// Prices are US retail prices, so Spanish and Chinese pages show them as US shoppers read them ($31,995),
// never with the locale's own separators or currency placement.
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
  // Amounts that round to zero (-0.4) must not print as "-$0".
  signDisplay: 'negative',
});

/** `31995` → `$31,995`; cents are rounded half away from zero. Throws a RangeError for NaN and ±Infinity. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatUsd needs a finite amount, got ${String(amount)}`);
  return USD.format(amount);
}
