/**
 * The visitor's saved geo data (the spec's Geo data, version 0001, kept one day in a cookie and in local storage):
 * the ZIP code the visitor confirmed (with its city, state and sales region), and the preferred retailer. The
 * server reads the cookie (the geogate, Build & Price's destination charge, the confirm pages); the browser reads
 * local storage first (`src/ui/geo/geo-store.ts`). Until a ZIP is given the spec's default location applies:
 * state KS, region 060.
 *
 * Pure rules only: parsing (version, expiry, shape), the two changes a visitor can make (a new ZIP, a preferred
 * retailer) and the cookie's attributes. No I/O.
 */
import { DEFAULT_REGION, DEFAULT_STATE } from '#domain/catalog/catalog.ts';
import type { GeographicData } from './contract.ts';
import { salesArea } from './regions.ts';
import { normaliseZip } from './zip.ts';

/** The cookie the server reads; the browser's copy is local storage `STORAGE_KEYS.geoData`. */
export const GEO_DATA_COOKIE = 'geo-data';
export const GEO_DATA_VERSION = '0001';
/** One day, for both the cookie and the local-storage copy. */
export const GEO_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** The cookie's `Max-Age`, in seconds. */
export const GEO_DATA_COOKIE_MAX_AGE_S = GEO_DATA_MAX_AGE_MS / 1000;

export interface GeoLocation {
  state: string;
  region: string;
}

export const DEFAULT_LOCATION: GeoLocation = { state: DEFAULT_STATE, region: DEFAULT_REGION };

/** What `GET /services/utility/geographicdata/{zip}` (and `…/reverse`) answers for a US ZIP code (`./contract.ts`). */
export type { GeographicData } from './contract.ts';

/**
 * The preferred retailer as the spec keeps it: its id and its ZIP code (`dealer.id`, `dealer.address.zipcode`), with
 * its name (for the header) and its city and state when the place it was chosen from knew them.
 */
export interface PreferredRetailer {
  id: string;
  zipcode: string;
  name?: string;
  city?: string;
  state?: string;
}

/** The spec's Geo data. Empty strings stand for "not chosen yet", so every field is always present. */
export interface GeoData {
  version: typeof GEO_DATA_VERSION;
  /** When it was written (ms since the epoch); local storage expires it after a day, the cookie by Max-Age. */
  savedAt: number;
  /** The preferred retailer's id (the spec's "id string"); '' when none is chosen. */
  selectedDealer: string;
  /** The preferred retailer's ZIP code. */
  dealerZipCode: string;
  /** The ZIP code the visitor gave (or that their location gave). */
  userZipCode: string;
  /** Geographic data of `userZipCode`. */
  zipCode: string;
  city: string;
  state: string;
  region: string;
  retailer: PreferredRetailer | null;
}

const STATE = /^[A-Z]{2}$/;
const REGION = /^\d{3}$/;
/** Retailer ids are five digits today; anything short and plain is accepted so a longer id scheme still reads. */
const RETAILER_ID = /^[A-Za-z0-9-]{1,20}$/;

const text = (value: unknown, max = 80): string => (typeof value === 'string' && value.length <= max ? value : '');

export function isRetailerId(value: unknown): value is string {
  return typeof value === 'string' && RETAILER_ID.test(value);
}

/** Reads a service answer as GeographicData; null when it is not one (an error object, a foreign place). */
export function parseGeographicData(value: unknown): GeographicData | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const zipCode = normaliseZip(text(record.zipCode));
  const state = text(record.state);
  if (!zipCode || !STATE.test(state)) return null;
  const region = REGION.test(text(record.region)) ? text(record.region) : (salesArea(state)?.region ?? '');
  const latitude = typeof record.latitude === 'number' && Number.isFinite(record.latitude) ? record.latitude : 0;
  const longitude = typeof record.longitude === 'number' && Number.isFinite(record.longitude) ? record.longitude : 0;
  return { zipCode, city: text(record.city), state, region, district: text(record.district), zone: text(record.zone), latitude, longitude };
}

/**
 * Reads a stored geo-data value (JSON, from the cookie or local storage). Null when it is missing, unreadable,
 * of another version or older than a day (`savedAt`; a value without it is a cookie, which the browser expires
 * itself). Fields of the wrong shape are dropped, so a tampered value can never put odd text on a page.
 */
export function parseGeoData(raw: string | null | undefined, now = Date.now()): GeoData | null {
  if (!raw || raw.length > 4000) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.version !== GEO_DATA_VERSION) return null;
  const savedAt = typeof record.savedAt === 'number' && Number.isFinite(record.savedAt) ? record.savedAt : null;
  if (savedAt !== null && (now - savedAt > GEO_DATA_MAX_AGE_MS || savedAt - now > GEO_DATA_MAX_AGE_MS)) return null;
  const zipCode = normaliseZip(text(record.zipCode)) ?? '';
  const state = STATE.test(text(record.state)) ? text(record.state) : '';
  const region = REGION.test(text(record.region)) ? text(record.region) : '';
  const retailerRecord = record.retailer && typeof record.retailer === 'object' ? (record.retailer as Record<string, unknown>) : null;
  const selectedDealer = isRetailerId(record.selectedDealer) ? record.selectedDealer : isRetailerId(retailerRecord?.id) ? retailerRecord.id : '';
  const dealerZipCode = normaliseZip(text(record.dealerZipCode)) ?? normaliseZip(text(retailerRecord?.zipcode)) ?? '';
  const dealerName = text(retailerRecord?.name, 120).replace(/[\p{Cc}<>]/gu, '').trim();
  return {
    version: GEO_DATA_VERSION,
    savedAt: savedAt ?? now,
    selectedDealer,
    dealerZipCode,
    userZipCode: normaliseZip(text(record.userZipCode)) ?? zipCode,
    zipCode,
    city: text(record.city),
    state,
    region,
    retailer: selectedDealer ? { id: selectedDealer, zipcode: dealerZipCode, ...(dealerName ? { name: dealerName } : {}) } : null,
  };
}

export function serializeGeoData(data: GeoData): string {
  return JSON.stringify(data);
}

/** Nothing saved yet: the spec's version, no ZIP, no retailer. */
export function emptyGeoData(now = Date.now()): GeoData {
  return { version: GEO_DATA_VERSION, savedAt: now, selectedDealer: '', dealerZipCode: '', userZipCode: '', zipCode: '', city: '', state: '', region: '', retailer: null };
}

/**
 * The geo data after the visitor sets a ZIP code. Null when the spec says to ignore it: an empty ZIP, or the one
 * already saved. The preferred retailer stays: it is the visitor's choice, kept apart from where they are.
 */
export function withZip(current: GeoData | null, place: GeographicData | null | undefined, now = Date.now()): GeoData | null {
  const zipCode = normaliseZip(place?.zipCode);
  if (!place || !zipCode) return null;
  if (current && current.zipCode === zipCode) return null;
  return { ...(current ?? emptyGeoData(now)), savedAt: now, userZipCode: zipCode, zipCode, city: place.city, state: place.state, region: place.region };
}

/**
 * The geo data after the visitor confirms a preferred retailer. Null for an id or ZIP that cannot be one.
 *
 * A visitor without a saved ZIP takes the retailer's ZIP, city, state and region as their location (DECISIONS.md,
 * "preferred retailer and location"): destination charge, offers, inventory and tax then follow the retailer. A saved
 * ZIP is kept: the retailer is a choice, the ZIP is where the visitor is. `place` is the retailer's geographic data
 * when the caller has it (the server's ZIP index); otherwise the retailer's own city and state are used.
 */
export function withRetailer(current: GeoData | null, retailer: PreferredRetailer, now = Date.now(), place?: GeographicData | null): GeoData | null {
  const zipcode = normaliseZip(retailer.zipcode);
  if (!isRetailerId(retailer.id) || !zipcode) return null;
  const name = retailer.name?.replace(/[\p{Cc}<>]/gu, '').trim().slice(0, 120) ?? '';
  const base = { ...(current ?? emptyGeoData(now)), savedAt: now, selectedDealer: retailer.id, dealerZipCode: zipcode, retailer: { id: retailer.id, zipcode, ...(name ? { name } : {}) } };
  if (base.zipCode) return base;
  const state = place?.state ?? (retailer.state && STATE.test(retailer.state) ? retailer.state : '');
  const region = place?.region || (state ? (salesArea(state)?.region ?? '') : '');
  if (!state || !region) return base;
  return { ...base, userZipCode: zipcode, zipCode: zipcode, city: place?.city ?? text(retailer.city), state, region };
}

/**
 * A key of everything stored but the time it was saved: part of the render-cache key. Pages read the stored data
 * itself (a ZIP of a US territory, which gives no place in the visitor context, still changes the confirm pages), so
 * the key is the data, not only the context derived from it.
 */
export function geoDataKey(data: GeoData | null): string {
  if (!data) return '-';
  const { savedAt: _savedAt, ...kept } = data;
  return JSON.stringify(kept);
}

/**
 * What a save changed: the fields of `after` that differ from `before` (all of them when nothing was saved before),
 * without the time it was saved. Replayed with `applyGeoDataChange` on another visitor whose context was the same, it
 * makes the same context while keeping what is theirs alone.
 */
export function geoDataChange(before: GeoData | null, after: GeoData): Partial<GeoData> {
  const change: Partial<GeoData> = {};
  const base = before ?? emptyGeoData(after.savedAt);
  for (const key of Object.keys(after) as (keyof GeoData)[]) {
    if (key === 'savedAt') continue;
    if (JSON.stringify(after[key]) !== JSON.stringify(base[key])) Object.assign(change, { [key]: after[key] });
  }
  return change;
}

/** `current` with a change from `geoDataChange` applied, saved at `now`. */
export function applyGeoDataChange(current: GeoData | null, change: Partial<GeoData>, now = Date.now()): GeoData {
  return { ...(current ?? emptyGeoData(now)), ...change, savedAt: now };
}

/** The preferred retailer in a stored value, if any: what the geogate asks. */
export function preferredRetailer(data: GeoData | null): PreferredRetailer | null {
  if (!data?.selectedDealer) return null;
  return { id: data.selectedDealer, zipcode: data.dealerZipCode, ...(data.retailer?.name ? { name: data.retailer.name } : {}) };
}

/** The newer of two copies (cookie and local storage); local storage wins a tie. */
export function newerGeoData(stored: GeoData | null, cookie: GeoData | null): GeoData | null {
  if (!stored) return cookie;
  if (!cookie) return stored;
  return cookie.savedAt > stored.savedAt ? cookie : stored;
}

/** The cookie's attributes: the whole site, one day, sent on top-level navigations, readable by the page's script. */
export function geoCookieAttributes(secure: boolean): { path: string; maxAge: number; sameSite: 'lax'; secure: boolean; httpOnly: false } {
  return { path: '/', maxAge: GEO_DATA_COOKIE_MAX_AGE_S, sameSite: 'lax', secure, httpOnly: false };
}

/** `document.cookie` text that writes (or, with null, deletes) the geo-data cookie. */
export function geoCookieString(data: GeoData | null, secure: boolean): string {
  const value = data ? encodeURIComponent(serializeGeoData(data)) : '';
  const maxAge = data ? GEO_DATA_COOKIE_MAX_AGE_S : 0;
  return `${GEO_DATA_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The raw geo-data value in a `Cookie` header / `document.cookie` string, decoded; null when absent. */
export function geoCookieValue(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== GEO_DATA_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The state and region Build & Price prices destination for. Anything unreadable, of another version, expired
 * or without a valid state falls back to the default location.
 */
export function readGeoLocation(raw: string | null | undefined, now = Date.now()): GeoLocation {
  const data = parseGeoData(raw, now);
  if (!data?.state) return DEFAULT_LOCATION;
  return { state: data.state, region: data.region };
}

export type GeographicLookup = { status: 'ok'; place: GeographicData } | { status: 'not-found' } | { status: 'unavailable' };

/**
 * The ZIP lookup's answer (`/services/utility/geographicdata/{zip}`) as an outcome: the place; not found (400
 * 'Invalid ZipCode' or 404 — the spec's "failed ZIP validation yields not valid"); or unavailable (anything else,
 * so a service outage is never blamed on the visitor's ZIP).
 */
export function geographicLookupResult(status: number, body: unknown): GeographicLookup {
  if (status === 200) {
    const place = parseGeographicData(body);
    return place ? { status: 'ok', place } : { status: 'not-found' };
  }
  if (status === 400 || status === 404) return { status: 'not-found' };
  return { status: 'unavailable' };
}

export function geographicDataPath(zip: string): string {
  return `/services/utility/geographicdata/${encodeURIComponent(zip)}`;
}
