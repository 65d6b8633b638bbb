/**
 * Site search: the corpus, the index and `GET /services/search` (results with facets, snippets and pages),
 * `GET /services/search/suggest` (documents while typing) and `GET /services/search/status`.
 *
 * The corpus is gathered from what the site itself serves, so new content needs no code here:
 * - pages: every non-hidden site page in each language, rendered through the app (`app.inject`) and read for its
 *   title, description, headings and main text (`#domain/search/html-text.ts`); authored content pages render
 *   through the same routes;
 * - FAQ entries: elements of those pages marked `data-search-faq`, each a document linking to `page#id`;
 * - models and trims of the catalog (active models, their latest year), in the language's words, linking to the
 *   model page and to Build & Price at that trim;
 * - each accessory and option package of those (once, whichever models offer it), linking to the card where it is
 *   added in Build & Price (`…/accessories#acc-HITCH`, `…/packages#pkg-TECH`) of the first model and trim offering it,
 *   or of the model the query names;
 * - the Active retailers, linking to their pages.
 *
 * The index is built in the background once the server listens (readiness never waits for it), or on the first
 * search of a server that was not started with listen (tests). Until it is ready the services answer 503 with a
 * translated "getting ready" message and the results page says the same.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestYear, text } from '#domain/catalog/catalog.ts';
import { featureName, modelSlug, typeCodes } from '#domain/catalog/views.ts';
import { buildUrl } from '#domain/build-price/url.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { createTranslator, type Translate } from '#domain/i18n/translate.ts';
import type { SitePage } from '#domain/platform/site-map.ts';
import { SearchQuerySchema, SearchServiceAnswerSchema, SearchStatusSchema, SuggestAnswerSchema, SuggestQuerySchema } from '#domain/search/contract.ts';
import { partsToHtml } from '#domain/search/highlight.ts';
import { pageText } from '#domain/search/html-text.ts';
import { searchIndexSteps, type SearchIndex, type SynonymGroups } from '#domain/search/search-index.ts';
import type { SearchDocument } from '#domain/search/types.ts';
import { tagId, topicOf } from '#domain/search/tags.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { createSlicer, runInSlices } from '#server/time-slices.ts';
import { retailerPath } from '#domain/retailers/paths.ts';

export interface SearchStats {
  /** Documents per language. */
  documents: Record<Language, number>;
  /** Pages rendered (all languages) and how many could not be. */
  pagesRendered: number;
  pagesSkipped: number;
  /** Wall time of gathering the corpus and of building the indexes. */
  gatherMs: number;
  indexMs: number;
  /** Heap growth over the build (rough: includes garbage not yet collected). */
  heapDeltaBytes: number;
  builtAt: string;
}

export type SearchStatus = 'idle' | 'building' | 'ready' | 'failed';

export interface SearchService {
  status(): SearchStatus;
  /** The index when ready, else null (and a build is started if none is running). */
  index(): SearchIndex | null;
  /** Starts a build if none ran and resolves with the index. */
  whenReady(): Promise<SearchIndex>;
  stats(): SearchStats | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: SearchService;
  }
}

export interface SearchOptions {
  pages: readonly SitePage[];
}

/** Requests made to render pages for the index: a host that is never an author host, so pages render as published. */
const INDEX_HOST = 'search-index.internal';
/** Site pages that are never indexed, hidden or not. */
const NOT_INDEXED = new Set(['searchResults']);
const CACHE = 'public, max-age=300';
const RETRY_AFTER_S = 2;

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part): part is string => Boolean(part && part.trim())).join(' · ');

/** The site's title template around a page title (`{title} | Halden`), to recover the page's own title. */
function titleStripper(t: Translate): (title: string) => string {
  const marker = '\u0000';
  const [before = '', after = ''] = t('site.titleTemplate', { title: marker }).split(marker);
  return (title) => (before !== after && title.startsWith(before) && title.endsWith(after) && title.length > before.length + after.length ? title.slice(before.length, title.length - after.length) : title);
}

/** Every non-hidden site page in every language, and their FAQ entries. */
async function pageDocuments(app: FastifyInstance, pages: readonly SitePage[], documents: Record<Language, SearchDocument[]>, counts: { rendered: number; skipped: number }) {
  // A render through `inject` waits for no I/O on PGlite: without a pause the renders would run back to back.
  const pause = createSlicer();
  for (const lang of LANGUAGES) {
    const strip = titleStripper(createTranslator(app.dictionaries[lang].entries, { brand: app.brand }));
    for (const page of pages) {
      if (page.hidden || NOT_INDEXED.has(page.key)) continue;
      await pause();
      const url = localizeHref(page.key === 'home' ? '/' : page.path, lang);
      // An indexing render: the page as published, for no visitor in particular (the geogate lets it through).
      const response = await app.inject({ method: 'GET', url, headers: { host: INDEX_HOST, ...app.indexingHeaders } });
      if (response.statusCode !== 200 || !String(response.headers['content-type'] ?? '').startsWith('text/html')) {
        counts.skipped += 1;
        app.log.warn({ url, status: response.statusCode }, 'search: page not indexed');
        continue;
      }
      counts.rendered += 1;
      const read = pageText(response.body);
      const title = strip(read.title);
      const topic = topicOf(page.section);
      const tags = topic ? [topic] : [];
      documents[lang].push({ id: `page:${page.path}`, kind: 'page', url, title, headings: joined(read.description, ...read.headings), body: read.body, summary: read.description, tags });
      read.faqs.forEach((faq, index) => {
        documents[lang].push({
          id: `faq:${page.path}#${faq.id ?? index}`,
          kind: 'faq',
          url: faq.id ? `${url}#${encodeURIComponent(faq.id)}` : url,
          title: faq.question,
          headings: title,
          body: faq.answer,
          summary: faq.answer,
          tags,
        });
      });
    }
  }
}

type Catalog = Awaited<ReturnType<FastifyInstance['repositories']['catalog']['get']>>;

/**
 * Every accessory and option package of the active models' latest years, once each: its name, what it is (subtitle,
 * group, what a package includes) and who offers it, linking to its card in Build & Price of the first model (and trim)
 * in the lineup that offers it. The English name and part number go in the body of the other languages' documents, so
 * a part's English name or number finds it everywhere.
 */
function vocabularyDocuments(catalog: Catalog, app: FastifyInstance, documents: Record<Language, SearchDocument[]>) {
  type Offer = { modelCode: string; modelName: string; year: number; trimCode: string; trimName: string };
  const accessories = new Map<string, { item: Catalog['models'][number]['accessories'][number]; offers: Offer[] }>();
  const packages = new Map<string, { item: Catalog['models'][number]['years'][number]['trims'][number]['optionPackages'][number]; offers: Offer[]; accessoryNames: Map<string, Catalog['models'][number]['accessories'][number]['name']> }>();
  for (const model of catalog.models) {
    const year = model.active ? latestYear(model) : undefined;
    const first = year?.trims[0];
    if (!year || !first) continue;
    for (const item of model.accessories) {
      const entry = accessories.get(item.code) ?? { item, offers: [] as Offer[] };
      entry.offers.push({ modelCode: model.code, modelName: model.name, year: year.year, trimCode: first.code, trimName: first.name });
      accessories.set(item.code, entry);
    }
    for (const trim of year.trims) {
      for (const pkg of trim.optionPackages) {
        const entry = packages.get(pkg.code) ?? { item: pkg, offers: [] as Offer[], accessoryNames: new Map<string, Catalog['models'][number]['accessories'][number]['name']>() };
        entry.offers.push({ modelCode: model.code, modelName: model.name, year: year.year, trimCode: trim.code, trimName: trim.name });
        for (const accessory of model.accessories) entry.accessoryNames.set(accessory.code, accessory.name);
        packages.set(pkg.code, entry);
      }
    }
  }
  for (const lang of LANGUAGES) {
    const t = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
    const modelTags = (offers: readonly Offer[]) => [tagId('topic', 'vehicles'), ...new Set(offers.map((offer) => tagId('model', offer.modelCode)))];
    const urls = (offers: readonly Offer[], step: 'accessories' | 'packages', anchor: string) => {
      const byModel: Record<string, string> = {};
      for (const offer of offers) byModel[tagId('model', offer.modelCode)] ??= `${buildUrl({ lang, year: offer.year, modelCode: offer.modelCode, trimCode: offer.trimCode, step })}#${anchor}`;
      return byModel;
    };
    for (const [code, { item, offers }] of accessories) {
      const [at] = offers;
      if (!at) continue;
      const models = t('search.accessory.offered', { models: [...new Set(offers.map((offer) => offer.modelName))].join(', ') });
      const subtitle = item.subtitle ? text(item.subtitle, lang) : null;
      documents[lang].push({
        id: `accessory:${code}`,
        kind: 'accessory',
        url: `${buildUrl({ lang, year: at.year, modelCode: at.modelCode, trimCode: at.trimCode, step: 'accessories' })}#acc-${code}`,
        title: text(item.name, lang),
        headings: joined(subtitle, t(`bp.accessories.group.${item.group}`)),
        body: joined(models, item.instructions ? text(item.instructions, lang) : null, lang === 'en' ? null : text(item.name, 'en'), item.partNumber),
        summary: joined(subtitle, models, formatDollars(item.msrp)),
        tags: modelTags(offers),
        urls: urls(offers, 'accessories', `acc-${code}`),
      });
    }
    for (const [code, { item, offers, accessoryNames }] of packages) {
      const [at] = offers;
      if (!at) continue;
      const trims = t('search.package.offered', { trims: offers.map((offer) => `${offer.modelName} ${offer.trimName}`).join(', ') });
      const includes = item.features.map((feature) => {
        const accessory = accessoryNames.get(feature);
        return accessory ? text(accessory, lang) : featureName(catalog, feature, lang);
      });
      documents[lang].push({
        id: `package:${code}`,
        kind: 'package',
        url: `${buildUrl({ lang, year: at.year, modelCode: at.modelCode, trimCode: at.trimCode, step: 'packages' })}#pkg-${code}`,
        title: text(item.name, lang),
        headings: joined(...includes),
        body: joined(trims, lang === 'en' ? null : text(item.name, 'en')),
        summary: joined(includes.join(', '), formatDollars(item.msrp)),
        tags: modelTags(offers),
        urls: urls(offers, 'packages', `pkg-${code}`),
      });
    }
  }
}

/**
 * Synonyms the catalog implies: one thing (the same English name) that the catalog names in more than one way in a
 * language — an accessory and a feature ("Arranque remoto del motor" and "Encendido remoto del motor"), or a model's
 * accessory and another's.
 */
export function catalogSynonyms(catalog: Catalog): Record<Language, SynonymGroups> {
  const named: { en: string; names: Record<Language, string> }[] = [];
  const add = (name: Parameters<typeof text>[0]) => named.push({ en: text(name, 'en').toLowerCase(), names: { en: text(name, 'en'), es: text(name, 'es'), zh: text(name, 'zh') } });
  for (const feature of catalog.features) add(feature.name);
  for (const model of catalog.models) {
    for (const item of model.accessories) add(item.name);
    for (const year of model.years) for (const trim of year.trims) for (const pkg of trim.optionPackages) add(pkg.name);
  }
  const groups: Record<Language, string[][]> = { en: [], es: [], zh: [] };
  const byEnglish = new Map<string, Record<Language, Set<string>>>();
  for (const item of named) {
    const entry = byEnglish.get(item.en) ?? { en: new Set(), es: new Set(), zh: new Set() };
    for (const lang of LANGUAGES) entry[lang].add(item.names[lang].toLowerCase());
    byEnglish.set(item.en, entry);
  }
  for (const entry of byEnglish.values()) for (const lang of LANGUAGES) if (entry[lang].size > 1) groups[lang].push([...entry[lang]]);
  return groups;
}

/** Active models (their latest year) and that year's trims, accessories and packages. */
async function catalogDocuments(app: FastifyInstance, documents: Record<Language, SearchDocument[]>) {
  const catalog = await app.repositories.catalog.get();
  vocabularyDocuments(catalog, app, documents);
  for (const lang of LANGUAGES) {
    const t = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
    for (const model of catalog.models) {
      const year = model.active ? latestYear(model) : undefined;
      if (!year) continue;
      const tagline = text(model.tagline, lang);
      const types = typeCodes(catalog, model, lang);
      const categories = types.map((type) => type.name);
      const tags = [tagId('topic', 'vehicles'), tagId('model', model.code), ...types.map((type) => tagId('category', type.code))];
      const from = Math.min(...year.trims.map((trim) => trim.msrp));
      documents[lang].push({
        id: `model:${model.code}`,
        kind: 'model',
        url: localizeHref(`/vehicles/${modelSlug(model)}.html`, lang),
        title: model.name,
        headings: joined(t('model.title', { year: year.year, name: model.name }), tagline, ...categories),
        body: joined(text(model.description, lang), ...model.highlights.map((item) => text(item, lang)), ...year.trims.map((trim) => `${model.name} ${trim.name}`), t('search.model.from', { price: formatDollars(from) })),
        summary: joined(tagline, t('search.model.from', { price: formatDollars(from) })),
        tags,
      });
      for (const trim of year.trims) {
        const engine = text(trim.specs.engine, lang);
        documents[lang].push({
          id: `trim:${model.code}-${trim.code}`,
          kind: 'trim',
          url: buildUrl({ lang, year: year.year, modelCode: model.code, trimCode: trim.code, step: 'trim' }),
          title: `${model.name} ${trim.name}`,
          headings: joined(String(year.year), engine, trim.specs.drivetrain),
          body: joined(...trim.features.map((code) => featureName(catalog, code, lang)), ...trim.optionPackages.map((pkg) => text(pkg.name, lang))),
          summary: joined(String(year.year), engine, trim.specs.drivetrain, t('search.model.from', { price: formatDollars(trim.msrp) })),
          tags,
        });
      }
    }
  }
}

const RETAILER_TAGS = [tagId('topic', 'retailers')];

/** Active retailers: name, place, address and services. */
async function retailerDocuments(app: FastifyInstance, documents: Record<Language, SearchDocument[]>) {
  const retailers = (await app.repositories.retailers.all()).filter((item) => item.status === 'Active');
  for (const lang of LANGUAGES) {
    const t = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
    for (const retailer of retailers) {
      const { line1, city, state, zipcode } = retailer.address;
      const address = `${line1}, ${city}, ${state} ${zipcode}`;
      documents[lang].push({
        id: `retailer:${retailer.id}`,
        kind: 'retailer',
        url: localizeHref(retailerPath(retailer), lang),
        title: retailer.name,
        headings: joined(`${city}, ${t(`state.${state}`)}`, state),
        body: joined(address, ...retailer.services.map((service) => t(`finder.service.${service}`))),
        summary: address,
        tags: RETAILER_TAGS,
      });
    }
  }
}

/** The whole corpus, per language. */
export async function gatherDocuments(app: FastifyInstance, pages: readonly SitePage[]): Promise<{ documents: Record<Language, SearchDocument[]>; rendered: number; skipped: number }> {
  const documents: Record<Language, SearchDocument[]> = { en: [], es: [], zh: [] };
  const counts = { rendered: 0, skipped: 0 };
  await pageDocuments(app, pages, documents, counts);
  await catalogDocuments(app, documents);
  await retailerDocuments(app, documents);
  return { documents, ...counts };
}

/** Sends a 400 for the first problem of the query (message: the problem, reason: where). */
function badRequest(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  const error = request.validationError as (Error & { validation?: { message?: string; instancePath?: string; params?: { issue?: { path?: PropertyKey[] } } }[] }) | undefined;
  if (!error) return null;
  const issue = error.validation?.[0];
  const field = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || String(issue?.params?.issue?.path?.[0] ?? 'query');
  const message = issue?.message ?? 'Invalid request';
  return sendError(reply, 400, message, 'BAD_REQUEST', `querystring.${field}: ${message}`);
}

const searchServices: FastifyPluginAsyncZod<SearchOptions> = async (app, { pages }) => {
  let status: SearchStatus = 'idle';
  let index: SearchIndex | null = null;
  let stats: SearchStats | null = null;
  let building: Promise<SearchIndex> | null = null;

  async function build(): Promise<SearchIndex> {
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const gathered = await gatherDocuments(app, pages);
    const gatheredAt = performance.now();
    const built = await runInSlices(searchIndexSteps(gathered.documents, catalogSynonyms(await app.repositories.catalog.get())));
    const done = performance.now();
    stats = {
      documents: { en: built.en.documentCount, es: built.es.documentCount, zh: built.zh.documentCount },
      pagesRendered: gathered.rendered,
      pagesSkipped: gathered.skipped,
      gatherMs: Math.round(gatheredAt - started),
      indexMs: Math.round(done - gatheredAt),
      heapDeltaBytes: process.memoryUsage().heapUsed - heapBefore,
      builtAt: new Date().toISOString(),
    };
    return built;
  }

  function start(): Promise<SearchIndex> {
    if (building) return building;
    status = 'building';
    building = build().then(
      (built) => {
        index = built;
        status = 'ready';
        app.log.info({ search: stats }, 'Search index ready');
        return built;
      },
      (error: unknown) => {
        status = 'failed';
        building = null;
        app.log.error(error, 'Search index could not be built');
        throw error;
      },
    );
    return building;
  }

  const service: SearchService = {
    status: () => status,
    index() {
      if (!index && status !== 'building' && !app.closing) start().catch(() => undefined);
      return index;
    },
    whenReady: () => start(),
    stats: () => stats,
  };
  app.decorate('siteSearch', service);

  // After listen, not before: readiness (/readyz) and the first requests never wait for the corpus.
  app.addHook('onListen', async () => {
    setImmediate(() => {
      start().catch(() => undefined);
    });
  });

  function notReady(reply: FastifyReply, lang: Language) {
    const t = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
    return reply.header('retry-after', String(RETRY_AFTER_S)).code(503).header('cache-control', 'no-store').send({ message: t('search.notReady'), code: 'SEARCH_NOT_READY', reason: 'The search index is being built' });
  }

  app.get(
    '/services/search',
    {
      attachValidation: true,
      schema: {
        tags: ['utility'],
        summary: 'Full-text search of the site\'s pages, models, trims, retailers and FAQ entries in one language, with counts per content type and per content tag; with a tag alone, everything tagged',
        querystring: SearchQuerySchema,
        response: { 200: SearchServiceAnswerSchema, 400: ErrorObject, 503: ErrorObject },
      },
    },
    async (request, reply) => {
      if (badRequest(request, reply)) return reply;
      const { q, tag, lang, type, page, pageSize } = request.query;
      const ready = service.index();
      if (!ready) return notReady(reply, lang);
      const answer = ready[lang].search(q ?? '', { kind: type ?? null, tag: tag ?? null, page, pageSize });
      return reply.header('cache-control', CACHE).send({
        ...answer,
        results: answer.results.map((hit) => ({ ...hit, titleHtml: partsToHtml(hit.title), snippetHtml: partsToHtml(hit.snippet) })),
      });
    },
  );

  app.get(
    '/services/search/suggest',
    {
      attachValidation: true,
      schema: {
        tags: ['utility'],
        summary: 'Documents whose title or headings match a query while it is typed (the last word as a prefix)',
        querystring: SuggestQuerySchema,
        response: { 200: SuggestAnswerSchema, 400: ErrorObject, 503: ErrorObject },
      },
    },
    async (request, reply) => {
      if (badRequest(request, reply)) return reply;
      const { q, lang } = request.query;
      const ready = service.index();
      if (!ready) return notReady(reply, lang);
      const suggestions = ready[lang].suggest(q).map((item) => ({ ...item, titleHtml: partsToHtml(item.title) }));
      return reply.header('cache-control', CACHE).send({ query: q.trim(), lang, suggestions });
    },
  );

  app.get(
    '/services/search/status',
    {
      schema: {
        tags: ['utility'],
        summary: 'Whether the search index is ready, and its size and build time',
        response: {
          200: SearchStatusSchema,
        },
      },
    },
    async (_request, reply) => {
      const current = stats;
      return reply.header('cache-control', 'no-store').send({ status, documents: current?.documents ?? null, buildMs: current ? current.gatherMs + current.indexMs : null });
    },
  );
};

// Wrapped so `app.siteSearch` reaches the page routes (the results page asks the same index).
export default fp(searchServices, { name: 'search', dependencies: ['database', 'i18n'] });
