/**
 * Reads the brand's own VINs back into a vehicle: which model, model year and trim a VIN stands for, and its serial
 * number. The layout is the one the demo inventory writes (`src/domain/inventory/generate.ts`, `vin.ts`):
 *
 *   1–3 world manufacturer identifier, one of the brand's prefixes (JF1, JF2, 4S3, 4S4)
 *   4   the model: its place among the catalog's models sorted by code, as a VIN letter (A, B, C … without I, O, Q)
 *   5   the trim: its place among the model year's trims, as a VIN letter
 *   6   the body style letter (S suv, C crossover, W wagon, D sedan, T sports)
 *   7   the drivetrain's first letter (A, F, R)
 *   8   the transmission's place among the trim's, from 1
 *   9   check digit · 10 model year code · 11 plant · 12–17 serial number (six digits)
 *
 * A VIN that passes the VIN rule but does not read this way (another make's WMI, a model letter the catalog does not
 * have, a body letter that is not the model's) is not one of ours. The unit test decodes every VIN the inventory
 * generator makes, so the two layouts cannot drift apart. Pure.
 */
import type { BodyStyle } from '#domain/catalog/codes.ts';
import { VIN_PATTERN, VIN_PREFIXES, vinLetter } from '#domain/inventory/vin.ts';

/** What decoding needs of a catalog model (the catalog's `CatalogModel` is one). */
export interface VinModel {
  code: string;
  name: string;
  bodyStyle: BodyStyle;
  years: readonly { year: number; trims: readonly { code: string; name: string }[] }[];
}

export interface DecodedVin {
  vin: string;
  /** Positions 1–3. */
  prefix: string;
  modelCode: string;
  modelName: string;
  year: number;
  /** The trim, when the catalog knows the model year's trims (or, for years before the catalog, its earliest year's). */
  trimCode: string | null;
  trimName: string | null;
  /** Position 11. */
  plant: string;
  /** Positions 12–17. */
  serial: number;
}

/** The body style letters of position 6. */
export const BODY_LETTERS: Readonly<Record<BodyStyle, string>> = { suv: 'S', crossover: 'C', wagon: 'W', sedan: 'D', sports: 'T' };

/** The 30-year cycle of position 10: letters without I, O, Q, U, Z and 0, then the digits 1–9. */
const YEAR_CYCLE = 'ABCDEFGHJKLMNPRSTVWXY123456789';
/**
 * The cycle repeats every 30 years, so a code names two years (T is 1996 and 2026). The brand's VINs are all from
 * the current cycle, 2010–2039: the first year a letter can stand for is 2010 (A), a digit 2031 (1).
 */
export const YEAR_CYCLE_START = 2010;

/** The model year a position-10 code stands for in the current cycle; null for a character that is no year code. */
export function modelYearOf(code: string): number | null {
  const index = YEAR_CYCLE.indexOf(code.toUpperCase());
  return index < 0 || code.length !== 1 ? null : YEAR_CYCLE_START + index;
}

/**
 * The vehicle a VIN stands for, or null when it is not one of the brand's. `models` is the whole catalog (active
 * and discontinued models alike: owners keep their cars after a model leaves the lineup).
 */
export function decodeVin(input: string, models: readonly VinModel[]): DecodedVin | null {
  const vin = input.trim().toUpperCase();
  if (!VIN_PATTERN.test(vin)) return null;
  const prefix = vin.slice(0, 3);
  if (!VIN_PREFIXES.includes(prefix)) return null;
  const sorted = [...models].sort((a, b) => a.code.localeCompare(b.code));
  const modelIndex = sorted.findIndex((_model, index) => vinLetter(index) === vin.charAt(3));
  const model = sorted[modelIndex];
  if (!model || BODY_LETTERS[model.bodyStyle] !== vin.charAt(5)) return null;
  const year = modelYearOf(vin.charAt(9));
  const serialText = vin.slice(11);
  if (year === null || !/^\d{6}$/.test(serialText)) return null;
  // Years before the catalog's were built with the trims of the model's earliest catalog year (as the CPO stock is).
  const byYear = [...model.years].sort((a, b) => a.year - b.year);
  const modelYear = byYear.find((item) => item.year === year) ?? (byYear[0] && year < byYear[0].year ? byYear[0] : undefined);
  const trimIndex = [...Array(modelYear?.trims.length ?? 0).keys()].find((index) => vinLetter(index) === vin.charAt(4));
  const trim = trimIndex === undefined ? undefined : modelYear?.trims[trimIndex];
  return {
    vin,
    prefix,
    modelCode: model.code,
    modelName: model.name,
    year,
    trimCode: trim?.code ?? null,
    trimName: trim?.name ?? null,
    plant: vin.charAt(10),
    serial: Number(serialText),
  };
}
