/**
 * `GET /services/utility/tags`: the site's content tags (contract: `#domain/search/tags.ts`) — the topics (the
 * site's sections), the active models and their categories — with each label in the language asked and the address of
 * the results page that lists everything tagged. Search documents carry the same ids (`./search.ts`), and the results
 * page and the authored pages name their tags through `siteTags`.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { text } from '#domain/catalog/catalog.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import { pageByKey, sitePages } from '#domain/platform/site-map.ts';
import { TOPIC_SECTIONS, tagId, tagSearchPath, TagsAnswerSchema, TagsQuerySchema, type Tag } from '#domain/search/tags.ts';
import { ErrorObject } from '#server/errors.ts';

const CACHE = 'public, max-age=300, stale-while-revalidate=3600';

/** Per catalog snapshot and language: the catalog is replaced, never changed, when its stored version moves on. */
const memo = new WeakMap<Catalog, Map<Language, Tag[]>>();

/** Every tag of the site in a language: topics, then active models, then their categories, each in the site's order. */
export async function siteTags(app: FastifyInstance, lang: Language): Promise<Tag[]> {
  const catalog = await app.repositories.catalog.get();
  let byLanguage = memo.get(catalog);
  if (!byLanguage) memo.set(catalog, (byLanguage = new Map<Language, Tag[]>()));
  const known = byLanguage.get(lang);
  if (known) return known;
  const t = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
  const searchPath = pageByKey(sitePages(app.brand), 'searchResults').path;
  const tag = (kind: Tag['kind'], key: string, label: string): Tag => {
    const id = tagId(kind, key);
    return { id, kind, label, url: localizeHref(tagSearchPath(searchPath, id), lang) };
  };
  const models = catalog.models.filter((model) => model.active);
  const used = new Set(models.flatMap((model) => model.categories));
  const tags = [
    ...TOPIC_SECTIONS.map((section) => tag('topic', section, t(`nav.section.${section}`))),
    ...models.map((model) => tag('model', model.code, model.name)),
    ...catalog.categories
      .filter((category) => used.has(category.code))
      .sort((a, b) => a.activeOrder - b.activeOrder)
      .map((category) => tag('category', category.code, text(category.name, lang))),
  ];
  byLanguage.set(lang, tags);
  return tags;
}

const tagServices: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/utility/tags',
    {
      schema: {
        tags: ['utility'],
        summary: "Tags: the site's content tags (topics, models, categories) with their names in a language and the results page of each",
        querystring: TagsQuerySchema,
        response: { 200: TagsAnswerSchema, 400: ErrorObject },
      },
    },
    async (request, reply) => {
      const { lang, kind } = request.query;
      const tags = await siteTags(app, lang);
      reply.header('cache-control', CACHE);
      return { lang, tags: kind ? tags.filter((item) => item.kind === kind) : tags };
    },
  );
};

export default tagServices;
