/**
 * Confirm-your-retailer's props and its slim view of a retailer: what the server renders the list with
 * (src/server/pages/geo-pages.tsx) and the island hydrates from.
 */
import type { RetailerResult } from '#domain/retailers/contract.ts';
import type { UsTerritory } from '#domain/retailers/radius.ts';
import { shownPhone } from '#domain/retailers/call-tracking.ts';

export interface RetailerOption {
  id: string;
  name: string;
  line1: string;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
  /** Miles from the ZIP code searched, when known. */
  distance: number | null;
}

export interface ListPlace {
  zipCode: string;
  city: string;
  state: string;
}

export type RetailerFormError = 'required' | 'not-found' | 'unavailable';

export interface ConfirmRetailerProps {
  /** Where to go once a retailer is confirmed: a checked same-site path, or null to stay here. */
  returnUrl: string | null;
  /** The place the list is for: the saved ZIP code, or the default location's. */
  place: ListPlace;
  /** Whether `place` is the visitor's saved ZIP code or the default location. */
  placeSource: 'stored' | 'default';
  /** The nearest retailers; null when they could not be loaded. */
  retailers: RetailerOption[] | null;
  /** The radius of "near" the list answer named (miles); retailers beyond it are listed apart as far away. */
  radius?: number | null;
  /** The ZIP code is in this US territory, where there are no retailers. */
  territory?: UsTerritory | null;
  /** The preferred retailer already saved, if any. */
  selectedId: string | null;
  /** A form sent without script that the server could not accept. */
  formError: RetailerFormError | null;
  /** The server has just saved the retailer (no-script form, nowhere to return to): its name. */
  savedName: string | null;
}

/** The slim option the list shows, from one result of `/services/dealers/by/zip`. */
export function toRetailerOption(result: RetailerResult): RetailerOption {
  const { dealer } = result;
  return {
    id: dealer.id,
    name: dealer.name,
    line1: dealer.address.line1,
    city: dealer.address.city,
    state: dealer.address.state,
    zipcode: dealer.address.zipcode,
    phone: shownPhone(dealer),
    distance: typeof result.distance === 'number' ? result.distance : null,
  };
}
