import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FORM_PAGES, RECEIVED_PAGES } from '#domain/forms/pages.ts';
import { sitePages } from '#domain/platform/site-map.ts';
import { authoredReads, cachePolicy, guardRequest, normalisedQuery, PAGE_ENTRIES } from './registry.tsx';

const request = (url: string, extra: Record<string, unknown> = {}) => ({ url, query: {}, visitor: { place: null, retailer: null }, cookies: {}, lang: 'en', ...extra }) as unknown as FastifyRequest;

describe('the page registry', () => {
  it('registers each site-map key once, and only keys the site map has', () => {
    const keys = PAGE_ENTRIES.flatMap((entry) => entry.keys ?? []);
    expect(new Set(keys).size).toBe(keys.length);
    const known = new Set(sitePages('Halden').map((page) => page.key));
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
  });

  it('declares the query and the visitor for every form page, and the query for the confirmation pages', () => {
    for (const key of Object.keys(FORM_PAGES)) expect(PAGE_ENTRIES.find((entry) => entry.keys?.includes(key))?.reads).toEqual({ query: true, visitor: true });
    for (const key of RECEIVED_PAGES) expect(PAGE_ENTRIES.find((entry) => entry.keys?.includes(key))?.reads.query).toBe(true);
  });
});

describe('cachePolicy', () => {
  it('keys a page that reads nothing, or only the visitor context (the key carries it), by its path alone', () => {
    expect(cachePolicy({}, request('/vehicles/all-vehicles.html?anything=1'))).toEqual({ variant: '', live: false });
    expect(cachePolicy({ visitor: true }, request('/x.html'))).toEqual({ variant: '', live: false });
  });

  it('keys a page that reads the query by the normalised query, and marks live data', () => {
    expect(cachePolicy({ query: true }, request('/find/a-retailer.html?q=10001'))).toEqual({ variant: 'q=10001', live: false });
    expect(cachePolicy({ visitor: true, live: true }, request('/'))).toEqual({ variant: '', live: true });
    expect(cachePolicy({ query: true, live: true }, request('/x.html?zip=66952&utm_source=mail'))).toEqual({ variant: 'zip=66952', live: true });
  });

  it('treats an authored page as its embeds say', () => {
    expect(authoredReads(true)).toEqual({ query: true, visitor: true, live: true });
    expect(cachePolicy(authoredReads(false), request('/privacy.html'))).toEqual({ variant: '', live: false });
    expect(cachePolicy(authoredReads(false), request('/privacy.html?utm_campaign=1'))).toEqual({ variant: '', live: false });
    expect(cachePolicy(authoredReads(false), request('/privacy.html?print=1'))).toEqual({ variant: 'print=1', live: false });
  });
});

describe('normalisedQuery', () => {
  it('orders parameters by name, keeps the order of a repeated one and empty values, drops campaign tags', () => {
    expect(normalisedQuery('/x.html?zip=10001&model=KSTL&fbclid=abc&utm_medium=x')).toBe('model=KSTL&zip=10001');
    expect(normalisedQuery('/x.html?price=30000&state=&zip=10001')).not.toBe(normalisedQuery('/x.html?price=30000&zip=10001'));
    expect(normalisedQuery('/compare.html?v=LUMN-BASE&diff=1&v=KSTL-BASE')).toBe('diff=1&v=LUMN-BASE&v=KSTL-BASE');
    expect(normalisedQuery('/x.html?zip=10001&model=KSTL')).toBe(normalisedQuery('/x.html?model=KSTL&zip=10001'));
  });

  it('encodes every value one way, so spellings of the same query share a key and different queries never do', () => {
    expect(normalisedQuery('/s.html?q=floor+mats')).toBe(normalisedQuery('/s.html?q=floor%20mats'));
    expect(normalisedQuery('/s.html?q=%E8%84%9A%E5%9E%AB')).toBe('q=%E8%84%9A%E5%9E%AB');
    expect(normalisedQuery('/s.html?q=a%26b=c')).not.toBe(normalisedQuery('/s.html?q=a&b=c'));
    expect(normalisedQuery('/x.html')).toBe('');
  });
});

describe('guardRequest', () => {
  it('refuses the query, the visitor context and raw cookies to a page that did not declare them', () => {
    const guarded = guardRequest(request('/x.html'), {}, 'allVehicles');
    expect(() => guarded.query).toThrow('The page allVehicles reads the query string but its registry entry does not declare it');
    expect(() => guarded.visitor).toThrow('The page allVehicles reads the visitor context (visitor) but its registry entry does not declare it');
    expect(() => guarded.geoData).toThrow('(geoData)');
    expect(() => guarded.cookies).toThrow('reads cookies directly');
    expect(guarded.lang).toBe('en');
  });

  it('hands a page what it declared, and runs methods on the real request', () => {
    const real = request('/x.html?q=1', { query: { q: '1' }, whoAmI(this: unknown) { return this; } });
    const guarded = guardRequest(real, { query: true, visitor: true }, 'findRetailer') as unknown as { query: unknown; visitor: unknown; whoAmI(): unknown };
    expect(guarded.query).toEqual({ q: '1' });
    expect(guarded.visitor).toEqual({ place: null, retailer: null });
    expect(guarded.whoAmI()).toBe(real);
  });
});
