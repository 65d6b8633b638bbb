/**
 * The spec's Zip state and how a visitor's location is found, as pure rules:
 *
 * 1. a ZIP code stored in the visitor's geo data wins;
 * 2. otherwise the page waits for an external geo object — an IP-geolocation script a CDN or tag manager may put
 *    on the page as `window.HALDEN_GEO = { Zip: '64105', Country: 'united states', … }` (the fields a `geoip`
 *    object carries) — checking every 500 ms and giving up after 10 s, and uses its Zip when its Country is the
 *    United States (any letter case);
 * 3. otherwise the spec's default location, the central-US point with temporary ZIP 66952.
 *
 * Setting a ZIP is ignored when it is empty or equal to the current one. Browser geolocation sets the status to
 * allow on success and block on any error (`geolocation.ts` maps the errors).
 *
 * The Zip state is the one state the browser keeps about where the visitor is (src/ui/geo/geo-store.ts): its
 * `zipCode` follows the saved geo data (`followSavedZip`), and what geolocation answered lasts the session.
 */
import { DEFAULT_AREA } from './regions.ts';
import { normaliseZip } from './zip.ts';

/** The name of the external geo object on `window`; see the module comment. */
export const EXTERNAL_GEO_GLOBAL = 'HALDEN_GEO';
export const GEO_POLL_INTERVAL_MS = 500;
export const GEO_POLL_TIMEOUT_MS = 10_000;
/** The spec's temporary ZIP of the default location (KS, region 060, district 02, zone 02). */
export const DEFAULT_ZIP = DEFAULT_AREA.zipCode;

export type GeoStatus = 'prompt' | 'allow' | 'block';

export interface GeoPosition {
  accuracy: number | null;
  altitude: number | null;
  latitude: number;
  longitude: number;
}

/** The spec's error object. */
export interface GeoError {
  message: string;
  code: number;
  reason: string;
}

/** The spec's Zip state. */
export interface ZipState {
  zipCode: string;
  oldZipCode: string;
  geoZipCode: string;
  geoLocation: GeoPosition | null;
  geoStatus: GeoStatus;
  error: GeoError | null;
}

export function initialZipState(storedZip?: string | null): ZipState {
  return { zipCode: normaliseZip(storedZip) ?? '', oldZipCode: '', geoZipCode: '', geoLocation: null, geoStatus: 'prompt', error: null };
}

/** Sets the ZIP; the same state back (by identity) when the ZIP is empty, not a ZIP, or the current one. */
export function setZip(state: ZipState, zip: string | null | undefined): ZipState {
  const next = normaliseZip(zip);
  if (!next || next === state.zipCode) return state;
  return { ...state, oldZipCode: state.zipCode, zipCode: next };
}

/**
 * The Zip state after the saved geo data was read: its ZIP follows the saved one (a ZIP saved here, in another tab,
 * or by the server from a form sent without script), the previous one kept as `oldZipCode`; saved data that expired
 * leaves no ZIP. The same state back (by identity) when nothing changed.
 */
export function followSavedZip(state: ZipState, savedZip: string | null | undefined): ZipState {
  const saved = normaliseZip(savedZip);
  if (saved) return setZip(state, saved);
  return state.zipCode ? { ...state, oldZipCode: state.zipCode, zipCode: '' } : state;
}

/** What of the Zip state lasts the browser session (session storage): what browser geolocation answered. */
export type ZipSession = Pick<ZipState, 'geoZipCode' | 'geoLocation' | 'geoStatus' | 'error'>;

export function zipSession(state: ZipState): ZipSession {
  return { geoZipCode: state.geoZipCode, geoLocation: state.geoLocation, geoStatus: state.geoStatus, error: state.error };
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const finiteOrNull = (value: unknown): number | null => (finite(value) ? value : null);

/** A stored session part, checked field by field; anything unreadable is the initial state's. */
export function parseZipSession(raw: string | null | undefined): ZipSession {
  const initial = zipSession(initialZipState());
  if (!raw) return initial;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return initial;
  }
  if (!value || typeof value !== 'object') return initial;
  const record = value as Record<string, unknown>;
  const status = record.geoStatus === 'allow' || record.geoStatus === 'block' ? record.geoStatus : 'prompt';
  const place = record.geoLocation && typeof record.geoLocation === 'object' ? (record.geoLocation as Record<string, unknown>) : null;
  const geoLocation =
    place && finite(place.latitude) && finite(place.longitude)
      ? { latitude: place.latitude, longitude: place.longitude, accuracy: finiteOrNull(place.accuracy), altitude: finiteOrNull(place.altitude) }
      : null;
  const error = record.error && typeof record.error === 'object' ? (record.error as Record<string, unknown>) : null;
  const geoError =
    status === 'block' && error && typeof error.message === 'string' && finite(error.code) && typeof error.reason === 'string'
      ? { message: error.message, code: error.code, reason: error.reason }
      : null;
  if (status === 'block' && !geoError) return initial;
  return {
    geoZipCode: normaliseZip(typeof record.geoZipCode === 'string' ? record.geoZipCode : null) ?? '',
    geoLocation,
    geoStatus: status,
    error: geoError,
  };
}

/**
 * Browser geolocation worked and its point has a US ZIP code: the state records it as `geoZipCode`. It becomes the
 * visitor's `zipCode` when it is saved (a finder search for it, the confirm page's Save), as any ZIP does, so a place
 * offered is never taken for one chosen.
 */
export function geolocationAllowed(state: ZipState, position: GeoPosition, zip: string): ZipState {
  return { ...state, geoZipCode: normaliseZip(zip) ?? '', geoLocation: position, geoStatus: 'allow', error: null };
}

/** Browser geolocation failed in any way: status block, with the spec's error. */
export function geolocationBlocked(state: ZipState, error: GeoError): ZipState {
  return { ...state, geoStatus: 'block', error };
}

/** The ZIP code of an external geo object, when it is one for the United States; null otherwise. */
export function externalGeoZip(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const country = typeof record.Country === 'string' ? record.Country.trim().toLowerCase() : '';
  if (country !== 'united states') return null;
  return normaliseZip(typeof record.Zip === 'string' || typeof record.Zip === 'number' ? String(record.Zip) : null);
}

export interface PollOptions {
  interval?: number;
  timeout?: number;
  signal?: AbortSignal;
}

/**
 * Reads the external geo object now and then every `interval` ms until it gives a US ZIP, for at most `timeout`
 * ms. Resolves the ZIP, or null after the timeout (or when `signal` aborts). An object that is present but not
 * for the US ends the wait at once: it will not change its mind.
 */
export function waitForExternalZip(read: () => unknown, { interval = GEO_POLL_INTERVAL_MS, timeout = GEO_POLL_TIMEOUT_MS, signal }: PollOptions = {}): Promise<string | null> {
  return new Promise((resolve) => {
    let elapsed = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (zip: string | null) => {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      resolve(zip);
    };
    const onAbort = () => finish(null);
    const check = () => {
      let value: unknown;
      try {
        value = read();
      } catch {
        value = undefined;
      }
      if (value !== undefined && value !== null) return finish(externalGeoZip(value));
      if (elapsed >= timeout) return finish(null);
      elapsed += interval;
      timer = setTimeout(check, interval);
    };
    if (signal?.aborted) return resolve(null);
    signal?.addEventListener('abort', onAbort, { once: true });
    check();
  });
}

export type LocationSource = 'stored' | 'external' | 'default';

export interface VisitorLocation {
  zipCode: string;
  source: LocationSource;
}

/** The spec's init rule: a stored ZIP, else the external object's US ZIP, else the default 66952. */
export async function resolveVisitorZip(storedZip: string | null | undefined, readExternal: () => unknown, options: PollOptions = {}): Promise<VisitorLocation> {
  const stored = normaliseZip(storedZip);
  if (stored) return { zipCode: stored, source: 'stored' };
  const external = await waitForExternalZip(readExternal, options);
  if (external) return { zipCode: external, source: 'external' };
  return { zipCode: DEFAULT_ZIP, source: 'default' };
}
