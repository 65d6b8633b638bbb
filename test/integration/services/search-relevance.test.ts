import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchIndex } from '#domain/search/search-index.ts';
import { formatRelevance, isWanted, measureRelevance, readQueries } from '../../relevance/relevance.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

const queries = readQueries();

let t: TestApp;
let index: SearchIndex;

beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
  index = await t.app.siteSearch.whenReady();
}, 240_000);
afterAll(async () => t.close());

describe('search relevance (test/relevance/queries.json, on the index of the real site)', () => {
  it('has at least 80 queries, about 35 English, 25 Spanish and 20 Chinese, each wanting something', () => {
    expect(queries.length).toBeGreaterThanOrEqual(80);
    const count = (lang: string) => queries.filter((query) => query.lang === lang).length;
    expect(count('en')).toBeGreaterThanOrEqual(35);
    expect(count('es')).toBeGreaterThanOrEqual(25);
    expect(count('zh')).toBeGreaterThanOrEqual(20);
    expect(queries.every((query) => query.want.length > 0)).toBe(true);
  });

  it('reads a wanted page by path or pattern, in every language', () => {
    expect(isWanted('/es/owners/recalls.html', ['/owners/recalls.html'])).toBe(true);
    expect(isWanted('/owners/recalls.html#x', ['/owners/recalls.html'])).toBe(true);
    expect(isWanted('/owners/recalls/airbag-recall.html', ['/owners/recalls.html'])).toBe(false);
    expect(isWanted('/zh/build/2027/all-categories/KSTL/BASE/accessories#acc-HITCH', ['re:^/build/.+/accessories#acc-HITCH$'])).toBe(true);
  });

  it('finds what the shopper wants in the top three for at least 95 % of the queries', () => {
    const report = measureRelevance(index, queries);
    console.log(`\nSearch relevance\n${formatRelevance(report)}\n`);
    expect(report.all.top3Rate).toBeGreaterThanOrEqual(0.95);
  });
});
