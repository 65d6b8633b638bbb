/** The retailer finder, the collision-center finder and one page per retailer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_AREA } from '#domain/geo/regions.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import { contextZip } from '#domain/geo/visitor-context.ts';
import { RETAILER_LIMITS, RETAILER_SERVICES, type RetailerList, type RetailerService } from '#domain/retailers/types.ts';
import { listMessage, type FinderMessage, type RetailerFinderProps } from '#ui/islands/retailer-finder.tsx';
import { FinderPage } from '#ui/retailers/finder-page.tsx';
import { AllRetailersPage, StateRetailersPage } from '#ui/retailers/all-retailers-page.tsx';
import { RETAILER_PAGE_MAP, RetailerPage, retailerJsonLd } from '#ui/retailers/retailer-page.tsx';
import type { PageResult } from '#server/plugins/render.tsx';
import { retailerBriefs, searchRetailersByText } from '#server/retailers/network-search.ts';
import { placeMap, withCardMaps } from '#server/services/static-maps.ts';

/** The visitor context's ZIP (their own, else their retailer's) and preferred retailer. */
function savedGeo(request: FastifyRequest): { zip: string | null; dealer: string | null } {
  return { zip: contextZip(request.visitor), dealer: request.visitor.retailer?.id ?? null };
}

/**
 * The search the island would ask the dealer services for (by/zip for five digits, query otherwise), run on the same
 * functions the services run, so the first paint and later searches agree. A network that cannot be read leaves the
 * finder without a list or a message, as an unanswered service call would.
 */
async function search(app: FastifyInstance, request: FastifyRequest, text: string, service: RetailerService | null): Promise<{ list: RetailerList | null; message: FinderMessage | null }> {
  const index = await app.repositories.retailers.index().catch((error: unknown) => {
    request.log.error(error, 'Retailer network could not be read for the finder');
    return null;
  });
  if (!index) return { list: null, message: null };
  const list = searchRetailersByText(index, text, { count: RETAILER_LIMITS.maximum * 2, type: 'Active', service: service ?? undefined });
  if (list === 'no-match') return { list: null, message: 'noMatch' };
  if (typeof list === 'string') return { list: null, message: 'invalidZip' };
  return { list: withCardMaps(app, list), message: listMessage(list) };
}

/** The page for `findRetailer` / `collisionCenter`. */
export async function finderPage(app: FastifyInstance, key: 'findRetailer' | 'collisionCenter', request: FastifyRequest, text: { title: string; description: string }): Promise<PageResult | null> {
  const query = (request.query as Record<string, unknown>).q;
  const saved = savedGeo(request);
  const asked = typeof query === 'string' ? query.trim().slice(0, 100) : '';
  const term = asked || saved.zip || DEFAULT_AREA.zipCode;
  const mode = key === 'collisionCenter' ? 'collision' : 'all';
  const { list, message } = await search(app, request, term, mode === 'collision' ? 'certifiedCollision' : null);
  const finder: RetailerFinderProps = {
    mode,
    query: asked || saved.zip || '',
    list,
    message,
    services: [...RETAILER_SERVICES],
    now: Date.now(),
    preferredId: saved.dealer,
  };
  return { ...text, body: <FinderPage pageKey={key} finder={finder} /> };
}

/**
 * `/find/retailers/{id}-{slug}.html`, or a state's page of the directory `/find/retailers/{st}.html`; null (404) for
 * unknown retailers, a slug that is not the retailer's, or a state without Active retailers.
 */
export async function retailerPage(app: FastifyInstance, request: FastifyRequest, file: string, publicOrigin: string, t: Translate): Promise<PageResult | null> {
  const state = /^([a-z]{2})\.html$/.exec(file)?.[1];
  if (state) return statePage(app, state.toUpperCase(), t);
  const match = /^(\d{5})-([a-z0-9-]{1,80})\.html$/.exec(file);
  if (!match) return null;
  const [, id = '', slug] = match;
  const retailer = (await app.repositories.retailers.index()).byId(id);
  if (!retailer || retailer.slug !== slug) return null;
  const stories = await app.repositories.retailers.stories(retailer.id);
  const path = `/find/retailers/${file}`;
  return {
    title: t('retailer.page.title', { name: retailer.name, city: retailer.address.city, state: retailer.address.state }),
    description: t('retailer.page.description', { name: retailer.name, city: retailer.address.city, state: retailer.address.state }),
    body: <RetailerPage retailer={retailer} stories={stories} map={placeMap(app, retailer, RETAILER_PAGE_MAP)} jsonLd={retailerJsonLd(retailer, app.brand, publicOrigin, path)} />,
  };
}

/** `/find/retailers.html`: the states with their number of Active retailers (the radius message's "see all stores"). */
export async function allRetailersPage(app: FastifyInstance, title: string, description: string): Promise<PageResult> {
  const counts = new Map<string, number>();
  for (const retailer of retailerBriefs(await app.repositories.retailers.index(), 'Active')) counts.set(retailer.state, (counts.get(retailer.state) ?? 0) + 1);
  return { title, description, body: <AllRetailersPage states={[...counts].map(([state, count]) => ({ state, count }))} /> };
}

async function statePage(app: FastifyInstance, state: string, t: Translate): Promise<PageResult | null> {
  const retailers = retailerBriefs(await app.repositories.retailers.index(), 'Active').filter((retailer) => retailer.state === state);
  if (retailers.length === 0) return null;
  const name = t(`state.${state}`);
  return { title: t('retailer.state.title', { state: name }), description: t('retailer.state.description', { state: name }), body: <StateRetailersPage state={state} retailers={retailers} /> };
}
