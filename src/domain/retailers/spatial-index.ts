/**
 * Nearest-retailer and map-box questions over the whole network, answered from a static kd-tree (kdbush, with
 * geokdbush's great-circle k-nearest search) instead of measuring every retailer per request.
 *
 * Results are ranked by `distanceMiles` (the distance the site shows) with the retailer id breaking ties, exactly as
 * `nearestByScan` ranks them: geokdbush orders by its own haversine on a slightly different Earth radius, so its
 * candidates are re-measured, and when the last place is too close to call the search widens to every retailer
 * within that distance. The brute-force scans stay here as the reference the tests and the bench compare against.
 */
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { distanceMiles, KM_PER_MILE, roundMiles } from '#domain/geo/distance.ts';
import type { Retailer, RetailerResult, RetailerService, RetailerType } from './types.ts';

export interface RetailerFilter {
  /** 'Active' (the default) keeps Active retailers only; 'TotalActive' keeps every retailer. */
  type?: RetailerType;
  /** Keeps only retailers offering this service. */
  service?: RetailerService | undefined;
}

export interface NearestOptions extends RetailerFilter {
  /** Keeps only retailers at most this many miles away. */
  maxMiles?: number | undefined;
}

/** A map box in degrees. `west > east` means the box crosses the antimeridian. */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface RetailerIndex {
  /** The data version the index was built from (the repository's seed version). */
  readonly version: string;
  readonly retailers: readonly Retailer[];
  byId(id: string): Retailer | null;
  /** Up to `count` retailers nearest the point, nearest first, with their distance in (rounded) miles. */
  nearest(latitude: number, longitude: number, count: number, options?: NearestOptions): RetailerResult[];
  /** Up to `count` retailers inside the box, those nearest its centre first. */
  within(bounds: Bounds, count: number, options?: RetailerFilter): Retailer[];
  /** How many retailers the filter keeps in the whole network. */
  count(filter?: RetailerFilter): number;
}

/** Two distances closer than this (in miles, about 1.6 mm) are treated as a tie the ids must settle. */
const TIE_MILES = 1e-6;
/** geokdbush turns km into an angle with R = 6371 km, a hair under our radius: the margin keeps its cut a superset. */
const toIndexKm = (miles: number) => miles * KM_PER_MILE * (1 + 1e-6) + 1e-9;

export function matchesFilter(retailer: Retailer, { type = 'Active', service }: RetailerFilter = {}): boolean {
  if (type === 'Active' && retailer.status !== 'Active') return false;
  return service === undefined || retailer.services.includes(service);
}

interface Ranked {
  retailer: Retailer;
  miles: number;
}

const byDistanceThenId = (a: Ranked, b: Ranked) => a.miles - b.miles || (a.retailer.id < b.retailer.id ? -1 : a.retailer.id > b.retailer.id ? 1 : 0);

const result = ({ retailer, miles }: Ranked): RetailerResult => ({ dealer: retailer, distance: roundMiles(miles) });

function validPoint(latitude: number, longitude: number): boolean {
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

export function inBounds(retailer: Pick<Retailer, 'latitude' | 'longitude'>, { south, west, north, east }: Bounds): boolean {
  if (retailer.latitude < south || retailer.latitude > north) return false;
  return west <= east ? retailer.longitude >= west && retailer.longitude <= east : retailer.longitude >= west || retailer.longitude <= east;
}

/** The box's centre, also across the antimeridian. */
export function boundsCentre({ south, west, north, east }: Bounds): { latitude: number; longitude: number } {
  const span = west <= east ? east - west : east + 360 - west;
  let longitude = west + span / 2;
  if (longitude > 180) longitude -= 360;
  return { latitude: (south + north) / 2, longitude };
}

/**
 * The reference answer: every retailer measured, sorted by distance then id. It keeps only the best `count` as it
 * goes (a sorted insert), so as a baseline for the bench it costs one distance per retailer, not a sort of them all.
 */
export function nearestByScan(retailers: readonly Retailer[], latitude: number, longitude: number, count: number, options: NearestOptions = {}): RetailerResult[] {
  if (!validPoint(latitude, longitude) || !(count > 0)) return [];
  const point = { latitude, longitude };
  const maxMiles = options.maxMiles ?? Infinity;
  const best: Ranked[] = [];
  for (const retailer of retailers) {
    if (!matchesFilter(retailer, options)) continue;
    const miles = distanceMiles(point, retailer);
    if (miles > maxMiles) continue;
    const candidate = { retailer, miles };
    const worst = best[best.length - 1];
    if (best.length >= count && worst && byDistanceThenId(candidate, worst) >= 0) continue;
    let at = best.length;
    while (at > 0 && byDistanceThenId(candidate, best[at - 1] as Ranked) < 0) at--;
    best.splice(at, 0, candidate);
    if (best.length > count) best.pop();
  }
  return best.map(result);
}

/** The reference answer for a map box. */
export function withinByScan(retailers: readonly Retailer[], bounds: Bounds, count: number, options: RetailerFilter = {}): Retailer[] {
  if (!(count > 0)) return [];
  const centre = boundsCentre(bounds);
  return retailers
    .filter((retailer) => matchesFilter(retailer, options) && inBounds(retailer, bounds))
    .map((retailer) => ({ retailer, miles: distanceMiles(centre, retailer) }))
    .sort(byDistanceThenId)
    .slice(0, count)
    .map((item) => item.retailer);
}

export function createRetailerIndex(retailers: readonly Retailer[], version = ''): RetailerIndex {
  const list = [...retailers];
  // kdbush refuses an empty index; an empty network simply answers nothing.
  const tree = list.length > 0 ? new KDBush(list.length) : null;
  if (tree) {
    for (const retailer of list) tree.add(retailer.longitude, retailer.latitude);
    tree.finish();
  }
  const byId = new Map(list.map((retailer) => [retailer.id, retailer]));
  const counts = new Map<string, number>();

  function measure(ids: readonly number[], point: { latitude: number; longitude: number }, maxMiles: number): Ranked[] {
    const ranked: Ranked[] = [];
    for (const id of ids) {
      const retailer = list[id];
      if (!retailer) continue;
      const miles = distanceMiles(point, retailer);
      if (miles <= maxMiles) ranked.push({ retailer, miles });
    }
    return ranked.sort(byDistanceThenId);
  }

  return {
    version,
    retailers: list,
    byId: (id) => byId.get(id) ?? null,

    nearest(latitude, longitude, count, options = {}) {
      if (!tree || !validPoint(latitude, longitude) || !(count > 0)) return [];
      const point = { latitude, longitude };
      const maxMiles = options.maxMiles ?? Infinity;
      const keep = (id: number) => {
        const retailer = list[id];
        return retailer !== undefined && matchesFilter(retailer, options);
      };
      const maxKm = Number.isFinite(maxMiles) ? toIndexKm(maxMiles) : Infinity;
      if (!Number.isFinite(count)) return measure(around(tree, longitude, latitude, Infinity, maxKm, keep), point, maxMiles).map(result);

      // One more than asked: if it is clearly farther than the last one kept, the first `count` are settled.
      const ids = around(tree, longitude, latitude, count + 1, maxKm, keep);
      let ranked = measure(ids, point, maxMiles);
      const last = ranked[count - 1];
      const next = ranked[count];
      if (ranked.length < ids.length && ranked.length <= count) {
        // A candidate fell in the sliver between geokdbush's radius and ours: take the whole radius to be sure.
        ranked = measure(around(tree, longitude, latitude, Infinity, maxKm, keep), point, maxMiles);
      } else if (last && next && next.miles - last.miles <= TIE_MILES) {
        const reach = Math.min(maxMiles, last.miles + TIE_MILES);
        ranked = measure(around(tree, longitude, latitude, Infinity, toIndexKm(reach), keep), point, maxMiles);
      }
      return ranked.slice(0, count).map(result);
    },

    within(bounds, count, options = {}) {
      if (!tree || !(count > 0)) return [];
      const { south, west, north, east } = bounds;
      const ids = west <= east ? tree.range(west, south, east, north) : [...tree.range(west, south, 180, north), ...tree.range(-180, south, east, north)];
      const centre = boundsCentre(bounds);
      const ranked: Ranked[] = [];
      for (const id of ids) {
        const retailer = list[id];
        if (retailer && matchesFilter(retailer, options)) ranked.push({ retailer, miles: distanceMiles(centre, retailer) });
      }
      return ranked.sort(byDistanceThenId).slice(0, count).map((item) => item.retailer);
    },

    count(filter = {}) {
      const key = `${filter.type ?? 'Active'}|${filter.service ?? ''}`;
      let value = counts.get(key);
      if (value === undefined) {
        value = list.filter((retailer) => matchesFilter(retailer, filter)).length;
        counts.set(key, value);
      }
      return value;
    },
  };
}
