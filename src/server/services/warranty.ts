/**
 * The spec's "warranty documentation by trim": `GET /services/vehicles/warranty/{year}/{modelCode}/{trimCode}` lists a
 * trim's owner documents (owner's manual, warranty booklet, maintenance schedule, quick reference guide) with the
 * warranty coverage of its powertrain, and `…/{trimCode}/{document}` answers each document as a PDF in the language
 * asked, generated on first request and kept in memory (like the brochures). Every model year of the catalog has
 * them, discontinued models included: owners keep their cars after a model leaves the lineup.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findModel } from '#domain/catalog/catalog.ts';
import { formatDay } from '#domain/i18n/format.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { createTranslator, type Translate } from '#domain/i18n/translate.ts';
import {
  COVERAGE_KINDS,
  OWNER_DOCUMENTS,
  documentEdition,
  findTrim,
  ownerDocumentPath,
  powertrainOf,
  warrantyCoverage,
  type OwnerDocument,
} from '#domain/owners/documents.ts';
import { coverageName, coverageTerm, coverageText, documentDescription, documentTitle } from '#domain/owners/labels.ts';
import { ErrorObject, sendError } from '#server/errors.ts';
import { answerPdf, pdfDelivery } from '#server/pdf/delivery.ts';

const Lang = z.enum(LANGUAGES).default('en').describe('Language of the texts');
const Params = z.object({
  year: z.coerce.number().int().min(2000).max(2100).describe('Model year, 4 digits'),
  modelCode: z.string().regex(/^[A-Z]{3,4}$/, 'model codes are 3 to 4 uppercase letters'),
  trimCode: z.string().regex(/^[A-Z]{3,4}$/, 'trim codes are 3 to 4 uppercase letters'),
});
const CACHE = 'public, max-age=3600, stale-while-revalidate=3600';

const DocumentSchema = z.object({
  type: z.enum(OWNER_DOCUMENTS),
  title: z.string(),
  description: z.string(),
  url: z.string().describe('The PDF, in the language asked'),
  contentType: z.literal('application/pdf'),
});
const CoverageSchema = z.object({
  kind: z.enum(COVERAGE_KINDS),
  name: z.string(),
  years: z.number().int(),
  miles: z.number().int().nullable().describe('Whichever comes first; null for unlimited miles'),
  term: z.string().describe('"3 years / 36,000 miles" in the language asked'),
  text: z.string(),
});
const WarrantySchema = z.object({
  year: z.number().int(),
  modelCode: z.string(),
  modelName: z.string(),
  trimCode: z.string(),
  trimName: z.string(),
  powertrain: z.enum(['gasoline', 'hybrid', 'electric']),
  edition: z.string().describe('The day the documents are dated, YYYY-MM-DD'),
  editionLabel: z.string(),
  coverage: z.array(CoverageSchema),
  documents: z.array(DocumentSchema),
});
export type WarrantyAnswer = z.infer<typeof WarrantySchema>;

/** A trim's documents and coverage in a language, or null when the catalog has no such model year and trim. */
export async function warrantyAnswer(app: FastifyInstance, year: number, modelCode: string, trimCode: string, lang: Language): Promise<WarrantyAnswer | null> {
  const catalog = await app.repositories.catalog.get();
  const model = findModel(catalog, modelCode);
  const found = model ? findTrim(model, year, trimCode) : null;
  if (!model || !found) return null;
  const t: Translate = createTranslator(app.dictionaries[lang].entries, { brand: app.brand });
  const powertrain = powertrainOf(found.trim);
  const edition = documentEdition(year);
  return {
    year,
    modelCode: model.code,
    modelName: model.name,
    trimCode: found.trim.code,
    trimName: found.trim.name,
    powertrain,
    edition,
    editionLabel: formatDay(edition, lang),
    coverage: warrantyCoverage(powertrain).map((coverage) => ({ ...coverage, name: coverageName(t, coverage.kind), term: coverageTerm(t, coverage, lang), text: coverageText(t, coverage.kind) })),
    documents: OWNER_DOCUMENTS.map((type: OwnerDocument) => ({
      type,
      title: documentTitle(t, type),
      description: documentDescription(t, type),
      url: ownerDocumentPath(year, model.code, found.trim.code, type, lang),
      contentType: 'application/pdf' as const,
    })),
  };
}

const warrantyServices: FastifyPluginAsyncZod = async (app) => {
  // Drawn in the PDF worker pool and kept in the shared PDF memory (src/server/pdf/delivery.ts).
  const delivery = pdfDelivery(app);

  app.get(
    '/services/vehicles/warranty/:year/:modelCode/:trimCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: "Warranty documentation by trim: the trim's owner documents (PDF links) and its warranty coverage",
        params: Params,
        querystring: z.object({ lang: Lang }),
        response: { 200: WarrantySchema, 400: ErrorObject, 404: ErrorObject },
      },
    },
    async (request, reply) => {
      const { year, modelCode, trimCode } = request.params;
      const answer = await warrantyAnswer(app, year, modelCode, trimCode, request.query.lang);
      if (!answer) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No trim ${trimCode} on ${modelCode} ${year}`);
      return reply.header('cache-control', CACHE).send(answer);
    },
  );

  app.get(
    '/services/vehicles/warranty/:year/:modelCode/:trimCode/:document',
    {
      schema: {
        tags: ['vehicles'],
        summary: "One of a trim's owner documents as a PDF: owners-manual, warranty, maintenance or quick-reference",
        params: Params.extend({ document: z.enum(OWNER_DOCUMENTS) }),
        querystring: z.object({ lang: Lang }),
        response: { 400: ErrorObject, 404: ErrorObject, 429: ErrorObject, 503: ErrorObject },
      },
    },
    async (request, reply) => {
      // Every PDF request counts in the visitor's "pdf" bucket (PDF_RATE_LIMIT); past it, 429 with Retry-After.
      if (!(await app.limitAllows('pdf', app.env.PDF_RATE_LIMIT, request, reply))) return reply;
      const { year, modelCode, trimCode, document } = request.params;
      const lang = request.query.lang;
      const catalog = await app.repositories.catalog.get();
      const model = findModel(catalog, modelCode);
      const found = model ? findTrim(model, year, trimCode) : null;
      if (!model || !found) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No trim ${trimCode} on ${modelCode} ${year}`);
      const pdf = delivery.pdf(`owner-document|${catalog.version}|${year}|${modelCode}|${trimCode}|${document}|${lang}`, async () => ({
        catalog,
        job: {
          kind: 'owner-document',
          lang,
          brand: app.brand,
          day: new Date().toISOString().slice(0, 10),
          modelCode: model.code,
          year,
          trimCode: found.trim.code,
          document,
          edition: formatDay(documentEdition(year), lang),
        },
      }));
      return answerPdf(reply, pdf, `${app.brand}-${model.name}-${trimCode}-${year}-${document}-${lang}.pdf`.toLowerCase(), 'public, max-age=86400');
    },
  );
};

export default warrantyServices;
