/**
 * What the inventory's REST routes and GraphQL resolvers share: a ZIP turned into a point (the server's ZIP index),
 * the VIN rule's verdict, and the repository's search with refused input as one error type.
 */
import type { FastifyInstance } from 'fastify';
import { InventoryQueryError } from '#domain/inventory/search.ts';
import type { InventoryPage, InventoryQuery } from '#domain/inventory/types.ts';
import { validateField } from '#domain/validation/index.ts';
import type { GeoPoint } from '#db/repositories/inventory.ts';
import { zipIndex } from '#server/geo/zip-index.ts';

/** Thrown for input the inventory refuses; REST answers 400, GraphQL a BAD_USER_INPUT error. */
export class BadInput extends Error {
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
export function vinProblem(app: FastifyInstance, vin: string): string | null {
  return validateField('vin', vin, { values: {}, brand: app.brand, required: true })?.message ?? null;
}

export async function runSearch(app: FastifyInstance, query: InventoryQuery, facets = true): Promise<InventoryPage> {
  const origin = originFor(query.zip);
  try {
    return await app.repositories.inventory.search(query, { origin, facets });
  } catch (error) {
    if (error instanceof InventoryQueryError) throw new BadInput('Invalid request', error.message);
    throw error;
  }
}
