import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, InventoryQueryError, MAX_PAGE_SIZE, decodeCursor, encodeCursor, normaliseQuery } from './search.ts';

describe('normaliseQuery', () => {
  it('fills in the defaults: price-asc, nearest first with a ZIP, page 1 of 24', () => {
    expect(normaliseQuery({ kind: 'new' })).toMatchObject({ kind: 'new', models: [], sort: 'price-asc', page: 1, pageSize: DEFAULT_PAGE_SIZE, after: null, zip: null });
    expect(normaliseQuery({ kind: 'new', zip: '66952' }).sort).toBe('distance');
  });

  it('upper-cases and de-duplicates codes', () => {
    expect(normaliseQuery({ kind: 'cpo', models: ['kstl', 'KSTL', 'vnta'], colors: ['w3p'] })).toMatchObject({ models: ['KSTL', 'VNTA'], colors: ['W3P'] });
  });

  it.each([
    [{ kind: 'used' }, /kind/],
    [{ kind: 'new', pageSize: MAX_PAGE_SIZE + 1 }, /pageSize/],
    [{ kind: 'new', page: 0 }, /page/],
    [{ kind: 'new', priceMin: 40_000, priceMax: 30_000 }, /priceMin is above priceMax/],
    [{ kind: 'new', sort: 'distance' }, /needs a zip/],
    [{ kind: 'new', radius: 50 }, /needs a zip/],
    [{ kind: 'new', zip: '669' }, /zip/],
    [{ kind: 'new', mileageMax: 30_000 }, /certified pre-owned/],
    [{ kind: 'new', sort: 'mileage-asc' }, /certified pre-owned/],
    [{ kind: 'new', models: ['<script>'] }, /not a code/],
    [{ kind: 'new', retailerId: 'abc' }, /retailer/],
    [{ kind: 'new', after: 'not a cursor!' }, /cursor/],
  ])('refuses %j', (query, message) => {
    expect(() => normaliseQuery(query as never)).toThrow(InventoryQueryError);
    expect(() => normaliseQuery(query as never)).toThrow(message);
  });
});

describe('cursors', () => {
  const cursor = { sort: 'price-asc' as const, value: 31_495, vin: 'JF2CACA13VG204729', page: 3 };

  it('round-trip as opaque base64url text', () => {
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, 'price-asc')).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, sort: 'distance', value: 12.732866702980514 }), 'distance').value).toBe(12.732866702980514);
  });

  it('belong to one sort, and the page after them is the query page', () => {
    expect(() => decodeCursor(encodeCursor(cursor), 'price-desc')).toThrow(/sort=price-asc/);
    expect(normaliseQuery({ kind: 'new', after: encodeCursor(cursor), page: 9 })).toMatchObject({ page: 3, after: cursor });
  });

  it('refuse anything tampered with', () => {
    const tampered = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const bad of [tampered(['price-asc', 'x', cursor.vin, 2]), tampered(['price-asc', 1, 'JF2CACA13VG20472O', 2]), tampered(['price-asc', 1, cursor.vin, 1]), tampered({}), 'AAAAAAAAAAAA']) {
      expect(() => decodeCursor(bad, 'price-asc')).toThrow(InventoryQueryError);
    }
  });
});
