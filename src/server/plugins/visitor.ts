/**
 * The visitor context on every request (src/domain/geo/visitor-context.ts): `request.visitor`, read from the
 * `geo-data` cookie once, on first use, with a retailer-only cookie's place filled from the ZIP index. Every page,
 * service and form reads the context here and nowhere else; `request.saveVisitor(next)`, from a page, service or hook,
 * makes a changed one this request's context and writes it back with the answer (the same cookie the browser writes, so
 * both sides always agree).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { applyGeoDataChange, GEO_DATA_COOKIE, geoCookieAttributes, geoDataChange, parseGeoData, serializeGeoData, type GeoData } from '#domain/geo/geo-data.ts';
import { visitorContext, type VisitorContext } from '#domain/geo/visitor-context.ts';
import { zipIndex } from '#server/geo/zip-index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The stored geo data as it came with the request (null: none, expired or unreadable). */
    readonly geoData: GeoData | null;
    /** The visitor context: place and preferred retailer. */
    readonly visitor: VisitorContext;
  }
  interface FastifyRequest {
    /** Makes `data` the visitor's geo data: this request's context from now on, and the cookie of its answer. */
    saveVisitor(data: GeoData): void;
    /** True once `saveVisitor` was called: the answer carries this visitor's new cookie. */
    readonly visitorSaved: boolean;
    /**
     * What `saveVisitor` changed in the geo data this request came with (null: nothing saved). The render cache keeps
     * it with a page, and a visitor served that copy gets the same change applied to their own geo data.
     */
    readonly visitorChange: Partial<GeoData> | null;
    /** Saves this visitor's own geo data with `change` applied (a cached page's `visitorChange`). */
    applyVisitorChange(change: Partial<GeoData>): void;
  }
}

const cache = new WeakMap<FastifyRequest, { data: GeoData | null; context: VisitorContext }>();
/** Geo data saved during a request, written as the cookie of its answer. */
const pending = new WeakMap<FastifyRequest, GeoData>();
/** The geo data a request came with, kept at its first save. */
const original = new WeakMap<FastifyRequest, GeoData | null>();

function read(request: FastifyRequest) {
  let entry = cache.get(request);
  if (!entry) {
    // An indexing render is for everyone: no visitor's place or retailer.
    const data = request.indexing ? null : parseGeoData(request.cookies[GEO_DATA_COOKIE] ?? null);
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
    app.decorateRequest('saveVisitor', function saveVisitor(this: FastifyRequest, data: GeoData) {
      if (this.indexing) return;
      if (!original.has(this)) original.set(this, read(this).data);
      cache.set(this, { data, context: visitorContext(data, (zip) => zipIndex().geographicData(zip)) });
      pending.set(this, data);
    });
    app.decorateRequest('visitorSaved', {
      getter(this: FastifyRequest) {
        return pending.has(this);
      },
    });
    app.decorateRequest('visitorChange', {
      getter(this: FastifyRequest) {
        const saved = pending.get(this);
        return saved ? geoDataChange(original.get(this) ?? null, saved) : null;
      },
    });
    app.decorateRequest('applyVisitorChange', function applyVisitorChange(this: FastifyRequest, change: Partial<GeoData>) {
      this.saveVisitor(applyGeoDataChange(read(this).data, change));
    });
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      const data = pending.get(request);
      if (data) {
        reply.setCookie(GEO_DATA_COOKIE, serializeGeoData(data), geoCookieAttributes(request.protocol === 'https'));
        // An answer that changed the visitor's context is theirs alone.
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'visitor', dependencies: ['@fastify/cookie'] },
);
