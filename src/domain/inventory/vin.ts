/**
 * Vehicle identification numbers for the demo inventory: 17 characters of the VIN alphabet (no I, O or Q), a brand
 * prefix (the world manufacturer identifiers the VIN rule accepts), the model year code at position 10 and the check
 * digit at position 9, computed by the VIN rule's own `vinCheckDigit` so a generated VIN always passes it.
 */
import { DEFAULT_VIN_PREFIXES, vinCheckDigit as ruleCheckDigit } from '#domain/validation/rules.ts';
import { VIN_PATTERN } from './vin-pattern.ts';

export { VIN_PATTERN };

/** The brand's world manufacturer identifiers, upper case: JF1, JF2, 4S3, 4S4. */
export const VIN_PREFIXES: readonly string[] = DEFAULT_VIN_PREFIXES.map((prefix) => prefix.toUpperCase());
/** The characters a VIN may hold. */
export const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * The check digit position 9 must carry (0–9 or X), whatever position 9 holds now (its weight is 0).
 * Null when the text is not 17 VIN characters.
 */
export function vinCheckDigit(vin: string): string | null {
  return ruleCheckDigit(vin);
}

/** Position 10: the model year code (the 30-year cycle of letters without I, O, Q, U, Z and 0, then digits 1–9). */
export function modelYearCode(year: number): string {
  const cycle = 'ABCDEFGHJKLMNPRSTVWXY123456789';
  if (!Number.isInteger(year) || year < 1980) throw new RangeError(`No VIN year code for ${year}`);
  return cycle.charAt((year - 1980) % 30);
}

export interface VinParts {
  /** Positions 1–3, one of VIN_PREFIXES. */
  prefix: string;
  /** Positions 4–8: the vehicle descriptor (model, trim, body, drivetrain, transmission). */
  descriptor: string;
  year: number;
  /** Position 11. */
  plant: string;
  /** Positions 12–17: the serial number, 0 to 999,999. */
  serial: number;
}

/** Assembles a VIN and sets its check digit; throws on parts a VIN cannot hold. */
export function makeVin(parts: VinParts): string {
  const prefix = parts.prefix.toUpperCase();
  if (!VIN_PREFIXES.includes(prefix)) throw new RangeError(`Not a brand prefix: ${parts.prefix}`);
  if (!Number.isInteger(parts.serial) || parts.serial < 0 || parts.serial > 999_999) throw new RangeError(`VIN serials have six digits: ${parts.serial}`);
  const draft = `${prefix}${parts.descriptor.toUpperCase()}0${modelYearCode(parts.year)}${parts.plant.toUpperCase()}${String(parts.serial).padStart(6, '0')}`;
  if (!VIN_PATTERN.test(draft)) throw new RangeError(`Not VIN characters: ${draft}`);
  const check = vinCheckDigit(draft);
  if (check === null) throw new RangeError(`Not VIN characters: ${draft}`);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

/** A VIN letter for a small index (0 → A, 1 → B, … skipping I, O and Q), for descriptor positions. */
export function vinLetter(index: number): string {
  return LETTERS.charAt(((index % LETTERS.length) + LETTERS.length) % LETTERS.length);
}

/** A normalised VIN (trimmed, upper case) when the text could be one, for lookups; null otherwise. */
export function normaliseVin(text: string): string | null {
  const vin = text.trim().toUpperCase();
  return VIN_PATTERN.test(vin) ? vin : null;
}
