/**
 * What a used vehicle is worth, by one documented model shared by the certified pre-owned prices of the demo
 * inventory and the guaranteed trade-in estimate (docs/trade-in.md):
 *
 *   retail value = MSRP × 0.84 × 0.90^(age − 1)  +  (expected miles − miles) × $0.06
 *
 * - age is in years since the vehicle went on the road, which we take as 1 October of the year before its model year
 *   (model years go on sale in the autumn); the first year costs 16 %, every later one 10 % of what is left, and
 *   nothing below one year is charged beyond the first-year drop;
 * - expected miles are 10,500 a year of age; each mile under adds 6 cents, each mile over takes 6 cents off.
 */

/** Retained share after the first year on the road. */
export const FIRST_YEAR_RETENTION = 0.84;
/** Retained share in every later year. */
export const YEARLY_RETENTION = 0.9;
export const EXPECTED_MILES_PER_YEAR = 10_500;
/** Dollars per mile under (added) or over (taken off) the expected mileage. */
export const DOLLARS_PER_MILE = 0.06;

const YEAR_MS = 365.25 * 86_400_000;

/**
 * Years on the road on `today`'s calendar day (UTC) for a model year: from 1 October of the year before it; 0 before
 * that day. Whole days, so one day gives one answer whatever its hour.
 */
export function ageInYears(modelYear: number, today: Date): number {
  const since = Date.parse(`${modelYear - 1}-10-01T00:00:00Z`);
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.max(0, (day - since) / YEAR_MS);
}

/** The retail value in dollars (unrounded) of a vehicle that cost `msrp` new, `age` years and `mileage` miles on. */
export function retailValue(msrp: number, age: number, mileage: number): number {
  const expected = age * EXPECTED_MILES_PER_YEAR;
  return msrp * FIRST_YEAR_RETENTION * YEARLY_RETENTION ** Math.max(0, age - 1) + (expected - mileage) * DOLLARS_PER_MILE;
}
