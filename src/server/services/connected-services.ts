/**
 * Connected services by year: `catalog/connected-services.json`, read and checked once at start, and
 * `GET /services/vehicles/connectedservices/{year}/{modelCode}` — the plans a model year gets, with its features for
 * its powertrain and the terms in the language asked (`#domain/catalog/connected-services.ts`). The model pages show
 * the same view. A data file kept in memory, like the recalls and the offers: a few plans the maker writes, versioned
 * with the code.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConnectedServicesFile,
  ConnectedServicesParamsSchema,
  ConnectedServicesQuerySchema,
  ConnectedServicesSchema,
  connectedServicesFor,
  type ConnectedServices,
} from '#domain/catalog/connected-services.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import { readCatalogFile } from '#server/catalog-file.ts';
import { ErrorObject, sendError } from '#server/errors.ts';

export const CONNECTED_SERVICES_FILE = new URL('../../../catalog/connected-services.json', import.meta.url);

const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

declare module 'fastify' {
  interface FastifyInstance {
    connectedServices: ConnectedServicesFile;
  }
}

/** Reads and checks the file; throws with the first problem, so a bad file stops the start. */
export async function loadConnectedServices(source: URL = CONNECTED_SERVICES_FILE): Promise<ConnectedServicesFile> {
  return readCatalogFile(source, ConnectedServicesFile);
}

/** A model year's connected services in a language, or null when there are none for it. */
export async function modelConnectedServices(app: FastifyInstance, modelCode: string, year: number, lang: Language): Promise<ConnectedServices | null> {
  const t = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
  return connectedServicesFor(app.connectedServices, await app.repositories.catalog.get(), modelCode, year, lang, (key, values) => t(key, values));
}

const connectedServices: FastifyPluginAsyncZod = async (app) => {
  app.decorate('connectedServices', await loadConnectedServices());

  app.get(
    '/services/vehicles/connectedservices/:year/:modelCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Connected services by year: the plans a model year gets, their features for its powertrain, and their terms',
        params: ConnectedServicesParamsSchema,
        querystring: ConnectedServicesQuerySchema,
        response: { 200: ConnectedServicesSchema, 400: ErrorObject, 404: ErrorObject },
      },
    },
    async (request, reply) => {
      const { year, modelCode } = request.params;
      const answer = await modelConnectedServices(app, modelCode, year, request.query.lang);
      if (!answer) return sendError(reply, 404, 'No data received from API', 'NOT_FOUND', `No connected services for ${modelCode} ${year}`);
      return reply.header('cache-control', CACHE).send(answer);
    },
  );
};

export default fp(connectedServices, { name: 'connected-services', dependencies: ['database', 'i18n'] });
