/**
 * The retailer (dealer) network as the services answer it: the contract the finder, the confirm-retailer page and
 * the retailer pages read. Field names follow the spec where it names them (dealer.id, dealer.address.zipcode,
 * distance, type Active / TotalActive).
 */
import type { UsTerritory } from './radius.ts';

export const RETAILER_SERVICES = ['sales', 'service', 'parts', 'certifiedCollision', 'evCharging', 'certifiedPreOwned', 'fleet', 'rentals'] as const;
export type RetailerService = (typeof RETAILER_SERVICES)[number];

/** The spec's default retailer type and filter. */
export const RETAILER_TYPES = ['Active', 'TotalActive'] as const;
export type RetailerType = (typeof RETAILER_TYPES)[number];

/** The spec's limits: a ZIP search fetches 5 and shows at least 4 when 4 exist; a map box returns at most 750. */
export const RETAILER_LIMITS = { minimum: 4, maximum: 5, boundedMaximum: 750 } as const;

export interface RetailerAddress {
  line1: string;
  city: string;
  state: string;
  zipcode: string;
}

/** Opening hours for one weekday (0 = Sunday), local time "HH:MM"; closed days are absent. */
export interface OpeningHours {
  day: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  department: 'sales' | 'service';
  opens: string;
  closes: string;
}

export interface Retailer {
  /** Five digits, as a string (the spec's "id string"). */
  id: string;
  name: string;
  /** The retailer page's address segment (`/find/retailers/{id}-{slug}.html`). */
  slug: string;
  address: RetailerAddress;
  phone: string;
  website: string;
  latitude: number;
  longitude: number;
  /** IANA time zone, for "open now". */
  timeZone: string;
  hours: OpeningHours[];
  services: RetailerService[];
  status: 'Active' | 'Inactive';
  awards: { year: number; name: string }[];
  optIns: { sms: boolean; email: boolean; chat: boolean };
}

/** One result of a search: the retailer and its distance from the searched point, in miles. */
export interface RetailerResult {
  dealer: Retailer;
  distance: number | null;
}

/** by/zip, by/bounds, query and by/distance answer this. */
export interface RetailerList {
  /** The place searched from (ZIP searches). */
  origin: { zipCode: string; city: string; state: string; latitude: number; longitude: number } | null;
  dealers: RetailerResult[];
  /** How many retailers of the type exist in all (the spec's TotalActive count). */
  totalActive: number;
  /**
   * Searches from a place: the radius of "near", in miles. Only results whose distance is at most this are near;
   * the others are far away and are never presented as near (`splitByRadius`).
   */
  radius?: number;
  /** Searches from a place: how many of `dealers` are within `radius` (they come first: the list is nearest first). */
  withinRadius?: number;
  /** The ZIP searched is in this US territory, where there are no retailers: the list holds only those within the radius (none today). */
  territory?: UsTerritory;
}

export interface RetailerStory {
  id: string;
  dealerId: string;
  title: string;
  body: string;
  author: string;
  date: string;
}
