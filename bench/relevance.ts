/**
 * Part `relevance` of `npm run bench`: the site search's relevance suite (test/relevance/queries.json) on the index of
 * the real site, as the top-3 hit rate and mean reciprocal rank in all and per language, and the queries that missed.
 */
import { createSearchIndex } from '#domain/search/search-index.ts';
import { catalogSynonyms, gatherDocuments } from '#server/services/search.ts';
import { formatRelevance, measureRelevance, readQueries, type RelevanceReport } from '../test/relevance/relevance.ts';
import { createTestApp } from '../test/support/app.ts';

export async function runRelevanceBench(): Promise<Omit<RelevanceReport, 'outcomes'> & { misses: { lang: string; q: string; rank: number | null }[] }> {
  const t = await createTestApp({ BRAND_NAME: 'Halden' });
  try {
    const gathered = await gatherDocuments(t.app, t.app.content.pages);
    const report = measureRelevance(createSearchIndex(gathered.documents, catalogSynonyms(await t.app.repositories.catalog.get())), readQueries());
    console.log(`\nSite search relevance (${report.all.queries} queries, test/relevance/queries.json)\n`);
    console.log(formatRelevance(report));
    const misses = report.outcomes.filter((item) => item.rank === null || item.rank > 3).map(({ lang, q, rank }) => ({ lang, q, rank }));
    return { all: report.all, byLanguage: report.byLanguage, misses };
  } finally {
    await t.close();
  }
}
