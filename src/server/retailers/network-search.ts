/**
 * The retailer searches the dealer services (`#server/services/dealers.ts`) and the finder and retailer pages
 * (`#server/pages/retailer-pages.tsx`) share, over the repository's RetailerIndex: a ZIP code as a place to search
 * from, the searches by ZIP code (by/zip) and by free text (query), and the brief list of every retailer (all). A
 * search that finds no list says why ('empty', 'invalid-zip', 'no-match'): the services turn that into their status
 * codes and messages, the pages into the finder's message. The rules themselves are the pure functions of
 * `#domain/retailers/search.ts`; this file adds the ZIP data they read (`#server/geo/zip-index.ts`).
 *
 * A ZIP code of a US territory (not in the ZIP index, which holds our network's states) is a place too where the
 * service says so: answered with the territory named and only retailers within the radius.
 */
import { normaliseZip } from '#domain/geo/zip.ts';
import { isUsTerritory, type UsTerritory } from '#domain/retailers/radius.ts';
import { classifyQuery, searchByQuery, searchFromPlace, searchFromTerritory, type Origin, type PlaceLookup, type SearchOptions } from '#domain/retailers/search.ts';
import { matchesFilter, type RetailerIndex } from '#domain/retailers/spatial-index.ts';
import type { RetailerBrief, RetailerList, RetailerType } from '#domain/retailers/types.ts';
import { zipIndex, zipRows } from '#server/geo/zip-index.ts';

/**
 * Why a search has no list: no text at all; a ZIP code that is not one (malformed, or 00000); nothing matched (a ZIP
 * code that names no place, or text that matches no place and no retailer).
 */
export type SearchMiss = 'empty' | 'invalid-zip' | 'no-match';

/** A place to search from, and the US territory it is in (null for our network's states). */
export interface SearchPlace {
  origin: Origin;
  territory: UsTerritory | null;
}

type TerritoryPlace = Origin & { state: UsTerritory };
/** The ZIP codes of the US territories, from the same ZIP data the index reads (it keeps only our network's states). */
let territoryZips: Map<string, TerritoryPlace> | null = null;

/** The place of a ZIP code in a US territory (00601 is Adjuntas, PR); null for any other. */
function territoryPlace(zip: string): TerritoryPlace | null {
  if (!territoryZips) {
    territoryZips = new Map();
    for (const row of zipRows()) {
      if (row.country !== 'US' || !isUsTerritory(row.state)) continue;
      territoryZips.set(row.zip, { zipCode: row.zip, city: row.city, state: row.state, latitude: row.latitude, longitude: row.longitude });
    }
  }
  return territoryZips.get(zip) ?? null;
}

/** The ZIP data as the retailer searches read it. */
function places(): PlaceLookup {
  const zips = zipIndex();
  return {
    lookup: (zip) => zips.lookup(zip),
    suggest: (text, limit) => zips.suggest(text, limit),
    // ZIP codes per town: the size that settles which "Houston" a query means.
    size: (place) => zips.townSize(place),
  };
}

/**
 * The place of a ZIP code (ZIP+4 allowed): 'empty' when there is none, 'invalid-zip' when malformed, 'no-match' when
 * unknown. With `territories`, a ZIP of a US territory is a place too (with its territory); otherwise it is unknown.
 */
export function zipPlace(zipcode: string | undefined, territories = false): SearchPlace | SearchMiss {
  const zip = normaliseZip(zipcode);
  if (!zip) return zipcode?.trim() ? 'invalid-zip' : 'empty';
  const found = zipIndex().lookup(zip);
  if (found) return { origin: found, territory: null };
  const territory = territories ? territoryPlace(zip) : null;
  if (territory) return { origin: territory, territory: territory.state };
  return 'no-match';
}

/** Retailers nearest a place, the preferred one added; in a US territory, only those within the radius. */
export function searchNearPlace(index: RetailerIndex, place: SearchPlace, options: SearchOptions): RetailerList {
  return place.territory ? searchFromTerritory(index, place.origin, place.territory, options) : searchFromPlace(index, place.origin, options);
}

/** `/services/dealers/by/zip`: retailers nearest a ZIP code (a US territory's included), the preferred one added. */
export function searchRetailersNearZip(index: RetailerIndex, zipcode: string | undefined, options: SearchOptions): RetailerList | SearchMiss {
  const found = zipPlace(zipcode, true);
  return typeof found === 'string' ? found : searchNearPlace(index, found, options);
}

/**
 * `/services/dealers/query`: retailers by free text — a ZIP code or "City, ST" (nearest first), a town, or part of a
 * retailer's name. A US territory's ZIP code is not in the ZIP index: it is answered as by/zip answers it.
 */
export function searchRetailersByQuery(index: RetailerIndex, query: string | undefined, options: Omit<SearchOptions, 'preferredId'>): RetailerList | SearchMiss {
  const text = query?.trim() ?? '';
  if (!text) return 'empty';
  const asked = classifyQuery(text);
  const territory = asked.kind === 'zip' && !zipIndex().lookup(asked.zip) ? territoryPlace(asked.zip) : null;
  if (territory) return searchFromTerritory(index, territory, territory.state, options);
  return searchByQuery(index, places(), text, options) ?? 'no-match';
}

/**
 * What the finder searches for what the visitor typed: five digits as by/zip does (territories and the preferred
 * retailer included), anything else as query does.
 */
export function searchRetailersByText(index: RetailerIndex, text: string, options: SearchOptions): RetailerList | SearchMiss {
  if (/^\d{5}$/.test(text)) return searchRetailersNearZip(index, text, options);
  const { count, type, service } = options;
  return searchRetailersByQuery(index, text, { count, type, service });
}

/** `/services/dealers/all`: every retailer of the type in brief, by state, city and name (the index of retailer pages). */
export function retailerBriefs(index: RetailerIndex, type: RetailerType): RetailerBrief[] {
  return index.retailers
    .filter((item) => matchesFilter(item, { type }))
    .map((item) => ({ id: item.id, name: item.name, slug: item.slug, state: item.address.state, city: item.address.city }))
    .sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.name.localeCompare(b.name));
}
