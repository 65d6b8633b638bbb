/**
 * The inventory search's rules that need no database: limits and defaults, the checks a query must pass (answered
 * as InventoryQueryError, which the services turn into a 400), the sort orders with their keys, and the opaque
 * cursor (base64url of the sort, the last row's sort key and VIN, and the number of the page it opens) that v2 pages
 * with.
 */
import { CODE_PATTERN, SORTS } from './address.ts';
import type { InventoryKind, InventoryQuery, InventorySort } from './types.ts';
import { VIN_PATTERN } from './vin.ts';

export const INVENTORY_SORTS: readonly InventorySort[] = SORTS;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
/** Offset paging stops here (deeper pages are reached with a cursor). */
export const MAX_PAGE = 1_000;
export const MAX_RADIUS_MILES = 3_000;
/** How many values one list filter may carry. */
export const MAX_LIST = 20;

/** The column a sort orders by (the VIN always breaks ties, in the same direction). */
export const SORT_KEYS: Readonly<Record<InventorySort, { key: 'price' | 'distance' | 'year' | 'mileage'; direction: 'asc' | 'desc' }>> = {
  'price-asc': { key: 'price', direction: 'asc' },
  'price-desc': { key: 'price', direction: 'desc' },
  distance: { key: 'distance', direction: 'asc' },
  'year-desc': { key: 'year', direction: 'desc' },
  'year-asc': { key: 'year', direction: 'asc' },
  'mileage-asc': { key: 'mileage', direction: 'asc' },
};

/** A query the inventory cannot answer; `message` says why, for the visitor or the caller. */
export class InventoryQueryError extends Error {
  override name = 'InventoryQueryError';
}

export interface Cursor {
  sort: InventorySort;
  /** The last row's sort key (price, distance, year or mileage). */
  value: number;
  vin: string;
  /** The number of the page that starts after this row. */
  page: number;
}

export interface NormalisedQuery {
  kind: InventoryKind;
  models: string[];
  years: number[];
  trims: string[];
  colors: string[];
  features: string[];
  priceMin: number | null;
  priceMax: number | null;
  zip: string | null;
  radius: number | null;
  retailerId: string | null;
  mileageMax: number | null;
  sort: InventorySort;
  page: number;
  pageSize: number;
  after: Cursor | null;
}

/** Catalog codes (the page addresses accept the same). */
const CODE = CODE_PATTERN;
const unique = <T>(items: readonly T[] | undefined): T[] => [...new Set(items ?? [])];

function codes(name: string, items: readonly string[] | undefined): string[] {
  const list = unique((items ?? []).map((item) => item.trim().toUpperCase()).filter((item) => item !== ''));
  if (list.length > MAX_LIST) throw new InventoryQueryError(`${name}: at most ${MAX_LIST} values`);
  for (const item of list) if (!CODE.test(item)) throw new InventoryQueryError(`${name}: "${item}" is not a code`);
  return list;
}

function whole(name: string, value: number | undefined, min: number, max: number): number | null {
  if (value === undefined) return null;
  if (!Number.isInteger(value) || value < min || value > max) throw new InventoryQueryError(`${name}: a whole number from ${min} to ${max}`);
  return value;
}

/** Checks a query and fills in its defaults; throws InventoryQueryError with the first problem. */
export function normaliseQuery(query: InventoryQuery): NormalisedQuery {
  if (query.kind !== 'new' && query.kind !== 'cpo') throw new InventoryQueryError('kind: new or cpo');
  const years = unique(query.years ?? []);
  if (years.length > MAX_LIST) throw new InventoryQueryError(`year: at most ${MAX_LIST} values`);
  for (const year of years) whole('year', year, 1000, 9999);
  const priceMin = whole('priceMin', query.priceMin, 0, 10_000_000);
  const priceMax = whole('priceMax', query.priceMax, 0, 10_000_000);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) throw new InventoryQueryError('priceMin is above priceMax');
  const zip = query.zip?.trim() || null;
  if (zip !== null && !/^\d{5}$/.test(zip)) throw new InventoryQueryError('zip: five digits');
  if (query.radius !== undefined && (!(query.radius > 0) || query.radius > MAX_RADIUS_MILES)) throw new InventoryQueryError(`radius: more than 0 and at most ${MAX_RADIUS_MILES} miles`);
  const radius = query.radius ?? null;
  if (radius !== null && zip === null) throw new InventoryQueryError('radius needs a zip to measure from');
  const retailerId = query.retailerId?.trim() || null;
  if (retailerId !== null && !/^\d{5}$/.test(retailerId)) throw new InventoryQueryError('retailer: a retailer id is five digits');
  const mileageMax = whole('mileageMax', query.mileageMax, 0, 1_000_000);
  if (mileageMax !== null && query.kind !== 'cpo') throw new InventoryQueryError('mileageMax applies to certified pre-owned vehicles (kind=cpo) only');
  const sort = query.sort ?? (zip ? 'distance' : 'price-asc');
  if (!INVENTORY_SORTS.includes(sort)) throw new InventoryQueryError(`sort: one of ${INVENTORY_SORTS.join(', ')}`);
  if (sort === 'distance' && zip === null) throw new InventoryQueryError('sort=distance needs a zip to measure from');
  if (sort === 'mileage-asc' && query.kind !== 'cpo') throw new InventoryQueryError('sort=mileage-asc applies to certified pre-owned vehicles (kind=cpo) only');
  const pageSize = whole('pageSize', query.pageSize, 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE;
  const page = whole('page', query.page, 1, MAX_PAGE) ?? 1;
  const after = query.after ? decodeCursor(query.after, sort) : null;
  return {
    kind: query.kind,
    models: codes('model', query.models),
    years,
    trims: codes('trim', query.trims),
    colors: codes('color', query.colors),
    features: codes('feature', query.features),
    priceMin,
    priceMax,
    zip,
    radius,
    retailerId,
    mileageMax,
    sort,
    page: after ? after.page : page,
    pageSize,
    after,
  };
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The cursor after a row: opaque to callers, stable for the same sort. */
export function encodeCursor(cursor: Cursor): string {
  return toBase64Url(JSON.stringify([cursor.sort, cursor.value, cursor.vin, cursor.page]));
}

/** Reads a cursor made by encodeCursor for the same sort; anything else is an InventoryQueryError. */
export function decodeCursor(text: string, sort: InventorySort): Cursor {
  const invalid = () => new InventoryQueryError('after: not a cursor of this search (ask again without it)');
  if (!/^[A-Za-z0-9_-]{8,200}$/.test(text)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(fromBase64Url(text));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [cursorSort, value, vin, page] = parsed as unknown[];
  if (cursorSort !== sort) throw new InventoryQueryError(`after: the cursor belongs to sort=${String(cursorSort)}, not ${sort}`);
  if (typeof value !== 'number' || !Number.isFinite(value) || typeof vin !== 'string' || !VIN_PATTERN.test(vin)) throw invalid();
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 2) throw invalid();
  return { sort, value, vin, page };
}
