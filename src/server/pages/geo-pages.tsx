/** The confirm-your-ZIP and confirm-your-retailer pages (issue 6). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageResult } from '../plugins/render.tsx';

/** The page for `confirmZip` / `confirmRetailer`, or null to fall back to the generic page. */
export async function geoPage(_app: FastifyInstance, _key: 'confirmZip' | 'confirmRetailer', _request: FastifyRequest, _text: { title: string; description: string }): Promise<PageResult | null> {
  return null;
}
