import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, activeFilters, filterLineup, normaliseFilters, removeFilter } from './lineup-filter.ts';

const lineup = [
  { code: 'AAA', startingMsrp: 19_995, typeCodes: [{ code: 'sedan' }] },
  { code: 'BBB', startingMsrp: 28_495, typeCodes: [{ code: 'suv' }, { code: 'crossover' }] },
  { code: 'CCC', startingMsrp: 36_995, typeCodes: [{ code: 'suv' }] },
  { code: 'DDD', startingMsrp: 52_000, typeCodes: [{ code: 'ev' }] },
];
const codes = (entries: { code: string }[]) => entries.map((entry) => entry.code);

describe('filterLineup', () => {
  it('shows everything with the default filters, including models above the range', () => {
    expect(codes(filterLineup(lineup, DEFAULT_FILTERS))).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
  });

  it('keeps vehicles of any chosen category', () => {
    expect(codes(filterLineup(lineup, { ...DEFAULT_FILTERS, categories: ['suv'] }))).toEqual(['BBB', 'CCC']);
    expect(codes(filterLineup(lineup, { ...DEFAULT_FILTERS, categories: ['sedan', 'ev'] }))).toEqual(['AAA', 'DDD']);
  });

  it('keeps vehicles whose starting price lies in the range, ends included', () => {
    expect(codes(filterLineup(lineup, { ...DEFAULT_FILTERS, minPrice: 20_000, maxPrice: 37_000 }))).toEqual(['BBB', 'CCC']);
    expect(codes(filterLineup(lineup, { ...DEFAULT_FILTERS, maxPrice: 28_000 }))).toEqual(['AAA']);
    expect(codes(filterLineup(lineup, { ...DEFAULT_FILTERS, minPrice: 36_995 }))).toEqual(['CCC', 'DDD']);
  });
});

describe('normaliseFilters', () => {
  it('clamps prices to 17000–45000 and swaps them when reversed', () => {
    expect(normaliseFilters({ categories: ['suv', 'suv'], minPrice: 50_000, maxPrice: 1 })).toEqual({ categories: ['suv'], minPrice: 17_000, maxPrice: 45_000 });
    expect(normaliseFilters({ categories: [], minPrice: 30_000, maxPrice: 20_000 })).toEqual({ categories: [], minPrice: 20_000, maxPrice: 30_000 });
    expect(normaliseFilters({ categories: [], minPrice: Number.NaN, maxPrice: 25_000 })).toEqual({ categories: [], minPrice: 17_000, maxPrice: 25_000 });
  });
});

describe('pills', () => {
  it('lists one pill per category and one for a narrowed price range, and removing a pill removes that filter', () => {
    const filters = { categories: ['suv', 'ev'], minPrice: 20_000, maxPrice: 40_000 };
    const pills = activeFilters(filters);
    expect(pills).toEqual([
      { filterType: 'category', value: 'suv' },
      { filterType: 'category', value: 'ev' },
      { filterType: 'price', value: '20000-40000' },
    ]);
    expect(removeFilter(filters, pills[0]!)).toEqual({ categories: ['ev'], minPrice: 20_000, maxPrice: 40_000 });
    expect(removeFilter(filters, pills[2]!)).toEqual({ categories: ['suv', 'ev'], minPrice: 17_000, maxPrice: 45_000 });
    expect(activeFilters(DEFAULT_FILTERS)).toEqual([]);
  });
});
