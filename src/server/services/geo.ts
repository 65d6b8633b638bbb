/** `/services/utility/geographicdata/*`: a ZIP code's place and sales area, the ZIP nearest a point, and suggestions. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GeographicDataSchema, PlaceSuggestionsSchema } from '#domain/geo/contract.ts';
import { normaliseZip } from '#domain/geo/zip.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { warmZipIndex, zipIndex } from '#server/geo/zip-index.ts';

/** ZIP places never change while the process runs; a day in shared caches is safe. */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** The spec's reverse-geocoding radius: farther than this from every ZIP is "no zip code" (also outside the US). */
const REVERSE_MAX_MILES = 100;
const SUGGEST_LIMIT = 8;

const Errors = { 400: ErrorObject, 404: ErrorObject };
/** Digits with an optional sign and fraction: z.coerce would read an empty parameter as 0, the Gulf of Guinea. */
const Degrees = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d+)?$/, 'decimal degrees')
  .transform(Number);

const geoServices: FastifyPluginAsyncZod = async (app) => {
  // The index takes a quarter of a second to build (a third of it reading the `zipcodes` data). Requests build it on
  // first use; a listening server builds it right after listen, in slices between requests (decision 041), so
  // readiness never waits, nothing waits long, and the first visitor seldom builds it.
  app.addHook('onListen', async () => {
    const started = performance.now();
    warmZipIndex().then(
      () => app.log.info({ ms: Math.round(performance.now() - started) }, 'ZIP index ready'),
      (error: unknown) => app.log.error(error, 'ZIP index could not be built'),
    );
  });

  function answer(reply: FastifyReply, zip: string | undefined) {
    const normal = normaliseZip(zip);
    if (!normal) return sendError(reply, 400, 'Invalid ZipCode', 'BAD_REQUEST', zip?.trim() ? 'A ZIP code is 5 digits (ZIP+4 allowed)' : 'zipcode is required');
    const data = zipIndex().geographicData(normal);
    if (!data) return sendError(reply, 404, 'No Results', 'NOT_FOUND', `No US ZIP code ${normal}`);
    return reply.header('cache-control', CACHE).send(data);
  }

  app.get(
    '/services/utility/geographicdata/reverse',
    {
      schema: {
        tags: ['utility'],
        summary: 'Geographic data of the ZIP code nearest a point (within 100 miles, in the US)',
        querystring: z.object({ latitude: Degrees.describe('Latitude, decimal degrees'), longitude: Degrees.describe('Longitude, decimal degrees') }),
        response: { 200: GeographicDataSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const { latitude, longitude } = request.query;
      if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return sendError(reply, 400, 'Invalid location', 'BAD_REQUEST', 'latitude is -90 to 90, longitude -180 to 180');
      const place = zipIndex().nearest(latitude, longitude, REVERSE_MAX_MILES);
      const data = place ? zipIndex().geographicData(place.zipCode) : null;
      if (!data) return sendError(reply, 404, 'No zip code available for the current location', 'NOT_FOUND', `No US ZIP code within ${REVERSE_MAX_MILES} miles`);
      return reply.header('cache-control', CACHE).send(data);
    },
  );

  app.get(
    '/services/utility/geographicdata/suggest',
    {
      schema: {
        tags: ['utility'],
        summary: 'Up to 8 places whose ZIP code or "city, ST" starts with the text (case- and accent-insensitive)',
        querystring: z.object({ q: z.string().max(100).optional().describe('What the visitor typed') }),
        response: { 200: PlaceSuggestionsSchema },
      },
    },
    async (request, reply) => {
      const places = zipIndex().suggest(request.query.q ?? '', SUGGEST_LIMIT);
      return reply.header('cache-control', CACHE).send(places.map(({ zipCode, city, state }) => ({ zipCode, city, state })));
    },
  );

  app.get(
    '/services/utility/geographicdata/:zipcode',
    {
      schema: {
        tags: ['utility'],
        summary: "A ZIP code's city, state, sales region, district, zone and coordinates",
        params: z.object({ zipcode: z.string().describe('5 digits, or ZIP+4') }),
        response: { 200: GeographicDataSchema, ...Errors },
      },
    },
    async (request, reply) => answer(reply, request.params.zipcode),
  );

  app.get(
    // The path the spec lists, with the ZIP code in the query (or missing: the empty-input message).
    '/services/utility/geographicdata/',
    {
      schema: {
        tags: ['utility'],
        summary: "A ZIP code's geographic data, the ZIP code given as ?zipcode=",
        querystring: z.object({ zipcode: z.string().optional().describe('5 digits, or ZIP+4') }),
        response: { 200: GeographicDataSchema, ...Errors },
      },
    },
    async (request, reply) => answer(reply, request.query.zipcode),
  );
};

export default geoServices;
