/**
 * The browser side of the visitor's geo data: one copy in local storage (`STORAGE_KEYS.geoData`, read first) and
 * one in the `geo-data` cookie (what the server reads), both kept one day and always written together. The rules
 * live in `src/domain/geo/`; this module only binds them to `window`.
 *
 * External geo object: an IP-geolocation script (a CDN edge or tag manager) may publish the visitor's place as
 * `window.HALDEN_GEO = { Zip: '64105', Country: 'united states', … }`. `locateVisitor()` waits for it (every
 * 500 ms, up to 10 s) when no ZIP is stored, and uses its Zip only when its Country is the United States.
 */
import { geographicData, reverseGeographicData, type ApiResult } from '#client/api.ts';
import {
  GEO_DATA_MAX_AGE_MS,
  geoCookieString,
  geoCookieValue,
  geographicLookupResult,
  newerGeoData,
  parseGeoData,
  serializeGeoData,
  withRetailer,
  withZip,
  type GeoData,
  type GeographicData,
  type GeographicLookup,
  type PreferredRetailer,
} from '#domain/geo/geo-data.ts';
import { locateWithBrowser, type BrowserLocation } from '#domain/geo/geolocation.ts';
import { EXTERNAL_GEO_GLOBAL, resolveVisitorZip, type PollOptions, type VisitorLocation } from '#domain/geo/location.ts';
import { STORAGE_KEYS } from '#domain/storage/versioning.ts';

declare global {
  interface Window {
    /** The external geo object (see the module comment); absent on most pages. */
    HALDEN_GEO?: unknown;
  }
}

export type { BrowserLocation, GeoData, GeographicData, GeographicLookup, PreferredRetailer, VisitorLocation };

export type GeoDataListener = (data: GeoData | null) => void;

const listeners = new Set<GeoDataListener>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readStored(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEYS.geoData) ?? null;
  } catch {
    return null;
  }
}

function readCookie(): string | null {
  try {
    return geoCookieValue(document.cookie);
  } catch {
    return null;
  }
}

function writeStored(data: GeoData): void {
  try {
    storage()?.setItem(STORAGE_KEYS.geoData, serializeGeoData(data));
  } catch {
    /* private mode or a full quota: the cookie still carries it */
  }
}

function notify(data: GeoData | null): void {
  for (const listener of [...listeners]) {
    try {
      listener(data);
    } catch (error) {
      console.error(error);
    }
  }
}

function write(data: GeoData): GeoData {
  writeStored(data);
  try {
    document.cookie = geoCookieString(data, location.protocol === 'https:');
  } catch {
    /* cookies blocked: local storage still carries it for this browser */
  }
  notify(data);
  return data;
}

let memo: { stored: string | null; cookie: string | null; data: GeoData | null } | null = null;

/**
 * The saved geo data, or null. Local storage and the cookie are both read and the newer wins, so a cookie the
 * server wrote (a form sent without script) is seen too — and copied into local storage. The same object comes
 * back while neither copy changes, so it can be a `useSyncExternalStore` snapshot (with `subscribe`).
 */
export function readGeoData(): GeoData | null {
  const rawStored = readStored();
  const rawCookie = readCookie();
  if (memo && memo.stored === rawStored && memo.cookie === rawCookie && (!memo.data || Date.now() - memo.data.savedAt <= GEO_DATA_MAX_AGE_MS)) return memo.data;
  const now = Date.now();
  const stored = parseGeoData(rawStored, now);
  const cookie = parseGeoData(rawCookie, now);
  const data = newerGeoData(stored, cookie);
  if (data && data === cookie && stored?.savedAt !== cookie.savedAt) writeStored(data);
  memo = { stored: readStored(), cookie: rawCookie, data };
  return data;
}

/** Saves a ZIP code's geographic data; null (and nothing written) when the ZIP is empty or already the saved one. */
export function saveZip(geographicData: GeographicData): GeoData | null {
  const next = withZip(readGeoData(), geographicData);
  return next ? write(next) : null;
}

/** Saves the preferred retailer; null when the id or ZIP cannot be one. */
export function savePreferredRetailer(retailer: PreferredRetailer): GeoData | null {
  const next = withRetailer(readGeoData(), retailer);
  return next ? write(next) : null;
}

function onStorage(event: StorageEvent): void {
  if (event.key === STORAGE_KEYS.geoData) notify(readGeoData());
}

/** Calls `listener` after every save on this page (and in other tabs, through the storage event); returns the unsubscribe. */
export function subscribe(listener: GeoDataListener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The spec's location state: the stored ZIP, else `window.HALDEN_GEO`'s US Zip (500 ms polls, 10 s), else 66952. */
export function locateVisitor(options: PollOptions = {}): Promise<VisitorLocation> {
  return resolveVisitorZip(readGeoData()?.zipCode, () => window[EXTERNAL_GEO_GLOBAL], options);
}

/** A lookup's result as the geo rules read an answer: its status and body. No answer, or one that breaks the contract, throws. */
function answerOf(result: ApiResult<GeographicData>): { status: number; body: unknown } {
  if (result.ok) return { status: result.status, body: result.data };
  if (result.error.kind === 'status') return { status: result.error.status, body: result.error.body };
  throw new Error(`Geographic lookup: ${result.error.kind}`);
}

/** "Use my location": the browser's position (high accuracy, 30 s maximum age, 20 s timeout) as a US ZIP code. */
export function requestBrowserLocation(): Promise<BrowserLocation> {
  const geolocation = typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;
  return locateWithBrowser(geolocation, async (latitude, longitude) => answerOf(await reverseGeographicData(latitude, longitude)));
}

/** Checks a ZIP code with the geographic lookup; a network failure is `unavailable`, never "not valid". */
export async function fetchGeographicData(zip: string, signal?: AbortSignal): Promise<GeographicLookup> {
  try {
    const { status, body } = answerOf(await geographicData(zip, signal));
    return geographicLookupResult(status, body);
  } catch {
    return { status: 'unavailable' };
  }
}
