/**
 * The inventory services: `GET /services/inventory/search` (new or certified pre-owned vehicles by filters, a page
 * with the total and the facet counts), `GET /services/inventory/vin/{vin}`, and GraphQL at `/services/graphql`
 * (mercurius) with the v1 retailer inventory (page + total), the v2 one (facets and cursor pages), the certified
 * inventory and lookups by VIN. Both answer from the inventory repository's SQL; this file reads input, turns a ZIP
 * into a point (the server's ZIP index, which it also lends the repository for the pages) and maps errors.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import mercurius, { type IResolvers } from 'mercurius';
import { z } from 'zod';
import { InventoryQueryError, MAX_LIST, MAX_PAGE, MAX_PAGE_SIZE, MAX_RADIUS_MILES, INVENTORY_SORTS } from '#domain/inventory/search.ts';
import type { InventoryKind, InventoryListing, InventoryPage, InventoryQuery, InventorySort } from '#domain/inventory/types.ts';
import { validateField } from '#domain/validation/index.ts';
import type { GeoPoint } from '#db/repositories/inventory.ts';
import { ErrorObject, sendError } from '../errors.ts';
import { zipIndex } from '../geo/zip-index.ts';
import { addLimitHooks, DEFAULT_GRAPHQL_LIMITS, limitOptions, type GuardOptions } from './graphql-limits.ts';

const CACHE = 'public, max-age=120, stale-while-revalidate=600';
const Errors = { 400: ErrorObject, 404: ErrorObject };
/**
 * GraphQL: the deepest query accepted, the searches one operation may run, the fields it may select, its aliases and
 * directives, and the size of the document (src/server/services/graphql-limits.ts says what each one means).
 */
export const GRAPHQL_LIMITS = DEFAULT_GRAPHQL_LIMITS;

// ---- the contract of src/domain/inventory/types.ts, for validation of answers and the OpenAPI document ----

const ListingSchema = z.object({
  vin: z.string().describe('17 characters; position 9 is the check digit'),
  kind: z.enum(['new', 'cpo']),
  status: z.enum(['in-stock', 'in-transit']),
  stockNumber: z.string(),
  retailerId: z.string(),
  year: z.number().int(),
  modelCode: z.string(),
  modelName: z.string(),
  trimCode: z.string(),
  trimName: z.string(),
  transmission: z.string().describe('Transmission code'),
  exteriorColor: z.object({ code: z.string(), name: z.string(), hex: z.string() }),
  interiorColor: z.object({ code: z.string(), name: z.string() }),
  packages: z.array(z.string()).describe('Package codes (at most one)'),
  accessories: z.array(z.string()).describe('Accessory codes'),
  msrp: z.number().int().describe('The catalog MSRP of this build (trim, transmission, paint, package, accessories), without destination'),
  price: z.number().int().describe('New: MSRP plus the destination charge (default region); CPO: the retailer\'s price'),
  mileage: z.number().int().nullable().describe('CPO only'),
  certifiedOn: z.string().nullable().describe('CPO only, YYYY-MM-DD'),
  retailerName: z.string(),
  retailerCity: z.string(),
  retailerState: z.string(),
  distance: z.number().nullable().describe('Miles from the searched ZIP, one decimal; null without a ZIP'),
});
const FacetValueSchema = z.object({ value: z.string(), label: z.string().describe('English'), count: z.number().int() });
const RangeSchema = z.object({ min: z.number().int(), max: z.number().int() }).nullable();
const PageSchema = z.object({
  total: z.number().int(),
  vehicles: z.array(ListingSchema),
  facets: z
    .object({
      models: z.array(FacetValueSchema),
      years: z.array(FacetValueSchema),
      trims: z.array(FacetValueSchema),
      colors: z.array(FacetValueSchema),
      features: z.array(FacetValueSchema).describe('Packages'),
      price: RangeSchema,
      mileage: RangeSchema,
    })
    .describe("Counts per value, each facet computed with every filter except its own; price and mileage ranges likewise"),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
});

// ---- input ----

/** A list parameter: repeated (`model=A&model=B`) or comma-separated (`model=A,B`). */
const listOf = <T extends z.ZodType<unknown, string>>(item: T, description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(MAX_LIST, `at most ${MAX_LIST} values`))
    .describe(description);
const Code = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,12}$/, 'a catalog code')
  .transform((code) => code.toUpperCase());
const Year = z
  .string()
  .regex(/^\d{4}$/, 'a four-digit model year')
  .transform(Number);
/** Whole numbers as digits (z.coerce would read an empty parameter as 0). */
const Whole = (description: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().max(max, `at most ${max}`))
    .optional()
    .describe(description);

const SearchQuery = z.object({
  kind: z.enum(['new', 'cpo']).default('new').describe('new: retailers\' new vehicles; cpo: certified pre-owned'),
  model: listOf(Code, 'Model codes (any of them)'),
  year: listOf(Year, 'Model years (any of them)'),
  trim: listOf(Code, 'Trim codes (any of them)'),
  color: listOf(Code, 'Exterior colour codes (any of them)'),
  feature: listOf(Code, 'Package codes (a vehicle must have every one)'),
  priceMin: Whole('Lowest price, dollars', 10_000_000),
  priceMax: Whole('Highest price, dollars', 10_000_000),
  zip: z.string().trim().regex(/^\d{5}$/, 'five digits').optional().describe('Measure distances from this ZIP code (nearest first by default)'),
  radius: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d+)?$/, 'miles')
    .transform(Number)
    .pipe(z.number().positive().max(MAX_RADIUS_MILES))
    .optional()
    .describe(`Only vehicles within this many miles of the ZIP (at most ${MAX_RADIUS_MILES})`),
  retailer: z.string().trim().regex(/^\d{5}$/, 'a retailer id (five digits)').optional().describe('Only this retailer\'s vehicles'),
  mileageMax: Whole('CPO only: at most this many miles', 1_000_000),
  sort: z.enum(INVENTORY_SORTS as [InventorySort, ...InventorySort[]]).optional().describe('Default: distance with a ZIP, else price-asc'),
  page: Whole(`1-based page (at most ${MAX_PAGE}; deeper pages by cursor)`, MAX_PAGE),
  pageSize: Whole(`Vehicles per page, 1 to ${MAX_PAGE_SIZE} (default 24)`, MAX_PAGE_SIZE),
  after: z.string().max(200).optional().describe('A nextCursor from the previous page (the page number is then ignored)'),
});

const VinParams = z.object({ vin: z.string().max(64).describe('17 characters') });

// ---- shared by REST and GraphQL ----

/** Thrown for input the inventory refuses; REST answers 400, GraphQL a BAD_USER_INPUT error. */
class BadInput extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

function originFor(zip: string | undefined): GeoPoint | null {
  if (!zip) return null;
  const place = zipIndex().lookup(zip);
  if (!place) throw new BadInput('Unknown ZIP code', `No US ZIP code ${zip}: distances cannot be measured from it`);
  return place;
}

/** The VIN rule's verdict (the same the forms and the VIN service give). */
function vinProblem(app: FastifyInstance, vin: string): string | null {
  return validateField('vin', vin, { values: {}, brand: app.brand, required: true })?.message ?? null;
}

async function runSearch(app: FastifyInstance, query: InventoryQuery, facets = true): Promise<InventoryPage> {
  const origin = originFor(query.zip);
  try {
    return await app.repositories.inventory.search(query, { origin, facets });
  } catch (error) {
    if (error instanceof InventoryQueryError) throw new BadInput('Invalid request', error.message);
    throw error;
  }
}

// ---- GraphQL ----

const SCHEMA = /* GraphQL */ `
  "Orders of the results; the VIN breaks ties."
  enum InventorySort {
    PRICE_ASC
    PRICE_DESC
    "Nearest first (needs filter.zip)"
    DISTANCE
    YEAR_DESC
    YEAR_ASC
    "Certified pre-owned only"
    MILEAGE_ASC
  }

  "Filters of new vehicles. Lists match any of their values, except features (packages), which must all be present."
  input InventoryFilter {
    models: [String!]
    years: [Int!]
    trims: [String!]
    colors: [String!]
    features: [String!]
    priceMin: Int
    priceMax: Int
    "Distances are measured from this ZIP code"
    zip: String
    "Miles from zip"
    radius: Float
    retailerId: String
  }

  "Filters of certified pre-owned vehicles: those of new vehicles and mileage."
  input CertifiedInventoryFilter {
    models: [String!]
    years: [Int!]
    trims: [String!]
    colors: [String!]
    features: [String!]
    priceMin: Int
    priceMax: Int
    zip: String
    radius: Float
    retailerId: String
    mileageMax: Int
  }

  type ExteriorColor {
    code: String!
    name: String!
    hex: String!
  }

  type InteriorColor {
    code: String!
    name: String!
  }

  type InventoryRetailer {
    id: ID!
    name: String!
    city: String!
    state: String!
  }

  type Vehicle {
    vin: ID!
    "new or cpo"
    kind: String!
    "in-stock or in-transit"
    status: String!
    stockNumber: String!
    year: Int!
    modelCode: String!
    modelName: String!
    trimCode: String!
    trimName: String!
    transmission: String!
    exteriorColor: ExteriorColor!
    interiorColor: InteriorColor!
    packages: [String!]!
    accessories: [String!]!
    "The catalog MSRP of this build, without destination"
    msrp: Int!
    "New: MSRP plus destination; CPO: the retailer's price"
    price: Int!
    mileage: Int
    "YYYY-MM-DD"
    certifiedOn: String
    retailer: InventoryRetailer!
    "Miles from filter.zip, one decimal"
    distance: Float
  }

  type FacetValue {
    value: String!
    label: String!
    count: Int!
  }

  type Range {
    min: Int!
    max: Int!
  }

  "Counts per value, each facet computed with every filter except its own."
  type InventoryFacets {
    models: [FacetValue!]!
    years: [FacetValue!]!
    trims: [FacetValue!]!
    colors: [FacetValue!]!
    features: [FacetValue!]!
    price: Range
    mileage: Range
  }

  "v1: a numbered page and the total."
  type InventoryResult {
    total: Int!
    page: Int!
    pageSize: Int!
    vehicles: [Vehicle!]!
  }

  type PageInfo {
    hasNextPage: Boolean!
    "Pass as after for the next page"
    endCursor: String
  }

  "v2: cursor pages with facets."
  type InventoryConnection {
    totalCount: Int!
    nodes: [Vehicle!]!
    pageInfo: PageInfo!
    facets: InventoryFacets!
  }

  type Query {
    "v1: new vehicles at retailers, by page"
    retailerInventory(filter: InventoryFilter, sort: InventorySort, page: Int = 1, pageSize: Int = 24): InventoryResult!
    "v2: new vehicles at retailers, with facets, by cursor"
    retailerInventoryV2(filter: InventoryFilter, sort: InventorySort, first: Int = 24, after: String): InventoryConnection!
    "A new vehicle by VIN (null when unknown)"
    vehicleByVin(vin: String!): Vehicle
    "Certified pre-owned vehicles, with facets, by cursor"
    certifiedInventory(filter: CertifiedInventoryFilter, sort: InventorySort, first: Int = 24, after: String): InventoryConnection!
    "A certified pre-owned vehicle by VIN (null when unknown)"
    certifiedVehicleByVin(vin: String!): Vehicle
  }
`;

const SEARCH_FIELDS: ReadonlySet<string> = new Set(['retailerInventory', 'retailerInventoryV2', 'certifiedInventory']);

interface FilterArgs {
  models?: string[] | null;
  years?: number[] | null;
  trims?: string[] | null;
  colors?: string[] | null;
  features?: string[] | null;
  priceMin?: number | null;
  priceMax?: number | null;
  zip?: string | null;
  radius?: number | null;
  retailerId?: string | null;
  mileageMax?: number | null;
}

type GraphQLSort = 'PRICE_ASC' | 'PRICE_DESC' | 'DISTANCE' | 'YEAR_DESC' | 'YEAR_ASC' | 'MILEAGE_ASC';

function queryOf(kind: InventoryKind, filter: FilterArgs | null | undefined, sort: GraphQLSort | null | undefined): InventoryQuery {
  const query: InventoryQuery = { kind };
  const given = filter ?? {};
  if (given.models) query.models = given.models;
  if (given.years) query.years = given.years;
  if (given.trims) query.trims = given.trims;
  if (given.colors) query.colors = given.colors;
  if (given.features) query.features = given.features;
  if (given.priceMin != null) query.priceMin = given.priceMin;
  if (given.priceMax != null) query.priceMax = given.priceMax;
  if (given.zip != null) {
    if (!/^\d{5}$/.test(given.zip.trim())) throw new BadInput('Invalid request', 'filter.zip: five digits');
    query.zip = given.zip.trim();
  }
  if (given.radius != null) query.radius = given.radius;
  if (given.retailerId != null) query.retailerId = given.retailerId;
  if (given.mileageMax != null) query.mileageMax = given.mileageMax;
  if (sort) query.sort = sort.toLowerCase().replace('_', '-') as InventorySort;
  return query;
}

/** A listing as the GraphQL Vehicle type. */
const vehicleOf = (listing: InventoryListing) => ({
  ...listing,
  retailer: { id: listing.retailerId, name: listing.retailerName, city: listing.retailerCity, state: listing.retailerState },
});

const connectionOf = (result: InventoryPage) => ({
  totalCount: result.total,
  nodes: result.vehicles.map(vehicleOf),
  pageInfo: { hasNextPage: result.nextCursor !== null, endCursor: result.nextCursor },
  facets: result.facets,
});

/** Runs a resolver body, turning refused input into a GraphQL error with code BAD_USER_INPUT. */
async function resolving<T>(body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof BadInput) throw new mercurius.ErrorWithProps(error.reason, { code: 'BAD_USER_INPUT' }, 400);
    throw error;
  }
}

function resolvers(app: FastifyInstance): IResolvers {
  const search = (kind: InventoryKind, args: { filter?: FilterArgs | null; sort?: GraphQLSort | null; first?: number | null; after?: string | null }) =>
    resolving(async () => {
      const query = queryOf(kind, args.filter, args.sort);
      if (args.first != null) query.pageSize = args.first;
      if (args.after) query.after = args.after;
      return connectionOf(await runSearch(app, query));
    });
  const byVin = (kind: InventoryKind, vin: string) =>
    resolving(async () => {
      const problem = vinProblem(app, vin);
      if (problem) throw new BadInput('Invalid VIN', `vin: ${problem}`);
      const found = await app.repositories.inventory.byVin(vin);
      return found && found.kind === kind ? vehicleOf(found) : null;
    });
  return {
    Query: {
      retailerInventory: (_root: unknown, args: { filter?: FilterArgs | null; sort?: GraphQLSort | null; page?: number | null; pageSize?: number | null }) =>
        resolving(async () => {
          const query = queryOf('new', args.filter, args.sort);
          if (args.page != null) query.page = args.page;
          if (args.pageSize != null) query.pageSize = args.pageSize;
          const result = await runSearch(app, query, false);
          return { total: result.total, page: result.page, pageSize: result.pageSize, vehicles: result.vehicles.map(vehicleOf) };
        }),
      retailerInventoryV2: (_root: unknown, args: Parameters<typeof search>[1]) => search('new', args),
      certifiedInventory: (_root: unknown, args: Parameters<typeof search>[1]) => search('cpo', args),
      vehicleByVin: (_root: unknown, args: { vin: string }) => byVin('new', args.vin),
      certifiedVehicleByVin: (_root: unknown, args: { vin: string }) => byVin('cpo', args.vin),
    },
  };
}

// ---- the plugin ----

const inventoryServices: FastifyPluginAsyncZod = async (app) => {
  // The pages search with a ZIP too: the repository measures from the points of the same ZIP index.
  app.repositories.inventory.locateWith((zip) => zipIndex().lookup(zip));

  function fail(reply: FastifyReply, error: unknown): FastifyReply {
    if (error instanceof BadInput) return sendError(reply, 400, error.message, 'BAD_REQUEST', error.reason);
    throw error;
  }

  app.get(
    '/services/inventory/search',
    {
      schema: {
        tags: ['inventory'],
        summary: 'New vehicles at retailers or certified pre-owned vehicles: one page, the total, facet counts and the next cursor',
        querystring: SearchQuery,
        response: { 200: PageSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const input = request.query;
      const query: InventoryQuery = { kind: input.kind };
      if (input.model.length) query.models = input.model;
      if (input.year.length) query.years = input.year;
      if (input.trim.length) query.trims = input.trim;
      if (input.color.length) query.colors = input.color;
      if (input.feature.length) query.features = input.feature;
      if (input.priceMin !== undefined) query.priceMin = input.priceMin;
      if (input.priceMax !== undefined) query.priceMax = input.priceMax;
      if (input.zip) query.zip = input.zip;
      if (input.radius !== undefined) query.radius = input.radius;
      if (input.retailer) query.retailerId = input.retailer;
      if (input.mileageMax !== undefined) query.mileageMax = input.mileageMax;
      if (input.sort) query.sort = input.sort;
      if (input.page !== undefined) query.page = input.page;
      if (input.pageSize !== undefined) query.pageSize = input.pageSize;
      if (input.after) query.after = input.after;
      try {
        return reply.header('cache-control', CACHE).send(await runSearch(app, query));
      } catch (error) {
        return fail(reply, error);
      }
    },
  );

  app.get(
    '/services/inventory/vin/:vin',
    {
      schema: {
        tags: ['inventory'],
        summary: 'One vehicle (new or certified pre-owned) by VIN, with its retailer',
        params: VinParams,
        response: { 200: ListingSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const vin = request.params.vin.trim();
      const problem = vinProblem(app, vin);
      if (problem) return sendError(reply, 400, problem, 'BAD_REQUEST', `vin: ${problem}`);
      const found = await app.repositories.inventory.byVin(vin);
      if (!found) return sendError(reply, 404, 'Vehicle not found', 'NOT_FOUND', `No vehicle with VIN ${vin.toUpperCase()} in the inventory`);
      return reply.header('cache-control', CACHE).send(found);
    },
  );

  // GraphQL, in its own context: mercurius declares JSON-schema routes, so the app's zod compilers do not apply there.
  await app.register(async (graphql) => {
    graphql.setValidatorCompiler(() => (data) => ({ value: data }));
    graphql.setSerializerCompiler(() => (data) => JSON.stringify(data));
    // Size, depth, tokens, cost, aliases, directives, batches, introspection and the document cache's bytes.
    const guard: GuardOptions = {
      limits: GRAPHQL_LIMITS,
      searchFields: SEARCH_FIELDS,
      introspection: app.env.GRAPHQL_INTROSPECTION,
      cacheBytes: app.cacheBytes('graphql'),
    };
    const { additionalRouteOptions, ...limited } = limitOptions(guard);
    await graphql.register(mercurius, {
      schema: SCHEMA,
      resolvers: resolvers(app),
      path: '/services/graphql',
      graphiql: process.env.NODE_ENV === 'development',
      ...limited,
      jit: 1,
      // Its routes carry JSON schemas, not zod ones: the OpenAPI document leaves them out (GraphQL describes itself).
      additionalRouteOptions: { ...additionalRouteOptions, config: { swaggerTransform: false } },
    });
    addLimitHooks(graphql, guard);
  });
};

export default inventoryServices;
