/**
 * The resolvers of the inventory's GraphQL schema (`./graphql-schema.ts`): GraphQL filters and sorts turned into the
 * repository's query, listings into the Vehicle type, and refused input into errors with code BAD_USER_INPUT.
 */
import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import type { InventoryKind, InventoryListing, InventoryPage, InventoryQuery, InventorySort } from '#domain/inventory/types.ts';
import { BadInput, runSearch, vinProblem } from './search.ts';

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

export function resolvers(app: FastifyInstance): IResolvers {
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
