/**
 * The inventory services: REST (`./rest.ts`: `GET /services/inventory/search` and `GET /services/inventory/vin/{vin}`,
 * whose contract is `#domain/inventory/contract.ts`) and GraphQL at `/services/graphql` (`./graphql.ts`: the schema,
 * its resolvers and its limits beside it). Both answer from the inventory repository's SQL through `./search.ts`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zipIndex } from '#server/geo/zip-index.ts';
import inventoryGraphql from './graphql.ts';
import inventoryRest from './rest.ts';

export { GRAPHQL_LIMITS } from './graphql.ts';

const inventoryServices: FastifyPluginAsyncZod = async (app) => {
  // The pages search with a ZIP too: the repository measures from the points of the same ZIP index.
  app.repositories.inventory.locateWith((zip) => zipIndex().lookup(zip));
  await app.register(inventoryRest);
  await app.register(inventoryGraphql);
};

export default inventoryServices;
