/**
 * Works out, once per request, the language (from the URL prefix), the site path, the content-system mode, and
 * whether the request renders a page for the site search's index (`indexing`): the indexer's requests carry a header
 * whose value is a secret of this process (`app.indexingHeaders`), so no visitor can ask for an indexing render.
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Language } from '#domain/i18n/languages.ts';
import { splitLanguage } from '#domain/i18n/paths.ts';
import { detectContentMode, type ContentMode } from '#domain/platform/content-mode.ts';
import { EMBED_PARAM, EMBED_VALUE, wantsSaveData } from '#domain/platform/page-flags.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    /** The path without its language prefix, e.g. `/find/a-retailer.html`. */
    sitePath: string;
    mode: ContentMode;
    wcmmodeDisabled: boolean;
    /** The page is rendered for the search index: as published, for a visitor with no context, never cached. */
    indexing: boolean;
    /** `?view=embed`: the page is shown inside a retailer's site, without the site's navigation and footer. */
    embed: boolean;
    /** The browser sent `Save-Data: on`: pictures in their low-detail rendition. */
    saveData: boolean;
  }
  interface FastifyInstance {
    /** The headers that mark an in-process request (`app.inject`) as an indexing render. */
    readonly indexingHeaders: Readonly<Record<string, string>>;
  }
}

const INDEXING_HEADER = 'x-halden-indexing';

export interface RequestContextOptions {
  authorHosts: readonly string[];
}

export default fp<RequestContextOptions>(
  async (app, options) => {
    app.decorateRequest('lang', 'en');
    app.decorateRequest('sitePath', '/');
    app.decorateRequest('mode', 'live');
    app.decorateRequest('wcmmodeDisabled', false);
    app.decorateRequest('indexing', false);
    app.decorateRequest('embed', false);
    app.decorateRequest('saveData', false);
    const indexingToken = randomBytes(24).toString('base64url');
    app.decorate('indexingHeaders', Object.freeze({ [INDEXING_HEADER]: indexingToken }));
    app.addHook('onRequest', async (request) => {
      const url = request.url;
      const queryAt = url.indexOf('?');
      const pathname = queryAt >= 0 ? url.slice(0, queryAt) : url;
      const query = new URLSearchParams(queryAt >= 0 ? url.slice(queryAt + 1) : '');
      const { lang, path } = splitLanguage(pathname);
      request.lang = lang;
      request.sitePath = path;
      const wcmmode = query.get('wcmmode') ?? undefined;
      request.wcmmodeDisabled = wcmmode === 'disabled';
      request.indexing = request.headers[INDEXING_HEADER] === indexingToken;
      request.embed = query.get(EMBED_PARAM) === EMBED_VALUE;
      request.saveData = wantsSaveData(request.headers['save-data']);
      request.mode = detectContentMode({
        host: request.headers.host,
        cookie: request.cookies?.wcmmode,
        query: wcmmode,
        authorHosts: options.authorHosts,
      });
    });
  },
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
);
