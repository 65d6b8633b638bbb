/**
 * Every page the site renders, registered one way: one entry per page (or family of pages sharing a loader) saying which
 * site-map keys or routes it answers, what it reads besides the language, the path and the content mode, and how it
 * renders. What a page reads decides whether and how its HTML is cached (`cachePolicy`), and the loader is handed a
 * request that refuses to be read for anything the entry did not declare — so a page cannot start reading the query
 * or the visitor's cookie and still be cached and served to another visitor.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORM_PAGES, RECEIVED_PAGES } from '#domain/forms/pages.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import type { SitePage } from '#domain/platform/site-map.ts';
import { BrochuresPage } from '#ui/catalog/brochures-page.tsx';
import { AllVehiclesPage } from '#ui/catalog/all-vehicles-page.tsx';
import { CompareTrimsPage } from '#ui/catalog/compare-trims-page.tsx';
import { GlobalComparePage } from '#ui/catalog/global-compare-page.tsx';
import { ModelPage, carJsonLd } from '#ui/catalog/model-page.tsx';
import { BuildPricePage } from '#ui/build-price/build-price-page.tsx';
import { SiteMapPage } from '#ui/site/site-map-page.tsx';
import { StyleguidePage } from '#ui/site/styleguide-page.tsx';
import type { PageCachePolicy, PageResult } from '#server/plugins/render.tsx';
import { loadBuildPage } from './build-loader.ts';
import { modelConnectedServices } from '#server/services/connected-services.ts';
import { allVehiclesProps, brochuresProps, compareTrimsProps, globalCompareProps, modelPageProps } from './catalog-loaders.ts';
import { FINANCE_PAGES, financePage } from './finance-pages.tsx';
import { formPage, receivedPage } from './form-pages.tsx';
import { geoPage } from './geo-pages.tsx';
import { homePage } from './home-loader.tsx';
import { INVENTORY_PAGES, inventoryPage } from './inventory-pages.tsx';
import { OFFERS_PAGES, offersPage } from './offers-pages.tsx';
import { OWNERS_PAGES, ownersPage } from './owners-pages.tsx';
import { allRetailersPage, finderPage, retailerPage } from './retailer-pages.tsx';
import { SEARCH_PAGES, searchPage } from './search-pages.tsx';
import { storiesListPage, storyPage } from './stories-pages.tsx';

/**
 * What a page's markup depends on besides language, path and content mode. Declared, never assumed; the render cache
 * keys each page by exactly this (`cachePolicy`), and the loader cannot read what was not declared (`guardRequest`):
 * - `query`: the query string chooses what is shown (a search, a VIN, a form's vehicle, a build's choices); the
 *   normalised query is part of the cache key.
 * - `visitor`: the visitor context (their ZIP, region and preferred retailer, from the geo-data cookie). The render
 *   cache keys every page by the context already (the header shows it); this lets the loader read `request.visitor` /
 *   `request.geoData` and save a new context (kept with the copy and replayed on each visitor served it).
 * - `live`: data that changes while the process runs, without a version the cache could check (today's offers, the
 *   inventory on the lot, opening hours, the date): kept for PAGE_CACHE_LIVE_TTL_S (seconds) instead of
 *   PAGE_CACHE_TTL_S.
 */
export interface PageReads {
  query?: boolean;
  visitor?: boolean;
  live?: boolean;
}

export interface PageLoad {
  app: FastifyInstance;
  /** The request, readable only for what the entry declared (see `guardRequest`). */
  request: FastifyRequest;
  /** The site-map page, for entries keyed by the site map; null for a route entry. */
  page: SitePage | null;
  /** The whole site map (authored pages included). */
  pages: readonly SitePage[];
  /** The page's title and intro from the dictionaries (`page.<key>.title` / `.intro`). */
  text: { title: string; description: string };
  /** The section the page sits in, as the eyebrow above its title. */
  eyebrow: string;
  t: Translate;
  /** The route's parameters (`:file`), for route entries. */
  params: Record<string, string>;
  publicOrigin: string;
}

export interface PageEntry {
  /** Site-map keys this entry renders (each is served under its site-map path in every language prefix). */
  keys?: readonly string[];
  /**
   * Other routes (relative to a language prefix), for pages outside the site map: model pages, retailer pages. `{brand}`
   * stands for the brand's slug, as in the site map's paths (`/owners/dear-{brand}/stories/:file`).
   */
  routes?: readonly string[];
  reads: PageReads;
  /** Renders the page; null answers the not-found page. */
  render(load: PageLoad): Promise<PageResult | null> | PageResult | null;
}

const catalogOf = (load: PageLoad) => load.app.repositories.catalog.get();
const queryOf = (load: PageLoad) => load.request.query as Record<string, string | string[] | undefined>;

/** The registry. A site-map key with no entry (and no authored page) renders the section's landing page. */
export const PAGE_ENTRIES: readonly PageEntry[] = [
  { keys: ['home'], reads: { visitor: true, live: true }, render: ({ app, request, t }) => homePage(app, request, { title: t('home.title'), description: t('home.intro') }) },
  {
    keys: ['allVehicles'],
    reads: {},
    render: async (load) => ({ ...load.text, body: <AllVehiclesPage {...allVehiclesProps(await catalogOf(load), load.request.lang)} /> }),
  },
  { keys: ['brochures'], reads: {}, render: async (load) => ({ ...load.text, body: <BrochuresPage {...brochuresProps(await catalogOf(load))} /> }) },
  {
    keys: ['compareTrims'],
    reads: { query: true },
    render: async (load) => {
      const query = queryOf(load);
      const model = typeof query.model === 'string' ? query.model : undefined;
      return { ...load.text, body: <CompareTrimsPage {...compareTrimsProps(await catalogOf(load), model, query.diff === '1', load.request.lang)} /> };
    },
  },
  {
    keys: ['globalCompare'],
    reads: { query: true },
    render: async (load) => {
      const query = queryOf(load);
      // Slot order counts (vehicle 1 is the one the others are compared with), so empty slots are kept.
      const picks = ([] as string[]).concat(query.v ?? []);
      return {
        ...load.text,
        body: <GlobalComparePage {...globalCompareProps(await catalogOf(load), load.app.competitors.competitors, picks, query.diff === '1', load.request.lang)} />,
      };
    },
  },
  {
    routes: ['/vehicles/:file'],
    reads: {},
    render: async ({ app, request, params, t, publicOrigin }) => {
      const slug = /^([a-z0-9-]{2,40})\.html$/.exec(params.file ?? '')?.[1];
      if (!slug) return null;
      const model = modelPageProps(await app.repositories.catalog.get(), slug, request.lang);
      if (!model) return null;
      const connected = await modelConnectedServices(app, model.code, model.year, request.lang);
      return {
        title: t('model.title', { year: model.year, name: model.name }),
        description: model.tagline,
        image: model.image,
        body: <ModelPage model={model} connected={connected} jsonLd={carJsonLd(model, app.brand, publicOrigin, request.lang)} />,
      };
    },
  },
  {
    // Every step and choice has its own address (`/build/...`); a saved region changes the prices.
    keys: ['build'],
    routes: ['/build/*', '/build-price/*'],
    reads: { query: true, visitor: true },
    render: async ({ app, request, t }) => {
      const load = await loadBuildPage(app, request);
      if (!load) return null;
      const whole = load.vehicle ? t('page.build.vehicleTitle', { vehicle: load.vehicle }) : t('page.build.title');
      // Each step's page says which step it is (the model step is the configurator's start, named by the whole).
      const step = load.props.initial.step;
      const title = load.vehicle && step !== 'model' ? t('page.build.stepTitle', { step: t(`bp.step.${step}`), title: whole }) : whole;
      // Only the entry pages are worth an index entry.
      return { title, description: t('page.build.intro'), status: load.status, noindex: request.url.includes('?'), body: <BuildPricePage {...load.props} /> };
    },
  },
  { keys: ['siteMap'], reads: {}, render: ({ text, pages }) => ({ ...text, body: <SiteMapPage pages={pages} /> }) },
  { keys: ['styleguide'], reads: {}, render: ({ text }) => ({ ...text, noindex: true, body: <StyleguidePage /> }) },
  { keys: ['confirmZip', 'confirmRetailer'], reads: { query: true, visitor: true }, render: ({ app, page, request, text }) => geoPage(app, page?.key as 'confirmZip' | 'confirmRetailer', request, text) },
  {
    // "Open now" and today's hours on every card.
    keys: ['findRetailer', 'collisionCenter'],
    reads: { query: true, visitor: true, live: true },
    render: ({ app, page, request, text }) => finderPage(app, page?.key as 'findRetailer' | 'collisionCenter', request, text),
  },
  { routes: ['/find/retailers.html'], reads: {}, render: ({ app, t }) => allRetailersPage(app, t('retailer.all.title'), t('retailer.all.description')) },
  { routes: ['/find/retailers/:file'], reads: {}, render: ({ app, request, params, publicOrigin, t }) => retailerPage(app, request, params.file ?? '', publicOrigin, t) },
  {
    keys: Object.keys(FORM_PAGES),
    reads: { query: true, visitor: true },
    render: ({ app, page, request, text, eyebrow, pages }) => formPage(app, page?.key ?? '', request, text, eyebrow, pages),
  },
  { keys: [...RECEIVED_PAGES], reads: { query: true }, render: ({ app, page, request, text, eyebrow }) => receivedPage(app, page?.key ?? '', request, text, eyebrow) },
  { keys: [...INVENTORY_PAGES], reads: { query: true, visitor: true, live: true }, render: ({ app, page, request, text, eyebrow }) => inventoryPage(app, page?.key ?? '', request, text, eyebrow) },
  { keys: [...OFFERS_PAGES], reads: { query: true, visitor: true, live: true }, render: ({ app, page, request, text, eyebrow }) => offersPage(app, page?.key ?? '', request, text, eyebrow) },
  // The trade-in estimator values a vehicle as of today.
  { keys: [...FINANCE_PAGES], reads: { query: true, visitor: true, live: true }, render: ({ app, page, request, text, eyebrow }) => financePage(app, page?.key ?? '', request, text, eyebrow) },
  { keys: [...SEARCH_PAGES], reads: { query: true }, render: ({ app, page, request, text, eyebrow }) => searchPage(app, page?.key ?? '', request, text, eyebrow) },
  { keys: [...OWNERS_PAGES], reads: { query: true, visitor: true }, render: ({ app, page, request, text, eyebrow }) => ownersPage(app, page?.key ?? '', request, text, eyebrow) },
  // Stories are published and taken down while the process runs.
  { keys: ['dearBrandStories'], reads: { query: true, live: true }, render: ({ app, request, text, eyebrow, t }) => storiesListPage(app, request, text, eyebrow, t) },
  { routes: ['/owners/dear-{brand}/stories/:file'], reads: { live: true }, render: ({ app, request, params }) => storyPage(app, request, params.file ?? '') },
];

/**
 * What an authored page (content/) reads: its embeds say whether they read the request (a form, a finder); any
 * authored address with a query is a variant kept out of the index (noindex), so the query counts when present.
 */
export function authoredReads(readsRequest: boolean): PageReads {
  return readsRequest ? { query: true, visitor: true, live: true } : { query: true };
}

/** The landing page of a site-map key with no entry: the section's pages, from the site map only. */
export const LANDING_READS: PageReads = {};

/** Query parameters that only say where a visitor came from (campaigns, ad clicks): never part of a page's key. */
const TRACKING = /^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The query string as a cache key: tracking parameters dropped, parameters ordered by name (the
 * values of a repeated name keep their order: `v=KSTL&v=LUMN` compares in that order), each re-encoded one way.
 */
export function normalisedQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return '';
  // An empty value can mean something (`state=` is "no sales tax" on the payment calculator), so it stays.
  const params = [...new URLSearchParams(url.slice(at + 1))].filter(([name]) => !TRACKING.test(name));
  const names = [...new Set(params.map(([name]) => name))].sort();
  return names.flatMap((name) => params.filter(([other]) => other === name).map(([, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)).join('&');
}

/**
 * How this request's HTML may be kept in the render cache, from what the page declared: keyed by the normalised query
 * when the page reads it, for a short time when it shows live data. The visitor context is always part of the key
 * (`renderPage`), so a page that reads the cookie is only ever served to visitors with the same context.
 */
export function cachePolicy(reads: PageReads, request: FastifyRequest): PageCachePolicy {
  return { variant: reads.query ? normalisedQuery(request.url) : '', live: reads.live ?? false };
}

const VISITOR_PROPERTIES = new Set<PropertyKey>(['visitor', 'geoData', 'saveVisitor']);

/**
 * The request as a page loader sees it: reading `query` without declaring `query`, or the visitor context (`visitor`,
 * `geoData`, `saveVisitor`) without declaring `visitor`, or the raw `cookies` at all (the visitor plugin is the one
 * reader of the geo-data cookie) throws — a page cannot start depending on the visitor unnoticed.
 */
export function guardRequest(request: FastifyRequest, reads: PageReads, name: string): FastifyRequest {
  return new Proxy(request, {
    get(target, property) {
      if (property === 'query' && !reads.query) throw new Error(`The page ${name} reads the query string but its registry entry does not declare it`);
      if (VISITOR_PROPERTIES.has(property) && !reads.visitor) throw new Error(`The page ${name} reads the visitor context (${String(property)}) but its registry entry does not declare it`);
      if (property === 'cookies') throw new Error(`The page ${name} reads cookies directly: read the visitor context (request.visitor) instead`);
      const value: unknown = Reflect.get(target, property, target);
      // Methods run on the real request (decorators keep per-request state keyed by it).
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(target, property, value) {
      return Reflect.set(target, property, value, target);
    },
  });
}
