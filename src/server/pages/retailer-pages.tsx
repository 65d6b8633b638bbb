/** The retailer finder, the collision-center finder and one page per retailer (issue 6). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageResult } from '../plugins/render.tsx';

/** The page for `findRetailer` / `collisionCenter`, or null to fall back to the generic page. */
export async function finderPage(_app: FastifyInstance, _key: 'findRetailer' | 'collisionCenter', _request: FastifyRequest, _text: { title: string; description: string }): Promise<PageResult | null> {
  return null;
}
