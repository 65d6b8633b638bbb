/** The page route table: every site page in every language prefix, plus the not-found and error pages. */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import { brandSlug, NOT_FOUND_PATH, type SitePage } from '#domain/platform/site-map.ts';
import { LandingPage } from '#ui/site/landing-page.tsx';
import { NotFoundPage, ServerErrorPage } from '#ui/site/not-found-page.tsx';
import { pageOfForm } from '#domain/forms/pages.ts';
import { contentPage } from './content-pages.tsx';
import { formPage, type FormReplay } from './form-pages.tsx';
import { authoredReads, cachePolicy, guardRequest, LANDING_READS, PAGE_ENTRIES, type PageEntry, type PageLoad, type PageReads } from './registry.tsx';

/** Every prefix a page answers under: unprefixed and /en/ are English. */
const PREFIXES = ['', ...LANGUAGES.map((lang) => `/${lang}`)];

export interface PagesOptions {
  pages: readonly SitePage[];
  publicOrigin: string;
}

/** The registry by site-map key; a key registered twice is a mistake caught at start-up. */
function entriesByKey(entries: readonly PageEntry[]): Map<string, PageEntry> {
  const byKey = new Map<string, PageEntry>();
  for (const entry of entries) {
    for (const key of entry.keys ?? []) {
      if (byKey.has(key)) throw new Error(`The page ${key} is registered twice (src/server/pages/registry.tsx)`);
      byKey.set(key, entry);
    }
  }
  return byKey;
}

const pageRoutes: FastifyPluginAsync<PagesOptions> = async (app, { pages, publicOrigin }) => {
  const translator = (lang: Language) => createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
  const byKey = entriesByKey(PAGE_ENTRIES);

  function loadOf(request: FastifyRequest, page: SitePage | null, reads: PageReads, name: string, params: Record<string, string> = {}): PageLoad {
    const t = translator(request.lang);
    const key = page?.key ?? '';
    return {
      app,
      request: guardRequest(request, reads, name),
      page,
      pages,
      text: { title: t(`page.${key}.title`), description: t(`page.${key}.intro`) },
      eyebrow: page ? t(`nav.section.${page.section}`) : '',
      t,
      params,
      publicOrigin,
    };
  }

  /** A site-map page: its authored version (content/) when there is one, else its registry entry, else its section's landing page. */
  function routeSitePage(page: SitePage) {
    const entry = byKey.get(page.key);
    const authored = app.content.page(page.key, 'en') !== undefined;
    const reads: PageReads = authored ? authoredReads(app.content.readsRequest(page.key)) : (entry?.reads ?? LANDING_READS);
    return async (request: FastifyRequest, reply: FastifyReply) =>
      reply.renderPage(
        async () => {
          const load = loadOf(request, page, reads, page.key);
          if (authored) {
            const result = await contentPage(app, page.key, load.request, load.text, load.eyebrow);
            if (result) return result;
          }
          if (entry) return entry.render(load);
          const related = pages.filter((other) => other.section === page.section && other.key !== page.key && !other.hidden);
          return { ...load.text, noindex: page.hidden ?? false, body: <LandingPage page={page} related={related} /> };
        },
        { cache: cachePolicy(reads, request) },
      );
  }

  /** A route outside the site map (model pages, retailer pages, Build & Price steps). */
  function routeEntry(entry: PageEntry, route: string) {
    const page = entry.keys?.[0] ? (pages.find((item) => item.key === entry.keys?.[0]) ?? null) : null;
    return async (request: FastifyRequest<{ Params: Record<string, string> }>, reply: FastifyReply) =>
      reply.renderPage(async () => entry.render(loadOf(request, page, entry.reads, route, request.params)), { cache: cachePolicy(entry.reads, request) });
  }

  const home = pages.find((page) => page.key === 'home');
  for (const prefix of PREFIXES) {
    if (prefix) app.get(prefix, async (request, reply) => reply.redirect(`${prefix}/${request.url.slice(prefix.length)}`, 301));
    for (const page of pages) {
      const paths = page.key === 'home' ? [`${prefix}/`, `${prefix}${page.path}`] : [`${prefix}${page.path}`];
      const handler = routeSitePage(page);
      for (const path of paths) app.get(path, handler);
    }
    app.get(`${prefix}${NOT_FOUND_PATH}`, async (request, reply) => renderNotFound(request, reply));
    for (const entry of PAGE_ENTRIES) for (const route of entry.routes ?? []) app.get(`${prefix}${route.replace('{brand}', brandSlug(app.brand))}`, routeEntry(entry, route));
  }
  if (!home) throw new Error('The site map has no home page');

  async function renderNotFound(request: FastifyRequest, reply: FastifyReply) {
    const t = translator(request.lang);
    return reply.renderPage(
      () => ({ title: t('page.notFound.title'), description: t('page.notFound.intro'), status: 404, noindex: true, body: <NotFoundPage /> }),
      { cache: { variant: '', live: false, notFound: true } },
    );
  }

  /**
   * A submission made without script that cannot be accepted: its form's page again, in the visitor's language,
   * with their answers and the errors (or the service error), answered with `status`. Answers whether it sent that
   * page (false: the form has none, and the caller answers). Not the reply: a Fastify reply is thenable, and awaiting
   * one resolves to undefined, which once made a caller send a second answer after the page.
   */
  async function renderFormReplay(request: FastifyRequest, reply: FastifyReply, formName: string, lang: Language, replay: Omit<FormReplay, 'kind'>, status: number): Promise<boolean> {
    const found = pageOfForm(formName);
    const page = found ? pages.find((item) => item.key === found.key) : undefined;
    if (!found || !page) return false;
    request.lang = lang;
    request.sitePath = page.path;
    // A replay is never cached: it carries this visitor's answers.
    const load = loadOf(request, page, { query: true, visitor: true, live: true }, page.key);
    const result =
      (await contentPage(app, page.key, load.request, load.text, load.eyebrow, { replay: { ...replay, form: formName } })) ??
      (await formPage(app, page.key, load.request, load.text, load.eyebrow, pages, { ...replay, kind: found.kind }));
    if (!result) return false;
    await reply.renderPage({ ...result, status, noindex: true });
    return true;
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
    /** The form's page re-shown for a no-script submission: whether it was sent (false when the form has no page). */
    renderFormReplay(request: FastifyRequest, reply: FastifyReply, formName: string, lang: Language, replay: Omit<FormReplay, 'kind'>, status: number): Promise<boolean>;
  }
}

export default fp(pageRoutes, { name: 'pages', dependencies: ['render'] });
