/**
 * Static maps (DECISIONS.md, "signature for static maps"; contract: `#domain/geo/static-map.ts`):
 * - `GET /services/utility/googlemaps/signature?url=` signs a static map's address: this site's own, or the
 *   configured provider's (STATIC_MAPS_PROVIDER_URL), and nothing else — it is not a signing service for any URL;
 * - `GET /services/utility/staticmap?center=&zoom=&size=&maptype=&markers=&signature=` draws the site's own map
 *   picture (`#server/geo/static-map-drawing.ts`) for a correctly signed address, and refuses any other with 403;
 * - `app.staticMaps.url(…)` gives pages the signed address of a map: the site's own unless a provider is configured.
 *
 * Bounded work: the parameters are bounded by the contract (640 pixels a side, 8 markers); pictures are kept in an
 * LruCache bounded by bytes (the 'maps' share of CACHE_MAX_MB) under their canonical parameters, so extra or reordered
 * parameters do not make a new drawing; and one IP may have at most MAPS_DRAW_LIMIT new pictures drawn a minute.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARD_MAP,
  SIGNATURE_PATH,
  STATIC_MAP_PATH,
  SignatureAnswerSchema,
  SignatureQuerySchema,
  StaticMapQuerySchema,
  staticMapQuery,
  type LatLng,
  type StaticMapImage,
  type StaticMapRequest,
} from '#domain/geo/static-map.ts';
import { LruCache, stringBytes } from '#domain/platform/lru-cache.ts';
import type { RetailerResult } from '#domain/retailers/contract.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { drawStaticMap } from '#server/geo/static-map-drawing.ts';
import { hasValidSignature, signingKey, signUrl, withoutSignature } from '#server/geo/url-signing.ts';
import { zipIndex } from '#server/geo/zip-index.ts';
import { etagMatches } from './images.ts';

/** New pictures one IP may have drawn per minute (pictures already kept are not counted). */
export const MAPS_DRAW_LIMIT = 120;

/** A place's map as a page shows it: a pin on the place, at the size and zoom given. */
export function placeMap(app: FastifyInstance, place: LatLng, shape: { zoom?: number; width: number; height: number }): StaticMapImage {
  const center = { latitude: place.latitude, longitude: place.longitude };
  return { src: app.staticMaps.url({ center, markers: [center], ...shape }), width: shape.width, height: shape.height, provider: app.staticMaps.provider };
}

/** A list of retailers with each one's card map (CARD_MAP), as the dealer services and the finder page give it. */
export function withCardMaps<T extends { dealers: readonly RetailerResult[] }>(app: FastifyInstance, list: T): T {
  return { ...list, dealers: list.dealers.map((result) => ({ ...result, map: placeMap(app, result.dealer, CARD_MAP) })) };
}

const PICTURE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

export interface StaticMaps {
  /** True when the maps are a third-party provider's pictures (their refusal shows 'The google request was denied'). */
  provider: boolean;
  /** The signed address of a map picture. */
  url(request: StaticMapRequest): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    staticMaps: StaticMaps;
  }
}

export interface StaticMapsOptions {
  /** MAPS_SIGNING_SECRET (URL-safe base64); undefined: a random key for this process. */
  secret: string | undefined;
  /** STATIC_MAPS_PROVIDER_URL and its key, when a provider draws the maps. */
  providerUrl?: string | undefined;
  providerKey?: string | undefined;
  /** The site's public origin: an absolute address on it is the site's own. */
  publicOrigin: string;
  cacheBytes: number;
}

interface Picture {
  svg: string;
  etag: string;
}

/** `?a=1|2` as a browser may send it (`%7C`, `%2C`): the signature was made over the characters as written. */
const unescapeSeparators = (text: string) => text.replace(/%7C/gi, '|').replace(/%2C/gi, ',');

const staticMaps: FastifyPluginAsyncZod<StaticMapsOptions> = async (app, options) => {
  const key = signingKey(options.secret);
  const origin = options.publicOrigin.replace(/\/$/, '');
  const provider = options.providerUrl ? new URL(options.providerUrl) : null;
  const providerBase = provider ? `${provider.origin}${provider.pathname}` : null;
  const pictures = new LruCache<string, Picture>({ maxEntries: 2_000, maxBytes: options.cacheBytes, sizeOf: (picture) => stringBytes(picture.svg) + 64 });

  app.decorate('staticMaps', {
    provider: provider !== null,
    url(request: StaticMapRequest): string {
      const address = providerBase ? `${providerBase}?${staticMapQuery(request, options.providerKey)}` : `${STATIC_MAP_PATH}?${staticMapQuery(request)}`;
      return signUrl(address, key).url;
    },
  });

  /** What of an address the service may sign: the path and query of the site's own maps, or a provider's address. */
  function signable(url: string): { address: string; own: boolean } | null {
    const unsigned = withoutSignature(url) ?? url;
    if (providerBase && unsigned.startsWith(`${providerBase}?`)) return { address: unsigned, own: false };
    const local = unsigned.startsWith(`${origin}/`) ? unsigned.slice(origin.length) : unsigned;
    if (local.startsWith(`${STATIC_MAP_PATH}?`)) return { address: local, own: true };
    return null;
  }

  app.get(
    SIGNATURE_PATH,
    {
      schema: {
        tags: ['utility'],
        summary: "Signature for static maps: signs a static map's address (HMAC-SHA1, URL-safe base64), the site's own or the configured provider's",
        querystring: SignatureQuerySchema,
        response: { 200: SignatureAnswerSchema, 400: ErrorObject },
      },
    },
    async (request, reply) => {
      const target = signable(request.query.url);
      if (!target) return sendError(reply, 400, 'Invalid request', 'BAD_REQUEST', `url: only static maps (${STATIC_MAP_PATH}?…) are signed here`);
      if (target.own) {
        const query = Object.fromEntries(new URLSearchParams(target.address.slice(STATIC_MAP_PATH.length + 1)));
        const parsed = StaticMapQuerySchema.safeParse(query);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return sendError(reply, 400, 'Invalid request', 'BAD_REQUEST', `url: ${issue?.path.join('.') ?? 'query'}: ${issue?.message ?? 'not a static map'}`);
        }
      }
      // The signature depends only on the address and this process's key.
      return reply.header('cache-control', 'private, max-age=3600').send(signUrl(target.address, key));
    },
  );

  app.get(
    STATIC_MAP_PATH,
    {
      schema: {
        tags: ['utility'],
        summary: "The site's own static map picture (SVG) for a signed address; defaults zoom 13, 300x188, roadmap",
        querystring: StaticMapQuerySchema.extend({ signature: z.string().max(64).optional().describe('From the signature service (without it, or with another, the answer is 403)') }),
        // 200 is the picture itself (image/svg+xml), not JSON.
        response: { 400: ErrorObject, 403: ErrorObject, 429: ErrorObject },
      },
    },
    async (request, reply) => {
      if (!hasValidSignature(request.url, key) && !hasValidSignature(unescapeSeparators(request.url), key)) {
        return sendError(reply, 403, 'The request was denied', 'FORBIDDEN', 'The static map signature does not match its address');
      }
      const canonical = staticMapQuery({
        center: request.query.center,
        zoom: request.query.zoom,
        width: request.query.size.width,
        height: request.query.size.height,
        markers: request.query.markers,
      });
      let picture = pictures.get(canonical);
      if (!picture) {
        if (!(await app.limitAllows('maps', MAPS_DRAW_LIMIT, request, reply))) return reply;
        const svg = drawStaticMap(request.query, zipIndex());
        picture = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 20)}"` };
        pictures.set(canonical, picture);
      }
      return sendPicture(request, reply, picture);
    },
  );
};

/** The picture, or 304 to a browser that has it. */
function sendPicture(request: FastifyRequest, reply: FastifyReply, picture: Picture): FastifyReply {
  reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', PICTURE_CACHE).header('etag', picture.etag);
  if (etagMatches(request.headers['if-none-match'], picture.etag)) return reply.code(304).send();
  return reply.send(picture.svg);
}

export default fp(staticMaps, { name: 'static-maps', dependencies: ['limits'] });
