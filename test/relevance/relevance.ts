/**
 * The relevance suite's measure (test/relevance/queries.json): for each query, the rank of the first result a shopper
 * would want, and over the suite the share found in the top three and the mean reciprocal rank (1/rank of that first
 * wanted result, 0 when it is not on the first page), in all and per language. Shared by the test and `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import type { SearchIndex } from '#domain/search/search-index.ts';

export interface RelevanceQuery {
  lang: Language;
  q: string;
  /** Paths without language prefix (`/owners/recalls.html`), or `re:` and a regular expression over such a path. */
  want: string[];
}

export interface QueryOutcome extends RelevanceQuery {
  /** 1-based rank of the first wanted result on the first page (10 results), or null. */
  rank: number | null;
  top: string[];
  didYouMean: string | null;
}

export interface RelevanceFigures {
  queries: number;
  top3: number;
  /** Share of queries whose wanted page is in the top three (0–1). */
  top3Rate: number;
  meanReciprocalRank: number;
}

export interface RelevanceReport {
  all: RelevanceFigures;
  byLanguage: Record<Language, RelevanceFigures>;
  outcomes: QueryOutcome[];
}

export function readQueries(file = 'test/relevance/queries.json'): RelevanceQuery[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { queries: RelevanceQuery[] }).queries;
}

/** A result's address without its language prefix. */
function sitePath(url: string): string {
  return url.replace(/^\/(es|zh)(?=\/|$)/, '') || '/';
}

export function isWanted(url: string, want: readonly string[]): boolean {
  const path = sitePath(url);
  return want.some((item) => (item.startsWith('re:') ? new RegExp(item.slice(3)).test(path) : item.includes('#') ? path === item : path.split('#')[0] === item));
}

function figures(outcomes: readonly QueryOutcome[]): RelevanceFigures {
  const top3 = outcomes.filter((item) => item.rank !== null && item.rank <= 3).length;
  const mrr = outcomes.reduce((sum, item) => sum + (item.rank ? 1 / item.rank : 0), 0) / Math.max(1, outcomes.length);
  return { queries: outcomes.length, top3, top3Rate: top3 / Math.max(1, outcomes.length), meanReciprocalRank: Math.round(mrr * 1000) / 1000 };
}

export function measureRelevance(index: SearchIndex, queries: readonly RelevanceQuery[]): RelevanceReport {
  const outcomes = queries.map((query): QueryOutcome => {
    const answer = index[query.lang].search(query.q);
    const urls = answer.results.map((hit) => hit.url);
    const at = urls.findIndex((url) => isWanted(url, query.want));
    return { ...query, rank: at < 0 ? null : at + 1, top: urls.slice(0, 3), didYouMean: answer.didYouMean };
  });
  const byLanguage = Object.fromEntries(LANGUAGES.map((lang) => [lang, figures(outcomes.filter((item) => item.lang === lang))])) as Record<Language, RelevanceFigures>;
  return { all: figures(outcomes), byLanguage, outcomes };
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The figures as a table, and the queries that missed the top three. */
export function formatRelevance(report: RelevanceReport): string {
  const line = (name: string, item: RelevanceFigures) => `| ${name} | ${item.queries} | ${item.top3} | ${percent(item.top3Rate)} | ${item.meanReciprocalRank.toFixed(3)} |`;
  const misses = report.outcomes.filter((item) => item.rank === null || item.rank > 3);
  return [
    '| language | queries | in top 3 | top-3 rate | MRR |',
    '|---|---:|---:|---:|---:|',
    line('all', report.all),
    ...LANGUAGES.map((lang) => line(lang, report.byLanguage[lang])),
    ...(misses.length ? ['', 'Missed the top three:', ...misses.map((item) => `- [${item.lang}] "${item.q}" → rank ${item.rank ?? '-'}; top: ${item.top.join(', ') || '(none)'}${item.didYouMean ? `; did you mean "${item.didYouMean}"` : ''}`)] : []),
  ].join('\n');
}
