/**
 * Browser geolocation as the spec describes it: the options (high accuracy, 30 s maximum age, 20 s timeout), the
 * error catalogue (codes 1–5 with their messages) and the whole "use my location" sequence — ask the browser for
 * a position, turn it into a US ZIP code through the reverse geographic lookup, answer allow or block. The browser
 * parts are passed in, so the sequence runs in unit tests.
 */
import { parseGeographicData, type GeographicData } from './geo-data.ts';
import type { GeoError, GeoPosition } from './location.ts';

export interface GeolocationOptions {
  enableHighAccuracy: boolean;
  maximumAge: number;
  timeout: number;
}

export const GEOLOCATION_OPTIONS: GeolocationOptions = { enableHighAccuracy: true, maximumAge: 30_000, timeout: 20_000 };

/** The dictionary key of a geolocation error code (1–5), so every page says the spec's message in its language. */
export function geoErrorKey(code: number): string {
  switch (code) {
    case 1:
      return 'geo.error.unsupported';
    case 2:
      return 'geo.error.timeout';
    case 3:
      return 'geo.error.denied';
    case 5:
      return 'geo.error.noZip';
    default:
      return 'geo.error.unknown';
  }
}

export const GEO_ERRORS = {
  unsupported: { code: 1, reason: 'unsupported', message: 'Geolocation is not supported by your browser' },
  timeout: { code: 2, reason: 'timeout', message: 'Geolocation Timeout' },
  denied: { code: 3, reason: 'denied', message: 'Access to the geolocation was denied by the page' },
  unknown: { code: 4, reason: 'unknown', message: 'Unable to determine a fail reason' },
  noZip: { code: 5, reason: 'no-zip', message: 'No zip code available for the current location' },
} as const satisfies Record<string, GeoError>;

export type GeoErrorReason = (typeof GEO_ERRORS)[keyof typeof GEO_ERRORS]['reason'];

/** The W3C GeolocationPositionError codes. */
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** Maps a GeolocationPositionError (or anything thrown) to the spec's error: denied 3, timeout 2, otherwise 4. */
export function positionErrorToGeoError(error: unknown): GeoError {
  const code = error && typeof error === 'object' && 'code' in error ? (error).code : null;
  if (code === PERMISSION_DENIED) return { ...GEO_ERRORS.denied };
  if (code === TIMEOUT) return { ...GEO_ERRORS.timeout };
  return { ...GEO_ERRORS.unknown };
}

/**
 * The reverse lookup's answer as a result: a US ZIP code, or error 5 (no ZIP for this place — the service knows
 * no US ZIP near it, which is also the answer outside the United States).
 */
export function reverseLookupResult(status: number, body: unknown): { ok: true; place: GeographicData } | { ok: false; error: GeoError } {
  const place = status === 200 ? parseGeographicData(body) : null;
  if (place) return { ok: true, place };
  if (status === 200 || status === 400 || status === 404) return { ok: false, error: { ...GEO_ERRORS.noZip } };
  return { ok: false, error: { ...GEO_ERRORS.unknown } };
}

interface Coordinates {
  latitude: number;
  longitude: number;
  accuracy?: number | null;
  altitude?: number | null;
}

export function toGeoPosition(coords: Coordinates): GeoPosition {
  return { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy ?? null, altitude: coords.altitude ?? null };
}

/**
 * What "use my location" answers. Both shapes carry every field (absent ones undefined), so a caller may read
 * `zipCode` or `message` without narrowing first.
 */
export type BrowserLocation =
  | { status: 'allow'; zipCode: string; place: GeographicData; position: GeoPosition; error?: undefined; code?: undefined; message?: undefined }
  | { status: 'block'; error: GeoError; code: number; message: string; zipCode?: undefined; place?: undefined; position?: undefined };

export function allowed(position: GeoPosition, place: GeographicData): BrowserLocation {
  return { status: 'allow', zipCode: place.zipCode, place, position };
}

export function blocked(error: GeoError): BrowserLocation {
  const copy = { ...error };
  return { status: 'block', error: copy, code: copy.code, message: copy.message };
}

/** The part of `navigator.geolocation` the sequence uses. */
export interface GeolocationLike {
  getCurrentPosition(success: (position: { coords: Coordinates }) => void, error: (error: unknown) => void, options?: GeolocationOptions): void;
}

/** Answers the reverse lookup's status and JSON body for a point. */
export type ReverseLookup = (latitude: number, longitude: number) => Promise<{ status: number; body: unknown }>;

export function reverseLookupPath(latitude: number, longitude: number): string {
  const query = new URLSearchParams({ latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) });
  return `/services/utility/geographicdata/reverse?${query.toString()}`;
}

/** The whole sequence: allow with the place, or block with the spec's error. Never rejects. */
export async function locateWithBrowser(geolocation: GeolocationLike | null | undefined, lookup: ReverseLookup, options: GeolocationOptions = GEOLOCATION_OPTIONS): Promise<BrowserLocation> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') return blocked(GEO_ERRORS.unsupported);
  let position: GeoPosition;
  try {
    position = await new Promise<GeoPosition>((resolve, reject) => {
      geolocation.getCurrentPosition((found) => resolve(toGeoPosition(found.coords)), reject, options);
    });
  } catch (error) {
    return blocked(positionErrorToGeoError(error));
  }
  if (!Number.isFinite(position.latitude) || !Number.isFinite(position.longitude)) return blocked(GEO_ERRORS.unknown);
  let answer: { status: number; body: unknown };
  try {
    answer = await lookup(position.latitude, position.longitude);
  } catch {
    return blocked(GEO_ERRORS.unknown);
  }
  const result = reverseLookupResult(answer.status, answer.body);
  return result.ok ? allowed(position, result.place) : blocked(result.error);
}
