/** The site search's contract: what is indexed (documents by kind) and what a search answers. */
/** Content types, in the order the facets list them. */
export const SEARCH_KINDS = ['page', 'model', 'trim', 'accessory', 'package', 'retailer', 'faq'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}

/** One indexed document, in one language. Texts are plain text, never HTML. */
export interface SearchDocument {
  /** Unique within its language (`page:/support/privacy-policies.html`, `model:KSTL`, `accessory:HITCH`, `retailer:10004`). */
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
  /** Its content tags' ids (`topic:owners`, `model:KSTL`, `category:suv`: `./tags.ts`). */
  tags?: readonly string[];
  /**
   * Its address for each model it applies to (model tag → url), when it applies to several (an accessory many models
   * offer): a query naming one of those models ("kestrel floor mats") links there instead of `url`.
   */
  urls?: Readonly<Record<string, string>>;
}

/** The shapes a search answers are declared once, as zod schemas, in `./contract.ts`; these are their types. */
export type { FacetCount, SearchAnswer, TagCount, SearchHit, SearchSuggestion, TextPart } from './contract.ts';
