/**
 * The visitor context: what the site knows about where a visitor is and which retailer they chose, as one value that
 * every page, island, service and form reads the same way (ARCHITECTURE.md, "The visitor context").
 *
 * It is derived from the spec's geo data (version 0001: the `geo-data` cookie for the server, local storage for the
 * browser; src/domain/geo/geo-data.ts holds the rules that write it). The place is the visitor's own ZIP; without one,
 * the preferred retailer's (DECISIONS.md, "preferred retailer and location"); without either, none — national prices,
 * offers and inventory, priced for the spec's default location where a location is unavoidable.
 */
import { DEFAULT_LOCATION, type GeoData, type GeographicData, type GeoLocation } from './geo-data.ts';
import { salesArea } from './regions.ts';

export interface VisitorPlace {
  zipCode: string;
  city: string;
  state: string;
  region: string;
}

export interface VisitorRetailer {
  id: string;
  zipcode: string;
  /** Its name when the visitor chose it somewhere that knew it (the finder, a confirm page). */
  name: string | null;
}

export interface VisitorContext {
  /** Where the visitor is; null when the site does not know. */
  place: VisitorPlace | null;
  /** `zip`: a ZIP the visitor gave (or their location gave); `retailer`: the preferred retailer's ZIP. */
  placeSource: 'zip' | 'retailer' | null;
  retailer: VisitorRetailer | null;
}

export const NO_CONTEXT: VisitorContext = { place: null, placeSource: null, retailer: null };

/**
 * The context of a stored geo-data value. `lookup` (the server's ZIP index) gives a saved ZIP's city, state and region,
 * and a retailer-only value's place from the retailer's ZIP; without it (the browser) the stored fields are used and a
 * retailer-only value has no place.
 */
export function visitorContext(data: GeoData | null, lookup?: (zip: string) => GeographicData | null): VisitorContext {
  if (!data) return NO_CONTEXT;
  const retailer: VisitorRetailer | null = data.selectedDealer ? { id: data.selectedDealer, zipcode: data.dealerZipCode, name: data.retailer?.name ?? null } : null;
  // The ZIP index, where there is one, is the truth about a ZIP: its city, state and region, whatever the copy says.
  const known = data.zipCode && lookup ? lookup(data.zipCode) : null;
  if (known) return { place: { zipCode: known.zipCode, city: known.city, state: known.state, region: known.region }, placeSource: 'zip', retailer };
  if (data.zipCode && data.state) {
    const region = data.region || salesArea(data.state)?.region || '';
    if (region) return { place: { zipCode: data.zipCode, city: data.city, state: data.state, region }, placeSource: 'zip', retailer };
  }
  const fromRetailer = retailer?.zipcode && lookup ? lookup(retailer.zipcode) : null;
  if (fromRetailer) {
    return { place: { zipCode: fromRetailer.zipCode, city: fromRetailer.city, state: fromRetailer.state, region: fromRetailer.region }, placeSource: 'retailer', retailer };
  }
  return { place: null, placeSource: null, retailer };
}

/** The state and region prices are made for (destination charge, tax): the visitor's, else the spec's default. */
export function pricingLocation(context: VisitorContext): GeoLocation {
  return context.place ? { state: context.place.state, region: context.place.region } : DEFAULT_LOCATION;
}

/** The ZIP searches start from (inventory radius, nearest retailers); null when the site does not know one. */
export function contextZip(context: VisitorContext): string | null {
  return context.place?.zipCode ?? null;
}

