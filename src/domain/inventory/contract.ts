/**
 * The contract of `/services/inventory/*` (decision 005): the zod schemas of what a retailer has in stock (new
 * vehicles) and the certified pre-owned vehicles as the services answer them, and of the search's query. The routes
 * declare them (so the OpenAPI document shows them) and the inventory types of `./types.ts` are inferred from them.
 * Prices are whole US dollars, like the catalog's.
 */
import { z } from 'zod';
import { INVENTORY_SORTS, MAX_LIST, MAX_PAGE, MAX_PAGE_SIZE, MAX_RADIUS_MILES } from './search.ts';

export const InventoryKindSchema = z.enum(['new', 'cpo']);
export const InventoryStatusSchema = z.enum(['in-stock', 'in-transit']);

export const InventoryVehicleSchema = z.object({
  vin: z.string().describe('17 characters, a brand prefix, a correct check digit at position 9 (the VIN rule passes it); unique'),
  kind: InventoryKindSchema,
  status: InventoryStatusSchema,
  stockNumber: z.string(),
  retailerId: z.string(),
  year: z.number().int(),
  modelCode: z.string(),
  modelName: z.string(),
  trimCode: z.string(),
  trimName: z.string(),
  transmission: z.string().describe('Transmission code'),
  exteriorColor: z.object({ code: z.string(), name: z.string(), hex: z.string() }),
  interiorColor: z.object({ code: z.string(), name: z.string() }),
  packages: z.array(z.string()).describe('Package codes (at most one for new vehicles, as Build & Price allows)'),
  accessories: z.array(z.string()).describe('Accessory codes'),
  msrp: z.number().int().describe('The catalog MSRP of this build (trim, transmission, paint, package, accessories), without destination'),
  price: z.number().int().describe("New: MSRP plus the destination charge (default region); CPO: the retailer's price"),
  mileage: z.number().int().nullable().describe('CPO only (null for new)'),
  certifiedOn: z.string().nullable().describe('CPO only, YYYY-MM-DD (null for new)'),
});

/** A vehicle as a search or a VIN look-up answers it: with its retailer, and its distance from the searched ZIP. */
export const InventoryListingSchema = InventoryVehicleSchema.extend({
  retailerName: z.string(),
  retailerCity: z.string(),
  retailerState: z.string(),
  distance: z.number().nullable().describe('Miles from the searched ZIP, one decimal; null without a ZIP'),
});

export const FacetValueSchema = z.object({
  value: z.string(),
  label: z.string().describe('English (model, trim, colour or package name); pages translate what the catalog translates'),
  count: z.number().int(),
});

const RangeSchema = z.object({ min: z.number().int(), max: z.number().int() }).nullable();

export const InventoryFacetsSchema = z
  .object({
    models: z.array(FacetValueSchema),
    years: z.array(FacetValueSchema),
    trims: z.array(FacetValueSchema),
    colors: z.array(FacetValueSchema),
    features: z.array(FacetValueSchema).describe('Packages'),
    price: RangeSchema.describe('Lowest and highest price matching every filter except the price range (null when none), so a price control shows the whole span'),
    mileage: RangeSchema.describe('Likewise without mileageMax'),
  })
  .describe("Counts per value, each facet computed with every filter except its own (so choices stay visible); price and mileage ranges likewise");

export const InventoryPageSchema = z.object({
  total: z.number().int(),
  vehicles: z.array(InventoryListingSchema),
  facets: InventoryFacetsSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
});

// ---- the search's query string ----

/** A list parameter: repeated (`model=A&model=B`) or comma-separated (`model=A,B`). */
const listOf = <T extends z.ZodType<unknown, string>>(item: T, description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(item).max(MAX_LIST, `at most ${MAX_LIST} values`))
    .describe(description);
const Code = z
  .string()
  // Either case (upper-cased below); a regex flag would not reach the OpenAPI document's pattern.
  .regex(/^[A-Za-z0-9-]{1,12}$/, 'a catalog code')
  .transform((code) => code.toUpperCase());
const Year = z
  .string()
  .regex(/^\d{4}$/, 'a four-digit model year')
  .transform(Number);
/** Whole numbers as digits (z.coerce would read an empty parameter as 0). */
const Whole = (description: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'a whole number')
    .transform(Number)
    .pipe(z.number().max(max, `at most ${max}`))
    .optional()
    .describe(description);

/** `GET /services/inventory/search`'s query string. */
export const InventorySearchQuerySchema = z.object({
  kind: InventoryKindSchema.default('new').describe("new: retailers' new vehicles; cpo: certified pre-owned"),
  model: listOf(Code, 'Model codes (any of them)'),
  year: listOf(Year, 'Model years (any of them)'),
  trim: listOf(Code, 'Trim codes (any of them)'),
  color: listOf(Code, 'Exterior colour codes (any of them)'),
  feature: listOf(Code, 'Package codes (a vehicle must have every one)'),
  priceMin: Whole('Lowest price, dollars', 10_000_000),
  priceMax: Whole('Highest price, dollars', 10_000_000),
  zip: z.string().trim().regex(/^\d{5}$/, 'five digits').optional().describe('Measure distances from this ZIP code (nearest first by default)'),
  radius: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d+)?$/, 'miles')
    .transform(Number)
    .pipe(z.number().positive().max(MAX_RADIUS_MILES))
    .optional()
    .describe(`Only vehicles within this many miles of the ZIP (at most ${MAX_RADIUS_MILES})`),
  retailer: z.string().trim().regex(/^\d{5}$/, 'a retailer id (five digits)').optional().describe("Only this retailer's vehicles"),
  mileageMax: Whole('CPO only: at most this many miles', 1_000_000),
  sort: z
    .enum(INVENTORY_SORTS as [(typeof INVENTORY_SORTS)[number], ...(typeof INVENTORY_SORTS)[number][]])
    .optional()
    .describe('Default: distance with a ZIP, else price-asc'),
  page: Whole(`1-based page (at most ${MAX_PAGE}; deeper pages by cursor)`, MAX_PAGE),
  pageSize: Whole(`Vehicles per page, 1 to ${MAX_PAGE_SIZE} (default 24)`, MAX_PAGE_SIZE),
  after: z.string().max(200).optional().describe('A nextCursor from the previous page (the page number is then ignored)'),
});

/** `/services/inventory/vin/{vin}`: the VIN rule itself is the handler's, so its message is the forms' one. */
export const InventoryVinParamsSchema = z.object({ vin: z.string().max(64).describe('17 characters') });

export type InventoryKind = z.infer<typeof InventoryKindSchema>;
export type InventoryStatus = z.infer<typeof InventoryStatusSchema>;
export type InventoryVehicle = z.infer<typeof InventoryVehicleSchema>;
export type InventoryListing = z.infer<typeof InventoryListingSchema>;
export type FacetValue = z.infer<typeof FacetValueSchema>;
export type InventoryFacets = z.infer<typeof InventoryFacetsSchema>;
export type InventoryPage = z.infer<typeof InventoryPageSchema>;
