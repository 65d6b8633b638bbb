/** The site search's contract: what is indexed (documents by kind) and what a search answers. */
import type { Language } from '../i18n/languages.ts';

/** Content types, in the order the facets list them. */
export const SEARCH_KINDS = ['page', 'model', 'trim', 'retailer', 'faq'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}

/** One indexed document, in one language. Texts are plain text, never HTML. */
export interface SearchDocument {
  /** Unique within its language (`page:/support/privacy-policies.html`, `model:KSTL`, `retailer:10004`). */
  id: string;
  kind: SearchKind;
  /** Where the result links, with the language prefix (`/es/vehicles/kestrel.html`). */
  url: string;
  title: string;
  /** Headings, tagline, place: weighs between the title and the body. */
  headings: string;
  body: string;
  /** Shown instead of the body's start when the query matched nothing in body or headings (a page's description). */
  summary?: string;
}

/** A piece of highlighted text: `mark` pieces matched the query. Render `text` escaped. */
export interface TextPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  id: string;
  kind: SearchKind;
  url: string;
  title: TextPart[];
  snippet: TextPart[];
  score: number;
}

export interface FacetCount {
  kind: SearchKind;
  count: number;
}

export interface SearchAnswer {
  query: string;
  lang: Language;
  /** The content type the results are filtered to (null: all). */
  kind: SearchKind | null;
  /** Results of the filtered search, over every page. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Results per content type before the filter: every kind, in SEARCH_KINDS order. */
  facets: FacetCount[];
  results: SearchHit[];
  /** A corrected query when a term matched only approximately or not at all ("sedna" → "sedan"). */
  didYouMean: string | null;
}

/** One suggestion while typing: a document to go to. */
export interface SearchSuggestion {
  id: string;
  kind: SearchKind;
  url: string;
  title: TextPart[];
}
