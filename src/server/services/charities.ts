/**
 * Share the Love's charities: `catalog/charities.json`, read and checked once at start, and the spec's "share the
 * love charities and national charities" — `GET /services/sharethelove/charities/national` (the national charities a
 * buyer may choose) and `GET /services/sharethelove/charities?zip=` (the hometown charities of the participating
 * retailers nearest a ZIP code). The share-the-love page lists both (`charities` embed).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CharitiesFile,
  hometownCharity,
  HometownCharitiesQuerySchema,
  HometownCharitiesSchema,
  NationalCharitiesQuerySchema,
  NationalCharitiesSchema,
  nationalCharities,
  hometownRetailerId,
  type CharityChoice,
  type HometownCharity,
} from '#domain/charities/charities.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { readCatalogFile } from '#server/catalog-file.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { searchRetailersNearZip, type SearchMiss } from '#server/retailers/network-search.ts';
import { retailerPath } from '#domain/retailers/paths.ts';

export const CHARITIES_FILE = new URL('../../../catalog/charities.json', import.meta.url);
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

declare module 'fastify' {
  interface FastifyInstance {
    charities: CharitiesFile;
  }
}

export async function loadCharities(source: URL = CHARITIES_FILE): Promise<CharitiesFile> {
  return readCatalogFile(source, CharitiesFile);
}

/** The hometown charities of the participating (Active) retailers nearest a ZIP code, nearest first; or why there are none. */
export async function hometownCharitiesNear(app: FastifyInstance, zip: string, count: number, lang: Language): Promise<HometownCharity[] | SearchMiss> {
  const found = searchRetailersNearZip(await app.repositories.retailers.index(), zip, { count, type: 'Active' });
  if (typeof found === 'string') return found;
  return found.dealers
    .filter((result) => result.dealer.status === 'Active')
    .slice(0, count)
    .map((result) => ({
      ...hometownCharity(app.charities, result.dealer, lang),
      retailer: {
        id: result.dealer.id,
        name: result.dealer.name,
        city: result.dealer.address.city,
        state: result.dealer.address.state,
        url: localizeHref(retailerPath(result.dealer), lang),
      },
      distance: result.distance,
    }));
}

/**
 * The charity an id names, as the nomination form lists it: a national charity, or the hometown charity of a
 * participating (Active) retailer (`hometown-{retailerId}`). Null for any other id — the form refuses it.
 */
export async function findCharity(app: FastifyInstance, id: string, lang: Language): Promise<CharityChoice | null> {
  const national = app.charities.national.find((charity) => charity.id === id);
  if (national) return { id, name: national.name, cause: national.cause, retailer: null, distance: null };
  const retailerId = hometownRetailerId(id);
  const retailer = retailerId ? await app.repositories.retailers.byId(retailerId) : null;
  if (retailer?.status !== 'Active') return null;
  const charity = hometownCharity(app.charities, retailer, lang);
  return { id, name: charity.name, cause: charity.cause, retailer: { name: retailer.name, city: retailer.address.city, state: retailer.address.state }, distance: null };
}

const charityServices: FastifyPluginAsyncZod = async (app) => {
  app.decorate('charities', await loadCharities());

  app.get(
    '/services/sharethelove/charities/national',
    {
      schema: {
        tags: ['content'],
        summary: 'Share the Love national charities: the charities a buyer may choose during the event',
        querystring: NationalCharitiesQuerySchema,
        response: { 200: NationalCharitiesSchema, 400: ErrorObject },
      },
    },
    async (request, reply) => reply.header('cache-control', CACHE).send({ lang: request.query.lang, charities: nationalCharities(app.charities, request.query.lang) }),
  );

  app.get(
    '/services/sharethelove/charities',
    {
      schema: {
        tags: ['content'],
        summary: 'Share the Love charities: the hometown charities of the participating retailers nearest a ZIP code',
        querystring: HometownCharitiesQuerySchema,
        response: { 200: HometownCharitiesSchema, 400: ErrorObject, 404: ErrorObject },
      },
    },
    async (request, reply) => {
      const { zip, count, lang } = request.query;
      const found = await hometownCharitiesNear(app, zip, count, lang);
      if (found === 'no-match') return sendError(reply, 404, 'No Results', 'NOT_FOUND', `No US ZIP code ${zip}`);
      if (typeof found === 'string') return sendError(reply, 400, 'Invalid ZipCode', 'BAD_REQUEST', 'A ZIP code is 5 digits (ZIP+4 allowed)');
      return reply.header('cache-control', CACHE).send({ lang, zip, charities: found });
    },
  );
};

export default fp(charityServices, { name: 'charities', dependencies: ['database'] });
