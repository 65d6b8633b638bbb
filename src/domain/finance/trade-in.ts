/**
 * The guaranteed trade-in estimate (docs/trade-in.md): a brand VIN is decoded to its model, trim and model year, the
 * trim's MSRP is depreciated by the shared used-vehicle model (`depreciation.ts`), and the retailer's share of
 * resale costs and the visitor's stated condition are applied:
 *
 *   estimate = floor₅₀( retail value × 0.85 × condition factor ),  at least $500
 *
 * 0.85 leaves the retailer 15 % for reconditioning, warranty certification and selling; the condition factors are
 * in CONDITIONS. The figure is guaranteed for GUARANTEE_DAYS if the inspection confirms mileage and condition.
 */
import type { Catalog, CatalogModel, CatalogModelYear, CatalogTrim } from '#domain/catalog/catalog.ts';
import { ageInYears, EXPECTED_MILES_PER_YEAR, retailValue } from './depreciation.ts';
import { normaliseVin, VIN_PREFIXES, vinLetter } from '#domain/inventory/vin.ts';

export const CONDITIONS = { excellent: 1.04, veryGood: 1, good: 0.95, fair: 0.85, poor: 0.7 } as const;
export type Condition = keyof typeof CONDITIONS;
/** The retailer's share of the retail value kept for reconditioning, certification and selling. */
export const TRADE_SHARE = 0.85;
export const MINIMUM_ESTIMATE = 500;
export const ROUND_TO = 50;
export const GUARANTEE_DAYS = 7;
/** Older vehicles are not in the program (the retailer appraises them in person). */
export const MAX_AGE_YEARS = 12;

export const isCondition = (value: string): value is Condition => Object.hasOwn(CONDITIONS, value);

export interface DecodedVin {
  vin: string;
  model: CatalogModel;
  modelYear: number;
  /** The catalog year whose trims and prices stand for it (the same year, or the model's earliest for older ones). */
  catalogYear: CatalogModelYear;
  trim: CatalogTrim;
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The model year position 10 stands for: the latest year of its 30-year cycle that is not after next year. */
export function modelYearOf(vin: string, today: Date): number | null {
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (index < 0) return null;
  const newest = today.getUTCFullYear() + 1;
  let year = 1980 + index;
  while (year + 30 <= newest) year += 30;
  return year;
}

/**
 * A brand VIN as our plants write it (src/domain/inventory/generate.ts): position 4 is the model (by code order),
 * position 5 the trim (in the model year's trim order), position 10 the model year. Null when the VIN is not ours or
 * names no model, trim or year of the catalog.
 */
export function decodeVin(catalog: Catalog, text: string, today: Date): DecodedVin | null {
  const vin = normaliseVin(text);
  if (!vin || !VIN_PREFIXES.includes(vin.slice(0, 3))) return null;
  const models = [...catalog.models].sort((a, b) => a.code.localeCompare(b.code));
  const model = models.find((_, index) => vinLetter(index) === vin.charAt(3));
  const modelYear = modelYearOf(vin, today);
  if (!model || modelYear === null) return null;
  const years = [...model.years].sort((a, b) => a.year - b.year);
  const earliest = years[0];
  const catalogYear = years.find((item) => item.year === modelYear) ?? (earliest && modelYear < earliest.year ? earliest : undefined);
  if (!catalogYear) return null;
  const trim = catalogYear.trims.find((_, index) => vinLetter(index) === vin.charAt(4));
  return trim ? { vin, model, modelYear, catalogYear, trim } : null;
}

export interface TradeInEstimate {
  /** Whole dollars. */
  estimate: number;
  /** Whole dollars: what the vehicle would retail for, before the retailer's share and the condition. */
  retail: number;
  msrp: number;
  ageYears: number;
  expectedMiles: number;
  condition: Condition;
  /** YYYY-MM-DD: the last day the estimate is guaranteed. */
  validUntil: string;
}

export type TradeInRefusal = 'tooOld' | 'notYet';

/** The estimate for a decoded vehicle, or why the program cannot price it. */
export function estimateTradeIn(vehicle: Pick<DecodedVin, 'modelYear' | 'trim'>, mileage: number, condition: Condition, today: Date): TradeInEstimate | TradeInRefusal {
  const age = ageInYears(vehicle.modelYear, today);
  if (age > MAX_AGE_YEARS) return 'tooOld';
  if (age === 0) return 'notYet';
  const retail = retailValue(vehicle.trim.msrp, age, mileage);
  const estimate = Math.max(MINIMUM_ESTIMATE, Math.floor((retail * TRADE_SHARE * CONDITIONS[condition]) / ROUND_TO) * ROUND_TO);
  const validUntil = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + GUARANTEE_DAYS)).toISOString().slice(0, 10);
  return {
    estimate,
    retail: Math.max(0, Math.round(retail)),
    msrp: vehicle.trim.msrp,
    ageYears: Math.round(age * 10) / 10,
    expectedMiles: Math.round(age * EXPECTED_MILES_PER_YEAR),
    condition,
    validUntil,
  };
}
