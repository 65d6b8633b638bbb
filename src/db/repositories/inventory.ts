/**
 * The inventory (new and certified pre-owned vehicles). Unlike the catalog and the retailer network it is never held
 * in process: every search is SQL over `inventory_vehicles` and its indexes — a page read in index order with a
 * LIMIT (by offset, or after a cursor's sort key and VIN), and the facet counts in one statement that groups the
 * kind's rows once. Facet counts depend on the filters only (not on the order or the page), so the last few hundred
 * are kept per process, for the inventory version they were counted at (re-read at most every 30 s): paging through
 * a search counts its facets once. A ZIP becomes a point through the locator the server installs (the ZIP index lives
 * in the server); distances are great-circle miles computed per retailer, after a bounding-box prefilter.
 */
import { LruCache, stringBytes } from '#domain/platform/lru-cache.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { MATCH_WEIGHTS, type BuildMatch } from '#domain/inventory/match.ts';
import { InventoryQueryError, SORT_KEYS, encodeCursor, normaliseQuery, type NormalisedQuery } from '#domain/inventory/search.ts';
import type { FacetValue, InventoryFacets, InventoryListing, InventoryPage, InventoryQuery, InventoryVehicle } from '#domain/inventory/types.ts';
import type { Database } from '#db/client.ts';
import { versionedSnapshot } from './versioned-snapshot.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Turns a five-digit ZIP into a point, or null when it names no place. */
export type ZipLocator = (zip: string) => GeoPoint | null;

export interface SearchOptions {
  /** The point to measure from, when the caller has already looked the ZIP up (else the installed locator is asked). */
  origin?: GeoPoint | null;
  /** False skips the facet counts (they come back empty) and counts the total alone. */
  facets?: boolean;
}

/** app_meta key of the stored inventory's version (the seed writes it with the rows). */
export const INVENTORY_VERSION_KEY = 'inventory_version';
/** Facet answers kept per process. */
const FACET_CACHE_SIZE = 500;
/**
 * And at most this many bytes (a JSON-length estimate of each answer): the facets of every filter combination a
 * visitor can type are distinct keys, so the cache is bounded by weight as well as count.
 */
const FACET_CACHE_BYTES = 8 * 1024 * 1024;

const EARTH_RADIUS_MILES = 3958.7613;
const MILES_PER_DEGREE_LATITUDE = 69.0;
/** Rows per INSERT statement of the seed (one JSON parameter each). */
const INSERT_BATCH = 5_000;

interface Labels {
  version: string;
  models: Map<string, { name: string; order: number }>;
  trims: Map<string, string>;
  colors: Map<string, string>;
  packages: Map<string, string>;
}

/** English labels by code, from the catalog (codes name the same thing in every model). */
function labelsOf(catalog: Catalog): Labels {
  const labels: Labels = { version: catalog.version, models: new Map(), trims: new Map(), colors: new Map(), packages: new Map() };
  catalog.models.forEach((model, order) => {
    labels.models.set(model.code, { name: model.name, order });
    for (const year of model.years) {
      for (const trim of year.trims) {
        if (!labels.trims.has(trim.code)) labels.trims.set(trim.code, trim.name);
        for (const pkg of trim.optionPackages) if (!labels.packages.has(pkg.code)) labels.packages.set(pkg.code, pkg.name.en);
      }
      for (const color of year.exteriorColors) if (!labels.colors.has(color.code)) labels.colors.set(color.code, color.name.en);
    }
  });
  return labels;
}

/** A row as the search statements select it. */
interface ListingRow {
  vin: string;
  kind: InventoryVehicle['kind'];
  status: InventoryVehicle['status'];
  stock_number: string;
  retailer_id: string;
  year: number;
  model_code: string;
  model_name: string;
  trim_code: string;
  trim_name: string;
  transmission: string;
  exterior_color: string;
  exterior_name: string;
  exterior_hex: string;
  interior_color: string;
  interior_name: string;
  packages: string[];
  accessories: string[];
  msrp: number;
  price: number;
  mileage: number | null;
  certified_on: string | null;
  retailer_name: string | null;
  retailer_city: string | null;
  retailer_state: string | null;
  distance: number | null;
}

const LISTING_COLUMNS = sql.raw(`v.vin, v.kind, v.status, v.stock_number, v.retailer_id, v.year, v.model_code, v.model_name, v.trim_code, v.trim_name,
  v.transmission, v.exterior_color, v.exterior_name, v.exterior_hex, v.interior_color, v.interior_name, v.packages, v.accessories,
  v.msrp, v.price, v.mileage, v.certified_on::text as certified_on`);

function listingOf(row: ListingRow): InventoryListing {
  return {
    vin: row.vin,
    kind: row.kind,
    status: row.status,
    stockNumber: row.stock_number,
    retailerId: row.retailer_id,
    year: Number(row.year),
    modelCode: row.model_code,
    modelName: row.model_name,
    trimCode: row.trim_code,
    trimName: row.trim_name,
    transmission: row.transmission,
    exteriorColor: { code: row.exterior_color, name: row.exterior_name, hex: row.exterior_hex },
    interiorColor: { code: row.interior_color, name: row.interior_name },
    packages: row.packages,
    accessories: row.accessories,
    msrp: Number(row.msrp),
    price: Number(row.price),
    mileage: row.mileage === null ? null : Number(row.mileage),
    certifiedOn: row.certified_on,
    retailerName: row.retailer_name ?? '',
    retailerCity: row.retailer_city ?? '',
    retailerState: row.retailer_state ?? '',
    distance: row.distance === null ? null : Math.round(Number(row.distance) * 10) / 10,
  };
}

/** The stored row of a vehicle, keyed by column name (json_populate_recordset reads it). */
function storedRow(vehicle: InventoryVehicle) {
  return {
    vin: vehicle.vin,
    kind: vehicle.kind,
    status: vehicle.status,
    stock_number: vehicle.stockNumber,
    retailer_id: vehicle.retailerId,
    year: vehicle.year,
    model_code: vehicle.modelCode,
    model_name: vehicle.modelName,
    trim_code: vehicle.trimCode,
    trim_name: vehicle.trimName,
    transmission: vehicle.transmission,
    exterior_color: vehicle.exteriorColor.code,
    exterior_name: vehicle.exteriorColor.name,
    exterior_hex: vehicle.exteriorColor.hex,
    interior_color: vehicle.interiorColor.code,
    interior_name: vehicle.interiorColor.name,
    packages: vehicle.packages,
    accessories: vehicle.accessories,
    msrp: vehicle.msrp,
    price: vehicle.price,
    mileage: vehicle.mileage,
    certified_on: vehicle.certifiedOn,
  };
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const TRUE = sql.raw('true');

/** Each filter as a condition on `v` (true when the filter is not set). */
function conditions(query: NormalisedQuery) {
  return {
    model: query.models.length ? sql`v.model_code in (${list(query.models)})` : TRUE,
    year: query.years.length ? sql`v.year in (${list(query.years)})` : TRUE,
    trim: query.trims.length ? sql`v.trim_code in (${list(query.trims)})` : TRUE,
    color: query.colors.length ? sql`v.exterior_color in (${list(query.colors)})` : TRUE,
    feature: query.features.length ? sql`v.packages @> array[${list(query.features)}]::text[]` : TRUE,
    price:
      query.priceMin !== null || query.priceMax !== null
        ? sql.join([query.priceMin !== null ? sql`v.price >= ${query.priceMin}` : TRUE, query.priceMax !== null ? sql`v.price <= ${query.priceMax}` : TRUE], sql` and `)
        : TRUE,
    mileage: query.mileageMax !== null ? sql`v.mileage <= ${query.mileageMax}` : TRUE,
  };
}
type Facet = keyof ReturnType<typeof conditions>;
const FACETS: readonly Facet[] = ['model', 'year', 'trim', 'color', 'feature', 'price', 'mileage'];
/** The facets that list values; price and mileage are ranges. */
const LIST_FACETS: readonly Facet[] = ['model', 'year', 'trim', 'color', 'feature'];

const and = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` and `) : TRUE);

/** The list facets' flags of base (`f_model` …) except the named one, ANDed. */
const flagsExcept = (...left: Facet[]) => sql.raw(LIST_FACETS.filter((facet) => !left.includes(facet)).map((facet) => `f_${facet}`).join(' and '));

/**
 * The retailers a search may reach, as `near` (id, name, city, state, distance): every one without an origin; with
 * one, those inside the radius (a latitude/longitude box first, then the great-circle distance), each with its miles.
 */
function nearRetailers(origin: GeoPoint | null, radius: number | null): SQL {
  if (!origin) {
    return sql`select id, name, address->>'city' as city, address->>'state' as state, null::float8 as distance from retailers`;
  }
  const lat = sql`${origin.latitude}::float8`;
  const lng = sql`${origin.longitude}::float8`;
  const distance = sql`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(power(sin(radians(r.latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(r.latitude)) * power(sin(radians(r.longitude - ${lng}) / 2), 2)))))`;
  const box: SQL[] = [];
  if (radius !== null) {
    const dLat = radius / MILES_PER_DEGREE_LATITUDE;
    box.push(sql`r.latitude between ${origin.latitude - dLat}::float8 and ${origin.latitude + dLat}::float8`);
    const cos = Math.cos((Math.max(Math.abs(origin.latitude - dLat), Math.abs(origin.latitude + dLat)) * Math.PI) / 180);
    const dLng = cos > 0.01 ? radius / (MILES_PER_DEGREE_LATITUDE * cos) : 360;
    // A box across the antimeridian (or over a pole) keeps only its latitude bounds.
    if (origin.longitude - dLng >= -180 && origin.longitude + dLng <= 180) box.push(sql`r.longitude between ${origin.longitude - dLng}::float8 and ${origin.longitude + dLng}::float8`);
    box.push(sql`${distance} <= ${radius}::float8`);
  }
  return sql`select r.id, r.name, r.address->>'city' as city, r.address->>'state' as state, ${distance} as distance from retailers r where ${and(box)}`;
}

/** The sort key of a row as SQL, and its ORDER BY. */
function ordering(query: NormalisedQuery) {
  const { key, direction } = SORT_KEYS[query.sort];
  const column = sql.raw(key === 'distance' ? 'r.distance' : `v.${key}`);
  const cast = sql.raw(key === 'distance' ? 'float8' : 'int');
  const dir = sql.raw(direction);
  const after = query.after ? sql`(${column}, v.vin) ${sql.raw(direction === 'asc' ? '>' : '<')} (${query.after.value}::${cast}, ${query.after.vin})` : null;
  return { key, orderBy: sql`${column} ${dir}, v.vin ${dir}`, after };
}

/**
 * The SQL of one page of a search, in its order (one row more than the page, to know whether another follows), and
 * what the counts need of it: the retailers in reach and whether the radius limits them.
 */
function pageStatement(query: NormalisedQuery, origin: GeoPoint | null) {
  const near = nearRetailers(origin, query.radius);
  // Only a radius limits which retailers count; the page always names them (and measures from the ZIP).
  const joinNear = origin !== null && query.radius !== null;
  const f = conditions(query);
  const order = ordering(query);
  const filters = [sql`v.kind = ${query.kind}`, ...(query.retailerId ? [sql`v.retailer_id = ${query.retailerId}`] : []), ...FACETS.map((facet) => f[facet])];
  const offset = query.after ? 0 : (query.page - 1) * query.pageSize;
  const columns = sql`${LISTING_COLUMNS}, r.name as retailer_name, r.city as retailer_city, r.state as retailer_state, r.distance`;
  const limit = sql`limit ${query.pageSize + 1} offset ${offset}`;
  // Nearest first: the retailers in distance order, each one's vehicles beside it (an incremental sort by VIN
  // within a distance), so a page reads the nearest retailers' rows only, never every vehicle of the kind.
  const statement =
    order.key === 'distance'
      ? sql`
          with near as (${near})
          select ${columns}
          from (select * from near ${query.after ? sql`where distance >= ${query.after.value}::float8` : sql``} order by distance offset 0) r
          cross join lateral (select * from inventory_vehicles v where v.retailer_id = r.id and ${and(filters)}) v
          ${order.after ? sql`where ${order.after}` : sql``}
          order by ${order.orderBy}
          ${limit}`
      : sql`
          with near as (${near})
          select ${columns}
          from inventory_vehicles v join near r on r.id = v.retailer_id
          where ${and([...filters, ...(order.after ? [order.after] : [])])}
          order by ${order.orderBy}
          ${limit}`;
  return { near, joinNear, order, statement };
}


export function inventoryRepository(db: Database, catalog: { get(): Promise<Catalog> }) {
  let locate: ZipLocator | null = null;
  let labels: Labels | null = null;

  async function currentLabels(): Promise<Labels> {
    const current = await catalog.get();
    if (labels?.version !== current.version) labels = labelsOf(current);
    return labels;
  }

  async function rows<T>(query: SQL): Promise<T[]> {
    const result = (await db.execute(query)) as { rows: T[] };
    return result.rows;
  }

  function originOf(query: NormalisedQuery, given: GeoPoint | null | undefined): GeoPoint | null {
    if (!query.zip) return null;
    if (given) return given;
    if (!locate) throw new InventoryQueryError('zip: searching from a ZIP is not available here');
    const found = locate(query.zip);
    if (!found) throw new InventoryQueryError(`zip: no US ZIP code ${query.zip}`);
    return found;
  }

  type FacetCache = LruCache<string, { total: number; facets: InventoryFacets }>;
  /** The facet cache of the stored inventory version: a new, empty one when the version changes. */
  const facetCaches = versionedSnapshot<FacetCache>({
    version: async () => {
      const [row] = await rows<{ value: string }>(sql`select value from app_meta where key = ${INVENTORY_VERSION_KEY}`);
      return row?.value ?? '';
    },
    load: async () =>
      new LruCache({ maxEntries: FACET_CACHE_SIZE, maxBytes: FACET_CACHE_BYTES, sizeOf: (answer) => stringBytes(JSON.stringify(answer)) }),
  });

  /** The total and the facet counts of a query's filters (cached by them). */
  async function facetsOf(facetCache: FacetCache, query: NormalisedQuery, near: SQL, joinNear: boolean): Promise<{ total: number; facets: InventoryFacets }> {
    const key = filterKey(query);
    const hit = facetCache.get(key);
    if (hit) return hit;
    const f = conditions(query);
    const common = [sql`v.kind = ${query.kind}`, ...(query.retailerId ? [sql`v.retailer_id = ${query.retailerId}`] : [])];
    // One pass over the kind's rows groups them by the list facets' columns (a thousand-odd groups), counting those
    // that pass the range filters; each facet is then a sum over the groups that pass every other list filter.
    const listFlags = sql.join(
      LIST_FACETS.map((facet) => sql`(${f[facet]}) as ${sql.raw(`f_${facet}`)}`),
      sql`, `,
    );
    const statement = sql`
      with near as (${near}),
      g as materialized (
        select v.model_code, v.year, v.trim_code, v.exterior_color, v.packages,
          count(*) filter (where ${f.price} and ${f.mileage}) as n,
          min(v.price) filter (where ${f.mileage}) as price_lo, max(v.price) filter (where ${f.mileage}) as price_hi,
          min(v.mileage) filter (where ${f.price}) as mileage_lo, max(v.mileage) filter (where ${f.price}) as mileage_hi
        from inventory_vehicles v ${joinNear ? sql`join near r on r.id = v.retailer_id` : sql``}
        where ${and(common)}
        group by v.model_code, v.year, v.trim_code, v.exterior_color, v.packages
      ),
      base as materialized (select v.*, ${listFlags} from g as v)
      select 'total' as facet, null::text as value, coalesce(sum(n) filter (where ${flagsExcept()}), 0)::int as n, null::int as lo, null::int as hi from base
      union all select 'model', model_code, sum(n)::int, null, null from base where ${flagsExcept('model')} group by model_code having sum(n) > 0
      union all select 'year', year::text, sum(n)::int, null, null from base where ${flagsExcept('year')} group by year having sum(n) > 0
      union all select 'trim', trim_code, sum(n)::int, null, null from base where ${flagsExcept('trim')} group by trim_code having sum(n) > 0
      union all select 'color', exterior_color, sum(n)::int, null, null from base where ${flagsExcept('color')} group by exterior_color having sum(n) > 0
      union all select 'feature', p.code, sum(n)::int, null, null from base cross join lateral unnest(base.packages) as p(code)
        where ${flagsExcept('feature')} group by p.code having sum(n) > 0
      union all select 'price', null, 1, min(price_lo), max(price_hi) from base where ${flagsExcept()}
      union all select 'mileage', null, 1, min(mileage_lo), max(mileage_hi) from base where ${flagsExcept()}`;
    const result = await rows<{ facet: string; value: string | null; n: number; lo: number | null; hi: number | null }>(statement);
    const names = await currentLabels();
    const byFacet = (facet: string) => result.filter((row) => row.facet === facet);
    const values = (facet: string, chosen: readonly (string | number)[], label: (code: string) => string): FacetValue[] => {
      const counted = new Map(byFacet(facet).map((row) => [row.value ?? '', Number(row.n)]));
      // A chosen value stays listed (with 0) even when the other filters leave nothing of it.
      for (const value of chosen) if (!counted.has(String(value))) counted.set(String(value), 0);
      return [...counted].map(([value, count]) => ({ value, label: label(value), count }));
    };
    const byLabel = (a: FacetValue, b: FacetValue) => a.label.localeCompare(b.label, 'en') || a.value.localeCompare(b.value);
    const range = (facet: string) => {
      const row = byFacet(facet)[0];
      return row && row.lo !== null && row.hi !== null ? { min: Number(row.lo), max: Number(row.hi) } : null;
    };
    const answer = {
      total: Number(byFacet('total')[0]?.n ?? 0),
      facets: {
        models: values('model', query.models, (code) => names.models.get(code)?.name ?? code).sort(
          (a, b) => (names.models.get(a.value)?.order ?? 999) - (names.models.get(b.value)?.order ?? 999) || a.value.localeCompare(b.value),
        ),
        years: values('year', query.years, String).sort((a, b) => Number(b.value) - Number(a.value)),
        trims: values('trim', query.trims, (code) => names.trims.get(code) ?? code).sort(byLabel),
        colors: values('color', query.colors, (code) => names.colors.get(code) ?? code).sort(byLabel),
        features: values('feature', query.features, (code) => names.packages.get(code) ?? code).sort(byLabel),
        price: range('price'),
        mileage: range('mileage'),
      },
    };
    facetCache.set(key, answer);
    return answer;
  }

  /** The total alone (v1 asks for no facets); from the facet cache when it has the filters. */
  async function totalOf(facetCache: FacetCache, query: NormalisedQuery, near: SQL, joinNear: boolean): Promise<number> {
    const hit = facetCache.get(filterKey(query));
    if (hit) return hit.total;
    const f = conditions(query);
    const where = and([sql`v.kind = ${query.kind}`, ...(query.retailerId ? [sql`v.retailer_id = ${query.retailerId}`] : []), ...FACETS.map((facet) => f[facet])]);
    const [row] = await rows<{ total: number }>(sql`
      with near as (${near})
      select count(*)::int as total from inventory_vehicles v ${joinNear ? sql`join near r on r.id = v.retailer_id` : sql``} where ${where}`);
    return Number(row?.total ?? 0);
  }

  return {
    /** Installs how a ZIP becomes a point (the server's ZIP index); searches with a ZIP need it. */
    locateWith(locator: ZipLocator): void {
      locate = locator;
    },

    /**
     * One page of the vehicles matching a query, in its order, with the total, the facet counts (each computed with
     * every filter but its own) and the cursor of the next page. Throws InventoryQueryError for a query it cannot
     * answer (a bad value, an unknown ZIP, a cursor of another sort).
     */
    /** PostgreSQL's plan for a search's page query (EXPLAIN, not run): what the 1,000,000-vehicle bench reports. */
    async explain(input: InventoryQuery, options: Pick<SearchOptions, 'origin'> = {}): Promise<string> {
      const query = normaliseQuery(input);
      const { statement } = pageStatement(query, originOf(query, options.origin));
      const plan = await rows<Record<string, string>>(sql`explain ${statement}`);
      return plan.map((row) => Object.values(row)[0] ?? '').join('\n');
    },

    async search(input: InventoryQuery, options: SearchOptions = {}): Promise<InventoryPage> {
      const query = normaliseQuery(input);
      const origin = originOf(query, options.origin);
      const facetCache = await facetCaches.get();
      const { near, joinNear, order, statement } = pageStatement(query, origin);
      const pageRows = rows<ListingRow>(statement);
      const counted =
        options.facets === false
          ? totalOf(facetCache, query, near, joinNear).then((total) => ({ total, facets: emptyFacets() }))
          : facetsOf(facetCache, query, near, joinNear);
      const [found, { total, facets }] = await Promise.all([pageRows, counted]);
      const last = found.length > query.pageSize ? found[query.pageSize - 1] : undefined;
      return {
        total,
        vehicles: found.slice(0, query.pageSize).map(listingOf),
        facets,
        page: query.page,
        pageSize: query.pageSize,
        nextCursor: last
          ? encodeCursor({ sort: query.sort, value: Number(order.key === 'distance' ? last.distance : last[order.key]), vin: last.vin, page: query.page + 1 })
          : null,
      };
    },

    /** One vehicle by VIN (any case), with its retailer; its distance from `origin` when one is given. */
    async byVin(vin: string, origin: GeoPoint | null = null): Promise<InventoryListing | null> {
      const found = await rows<ListingRow>(sql`
        with near as (${nearRetailers(origin, null)})
        select ${LISTING_COLUMNS}, r.name as retailer_name, r.city as retailer_city, r.state as retailer_state, r.distance
        from inventory_vehicles v left join near r on r.id = v.retailer_id
        where v.vin = ${vin.trim().toUpperCase()}`);
      return found[0] ? listingOf(found[0]) : null;
    },

    /**
     * The new vehicles of a build's model nearest to the build (src/domain/inventory/match.ts): ordered by how much
     * differs (year, trim, colour, package, each accessory — the weights of MATCH_WEIGHTS, computed in SQL as
     * matchScore does), then by how close the price is, then by distance; with the total of that model in reach.
     */
    async closestTo(match: BuildMatch, options: { origin?: GeoPoint | null; radius?: number | null; page?: number; pageSize?: number } = {}): Promise<{ total: number; vehicles: InventoryListing[] }> {
      const origin = options.origin ?? null;
      const near = nearRetailers(origin, origin ? (options.radius ?? null) : null);
      const pageSize = Math.min(Math.max(options.pageSize ?? 24, 1), 48);
      const offset = (Math.max(options.page ?? 1, 1) - 1) * pageSize;
      const accessories = sql`array[${list(match.accessories)}]::text[]`;
      const score = sql`(
          (v.year <> ${match.year})::int * ${MATCH_WEIGHTS.year}
          + (v.trim_code <> ${match.trim})::int * ${MATCH_WEIGHTS.trim}
          + (${match.color}::text is not null and v.exterior_color <> ${match.color})::int * ${MATCH_WEIGHTS.color}
          + (v.packages[1] is distinct from ${match.package}::text)::int * ${MATCH_WEIGHTS.package}
          + ${MATCH_WEIGHTS.accessory} * ((select count(*) from unnest(v.accessories) a where not (a = any(${accessories})))
            + (select count(*) from unnest(${accessories}) b where not (b = any(v.accessories))))::int)`;
      const where = sql`v.kind = 'new' and v.model_code = ${match.model}`;
      const [found, counted] = await Promise.all([
        rows<ListingRow>(sql`
          with near as (${near})
          select ${LISTING_COLUMNS}, r.name as retailer_name, r.city as retailer_city, r.state as retailer_state, r.distance
          from inventory_vehicles v join near r on r.id = v.retailer_id
          where ${where}
          order by ${score}, abs(v.price - ${match.price}::int), r.distance nulls last, v.vin
          limit ${pageSize} offset ${offset}`),
        rows<{ n: number }>(sql`
          with near as (${near})
          select count(*)::int as n from inventory_vehicles v join near r on r.id = v.retailer_id where ${where}`),
      ]);
      return { total: Number(counted[0]?.n ?? 0), vehicles: found.map(listingOf) };
    },

    /** How many vehicles of a kind are stored (all kinds without one). */
    async count(kind?: InventoryVehicle['kind']): Promise<number> {
      const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from inventory_vehicles ${kind ? sql`where kind = ${kind}` : sql``}`);
      return Number(row?.n ?? 0);
    },

    /**
     * Replaces the whole inventory (the seed calls it inside its transaction): a DELETE, so readers of another
     * process keep seeing the old rows until the commit, then multi-row INSERTs of 5,000 rows, each one JSON
     * parameter expanded by json_populate_recordset, and ANALYZE so the planner knows the new rows at once.
     */
    async replaceAll(vehicles: readonly InventoryVehicle[]): Promise<void> {
      await db.execute(sql`delete from inventory_vehicles`);
      await this.append(vehicles);
      await db.execute(sql`analyze inventory_vehicles`);
    },

    /** Adds vehicles in multi-row INSERTs of 5,000 (the 1,000,000-vehicle bench loads its table this way). */
    async append(vehicles: readonly InventoryVehicle[]): Promise<void> {
      for (let i = 0; i < vehicles.length; i += INSERT_BATCH) {
        const batch = JSON.stringify(vehicles.slice(i, i + INSERT_BATCH).map(storedRow));
        await db.execute(sql`insert into inventory_vehicles select * from json_populate_recordset(null::inventory_vehicles, ${batch}::json)`);
      }
    },
  };
}

/** What a facet answer depends on: the kind and the filters (not the order, the page or the cursor). */
function filterKey(query: NormalisedQuery): string {
  const sorted = <T extends string | number>(items: readonly T[]) => [...items].sort();
  return JSON.stringify([
    query.kind,
    sorted(query.models),
    sorted(query.years),
    sorted(query.trims),
    sorted(query.colors),
    sorted(query.features),
    query.priceMin,
    query.priceMax,
    // A ZIP without a radius only measures: it reaches every retailer, so it counts as no ZIP.
    query.radius === null ? null : query.zip,
    query.radius,
    query.retailerId,
    query.mileageMax,
  ]);
}

function emptyFacets(): InventoryFacets {
  return { models: [], years: [], trims: [], colors: [], features: [], price: null, mileage: null };
}
