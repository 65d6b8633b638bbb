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
import {
  EXTERNAL_GEO_GLOBAL,
  followSavedZip,
  geolocationAllowed,
  geolocationBlocked,
  initialZipState,
  parseZipSession,
  resolveVisitorZip,
  zipSession,
  type PollOptions,
  type VisitorLocation,
  type ZipState,
} from '#domain/geo/location.ts';
import { STORAGE_KEYS } from '#domain/storage/versioning.ts';

declare global {
  interface Window {
    /** The external geo object (see the module comment); absent on most pages. */
    HALDEN_GEO?: unknown;
  }
}

export type { BrowserLocation, GeoData, GeographicData, GeographicLookup, PreferredRetailer, VisitorLocation, ZipState };

export type GeoDataListener = (data: GeoData | null) => void;

const listeners = new Set<GeoDataListener>();

/** One of the browser's storages, or null where it is refused (private mode, a blocked origin). */
function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

const storage = () => webStorage('localStorage');

/** A stored item, or null when it is missing or storage refuses to read. */
function readItem(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return webStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const readStored = () => readItem('localStorage', STORAGE_KEYS.geoData);

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

// ---- the spec's Zip state: the one state the browser keeps about where the visitor is ----


let zipState: ZipState | null = null;

/** What a page rendered on the server starts from (no ZIP known to the browser yet). */
export const SERVER_ZIP_STATE: ZipState = initialZipState();

/**
 * The Zip state: `zipCode` is the saved geo data's ZIP (and `oldZipCode` the one before it), whoever saved it — this
 * page, another tab, the server; what browser geolocation answered (`geoStatus`, `geoZipCode`, `geoLocation`) lasts
 * the session. The same object comes back while nothing changes: a `useSyncExternalStore` snapshot with `subscribe`.
 */
export function readZipState(): ZipState {
  const saved = readGeoData()?.zipCode;
  if (!zipState) {
    zipState = { ...initialZipState(saved), ...parseZipSession(readItem('sessionStorage', STORAGE_KEYS.zipSession)) };
  }
  zipState = followSavedZip(zipState, saved);
  return zipState;
}

function changeZipState(change: (state: ZipState) => ZipState): void {
  const next = change(readZipState());
  if (next === zipState) return;
  zipState = next;
  try {
    webStorage('sessionStorage')?.setItem(STORAGE_KEYS.zipSession, JSON.stringify(zipSession(next)));
  } catch {
    /* session storage refused: the state still holds for this page */
  }
  notify(readGeoData());
}

let visitorZip: Promise<string | null> | null = null;

/**
 * The visitor's ZIP wherever a page needs a place: the saved one; else the external geo object's (checked with the
 * geographic lookup and saved, so every later page and the server know it too); else null. One wait per page, shared
 * by every island that asks.
 */
export function findVisitorZip(): Promise<string | null> {
  const saved = readZipState().zipCode;
  if (saved) return Promise.resolve(saved);
  visitorZip ??= locateVisitor().then(async (found) => {
    if (found.source === 'stored') return found.zipCode;
    if (found.source !== 'external') return null;
    const lookup = await fetchGeographicData(found.zipCode);
    if (lookup.status !== 'ok') return null;
    // A ZIP saved meanwhile (the visitor typed one) wins over the external guess.
    const now = readZipState().zipCode;
    if (now) return now;
    saveZip(lookup.place);
    return lookup.place.zipCode;
  });
  return visitorZip;
}

/** A lookup's result as the geo rules read an answer: its status and body. No answer, or one that breaks the contract, throws. */
function answerOf(result: ApiResult<GeographicData>): { status: number; body: unknown } {
  if (result.ok) return { status: result.status, body: result.data };
  if (result.error.kind === 'status') return { status: result.error.status, body: result.error.body };
  throw new Error(`Geographic lookup: ${result.error.kind}`);
}

/**
 * "Use my location": the browser's position (high accuracy, 30 s maximum age, 20 s timeout) as a US ZIP code. The
 * answer goes into the Zip state (allow with its ZIP and point, or block with the reason); the ZIP becomes the
 * visitor's when the caller saves it.
 */
export async function requestBrowserLocation(): Promise<BrowserLocation> {
  const geolocation = typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;
  const outcome = await locateWithBrowser(geolocation, async (latitude, longitude) => answerOf(await reverseGeographicData(latitude, longitude)));
  changeZipState((state) => (outcome.status === 'allow' ? geolocationAllowed(state, outcome.position, outcome.zipCode) : geolocationBlocked(state, outcome.error)));
  return outcome;
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
