/**
 * The inventory contract: what a retailer has in stock (new vehicles) and the certified pre-owned vehicles, as the
 * repository answers and the services and pages show them. Prices are whole US dollars, like the catalog's.
 */

export type InventoryKind = 'new' | 'cpo';
export type InventoryStatus = 'in-stock' | 'in-transit';

export interface InventoryVehicle {
  /** 17 characters, a brand prefix, a correct check digit (the VIN rule passes it); unique. */
  vin: string;
  kind: InventoryKind;
  status: InventoryStatus;
  stockNumber: string;
  retailerId: string;
  year: number;
  modelCode: string;
  modelName: string;
  trimCode: string;
  trimName: string;
  transmission: string;
  exteriorColor: { code: string; name: string; hex: string };
  interiorColor: { code: string; name: string };
  /** Package codes (at most one for new vehicles, as Build & Price allows). */
  packages: string[];
  /** Accessory codes. */
  accessories: string[];
  /** The catalog's MSRP for this build: trim + paint + package + accessories, without destination. */
  msrp: number;
  /** What the vehicle is offered at: for new vehicles the MSRP plus destination; for CPO the retailer's price. */
  price: number;
  /** CPO only (null for new). */
  mileage: number | null;
  /** CPO only, YYYY-MM-DD (null for new). */
  certifiedOn: string | null;
}

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

export interface InventoryListing extends InventoryVehicle {
  retailerName: string;
  retailerCity: string;
  retailerState: string;
  /** Miles from the searched ZIP, one decimal; null without a ZIP. */
  distance: number | null;
}

export interface FacetValue {
  value: string;
  /** English label (model name, trim name, colour name, package name); pages translate what the catalog translates. */
  label: string;
  count: number;
}

export interface InventoryFacets {
  models: FacetValue[];
  years: FacetValue[];
  trims: FacetValue[];
  colors: FacetValue[];
  features: FacetValue[];
  /**
   * Lowest and highest price of the vehicles matching every filter except the price range (null when none), so a
   * price control can show the whole span the other choices allow; `mileage` likewise without mileageMax.
   */
  price: { min: number; max: number } | null;
  mileage: { min: number; max: number } | null;
}

export interface InventoryPage {
  total: number;
  vehicles: InventoryListing[];
  /** Counts for each facet computed with every filter except that facet's own (so choices stay visible). */
  facets: InventoryFacets;
  page: number;
  pageSize: number;
  /** v2: the cursor of the next page, null on the last. */
  nextCursor: string | null;
}
