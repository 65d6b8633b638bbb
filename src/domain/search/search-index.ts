/**
 * The full-text index of one language (MiniSearch) and the questions the site asks of it: a search with facets
 * by content type, highlighted snippets and pages; suggestions while typing; "did you mean" for a mistyped term.
 *
 * Ranking: a match in the title weighs more than one in the headings, which weighs more than one in the body; an
 * exact term more than a prefix ("cres" → "crest"), which weighs more than an approximate one. A query term the
 * index knows (exactly or as the start of a word) is never matched approximately, so a correct query stays precise;
 * an unknown one is (1 edit for 4 letters, 2 from 5: "sedna" → "sedan"). Chinese terms are matched exactly or by
 * prefix, never approximately.
 *
 * The site's vocabulary (decision 034): a query phrase of a synonym group (`./vocabulary.ts`, and the groups the catalog
 * implies) also finds the group's other phrases ("floor mats" finds "floor liners", "find a dealer" the retailer
 * finder); English and Spanish terms are stemmed (`./tokenize.ts`). "Did you mean" is offered only when the query
 * finds little and the correction finds more.
 */
import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { Language } from '#domain/i18n/languages.ts';
import { runSteps, type Steps } from '#domain/platform/steps.ts';
import { collapseWhitespace, highlightWords, snippetWords, type WordList } from './highlight.ts';
import { isHanTerm, termProcessor, tokenizer, words } from './tokenize.ts';
import { SYNONYMS } from './vocabulary.ts';
import { SEARCH_KINDS, type SearchAnswer, type SearchDocument, type SearchHit, type SearchKind, type SearchSuggestion, type TextPart } from './types.ts';

/** Field weights: title > headings > body. */
export const FIELD_BOOST = { title: 4, headings: 2, body: 1 } as const;
/** Exact matches weigh 1. */
export const MATCH_WEIGHTS = { prefix: 0.5, fuzzy: 0.25 } as const;
/**
 * A lift for the kinds a visitor most often means: a model (and its trims) outranks a retailer whose rarer name
 * matches as well ("kes": Kestrel before Kessler Motors).
 */
const KIND_BOOST: Record<SearchKind, number> = { model: 2, trim: 1.4, page: 1.3, accessory: 1.3, package: 1.3, faq: 1.2, retailer: 1 };

/** A query finding fewer documents than this (without approximate matches) "finds little": "did you mean" may help. */
const FINDS_LITTLE = 3;

/** Synonym groups of one language: phrases that mean the same to a shopper. */
export type SynonymGroups = readonly (readonly string[])[];

/** One part of a query: a word as typed, or a phrase of a synonym group and the group's other phrases. */
type QueryPart = { term: string; text: string; alternatives: null } | { term: string; text: string; alternatives: readonly string[] };

export const DEFAULT_PAGE_SIZE = 10;
const SNIPPET_LENGTH: Record<Language, number> = { en: 200, es: 200, zh: 90 };

export interface SearchRequest {
  kind?: SearchKind | null;
  /** Only documents with this content tag (`./tags.ts`); with a tag the query may be empty (everything tagged). */
  tag?: string | null;
  /** 1-based; clamped to the pages there are. */
  page?: number;
  pageSize?: number;
}

interface VocabularyEntry {
  /** Documents containing the term. */
  df: number;
  /** How the term is written, for "did you mean" (lower case unless always capitalised, like a name). */
  surface: string;
}

/** Edits allowed for a term the index does not know. */
function fuzzyDistance(term: string): number {
  if (isHanTerm(term) || /^\d+$/.test(term)) return 0;
  return term.length >= 5 ? 2 : term.length === 4 ? 1 : 0;
}

/** Edits between two terms: insertions, deletions, substitutions and swaps of neighbouring letters (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] ?? 0, ((d[i - 2] as number[])[j - 2] ?? 0) + 1);
    }
  }
  return (d[rows - 1] as number[])[cols - 1] ?? 0;
}

/**
 * Every field's words of one language's documents, in two arrays: the start and end offset of each word in its text,
 * and its term id (-1: a stop word). One pair of arrays per index rather than two small ones per field: 3 languages ×
 * 737 documents × 4 fields made 17,000 typed arrays, each with its own buffer (decision 021).
 */
interface WordPool {
  offsets: Uint32Array;
  ids: Int32Array;
}

/** A field's words: a range of its index's word pool. */
class FieldWords implements WordList {
  readonly #pool: WordPool;
  readonly #base: number;
  readonly length: number;
  constructor(pool: WordPool, base: number, length: number) {
    this.#pool = pool;
    this.#base = base;
    this.length = length;
  }
  start(index: number) {
    return this.#pool.offsets[(this.#base + index) * 2] ?? 0;
  }
  end(index: number) {
    return this.#pool.offsets[(this.#base + index) * 2 + 1] ?? 0;
  }
  key(index: number) {
    const id = this.#pool.ids[this.#base + index] ?? -1;
    return id < 0 ? null : id;
  }
  has(ids: ReadonlySet<number>) {
    for (let index = 0; index < this.length; index++) if (ids.has(this.#pool.ids[this.#base + index] ?? -1)) return true;
    return false;
  }
}

type TextField = 'title' | 'headings' | 'body' | 'summary';
const TEXT_FIELDS: readonly TextField[] = ['title', 'headings', 'body', 'summary'];

interface Indexed {
  document: SearchDocument;
  words: Record<TextField, FieldWords>;
}

/** Marks a construction whose documents `LanguageSearchIndex.steps` adds. */
const DEFERRED = Symbol('deferred');

export class LanguageSearchIndex {
  readonly lang: Language;
  readonly #mini: MiniSearch<SearchDocument>;
  readonly #documents = new Map<string, Indexed>();
  #vocabulary = new SearchableMap<VocabularyEntry>();
  /** Term → id, for the words kept per field. */
  readonly #termIds = new Map<string, number>();
  readonly #process: (term: string) => string | null;
  /** First term of each synonym phrase → the phrases (as terms) starting with it and their group. */
  readonly #phrases = new Map<string, { terms: string[]; group: number }[]>();
  readonly #groups: SynonymGroups;
  /** Every term of a synonym phrase: words the site knows, never "corrected". */
  readonly #synonymTerms = new Set<string>();
  /** A model's name (as a term) → its model tag, to choose a document's address for the model a query names. */
  readonly #modelTerms = new Map<string, string>();
  /** The build's steps, between a deferred construction and `steps` running them. */
  #pending: Steps<void> | null = null;

  /**
   * The index of `documents`, built at once. `LanguageSearchIndex.steps` builds the same index a document at a time
   * (a server builds it between requests).
   */
  constructor(lang: Language, documents: readonly SearchDocument[], synonyms: SynonymGroups = SYNONYMS[lang], deferred?: typeof DEFERRED) {
    this.lang = lang;
    // While the documents are read, each distinct word is stemmed once (a word recurs thousands of times); afterwards
    // queries are processed directly, so no stream of unknown query words can grow a cache.
    const processWord = termProcessor(lang);
    let building: Map<string, string | null> | null = new Map();
    this.#process = (term) => {
      if (!building) return processWord(term);
      let processed = building.get(term);
      if (processed === undefined) {
        processed = processWord(term);
        building.set(term, processed);
      }
      return processed;
    };
    this.#groups = synonyms;
    synonyms.forEach((group, index) => {
      for (const phrase of group) {
        const phraseTerms = this.#terms(phrase);
        const first = phraseTerms[0];
        if (first === undefined) continue;
        for (const term of phraseTerms) this.#synonymTerms.add(term);
        const list = this.#phrases.get(first) ?? [];
        list.push({ terms: phraseTerms, group: index });
        this.#phrases.set(first, list);
      }
    });
    // Each text is split into words once: MiniSearch's tokenizer reads the words found here while the documents are
    // added (and splits queries itself).
    const split = new Map<string, string[]>();
    const tokenize = tokenizer(lang);
    this.#mini = new MiniSearch<SearchDocument>({
      fields: ['title', 'headings', 'body'],
      storeFields: ['kind'],
      tokenize: (text) => split.get(text) ?? tokenize(text),
      processTerm: this.#process,
    });
    const steps = this.#add(documents, split, () => {
      building = null;
    });
    if (deferred === DEFERRED) this.#pending = steps;
    else runSteps(steps);
  }

  /** The index built a document at a time: a step after each document read and each document indexed. */
  static *steps(lang: Language, documents: readonly SearchDocument[], synonyms: SynonymGroups = SYNONYMS[lang]): Steps<LanguageSearchIndex> {
    const index = new LanguageSearchIndex(lang, documents, synonyms, DEFERRED);
    const pending = index.#pending;
    index.#pending = null;
    if (pending) yield* pending;
    return index;
  }

  /** Indexes `documents` (`split` holds each text's words for MiniSearch's tokenizer meanwhile), then calls `done`. */
  *#add(documents: readonly SearchDocument[], split: Map<string, string[]>, done: () => void): Steps<void> {
    const vocabulary = new Map<string, VocabularyEntry>();
    const pool: WordPool = { offsets: new Uint32Array(0), ids: new Int32Array(0) };
    const offsets: number[] = [];
    const ids: number[] = [];
    for (const given of documents) {
      if (this.#documents.has(given.id)) continue;
      const document: SearchDocument = {
        ...given,
        title: collapseWhitespace(given.title),
        headings: collapseWhitespace(given.headings),
        body: collapseWhitespace(given.body),
        ...(given.summary === undefined ? {} : { summary: collapseWhitespace(given.summary) }),
      };
      const seen = new Set<string>();
      const fieldWords = {} as Record<TextField, FieldWords>;
      for (const field of TEXT_FIELDS) {
        const text = document[field] ?? '';
        const list = words(text, this.lang);
        if (field !== 'summary') split.set(text, list.map((word) => word.text));
        const base = ids.length;
        for (const word of list) {
          offsets.push(word.start, word.end);
          const term = this.#process(word.text);
          if (term === null) {
            ids.push(-1);
            continue;
          }
          let id = this.#termIds.get(term);
          if (id === undefined) {
            id = this.#termIds.size;
            this.#termIds.set(term, id);
          }
          ids.push(id);
          if (field === 'summary') continue;
          const entry = vocabulary.get(term);
          if (!entry) vocabulary.set(term, { df: 1, surface: word.text });
          else {
            if (entry.surface !== word.text && word.text === word.text.toLowerCase()) entry.surface = word.text;
            if (!seen.has(term)) entry.df += 1;
          }
          seen.add(term);
        }
        fieldWords[field] = new FieldWords(pool, base, list.length);
      }
      this.#documents.set(document.id, { document, words: fieldWords });
      yield;
    }
    for (const { document } of this.#documents.values()) {
      const tag = document.kind === 'model' ? document.tags?.find((item) => item.startsWith('model:')) : undefined;
      const [term, ...rest] = this.#terms(document.title);
      if (tag && term !== undefined && rest.length === 0) this.#modelTerms.set(term, tag);
    }
    pool.offsets = Uint32Array.from(offsets);
    pool.ids = Int32Array.from(ids);
    for (const { document } of this.#documents.values()) {
      this.#mini.add(document);
      yield;
    }
    split.clear();
    done();
    this.#vocabulary = SearchableMap.from(vocabulary) as SearchableMap<VocabularyEntry>; // the library declares any; the entries are ours
  }

  get documentCount(): number {
    return this.#documents.size;
  }

  /** A text's terms as the index sees them. */
  #terms(text: string): string[] {
    return words(text, this.lang)
      .map((word) => this.#process(word.text))
      .filter((term): term is string => term !== null);
  }

  /** The query's words, each phrase of a synonym group (longest first) taken as one part with the group's phrases. */
  #parts(query: string): QueryPart[] {
    const list = words(query, this.lang)
      .map((word) => ({ text: word.text, term: this.#process(word.text) }))
      .filter((word): word is { text: string; term: string } => word.term !== null);
    const parts: QueryPart[] = [];
    for (let i = 0; i < list.length; ) {
      const word = list[i] as { text: string; term: string };
      let best: { terms: string[]; group: number } | null = null;
      for (const phrase of this.#phrases.get(word.term) ?? []) {
        if (phrase.terms.length > (best?.terms.length ?? 0) && phrase.terms.every((term, k) => list[i + k]?.term === term)) best = phrase;
      }
      if (!best) {
        parts.push({ term: word.term, text: word.text, alternatives: null });
        i += 1;
        continue;
      }
      const text = list.slice(i, i + best.terms.length).map((item) => item.text).join(' ');
      parts.push({ term: word.term, text, alternatives: this.#groups[best.group] ?? [] });
      i += best.terms.length;
    }
    return parts;
  }

  /**
   * The query as MiniSearch's query tree: every part must match (`combine`), a synonym part by any phrase of its group
   * (each phrase all its words, exactly: the visitor's word is one the site knows). Chinese terms are prefixes only
   * for the last part, the one being typed.
   */
  #query(parts: readonly QueryPart[], combine: 'AND' | 'OR'): Query {
    return {
      combineWith: combine,
      queries: parts.map((part, index): Query => {
        const last = index === parts.length - 1;
        if (!part.alternatives) return { queries: [part.text], ...(last ? {} : { prefix: (term: string) => !isHanTerm(term) && term.length >= 2 }) };
        return { combineWith: 'OR', fuzzy: false, prefix: false, queries: [part.text, ...part.alternatives].map((phrase): Query => ({ combineWith: 'AND', queries: [phrase] })) };
      }),
    };
  }

  /** Whether the index has the term as a word or as the start of one. */
  #knows(term: string): boolean {
    return this.#vocabulary.has(term) || !this.#vocabulary.atPrefix(term).keys().next().done;
  }

  #options(): SearchOptions {
    return {
      boost: { ...FIELD_BOOST },
      weights: { ...MATCH_WEIGHTS },
      // Chinese: a prefix only for the last term (the one being typed), whose words may be longer than typed.
      prefix: (term, index, all) => (isHanTerm(term) ? index === all.length - 1 : term.length >= 2),
      fuzzy: (term) => {
        const distance = fuzzyDistance(term);
        return distance > 0 && !this.#knows(term) ? distance : false;
      },
      maxFuzzy: 2,
      boostDocument: (_id, _term, stored) => KIND_BOOST[(stored?.kind as SearchKind | undefined) ?? 'page'],
    };
  }

  /** Every match, best first: all terms if any document has them all, otherwise any of them. */
  #match(query: string, fields?: string[]): SearchResult[] {
    const options = { ...this.#options(), ...(fields ? { fields } : {}) };
    const parts = this.#parts(query);
    if (parts.length === 0) return [];
    const all = this.#mini.search(this.#query(parts, 'AND'), options);
    return all.length > 0 || parts.length === 1 ? all : this.#mini.search(this.#query(parts, 'OR'), options);
  }

  /** How many documents have every part of the query, matched exactly or as a prefix (never approximately). */
  #countFound(query: string): number {
    const parts = this.#parts(query);
    return parts.length === 0 ? 0 : this.#mini.search(this.#query(parts, 'AND'), { ...this.#options(), fuzzy: false }).length;
  }

  /** The ids of a result's matched terms. */
  #ids(terms: readonly string[]): Set<number> {
    const ids = new Set<number>();
    for (const term of terms) {
      const id = this.#termIds.get(term);
      if (id !== undefined) ids.add(id);
    }
    return ids;
  }

  /** The model tags of the models a query names. */
  #modelsNamed(query: string): string[] {
    return this.#terms(query).flatMap((term) => this.#modelTerms.get(term) ?? []);
  }

  /** A document's address: the one for a model the query names, if it has one, else its own. */
  #url(document: SearchDocument, models: readonly string[]): string {
    if (document.urls) for (const tag of models) if (document.urls[tag]) return document.urls[tag];
    return document.url;
  }

  #hit(result: SearchResult, models: readonly string[] = []): SearchHit {
    const indexed = this.#documents.get(String(result.id));
    if (!indexed) throw new Error(`Search result ${String(result.id)} has no document`);
    const { document, words: fields } = indexed;
    const ids = this.#ids(result.terms);
    const isMatch = (key: number | string) => typeof key === 'number' && ids.has(key);
    // The snippet comes from the body if the query matched there, else from the headings, else the summary.
    const from: TextField = fields.body.has(ids) ? 'body' : fields.headings.has(ids) ? 'headings' : document.summary ? 'summary' : 'body';
    return {
      id: document.id,
      kind: document.kind,
      url: this.#url(document, models),
      title: highlightWords(document.title, fields.title, isMatch),
      snippet: snippetWords(document[from] ?? '', fields[from], isMatch, SNIPPET_LENGTH[this.lang]),
      score: Math.round(result.score * 1000) / 1000,
    };
  }

  /** Every document with the tag, as results: the kinds a visitor most often means first, then by title. */
  #tagged(tag: string): SearchResult[] {
    const results: SearchResult[] = [];
    for (const [id, { document }] of this.#documents) {
      if (document.tags?.includes(tag)) results.push({ id, score: KIND_BOOST[document.kind], terms: [], queryTerms: [], match: {}, kind: document.kind });
    }
    const titles = new Map(results.map((result) => [result.id as string, this.#documents.get(result.id as string)?.document.title ?? '']));
    return results.sort((a, b) => b.score - a.score || (titles.get(a.id as string) ?? '').localeCompare(titles.get(b.id as string) ?? '', this.lang));
  }

  #tags(result: SearchResult): readonly string[] {
    return this.#documents.get(String(result.id))?.document.tags ?? [];
  }

  search(query: string, request: SearchRequest = {}): SearchAnswer {
    const text = query.replace(/\s+/g, ' ').trim();
    const kind = request.kind ?? null;
    const tag = request.tag ?? null;
    const pageSize = Math.max(1, Math.min(50, request.pageSize ?? DEFAULT_PAGE_SIZE));
    const found = text ? this.#match(text) : tag ? this.#tagged(tag) : [];
    // Counts per kind and per tag are each taken before their own filter, after the other one.
    const matched = tag ? found.filter((result) => this.#tags(result).includes(tag)) : found;
    const counts = new Map<SearchKind, number>(SEARCH_KINDS.map((item) => [item, 0]));
    for (const result of matched) {
      const resultKind = result.kind as SearchKind;
      counts.set(resultKind, (counts.get(resultKind) ?? 0) + 1);
    }
    const tagCounts = new Map<string, number>();
    for (const result of found) {
      if (kind && result.kind !== kind) continue;
      for (const id of this.#tags(result)) tagCounts.set(id, (tagCounts.get(id) ?? 0) + 1);
    }
    const filtered = kind ? matched.filter((result) => result.kind === kind) : matched;
    const pageCount = Math.ceil(filtered.length / pageSize);
    const page = Math.max(1, Math.min(Math.max(1, pageCount), Math.floor(request.page ?? 1)));
    const slice = filtered.slice((page - 1) * pageSize, page * pageSize);
    const models = slice.some((result) => this.#documents.get(String(result.id))?.document.urls) ? this.#modelsNamed(text) : [];
    return {
      query: text,
      lang: this.lang,
      kind,
      tag,
      total: filtered.length,
      page,
      pageSize,
      pageCount,
      facets: SEARCH_KINDS.map((item) => ({ kind: item, count: counts.get(item) ?? 0 })),
      tagFacets: [...tagCounts].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count || a.id.localeCompare(b.id)),
      results: slice.map((result) => this.#hit(result, models)),
      didYouMean: text ? this.didYouMean(text) : null,
    };
  }

  /**
   * Documents to go to while a query is typed: title and heading matches first (every term, the last one as a
   * prefix), at most `perKind` of a kind so one kind does not fill the list.
   */
  suggest(query: string, limit = 8, perKind = 4): SearchSuggestion[] {
    const text = query.replace(/\s+/g, ' ').trim();
    if (!text) return [];
    let matched = this.#match(text, ['title', 'headings']);
    if (matched.length === 0) matched = this.#match(text);
    const taken = new Map<string, number>();
    const suggestions: SearchSuggestion[] = [];
    const models = this.#modelsNamed(text);
    for (const result of matched) {
      const indexed = this.#documents.get(String(result.id));
      if (!indexed) continue;
      const { document } = indexed;
      const count = taken.get(document.kind) ?? 0;
      if (count >= perKind) continue;
      taken.set(document.kind, count + 1);
      const ids = this.#ids(result.terms);
      suggestions.push({ id: document.id, kind: document.kind, url: this.#url(document, models), title: highlightWords(document.title, indexed.words.title, (key) => typeof key === 'number' && ids.has(key)) });
      if (suggestions.length >= limit) break;
    }
    return suggestions;
  }

  /**
   * "Did you mean": the correction (`corrected`), only when the query finds little — fewer than three documents with
   * all its words, none matched approximately — and the correction finds more. A correct query that finds what it
   * should is left alone ("floor mats" is never turned into "floor cats").
   */
  didYouMean(query: string): string | null {
    const candidate = this.corrected(query);
    if (candidate === null) return null;
    const found = this.#countFound(query);
    if (found >= FINDS_LITTLE) return null;
    return this.#countFound(candidate) > found ? candidate : null;
  }

  /**
   * The query with each term the index does not know (not even as the start of a word) and that is no word of the
   * site's vocabulary replaced by the closest known term — fewest edits, a swap of two neighbouring letters counting as
   * one ("sedna" → "sedan"), then the most documents; null when nothing was replaced.
   */
  corrected(query: string): string | null {
    let corrected = '';
    let at = 0;
    let changed = false;
    for (const word of words(query, this.lang)) {
      const term = this.#process(word.text);
      if (term === null || isHanTerm(term) || /^\d+$/.test(term) || term.length < 3 || this.#knows(term) || this.#synonymTerms.has(term)) continue;
      const allowed = term.length >= 5 ? 2 : 1;
      let best: { distance: number; df: number; surface: string } | null = null;
      for (const [candidate, [entry]] of this.#vocabulary.fuzzyGet(term, 2)) {
        const distance = editDistance(term, candidate);
        if (distance > allowed) continue;
        if (!best || distance < best.distance || (distance === best.distance && entry.df > best.df)) best = { distance, df: entry.df, surface: entry.surface };
      }
      if (!best) continue;
      corrected += query.slice(at, word.start) + best.surface;
      at = word.end;
      changed = true;
    }
    return changed ? corrected + query.slice(at) : null;
  }

  document(id: string): SearchDocument | undefined {
    return this.#documents.get(id)?.document;
  }
}

export type SearchIndex = Record<Language, LanguageSearchIndex>;

/**
 * One index per language. `synonyms`: groups to use besides the maintained ones (`./vocabulary.ts`), such as those the
 * catalog implies.
 */
export function createSearchIndex(documents: Record<Language, readonly SearchDocument[]>, synonyms: Partial<Record<Language, SynonymGroups>> = {}): SearchIndex {
  return runSteps(searchIndexSteps(documents, synonyms));
}

/** `createSearchIndex` a document at a time (see LanguageSearchIndex.steps). */
export function* searchIndexSteps(documents: Record<Language, readonly SearchDocument[]>, synonyms: Partial<Record<Language, SynonymGroups>> = {}): Steps<SearchIndex> {
  const groups = (lang: Language): SynonymGroups => [...SYNONYMS[lang], ...(synonyms[lang] ?? [])];
  return {
    en: yield* LanguageSearchIndex.steps('en', documents.en, groups('en')),
    es: yield* LanguageSearchIndex.steps('es', documents.es, groups('es')),
    zh: yield* LanguageSearchIndex.steps('zh', documents.zh, groups('zh')),
  };
}

/** A hit's or suggestion's title as plain text. */
export function plainTitle(parts: readonly TextPart[]): string {
  return parts.map((part) => part.text).join('');
}
