/** Works out, once per request, the language (from the URL prefix), the site path and the content-system mode. */
import fp from 'fastify-plugin';
import type { Language } from '#domain/i18n/languages.ts';
import { splitLanguage } from '#domain/i18n/paths.ts';
import { detectContentMode, type ContentMode } from '#domain/platform/content-mode.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    /** The path without its language prefix, e.g. `/find/a-retailer.html`. */
    sitePath: string;
    mode: ContentMode;
    wcmmodeDisabled: boolean;
  }
}

export interface RequestContextOptions {
  authorHosts: readonly string[];
}

export default fp<RequestContextOptions>(
  async (app, options) => {
    app.decorateRequest('lang', 'en');
    app.decorateRequest('sitePath', '/');
    app.decorateRequest('mode', 'live');
    app.decorateRequest('wcmmodeDisabled', false);
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
