/**
 * The inventory's PDFs: a vehicle's sheet (`/services/inventory/pdf/vehicle/{vin}`, new or certified pre-owned by
 * the vehicle's kind), up to three vehicles compared (`/services/inventory/pdf/compare?vin=…`) and the list of a
 * search's results (`/services/inventory/pdf/list?kind=…`, the results pages' own parameters, read as leniently as
 * the pages read them). Generated PDFs are kept in memory keyed by the inventory and catalog versions, the language
 * and the printed day, so a reseeded inventory is never answered from an older copy.
 *
 * The data is gathered here (database reads) and the documents are drawn in the PDF worker pool
 * (src/server/pdf/delivery.ts). Every PDF request counts in the per-IP "pdf" limit (PDF_RATE_LIMIT). A list's cache key
 * holds only values the inventory page offers: list filters must name catalog codes and years, the mileage one of the
 * page's choices and the retailer one of the network's (else 400); prices are snapped outwards to the page's $500 steps;
 * the values are put in catalog order. So no sequence of addresses makes more distinct lists than the page can.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVENTORY_VERSION_KEY, type GeoPoint } from '#db/repositories/inventory.ts';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { inventorySearch, MILEAGE_LIMITS, parseInventoryQuery } from '#domain/inventory/address.ts';
import { COMPARE_LIMIT } from '#domain/inventory/compare-picks.ts';
import { InventoryKindSchema } from '#domain/inventory/contract.ts';
import { InventoryQueryError } from '#domain/inventory/search.ts';
import type { InventoryListing, InventoryQuery } from '#domain/inventory/types.ts';
import { validateField } from '#domain/validation/index.ts';
import { answerPdf, pdfDelivery } from '#server/pdf/delivery.ts';
import type { InventoryItem } from '#server/pdf/inventory-documents.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { zipIndex } from '#server/geo/zip-index.ts';

const Lang = z.enum(LANGUAGES).default('en');
const Errors = { 400: ErrorObject, 404: ErrorObject, 429: ErrorObject, 503: ErrorObject };
/** The inventory changes (retailers sell, the seed is replaced): caches keep a PDF briefly. */
const CACHE = 'public, max-age=120';
/** The inventory page's price fields step by this many dollars (src/ui/islands/inventory-filters.tsx). */
export const PRICE_STEP = 500;
/** The most vehicles a list PDF carries; the document says so when the search finds more. */
export const LIST_LIMIT = 200;
/** Vehicles read per search call while gathering a list (the repository's pages are at most 48). */
const LIST_BATCH = 40;

/** A page-address parameter, once or repeated; anything the page would not read is left out, not refused. */
const Loose = (description: string) => z.union([z.string(), z.array(z.string())]).optional().describe(description);

const ListQuery = z.object({
  kind: InventoryKindSchema.default('new').describe("new: retailers' new vehicles; cpo: certified pre-owned"),
  lang: Lang,
  model: Loose('Model codes (repeated or comma-separated)'),
  year: Loose('Model years'),
  trim: Loose('Trim codes'),
  color: Loose('Exterior colour codes'),
  feature: Loose('Package codes (a vehicle has every one)'),
  priceMin: Loose(`Lowest price, dollars (rounded down to the page's $${PRICE_STEP} steps)`),
  priceMax: Loose(`Highest price, dollars (rounded up to the page's $${PRICE_STEP} steps)`),
  zip: Loose('Search from this ZIP code (distances are listed; an unknown ZIP is left out)'),
  radius: Loose('Miles from the ZIP: 25, 50, 100, 250 or 500 (default 100)'),
  retailer: Loose("Only this retailer's vehicles (five digits, a retailer of the network)"),
  mileageMax: Loose(`Certified pre-owned: at most this many miles (${MILEAGE_LIMITS.join(', ')})`),
  sort: Loose('price-asc, price-desc, distance, year-desc, year-asc or mileage-asc'),
});

const CompareQuery = z.object({
  lang: Lang,
  vin: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim().toUpperCase())
        .filter((part) => part !== ''),
    )
    .pipe(z.array(z.string().max(64)).min(1, 'at least one VIN').max(COMPARE_LIMIT, `at most ${COMPARE_LIMIT} VINs`))
    .describe(`Up to ${COMPARE_LIMIT} VINs, repeated (vin=A&vin=B) or comma-separated; VINs that fail the VIN rule are left out, unknown ones too`),
});

/** YYYY-MM-DD today (UTC): printed on the documents, so part of their cache keys. */
const today = () => new Date().toISOString().slice(0, 10);

const safeName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The values the inventory page's list filters offer, each in catalog order (its position: the canonical order). */
interface Offered {
  models: Map<string, number>;
  years: Map<number, number>;
  trims: Map<string, number>;
  colors: Map<string, number>;
  features: Map<string, number>;
}

function offeredBy(catalog: Catalog): Offered {
  const offered: Offered = { models: new Map(), years: new Map(), trims: new Map(), colors: new Map(), features: new Map() };
  const add = <K>(map: Map<K, number>, key: K) => {
    if (!map.has(key)) map.set(key, map.size);
  };
  for (const model of catalog.models) {
    add(offered.models, model.code);
    for (const year of model.years) {
      for (const trim of year.trims) {
        add(offered.trims, trim.code);
        for (const item of trim.optionPackages) add(offered.features, item.code);
      }
      for (const color of year.exteriorColors) add(offered.colors, color.code);
    }
  }
  for (const year of [...new Set(catalog.models.flatMap((model) => model.years.map((item) => item.year)))].sort((a, b) => a - b)) add(offered.years, year);
  return offered;
}

const offeredCache = new WeakMap<Catalog, Offered>();
const offeredIn = (catalog: Catalog): Offered => {
  let offered = offeredCache.get(catalog);
  if (!offered) {
    offered = offeredBy(catalog);
    offeredCache.set(catalog, offered);
  }
  return offered;
};

/**
 * A list search reduced to what the inventory page offers, or the reason it cannot be: codes and years the catalog
 * has (in catalog order), a mileage from the page's choices, prices on the page's $500 steps (the minimum rounded
 * down, the maximum up, so the list holds every vehicle the page shows). The page's lenient reading (unreadable
 * values, an unknown order, an off-list radius) has already collapsed the rest.
 */
export function normaliseListQuery(query: InventoryQuery, catalog: Catalog): { query: InventoryQuery } | { problem: string } {
  const offered = offeredIn(catalog);
  const next: InventoryQuery = { ...query };
  const lists = [
    ['model', 'models', offered.models],
    ['trim', 'trims', offered.trims],
    ['color', 'colors', offered.colors],
    ['feature', 'features', offered.features],
  ] as const;
  for (const [name, field, known] of lists) {
    const values = query[field];
    if (!values) continue;
    const unknown = values.filter((value) => !known.has(value));
    if (unknown.length) return { problem: `${name}: not offered: ${unknown.join(', ')}` };
    next[field] = [...values].sort((a, b) => (known.get(a) ?? 0) - (known.get(b) ?? 0));
  }
  if (query.years) {
    const unknown = query.years.filter((year) => !offered.years.has(year));
    if (unknown.length) return { problem: `year: not offered: ${unknown.join(', ')}` };
    next.years = [...query.years].sort((a, b) => a - b);
  }
  if (query.mileageMax !== undefined && !(MILEAGE_LIMITS as readonly number[]).includes(query.mileageMax)) {
    return { problem: `mileageMax: one of ${MILEAGE_LIMITS.join(', ')}` };
  }
  if (query.priceMin !== undefined) next.priceMin = Math.floor(query.priceMin / PRICE_STEP) * PRICE_STEP;
  if (query.priceMax !== undefined) next.priceMax = Math.ceil(query.priceMax / PRICE_STEP) * PRICE_STEP;
  return { query: next };
}

const inventoryPdfServices: FastifyPluginAsyncZod = async (app) => {
  // Every PDF request counts in the visitor's "pdf" bucket (PDF_RATE_LIMIT); past it the answer is 429 with Retry-After.
  const delivery = pdfDelivery(app);

  /** What a document depends on besides its own input: the catalog, the language, the inventory's version and the day. */
  async function context(lang: Language): Promise<{ catalog: Catalog; printedOn: string; version: string }> {
    const [catalog, inventoryVersion] = await Promise.all([app.repositories.catalog.get(), app.repositories.meta.get(INVENTORY_VERSION_KEY)]);
    const printedOn = today();
    return { catalog, printedOn, version: `${inventoryVersion ?? ''}|${catalog.version}|${lang}|${printedOn}` };
  }

  /** The VIN rule's verdict (the same the forms and the inventory services give). */
  const vinProblem = (vin: string) => validateField('vin', vin, { values: {}, brand: app.brand, required: true })?.message ?? null;

  async function item(listing: InventoryListing): Promise<InventoryItem> {
    return { listing, retailer: await app.repositories.retailers.byId(listing.retailerId) };
  }


  app.get(
    '/services/inventory/pdf/vehicle/:vin',
    {
      schema: {
        tags: ['inventory'],
        summary: "One vehicle's sheet as a PDF: new (MSRP with destination) or certified pre-owned (mileage, certification date), by the vehicle's kind",
        params: z.object({ vin: z.string().max(64).describe('17 characters') }),
        querystring: z.object({ lang: Lang }),
        response: Errors,
      },
    },
    async (request, reply) => {
      if (!(await app.limitAllows('pdf', app.env.PDF_RATE_LIMIT, request, reply))) return reply;
      const vin = request.params.vin.trim().toUpperCase();
      const problem = vinProblem(vin);
      if (problem) return sendError(reply, 400, problem, 'BAD_REQUEST', `vin: ${problem}`);
      const listing = await app.repositories.inventory.byVin(vin);
      if (!listing) return sendError(reply, 404, 'Vehicle not found', 'NOT_FOUND', `No vehicle with VIN ${vin} in the inventory`);
      const { lang } = request.query;
      const { catalog, printedOn, version } = await context(lang);
      const pdf = delivery.pdf(`inventory-vehicle|${version}|${vin}`, async () => ({ catalog, job: { kind: 'inventory-vehicle', lang, brand: app.brand, day: printedOn, item: await item(listing) } }));
      return answerPdf(reply, pdf, `${safeName(`${app.brand}-${listing.year}-${listing.modelName}-${listing.vin}-${lang}`)}.pdf`, CACHE);
    },
  );

  app.get(
    '/services/inventory/pdf/compare',
    {
      schema: {
        tags: ['inventory'],
        summary: `Up to ${COMPARE_LIMIT} inventory vehicles compared side by side as a PDF (landscape for three)`,
        querystring: CompareQuery,
        response: Errors,
      },
    },
    async (request, reply) => {
      if (!(await app.limitAllows('pdf', app.env.PDF_RATE_LIMIT, request, reply))) return reply;
      const { lang, vin } = request.query;
      const valid = [...new Set(vin)].filter((item) => vinProblem(item) === null);
      if (!valid.length) return sendError(reply, 400, 'No valid VIN', 'BAD_REQUEST', 'vin: at least one valid VIN');
      const listings = (await Promise.all(valid.map((item) => app.repositories.inventory.byVin(item)))).filter((listing) => listing !== null);
      if (!listings.length) return sendError(reply, 404, 'Vehicles not found', 'NOT_FOUND', `No vehicle with VIN ${valid.join(', ')} in the inventory`);
      const { catalog, printedOn, version } = await context(lang);
      const pdf = delivery.pdf(`inventory-compare|${version}|${listings.map((listing) => listing.vin).join(',')}`, async () => ({
        catalog,
        job: { kind: 'inventory-compare', lang, brand: app.brand, day: printedOn, items: await Promise.all(listings.map(item)) },
      }));
      return answerPdf(reply, pdf, `${safeName(`${app.brand}-inventory-comparison-${lang}`)}.pdf`, CACHE);
    },
  );

  /**
   * The first LIST_LIMIT vehicles of a search in its order, and how many match. Each read waits its turn in the event
   * loop first: with the embedded PGlite a query runs on this thread, and several lists gathered at once would
   * otherwise chain their queries through promise callbacks into one long stretch no other request could cut into.
   */
  async function gather(query: InventoryQuery, origin: GeoPoint | null): Promise<{ total: number; vehicles: InventoryListing[] }> {
    const read = async (after: string | null) => {
      await new Promise((resolve) => setImmediate(resolve));
      return app.repositories.inventory.search({ ...query, page: 1, pageSize: LIST_BATCH, ...(after ? { after } : {}) }, { origin, facets: false });
    };
    let page = await read(null);
    const { total } = page;
    const vehicles = [...page.vehicles];
    while (page.nextCursor && vehicles.length < LIST_LIMIT) {
      page = await read(page.nextCursor);
      vehicles.push(...page.vehicles);
    }
    return { total, vehicles: vehicles.slice(0, LIST_LIMIT) };
  }

  app.get(
    '/services/inventory/pdf/list',
    {
      schema: {
        tags: ['inventory'],
        summary: `The results of an inventory search as a PDF (the results pages' parameters; at most ${LIST_LIMIT} vehicles, the document says when there are more)`,
        querystring: ListQuery,
        response: Errors,
      },
    },
    async (request, reply) => {
      if (!(await app.limitAllows('pdf', app.env.PDF_RATE_LIMIT, request, reply))) return reply;
      const { kind, lang, ...raw } = request.query;
      const { catalog, printedOn, version } = await context(lang);
      const normalised = normaliseListQuery(parseInventoryQuery(raw, kind), catalog);
      if ('problem' in normalised) return sendError(reply, 400, 'Invalid request', 'BAD_REQUEST', normalised.problem);
      let query = normalised.query;
      if (query.retailerId && !(await app.repositories.retailers.byId(query.retailerId))) {
        return sendError(reply, 400, 'Invalid request', 'BAD_REQUEST', `retailer: no retailer ${query.retailerId}`);
      }
      // As the pages: a ZIP nobody lives at is left out (with its radius) rather than refused.
      const place = query.zip ? zipIndex().lookup(query.zip) : null;
      if (query.zip && !place) {
        const { zip: _zip, radius: _radius, ...rest } = query;
        query = rest;
      }
      query = { ...query, page: 1 };
      const search = inventorySearch(query);
      const pdf = delivery.pdf(`inventory-list|${version}|${kind}|${search}`, async () => {
        let result: { total: number; vehicles: InventoryListing[] };
        try {
          result = await gather(query, place ? { latitude: place.latitude, longitude: place.longitude } : null);
        } catch (error) {
          if (error instanceof InventoryQueryError) throw Object.assign(new Error(error.message), { statusCode: 400, code: 'BAD_REQUEST' });
          throw error;
        }
        const retailer = query.retailerId ? await app.repositories.retailers.byId(query.retailerId) : null;
        const input = { query, ...result, place: place ? { zip: place.zipCode, city: place.city, state: place.state } : null, retailerName: retailer?.name ?? null };
        return { catalog, job: { kind: 'inventory-list', lang, brand: app.brand, day: printedOn, input } };
      });
      return answerPdf(reply, pdf, `${safeName(`${app.brand}-${kind === 'cpo' ? 'certified-pre-owned' : 'local-inventory'}-${lang}`)}.pdf`, CACHE);
    },
  );
};

export default inventoryPdfServices;
