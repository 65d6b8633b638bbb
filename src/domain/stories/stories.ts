/**
 * The dear{brand} story area (spec section 7: "stories, search, story"; issue 19 item 3): what a story keeps, how a
 * submission of a story form becomes one, how a visitor's search is bounded, and the contract of
 * `GET /services/dear{brand}/stories | search | story/{id}` (decision 005). A story is public only once the digital
 * team has published it (docs/decisions/029-stories-beside-their-leads.md), and what is public never holds the
 * author's e-mail or full surname: the story keeps a first name and an initial only.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { brandSlug } from '#domain/platform/site-map.ts';
import { normalizeTerm, words } from '#domain/search/tokenize.ts';
import { YOUTUBE_PATTERN } from '#domain/validation/rules.ts';

/** 'S' and 10 base32 characters (Crockford's, as the leads' confirmation ids): unguessable, so unpublished ids leak nothing. */
export const STORY_ID = /^S[0-9A-HJKMNP-TV-Z]{10}$/;

/** The limits of a stranger's request: a page of at most 24, at most 100 pages, a query of at most 100 characters and 8 words. */
export const STORY_LIMITS = { pageSize: 12, maxPageSize: 24, maxPage: 100, maxQuery: 100, maxTerms: 8, excerpt: 280 } as const;

/** The forms whose submissions become stories (FormDefinition.story): their fields are the ones read here. */
export interface StoryValues {
  firstName?: unknown;
  lastName?: unknown;
  storyCity?: unknown;
  state?: unknown;
  storyTitle?: unknown;
  storyText?: unknown;
  media?: unknown;
}

/** A story as stored, before it has an id and dates. */
export interface StoryDraft {
  title: string;
  body: string;
  firstName: string;
  /** The surname's first letter, upper case; '' for a surname in Chinese (or another script without letters' cases), whose first character is most often the whole surname. */
  lastInitial: string;
  city: string;
  state: string;
  /** An http(s) link to the photo or video, or null when a file was uploaded instead (files are never served back). */
  mediaLink: string | null;
  lang: Language;
}

/** The longest public link kept (the form allows 100 characters; `https://` and URL escapes may add some). */
export const MEDIA_LINK_MAX = 200;

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The first character (grapheme) of a surname as an initial; none when it has no upper case (Han, Hangul, kana). */
export function lastInitial(lastName: string): string {
  const first = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(lastName.trim())][0]?.segment ?? '';
  const upper = first.toLocaleUpperCase('en-US');
  return upper !== first.toLocaleLowerCase('en-US') ? upper : '';
}

/** The author as shown: "Maria G.", or the first name alone when the surname gives no initial. */
export function authorName(firstName: string, initial: string): string {
  return initial ? `${firstName} ${initial}.` : firstName;
}

/**
 * The link a visitor gave as a public http(s) address: YouTube links written without a scheme get `https://`; a
 * file's name (an upload) or anything that does not parse as an http(s) URL gives null.
 */
export function publicMediaLink(value: string, uploaded: boolean): string | null {
  if (uploaded || value === '') return null;
  const withScheme = /^https?:\/\//i.test(value) ? value : YOUTUBE_PATTERN.test(value) ? `https://${value}` : null;
  if (!withScheme) return null;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= MEDIA_LINK_MAX ? url.href : null;
  } catch {
    return null;
  }
}

/** A validated submission of a story form as the story it becomes (unpublished until the team publishes it). */
export function storyFromSubmission(values: StoryValues, lang: Language, mediaUploaded: boolean): StoryDraft {
  return {
    title: str(values.storyTitle),
    body: str(values.storyText),
    firstName: str(values.firstName),
    lastInitial: lastInitial(str(values.lastName)),
    city: str(values.storyCity),
    state: str(values.state).toUpperCase(),
    mediaLink: publicMediaLink(str(values.media), mediaUploaded),
    lang,
  };
}

/** What a search reads of a story: its title, text and city, folded as search terms are (lower case, no accents, full-width folded). */
export function storySearchText(story: Pick<StoryDraft, 'title' | 'body' | 'city'>): string {
  return normalizeTerm(`${story.title}\n${story.body}\n${story.city}`);
}

/**
 * The words of a visitor's query, folded like `storySearchText`, each found anywhere in a story (so the start of a
 * word, or a Chinese word inside a longer run, matches): at most `maxTerms`, duplicates dropped. Chinese queries are
 * split into words by the language's segmenter.
 */
export function storySearchTerms(query: string, lang: Language): string[] {
  const found = words(query, /\p{Script=Han}/u.test(query) ? 'zh' : lang).map((word) => normalizeTerm(word.text));
  return [...new Set(found.filter((term) => term !== ''))].slice(0, STORY_LIMITS.maxTerms);
}

/** The first `max` characters of a story's text, cut at a space where there is one, with an ellipsis when cut. */
export function excerpt(body: string, max: number = STORY_LIMITS.excerpt): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?，。；：！？]+$/u, '')}…`;
}

/** Where a story is read on the site: `/owners/dear-{brand}/stories/{id}.html` (the language prefix is added by the caller). */
export function storyPath(storiesPath: string, id: string): string {
  return `${storiesPath.replace(/\.html$/, '')}/${id}.html`;
}

// ---- the contract of the services ----

const lang = z.enum(LANGUAGES).default('en').describe('Language of the answer (its page addresses); stories are listed whatever language they were written in');
const page = z.coerce.number().int().min(1).max(STORY_LIMITS.maxPage).default(1).describe(`Page number, 1 to ${STORY_LIMITS.maxPage}`);
const pageSize = z.coerce.number().int().min(1).max(STORY_LIMITS.maxPageSize).default(STORY_LIMITS.pageSize).describe(`Stories per page, 1 to ${STORY_LIMITS.maxPageSize}`);

export const StoriesQuerySchema = z.object({ lang, page, pageSize });
export type StoriesQuery = z.infer<typeof StoriesQuerySchema>;

export const StorySearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'a query is required')
    .max(STORY_LIMITS.maxQuery, `at most ${STORY_LIMITS.maxQuery} characters`)
    .describe(`Words every story found holds in its title, text or city (at most ${STORY_LIMITS.maxQuery} characters; the first ${STORY_LIMITS.maxTerms} words count)`),
  lang,
  page,
  pageSize,
});
export type StorySearchQuery = z.infer<typeof StorySearchQuerySchema>;

export const StoryQuerySchema = z.object({ lang });
export const StoryParamsSchema = z.object({ id: z.string().max(32).describe('The story id, e.g. SDEM0000001') });

export const StorySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string().describe(`The start of the story's text, at most ${STORY_LIMITS.excerpt} characters`),
  author: z.string().describe('First name and the initial of the surname only ("Maria G.")'),
  city: z.string(),
  state: z.string().describe('Two-letter US state code'),
  lang: z.enum(LANGUAGES).describe('The language the story is written in'),
  mediaLink: z.string().nullable().describe('The http(s) link to the photo or video, when the author gave a link'),
  submittedAt: z.string().describe('ISO 8601 date-time'),
  publishedAt: z.string().describe('ISO 8601 date-time'),
  url: z.string().describe("The story's page on the site, in the language asked"),
});
export type StorySummary = z.infer<typeof StorySummarySchema>;

export const StorySchema = StorySummarySchema.extend({ text: z.string() });
export type Story = z.infer<typeof StorySchema>;

export const StoriesAnswerSchema = z.object({
  lang: z.enum(LANGUAGES),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().describe('Published stories (that match, for a search)'),
  pageCount: z.number().int(),
  stories: z.array(StorySummarySchema).describe('Newest published first'),
});
export type StoriesAnswer = z.infer<typeof StoriesAnswerSchema>;

export const StorySearchAnswerSchema = StoriesAnswerSchema.extend({ q: z.string().describe('The query as read (trimmed)') });
export type StorySearchAnswer = z.infer<typeof StorySearchAnswerSchema>;

export const StoryAnswerSchema = z.object({ lang: z.enum(LANGUAGES), story: StorySchema });
export type StoryAnswer = z.infer<typeof StoryAnswerSchema>;

/** How many pages `total` stories fill (at most the pages a request may ask for). */
export function pageCount(total: number, size: number): number {
  return Math.min(Math.ceil(total / size), STORY_LIMITS.maxPage);
}

/** Where the story services live for a brand: `/services/dear{brand}` with the brand's slug without dashes (`/services/dearhalden`), as the letter form's endpoint. */
export function storyServicesBase(brand: string): string {
  return `/services/dear${brandSlug(brand).replace(/-/g, '')}`;
}
