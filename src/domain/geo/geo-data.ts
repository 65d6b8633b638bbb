/**
 * The visitor's saved geo data (the spec's Geo data, version 0001, kept one day in a cookie and in local storage):
 * what Build & Price reads to price the destination charge. Until a ZIP is given the spec's default location
 * applies: state KS, region 060.
 */
import { DEFAULT_REGION, DEFAULT_STATE } from '../catalog/catalog.ts';

/** The cookie the server reads; the browser's copy is local storage `STORAGE_KEYS.geoData`. */
export const GEO_DATA_COOKIE = 'geo-data';
export const GEO_DATA_VERSION = '0001';
/** One day, for both the cookie and the local-storage copy. */
export const GEO_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface GeoLocation {
  state: string;
  region: string;
}

export const DEFAULT_LOCATION: GeoLocation = { state: DEFAULT_STATE, region: DEFAULT_REGION };

/**
 * Reads a stored geo-data value (JSON, from the cookie or local storage). Anything unreadable, of another
 * version, expired or without a valid state falls back to the default location.
 */
export function readGeoLocation(raw: string | null | undefined, now = Date.now()): GeoLocation {
  if (!raw) return DEFAULT_LOCATION;
  try {
    const value = JSON.parse(raw) as { version?: unknown; state?: unknown; region?: unknown; savedAt?: unknown };
    if (value.version !== GEO_DATA_VERSION) return DEFAULT_LOCATION;
    if (typeof value.savedAt === 'number' && now - value.savedAt > GEO_DATA_MAX_AGE_MS) return DEFAULT_LOCATION;
    if (typeof value.state !== 'string' || !/^[A-Z]{2}$/.test(value.state)) return DEFAULT_LOCATION;
    const region = typeof value.region === 'string' && /^\d{3}$/.test(value.region) ? value.region : '';
    return { state: value.state, region };
  } catch {
    return DEFAULT_LOCATION;
  }
}
