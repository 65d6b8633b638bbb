/**
 * Renders a page: the body first (so we learn which islands and disclaimers it used), then the head
 * with exactly the stylesheet, runtime and chunks that body needs. A page without islands gets no script.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { LANGUAGES, LANGUAGE_TAGS } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { createTranslator, interpolate } from '#domain/i18n/translate.ts';
import { DisclaimerRegistry } from '#domain/platform/disclaimers.ts';
import { contextKey } from '#domain/geo/visitor-context.ts';
import { LruCache, stringBytes } from '#domain/platform/lru-cache.ts';
import type { SitePage } from '#domain/platform/site-map.ts';
import type { Disclaimer } from '#domain/platform/disclaimers.ts';
import { PageContextProvider, type PageContextValue, type RenderCollector } from '#ui/components/page-context.tsx';
import { Shell } from '#ui/layout/shell.tsx';
import { DocumentHead } from '#ui/layout/document-head.tsx';
import type { AssetCatalog } from '#server/assets.ts';

export interface PageResult {
  title: string;
  description: string;
  body: ReactElement;
  status?: number;
  noindex?: boolean;
  /** A picture of the page (a site path) for link previews (og:image). */
  image?: string;
}

export interface RenderPageOptions {
  /**
   * Set for pages whose markup depends only on language, path, mode and the visitor context (never on the query or
   * live data): their HTML is kept in an in-process cache, keyed by those, so a repeat request costs no rendering.
   * Site pages get it from what their registry entry reads (src/server/pages/registry.tsx, `cachePolicy`).
   */
  cacheable?: boolean;
}

declare module 'fastify' {
  interface FastifyReply {
    renderPage(page: PageResult | (() => PageResult | Promise<PageResult | null>), options?: RenderPageOptions): Promise<FastifyReply>;
  }
}

export interface RenderOptions {
  assets: AssetCatalog;
  brand: string;
  pages: readonly SitePage[];
  publicOrigin: string;
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export default fp<RenderOptions>(
  async (app, options) => {
    const { assets, brand, pages, publicOrigin } = options;

    async function disclaimersFor(reply: FastifyReply): Promise<Map<number, Disclaimer>> {
      const lang = reply.request.lang;
      const all = await app.repositories.disclaimers.all(lang);
      return new Map(all.map((item) => [item.id, { ...item, content: interpolate(item.content, { brand }) }]));
    }

    // Bounded by bytes (the 'pages' share of CACHE_MAX_MB) as well as by count.
    const cache = new LruCache<string, { html: string; status: number }>({ maxEntries: 1000, maxBytes: app.cacheBytes('pages'), sizeOf: (page) => stringBytes(page.html) });

    function send(reply: FastifyReply, html: string, status: number) {
      return reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-language', LANGUAGE_TAGS[reply.request.lang])
        .header('cache-control', 'no-cache')
        .send(html);
    }

    app.decorateReply('renderPage', async function renderPage(this: FastifyReply, input: PageResult | (() => PageResult | Promise<PageResult | null>), options: RenderPageOptions = {}) {
      const request = this.request;
      // Every page shows the visitor context in its header: a cached page is one context's page.
      // An indexing render (the site search) never touches the visitors' cache.
      const key = options.cacheable && !request.indexing ? `${request.lang}|${request.sitePath}|${request.mode}|${request.wcmmodeDisabled}|${contextKey(request.visitor)}` : null;
      const cached = key ? cache.get(key) : undefined;
      if (cached) return send(this, cached.html, cached.status);
      const page = typeof input === 'function' ? await input() : input;
      // A loader that finds nothing (an unknown model, say) answers the not-found page.
      if (page === null) return app.renderNotFound(request, this);
      const lang = request.lang;
      const dictionary = app.dictionaries[lang];
      const t = createTranslator(dictionary.entries, { brand });
      let islandCount = 0;
      // This render's own list: pages may add to it (addDisclaimers) without touching another request's.
      const disclaimers = await disclaimersFor(this);
      const collector: RenderCollector = {
        islands: new Map(),
        nextIslandId() {
          islandCount += 1;
          return `i${islandCount}-`;
        },
        addIsland(module, eager) {
          const seen = this.islands.get(module);
          this.islands.set(module, { module, eager: (seen?.eager ?? false) || eager });
        },
        disclaimerRegistry: new DisclaimerRegistry(),
        disclaimers,
        addDisclaimers(items) {
          for (const item of items) if (!disclaimers.has(item.id)) disclaimers.set(item.id, item);
        },
        dictionary: dictionary.entries,
        warn: (message) => request.log.warn(message),
        islandAssets: (module) => assets.island(module),
      };
      const context: PageContextValue = {
        lang,
        t,
        brand,
        path: request.sitePath,
        mode: request.mode,
        wcmmodeDisabled: request.wcmmodeDisabled,
        visitor: request.visitor,
        collector,
      };
      const body = renderToStaticMarkup(
        <PageContextProvider value={context}>
          <Shell pages={pages}>{page.body}</Shell>
        </PageContextProvider>,
      );

      const islands = [...collector.islands.values()];
      const islandAssets = islands.map((island) => ({ island, files: assets.island(island.module) }));
      const modulepreload = islands.length
        ? [
            ...new Set([
              ...assets.runtimePreload,
              ...islandAssets.filter(({ island }) => island.eager).flatMap(({ files }) => files?.preload ?? []),
            ]),
          ]
        : [];
      const stylesheets = [...new Set([...assets.stylesheets, ...islandAssets.flatMap(({ files }) => files?.css ?? [])])];
      const path = request.sitePath;
      const head = renderToStaticMarkup(
        <DocumentHead
          lang={lang}
          title={page.title === t('site.brand') ? page.title : t('site.titleTemplate', { title: page.title })}
          description={page.description}
          siteName={t('site.brand')}
          image={page.image ? `${publicOrigin}${page.image}` : null}
          canonical={`${publicOrigin}${localizeHref(path, lang)}`}
          alternates={[
            ...LANGUAGES.map((code) => ({ hrefLang: LANGUAGE_TAGS[code], href: `${publicOrigin}${localizeHref(path, code)}` })),
            { hrefLang: 'x-default', href: `${publicOrigin}${localizeHref(path, 'en')}` },
          ]}
          noindex={page.noindex ?? false}
          stylesheets={stylesheets}
          fonts={assets.fonts}
          runtime={islands.length ? assets.runtime : null}
          modulepreload={modulepreload}
        />,
      );
      const html =
        `<!DOCTYPE html><html lang="${LANGUAGE_TAGS[lang]}" data-lang="${lang}" data-brand="${escapeAttr(brand)}"` +
        ` data-path="${escapeAttr(path)}" data-mode="${request.mode}" data-i18n-version="${dictionary.version}">` +
        `<head>${head}</head><body>${body}</body></html>`;
      const status = page.status ?? 200;
      // A render that saved a new visitor context (a ZIP from the query, say) is that visitor's alone.
      if (key && !request.visitorSaved) cache.set(key, { html, status });
      return send(this, html, status);
    });
  },
  { name: 'render', dependencies: ['i18n', 'request-context', 'database'] },
);
