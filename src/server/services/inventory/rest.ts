/**
 * The inventory's REST routes: `GET /services/inventory/search` (new or certified pre-owned vehicles by filters, a
 * page with the total and the facet counts) and `GET /services/inventory/vin/{vin}`. Their query and answers are the
 * contract of `#domain/inventory/contract.ts`; this file turns the query into the repository's and maps errors.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InventoryListingSchema, InventoryPageSchema, InventorySearchQuerySchema, InventoryVinParamsSchema } from '#domain/inventory/contract.ts';
import type { InventoryQuery } from '#domain/inventory/types.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { BadInput, runSearch, vinProblem } from './search.ts';

const CACHE = 'public, max-age=120, stale-while-revalidate=600';
const Errors = { 400: ErrorObject, 404: ErrorObject };

const inventoryRest: FastifyPluginAsyncZod = async (app) => {
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
        querystring: InventorySearchQuerySchema,
        response: { 200: InventoryPageSchema, ...Errors },
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
        params: InventoryVinParamsSchema,
        response: { 200: InventoryListingSchema, ...Errors },
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
};

export default inventoryRest;
