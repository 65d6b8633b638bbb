/**
 * The dear{brand} stories' pages: the list with its search (`/owners/dear-{brand}/stories.html?q=&page=`) and one
 * story (`/owners/dear-{brand}/stories/{id}.html`). They render the story services' own answers
 * (src/server/services/stories.ts), so a page can never show a story the services would not. Both show live data (a
 * story the team publishes or takes down), so they are kept only PAGE_CACHE_LIVE_TTL_S.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageByKey, sitePages } from '#domain/platform/site-map.ts';
import { STORY_LIMITS, type StoriesAnswer } from '#domain/stories/stories.ts';
import { createTranslator, type Translate } from '#domain/i18n/translate.ts';
import { StoriesPage } from '#ui/owners/stories-page.tsx';
import { StoryPage } from '#ui/owners/story-page.tsx';
import type { PageResult } from '#server/plugins/render.tsx';
import { storiesAnswer, storiesPagePath, storyAnswer, storySearchAnswer } from '#server/services/stories.ts';

type Text = { title: string; description: string };

const param = (query: Record<string, unknown>, name: string): string | null => {
  const value = query[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : null;
};

/** A page number from the address: a whole number within the bounds, else the first page. */
function pageNumber(raw: string | null): number {
  const page = Number(raw ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= STORY_LIMITS.maxPage ? page : 1;
}

export async function storiesListPage(app: FastifyInstance, request: FastifyRequest, text: Text, eyebrow: string, t: Translate): Promise<PageResult> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const q = (param(query, 'q') ?? '').replace(/\s+/g, ' ').trim();
  const page = pageNumber(param(query, 'page'));
  const pages = sitePages(app.brand);
  const path = storiesPagePath(app.brand);
  const writePath = pageByKey(pages, 'dearBrand').path;
  const tooLong = q.length > STORY_LIMITS.maxQuery;
  const base = { lang: request.lang, page, pageSize: STORY_LIMITS.pageSize };
  const answer: StoriesAnswer | null = tooLong ? null : q ? await storySearchAnswer(app, { ...base, q }) : await storiesAnswer(app, base);
  return {
    title: q && !tooLong ? t('stories.search.heading', { query: q }) : text.title,
    description: text.description,
    status: tooLong ? 400 : 200,
    // A search or a later page is a variant of the list, not a page of its own for search engines.
    noindex: q !== '' || page > 1,
    body: (
      <StoriesPage
        eyebrow={eyebrow}
        title={text.title}
        intro={text.description}
        path={path}
        writePath={writePath}
        query={tooLong ? q.slice(0, STORY_LIMITS.maxQuery) : q}
        error={tooLong ? t('search.tooLong', { max: STORY_LIMITS.maxQuery }) : undefined}
        answer={answer}
        maxQuery={STORY_LIMITS.maxQuery}
      />
    ),
  };
}

/** One published story's page; null (the not-found page) for an unknown or unpublished id. */
export async function storyPage(app: FastifyInstance, request: FastifyRequest, file: string): Promise<PageResult | null> {
  const id = /^(S[0-9A-Z]{10})\.html$/.exec(file)?.[1];
  if (!id) return null;
  const story = await storyAnswer(app, id, request.lang);
  if (!story) return null;
  const t = createTranslator(app.dictionaries[request.lang].entries, { brand: app.brand });
  return {
    // The story's own title (the owner's words), said to be a story in the page's language.
    title: t('stories.story.pageTitle', { title: story.title }),
    description: t('stories.story.pageDescription', { excerpt: story.excerpt }),
    body: <StoryPage story={story} storiesPath={storiesPagePath(app.brand)} writePath={pageByKey(sitePages(app.brand), 'dearBrand').path} />,
  };
}
