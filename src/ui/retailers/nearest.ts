/**
 * The one way the islands ask for a list of retailers: the lead form's retailer choice, the retailer finder and
 * confirm-your-retailer all call `/services/dealers/by/zip` (the finder also `/services/dealers/query`) through the
 * typed client and read its answer as one of a few outcomes, so each decides only what an outcome means for it.
 */
import { retailersByQuery, retailersNear, type ApiResult } from '#client/api.ts';
import type { RetailerList } from '#domain/retailers/contract.ts';
import type { RetailerService } from '#domain/retailers/types.ts';

/**
 * A list, or why there is none: the place is not a ZIP code the service takes (400), is not known to it (404), the
 * service failed (another status), no usable answer came (the network, an answer that breaks the contract), or the
 * caller gave up (aborted).
 */
export type RetailersAnswer =
  | { kind: 'list'; list: RetailerList }
  | { kind: 'invalidZip' }
  | { kind: 'unknownZip' }
  | { kind: 'failed' }
  | { kind: 'unreachable' }
  | { kind: 'aborted' };

export interface RetailersRequest {
  count: number;
  /** Only retailers offering this service (the collision-center finder). */
  service?: RetailerService | null;
  signal?: AbortSignal;
}

function answerOf(result: ApiResult<RetailerList>): RetailersAnswer {
  if (result.ok) return { kind: 'list', list: result.data };
  const { error } = result;
  if (error.kind === 'aborted') return { kind: 'aborted' };
  if (error.kind !== 'status') return { kind: 'unreachable' };
  return error.status === 400 ? { kind: 'invalidZip' } : error.status === 404 ? { kind: 'unknownZip' } : { kind: 'failed' };
}

/** The retailers nearest a ZIP code, nearest first. */
export async function findRetailersNear(zipcode: string, { count, service, signal }: RetailersRequest): Promise<RetailersAnswer> {
  return answerOf(await retailersNear({ zipcode, count, ...(service ? { service } : {}) }, signal));
}

/** The retailers matching what the visitor typed: a ZIP code goes to by/zip, anything else (a city, a name) to query. */
export async function findRetailers(text: string, request: RetailersRequest): Promise<RetailersAnswer> {
  if (/^\d{5}$/.test(text)) return findRetailersNear(text, request);
  const { count, service, signal } = request;
  return answerOf(await retailersByQuery({ query: text, count, ...(service ? { service } : {}) }, signal));
}
