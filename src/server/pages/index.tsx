/** The page route table: every site page in every language prefix, plus the not-found and error pages. */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import { NOT_FOUND_PATH, type SitePage } from '#domain/platform/site-map.ts';
import { LandingPage } from '#ui/pages/landing-page.tsx';
import { NotFoundPage, ServerErrorPage } from '#ui/pages/not-found-page.tsx';
import { SiteMapPage } from '#ui/pages/site-map-page.tsx';
import { StyleguidePage } from '#ui/pages/styleguide-page.tsx';
import { AllVehiclesPage } from '#ui/pages/catalog/all-vehicles-page.tsx';
import { BrochuresPage } from '#ui/pages/catalog/brochures-page.tsx';
import { CompareTrimsPage } from '#ui/pages/catalog/compare-trims-page.tsx';
import { GlobalComparePage } from '#ui/pages/catalog/global-compare-page.tsx';
import { ModelPage, carJsonLd } from '#ui/pages/catalog/model-page.tsx';
import { BuildPricePage } from '#ui/pages/build-price/build-price-page.tsx';
import type { PageResult } from '../plugins/render.tsx';
import { loadBuildPage, type BuildPageLoad } from './build-loader.ts';
import { geoPage } from './geo-pages.tsx';
import { FORM_PAGES, pageOfForm, RECEIVED_PAGES } from '#domain/forms/pages.ts';
import { formPage, receivedPage, type FormReplay } from './form-pages.tsx';
import { contentPage } from './content-pages.tsx';
import { FINANCE_PAGES, financePage } from './finance-pages.tsx';
import { INVENTORY_PAGES, inventoryPage } from './inventory-pages.tsx';
import { OFFERS_PAGES, offersPage } from './offers-pages.tsx';
import { OWNERS_PAGES, ownersPage } from './owners-pages.tsx';
import { homePage } from './home-loader.tsx';
import { SEARCH_PAGES, searchPage } from './search-pages.tsx';
import { allRetailersPage, finderPage, retailerPage } from './retailer-pages.tsx';
import { allVehiclesProps, brochuresProps, compareTrimsProps, globalCompareProps, modelPageProps } from './catalog-loaders.ts';

/** Pages that read the query string or the visitor's cookies: rendered per request. Form pages read both. */
const QUERY_PAGES = new Set(['compareTrims', 'globalCompare', 'findRetailer', 'collisionCenter', 'confirmZip', 'confirmRetailer', ...Object.keys(FORM_PAGES), ...RECEIVED_PAGES, ...INVENTORY_PAGES, ...OFFERS_PAGES, ...FINANCE_PAGES, ...SEARCH_PAGES, ...OWNERS_PAGES, 'home']);

/** Page modules that render their own keys (null: not theirs, or nothing to show). An authored page (content/) comes first. */
const PAGE_MODULES = [contentPage, inventoryPage, offersPage, financePage, searchPage, ownersPage];

/** Every prefix a page answers under: unprefixed and /en/ are English. */
const PREFIXES = ['', ...LANGUAGES.map((lang) => `/${lang}`)];

export interface PagesOptions {
  pages: readonly SitePage[];
  publicOrigin: string;
}

const pageRoutes: FastifyPluginAsync<PagesOptions> = async (app, { pages, publicOrigin }) => {
  const translator = (lang: Language) => createTranslator(app.dictionaries[lang].entries, { brand: app.brand });

  function pageText(request: FastifyRequest, key: string) {
    const t = translator(request.lang);
    return { title: t(`page.${key}.title`), description: t(`page.${key}.intro`) };
  }

  async function build(page: SitePage, request: FastifyRequest): Promise<PageResult> {
    const eyebrow = () => translator(request.lang)(`nav.section.${page.section}`);
    for (const render of PAGE_MODULES) {
      const result = await render(app, page.key, request, pageText(request, page.key), eyebrow());
      if (result) return result;
    }
    if (page.key in FORM_PAGES) {
      const result = await formPage(app, page.key, request, pageText(request, page.key), eyebrow(), pages);
      if (result) return result;
    }
    if (RECEIVED_PAGES.has(page.key)) {
      const result = await receivedPage(app, page.key, request, pageText(request, page.key), eyebrow());
      if (result) return result;
    }
    switch (page.key) {
      case 'compareTrims': {
        const catalog = await app.repositories.catalog.get();
        const query = request.query as Record<string, string | undefined>;
        return { ...pageText(request, page.key), body: <CompareTrimsPage {...compareTrimsProps(catalog, query.model, query.diff === '1', request.lang)} /> };
      }
      case 'globalCompare': {
        const catalog = await app.repositories.catalog.get();
        const query = request.query as Record<string, string | string[] | undefined>;
        const picks = ([] as string[]).concat(query.v ?? []).filter((value) => value !== '');
        return { ...pageText(request, page.key), body: <GlobalComparePage {...globalCompareProps(catalog, picks, query.diff === '1', request.lang)} /> };
      }
      case 'brochures': {
        const catalog = await app.repositories.catalog.get();
        return { ...pageText(request, page.key), body: <BrochuresPage {...brochuresProps(catalog)} /> };
      }
      case 'allVehicles': {
        const catalog = await app.repositories.catalog.get();
        return { ...pageText(request, page.key), body: <AllVehiclesPage {...allVehiclesProps(catalog, request.lang)} /> };
      }
      case 'home': {
        const t = translator(request.lang);
        return homePage(app, request, { title: t('site.brand'), description: t('home.intro') });
      }
      case 'siteMap':
        return { ...pageText(request, page.key), body: <SiteMapPage pages={pages} /> };
      case 'styleguide':
        return { ...pageText(request, page.key), noindex: true, body: <StyleguidePage /> };
      case 'confirmZip':
      case 'confirmRetailer': {
        const result = await geoPage(app, page.key, request, pageText(request, page.key));
        if (result) return result;
        break;
      }
      case 'findRetailer':
      case 'collisionCenter': {
        const result = await finderPage(app, page.key, request, pageText(request, page.key));
        if (result) return result;
        break;
      }
      default:
        break;
    }
    const related = pages.filter((other) => other.section === page.section && other.key !== page.key && !other.hidden);
    return { ...pageText(request, page.key), noindex: page.hidden ?? false, body: <LandingPage page={page} related={related} /> };
  }

  async function buildModelPage(request: FastifyRequest, file: string): Promise<PageResult | null> {
    const slug = /^([a-z0-9-]{2,40})\.html$/.exec(file)?.[1];
    if (!slug) return null;
    const catalog = await app.repositories.catalog.get();
    const model = modelPageProps(catalog, slug, request.lang);
    if (!model) return null;
    const t = translator(request.lang);
    return {
      title: t('model.title', { year: model.year, name: model.name }),
      description: model.tagline,
      image: model.image,
      body: <ModelPage model={model} jsonLd={carJsonLd(model, app.brand, publicOrigin, request.lang)} />,
    };
  }

  function buildPricePage(request: FastifyRequest, load: BuildPageLoad): PageResult {
    const t = translator(request.lang);
    const title = load.vehicle ? t('page.build.vehicleTitle', { vehicle: load.vehicle }) : t('page.build.title');
    // Every step and choice has its own address; only the entry pages are worth an index entry.
    return { title, description: t('page.build.intro'), status: load.status, noindex: request.url.includes('?'), body: <BuildPricePage {...load.props} /> };
  }

  async function renderBuildPage(request: FastifyRequest, reply: FastifyReply) {
    const load = await loadBuildPage(app, request);
    if (!load) return renderNotFound(request, reply);
    return reply.renderPage(() => buildPricePage(request, load), { cacheable: load.cacheable });
  }

  const home = pages.find((page) => page.key === 'home');
  for (const prefix of PREFIXES) {
    if (prefix) app.get(prefix, async (request, reply) => reply.redirect(`${prefix}/${request.url.slice(prefix.length)}`, 301));
    for (const page of pages) {
      const paths = page.key === 'home' ? [`${prefix}/`, `${prefix}${page.path}`] : [`${prefix}${page.path}`];
      // Pages that read the query string are rendered per request; the others are cached (decision 004).
      const cacheable = !QUERY_PAGES.has(page.key) && !app.content.readsRequest(page.key);
      // Build & Price decides per request (query, saved region) whether its page may be cached.
      if (page.key === 'build') for (const path of paths) app.get(path, async (request, reply) => renderBuildPage(request, reply));
      else for (const path of paths) app.get(path, async (request, reply) => reply.renderPage(() => build(page, request), { cacheable }));
    }
    app.get(`${prefix}${NOT_FOUND_PATH}`, async (request, reply) => renderNotFound(request, reply));
    for (const marker of ['build', 'build-price']) app.get(`${prefix}/${marker}/*`, async (request, reply) => renderBuildPage(request, reply));
    app.get(`${prefix}/find/retailers.html`, async (request, reply) => {
      const t = translator(request.lang);
      return reply.renderPage(() => allRetailersPage(app, t('retailer.all.title'), t('retailer.all.description')), { cacheable: true });
    });
    app.get<{ Params: { file: string } }>(`${prefix}/find/retailers/:file`, async (request, reply) =>
      reply.renderPage(() => retailerPage(app, request, request.params.file, publicOrigin), { cacheable: true }),
    );
    app.get<{ Params: { file: string } }>(`${prefix}/vehicles/:file`, async (request, reply) =>
      reply.renderPage(() => buildModelPage(request, request.params.file), { cacheable: true }),
    );
  }
  if (!home) throw new Error('The site map has no home page');

  async function renderNotFound(request: FastifyRequest, reply: FastifyReply) {
    const t = translator(request.lang);
    return reply.renderPage(
      () => ({ title: t('page.notFound.title'), description: t('page.notFound.intro'), status: 404, noindex: true, body: <NotFoundPage /> }),
      { cacheable: request.sitePath === NOT_FOUND_PATH },
    );
  }

  /**
   * A submission made without script that cannot be accepted: its form's page again, in the visitor's language,
   * with their answers and the errors (or the service error), answered with `status`.
   */
  async function renderFormReplay(request: FastifyRequest, reply: FastifyReply, formName: string, lang: Language, replay: Omit<FormReplay, 'kind'>, status: number) {
    const found = pageOfForm(formName);
    const page = found ? pages.find((item) => item.key === found.key) : undefined;
    if (!found || !page) return null;
    request.lang = lang;
    request.sitePath = page.path;
    const t = translator(lang);
    const result =
      (await contentPage(app, page.key, request, pageText(request, page.key), t(`nav.section.${page.section}`), { replay: { ...replay, form: formName } })) ??
      (await formPage(app, page.key, request, pageText(request, page.key), t(`nav.section.${page.section}`), pages, { ...replay, kind: found.kind }));
    return result ? reply.renderPage({ ...result, status, noindex: true }) : null;
  }

  app.decorate('renderNotFound', renderNotFound);
  app.decorate('renderFormReplay', renderFormReplay);
  app.decorate('renderServerError', async (request: FastifyRequest, reply: FastifyReply) => {
    const t = translator(request.lang);
    return reply.renderPage({ title: t('page.serverError.title'), description: t('page.serverError.intro'), status: 500, noindex: true, body: <ServerErrorPage /> });
  });
};

declare module 'fastify' {
  interface FastifyInstance {
    renderNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    renderServerError(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
    /** The form's page re-shown for a no-script submission (null when the form has no page). */
    renderFormReplay(request: FastifyRequest, reply: FastifyReply, formName: string, lang: Language, replay: Omit<FormReplay, 'kind'>, status: number): Promise<FastifyReply | null>;
  }
}

export default fp(pageRoutes, { name: 'pages', dependencies: ['render'] });
