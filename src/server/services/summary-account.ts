/**
 * The spec's summaryData.summaryAccountId (decision 033): the retailer account a Build & Price summary is priced for
 * and attributed to — the visitor's preferred retailer, when it is a retailer the site has and it is Active. The build
 * data service, the Build & Price page and a lead's build all answer it by this one rule.
 */
import type { FastifyInstance } from 'fastify';
import { isRetailerId } from '#domain/geo/geo-data.ts';

export async function summaryAccountId(app: FastifyInstance, retailerId: string | null | undefined): Promise<string | null> {
  if (!isRetailerId(retailerId)) return null;
  const retailer = await app.repositories.retailers.byId(retailerId);
  return retailer?.status === 'Active' ? retailer.id : null;
}
