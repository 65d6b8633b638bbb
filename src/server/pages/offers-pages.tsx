/**
 * The special-offers page: the offers running today for the visitor's ZIP code — `?zip=` first, then the one saved
 * in the geo-data cookie, national offers until either is known — filtered by `?model=`. A ZIP that is not one
 * answers 400 with the page and the field's error, still showing the offers of the place already known.
 */
import { withZip } from '#domain/geo/geo-data.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findModel } from '#domain/catalog/catalog.ts';
import { normaliseZip } from '#domain/geo/zip.ts';
import { SpecialOffersPage, type SpecialOffersPageProps } from '#ui/offers/special-offers-page.tsx';
import { zipIndex } from '#server/geo/zip-index.ts';
import type { PageResult } from '#server/plugins/render.tsx';
import { answerOffers } from '#server/services/offers.ts';

/** The site-map keys this module renders; they are rendered per request (they read the query and cookies). */
export const OFFERS_PAGES: ReadonlySet<string> = new Set<string>(['specialOffers']);

interface Place {
  zipCode: string;
  city: string;
  state: string;
  region: string;
}

function first(value: unknown): string | undefined {
  const item = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof item === 'string' ? item : undefined;
}

/** The visitor's place from the geo-data cookie, when it names a ZIP in our sales area. */
export function savedPlace(request: FastifyRequest): Place | null {
  return request.visitor.place;
}

export async function offersPage(app: FastifyInstance, key: string, request: FastifyRequest, text: { title: string; description: string }, eyebrow: string): Promise<PageResult | null> {
  if (!OFFERS_PAGES.has(key)) return null;
  const query = request.query as Record<string, unknown>;

  // Where: the address's ZIP, else the saved one, else national offers only.
  const asked = first(query.zip)?.trim().slice(0, 20) ?? '';
  let place: Place | null = null;
  let zipError: SpecialOffersPageProps['zip']['error'] = null;
  let queryZip: string | null = null;
  if (asked) {
    const zip = normaliseZip(asked);
    const found = zip ? zipIndex().geographicData(zip) : null;
    if (!zip) zipError = 'invalid';
    else if (!found) zipError = 'unknown';
    else {
      place = { zipCode: found.zipCode, city: found.city, state: found.state, region: found.region };
      queryZip = found.zipCode;
      // The ZIP the visitor typed becomes theirs, for every other page too.
      const next = withZip(request.geoData, found);
      if (next) request.saveVisitor(next);
    }
  }
  place ??= savedPlace(request);

  // Which model: a code of the catalog; anything else filters to nothing (and is never echoed).
  const catalog = await app.repositories.catalog.get();
  const modelText = first(query.model)?.trim().toUpperCase() ?? '';
  const model = /^[A-Z]{3,4}$/.test(modelText) ? findModel(catalog, modelText) : undefined;
  const selected = modelText ? { code: model?.code ?? modelText.replace(/[^A-Z]/g, '').slice(0, 4), name: model?.active ? model.name : null } : null;

  const answer = await answerOffers(app, { region: place?.region ?? null, lang: request.lang });
  const groups = selected ? answer.models.filter((group) => group.code === model?.code) : answer.models;
  const props: SpecialOffersPageProps = {
    eyebrow,
    title: text.title,
    intro: text.description,
    location: place ? { zipCode: place.zipCode, city: place.city, state: place.state } : null,
    zip: { value: zipError ? asked : (place?.zipCode ?? ''), error: zipError },
    queryZip,
    models: answer.models.map((group) => ({ code: group.code, name: group.name, count: group.offers.length })),
    total: answer.total,
    selected,
    groups,
    disclaimers: answer.disclaimers,
  };
  // Filtered and located variants are the same page for search engines.
  const filtered = Object.keys(query).length > 0;
  return { ...text, status: zipError ? 400 : 200, noindex: filtered, body: <SpecialOffersPage {...props} /> };
}
