/**
 * GraphQL at `/services/graphql` (mercurius) in a context of its own: mercurius declares JSON-schema routes, so the
 * app's zod compilers are replaced here by pass-through ones. Every document goes through the limits of
 * `./graphql-limits.ts` (size, depth, tokens, cost, aliases, directives, batches, introspection).
 */
import type { FastifyPluginAsync } from 'fastify';
import mercurius from 'mercurius';
import { addLimitHooks, DEFAULT_GRAPHQL_LIMITS, limitOptions, type GuardOptions } from './graphql-limits.ts';
import { SCHEMA, SEARCH_FIELDS } from './graphql-schema.ts';
import { resolvers } from './resolvers.ts';

/**
 * GraphQL: the deepest query accepted, the searches one operation may run, the fields it may select, its aliases and
 * directives, and the size of the document (`./graphql-limits.ts` says what each one means).
 */
export const GRAPHQL_LIMITS = DEFAULT_GRAPHQL_LIMITS;

const inventoryGraphql: FastifyPluginAsync = async (app) => {
  app.setValidatorCompiler(() => (data: unknown) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Size, depth, tokens, cost, aliases, directives, batches, introspection and the document cache's bytes.
  const guard: GuardOptions = {
    limits: GRAPHQL_LIMITS,
    searchFields: SEARCH_FIELDS,
    introspection: app.env.GRAPHQL_INTROSPECTION,
    cacheBytes: app.cacheBytes('graphql'),
  };
  const { additionalRouteOptions, ...limited } = limitOptions(guard);
  await app.register(mercurius, {
    schema: SCHEMA,
    resolvers: resolvers(app),
    path: '/services/graphql',
    graphiql: app.env.NODE_ENV === 'development',
    ...limited,
    jit: 1,
    // Its routes carry JSON schemas, not zod ones: the OpenAPI document leaves them out (GraphQL describes itself).
    additionalRouteOptions: { ...additionalRouteOptions, config: { swaggerTransform: false } },
  });
  addLimitHooks(app, guard);
};

export default inventoryGraphql;
