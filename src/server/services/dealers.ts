/**
 * `/services/dealers/*`: the retailer network — nearest to a ZIP code, by id, inside a map box, by free text, within
 * a radius — and each retailer's services, opt-ins, stories and awards. The searches are the pure functions of
 * `#domain/retailers/search.ts` over the repository's in-process spatial index, with the ZIP data and the searches
 * the finder pages share in `#server/retailers/network-search.ts`; this file only reads input, maps the spec's
 * empty-input messages and sets cache headers. The answers' schemas are `#domain/retailers/contract.ts`.
 *
 * Searches from a place say which results are near (`radius`, `withinRadius`): the finder lists the others apart as
 * far away. A ZIP code of a US territory (not in the ZIP index, which holds our network's states) is answered with
 * the territory named and only retailers within the radius, rather than 'No Results' or a list from far away.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { distanceMiles, roundMiles } from '#domain/geo/distance.ts';
import { normaliseZip } from '#domain/geo/zip.ts';
import { DEFAULT_RADIUS_MILES, parseBounds, searchWithinBounds, searchWithinRadius } from '#domain/retailers/search.ts';
import type { RetailerIndex } from '#domain/retailers/spatial-index.ts';
import { RadiusListSchema, RetailerBriefSchema, RetailerListSchema, RetailerResultSchema, RetailerSchema, RetailerStorySchema } from '#domain/retailers/contract.ts';
import { RETAILER_LIMITS, RETAILER_SERVICES, RETAILER_TYPES, type Retailer } from '#domain/retailers/types.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { zipIndex } from '#server/geo/zip-index.ts';
import { withCardMaps } from './static-maps.ts';
import { retailerBriefs, searchNearPlace, searchRetailersByQuery, zipPlace, type SearchMiss, type SearchPlace } from '#server/retailers/network-search.ts';

const CACHE = 'public, max-age=300, stale-while-revalidate=3600';
const Errors = { 400: ErrorObject, 404: ErrorObject };
/** The largest list a nearest-first search answers (the UI asks for 5 or 10). */
const MAX_COUNT = 50;

// ---- input ----

const Type = z.enum(RETAILER_TYPES).default('Active').describe('Active: Active retailers only; TotalActive: every retailer');
const Service = z.enum(RETAILER_SERVICES).optional().describe('Only retailers offering this service');
const Count = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);
/** Free text, checked by the handler so an empty value gets the spec's own message rather than a schema error. */
const Text = (description: string) => z.string().max(200).optional().describe(description);
const IdParams = z.object({ id: z.string().describe('Retailer id, five digits') });

/** The spec's answer when a ZIP code gives no place: 400 'Invalid ZipCode' when empty or malformed, 404 'No Results' when unknown. */
function sendZipMiss(reply: FastifyReply, miss: SearchMiss, zipcode: string | undefined): FastifyReply {
  if (miss === 'no-match') return sendError(reply, 404, 'No Results', 'NOT_FOUND', `No US ZIP code ${normaliseZip(zipcode) ?? ''}`);
  return sendError(reply, 400, 'Invalid ZipCode', 'BAD_REQUEST', miss === 'invalid-zip' ? 'A ZIP code is 5 digits (ZIP+4 allowed)' : 'zipcode is required');
}

const dealerServices: FastifyPluginAsyncZod = async (app) => {
  const network = (): Promise<RetailerIndex> => app.repositories.retailers.index();

  // Loads the network and builds its index once the server listens, so the first finder visit does not pay for it.
  app.addHook('onListen', async () => {
    network().catch((error: unknown) => app.log.error(error, 'Retailer network could not be loaded'));
  });

  /** A ZIP code from the query (no territories): 400 'Invalid ZipCode' when empty or malformed, 404 'No Results' when unknown. */
  function place(reply: FastifyReply, zipcode: string | undefined): SearchPlace | null {
    const found = zipPlace(zipcode);
    if (typeof found !== 'string') return found;
    sendZipMiss(reply, found, zipcode);
    return null;
  }

  /** The retailer of an `:id` path: 400 'Invalid ID' when empty, 404 'Retailer not found.' when unknown. */
  async function retailer(reply: FastifyReply, id: string | undefined): Promise<Retailer | null> {
    const text = id?.trim() ?? '';
    if (!text) {
      sendError(reply, 400, 'Invalid ID', 'BAD_REQUEST', 'id is required');
      return null;
    }
    const found = /^\d{5}$/.test(text) ? (await network()).byId(text) : null;
    if (!found) sendError(reply, 404, 'Retailer not found.', 'NOT_FOUND', `No retailer ${text}`);
    return found;
  }

  app.get(
    '/services/dealers/by/zip',
    {
      schema: {
        tags: ['dealers'],
        summary: `Retailers nearest a ZIP code, nearest first (at least 4 when 4 exist); those within radius (${DEFAULT_RADIUS_MILES} miles) are near, the others far away`,
        description:
          'A ZIP code of a US territory (where there are no retailers) answers its place with `territory` set and only the retailers within the radius, not 404.',
        querystring: z.object({
          zipcode: Text('5 digits, or ZIP+4'),
          count: Count(MAX_COUNT, RETAILER_LIMITS.maximum).describe(`How many, 1 to ${MAX_COUNT} (fewer than ${RETAILER_LIMITS.minimum} still answers ${RETAILER_LIMITS.minimum})`),
          type: Type,
          service: Service,
          id: Text("The visitor's preferred retailer, added to the list in its place when it is not among the nearest"),
        }),
        response: { 200: RetailerListSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const { zipcode, count, type, service, id } = request.query;
      // The ZIP code is checked before the network is read (searchRetailersNearZip is these two steps for a caller holding the index).
      const found = zipPlace(zipcode, true);
      if (typeof found === 'string') return sendZipMiss(reply, found, zipcode);
      return reply.header('cache-control', CACHE).send(withCardMaps(app, searchNearPlace(await network(), found, { count, type, service, preferredId: id?.trim() })));
    },
  );

  app.get(
    '/services/dealers/by/id',
    {
      schema: {
        tags: ['dealers'],
        summary: 'One retailer, with its distance from a ZIP code when one is given',
        querystring: z.object({ id: Text('Retailer id, five digits'), zipcode: Text('Measure the distance from this ZIP code') }),
        response: { 200: RetailerResultSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const found = await retailer(reply, request.query.id);
      if (!found) return reply;
      let distance: number | null = null;
      if (request.query.zipcode?.trim()) {
        const zip = normaliseZip(request.query.zipcode);
        if (!zip) return sendError(reply, 400, 'Invalid ZipCode', 'BAD_REQUEST', 'A ZIP code is 5 digits (ZIP+4 allowed)');
        // An unknown ZIP only costs the distance: the retailer itself was found.
        const from = zipIndex().lookup(zip);
        distance = from ? roundMiles(distanceMiles(from, found)) : null;
      }
      return reply.header('cache-control', CACHE).send({ dealer: found, distance });
    },
  );

  app.get(
    '/services/dealers/by/bounds',
    {
      schema: {
        tags: ['dealers'],
        summary: `Retailers inside a map box, those nearest its centre first, at most ${RETAILER_LIMITS.boundedMaximum}`,
        querystring: z.object({
          bounds: Text('south,west,north,east in decimal degrees (west > east crosses the antimeridian)'),
          count: Count(RETAILER_LIMITS.boundedMaximum, RETAILER_LIMITS.boundedMaximum),
          type: Type,
          service: Service,
        }),
        response: { 200: RetailerListSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const bounds = parseBounds(request.query.bounds);
      if (!bounds) {
        return sendError(reply, 400, 'Invalid Map Bounds Object', 'BAD_REQUEST', request.query.bounds?.trim() ? `Not south,west,north,east: ${request.query.bounds}` : 'bounds is required');
      }
      const { count, type, service } = request.query;
      return reply.header('cache-control', CACHE).send(withCardMaps(app, searchWithinBounds(await network(), bounds, { count, type, service })));
    },
  );

  app.get(
    '/services/dealers/query',
    {
      schema: {
        tags: ['dealers'],
        summary: 'Retailers by free text: a ZIP code or "City, ST" (nearest first), a town, or part of a retailer\'s name',
        querystring: z.object({ query: Text('What the visitor typed'), count: Count(MAX_COUNT, RETAILER_LIMITS.maximum), type: Type, service: Service }),
        response: { 200: RetailerListSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const { query, count, type, service } = request.query;
      const text = query?.trim() ?? '';
      if (!text) return sendError(reply, 400, 'Invalid Query', 'BAD_REQUEST', 'query is required');
      const list = searchRetailersByQuery(await network(), text, { count, type, service });
      // The spec: a failed query search answers with the query itself.
      if (typeof list === 'string') return sendError(reply, 404, 'No Results', 'NOT_FOUND', text);
      return reply.header('cache-control', CACHE).send(withCardMaps(app, list));
    },
  );

  app.get(
    '/services/dealers/by/distance',
    {
      schema: {
        tags: ['dealers'],
        summary: `Active retailers within maxDistance miles of a ZIP code (default ${DEFAULT_RADIUS_MILES}), and the distance to the closest one however far`,
        querystring: z.object({
          zipcode: Text('5 digits, or ZIP+4'),
          maxDistance: z.coerce.number().positive().max(5000).default(DEFAULT_RADIUS_MILES).describe('Miles'),
          count: Count(RETAILER_LIMITS.boundedMaximum, RETAILER_LIMITS.boundedMaximum),
          service: Service,
        }),
        response: {
          200: RadiusListSchema,
          ...Errors,
        },
      },
    },
    async (request, reply) => {
      const found = place(reply, request.query.zipcode);
      if (!found) return reply;
      const { maxDistance, count, service } = request.query;
      return reply.header('cache-control', CACHE).send(withCardMaps(app, searchWithinRadius(await network(), found.origin, maxDistance, { count, service })));
    },
  );

  app.get(
    '/services/dealers/all',
    {
      schema: {
        tags: ['dealers'],
        summary: 'Every retailer in brief, by state, city and name: the index of retailer pages',
        querystring: z.object({ type: Type }),
        response: { 200: z.array(RetailerBriefSchema) },
      },
    },
    async (request, reply) => {
      return reply.header('cache-control', CACHE).send(retailerBriefs(await network(), request.query.type));
    },
  );

  const lists = {
    services: { summary: "A retailer's services", schema: z.array(z.enum(RETAILER_SERVICES)), pick: (item: Retailer) => item.services },
    optins: { summary: "A retailer's contact opt-ins (SMS, email, chat)", schema: RetailerSchema.shape.optIns, pick: (item: Retailer) => item.optIns },
    awards: { summary: "A retailer's awards, newest first", schema: RetailerSchema.shape.awards, pick: (item: Retailer) => item.awards },
  } as const;
  for (const [path, { summary, schema, pick }] of Object.entries(lists)) {
    app.get(
      `/services/dealers/:id/${path}`,
      { schema: { tags: ['dealers'], summary, params: IdParams, response: { 200: schema, ...Errors } } },
      async (request, reply) => {
        const found = await retailer(reply, request.params.id);
        return found ? reply.header('cache-control', CACHE).send(pick(found)) : reply;
      },
    );
  }

  app.get(
    '/services/dealers/:id/stories',
    { schema: { tags: ['dealers'], summary: "A retailer's love-promise stories, newest first", params: IdParams, response: { 200: z.array(RetailerStorySchema), ...Errors } } },
    async (request, reply) => {
      const found = await retailer(reply, request.params.id);
      if (!found) return reply;
      return reply.header('cache-control', CACHE).send(await app.repositories.retailers.stories(found.id));
    },
  );
};

export default dealerServices;
