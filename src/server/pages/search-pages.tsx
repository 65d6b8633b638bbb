/**
 * The search results page (`/search-results.html?q=…&type=…&page=…`): it reads the query, so it is rendered per
 * request. The answer is the index's own (`app.siteSearch`), the same as `GET /services/search` gives; while the index
 * is being built the page says so (503, like the service).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTranslator } from '#domain/i18n/translate.ts';
import { pageByKey, sitePages } from '#domain/platform/site-map.ts';
import { isTagId } from '#domain/search/tags.ts';
import { isSearchKind, type SearchAnswer } from '#domain/search/types.ts';
import { SearchResultsPage, type PopularLink, type SearchResultsPageProps } from '#ui/search/search-results-page.tsx';
import type { PageResult } from '#server/plugins/render.tsx';
import { siteTags } from '#server/services/tags.ts';

/** The site-map keys this module renders; they are rendered per request (they read the query). */
export const SEARCH_PAGES: ReadonlySet<string> = new Set<string>(['searchResults']);

/** Offered when a search finds nothing (and before a search). */
const POPULAR = ['allVehicles', 'build', 'specialOffers', 'localInventory', 'findRetailer', 'customerSupport'] as const;
const MAX_QUERY = 100;

/**
 * Where each page or FAQ result sits, in the page's language: its section, then the titles of the pages above it and
 * its own (`Propietarios › Llamados a revisión`), read from the index's own page documents rather than URL words.
 */
function trails(answer: SearchAnswer, index: NonNullable<ReturnType<FastifyInstance['siteSearch']['index']>>, pages: ReturnType<typeof sitePages>, t: ReturnType<typeof createTranslator>): Record<string, string> {
  const lang = answer.lang;
  const title = (path: string) => index[lang].document(`page:${path}`)?.title;
  const out: Record<string, string> = {};
  for (const hit of answer.results) {
    if (hit.kind !== 'page' && hit.kind !== 'faq') continue;
    const path = hit.url.replace(/^\/(es|zh)(?=\/|$)/, '').split('#')[0] || '/';
    const page = pages.find((item) => item.path === path);
    const parts: string[] = [];
    if (page && page.section !== 'utility') parts.push(t(`nav.section.${page.section}`));
    const segments = path.replace(/\.html$/, '').split('/').filter(Boolean);
    for (let depth = 1; depth < segments.length; depth++) {
      const above = title(`/${segments.slice(0, depth).join('/')}.html`);
      if (above && !parts.includes(above)) parts.push(above);
    }
    const own = title(path === '/' ? '/index.html' : path);
    if (own && !parts.includes(own)) parts.push(own);
    if (parts.length) out[hit.url] = parts.join(' › ');
  }
  return out;
}

const param = (query: Record<string, unknown>, name: string): string | null => {
  const value = query[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : null;
};

export async function searchPage(app: FastifyInstance, key: string, request: FastifyRequest, text: { title: string; description: string }, _eyebrow: string): Promise<PageResult | null> {
  if (!SEARCH_PAGES.has(key)) return null;
  const t = createTranslator(app.dictionaries[request.lang].entries, { brand: app.brand });
  const pages = sitePages(app.brand);
  const path = pageByKey(pages, key).path;
  const popular: PopularLink[] = POPULAR.map((item) => ({ title: t(`page.${item}.title`), path: pageByKey(pages, item).path }));
  const query = (request.query ?? {}) as Record<string, unknown>;
  const raw = param(query, 'q');
  const q = (raw ?? '').replace(/\s+/g, ' ').trim();
  const kind = param(query, 'type');
  const page = Number(param(query, 'page') ?? '1');
  const tags = await siteTags(app, request.lang);
  const given = param(query, 'tag');
  // A tag the site does not have is left out, as an unknown type is.
  const tag = isTagId(given) ? (tags.find((item) => item.id === given) ?? null) : null;

  let props: SearchResultsPageProps;
  let status = 200;
  if (raw === null && !tag) {
    props = { path, query: '', state: 'start', answer: null, popular, tags };
  } else if ((q === '' && !tag) || q.length > MAX_QUERY) {
    props = { path, query: q.slice(0, MAX_QUERY), state: 'invalid', error: q === '' ? t('formError-search-required') : t('search.tooLong', { max: MAX_QUERY }), answer: null, popular, tags };
    status = 400;
  } else {
    const index = app.siteSearch.index();
    if (!index) {
      props = { path, query: q, state: 'notReady', answer: null, popular, tags };
      status = 503;
    } else {
      const answer: SearchAnswer = index[request.lang].search(q, { kind: isSearchKind(kind) ? kind : null, tag: tag?.id ?? null, page: Number.isInteger(page) && page > 0 ? page : 1 });
      props = { path, query: q, state: 'results', answer, popular, tags, trails: trails(answer, index, pages, t) };
    }
  }
  const title = props.state !== 'results' ? text.title : q ? t('search.page.heading', { query: q }) : tag ? t('search.page.tagHeading', { tag: tag.label }) : text.title;
  return { title, description: text.description, status, noindex: true, body: <SearchResultsPage {...props} /> };
}
