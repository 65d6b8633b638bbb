/**
 * Inventory searches as addresses: the page's query string ⇄ an InventoryQuery. The page, its filters, pills and
 * pagination all build their links here, so a search can be shared and a reload shows the same results. Unlike the
 * services (which refuse a bad query with 400), a page address is read leniently: what cannot be read is left out.
 */
import type { InventoryKind, InventoryQuery, InventorySort } from './types.ts';

export const PAGE_SIZE = 24;
export const RADII = [25, 50, 100, 250, 500] as const;
export const DEFAULT_RADIUS = 100;
export const SORTS: readonly InventorySort[] = ['price-asc', 'price-desc', 'distance', 'year-desc', 'year-asc', 'mileage-asc'];
export const MILEAGE_LIMITS = [15_000, 30_000, 45_000, 60_000, 75_000] as const;

/** The list filters, by their query parameter. */
export const LIST_FILTERS = ['model', 'year', 'trim', 'color', 'feature'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** A catalog code as the inventory's addresses, queries and build matches carry it (upper case). */
export const CODE_PATTERN = /^[A-Z0-9-]{1,12}$/;
const CODE = CODE_PATTERN;
const MAX_VALUES = 20;
const MAX_PRICE = 500_000;

type Raw = Record<string, unknown>;

const list = (raw: Raw, name: string): string[] => {
  const value = raw[name];
  const items = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter((item): item is string => typeof item === 'string');
  return [...new Set(items.flatMap((item) => item.split(',')).map((item) => item.trim().toUpperCase()))].filter((item) => CODE.test(item)).slice(0, MAX_VALUES);
};

const whole = (raw: Raw, name: string, max: number): number | undefined => {
  const value = raw[name];
  if (typeof value !== 'string' || !/^\d{1,7}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= max ? number : undefined;
};

/**
 * The search a page address asks for. Anything it cannot read is left out rather than refused: a hand-edited or old
 * link still shows results. `kind` comes from the page (local inventory is new, certified pre-owned is cpo).
 */
export function parseInventoryQuery(raw: Raw, kind: InventoryKind): InventoryQuery {
  const query: InventoryQuery = { kind };
  const models = list(raw, 'model');
  if (models.length) query.models = models;
  const years = list(raw, 'year').filter((year) => /^\d{4}$/.test(year)).map(Number);
  if (years.length) query.years = years;
  const trims = list(raw, 'trim');
  if (trims.length) query.trims = trims;
  const colors = list(raw, 'color');
  if (colors.length) query.colors = colors;
  const features = list(raw, 'feature');
  if (features.length) query.features = features;
  const priceMin = whole(raw, 'priceMin', MAX_PRICE);
  const priceMax = whole(raw, 'priceMax', MAX_PRICE);
  if (priceMin !== undefined) query.priceMin = priceMin;
  if (priceMax !== undefined && (priceMin === undefined || priceMax >= priceMin)) query.priceMax = priceMax;
  if (kind === 'cpo') {
    const mileageMax = whole(raw, 'mileageMax', 999_999);
    if (mileageMax !== undefined) query.mileageMax = mileageMax;
  }
  if (typeof raw.zip === 'string' && /^\d{5}$/.test(raw.zip)) {
    query.zip = raw.zip;
    const radius = whole(raw, 'radius', 10_000);
    query.radius = radius !== undefined && (RADII as readonly number[]).includes(radius) ? radius : DEFAULT_RADIUS;
  }
  if (typeof raw.retailer === 'string' && /^\d{5}$/.test(raw.retailer)) query.retailerId = raw.retailer;
  const sort = typeof raw.sort === 'string' && (SORTS as readonly string[]).includes(raw.sort) ? (raw.sort as InventorySort) : undefined;
  // Distance needs a ZIP, mileage a pre-owned search; otherwise the default order applies.
  if (sort && !(sort === 'distance' && !query.zip) && !(sort === 'mileage-asc' && kind !== 'cpo')) query.sort = sort;
  const page = whole(raw, 'page', 1_000);
  query.page = page && page > 0 ? page : 1;
  query.pageSize = PAGE_SIZE;
  return query;
}

/** The default order: nearest first when searching from a ZIP, else lowest price. */
export function effectiveSort(query: InventoryQuery): InventorySort {
  return query.sort ?? (query.zip ? 'distance' : 'price-asc');
}

/** The query string of a search (without `?`), in a stable order; page 1 and defaults are left out. */
export function inventorySearch(query: InventoryQuery): string {
  const params = new URLSearchParams();
  const add = (name: string, values: readonly (string | number)[] | undefined) => {
    for (const value of values ?? []) params.append(name, String(value));
  };
  add('model', query.models);
  add('year', query.years);
  add('trim', query.trims);
  add('color', query.colors);
  add('feature', query.features);
  if (query.priceMin !== undefined) params.set('priceMin', String(query.priceMin));
  if (query.priceMax !== undefined) params.set('priceMax', String(query.priceMax));
  if (query.mileageMax !== undefined) params.set('mileageMax', String(query.mileageMax));
  if (query.zip) {
    params.set('zip', query.zip);
    if (query.radius !== undefined && query.radius !== DEFAULT_RADIUS) params.set('radius', String(query.radius));
  }
  if (query.retailerId) params.set('retailer', query.retailerId);
  if (query.sort) params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

const FIELD = { model: 'models', trim: 'trims', color: 'colors', feature: 'features' } as const;

/** The same search without one value of a list filter (a pill's ×), back on page 1. */
export function withoutValue(query: InventoryQuery, filter: ListFilter, value: string): InventoryQuery {
  const next: InventoryQuery = { ...query, page: 1 };
  if (filter === 'year') {
    const years = query.years?.filter((year) => String(year) !== value) ?? [];
    if (years.length > 0) next.years = years;
    else delete next.years;
    return next;
  }
  const field = FIELD[filter];
  const rest = query[field]?.filter((item) => item !== value) ?? [];
  if (rest.length > 0) next[field] = rest;
  else delete next[field];
  return next;
}

/** The same search without a scalar filter (price, mileage, retailer), back on page 1. */
export function without(query: InventoryQuery, ...names: ('priceMin' | 'priceMax' | 'mileageMax' | 'retailerId')[]): InventoryQuery {
  const next: InventoryQuery = { ...query, page: 1 };
  for (const name of names) delete next[name];
  return next;
}

/** The search with no filters at all: only its place (ZIP, radius) and order stay. */
export function cleared(query: InventoryQuery): InventoryQuery {
  return { kind: query.kind, page: 1, pageSize: query.pageSize ?? PAGE_SIZE, ...(query.zip ? { zip: query.zip, radius: query.radius ?? DEFAULT_RADIUS } : {}), ...(query.sort ? { sort: query.sort } : {}) };
}

/** How many filters narrow the search (the "Filters (3)" count). */
export function filterCount(query: InventoryQuery): number {
  const lists = [query.models, query.years, query.trims, query.colors, query.features].reduce((sum, items) => sum + (items?.length ?? 0), 0);
  return lists + (query.priceMin !== undefined || query.priceMax !== undefined ? 1 : 0) + (query.mileageMax !== undefined ? 1 : 0) + (query.retailerId ? 1 : 0);
}
