/**
 * Every US ZIP code with its city, state and coordinates (the `zipcodes` package, 42,555 ZIPs), loaded once per
 * process: lookups by ZIP, the nearest ZIP to a point through a kd-tree (kdbush + geokdbush), and city / ZIP
 * suggestions from a sorted prefix index. Our sales area (region, district, zone) comes from our own table.
 */
import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { salesArea } from '#domain/geo/regions.ts';
import { normaliseZip } from '#domain/geo/zip.ts';

export interface ZipPlace {
  zipCode: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface GeographicData extends ZipPlace {
  region: string;
  district: string;
  zone: string;
}

/** A row of the `zipcodes` package's data. */
export interface RawZip {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

export interface ZipIndex {
  size: number;
  lookup(zip: string): ZipPlace | null;
  /** The ZIP with its sales area; null for invalid or unknown ZIPs and places outside our network. */
  geographicData(zip: string): GeographicData | null;
  nearest(latitude: number, longitude: number, maxMiles?: number): ZipPlace | null;
  /** Up to `limit` places whose ZIP or "city, ST" starts with the text (case- and accent-insensitive). */
  suggest(text: string, limit?: number): ZipPlace[];
  all(): readonly ZipPlace[];
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Every ZIP row the `zipcodes` package holds, territories included (the index keeps our network's states). */
export function zipRows(): RawZip[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('zipcodes/lib/codes.js');
  try {
    return Object.values((require(path) as { codes: Record<string, RawZip> }).codes);
  } finally {
    // The module's 6 MB of rows would otherwise stay in the module cache for the process's life; the index keeps
    // what it needs, and the rare second reader (the territories) reads the file again.
    delete require.cache[path];
  }
}

function load(): ZipPlace[] {
  return zipRows()
    .filter((row) => row.country === 'US' && salesArea(row.state) !== null)
    .map((row) => ({ zipCode: row.zip, city: row.city, state: row.state, latitude: row.latitude, longitude: row.longitude }))
    .sort((a, b) => a.zipCode.localeCompare(b.zipCode));
}

export function createZipIndex(places: ZipPlace[] = load()): ZipIndex {
  const byZip = new Map(places.map((place) => [place.zipCode, place]));
  const tree = new KDBush(places.length);
  for (const place of places) tree.add(place.longitude, place.latitude);
  tree.finish();
  // One entry per city and state (its first ZIP), sorted by folded "city, st" for prefix search.
  const cities = new Map<string, ZipPlace>();
  for (const place of places) {
    const key = fold(`${place.city}, ${place.state}`);
    if (!cities.has(key)) cities.set(key, place);
  }
  const cityKeys = [...cities.keys()].sort();

  function prefixRange(sorted: readonly string[], prefix: string): number {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
  const zips = places.map((place) => place.zipCode);

  return {
    size: places.length,
    lookup(zip) {
      const normal = normaliseZip(zip);
      return normal ? (byZip.get(normal) ?? null) : null;
    },
    geographicData(zip) {
      const place = this.lookup(zip);
      const area = place ? salesArea(place.state) : null;
      return place && area ? { ...place, ...area } : null;
    },
    nearest(latitude, longitude, maxMiles = 100) {
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      const [id] = around(tree, longitude, latitude, 1, maxMiles * 1.609344);
      return id === undefined ? null : (places[id] ?? null);
    },
    suggest(text, limit = 8) {
      const query = fold(text);
      if (query.length < 2) return [];
      if (/^\d+$/.test(query)) {
        const out: ZipPlace[] = [];
        for (let i = prefixRange(zips, query); i < zips.length && out.length < limit && (zips[i] ?? '').startsWith(query); i++) {
          const place = places[i];
          if (place) out.push(place);
        }
        return out;
      }
      const out: ZipPlace[] = [];
      for (let i = prefixRange(cityKeys, query); i < cityKeys.length && out.length < limit; i++) {
        const key = cityKeys[i] ?? '';
        if (!key.startsWith(query)) break;
        const place = cities.get(key);
        if (place) out.push(place);
      }
      return out;
    },
    all: () => places,
  };
}

let shared: ZipIndex | null = null;

/** The process-wide index (about 40 ms to build on first use). */
export function zipIndex(): ZipIndex {
  shared ??= createZipIndex();
  return shared;
}
