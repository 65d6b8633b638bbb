/** Drawn images under `/images/…` (vehicles, paint chips, upholstery, not-found) and the spec's image service. */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAccessoryArt } from '#domain/imagery/accessory-art.ts';
import { ACCESSORY_LOOKS, imageAddress, isBodyStyle, LOOKS_PARAM, parseDetailParam, isVehicleView, parseColorParam, parseLooksParam, parseWidthParam, resolveLogicalImagePath, VEHICLE_VIEWS, type ImageSpec } from '#domain/imagery/image-paths.ts';
import { renderImageSvg } from '#server/images/vehicle-drawing.ts';
import { LruCache, stringBytes } from '#domain/platform/lru-cache.ts';
import { ErrorObject, sendError } from '#server/errors.ts';

/**
 * Turns a logical image path (without its query) into a drawn image, or null when it knows none. Consulted for
 * paths the built-in ones do not match: the hook for a catalog-backed resolver
 * (`/models/{modelCode}/{colorCode}/side` → the model's body style and the colour's rgb).
 */
export type ImageResolver = (path: string) => ImageSpec | null | Promise<ImageSpec | null>;

export interface ImageServiceOptions {
  resolve?: ImageResolver;
  /** How many rendered documents to keep; rendering is pure, so a hit is always right. */
  cacheSize?: number;
  /** How many bytes they may weigh together (the app gives its 'images' share of CACHE_MAX_MB). */
  cacheBytes?: number;
}

const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

// The address fully determines the picture, so a browser or CDN may keep it for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const ImageQuery = z.object({
  path: z
    .string({ error: 'path is required' })
    .min(1, 'path is required')
    .max(500, 'path is longer than 500 characters')
    .describe('Logical image path: /vehicles/{bodyStyle}/{view}/{rgbhex}, /chips/{rgbhex} or /interiors/{rgbhex}, optionally with ?wid='),
  wid: z.string().max(6).optional().describe('Width in CSS pixels, rounded up to a step of 50 and capped at 2000'),
});

interface Rendered {
  svg: string;
  etag: string;
}

/** True when an If-None-Match header names the entity tag (or `*`), weak or strong. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}

const SVG_FILE = /^([0-9a-f]{6})\.svg$/i;

function colorFromFile(file: string): string | null {
  const match = SVG_FILE.exec(file);
  return match ? parseColorParam(match[1]) : null;
}

type WidthQuery = { Querystring: { wid?: unknown } };
type WidthRequest = FastifyRequest<WidthQuery>;

const imageServices: FastifyPluginAsyncZod<ImageServiceOptions> = async (app, options) => {
  // Bounded by bytes (the 'images' share of CACHE_MAX_MB) as well as by count: `?wid=` gives every image up to
  // 99,999 addresses.
  const cache = new LruCache<string, Rendered>({ maxEntries: options.cacheSize ?? 2000, maxBytes: options.cacheBytes ?? DEFAULT_CACHE_BYTES, sizeOf: (image) => stringBytes(image.svg) + stringBytes(image.etag) });

  function invalid(reply: FastifyReply, reason: string): FastifyReply {
    return sendError(reply, 400, 'Invalid image request', 'BAD_REQUEST', reason);
  }

  /** Reads `?wid=`: undefined when absent, or sends the 400 and returns null. */
  function readWidth(request: WidthRequest, reply: FastifyReply): number | undefined | null {
    const width = parseWidthParam(request.query.wid);
    if (width === null) invalid(reply, 'wid must be a whole number of pixels from 1 to 99999');
    return width;
  }

  function sendImage(request: FastifyRequest, reply: FastifyReply, spec: ImageSpec): FastifyReply {
    const key = imageAddress(spec);
    let rendered = cache.get(key);
    if (!rendered) {
      const svg = renderImageSvg(spec);
      rendered = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` };
      cache.set(key, rendered);
    }
    reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', IMMUTABLE).header('etag', rendered.etag);
    if (etagMatches(request.headers['if-none-match'], rendered.etag)) return reply.code(304).send();
    return reply.send(rendered.svg);
  }

  app.get('/images/vehicle/:bodyStyle/:view/:file', async (request, reply) => {
    const { bodyStyle, view, file } = request.params as { bodyStyle: string; view: string; file: string };
    if (!isBodyStyle(bodyStyle)) return invalid(reply, 'bodyStyle must be one of suv, crossover, sedan, wagon, sports');
    if (!isVehicleView(view)) return invalid(reply, `view must be one of ${VEHICLE_VIEWS.join(', ')}`);
    const rgb = colorFromFile(file);
    if (!rgb) return invalid(reply, 'color must be 6 hexadecimal digits followed by .svg, e.g. 1f4e79.svg');
    const width = readWidth(request as WidthRequest, reply);
    if (width === null) return reply;
    const detail = parseDetailParam((request.query as { detail?: unknown }).detail);
    if (detail === null) return invalid(reply, 'detail must be low, or left out');
    // One picture, one address: the looks must be known, each once, in the canonical order, and never on the cabin.
    const looks = parseLooksParam((request.query as Record<string, unknown>)[LOOKS_PARAM]);
    if (looks === null || (looks && view === 'interior')) {
      return invalid(reply, `${LOOKS_PARAM} must list accessory looks once each, joined by '.', in this order: ${ACCESSORY_LOOKS.join(', ')} (none for the interior)`);
    }
    return sendImage(request, reply, { kind: 'vehicle', bodyStyle, view, rgb, ...(width === undefined ? {} : { width }), ...(detail ? { detail } : {}), ...(looks ? { looks } : {}) });
  });

  app.get('/images/accessory/:file', async (request, reply) => {
    const match = /^([a-z-]{1,40})\.svg$/.exec((request.params as { file: string }).file);
    const art = match?.[1];
    if (!isAccessoryArt(art)) return invalid(reply, 'accessory illustration unknown');
    const width = readWidth(request as WidthRequest, reply);
    if (width === null) return reply;
    return sendImage(request, reply, { kind: 'accessory', art, ...(width === undefined ? {} : { width }) });
  });

  for (const kind of ['chip', 'interior'] as const) {
    app.get(`/images/${kind}/:file`, async (request, reply) => {
      const rgb = colorFromFile((request.params as { file: string }).file);
      if (!rgb) return invalid(reply, 'color must be 6 hexadecimal digits followed by .svg, e.g. 1f4e79.svg');
      const width = readWidth(request as WidthRequest, reply);
      if (width === null) return reply;
      return sendImage(request, reply, { kind, rgb, ...(width === undefined ? {} : { width }) });
    });
  }

  app.get('/images/not-found.svg', async (request, reply) => {
    const width = readWidth(request as WidthRequest, reply);
    if (width === null) return reply;
    return sendImage(request, reply, { kind: 'not-found', ...(width === undefined ? {} : { width }) });
  });

  // The spec's image service: a logical image path in, the address of the picture out.
  app.get(
    '/services/utility/image',
    {
      schema: {
        tags: ['utility'],
        summary: 'Image service: the address of the picture for a logical image path',
        querystring: ImageQuery,
        response: { 200: z.object({ path: z.string() }), 400: ErrorObject, 404: ErrorObject },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const [pathname = '', search = ''] = query.path.split('?', 2);
      let result = resolveLogicalImagePath(query.path, query.wid);
      if (options.resolve && !result.ok && result.status === 404) {
        const spec = await options.resolve(pathname);
        if (spec) {
          const width = parseWidthParam(query.wid ?? new URLSearchParams(search).get('wid') ?? undefined);
          if (width === null) return sendError(reply, 400, 'Invalid image path', 'BAD_REQUEST', 'wid must be a whole number of pixels from 1 to 99999');
          result = { ok: true, spec: width === undefined ? spec : { ...spec, width } };
        }
      }
      if (!result.ok) {
        return result.status === 404
          ? sendError(reply, 404, 'Image not found', 'NOT_FOUND', result.reason)
          : sendError(reply, 400, 'Invalid image path', 'BAD_REQUEST', result.reason);
      }
      return reply.header('cache-control', 'public, max-age=3600').send({ path: imageAddress(result.spec) });
    },
  );
};

export default imageServices;
