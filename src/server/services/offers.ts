/**
 * The special offers: `catalog/offers.json`, read and checked once at start (zod, then against the catalog and the
 * catalog's disclaimer numbers), and the spec's "special offers models and by dealer" services over it:
 * `/services/offers/models` (the offers of the visitor's region, from their ZIP, grouped by model) and
 * `/services/offers/dealer/{dealerId}` (the offers valid at a retailer). Which offers run is decided by the pure
 * rules of `#domain/offers/`; "today" is the request time, read through `app.offers.now()` so tests can set it.
 */
import { readFile } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findModel, type Catalog } from '#domain/catalog/catalog.ts';
import { salesArea } from '#domain/geo/regions.ts';
import { normaliseZip } from '#domain/geo/zip.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import { offerCatalogProblems } from '#domain/offers/catalog-check.ts';
import { OFFER_TYPES, parseOffersFile, REGION_CODES, type OffersFile } from '#domain/offers/schema.ts';
import { offersAnswer, type OffersAnswer } from '#domain/offers/view.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { zipIndex } from '#server/geo/zip-index.ts';

export const OFFERS_FILE = new URL('../../../catalog/offers.json', import.meta.url);

/** Offers change once a day (at midnight in each region): a few minutes of caching never shows a stale day for long. */
const CACHE = 'public, max-age=300, stale-while-revalidate=300';
const Errors = { 400: ErrorObject, 404: ErrorObject };

export interface OffersStore {
  /** The validated offers file. */
  readonly file: OffersFile;
  /** The request time offers are chosen for; tests replace it to fix "today". */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    offers: OffersStore;
  }
}

/** Reads and checks the offers file; throws with the first problem, so a bad file stops the start. */
export async function loadOffers(catalog: Catalog, catalogDisclaimerIds: ReadonlySet<number>, source: URL = OFFERS_FILE): Promise<OffersFile> {
  const file = parseOffersFile(JSON.parse(await readFile(source, 'utf8')) as unknown);
  const problems = offerCatalogProblems(file, catalog);
  for (const item of file.disclaimers) if (catalogDisclaimerIds.has(item.id)) problems.push(`disclaimer ${item.id} is already a catalog disclaimer`);
  if (problems.length) throw new Error(`catalog/offers.json does not match the catalog: ${problems.join('; ')}`);
  return file;
}

export interface OffersRequest {
  region: string | null;
  model?: string | null;
  lang: Language;
}

/** The running offers for a region (and model), in a language: what the services answer and the page shows. */
export async function answerOffers(app: FastifyInstance, { region, model, lang }: OffersRequest): Promise<OffersAnswer> {
  const catalog = await app.repositories.catalog.get();
  const t = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
  return offersAnswer(app.offers.file, catalog, { now: app.offers.now(), region, model, lang, t, brand: app.brand });
}

// ---- the answers' contract, for serialisation and the OpenAPI document ----

const OfferSchema = z.object({
  id: z.string(),
  type: z.enum(OFFER_TYPES).describe('apr: special financing; lease; cash: customer cash'),
  scope: z.enum(['national', 'regional']),
  regions: z.array(z.string()).describe('The sales regions a regional offer is limited to; empty for national offers'),
  modelCode: z.string(),
  modelName: z.string(),
  year: z.number().int(),
  trims: z.array(z.object({ code: z.string(), name: z.string() })).describe('The trims the offer is limited to; empty for every trim'),
  vehicle: z.string().describe('"2027 Kestrel" in the language asked'),
  trimNote: z.string().nullable(),
  typeLabel: z.string(),
  headline: z.string().describe('"0.9% APR for 36 months", "$329/month for 36 months", "$1,500 customer cash"'),
  terms: z.string(),
  startDate: z.string().describe('First day, YYYY-MM-DD'),
  endDate: z.string().describe('Last day, YYYY-MM-DD (included)'),
  endsLabel: z.string().describe('"Offer ends Dec 31, 2026" in the language asked'),
  apr: z.number().nullable(),
  months: z.number().int().nullable(),
  monthlyPayment: z.number().int().nullable(),
  dueAtSigning: z.number().int().nullable(),
  milesPerYear: z.number().int().nullable(),
  cashAmount: z.number().int().nullable(),
  disclaimers: z.array(z.number().int()).describe('Ids of the offer\'s numbered disclaimers (see `disclaimers`)'),
});
const ModelGroupSchema = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().describe('The model\'s drawing'),
  year: z.number().int().describe('The model year the links are for'),
  links: z.object({ localPrice: z.string(), build: z.string(), inventory: z.string(), model: z.string() }),
  offers: z.array(OfferSchema),
});
const DisclaimerSchema = z.object({ id: z.number().int(), label: z.string(), content: z.string() });
const AnswerFields = {
  day: z.string().describe('The day the offers run on (YYYY-MM-DD, in the region\'s time zone)'),
  region: z.string().nullable().describe('The sales region; null for national offers only'),
  total: z.number().int(),
  models: z.array(ModelGroupSchema).describe('Models in lineup order; each model\'s regional offers first, then by type'),
  disclaimers: z.array(DisclaimerSchema).describe('The fine print of the offers, in order of first use'),
};
const LocationSchema = z.object({ zipCode: z.string(), city: z.string(), state: z.string(), region: z.string() });

// ---- input ----

const Lang = z.enum(LANGUAGES).default('en').describe('Language of the texts');
const ModelCode = z.string().regex(/^([A-Z]{3,4})?$/, 'model codes are 3 to 4 uppercase letters').optional().describe('Only this model\'s offers');

const offersServices: FastifyPluginAsyncZod = async (app) => {
  const catalog = await app.repositories.catalog.get();
  const catalogDisclaimers = new Set((await app.repositories.disclaimers.all('en')).map((item) => item.id));
  // OFFERS_TODAY (YYYY-MM-DD) pins "today" for the offers, so a demo or a test run shows the same offers on any day.
  const pinned = app.env.OFFERS_TODAY ? new Date(`${app.env.OFFERS_TODAY}T12:00:00Z`) : null;
  app.decorate('offers', { file: await loadOffers(catalog, catalogDisclaimers), now: () => pinned ?? new Date() } satisfies OffersStore);

  /** A model code of the query: null (answered 404) when the catalog has no such model. */
  async function knownModel(reply: FastifyReply, code: string | undefined): Promise<string | undefined | null> {
    if (!code) return undefined;
    if (findModel(await app.repositories.catalog.get(), code)) return code;
    sendError(reply, 404, 'Not found', 'NOT_FOUND', `No model ${code}`);
    return null;
  }

  app.get(
    '/services/offers/models',
    {
      schema: {
        tags: ['offers'],
        summary: 'The special offers running today, grouped by model: national ones, and with a ZIP code (or region) those of its sales region too',
        querystring: z.object({
          zip: z.string().max(20).optional().describe('5 digits or ZIP+4: the offers of its sales region (wins over `region`)'),
          region: z.string().regex(/^(\d{3})?$/, 'region codes are 3 digits').optional().describe(`A sales region: ${REGION_CODES.join(', ')}`),
          model: ModelCode,
          lang: Lang,
        }),
        response: { 200: z.object({ ...AnswerFields, location: LocationSchema.nullable().describe('The place of the ZIP code') }), ...Errors },
      },
    },
    async (request, reply) => {
      const { zip: zipText, region: regionText, lang } = request.query;
      let location: z.infer<typeof LocationSchema> | null = null;
      let region: string | null = null;
      if (zipText?.trim()) {
        const zip = normaliseZip(zipText);
        if (!zip) return sendError(reply, 400, 'Invalid ZipCode', 'BAD_REQUEST', 'A ZIP code is 5 digits (ZIP+4 allowed)');
        const place = zipIndex().lookup(zip);
        const area = place ? salesArea(place.state) : null;
        if (!place || !area) return sendError(reply, 404, 'No Results', 'NOT_FOUND', `No US ZIP code ${zip}`);
        region = area.region;
        location = { zipCode: place.zipCode, city: place.city, state: place.state, region };
      } else if (regionText) {
        if (!REGION_CODES.includes(regionText)) return sendError(reply, 400, 'Invalid region', 'BAD_REQUEST', `No sales region ${regionText}; the regions are ${REGION_CODES.join(', ')}`);
        region = regionText;
      }
      const model = await knownModel(reply, request.query.model);
      if (model === null) return reply;
      const answer = await answerOffers(app, { region, model, lang });
      return reply.header('cache-control', CACHE).send({ ...answer, location });
    },
  );

  app.get(
    '/services/offers/dealer/:dealerId',
    {
      schema: {
        tags: ['offers'],
        summary: 'The special offers valid at a retailer today: national ones and those of the retailer\'s sales region, grouped by model',
        params: z.object({ dealerId: z.string().describe('Retailer id, five digits') }),
        querystring: z.object({ model: ModelCode, lang: Lang }),
        response: {
          200: z.object({
            ...AnswerFields,
            dealer: z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string(), zipcode: z.string(), region: z.string().nullable() }),
          }),
          ...Errors,
        },
      },
    },
    async (request, reply) => {
      const id = request.params.dealerId.trim();
      if (!/^\d{5}$/.test(id)) return sendError(reply, 400, 'Invalid ID', 'BAD_REQUEST', 'A retailer id is five digits');
      const retailer = await app.repositories.retailers.byId(id);
      if (!retailer) return sendError(reply, 404, 'Retailer not found.', 'NOT_FOUND', `No retailer ${id}`);
      const model = await knownModel(reply, request.query.model);
      if (model === null) return reply;
      const region = salesArea(retailer.address.state)?.region ?? null;
      const answer = await answerOffers(app, { region, model, lang: request.query.lang });
      const { city, state, zipcode } = retailer.address;
      return reply.header('cache-control', CACHE).send({ ...answer, dealer: { id: retailer.id, name: retailer.name, city, state, zipcode, region } });
    },
  );
};

// Wrapped so `app.offers` (the loaded file and the clock) reaches the page routes too.
export default fp(offersServices, { name: 'offers', dependencies: ['database', 'i18n'] });
