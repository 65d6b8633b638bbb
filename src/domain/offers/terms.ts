/**
 * The numbers an offer is read by: the monthly payment per $1,000 financed and the rate as the offer states it. Its
 * dollars and dates are written by src/domain/i18n/format.ts.
 */

/** The level monthly payment per $1,000 financed at `apr` percent over `months`, to the cent. */
export function paymentPerThousand(apr: number, months: number): number {
  if (!Number.isFinite(apr) || apr < 0 || !Number.isInteger(months) || months <= 0) throw new RangeError(`No payment for ${apr}% over ${months} months`);
  const rate = apr / 1200;
  const payment = rate === 0 ? 1000 / months : (1000 * rate) / (1 - (1 + rate) ** -months);
  return Math.round(payment * 100) / 100;
}

/** Rates print as the offer states them, with at most two decimals: `0`, `0.9`, `1.99`. */
export function formatRate(apr: number): string {
  return String(Math.round(apr * 100) / 100);
}
