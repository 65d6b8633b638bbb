/**
 * The inventory contract: what a retailer has in stock (new vehicles) and the certified pre-owned vehicles, as the
 * repository answers and the services and pages show them. Prices are whole US dollars, like the catalog's.
 */

/** The shapes the services answer are declared once, as zod schemas, in `./contract.ts`; these are their types. */
export type { FacetValue, InventoryFacets, InventoryKind, InventoryListing, InventoryPage, InventoryStatus, InventoryVehicle } from './contract.ts';
import type { InventoryKind } from './contract.ts';

export type InventorySort = 'price-asc' | 'price-desc' | 'distance' | 'year-desc' | 'year-asc' | 'mileage-asc';

export interface InventoryQuery {
  kind: InventoryKind;
  models?: string[];
  years?: number[];
  trims?: string[];
  /** Exterior colour codes. */
  colors?: string[];
  priceMin?: number;
  priceMax?: number;
  /** Package codes: a vehicle matches when it has every one. */
  features?: string[];
  /** Searching from a ZIP: distances are in miles from it; `radius` limits them. */
  zip?: string;
  radius?: number;
  retailerId?: string;
  /** CPO: at most this many miles. */
  mileageMax?: number;
  sort?: InventorySort;
  /** 1-based page of `pageSize` results (v1 / REST) … */
  page?: number;
  pageSize?: number;
  /** … or an opaque cursor from a previous answer (v2). */
  after?: string;
}
