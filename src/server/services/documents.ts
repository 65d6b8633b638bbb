/** PDF documents from the catalog: brochures and trim comparisons, generated on first request and kept in memory. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configuratorData } from '#domain/build-price/data.ts';
import { replayBuild } from '#domain/build-price/replay.ts';
import { findModel, findYear, type Catalog } from '#domain/catalog/catalog.ts';
import { DEFAULT_LOCATION } from '#domain/geo/geo-data.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { createTranslator, interpolate } from '#domain/i18n/translate.ts';
import { buildPdf } from '../pdf/build-pdf.ts';
import { pdfMemo, sendPdf } from '../pdf/delivery.ts';
import { brochurePdf, trimComparisonPdf } from '../pdf/documents.ts';
import { ErrorObject, sendError } from '../errors.ts';

const Lang = z.enum(LANGUAGES).default('en');
const Params = z.object({ year: z.coerce.number().int().min(2000).max(2100), modelCode: z.string().regex(/^[A-Z]{3,4}$/) });
const PDF_CACHE_LIMIT = 200;

const documentServices: FastifyPluginAsyncZod = async (app) => {
  const remember = pdfMemo(PDF_CACHE_LIMIT);


  async function context(catalog: Catalog, code: string, year: number, lang: Language) {
    const model = findModel(catalog, code);
    const modelYear = model ? findYear(model, year) : undefined;
    if (!model || !modelYear || !model.active) return null;
    const disclaimers = await app.repositories.disclaimers.byIds([1, 2], lang);
    return {
      catalog,
      model,
      year: modelYear,
      lang,
      brand: app.brand,
      t: createTranslator(app.dictionaries[lang].entries, { brand: app.brand }),
      disclaimers: disclaimers.map((item) => interpolate(item.content, { brand: app.brand })),
    };
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
        response: { 400: ErrorObject, 404: ErrorObject },
      },
    },
    async (request, reply) => {
      const { year, modelCode } = request.params;
      const catalog = await app.repositories.catalog.get();
      const found = await context(catalog, modelCode, year, request.query.lang);
      if (!found) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No brochure for ${modelCode} ${year}`);
      const pdf = await remember(`brochure|${catalog.version}|${year}|${modelCode}|${request.query.lang}`, () => brochurePdf(found));
      return sendPdf(reply, pdf, `${app.brand}-${found.model.name}-${year}-${request.query.lang}.pdf`.toLowerCase(), 'public, max-age=3600');
    },
  );

  app.get(
    '/services/compare/pdf/:year/:modelCode',
    {
      schema: {
        tags: ['compare'],
        summary: 'The trim comparison as a PDF (all trims, or ?trims=A,B)',
        params: Params,
        querystring: z.object({ lang: Lang, trims: z.string().regex(/^[A-Z]{3,4}(,[A-Z]{3,4}){0,5}$/).optional() }),
        response: { 400: ErrorObject, 404: ErrorObject },
      },
    },
    async (request, reply) => {
      const { year, modelCode } = request.params;
      const catalog = await app.repositories.catalog.get();
      const found = await context(catalog, modelCode, year, request.query.lang);
      if (!found) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No comparison for ${modelCode} ${year}`);
      const codes = request.query.trims?.split(',') ?? [];
      const missing = codes.filter((code) => !found.year.trims.some((trim) => trim.code === code));
      if (missing.length) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No trim ${missing.join(', ')}`);
      const pdf = await remember(`compare|${catalog.version}|${year}|${modelCode}|${request.query.lang}|${codes.join(',')}`, () => trimComparisonPdf(found, codes));
      return sendPdf(reply, pdf, `${app.brand}-${found.model.name}-${year}-trims-${request.query.lang}.pdf`.toLowerCase(), 'public, max-age=3600');
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
          tr: z.string().regex(/^[A-Z0-9]{2,12}$/).optional(),
          ext: z.string().regex(/^[A-Z0-9]{2,12}$/).optional(),
          int: z.string().regex(/^[A-Z0-9]{2,12}$/).optional(),
          pkg: z.string().regex(/^([A-Z0-9]{2,12}|none)$/).optional(),
          acc: z.string().regex(/^[A-Z0-9]{2,12}(,[A-Z0-9]{2,12}){0,59}$/).optional(),
          state: z.string().regex(/^[A-Z]{2}$/).default(DEFAULT_LOCATION.state),
          region: z.string().regex(/^\d{3}$/).optional(),
        }),
        response: { 400: ErrorObject, 404: ErrorObject },
      },
    },
    async (request, reply) => {
      const { year, modelCode, trimCode } = request.params;
      const { lang, tr, ext, int, pkg, acc, state, region } = request.query;
      const catalog = await app.repositories.catalog.get();
      const model = findModel(catalog, modelCode);
      const modelYear = model?.active ? findYear(model, year) : undefined;
      if (!model || !modelYear?.active) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No active ${year} ${modelCode}`);
      const data = configuratorData(catalog, model, modelYear, lang, { state, region: region ?? null });
      if (!data.trims.some((trim) => trim.code === trimCode)) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No trim ${trimCode} on ${modelCode} ${year}`);
      const { build } = replayBuild(data, { trimCode, transmissionCode: tr ?? null, exterior: ext ?? null, interior: int ?? null, packageCode: pkg ?? null, accessories: acc?.split(',') ?? [] }, 'summary');
      const choices = [build.trim?.transmission?.code, build.colors.exterior?.code, build.colors.interior?.code, build.packages.selected?.code ?? 'none', ...build.accessories.added.map((item) => item.code)].join(',');
      const pdf = await remember(`build|${catalog.version}|${lang}|${data.destination.region ?? ''}|${state}|${year}|${modelCode}|${trimCode}|${choices}`, () =>
        buildPdf({ build, data, lang, brand: app.brand, t: createTranslator(app.dictionaries[lang].entries, { brand: app.brand }) }),
      );
      return sendPdf(reply, pdf, `${app.brand}-${model.name}-${trimCode}-${year}-${lang}.pdf`.toLowerCase(), 'public, max-age=3600');
    },
  );
};

export default documentServices;
