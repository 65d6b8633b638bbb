/**
 * The dear{brand} story area's services (spec section 7: "stories, search, story"; contract:
 * `#domain/stories/stories.ts`): `GET /services/dear{brand}/stories` (published stories, newest first, a page at a
 * time), `GET /services/dear{brand}/search?q=` (published stories holding every word in their title, text or city)
 * and `GET /services/dear{brand}/story/{id}` (one published story; 404 for an unknown or unpublished id). All read
 * only published stories; nothing here writes (stories arrive with the letter form's POST and are published by the
 * digital team, `npm run stories`). The stories page renders the same answers (src/server/pages/stories-pages.tsx).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublishedStory } from '#db/repositories/stories.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { pageByKey, sitePages } from '#domain/platform/site-map.ts';
import {
  authorName,
  excerpt,
  pageCount,
  STORY_ID,
  StoriesAnswerSchema,
  StoriesQuerySchema,
  StoryAnswerSchema,
  StoryParamsSchema,
  storyPath,
  StoryQuerySchema,
  StorySearchAnswerSchema,
  StorySearchQuerySchema,
  storySearchTerms,
  storyServicesBase,
  type StoriesAnswer,
  type StoriesQuery,
  type Story,
  type StorySearchAnswer,
  type StorySearchQuery,
  type StorySummary,
} from '#domain/stories/stories.ts';
import { ErrorObject, sendError } from '#server/errors.ts';

/** Short: a story the team publishes or takes down shows (or goes) within a minute, from a CDN too. */
const CACHE = 'public, max-age=30, stale-while-revalidate=60';

/** The stories page's path (without language prefix); a story's page lies under it. */
export function storiesPagePath(brand: string): string {
  return pageByKey(sitePages(brand), 'dearBrandStories').path;
}

function summaryOf(story: PublishedStory, lang: Language, pagePath: string): StorySummary {
  return {
    id: story.id,
    title: story.title,
    excerpt: excerpt(story.body),
    author: authorName(story.firstName, story.lastInitial),
    city: story.city,
    state: story.state,
    lang: story.lang,
    mediaLink: story.mediaLink,
    submittedAt: story.submittedAt.toISOString(),
    publishedAt: story.publishedAt.toISOString(),
    url: localizeHref(storyPath(pagePath, story.id), lang),
  };
}

/** One page of the published stories, newest first. */
export async function storiesAnswer(app: FastifyInstance, query: StoriesQuery): Promise<StoriesAnswer> {
  const { lang, page, pageSize } = query;
  const found = await app.repositories.stories.publishedPage({ page, pageSize });
  const path = storiesPagePath(app.brand);
  return { lang, page, pageSize, total: found.total, pageCount: pageCount(found.total, pageSize), stories: found.stories.map((story) => summaryOf(story, lang, path)) };
}

/** One page of the published stories holding every word of `q` (its first words; none found for a query without words). */
export async function storySearchAnswer(app: FastifyInstance, query: StorySearchQuery): Promise<StorySearchAnswer> {
  const { q, lang, page, pageSize } = query;
  const terms = storySearchTerms(q, lang);
  if (terms.length === 0) return { q, lang, page, pageSize, total: 0, pageCount: 0, stories: [] };
  const found = await app.repositories.stories.publishedPage({ page, pageSize, terms });
  const path = storiesPagePath(app.brand);
  return { q, lang, page, pageSize, total: found.total, pageCount: pageCount(found.total, pageSize), stories: found.stories.map((story) => summaryOf(story, lang, path)) };
}

/** A published story, or null for an id that is not one (unknown, malformed or unpublished alike). */
export async function storyAnswer(app: FastifyInstance, id: string, lang: Language): Promise<Story | null> {
  if (!STORY_ID.test(id)) return null;
  const story = await app.repositories.stories.publishedById(id);
  return story ? { ...summaryOf(story, lang, storiesPagePath(app.brand)), text: story.body } : null;
}

const storyServices: FastifyPluginAsyncZod = async (app) => {
  const base = storyServicesBase(app.brand);

  app.get(
    `${base}/stories`,
    {
      schema: {
        tags: ['content'],
        summary: `Stories: the published stories of the Dear ${app.brand} story area, newest first, a page at a time`,
        querystring: StoriesQuerySchema,
        response: { 200: StoriesAnswerSchema, 400: ErrorObject },
      },
    },
    async (request, reply) => reply.header('cache-control', CACHE).send(await storiesAnswer(app, request.query)),
  );

  app.get(
    `${base}/search`,
    {
      schema: {
        tags: ['content'],
        summary: `Story search: the published stories of the Dear ${app.brand} story area holding every word of the query in their title, text or city`,
        querystring: StorySearchQuerySchema,
        response: { 200: StorySearchAnswerSchema, 400: ErrorObject },
      },
    },
    async (request, reply) => reply.header('cache-control', CACHE).send(await storySearchAnswer(app, request.query)),
  );

  app.get(
    `${base}/story/:id`,
    {
      schema: {
        tags: ['content'],
        summary: `Story: one published story of the Dear ${app.brand} story area (404 for an unknown or unpublished id)`,
        params: StoryParamsSchema,
        querystring: StoryQuerySchema,
        response: { 200: StoryAnswerSchema, 400: ErrorObject, 404: ErrorObject },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const story = await storyAnswer(app, request.params.id, lang);
      if (!story) return sendError(reply, 404, 'Story not found', 'NOT_FOUND', `No published story ${request.params.id}`);
      return reply.header('cache-control', CACHE).send({ lang, story });
    },
  );
};

export default storyServices;
