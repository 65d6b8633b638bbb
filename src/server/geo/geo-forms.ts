/**
 * The geographic look-ups behind the confirm-your-ZIP and confirm-your-retailer pages, and those pages' forms sent
 * without script.
 *
 * A form sent without script comes back to the same page with its fields in the query; the geogate plugin's hook
 * calls `handleGeoForm` before the page renders, which checks the ZIP or retailer with the services, writes the
 * `geo-data` cookie and redirects (303) to the checked return address — or, when something is wrong, leaves the
 * reason on the request for the page (src/server/pages/geo-pages.tsx) to show.
 *
 * The services are reached in-process through `app.inject`, so the server reads exactly what the browser reads.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  geographicDataPath,
  geographicLookupResult,
  isRetailerId,
  withRetailer,
  withZip,
  type GeographicLookup,
} from '#domain/geo/geo-data.ts';
import { DEFAULT_ZIP } from '#domain/geo/location.ts';
import { addressPrefix, checkReturnPath } from '#domain/geo/return-url.ts';
import { normaliseZip } from '#domain/geo/zip.ts';
import { isUsTerritory, type UsTerritory } from '#domain/retailers/radius.ts';
import { RETAILER_LIMITS, type RetailerList, type RetailerResult } from '#domain/retailers/types.ts';
import type { ZipError } from '#ui/islands/confirm-zip.tsx';
import { toRetailerOption, type ListPlace, type RetailerFormError, type RetailerOption } from '#ui/retailers/confirm-types.ts';
import { zipIndex } from './zip-index.ts';

/** What a form sent without script left for the page to show. */
export type GeoFormOutcome = { kind: 'zip'; value: string; error: ZipError } | { kind: 'retailer'; error: RetailerFormError };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the geogate hook when a confirm page's form, sent without script, could not be accepted. */
    geoForm: GeoFormOutcome | null;
  }
}

/** One query value: the first when repeated, undefined when absent. */
export function first(value: unknown): string | undefined {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === 'string' ? value : undefined;
}

async function getJson(app: FastifyInstance, url: string): Promise<{ status: number; body: unknown }> {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = null;
  }
  return { status: response.statusCode, body };
}

/** The geographic lookup for a ZIP code (`/services/utility/geographicdata/{zip}`). */
export async function lookupGeographicData(app: FastifyInstance, zip: string): Promise<GeographicLookup> {
  try {
    const { status, body } = await getJson(app, geographicDataPath(zip));
    return geographicLookupResult(status, body);
  } catch {
    return { status: 'unavailable' };
  }
}

/**
 * The nearest retailers to a ZIP code, with the radius of "near" and the US territory the answer names (retailers
 * beyond the radius are shown apart as far away); an empty list for a ZIP the service refuses, null when it fails.
 */
export async function lookupRetailers(
  app: FastifyInstance,
  zip: string,
): Promise<{ place: ListPlace | null; retailers: RetailerOption[]; radius: number | null; territory: UsTerritory | null } | null> {
  try {
    const query = new URLSearchParams({ zipcode: zip, count: String(RETAILER_LIMITS.maximum) });
    const { status, body } = await getJson(app, `/services/dealers/by/zip?${query.toString()}`);
    if (status === 400 || status === 404) return { place: null, retailers: [], radius: null, territory: null };
    if (status !== 200 || !body || typeof body !== 'object') return null;
    const list = body as RetailerList;
    if (!Array.isArray(list.dealers)) return null;
    const origin = list.origin;
    return {
      place: origin ? { zipCode: origin.zipCode, city: origin.city, state: origin.state } : null,
      retailers: list.dealers.filter((result) => result?.dealer && isRetailerId(result.dealer.id)).map(toRetailerOption),
      radius: origin && typeof list.radius === 'number' ? list.radius : null,
      territory: isUsTerritory(list.territory) ? list.territory : null,
    };
  } catch {
    return null;
  }
}

/** One retailer by id (`/services/dealers/by/id?id=&zipcode=`). */
export async function lookupRetailer(app: FastifyInstance, id: string, zip: string): Promise<{ status: 'ok'; retailer: RetailerOption } | { status: 'not-found' } | { status: 'unavailable' }> {
  try {
    const query = new URLSearchParams({ id, zipcode: zip });
    const { status, body } = await getJson(app, `/services/dealers/by/id?${query.toString()}`);
    if (status === 400 || status === 404) return { status: 'not-found' };
    if (status !== 200 || !body || typeof body !== 'object') return { status: 'unavailable' };
    const record = body as Partial<RetailerResult> & Partial<RetailerResult['dealer']>;
    const result: RetailerResult | null = record.dealer ? (record as RetailerResult) : record.id ? { dealer: record as RetailerResult['dealer'], distance: null } : null;
    if (!result || result.dealer.id !== id || !normaliseZip(result.dealer.address?.zipcode)) return { status: 'not-found' };
    return { status: 'ok', retailer: toRetailerOption(result) };
  } catch {
    return { status: 'unavailable' };
  }
}

/** Where a confirm page goes when its form worked: the checked return address, or itself with `saved=1`. */
function afterSave(request: FastifyRequest, ownPath: string, returnUrl: string | undefined): string {
  const target = checkReturnPath(returnUrl);
  if (target) return target;
  return `${addressPrefix(request.url)}${ownPath}?saved=1${request.wcmmodeDisabled ? '&wcmmode=disabled' : ''}`;
}

/**
 * A confirm page's form sent without script: `?zip=` on confirm-your-zipcode, `?dealer=` (or the confirm button's
 * `action=confirm` without a choice) on confirm-your-retailer. Redirects when it worked; otherwise records why
 * on `request.geoForm` and lets the page render. Anything else passes through untouched.
 */
export async function handleGeoForm(app: FastifyInstance, key: 'confirmZip' | 'confirmRetailer', path: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const query = request.query as Record<string, unknown>;
  const current = request.geoData;
  const returnUrl = first(query.returnUrl);

  if (key === 'confirmZip') {
    const value = first(query.zip);
    if (value === undefined) return undefined;
    const shown = value.slice(0, 10);
    const zip = normaliseZip(value);
    if (!zip) {
      request.geoForm = { kind: 'zip', value: shown, error: 'invalid' };
      return undefined;
    }
    const lookup = await lookupGeographicData(app, zip);
    if (lookup.status !== 'ok') {
      request.geoForm = { kind: 'zip', value: shown, error: lookup.status };
      return undefined;
    }
    // The spec ignores a ZIP equal to the saved one: no new cookie then, but the visitor still goes on.
    const next = withZip(current, lookup.place);
    if (next) request.saveVisitor(next);
    return reply.header('cache-control', 'no-store').redirect(afterSave(request, path, returnUrl), 303);
  }

  const dealer = first(query.dealer);
  if (dealer === undefined && first(query.action) !== 'confirm') return undefined;
  if (!dealer || !isRetailerId(dealer)) {
    request.geoForm = { kind: 'retailer', error: dealer ? 'not-found' : 'required' };
    return undefined;
  }
  const typedZip = normaliseZip(first(query.zipcode));
  const listZip = typedZip ?? (current?.zipCode || DEFAULT_ZIP);
  const found = await lookupRetailer(app, dealer, listZip);
  if (found.status !== 'ok') {
    request.geoForm = { kind: 'retailer', error: found.status };
    return undefined;
  }
  let data = current;
  // A ZIP the visitor typed to list retailers becomes theirs when none is saved yet, as it does in the browser.
  if (typedZip && !current?.zipCode) {
    const lookup = await lookupGeographicData(app, typedZip);
    if (lookup.status === 'ok') data = withZip(current, lookup.place) ?? current;
  }
  // Without a ZIP of their own the visitor takes the retailer's place (DECISIONS.md).
  const { retailer } = found;
  const next = withRetailer(data, { id: retailer.id, zipcode: retailer.zipcode, name: retailer.name, city: retailer.city, state: retailer.state }, Date.now(), zipIndex().geographicData(retailer.zipcode));
  if (!next) {
    request.geoForm = { kind: 'retailer', error: 'not-found' };
    return undefined;
  }
  request.saveVisitor(next);
  return reply.header('cache-control', 'no-store').redirect(afterSave(request, path, returnUrl), 303);
}
