/**
 * The geogate (spec § 2): a page whose site-map entry has `geogate: true` needs a preferred retailer. A visitor
 * without one — none in their context, and no Active retailer named by the link (`?retailer=`) — is redirected (302) to the confirm-retailer page in
 * the same language prefix, with the original path and query as `returnUrl`. Content authors are never sent away:
 * the redirect is skipped in the content system's author and editor modes (an author host, with or without
 * `wcmmode=edit`); preview and live pages are gated like the public site.
 *
 * The same hook handles the confirm pages' forms sent without script (see `handleGeoForm`): it must run before
 * the page renders, because only a hook can answer with Set-Cookie and a redirect instead of the page.
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { isRetailerId } from '#domain/geo/geo-data.ts';
import { geogateLocation } from '#domain/geo/return-url.ts';
import type { ContentMode } from '#domain/platform/content-mode.ts';
import { pageByKey, type SitePage } from '#domain/platform/site-map.ts';
import { handleGeoForm } from '#server/geo/geo-forms.ts';

/** The modes in which the geogate never redirects: the spec's "editor/author mode". */
export const GEOGATE_SKIPPED_MODES: readonly ContentMode[] = ['author', 'editor'];

const geogate: FastifyPluginAsync<{ pages: readonly SitePage[] }> = async (app, { pages }) => {
  const gated = new Set(pages.filter((page) => page.geogate).map((page) => page.path));
  const confirmZip = pageByKey(pages, 'confirmZip').path;
  const confirmRetailer = pageByKey(pages, 'confirmRetailer').path;

  app.decorateRequest('geoForm', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.sitePath;
    if (path === confirmZip) return handleGeoForm(app, 'confirmZip', path, request, reply);
    if (path === confirmRetailer) return handleGeoForm(app, 'confirmRetailer', path, request, reply);
    // Authors, and the search index (which reads every page as published, for no visitor in particular), go through.
    if (!gated.has(path) || GEOGATE_SKIPPED_MODES.includes(request.mode) || request.indexing) return;
    if (request.visitor.retailer) return;
    // A link that already names an Active retailer (a vehicle's "Get a quote" carries its own retailer) goes straight
    // on: the visitor chose it by choosing the vehicle, and is never sent to confirm another one.
    const named = (request.query as Record<string, unknown>).retailer;
    if (typeof named === 'string' && isRetailerId(named)) {
      const retailer = await app.repositories.retailers.byId(named).catch(() => null);
      if (retailer?.status === 'Active') return;
    }
    // The answer depends on the cookie: no shared cache may keep it.
    return reply.header('cache-control', 'no-store').redirect(geogateLocation(request.url, request.wcmmodeDisabled), 302);
  });
};

export default fp(geogate, { name: 'geogate', dependencies: ['request-context', 'visitor'] });
