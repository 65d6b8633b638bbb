/** The retailer finder, the collision-center finder and one page per retailer. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_AREA } from '#domain/geo/regions.ts';
import { contextZip } from '#domain/geo/visitor-context.ts';
import { RETAILER_LIMITS, RETAILER_SERVICES, type Retailer, type RetailerList, type RetailerStory } from '#domain/retailers/types.ts';
import { listMessage, type FinderMessage, type RetailerFinderProps } from '#ui/islands/retailer-finder.tsx';
import { FinderPage } from '#ui/retailers/finder-page.tsx';
import { AllRetailersPage, type RetailerIndexEntry } from '#ui/retailers/all-retailers-page.tsx';
import { RetailerPage, retailerJsonLd } from '#ui/retailers/retailer-page.tsx';
import type { PageResult } from '#server/plugins/render.tsx';

/** The visitor context's ZIP (their own, else their retailer's) and preferred retailer. */
function savedGeo(request: FastifyRequest): { zip: string | null; dealer: string | null } {
  return { zip: contextZip(request.visitor), dealer: request.visitor.retailer?.id ?? null };
}

/** Asks the dealer services the same question the island would, so the first paint and later searches agree. */
async function search(app: FastifyInstance, text: string, service: string | null): Promise<{ list: RetailerList | null; message: FinderMessage | null }> {
  const params = new URLSearchParams({ count: String(RETAILER_LIMITS.maximum * 2), ...(service ? { service } : {}) });
  const zip = /^\d{5}$/.test(text);
  params.set(zip ? 'zipcode' : 'query', text);
  const response = await app.inject({ url: `/services/dealers/${zip ? 'by/zip' : 'query'}?${params.toString()}` });
  if (response.statusCode === 400) return { list: null, message: 'invalidZip' };
  if (response.statusCode === 404) return { list: null, message: 'noMatch' };
  if (response.statusCode !== 200) return { list: null, message: null };
  const list = response.json<RetailerList>();
  return { list, message: listMessage(list) };
}

/** The page for `findRetailer` / `collisionCenter`. */
export async function finderPage(app: FastifyInstance, key: 'findRetailer' | 'collisionCenter', request: FastifyRequest, text: { title: string; description: string }): Promise<PageResult | null> {
  const query = (request.query as Record<string, unknown>).q;
  const saved = savedGeo(request);
  const asked = typeof query === 'string' ? query.trim().slice(0, 100) : '';
  const term = asked || saved.zip || DEFAULT_AREA.zipCode;
  const mode = key === 'collisionCenter' ? 'collision' : 'all';
  const { list, message } = await search(app, term, mode === 'collision' ? 'certifiedCollision' : null);
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

/** `/find/retailers/{id}-{slug}.html`; null (404) for unknown retailers or a slug that is not the retailer's. */
export async function retailerPage(app: FastifyInstance, request: FastifyRequest, file: string, publicOrigin: string): Promise<PageResult | null> {
  const match = /^(\d{5})-([a-z0-9-]{1,80})\.html$/.exec(file);
  if (!match) return null;
  const [, id = '', slug] = match;
  const found = await app.inject({ url: `/services/dealers/by/id?id=${id}` });
  if (found.statusCode !== 200) return null;
  const retailer = found.json<{ dealer: Retailer }>().dealer;
  if (retailer.slug !== slug) return null;
  const storiesAnswer = await app.inject({ url: `/services/dealers/${id}/stories` });
  const stories = storiesAnswer.statusCode === 200 ? storiesAnswer.json<RetailerStory[]>() : [];
  const path = `/find/retailers/${file}`;
  return {
    title: retailer.name,
    description: `${retailer.name}, ${retailer.address.city}, ${retailer.address.state}`,
    body: <RetailerPage retailer={retailer} stories={stories} jsonLd={retailerJsonLd(retailer, app.brand, publicOrigin, path)} />,
  };
}

/** `/find/retailers.html`: every Active retailer by state (the radius message's "see all stores"). */
export async function allRetailersPage(app: FastifyInstance, title: string, description: string): Promise<PageResult> {
  const answer = await app.inject({ url: '/services/dealers/all?type=Active' });
  const retailers = answer.statusCode === 200 ? answer.json<RetailerIndexEntry[]>() : [];
  return { title, description, body: <AllRetailersPage retailers={retailers} /> };
}
