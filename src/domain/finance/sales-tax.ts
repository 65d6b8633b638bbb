/**
 * State base sales tax rates for the payment calculator, in thousandths of a percent (6.875% = 6875) so every
 * published rate is an exact integer.
 *
 * Source: Tax Foundation, "State and Local Sales Tax Rates, 2025" (state rates as of January 1, 2025). As in that
 * table, the statewide local add-ons that are collected as part of the state rate are included: California 1%,
 * Utah 1.25%, Virginia 1%. Local (county and city) taxes are not, nor are the special motor-vehicle taxes or fees
 * some states charge instead of or on top of sales tax (North Carolina's highway use tax, for example), nor
 * states' different treatment of trade-ins. Alaska, Delaware, Montana, New Hampshire and Oregon have no statewide
 * sales tax. The calculator presents the result as an estimate for that reason.
 *
 * The keys are exactly US_STATE_CODES of src/domain/validation/rules.ts (a unit test checks it).
 */

/** A rate in thousandths of a percent: 6.5% is 6500, 4.225% is 4225. */
export type MilliPercent = number;

export const SALES_TAX_SOURCE = 'Tax Foundation, State and Local Sales Tax Rates, 2025 (state rates as of January 1, 2025)';

export const STATE_SALES_TAX: Readonly<Record<string, MilliPercent>> = {
  AL: 4000,
  AK: 0,
  AZ: 5600,
  AR: 6500,
  CA: 7250,
  CO: 2900,
  CT: 6350,
  DE: 0,
  DC: 6000,
  FL: 6000,
  GA: 4000,
  HI: 4000,
  ID: 6000,
  IL: 6250,
  IN: 7000,
  IA: 6000,
  KS: 6500,
  KY: 6000,
  LA: 5000,
  ME: 5500,
  MD: 6000,
  MA: 6250,
  MI: 6000,
  MN: 6875,
  MS: 7000,
  MO: 4225,
  MT: 0,
  NE: 5500,
  NV: 6850,
  NH: 0,
  NJ: 6625,
  NM: 4875,
  NY: 4000,
  NC: 4750,
  ND: 5000,
  OH: 5750,
  OK: 4500,
  OR: 0,
  PA: 6000,
  RI: 7000,
  SC: 6000,
  SD: 4200,
  TN: 7000,
  TX: 6250,
  UT: 6100,
  VT: 6000,
  VA: 5300,
  WA: 6500,
  WV: 6000,
  WI: 5000,
  WY: 4000,
};

/** The state's base rate; 0 for no state ('') and for codes not in the table. */
export function salesTaxRate(state: string | null | undefined): MilliPercent {
  return (state && Object.prototype.hasOwnProperty.call(STATE_SALES_TAX, state) ? STATE_SALES_TAX[state] : 0) ?? 0;
}

export function isTaxState(state: string): boolean {
  return Object.prototype.hasOwnProperty.call(STATE_SALES_TAX, state);
}

