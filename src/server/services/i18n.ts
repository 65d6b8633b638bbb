/** The translation dictionaries (`/libs/cq/i18n/dict.{lang}.json`) and the page-address language lookup. */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isLanguage, resolveLanguage } from '#domain/i18n/languages.ts';
import { pageAddress } from '#domain/i18n/paths.ts';
import { parseInput, sendError } from '#server/errors.ts';

const LanguageQuery = z.object({
  path: z.string().min(1, 'path is required').max(500),
  lang: z.string().max(10).optional(),
});

const i18nServices: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/libs/cq/i18n/:file', async (request, reply) => {
    const match = /^dict\.([a-z]{2})\.json$/.exec(request.params.file);
    const lang = match?.[1];
    if (!lang || !isLanguage(lang)) {
      request.log.warn(`Unknown locale requested: ${request.params.file}`);
      return sendError(reply, 404, 'Dictionary not found', 'NOT_FOUND', `No dictionary ${request.params.file}`);
    }
    const dictionary = app.dictionaries[lang];
    const etag = `"${dictionary.version}"`;
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400')
      .header('etag', etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(dictionary.json);
  });

  app.get('/services/utility/language', async (request, reply) => {
    const query = parseInput(reply, LanguageQuery, request.query, 'Invalid path');
    if (!query) return reply;
    const lang = resolveLanguage(query.lang ?? 'en', (message) => request.log.warn(message));
    const path = pageAddress(query.path, lang);
    if (path === null) return sendError(reply, 400, 'Invalid path', 'BAD_REQUEST', 'path must be a site path such as /support/customer-support');
    return reply.header('cache-control', 'public, max-age=3600').send({ path, lang });
  });
};

export default i18nServices;
