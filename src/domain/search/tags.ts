/**
 * The site's content tags (`/services/utility/tags`): topics (the site's sections), models and vehicle categories.
 * A tag's id is `kind:key` — `topic:owners`, `model:KSTL`, `category:suv` — the same in every language; its label is
 * the language's. Search documents carry the ids of their tags, the search narrows by one, and its answer counts
 * the results per tag (the results page's "Refine by" lists).
 */
import { z } from 'zod';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import type { SectionKey } from '#domain/platform/site-map.ts';

export const TAG_KINDS = ['topic', 'model', 'category'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** The sections that are topics (the header's "More" is not one). */
export const TOPIC_SECTIONS = ['vehicles', 'shopping', 'owners', 'retailers', 'support'] as const satisfies readonly SectionKey[];
export type TopicKey = (typeof TOPIC_SECTIONS)[number];

/** `kind:key`: a key of letters, digits and dashes, at most 40. */
export const TAG_ID = /^(topic|model|category):([A-Za-z0-9-]{1,40})$/;

export function tagId(kind: TagKind, key: string): string {
  return `${kind}:${key}`;
}

export function isTagId(value: unknown): value is string {
  return typeof value === 'string' && TAG_ID.test(value);
}

/** The kind of a tag id, or null when the id is not one. */
export function tagKind(id: string): TagKind | null {
  const match = TAG_ID.exec(id);
  return match ? (match[1] as TagKind) : null;
}

/** A site page's topic tag: its section's, or none for the utility pages. */
export function topicOf(section: SectionKey): string | null {
  return (TOPIC_SECTIONS as readonly string[]).includes(section) ? tagId('topic', section) : null;
}

// ---- the contract of `GET /services/utility/tags` ----

export const TagIdSchema = z.string().regex(TAG_ID, 'tag must be topic:, model: or category: followed by a key.').describe('A tag id: topic:owners, model:KSTL, category:suv');

export const TagsQuerySchema = z.object({
  lang: z.enum(LANGUAGES, { error: 'lang must be en, es or zh.' }).default('en').describe('Language of the labels and addresses'),
  kind: z.enum(TAG_KINDS, { error: `kind must be one of ${TAG_KINDS.join(', ')}.` }).optional().describe('Only tags of this kind'),
});

export const TagSchema = z.object({
  id: TagIdSchema,
  kind: z.enum(TAG_KINDS),
  label: z.string().describe("The tag's name in the language asked"),
  url: z.string().describe('The search results page listing everything with this tag, in the language asked'),
});
export type Tag = z.infer<typeof TagSchema>;

export const TagsAnswerSchema = z.object({ lang: z.enum(LANGUAGES), tags: z.array(TagSchema).describe('Topics, then models, then categories, each in the site’s order') });
export type TagsAnswer = z.infer<typeof TagsAnswerSchema>;

/** The address of the results page for a tag (without language prefix). */
export function tagSearchPath(searchPath: string, id: string): string {
  return `${searchPath}?${new URLSearchParams({ tag: id }).toString()}`;
}
