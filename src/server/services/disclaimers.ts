/** Disclaimers by numeric id, for islands that show one after the page has loaded. */
import type { FastifyPluginAsync } from 'fastify';
import { resolveLanguage } from '#domain/i18n/languages.ts';
import { isDisclaimerId } from '#domain/platform/disclaimers.ts';
import { sendError } from '#server/errors.ts';

const disclaimerServices: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>('/services/disclaimers/:id', async (request, reply) => {
    if (!isDisclaimerId(request.params.id)) {
      return sendError(reply, 400, 'Invalid disclaimer id', 'BAD_REQUEST', 'Disclaimer ids are digits only');
    }
    const lang = resolveLanguage(request.query.lang ?? 'en', (message) => request.log.warn(message));
    const disclaimer = await app.repositories.disclaimers.byId(Number(request.params.id), lang);
    if (!disclaimer) return sendError(reply, 404, 'Disclaimer not found', 'NOT_FOUND', `No disclaimer ${request.params.id}`);
    const brand = app.brand;
    return reply.header('cache-control', 'public, max-age=300').send({
      ...disclaimer,
      content: disclaimer.content.replaceAll('{brand}', brand),
    });
  });
};

export default disclaimerServices;
