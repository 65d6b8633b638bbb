/**
 * The lead form island's props and the small helpers every part of the form reads its fields and values with; the
 * server builds these props (src/server/pages/form-pages.tsx) and the island hydrates from them.
 */
import type { CharityChoice } from '#domain/charities/charities.ts';
import type { LeadVehicleView } from '#domain/forms/lead-vehicle.ts';
import type { FieldConfig, FormDefinition } from '#domain/forms/types.ts';
import type { RetailerList } from '#domain/retailers/contract.ts';
import type { FieldError } from '#domain/validation/types.ts';

export interface VehicleChoice {
  year: number;
  code: string;
  name: string;
  trims: { code: string; name: string; colors: { code: string; name: string }[] }[];
}

export type FormValue = string | string[];

export interface LeadFormProps {
  /** The form, its endpoint already resolved for the brand. */
  form: FormDefinition;
  values: Record<string, FormValue>;
  /** Active model years for the vehicle-of-interest picker (empty when the form has none). */
  vehicles: VehicleChoice[];
  /** Paths (without language prefix) of the pages the form links to (checkbox labels' linkPage, the success page), by site-map key. */
  links?: Record<string, string>;
  /** Errors the server found in a submission made without script, shown at once. */
  errors?: Record<string, FieldError>;
  /** A submission made without script could not be stored: the service error shows, the answers are kept. */
  failed?: boolean;
  /**
   * The retailers nearest the ZIP code the form starts with (saved, or sent without script), listed by the server so
   * the retailer can be chosen without script; null list: the lookup failed.
   */
  retailers?: RetailerStart | undefined;
  /** The vehicle the visitor came from (an inventory vehicle, a Build & Price build), shown above the fields; removable. */
  vehicleView?: LeadVehicleView | undefined;
  /**
   * Share the Love: the charities the nomination lists (national, then the hometown ones near `zip`, the ZIP they were
   * found near; null when none was known or none is near).
   */
  charities?: { list: CharityChoice[]; zip: string | null } | undefined;
}

/** The retailers near one ZIP code (null: they could not be looked up). */
export interface RetailerStart {
  zip: string;
  list: RetailerChoice[] | null;
}

/** What the retailer choice shows of one retailer. */
export interface RetailerChoice {
  id: string;
  name: string;
  city: string;
  state: string;
  distance: number | null;
}

/** The retailer choice's view of a by/zip answer. */
export const retailerChoices = (list: RetailerList): RetailerChoice[] =>
  list.dealers.map(({ dealer, distance }) => ({ id: dealer.id, name: dealer.name, city: dealer.address.city, state: dealer.address.state, distance }));

/** The text of a value (a checkbox group's list counts as none). */
export const text = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');
export const list = (value: FormValue | undefined): string[] => (Array.isArray(value) ? value : value ? [value] : []);

export function isRequired(field: FieldConfig): boolean {
  return field.options?.props?.required === true;
}
