/**
 * The visitor context on every request (src/domain/geo/visitor-context.ts): `request.visitor`, read from the
 * `geo-data` cookie once, on first use, with a retailer-only cookie's place filled from the ZIP index. Every page,
 * service and form reads the context here and nowhere else; `reply.saveVisitor(next)` writes a changed one back (the
 * same cookie the browser writes, so both sides always agree).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GEO_DATA_COOKIE, geoCookieAttributes, parseGeoData, serializeGeoData, type GeoData } from '#domain/geo/geo-data.ts';
import { visitorContext, type VisitorContext } from '#domain/geo/visitor-context.ts';
import { zipIndex } from '../geo/zip-index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The stored geo data as it came with the request (null: none, expired or unreadable). */
    readonly geoData: GeoData | null;
    /** The visitor context: place and preferred retailer. */
    readonly visitor: VisitorContext;
  }
  interface FastifyReply {
    /** Writes `data` as the visitor's geo data (the cookie) and makes it this request's context from now on. */
    saveVisitor(data: GeoData): FastifyReply;
  }
}

const cache = new WeakMap<FastifyRequest, { data: GeoData | null; context: VisitorContext }>();

function read(request: FastifyRequest) {
  let entry = cache.get(request);
  if (!entry) {
    const data = parseGeoData(request.cookies[GEO_DATA_COOKIE] ?? null);
    entry = { data, context: visitorContext(data, (zip) => zipIndex().geographicData(zip)) };
    cache.set(request, entry);
  }
  return entry;
}

export default fp(
  async (app) => {
    app.decorateRequest('geoData', {
      getter(this: FastifyRequest) {
        return read(this).data;
      },
    });
    app.decorateRequest('visitor', {
      getter(this: FastifyRequest) {
        return read(this).context;
      },
    });
    app.decorateReply('saveVisitor', function saveVisitor(this: FastifyReply, data: GeoData) {
      const request = this.request;
      this.setCookie(GEO_DATA_COOKIE, serializeGeoData(data), geoCookieAttributes(request.protocol === 'https'));
      cache.set(request, { data, context: visitorContext(data, (zip) => zipIndex().geographicData(zip)) });
      // A page that changed the visitor's context is theirs alone.
      return this.header('cache-control', 'no-store');
    });
  },
  { name: 'visitor', dependencies: ['@fastify/cookie'] },
);
