import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FORM_PAGES, RECEIVED_PAGES } from '#domain/forms/pages.ts';
import { sitePages } from '#domain/platform/site-map.ts';
import { authoredReads, cachePolicy, guardRequest, PAGE_ENTRIES } from './registry.tsx';

const request = (url: string, extra: Record<string, unknown> = {}) => ({ url, query: {}, visitor: { place: null, retailer: null }, cookies: {}, lang: 'en', ...extra }) as unknown as FastifyRequest;

describe('the page registry', () => {
  it('registers each site-map key once, and only keys the site map has', () => {
    const keys = PAGE_ENTRIES.flatMap((entry) => entry.keys ?? []);
    expect(new Set(keys).size).toBe(keys.length);
    const known = new Set(sitePages('Halden').map((page) => page.key));
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
  });

  it('declares the query and the visitor for every form page, and the query for the confirmation pages', () => {
    for (const key of Object.keys(FORM_PAGES)) expect(PAGE_ENTRIES.find((entry) => entry.keys?.includes(key))?.reads).toEqual({ query: 'always', visitor: true });
    for (const key of RECEIVED_PAGES) expect(PAGE_ENTRIES.find((entry) => entry.keys?.includes(key))?.reads.query).toBe('always');
  });
});

describe('cachePolicy', () => {
  it('caches a page that reads nothing, or only the visitor context (the cache key carries it)', () => {
    expect(cachePolicy({}, request('/vehicles/all-vehicles.html'))).toBe(true);
    expect(cachePolicy({ visitor: true }, request('/x.html'))).toBe(true);
  });

  it('never caches a page that reads live data or always reads the query', () => {
    expect(cachePolicy({ visitor: true, live: true }, request('/'))).toBe(false);
    expect(cachePolicy({ query: 'always' }, request('/find/a-retailer.html'))).toBe(false);
  });

  it('caches a when-present page only for its plain address', () => {
    expect(cachePolicy({ query: 'when-present' }, request('/build.html'))).toBe(true);
    expect(cachePolicy({ query: 'when-present' }, request('/build.html?zip=10001'))).toBe(false);
  });

  it('treats an authored page as its embeds say', () => {
    expect(authoredReads(true)).toEqual({ query: 'always', visitor: true, live: true });
    expect(cachePolicy(authoredReads(false), request('/privacy.html'))).toBe(true);
    expect(cachePolicy(authoredReads(false), request('/privacy.html?utm=1'))).toBe(false);
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
    const guarded = guardRequest(real, { query: 'always', visitor: true }, 'findRetailer') as unknown as { query: unknown; visitor: unknown; whoAmI(): unknown };
    expect(guarded.query).toEqual({ q: '1' });
    expect(guarded.visitor).toEqual({ place: null, retailer: null });
    expect(guarded.whoAmI()).toBe(real);
  });
});
