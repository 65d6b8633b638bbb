/** The all-vehicles filters: categories and a starting-price range over the spec's 17000–45000. */

export const PRICE_RANGE = { min: 17_000, max: 45_000, step: 1_000 } as const;

export interface LineupFilters {
  categories: string[];
  minPrice: number;
  maxPrice: number;
}

export const DEFAULT_FILTERS: LineupFilters = { categories: [], minPrice: PRICE_RANGE.min, maxPrice: PRICE_RANGE.max };

export interface LineupEntry {
  code: string;
  startingMsrp: number;
  typeCodes: { code: string }[];
}

/** Keeps the prices inside the range and in order, whatever the inputs sent. */
export function normaliseFilters(filters: LineupFilters): LineupFilters {
  const clamp = (value: number) => Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, Number.isFinite(value) ? value : PRICE_RANGE.min));
  const minPrice = clamp(filters.minPrice);
  const maxPrice = clamp(filters.maxPrice);
  return { categories: [...new Set(filters.categories)], minPrice: Math.min(minPrice, maxPrice), maxPrice: Math.max(minPrice, maxPrice) };
}

/**
 * A vehicle matches when it belongs to any chosen category (or none is chosen) and its starting price lies in the
 * range. The range's ends are open-ended: at the top end, vehicles above $45,000 still show, so the filter
 * never hides a model only because the slider cannot go higher.
 */
export function filterLineup<T extends LineupEntry>(entries: readonly T[], filters: LineupFilters): T[] {
  const { categories, minPrice, maxPrice } = normaliseFilters(filters);
  return entries.filter(
    (entry) =>
      (categories.length === 0 || entry.typeCodes.some((type) => categories.includes(type.code))) &&
      (minPrice === PRICE_RANGE.min || entry.startingMsrp >= minPrice) &&
      (maxPrice === PRICE_RANGE.max || entry.startingMsrp <= maxPrice),
  );
}

export function isDefault(filters: LineupFilters): boolean {
  const normal = normaliseFilters(filters);
  return normal.categories.length === 0 && normal.minPrice === PRICE_RANGE.min && normal.maxPrice === PRICE_RANGE.max;
}

export interface ActiveFilter {
  filterType: 'category' | 'price';
  value: string;
}

/** The active filters as pills, in the order a visitor reads them. */
export function activeFilters(filters: LineupFilters): ActiveFilter[] {
  const normal = normaliseFilters(filters);
  const pills: ActiveFilter[] = normal.categories.map((code) => ({ filterType: 'category', value: code }));
  if (normal.minPrice !== PRICE_RANGE.min || normal.maxPrice !== PRICE_RANGE.max) pills.push({ filterType: 'price', value: `${normal.minPrice}-${normal.maxPrice}` });
  return pills;
}

export function removeFilter(filters: LineupFilters, filter: ActiveFilter): LineupFilters {
  if (filter.filterType === 'category') return { ...filters, categories: filters.categories.filter((code) => code !== filter.value) };
  return { ...filters, minPrice: PRICE_RANGE.min, maxPrice: PRICE_RANGE.max };
}
