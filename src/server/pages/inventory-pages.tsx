/** The inventory pages. (Filled in by the inventory work; answers null for the pages it does not render.) */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageResult } from '../plugins/render.tsx';

/** The site-map keys this module renders; they are rendered per request (they read the query and cookies). */
export const INVENTORY_PAGES: ReadonlySet<string> = new Set<string>([]);

export async function inventoryPage(_app: FastifyInstance, key: string, _request: FastifyRequest, _text: { title: string; description: string }, _eyebrow: string): Promise<PageResult | null> {
  if (!INVENTORY_PAGES.has(key)) return null;
  return null;
}
