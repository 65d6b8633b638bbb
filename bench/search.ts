/**
 * The site search in-process: gathers the real corpus through the app (every page rendered in three languages, the
 * catalog, the retailers) on an in-memory PGlite, builds the three indexes, measures the time and the heap they hold,
 * then times 2,000 queries over the whole index — prefixes of words as typed, words with one typo, Chinese words, two
 * words of a title, and words that match nothing — each as a full search (first page of results with snippets and
 * facets) and as suggestions while typing. The queries are drawn with a seeded generator, the same on every run.
 * `BENCH_SEARCH_QUERIES` changes their number.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { mulberry32 } from '#domain/random.ts';
import { createSearchIndex } from '#domain/search/search-index.ts';
import { terms } from '#domain/search/tokenize.ts';
import type { SearchDocument } from '#domain/search/types.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { catalogSynonyms, gatherDocuments } from '#server/services/search.ts';
import { createTestApp } from '../test/support/app.ts';

const QUERIES = Number(process.env.BENCH_SEARCH_QUERIES ?? 2000);

export interface LatencyRow {
  task: string;
  queries: number;
  p50Micros: number;
  p95Micros: number;
  p99Micros: number;
  meanMicros: number;
  maxMicros: number;
}

export interface SearchBenchResult {
  documents: Record<Language, number>;
  pagesRendered: number;
  gatherMillis: number;
  indexMillis: number;
  /** CPU time of building the indexes (wall time includes waiting for a core on a busy machine). */
  indexCpuMillis: number;
  /** Heap held by the three indexes (documents excluded), after a full collection. */
  indexHeapBytes: number;
  /** The documents' text, as JSON. */
  corpusBytes: number;
  mix: Record<string, number>;
  rows: LatencyRow[];
  /** Mean CPU time per query. */
  cpuMeanMicros: { search: number; suggest: number };
}

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

function row(task: string, micros: number[]): LatencyRow {
  const sorted = [...micros].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    task,
    queries: sorted.length,
    p50Micros: round(percentile(sorted, 0.5)),
    p95Micros: round(percentile(sorted, 0.95)),
    p99Micros: round(percentile(sorted, 0.99)),
    meanMicros: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)),
    maxMicros: round(sorted[sorted.length - 1] ?? 0),
  };
}

type Query = { lang: Language; text: string; kind: string };

/** The seeded mix of queries, drawn from the corpus's own words. */
function queries(documents: Record<Language, SearchDocument[]>, count: number): Query[] {
  const random = mulberry32(2027);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const wordsOf = (lang: Language) => [...new Set(documents[lang].flatMap((doc) => terms(`${doc.title} ${doc.headings}`, lang)))];
  const latin = { en: wordsOf('en').filter((word) => /^[a-z]{5,}$/.test(word)), es: wordsOf('es').filter((word) => /^[a-z]{5,}$/.test(word)) };
  const chinese = wordsOf('zh').filter((word) => /^\p{Script=Han}{2,4}$/u.test(word));
  const titles = { en: documents.en.map((doc) => terms(doc.title, 'en')).filter((list) => list.length >= 2), es: documents.es.map((doc) => terms(doc.title, 'es')).filter((list) => list.length >= 2) };
  const typo = (word: string) => {
    const at = 1 + Math.floor(random() * (word.length - 2));
    return random() < 0.5 ? word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2) : word.slice(0, at) + 'xq'[Math.floor(random() * 2)] + word.slice(at + 1);
  };
  return Array.from({ length: count }, (): Query => {
    const roll = random();
    const lang: 'en' | 'es' = random() < 0.6 ? 'en' : 'es';
    if (roll < 0.3) return { lang, kind: 'prefix', text: pick(latin[lang]).slice(0, 3 + Math.floor(random() * 3)) };
    if (roll < 0.55) return { lang, kind: 'fuzzy', text: typo(pick(latin[lang])) };
    if (roll < 0.75) return { lang: 'zh', kind: 'zh', text: random() < 0.5 ? pick(chinese) : `${pick(chinese)}${pick(chinese)}` };
    if (roll < 0.9) {
      const title = pick(titles[lang]);
      return { lang, kind: 'words', text: `${title[0]} ${title[1]}` };
    }
    return { lang, kind: 'none', text: `zq${Math.floor(random() * 1e6).toString(36)}x` };
  });
}

export async function runSearchBench(): Promise<SearchBenchResult> {
  const t = await createTestApp({ BRAND_NAME: 'Halden' });
  try {
    const started = performance.now();
    const gathered = await gatherDocuments(t.app, t.app.content.pages);
    const gatherMillis = Math.round(performance.now() - started);
    const synonyms = catalogSynonyms(await t.app.repositories.catalog.get());
    const before = heapAfterGc();
    const indexStarted = performance.now();
    const indexCpu = process.cpuUsage();
    const index = createSearchIndex(gathered.documents, synonyms);
    const indexMillis = Math.round(performance.now() - indexStarted);
    const indexCpuUsed = process.cpuUsage(indexCpu);
    const indexCpuMillis = Math.round((indexCpuUsed.user + indexCpuUsed.system) / 1000);
    const indexHeapBytes = heapAfterGc() - before;
    const corpusBytes = Buffer.byteLength(JSON.stringify(gathered.documents));

    const mix = queries(gathered.documents, QUERIES);
    // Warm up the JIT on a slice of the mix.
    for (const query of mix.slice(0, 200)) index[query.lang].search(query.text);
    const searchTimes: number[] = [];
    const suggestTimes: number[] = [];
    const byKind = new Map<string, number[]>();
    let found = 0;
    // CPU time as well as wall time: on a shared machine the wall-time tail is mostly waiting for a core.
    const searchCpu = process.cpuUsage();
    for (const query of mix) {
      const at = performance.now();
      const answer = index[query.lang].search(query.text);
      const micros = (performance.now() - at) * 1000;
      searchTimes.push(micros);
      byKind.set(query.kind, [...(byKind.get(query.kind) ?? []), micros]);
      if (answer.total > 0) found += 1;
    }
    const searchCpuUsed = process.cpuUsage(searchCpu);
    const suggestCpu = process.cpuUsage();
    for (const query of mix) {
      const at = performance.now();
      index[query.lang].suggest(query.text);
      suggestTimes.push((performance.now() - at) * 1000);
    }
    const suggestCpuUsed = process.cpuUsage(suggestCpu);
    const cpuMean = (used: NodeJS.CpuUsage) => Math.round(((used.user + used.system) / mix.length) * 10) / 10;
    const rows = [row('search (page 1 with snippets)', searchTimes), ...[...byKind].map(([kind, times]) => row(`  search: ${kind}`, times)), row('suggest', suggestTimes)];
    const counts = Object.fromEntries([...byKind].map(([kind, times]) => [kind, times.length]));
    const result: SearchBenchResult = {
      documents: { en: index.en.documentCount, es: index.es.documentCount, zh: index.zh.documentCount },
      pagesRendered: gathered.rendered,
      gatherMillis,
      indexMillis,
      indexCpuMillis,
      indexHeapBytes,
      corpusBytes,
      mix: { ...counts, withResults: found },
      rows,
      cpuMeanMicros: { search: cpuMean(searchCpuUsed), suggest: cpuMean(suggestCpuUsed) },
    };
    console.log(`\nSite search in-process (${QUERIES} seeded queries over the whole index, Node ${process.version})\n`);
    console.log(`documents: en ${result.documents.en}, es ${result.documents.es}, zh ${result.documents.zh} (${gathered.rendered} pages rendered)`);
    console.log(`gathering the corpus: ${gatherMillis} ms; building the indexes: ${indexMillis} ms (${indexCpuMillis} ms of CPU)`);
    console.log(`heap held by the indexes: ${(indexHeapBytes / 1048576).toFixed(1)} MB; corpus text ${(corpusBytes / 1048576).toFixed(1)} MB`);
    console.log(`query mix: ${Object.entries(counts).map(([kind, count]) => `${kind} ${count}`).join(', ')}; ${found} with results\n`);
    console.log('| task | queries | p50 µs | p95 µs | p99 µs | mean µs | max µs |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const item of rows) console.log(`| ${item.task} | ${item.queries} | ${item.p50Micros} | ${item.p95Micros} | ${item.p99Micros} | ${item.meanMicros} | ${item.maxMicros} |`);
    console.log(`\nmean CPU time per query: search ${result.cpuMeanMicros.search} µs, suggest ${result.cpuMeanMicros.suggest} µs`);
    return result;
  } finally {
    await t.close();
  }
}
