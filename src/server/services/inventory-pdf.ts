/**
 * The inventory's PDFs: a vehicle's sheet (`/services/inventory/pdf/vehicle/{vin}`, new or certified pre-owned by
 * the vehicle's kind), up to three vehicles compared (`/services/inventory/pdf/compare?vin=…`) and the list of a
 * search's results (`/services/inventory/pdf/list?kind=…`, the results pages' own parameters, read as leniently as
 * the pages read them). Generated PDFs are kept in memory keyed by the inventory and catalog versions, the language
 * and the printed day, so a reseeded inventory is never answered from an older copy.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVENTORY_VERSION_KEY, type GeoPoint } from '#db/repositories/inventory.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import { inventorySearch, parseInventoryQuery } from '#domain/inventory/address.ts';
import { InventoryQueryError } from '#domain/inventory/search.ts';
import type { InventoryListing, InventoryQuery } from '#domain/inventory/types.ts';
import { validateField } from '#domain/validation/index.ts';
import { pdfMemo, sendPdf } from '../pdf/delivery.ts';
import { inventoryComparisonPdf, inventoryListPdf, vehicleSheetPdf, type InventoryItem, type InventoryPdfContext } from '../pdf/inventory-documents.ts';
import { ErrorObject, sendError } from '../errors.ts';
import { zipIndex } from '../geo/zip-index.ts';

const Lang = z.enum(LANGUAGES).default('en');
const Errors = { 400: ErrorObject, 404: ErrorObject };
/** The inventory changes (retailers sell, the seed is replaced): caches keep a PDF briefly. */
const CACHE = 'public, max-age=120';
const PDF_CACHE_LIMIT = 100;
/** The most vehicles a list PDF carries; the document says so when the search finds more. */
export const LIST_LIMIT = 200;
/** The most vehicles one comparison shows (as the compare pages). */
export const COMPARE_LIMIT = 3;
/** Vehicles read per search call while gathering a list (the repository's pages are at most 48). */
const LIST_BATCH = 40;

/** A page-address parameter, once or repeated; anything the page would not read is left out, not refused. */
const Loose = (description: string) => z.union([z.string(), z.array(z.string())]).optional().describe(description);

const ListQuery = z.object({
  kind: z.enum(['new', 'cpo']).default('new').describe("new: retailers' new vehicles; cpo: certified pre-owned"),
  lang: Lang,
  model: Loose('Model codes (repeated or comma-separated)'),
  year: Loose('Model years'),
  trim: Loose('Trim codes'),
  color: Loose('Exterior colour codes'),
  feature: Loose('Package codes (a vehicle has every one)'),
  priceMin: Loose('Lowest price, dollars'),
  priceMax: Loose('Highest price, dollars'),
  zip: Loose('Search from this ZIP code (distances are listed; an unknown ZIP is left out)'),
  radius: Loose('Miles from the ZIP: 25, 50, 100, 250 or 500 (default 100)'),
  retailer: Loose("Only this retailer's vehicles (five digits)"),
  mileageMax: Loose('Certified pre-owned: at most this many miles'),
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

const inventoryPdfServices: FastifyPluginAsyncZod = async (app) => {
  const remember = pdfMemo(PDF_CACHE_LIMIT);


  /** What a document depends on besides its own input: the catalog, the language, the inventory's version and the day. */
  async function context(lang: Language): Promise<{ context: InventoryPdfContext; version: string }> {
    const [catalog, inventoryVersion] = await Promise.all([app.repositories.catalog.get(), app.repositories.meta.get(INVENTORY_VERSION_KEY)]);
    const printedOn = today();
    return {
      context: { catalog, lang, brand: app.brand, printedOn, t: createTranslator(app.dictionaries[lang].entries, { brand: app.brand }) },
      version: `${inventoryVersion ?? ''}|${catalog.version}|${lang}|${printedOn}`,
    };
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
      const vin = request.params.vin.trim().toUpperCase();
      const problem = vinProblem(vin);
      if (problem) return sendError(reply, 400, problem, 'BAD_REQUEST', `vin: ${problem}`);
      const listing = await app.repositories.inventory.byVin(vin);
      if (!listing) return sendError(reply, 404, 'Vehicle not found', 'NOT_FOUND', `No vehicle with VIN ${vin} in the inventory`);
      const { lang } = request.query;
      const { context: found, version } = await context(lang);
      const pdf = await remember(`vehicle|${version}|${vin}`, async () => vehicleSheetPdf(found, await item(listing)));
      return sendPdf(reply, pdf, `${safeName(`${app.brand}-${listing.year}-${listing.modelName}-${listing.vin}-${lang}`)}.pdf`, CACHE);
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
      const { lang, vin } = request.query;
      const valid = [...new Set(vin)].filter((item) => vinProblem(item) === null);
      if (!valid.length) return sendError(reply, 400, 'No valid VIN', 'BAD_REQUEST', 'vin: at least one valid VIN');
      const listings = (await Promise.all(valid.map((item) => app.repositories.inventory.byVin(item)))).filter((listing) => listing !== null);
      if (!listings.length) return sendError(reply, 404, 'Vehicles not found', 'NOT_FOUND', `No vehicle with VIN ${valid.join(', ')} in the inventory`);
      const { context: found, version } = await context(lang);
      const pdf = await remember(`compare|${version}|${listings.map((listing) => listing.vin).join(',')}`, async () => inventoryComparisonPdf(found, await Promise.all(listings.map(item))));
      return sendPdf(reply, pdf, `${safeName(`${app.brand}-inventory-comparison-${lang}`)}.pdf`, CACHE);
    },
  );

  /** The first LIST_LIMIT vehicles of a search in its order, and how many match. */
  async function gather(query: InventoryQuery, origin: GeoPoint | null): Promise<{ total: number; vehicles: InventoryListing[] }> {
    const read = (after: string | null) => app.repositories.inventory.search({ ...query, page: 1, pageSize: LIST_BATCH, ...(after ? { after } : {}) }, { origin, facets: false });
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
      const { kind, lang, ...raw } = request.query;
      let query = parseInventoryQuery(raw, kind);
      // As the pages: a ZIP nobody lives at is left out (with its radius) rather than refused.
      const place = query.zip ? zipIndex().lookup(query.zip) : null;
      if (query.zip && !place) {
        const { zip: _zip, radius: _radius, ...rest } = query;
        query = rest;
      }
      query = { ...query, page: 1 };
      const { context: found, version } = await context(lang);
      const search = inventorySearch(query);
      const pdf = await remember(`list|${version}|${kind}|${search}`, async () => {
        let result: { total: number; vehicles: InventoryListing[] };
        try {
          result = await gather(query, place ? { latitude: place.latitude, longitude: place.longitude } : null);
        } catch (error) {
          if (error instanceof InventoryQueryError) throw Object.assign(new Error(error.message), { statusCode: 400, code: 'BAD_REQUEST' });
          throw error;
        }
        const retailer = query.retailerId ? await app.repositories.retailers.byId(query.retailerId) : null;
        return inventoryListPdf(found, { query, ...result, place: place ? { zip: place.zipCode, city: place.city, state: place.state } : null, retailerName: retailer?.name ?? null });
      });
      return sendPdf(reply, pdf, `${safeName(`${app.brand}-${kind === 'cpo' ? 'certified-pre-owned' : 'local-inventory'}-${lang}`)}.pdf`, CACHE);
    },
  );
};

export default inventoryPdfServices;
