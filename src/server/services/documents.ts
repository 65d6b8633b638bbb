/**
 * PDF documents from the catalog: brochures, trim comparisons and builds, drawn on first request in the PDF worker pool
 * and kept in memory (src/server/pdf/delivery.ts). Every PDF request counts in the per-IP "pdf" limit (PDF_RATE_LIMIT).
 * Cache keys hold only what the pages offer: catalog codes (404 otherwise), a comparison's trims once each in catalog
 * order, a build as its replay resolves it, and a state of the catalog's regions (400 otherwise).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configuratorData } from '#domain/build-price/data.ts';
import { replayBuild } from '#domain/build-price/replay.ts';
import type { Build } from '#domain/build-price/build.ts';
import { validateSavedBuild } from '#domain/build-price/saved-build.ts';
import { buildUrl } from '#domain/build-price/url.ts';
import { savedBuildOf } from '#domain/forms/lead-vehicle.ts';
import { findModel, findYear, type Catalog } from '#domain/catalog/catalog.ts';
import { DEFAULT_LOCATION } from '#domain/geo/geo-data.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { interpolate } from '#domain/i18n/translate.ts';
import { answerPdf, pdfDelivery } from '#server/pdf/delivery.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { ACCESSORY_CODE_LIST, CATALOG_CODE, PACKAGE_CODE } from '#domain/catalog/codes.ts';

const Lang = z.enum(LANGUAGES).default('en');
const Params = z.object({ year: z.coerce.number().int().min(2000).max(2100), modelCode: z.string().regex(/^[A-Z]{3,4}$/) });
const PdfErrors = { 400: ErrorObject, 404: ErrorObject, 429: ErrorObject, 503: ErrorObject };

/** YYYY-MM-DD today (UTC): the day a document is dated. */
const today = () => new Date().toISOString().slice(0, 10);

const documentServices: FastifyPluginAsyncZod = async (app) => {
  const delivery = pdfDelivery(app);

  /** A model year the catalog lists as active, or null. */
  function modelYearOf(catalog: Catalog, code: string, year: number) {
    const model = findModel(catalog, code);
    const modelYear = model ? findYear(model, year) : undefined;
    if (!model || !modelYear || !model.active) return null;
    return { model, year: modelYear };
  }

  /**
   * The start of every model-year PDF route: the PDF limit, then the catalog and the active model year — null when
   * the answer (429 or 404 naming `what`) is already sent.
   */
  async function pdfModelYear(request: FastifyRequest, reply: FastifyReply, modelCode: string, year: number, what: string) {
    if (!(await app.limitAllows('pdf', app.env.PDF_RATE_LIMIT, request, reply))) return null;
    const catalog = await app.repositories.catalog.get();
    const found = modelYearOf(catalog, modelCode, year);
    if (!found) {
      void sendError(reply, 404, 'Not found', 'NOT_FOUND', `No ${what} for ${modelCode} ${year}`);
      return null;
    }
    return { catalog, found };
  }

  /**
   * The address a build's PDF prints: the summary of the build saved under its token, as the summary's "Copy link"
   * gives. Saving is idempotent (the token is the build's content hash) and is done on every request, cached PDF or not,
   * so the printed link keeps opening for as long as the document is handed out; null for a build that cannot be saved.
   */
  async function savedBuildLink(catalog: Catalog, build: Build, lang: Language): Promise<string | null> {
    const saved = savedBuildOf(build);
    if (!saved || !validateSavedBuild(catalog, saved).ok) return null;
    const token = await app.repositories.savedBuilds.save(saved);
    const path = buildUrl({ lang, year: saved.year, category: build.category, modelCode: saved.modelCode, trimCode: saved.trimCode, step: 'summary', token });
    return `${app.env.PUBLIC_ORIGIN.replace(/\/$/, '')}${path}`;
  }

  async function disclaimers(lang: Language): Promise<string[]> {
    const found = await app.repositories.disclaimers.byIds([1, 2], lang);
    return found.map((item) => interpolate(item.content, { brand: app.brand }));
  }


  app.get(
    '/services/vehicles/brochures',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'The brochures available: one PDF per active model and year',
        querystring: z.object({ lang: Lang }),
        response: { 200: z.array(z.object({ code: z.string(), name: z.string(), year: z.number(), url: z.string() })) },
      },
    },
    async (request, reply) => {
      const catalog = await app.repositories.catalog.get();
      const list = catalog.models
        .filter((model) => model.active)
        .flatMap((model) => model.years.filter((year) => year.active).map((year) => ({ code: model.code, name: model.name, year: year.year, url: `/services/vehicles/brochures/${year.year}/${model.code}?lang=${request.query.lang}` })));
      return reply.header('cache-control', 'public, max-age=300').send(list);
    },
  );

  app.get(
    '/services/vehicles/brochures/:year/:modelCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: "A model year's brochure as a PDF",
        params: Params,
        querystring: z.object({ lang: Lang }),
        response: PdfErrors,
      },
    },
    async (request, reply) => {
      const { year, modelCode } = request.params;
      const { lang } = request.query;
      const start = await pdfModelYear(request, reply, modelCode, year, 'brochure');
      if (!start) return reply;
      const { catalog, found } = start;
      const pdf = delivery.pdf(`brochure|${catalog.version}|${year}|${modelCode}|${lang}`, async () => ({
        catalog,
        job: { kind: 'brochure', lang, brand: app.brand, day: today(), modelCode: found.model.code, year, trims: [], disclaimers: await disclaimers(lang) },
      }));
      return answerPdf(reply, pdf, `${app.brand}-${found.model.name}-${year}-${lang}.pdf`.toLowerCase(), 'public, max-age=3600');
    },
  );

  app.get(
    '/services/compare/pdf/:year/:modelCode',
    {
      schema: {
        tags: ['compare'],
        summary: 'The trim comparison as a PDF (all trims, or ?trims=A,B)',
        params: Params,
        querystring: z.object({
          lang: Lang,
          trims: z
            .string()
            .regex(/^[A-Z]{3,4}(,[A-Z]{3,4}){0,5}$/)
            .optional()
            .describe('Trim codes of the model year, comma-separated; each is shown once, in the lineup order (as the compare page)'),
        }),
        response: PdfErrors,
      },
    },
    async (request, reply) => {
      const { year, modelCode } = request.params;
      const { lang } = request.query;
      const start = await pdfModelYear(request, reply, modelCode, year, 'comparison');
      if (!start) return reply;
      const { catalog, found } = start;
      const asked = new Set(request.query.trims?.split(',') ?? []);
      const missing = [...asked].filter((code) => !found.year.trims.some((trim) => trim.code === code));
      if (missing.length) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No trim ${missing.join(', ')}`);
      // The trims in the lineup's order, each once; all of them is the same document as none named.
      const lineup = found.year.trims.map((trim) => trim.code);
      const codes = asked.size === lineup.length ? [] : lineup.filter((code) => asked.has(code));
      const pdf = delivery.pdf(`trim-comparison|${catalog.version}|${year}|${modelCode}|${lang}|${codes.join(',')}`, async () => ({
        catalog,
        job: { kind: 'trim-comparison', lang, brand: app.brand, day: today(), modelCode: found.model.code, year, trims: codes, disclaimers: await disclaimers(lang) },
      }));
      return answerPdf(reply, pdf, `${app.brand}-${found.model.name}-${year}-trims-${lang}.pdf`.toLowerCase(), 'public, max-age=3600');
    },
  );

  app.get(
    '/services/vehicles/config/pdf/:year/:modelCode/:trimCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: "PDF of a build: the choices as the step pages carry them (?tr=&ext=&int=&pkg=&acc=), priced for ?state=&region=",
        params: Params.extend({ trimCode: z.string().regex(/^[A-Z]{3,4}$/) }),
        querystring: z.object({
          lang: Lang,
          tr: z.string().regex(CATALOG_CODE).optional(),
          ext: z.string().regex(CATALOG_CODE).optional(),
          int: z.string().regex(CATALOG_CODE).optional(),
          pkg: z.string().regex(PACKAGE_CODE).optional(),
          acc: z.string().regex(ACCESSORY_CODE_LIST).optional(),
          state: z.string().regex(/^[A-Z]{2}$/).default(DEFAULT_LOCATION.state).describe('A US state (or DC), two letters'),
          region: z.string().regex(/^\d{3}$/).optional(),
        }),
        response: PdfErrors,
      },
    },
    async (request, reply) => {
      if (!(await app.limitAllows('pdf', app.env.PDF_RATE_LIMIT, request, reply))) return reply;
      const { year, modelCode, trimCode } = request.params;
      const { lang, tr, ext, int, pkg, acc, state, region } = request.query;
      const catalog = await app.repositories.catalog.get();
      // The state is printed on the document and is part of its key: only those the catalog's regions list.
      if (!catalog.regions.some((item) => item.states.includes(state))) return sendError(reply, 400, 'Invalid request', 'BAD_REQUEST', `state: no US state ${state}`);
      const model = findModel(catalog, modelCode);
      const modelYear = model?.active ? findYear(model, year) : undefined;
      if (!model || !modelYear?.active) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No active ${year} ${modelCode}`);
      const data = configuratorData(catalog, model, modelYear, lang, { state, region: region ?? null });
      if (!data.trims.some((trim) => trim.code === trimCode)) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No trim ${trimCode} on ${modelCode} ${year}`);
      const { build } = replayBuild(data, { trimCode, transmissionCode: tr ?? null, exterior: ext ?? null, interior: int ?? null, packageCode: pkg ?? null, accessories: acc?.split(',') ?? [] }, 'summary');
      const choices = [build.trim?.transmission?.code, build.colors.exterior?.code, build.colors.interior?.code, build.packages.selected?.code ?? 'none', ...build.accessories.added.map((item) => item.code)].join(',');
      const link = await savedBuildLink(catalog, build, lang);
      const pdf = delivery.pdf(`build|${catalog.version}|${lang}|${data.destination.region ?? ''}|${state}|${year}|${modelCode}|${trimCode}|${choices}`, async () => ({
        catalog,
        job: { kind: 'build', lang, brand: app.brand, day: today(), build, data, link },
      }));
      return answerPdf(reply, pdf, `${app.brand}-${model.name}-${trimCode}-${year}-${lang}.pdf`.toLowerCase(), 'public, max-age=3600');
    },
  );
};

export default documentServices;
