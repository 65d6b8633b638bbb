/**
 * Every US ZIP code with its city, state and coordinates (the `zipcodes` package, 42,555 ZIPs), loaded once per
 * process: lookups by ZIP, the nearest ZIP to a point through a kd-tree (kdbush + geokdbush), and city / ZIP
 * suggestions from a sorted prefix index. Our sales area (region, district, zone) comes from our own table.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { salesArea } from '#domain/geo/regions.ts';
import { normaliseZip } from '#domain/geo/zip.ts';
import { runSteps, type Steps } from '#domain/platform/steps.ts';
import { runInSlices } from '#server/time-slices.ts';

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
  /** How many ZIP codes the place's town (its city and state) has: a measure of the town's size. */
  townSize(place: { city: string; state: string }): number;
  all(): Iterable<ZipPlace>;
}

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const townKey = (city: string, state: string) => fold(`${city}, ${state}`);

/** How the `zipcodes` package's data file begins: one line `exports.codes = {…JSON…};`, then the state map. */
const CODES_LINE = 'exports.codes = ';

/**
 * Every ZIP row the `zipcodes` package holds, territories included (the index keeps our network's states).
 * The rows are read with JSON.parse from the data file's first line, not imported: compiling the 5 MB module made V8
 * parse it as code, which took 48 MB of malloc'd parser memory that glibc kept as the process's own for its whole
 * life (decision 021); the JSON parser needs none. A file in another shape is imported as before.
 */
export function zipRows(): RawZip[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('zipcodes/lib/codes.js');
  const text = readFileSync(path, 'utf8');
  const line = text.slice(0, text.indexOf('\n')).trimEnd();
  if (line.startsWith(CODES_LINE) && line.endsWith(';')) {
    try {
      return Object.values(JSON.parse(line.slice(CODES_LINE.length, -1)) as Record<string, RawZip>);
    } catch {
      // not JSON after all: imported below
    }
  }
  try {
    return Object.values((require(path) as { codes: Record<string, RawZip> }).codes);
  } finally {
    // The module's 6 MB of rows would otherwise stay in the module cache for the process's life.
    delete require.cache[path];
  }
}

/** Rows between two steps of a build in steps (a few hundred microseconds of work). */
const ROWS_PER_STEP = 512;

/** Our network's places from the package's rows: reading the file is one step (its JSON.parse), then rows in steps. */
function* loadSteps(): Steps<ZipPlace[]> {
  const rows = zipRows();
  yield;
  const places: ZipPlace[] = [];
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as RawZip;
    if (row.country === 'US' && salesArea(row.state) !== null) places.push({ zipCode: row.zip, city: row.city, state: row.state, latitude: row.latitude, longitude: row.longitude });
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  return places;
}

/** The first position in `count` sorted items whose key is not below `target`. */
function lowerBound<T>(count: number, keyAt: (index: number) => T, target: T): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (keyAt(middle) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Columns {
  count: number;
  zipNumbers: Int32Array;
  /** Latitude and longitude of each row, in turn. */
  coordinates: Float64Array;
  townOf: Uint32Array;
  townCity: string[];
  townState: string[];
  /** Each town's first (lowest) ZIP row and its number of ZIPs. */
  first: Int32Array;
  sizes: Uint32Array;
  /** Town numbers in the order of their folded "city, st". */
  byName: Uint32Array;
  /** A row's own city spelling, where it differs from its town's (case or accents): rare. */
  spelled: Map<number, string>;
  tree: KDBush;
}

/** The rows as columns: built apart from the index's functions so that nothing keeps the row objects alive. */
function* columnSteps(given: readonly ZipPlace[]): Steps<Columns> {
  // Five ASCII digits each: compared as code units, in the order of their numbers.
  const sorted = [...given].sort((a, b) => (a.zipCode < b.zipCode ? -1 : a.zipCode > b.zipCode ? 1 : 0));
  yield;
  const count = sorted.length;
  const zipNumbers = new Int32Array(count);
  const coordinates = new Float64Array(count * 2);
  const townOf = new Uint32Array(count);
  // Towns (a city in a state, compared folded), numbered in order of their first (lowest) ZIP.
  const townIds = new Map<string, number>();
  const townFirst: number[] = [];
  const townSizes: number[] = [];
  const tree = new KDBush(count);
  for (let index = 0; index < count; index++) {
    const place = sorted[index] as ZipPlace;
    zipNumbers[index] = Number(place.zipCode);
    coordinates[index * 2] = place.latitude;
    coordinates[index * 2 + 1] = place.longitude;
    tree.add(place.longitude, place.latitude);
    const key = townKey(place.city, place.state);
    let town = townIds.get(key);
    if (town === undefined) {
      town = townFirst.length;
      townIds.set(key, town);
      townFirst.push(index);
      townSizes.push(0);
    }
    townOf[index] = town;
    townSizes[town] = (townSizes[town] ?? 0) + 1;
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  yield;
  tree.finish();
  yield;
  const townCity = townFirst.map((index) => sorted[index]?.city ?? '');
  const townState = townFirst.map((index) => sorted[index]?.state ?? '');
  const spelled = new Map<number, string>();
  sorted.forEach((place, index) => {
    if (place.city !== townCity[townOf[index] ?? 0]) spelled.set(index, place.city);
  });
  yield;
  const byName = Uint32Array.from([...townIds.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, town]) => town));
  return { count, zipNumbers, coordinates, townOf, townCity, townState, first: Int32Array.from(townFirst), sizes: Uint32Array.from(townSizes), byName, spelled, tree };
}

/**
 * The places held in columns rather than as 42,000 objects (decision 021: 13 MB of heap as objects, a map by ZIP and
 * a map of town sizes; 1.2 MB as typed arrays and one string per town). Rows are sorted by ZIP; a ZIP is found by
 * binary search over its number, and a `ZipPlace` is made when asked for.
 */
export function createZipIndex(given?: readonly ZipPlace[]): ZipIndex {
  return runSteps(zipIndexSteps(given));
}

/** `createZipIndex` in steps of a few hundred rows (the package's rows when `given` is not). */
export function* zipIndexSteps(given?: readonly ZipPlace[]): Steps<ZipIndex> {
  return indexOver(yield* columnSteps(given ?? (yield* loadSteps())));
}

function indexOver({ count, zipNumbers, coordinates, townOf, townCity, townState, first, sizes, byName, spelled, tree }: Columns): ZipIndex {  // The keys are folded again when compared rather than kept: a few microseconds per lookup, a megabyte less.
  const nameAt = (position: number) => {
    const town = byName[position] ?? 0;
    return townKey(townCity[town] ?? '', townState[town] ?? '');
  };

  const rowAt = (index: number): ZipPlace => {
    const town = townOf[index] ?? 0;
    return {
      zipCode: String(zipNumbers[index] ?? 0).padStart(5, '0'),
      city: spelled.get(index) ?? townCity[town] ?? '',
      state: townState[town] ?? '',
      latitude: coordinates[index * 2] ?? 0,
      longitude: coordinates[index * 2 + 1] ?? 0,
    };
  };
  const indexOf = (zip: string): number => {
    const normal = normaliseZip(zip);
    if (!normal) return -1;
    const number = Number(normal);
    const index = lowerBound(count, (at) => zipNumbers[at] ?? 0, number);
    return zipNumbers[index] === number ? index : -1;
  };

  return {
    size: count,
    lookup(zip) {
      const index = indexOf(zip);
      return index < 0 ? null : rowAt(index);
    },
    geographicData(zip) {
      const place = this.lookup(zip);
      const area = place ? salesArea(place.state) : null;
      return place && area ? { ...place, ...area } : null;
    },
    nearest(latitude, longitude, maxMiles = 100) {
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      const [id] = around(tree, longitude, latitude, 1, maxMiles * 1.609344);
      return id === undefined ? null : rowAt(id);
    },
    suggest(text, limit = 8) {
      const query = fold(text);
      if (query.length < 2) return [];
      const out: ZipPlace[] = [];
      if (/^\d+$/.test(query)) {
        // ZIPs starting with the digits: the numbers from query·10^k to (query+1)·10^k − 1, k the missing digits.
        if (query.length > 5) return [];
        const scale = 10 ** (5 - query.length);
        const low = Number(query) * scale;
        for (let index = lowerBound(count, (at) => zipNumbers[at] ?? 0, low); index < count && out.length < limit && (zipNumbers[index] ?? 0) < low + scale; index++) {
          out.push(rowAt(index));
        }
        return out;
      }
      for (let position = lowerBound(byName.length, nameAt, query); position < byName.length && out.length < limit; position++) {
        if (!nameAt(position).startsWith(query)) break;
        out.push(rowAt(first[byName[position] ?? 0] ?? 0));
      }
      return out;
    },
    townSize(place) {
      const key = townKey(place.city, place.state);
      const position = lowerBound(byName.length, nameAt, key);
      return position < byName.length && nameAt(position) === key ? (sizes[byName[position] ?? 0] ?? 0) : 0;
    },
    *all() {
      for (let index = 0; index < count; index++) yield rowAt(index);
    },
  };
}

let shared: ZipIndex | null = null;

/** The process-wide index (built at once on first use if `warmZipIndex` has not built it yet). */
export function zipIndex(): ZipIndex {
  shared ??= createZipIndex();
  return shared;
}

/**
 * Builds the process-wide index in slices, so that requests are answered meanwhile (a server calls it after listen).
 * A request that needs the index sooner builds it at once, and this build's result is then dropped.
 */
export async function warmZipIndex(): Promise<ZipIndex> {
  const built = await runInSlices(zipIndexSteps());
  shared ??= built;
  return shared;
}
