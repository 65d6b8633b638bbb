/**
 * The contract of `/services/search*` (decision 005): the zod schemas of the site search's query and answers, which
 * the routes declare (so the OpenAPI document shows them), the search island parses with (`#client/api.ts`), and the
 * answer types of `./types.ts` are inferred from. The services add each title and snippet as escaped HTML with the
 * matches in <mark> (`titleHtml`, `snippetHtml`) to the parts the index answers.
 */
import { z } from 'zod';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { TagIdSchema } from './tags.ts';
import { SEARCH_KINDS } from './types.ts';

// ---- input ----

const REQUIRED = 'Please enter a search term.';
const Q = z
  .string({ error: REQUIRED })
  .max(100, 'A search term is at most 100 characters.')
  .refine((value) => value.trim().length > 0, REQUIRED)
  .describe('The search text (1 to 100 characters)');
const Lang = z.enum(LANGUAGES, { error: 'lang must be en, es or zh.' }).default('en').describe('Language of the index and of the answers');

/** `/services/search`'s query; its messages are the ones the 400 answers carry. With a tag the text may be left out. */
export const SearchQuerySchema = z
  .object({
  q: z.string().max(100, 'A search term is at most 100 characters.').optional().describe('The search text (1 to 100 characters; optional with a tag)'),
  tag: TagIdSchema.optional().describe('Only results with this content tag (`/services/utility/tags`)'),
  lang: Lang,
  type: z.enum(SEARCH_KINDS, { error: `type must be one of ${SEARCH_KINDS.join(', ')}.` }).optional().describe('Only results of this content type'),
  page: z.coerce.number({ error: 'page must be a whole number from 1.' }).int('page must be a whole number from 1.').min(1, 'page must be a whole number from 1.').max(1000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be from 1 to 50.' }).int().min(1, 'pageSize must be from 1 to 50.').max(50, 'pageSize must be from 1 to 50.').default(10),
})
  .superRefine((value, context) => {
    if (!value.tag && !value.q?.trim()) context.addIssue({ code: 'custom', message: REQUIRED, path: ['q'] });
  });
export const SuggestQuerySchema = z.object({ q: Q, lang: Lang });

// ---- what the index answers ----

/** A piece of highlighted text: `mark` pieces matched the query. Render `text` escaped. */
export const TextPartSchema = z.object({ text: z.string(), mark: z.boolean() });
export const SearchKindSchema = z.enum(SEARCH_KINDS);

export const SearchHitSchema = z.object({
  id: z.string(),
  kind: SearchKindSchema,
  url: z.string().describe("The result's address in the language asked"),
  title: z.array(TextPartSchema).describe('The title in parts; `mark` parts matched the query'),
  snippet: z.array(TextPartSchema),
  score: z.number(),
});

export const FacetCountSchema = z.object({ kind: SearchKindSchema, count: z.number().int() });
export const TagCountSchema = z.object({ id: TagIdSchema, count: z.number().int() });

export const SearchAnswerSchema = z.object({
  query: z.string(),
  lang: z.enum(LANGUAGES),
  kind: SearchKindSchema.nullable().describe('The content type the results are filtered to (null: all)'),
  total: z.number().int().describe('Results of the filtered search, over every page'),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  tag: TagIdSchema.nullable().describe('The content tag the results are narrowed to (null: none)'),
  facets: z.array(FacetCountSchema).describe('Results per content type before the filter: every kind, in SEARCH_KINDS order'),
  tagFacets: z.array(TagCountSchema).describe('Results of the content type shown per content tag, before the tag filter, most first'),
  results: z.array(SearchHitSchema),
  didYouMean: z.string().nullable().describe('A corrected query when a term was not found as typed ("sedna" → "sedan")'),
});

/** One suggestion while typing: a document to go to. */
export const SearchSuggestionSchema = z.object({ id: z.string(), kind: SearchKindSchema, url: z.string(), title: z.array(TextPartSchema) });

// ---- what the services answer ----

export const SearchResultSchema = SearchHitSchema.extend({
  titleHtml: z.string().describe('The title as escaped HTML with the matches in <mark>'),
  snippetHtml: z.string().describe('The snippet as escaped HTML with the matches in <mark>'),
});

/** `GET /services/search`. */
export const SearchServiceAnswerSchema = SearchAnswerSchema.extend({ results: z.array(SearchResultSchema) });

/** `GET /services/search/suggest`. */
export const SuggestAnswerSchema = z.object({
  query: z.string(),
  lang: z.enum(LANGUAGES),
  suggestions: z.array(SearchSuggestionSchema.extend({ titleHtml: z.string().describe('The title as escaped HTML with the matches in <mark>') })),
});

/** `GET /services/search/status`. */
export const SearchStatusSchema = z.object({
  status: z.enum(['idle', 'building', 'ready', 'failed']),
  documents: z.object({ en: z.number().int(), es: z.number().int(), zh: z.number().int() }).nullable(),
  buildMs: z.number().int().nullable(),
});

export type TextPart = z.infer<typeof TextPartSchema>;
export type SearchHit = z.infer<typeof SearchHitSchema>;
export type FacetCount = z.infer<typeof FacetCountSchema>;
export type TagCount = z.infer<typeof TagCountSchema>;
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>;
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;
export type SuggestAnswer = z.infer<typeof SuggestAnswerSchema>;
