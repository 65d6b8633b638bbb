/** Builds the Fastify application: plugins, services and pages. No business logic lives here. */
import { constants as zlibConstants } from 'node:zlib';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from '#config/env.ts';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { prepareDatabase } from '#db/seed.ts';
import { sitePages } from '#domain/platform/site-map.ts';
import { headScript } from '#domain/platform/head-script.ts';
import { loadAssets } from './assets.ts';
import { cacheBytes, type CacheName } from './cache-budget.ts';
import limits from './plugins/limits.ts';
import requestGuards from './plugins/request-guards.ts';
import visitor from './plugins/visitor.ts';
import { sendError } from './errors.ts';
import pageRoutes from './pages/index.tsx';
import { loadContent } from './content/loader.ts';
import database from './plugins/database.ts';
import { readCatalogFile } from './catalog-file.ts';
import { CallTrackingFile, callTrackingNumbers } from '#domain/retailers/call-tracking-file.ts';
import { NO_CALL_TRACKING } from '#domain/retailers/call-tracking.ts';

/** The call-tracking provider's numbers (read only when CALL_TRACKING is on). */
const CALL_TRACKING_FILE = new URL('../../catalog/call-tracking.json', import.meta.url);
import i18n from './plugins/i18n.ts';
import openapi from './plugins/openapi.ts';
import geogate from './plugins/geogate.ts';
import render from './plugins/render.tsx';
import requestContext from './plugins/request-context.ts';
import security, { bareSecurityHeaders } from './plugins/security.ts';
import staticAssets from './plugins/static-assets.ts';
import buildPriceServices from './services/build-price.ts';
import dealerServices from './services/dealers.ts';
import disclaimerServices from './services/disclaimers.ts';
import documentServices from './services/documents.ts';
import geoServices from './services/geo.ts';
import healthServices from './services/health.ts';
import i18nServices from './services/i18n.ts';
import { catalogImageResolver } from './services/catalog-image-resolver.ts';
import contactServices from './services/contact.ts';
import leadsExportServices from './services/leads-export.ts';
import imageServices from './services/images.ts';
import mapImages from './services/map.ts';
import openapiServices from './services/openapi-docs.tsx';
import siteFiles from './services/site-files.ts';
import sitemapServices from './services/sitemap.ts';
import vehicleServices from './services/vehicles.ts';
import vinServices from './services/vin.ts';
import inventoryServices from './services/inventory/index.ts';
import inventoryPdfServices from './services/inventory-pdf.ts';
import offersServices from './services/offers.ts';
import mediaServices from './services/media.ts';
import searchServices from './services/search.ts';
import recallServices from './services/recalls.ts';
import questionServices from './services/questions.ts';
import tagServices from './services/tags.ts';
import staticMapServices from './services/static-maps.ts';
import connectedServices from './services/connected-services.ts';
import compareSearchServices from './services/compare-search.ts';
import charityServices from './services/charities.ts';
import storyServices from './services/stories.ts';
import warrantyServices from './services/warranty.ts';

export interface BuildOptions {
  env: Env;
  /** An open database; when absent one is opened from `env`, migrated and seeded, and closed with the app. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    brand: string;
    closing: boolean;
    /** The process's settings, as read at start (src/config/env.ts). */
    env: Env;
    /** The byte budget of one in-process cache (src/server/cache-budget.ts). */
    cacheBytes(name: CacheName): number;
  }
}

/** `http://host/path?q` → `/path?q`; an origin-form target is returned as it is. */
export function originForm(target: string): string {
  if (target.startsWith('/')) return target;
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(target);
  if (!match) return target;
  const rest = match[1] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

const isServicePath = (url: string) => /^\/(services|libs|bin|assets|images)\//.test(url) || /^\/(healthz|readyz)$/.test(url);

export async function buildApp({ env, database: given, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Bounded waits (docs/production.md, "Limits"): the whole request within REQUEST_TIMEOUT_MS (else 408 and the
    // socket closed), its headers within HEADERS_TIMEOUT_MS, no socket idle longer than IDLE_TIMEOUT_MS, a kept-alive
    // socket closed after KEEP_ALIVE_TIMEOUT_MS without a new request. Node checks the first two once a second.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.IDLE_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    maxRequestsPerSocket: env.MAX_REQUESTS_PER_SOCKET,
    // Node closes a request at the larger of its two timeouts, so the headers' may never exceed the whole request's.
    http: { headersTimeout: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS), connectionsCheckingInterval: 1_000 },
    // A request line in absolute form (`GET http://other.example/path`) is served as its path alone: nothing of the
    // sender's host reaches routing, canonical links or logs.
    rewriteUrl: (request) => originForm(request.url ?? '/'),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Answers Fastify gives before routing (no hook runs): the spec's error object, with the security headers, and
    // never the decoded path back.
    frameworkErrors: (error, _request, reply) => {
      const long = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply.headers(bareSecurityHeaders(env.HSTS));
      void sendError(reply, long ? 414 : 400, long ? 'URI too long' : 'Bad request', error.code, long ? 'A path segment is longer than 200 characters' : 'The address is not valid UTF-8');
    },
  });
  // More connections than this are refused at the socket, so a flood of idle ones cannot exhaust file descriptors.
  app.server.maxConnections = env.MAX_CONNECTIONS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('brand', env.BRAND_NAME);
  app.decorate('env', env);
  app.decorate('cacheBytes', (name: CacheName) => cacheBytes(env.CACHE_MAX_MB, name));
  // The authored pages (content/), read first: a malformed file stops start-up before anything else is opened.
  const content = loadContent({ dir: env.CONTENT_DIR, brand: env.BRAND_NAME, sitePages: sitePages(env.BRAND_NAME) });
  app.decorate('content', content);
  app.decorate('closing', false);
  app.addHook('preClose', async () => {
    app.closing = true;
  });

  // Set before any plugin registers, so every encapsulated context inherits them.
  app.setNotFoundHandler(async (request, reply) => {
    if (isServicePath(request.url) || request.method !== 'GET') {
      return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No resource at ${request.method} ${request.url.split('?')[0]}`);
    }
    return app.renderNotFound(request, reply);
  });

  app.setErrorHandler<FastifyError>(async (error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = `${error.validationContext ?? 'input'}${issue?.instancePath ? issue.instancePath.replaceAll('/', '.') : ''}`;
      return sendError(reply, 400, 'Invalid request', 'BAD_REQUEST', `${where}: ${issue?.message ?? 'invalid'}`);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    else request.log.info({ err: error.message }, 'client error');
    if (status < 500 || isServicePath(request.url) || request.method !== 'GET') {
      return sendError(reply, status, status >= 500 ? 'Internal error' : error.message, error.code ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'), status >= 500 ? 'The server could not complete the request' : error.message);
    }
    return app.renderServerError(request, reply);
  });

  let handle: DatabaseHandle;
  if (given) {
    handle = given;
  } else {
    handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
    await prepareDatabase(handle, env.INVENTORY_SCALE, app.log);
  }

  const callTracking = env.CALL_TRACKING ? callTrackingNumbers(await readCatalogFile(CALL_TRACKING_FILE, CallTrackingFile)) : NO_CALL_TRACKING;
  await app.register(database, { handle, closeWithApp: !given, callTracking });
  await app.register(cookie);
  await app.register(visitor);
  await app.register(formbody);
  await app.register(limits, { redisUrl: env.REDIS_URL ?? null });
  // Answers are compressed; request bodies never are (request-guards refuses a Content-Encoding with 415).
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Brotli's default 4 MB window made every compressed answer allocate megabytes that malloc then kept in pieces; a
    // 256 KB window holds any page whole, so pages compress as well, faster (decision 021).
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  const assets = loadAssets(env.CLIENT_DIR);
  const pageHeadScript = headScript(assets.polyfills);
  const mapsOrigin = env.STATIC_MAPS_PROVIDER_URL ? new URL(env.STATIC_MAPS_PROVIDER_URL).origin : null;
  await app.register(security, { hsts: env.HSTS, headScript: pageHeadScript, mapsOrigin });
  await app.register(requestGuards, { publicOrigin: env.PUBLIC_ORIGIN });
  await app.register(requestContext, { authorHosts: env.AUTHOR_HOSTS });
  await app.register(i18n);
  await app.register(staticAssets, { clientDir: env.CLIENT_DIR });

  // The site map with the authored pages (content/) merged in.
  const pages = content.pages;
  await app.register(render, {
    assets,
    headScript: pageHeadScript,
    brand: env.BRAND_NAME,
    pages,
    publicOrigin: env.PUBLIC_ORIGIN.replace(/\/$/, ''),
    pageTtlMs: env.PAGE_CACHE_TTL_S * 1000,
    liveTtlMs: env.PAGE_CACHE_LIVE_TTL_S * 1000,
  });

  await app.register(openapi);
  await app.register(healthServices);
  await app.register(siteFiles, { publicOrigin: env.PUBLIC_ORIGIN.replace(/\/$/, '') });
  await app.register(sitemapServices, { pages, publicOrigin: env.PUBLIC_ORIGIN.replace(/\/$/, '') });
  await app.register(imageServices, { resolve: catalogImageResolver(app), cacheBytes: app.cacheBytes('images') });
  await app.register(i18nServices);
  await app.register(disclaimerServices);
  await app.register(vehicleServices);
  await app.register(buildPriceServices);
  await app.register(geoServices);
  await app.register(staticMapServices, {
    secret: env.MAPS_SIGNING_SECRET,
    providerUrl: env.STATIC_MAPS_PROVIDER_URL,
    providerKey: env.STATIC_MAPS_PROVIDER_KEY,
    publicOrigin: env.PUBLIC_ORIGIN,
    cacheBytes: app.cacheBytes('maps'),
  });
  await app.register(dealerServices);
  await app.register(contactServices, { servedDirs: [env.CLIENT_DIR] });
  await app.register(leadsExportServices, { token: env.leads.exportToken });
  await app.register(vinServices);
  await app.register(inventoryServices);
  await app.register(inventoryPdfServices);
  await app.register(offersServices);
  await app.register(mediaServices);
  await app.register(mapImages);
  await app.register(documentServices);
  await app.register(recallServices);
  await app.register(warrantyServices);
  await app.register(questionServices);
  await app.register(tagServices);
  await app.register(connectedServices);
  await app.register(compareSearchServices);
  await app.register(charityServices);
  await app.register(storyServices);
  await app.register(openapiServices);
  await app.register(searchServices, { pages });
  await app.register(geogate, { pages });
  await app.register(pageRoutes, { pages, publicOrigin: env.PUBLIC_ORIGIN.replace(/\/$/, '') });

  return app;
}
