/**
 * The quality gates' list of page types (test/quality/page-types.ts) covers the whole site map, and every page type
 * answers in each of its languages with the status the gates expect — so a gate never checks an error page by mistake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '#domain/platform/site-map.ts';
import { BRAND, INVENTORY_KEYS, pageTypes, prefixesOf, resolvePath, retailerCookie } from '../../quality/page-types.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the page types of the quality gates', () => {
  it('name every page of the site map (each form variant, each page that needs stock) once', () => {
    const names = pageTypes().map((type) => type.name);
    expect(new Set(names).size).toBe(names.length);
    for (const page of sitePages(BRAND)) {
      expect(
        names.some((name) => name === page.key || name.startsWith(`${page.key} (`)),
        page.key,
      ).toBe(true);
    }
    for (const key of INVENTORY_KEYS) expect(names).toContain(key);
  });

  it('answer with the expected status in every language, with stock filled in from the site', async () => {
    const fetchJson = async (path: string) => (await t.app.inject({ url: path })).json<unknown>();
    // The search index is built after the server starts listening; an injected app builds it on demand.
    await t.app.siteSearch.whenReady();
    for (const type of pageTypes()) {
      const path = await resolvePath(type, fetchJson);
      expect(path, type.name).not.toMatch(/\{/);
      for (const prefix of prefixesOf(type)) {
        const response = await t.app.inject({ url: `${prefix}${path}`, headers: type.needsRetailer ? { cookie: `geo-data=${retailerCookie()}` } : {} });
        expect(response.statusCode, `${prefix}${path}`).toBe(type.status ?? 200);
        expect(response.headers['content-type'], `${prefix}${path}`).toMatch(/^text\/html/);
      }
    }
  });
});
