/**
 * The retailer searches the finder asks for, as pure functions over a RetailerIndex: from a place (a ZIP's
 * point), by a map box, by free text (a ZIP, "City, ST", a city or a retailer's name) and within a radius. The ZIP
 * data is passed in as a PlaceLookup, so these rules need no server module and are testable with a stub.
 */
import { distanceMiles, roundMiles } from '#domain/geo/distance.ts';
import { normaliseZip } from '#domain/geo/zip.ts';
import { DEFAULT_RADIUS_MILES, splitByRadius, type UsTerritory } from './radius.ts';
import type { Bounds, NearestOptions, RetailerFilter, RetailerIndex } from './spatial-index.ts';
import type { RadiusList } from './contract.ts';
import { RETAILER_LIMITS, type RetailerList, type RetailerResult } from './types.ts';

export type Origin = NonNullable<RetailerList['origin']>;

/** What the searches need of the ZIP data (zipIndex() fits it). */
export interface PlaceLookup {
  lookup(zip: string): Origin | null;
  /** Places whose ZIP or "city, ST" starts with the text, case- and accent-insensitive. */
  suggest(text: string, limit?: number): Origin[];
  /** How big a town is (say, its number of ZIP codes): picks Houston, TX over Houston, AK for "houston". */
  size?(place: Origin): number;
}

/** Enough suggestions to hold every town of a common name (there are Springfields in over 30 states). */
const TOWN_CANDIDATES = 100;

/** The radius the "closest retailer is more than N miles away" message is about, and by/distance's default. */
export { DEFAULT_RADIUS_MILES };

/** Lowercase, without accents or repeated spaces: how names and queries are compared. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The spec shows at least four retailers when four exist, whatever count the caller asked for. */
export function shownCount(count: number): number {
  return Math.max(count, RETAILER_LIMITS.minimum);
}

/** `south,west,north,east` in degrees (what a map's bounds print as); null for anything else. */
export function parseBounds(text: string | undefined | null): Bounds | null {
  if (typeof text !== 'string') return null;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part))) return null;
  const [south = NaN, west = NaN, north = NaN, east = NaN] = parts.map(Number);
  const latitude = (value: number) => value >= -90 && value <= 90;
  const longitude = (value: number) => value >= -180 && value <= 180;
  if (!latitude(south) || !latitude(north) || !longitude(west) || !longitude(east) || south > north) return null;
  return { south, west, north, east };
}

export type QueryKind = { kind: 'zip'; zip: string } | { kind: 'cityState'; city: string; state: string } | { kind: 'text'; text: string };

/** What a finder query is: a ZIP (ZIP+4 allowed), "City, ST" (a ZIP after it wins), or any other text. */
export function classifyQuery(query: string): QueryKind {
  const text = query.trim().replace(/\s+/g, ' ');
  const zip = normaliseZip(text);
  if (zip) return { kind: 'zip', zip };
  const place = /^(.+?),\s*([A-Za-z]{2})(?:\s+(\d{5}(?:-?\d{4})?))?$/.exec(text);
  if (place) {
    const trailing = normaliseZip(place[3]);
    if (trailing) return { kind: 'zip', zip: trailing };
    return { kind: 'cityState', city: place[1] ?? '', state: (place[2] ?? '').toUpperCase() };
  }
  return { kind: 'text', text };
}

export interface SearchOptions extends RetailerFilter {
  count: number;
  /** A retailer to include even when it is not among the nearest: the visitor's preferred one. */
  preferredId?: string | undefined;
}

/**
 * The list's `totalActive`: Active retailers in the whole network. It is the same number whatever the list's type
 * or service filter, so the finder can always say how many retailers there are.
 */
export function totalActive(index: RetailerIndex): number {
  return index.count({ type: 'Active' });
}

/**
 * Retailers nearest a place, at least four when four exist, with the preferred retailer added in its place. The
 * answer says which are near: `radius` and how many are within it (`withinRadius`); the others are far away.
 */
export function searchFromPlace(index: RetailerIndex, origin: Origin, options: SearchOptions): RetailerList {
  const filter: NearestOptions = { type: options.type ?? 'Active', service: options.service };
  const dealers = index.nearest(origin.latitude, origin.longitude, shownCount(options.count), filter);
  const preferred = options.preferredId ? index.byId(options.preferredId) : null;
  if (preferred && !dealers.some((item) => item.dealer.id === preferred.id)) {
    const distance = roundMiles(distanceMiles(origin, preferred));
    // After every retailer at the same shown distance: the list before it stays exactly the nearest-first answer.
    const at = dealers.findIndex((item) => (item.distance ?? Infinity) > distance);
    dealers.splice(at < 0 ? dealers.length : at, 0, { dealer: preferred, distance });
  }
  const radius = DEFAULT_RADIUS_MILES;
  return { origin: { ...origin }, dealers, totalActive: totalActive(index), radius, withinRadius: splitByRadius(dealers, radius).near.length };
}

/**
 * A search from a place in a US territory, where there are no retailers: only retailers within the radius are
 * listed (none, with today's network), never the far-away mainland ones, and the answer names the territory so the
 * finder can say so and point to customer support.
 */
export function searchFromTerritory(index: RetailerIndex, origin: Origin, territory: UsTerritory, options: SearchOptions): RetailerList {
  const list = searchFromPlace(index, origin, options);
  const { near } = splitByRadius(list.dealers, list.radius);
  return { ...list, dealers: near, withinRadius: near.length, territory };
}

/** Retailers inside a map box (no origin, no distances), at most the spec's bounded maximum. */
export function searchWithinBounds(index: RetailerIndex, bounds: Bounds, options: SearchOptions): RetailerList {
  const count = Math.min(options.count, RETAILER_LIMITS.boundedMaximum);
  const dealers = index.within(bounds, count, { type: options.type ?? 'Active', service: options.service }).map((dealer) => ({ dealer, distance: null }));
  return { origin: null, dealers, totalActive: totalActive(index) };
}

/** by/distance's answer (`./contract.ts`): nearestDistance is null only when the network is empty. */
export type { RadiusList } from './contract.ts';

/** Active retailers within `maxMiles` of a place, and how far the closest one is (for the radius message). */
export function searchWithinRadius(index: RetailerIndex, origin: Origin, maxMiles: number, options: Omit<SearchOptions, 'type'>): RadiusList {
  const filter = { type: 'Active', service: options.service } as const;
  const count = Math.min(options.count, RETAILER_LIMITS.boundedMaximum);
  const dealers = index.nearest(origin.latitude, origin.longitude, count, { ...filter, maxMiles });
  const closest = dealers[0] ?? index.nearest(origin.latitude, origin.longitude, 1, filter)[0];
  return { origin: { ...origin }, dealers, totalActive: totalActive(index), maxDistance: maxMiles, nearestDistance: closest?.distance ?? null };
}

/**
 * Retailers whose name (or town) contains the text, case- and accent-insensitive: names starting with it first,
 * then other name matches, then town matches, each alphabetical.
 */
export function searchByName(index: RetailerIndex, text: string, options: SearchOptions): RetailerResult[] {
  const needle = foldText(text);
  if (!needle) return [];
  const scored: { rank: number; name: string; result: RetailerResult }[] = [];
  for (const dealer of index.retailers) {
    if (options.type !== 'TotalActive' && dealer.status !== 'Active') continue;
    if (options.service && !dealer.services.includes(options.service)) continue;
    const name = foldText(dealer.name);
    const rank = name.startsWith(needle) ? 0 : name.includes(needle) ? 1 : foldText(dealer.address.city).includes(needle) ? 2 : -1;
    if (rank >= 0) scored.push({ rank, name, result: { dealer, distance: null } });
  }
  return scored
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name) || a.result.dealer.id.localeCompare(b.result.dealer.id))
    .slice(0, shownCount(options.count))
    .map((item) => item.result);
}

/**
 * The free-text search: a ZIP or "City, ST" searches from that place; a town's exact name searches from the town
 * (the biggest, when several states have one); otherwise retailers whose name contains the text; failing that, the first town the text begins. Null when the
 * text matches nothing at all (the services answer 404 'No Results').
 */
export function searchByQuery(index: RetailerIndex, places: PlaceLookup, query: string, options: SearchOptions): RetailerList | null {
  const parsed = classifyQuery(query);
  if (parsed.kind === 'zip') {
    const place = places.lookup(parsed.zip);
    return place ? searchFromPlace(index, place, options) : null;
  }
  if (parsed.kind === 'cityState') {
    const wanted = foldText(`${parsed.city}, ${parsed.state}`);
    const place = places.suggest(`${parsed.city}, ${parsed.state}`, 8).find((item) => foldText(`${item.city}, ${item.state}`) === wanted);
    return place ? searchFromPlace(index, place, options) : null;
  }
  const folded = foldText(parsed.text);
  const suggestions = places.suggest(parsed.text, TOWN_CANDIDATES);
  const size = (place: Origin) => places.size?.(place) ?? 0;
  // The biggest town of that name; sort is stable, so equal sizes keep the suggestions' alphabetical order.
  const [town] = suggestions.filter((item) => foldText(item.city) === folded).sort((a, b) => size(b) - size(a));
  if (town) return searchFromPlace(index, town, options);
  const named = searchByName(index, parsed.text, options);
  if (named.length > 0) return { origin: null, dealers: named, totalActive: totalActive(index) };
  const first = suggestions[0];
  return first ? searchFromPlace(index, first, options) : null;
}
