/**
 * The checks only the server can make, after the shared rules (src/domain/validation) passed: the retailer exists
 * and is Active, the ZIP code is a real one, the vehicle of interest is a real active model year (with a trim and
 * colour of it when given), a test-drive date is not in the past, a nominated charity is a real one, and a file field that got text instead of a file
 * got a link. Errors reuse the shared rules' error ids, so the page shows them in its own language.
 */
import { findModel, findYear, type Catalog } from '#domain/catalog/catalog.ts';
import type { FormDefinition } from '#domain/forms/types.ts';
import type { Retailer } from '#domain/retailers/types.ts';
import { appliesTo, fieldError, isStoryLink, OTHER_CHARITY, parseVehicle, zipLookupError } from '#domain/validation/index.ts';
import type { FieldError } from '#domain/validation/types.ts';
import type { RawValue } from './submission.ts';

export interface ServerCheckSources {
  brand: string;
  retailer(id: string): Promise<Retailer | null>;
  catalog(): Promise<Catalog>;
  /** Whether the five-digit ZIP code exists. */
  zipExists(zip: string): boolean;
  /** Today's date, for the date window (tests pass a fixed one). */
  now?: Date;
  /** The file fields a file was uploaded for (their value is its sniffed type); default none. */
  uploadedFields?: ReadonlySet<string>;
  /** The Share the Love charity an id names (national, or a participating retailer's hometown one), or null. */
  charity?(id: string): Promise<{ name: string } | null>;
}

const DAY_MS = 86_400_000;
/** How far ahead a test drive may be booked. */
const MAX_DAYS_AHEAD = 366;

/** Whether `YEAR|MODEL|TRIM|COLOR` names an active model year of the catalog, with a trim and colour of it when given. */
export function vehicleExists(catalog: Catalog, value: string): boolean {
  const vehicle = parseVehicle(value);
  if (!vehicle || !/^\d{4}$/.test(vehicle.year)) return false;
  const model = findModel(catalog, vehicle.model);
  const year = model?.active ? findYear(model, Number(vehicle.year)) : undefined;
  if (!year?.active) return false;
  const trim = vehicle.trim ? year.trims.find((item) => item.code === vehicle.trim) : undefined;
  if (vehicle.trim && !trim) return false;
  if (!vehicle.color) return true;
  if (!year.exteriorColors.some((color) => color.code === vehicle.color)) return false;
  return !trim || trim.colors.includes(vehicle.color);
}

/** A YYYY-MM-DD date (already a real calendar day) from yesterday (UTC, for visitors west of it) to a year ahead. */
export function dateInWindow(value: string, now: Date): boolean {
  const day = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(day)) return false;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return day >= today - DAY_MS && day <= today + MAX_DAYS_AHEAD * DAY_MS;
}

/**
 * The server-only errors of the values (fields that already have an error from the shared rules are not checked
 * again). The sources are only asked about fields the form has and the visitor filled.
 */
export async function serverChecks(form: FormDefinition, values: Record<string, RawValue>, known: Record<string, FieldError>, sources: ServerCheckSources): Promise<Record<string, FieldError>> {
  const errors: Record<string, FieldError> = {};
  let catalog: Catalog | null = null;
  for (const field of form.fields) {
    const value = values[field.name];
    if (known[field.name] || typeof value !== 'string' || value === '' || !appliesTo(field, values)) continue;
    if (field.component === 'file') {
      // Text in a file field (allowLink) must be a link: the shared rule also reads a file's name or type, as the
      // browser passes them, and only an uploaded file may be described that way here.
      if (!sources.uploadedFields?.has(field.name) && !isStoryLink(value)) errors[field.name] = fieldError('storyMedia-link');
      continue;
    }
    switch (field.validation) {
      case 'retailer': {
        const retailer = /^\d{5}$/.test(value) ? await sources.retailer(value) : null;
        if (retailer?.status !== 'Active') errors[field.name] = fieldError('retailer-required', { brand: sources.brand });
        break;
      }
      case 'zipCode': {
        const zip = value.replace(/\D/g, '').slice(0, 5);
        if (!sources.zipExists(zip)) errors[field.name] = zipLookupError();
        break;
      }
      case 'vehicleOfInterest': {
        catalog ??= await sources.catalog();
        if (!vehicleExists(catalog, value)) errors[field.name] = fieldError('vehicleOfInterest-pattern');
        break;
      }
      case 'charity': {
        if (value !== OTHER_CHARITY && !(await sources.charity?.(value))) errors[field.name] = fieldError('charity-unknown');
        break;
      }
      case 'date': {
        if (!dateInWindow(value, sources.now ?? new Date())) errors[field.name] = fieldError('date-pattern');
        break;
      }
      default:
        break;
    }
  }
  return errors;
}
