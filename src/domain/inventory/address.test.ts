import { describe, expect, it } from 'vitest';
import { cleared, effectiveSort, filterCount, inventorySearch, parseInventoryQuery, without, withoutValue } from './address.ts';

describe('inventory searches as addresses', () => {
  it('reads every filter from the query string, upper-casing codes and dropping what it cannot read', () => {
    const query = parseInventoryQuery({ model: ['kstl', 'VNTA'], year: '2026', trim: 'prem', color: 'W3P,K1X', feature: 'MOON', priceMin: '25000', priceMax: '40000', zip: '66952', radius: '50', sort: 'price-desc', page: '3' }, 'new');
    expect(query).toEqual({ kind: 'new', models: ['KSTL', 'VNTA'], years: [2026], trims: ['PREM'], colors: ['W3P', 'K1X'], features: ['MOON'], priceMin: 25000, priceMax: 40000, zip: '66952', radius: 50, sort: 'price-desc', page: 3, pageSize: 24 });
    expect(parseInventoryQuery({ model: '<script>', year: '20x6', priceMin: '-5', priceMax: '10', zip: '669', sort: 'random', page: '0' }, 'new')).toEqual({ kind: 'new', priceMax: 10, page: 1, pageSize: 24 });
  });

  it('keeps a price range only when it is in order, mileage only for pre-owned, a radius only from the list', () => {
    expect(parseInventoryQuery({ priceMin: '40000', priceMax: '30000' }, 'new')).toMatchObject({ priceMin: 40000 });
    expect(parseInventoryQuery({ priceMin: '40000', priceMax: '30000' }, 'new').priceMax).toBeUndefined();
    expect(parseInventoryQuery({ mileageMax: '30000' }, 'new').mileageMax).toBeUndefined();
    expect(parseInventoryQuery({ mileageMax: '30000' }, 'cpo').mileageMax).toBe(30000);
    expect(parseInventoryQuery({ zip: '66952', radius: '33' }, 'new').radius).toBe(100);
  });

  it('orders by distance only with a ZIP and by mileage only for pre-owned; nearest first is the default with a ZIP', () => {
    expect(parseInventoryQuery({ sort: 'distance' }, 'new').sort).toBeUndefined();
    expect(parseInventoryQuery({ sort: 'mileage-asc' }, 'new').sort).toBeUndefined();
    expect(parseInventoryQuery({ sort: 'mileage-asc' }, 'cpo').sort).toBe('mileage-asc');
    expect(effectiveSort(parseInventoryQuery({ zip: '66952' }, 'new'))).toBe('distance');
    expect(effectiveSort(parseInventoryQuery({}, 'new'))).toBe('price-asc');
  });

  it('writes a search back as the same address (a reload shows the same results)', () => {
    const search = 'model=KSTL&model=VNTA&year=2026&color=W3P&priceMax=40000&zip=66952&radius=50&sort=price-desc&page=2';
    const query = parseInventoryQuery(Object.fromEntries([...new URLSearchParams(search).keys()].map((key) => [key, new URLSearchParams(search).getAll(key).length > 1 ? new URLSearchParams(search).getAll(key) : new URLSearchParams(search).get(key)])), 'new');
    expect(inventorySearch(query)).toBe(search);
    expect(inventorySearch(parseInventoryQuery({}, 'new'))).toBe('');
  });

  it('removes one pill at a time, back on page 1, and clears all but the place and order', () => {
    const query = parseInventoryQuery({ model: ['KSTL', 'VNTA'], year: '2026', priceMin: '1000', retailer: '10004', zip: '66952', sort: 'year-desc', page: '4' }, 'new');
    expect(inventorySearch(withoutValue(query, 'model', 'KSTL'))).toBe('model=VNTA&year=2026&priceMin=1000&zip=66952&retailer=10004&sort=year-desc');
    expect(withoutValue(query, 'year', '2026').years).toBeUndefined();
    expect(inventorySearch(without(query, 'priceMin', 'priceMax', 'retailerId'))).toBe('model=KSTL&model=VNTA&year=2026&zip=66952&sort=year-desc');
    expect(inventorySearch(cleared(query))).toBe('zip=66952&sort=year-desc');
    expect(filterCount(query)).toBe(5);
  });
});
