/**
 * The in-process caches' byte budgets: CACHE_MAX_MB in all (src/config/env.ts), shared out by a fixed share per cache.
 * Each cache is an LruCache bounded by these bytes, so no sequence of requests — however many unique keys — can make
 * the caches together hold more than CACHE_MAX_MB (docs/decisions/011-bounded-work.md). The inventory's facet counts,
 * kept by the repository layer, have a fixed budget of their own (8 MiB, src/db/repositories/inventory.ts).
 */
export const CACHE_SHARES = {
  /** Rendered pages (src/server/plugins/render.tsx). */
  pages: 0.3,
  /** Generated PDFs (src/server/pdf/delivery.ts). */
  pdf: 0.3,
  /** Drawn SVG images (src/server/services/images.ts). */
  images: 0.2,
  /** Drawn static maps (src/server/services/static-maps.ts). */
  maps: 0.05,
  /** GraphQL's parsed and validated documents (src/server/services/inventory/graphql.ts). */
  graphql: 0.15,
} as const;

export type CacheName = keyof typeof CACHE_SHARES;

/** The bytes the cache `name` may hold, given CACHE_MAX_MB. */
export function cacheBytes(totalMb: number, name: CacheName): number {
  return Math.floor(totalMb * 1024 * 1024 * CACHE_SHARES[name]);
}
