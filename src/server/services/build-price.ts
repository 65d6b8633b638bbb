/**
 * The configurator's build data as one answer: what the Build & Price page embeds for its model year, served
 * for the model the visitor switches to without leaving the page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConfiguratorDataSchema } from '#domain/build-price/contract.ts';
import { configuratorData } from '#domain/build-price/data.ts';
import { findModel, findYear } from '#domain/catalog/catalog.ts';
import { DEFAULT_LOCATION } from '#domain/geo/geo-data.ts';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { summaryAccountId } from './summary-account.ts';

const buildPriceServices: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/vehicles/config/data/:year/:modelCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: "Build data of a model year for Build & Price: trims with transmissions and packages, colour data, accessories, the destination charge for ?state=&region= and the summary's account for ?retailer=",
        params: z.object({ year: z.coerce.number().int().min(2000).max(2100), modelCode: z.string().regex(/^[A-Z]{3,4}$/, 'model codes are 3 to 4 uppercase letters') }),
        querystring: z.object({
          lang: z.enum(LANGUAGES).default('en'),
          state: z.string().regex(/^[A-Z]{2}$/, 'state is a 2-letter code').default(DEFAULT_LOCATION.state),
          region: z.string().regex(/^\d{3}$/, 'region is 3 digits').optional(),
          retailer: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'a retailer id').optional().describe("The visitor's preferred retailer: summaryData.summaryAccountId when it is an active retailer"),
        }),
        response: { 200: ConfiguratorDataSchema, 400: ErrorObject, 404: ErrorObject },
      },
    },
    async (request, reply) => {
      const catalog = await app.repositories.catalog.get();
      const model = findModel(catalog, request.params.modelCode);
      const year = model?.active ? findYear(model, request.params.year) : undefined;
      if (!model || !year?.active) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No active ${request.params.year} ${request.params.modelCode}`);
      const { lang, state, region, retailer } = request.query;
      const account = await summaryAccountId(app, retailer);
      return reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=3600').send(configuratorData(catalog, model, year, lang, { state, region: region ?? null }, account));
    },
  );
};

export default buildPriceServices;
