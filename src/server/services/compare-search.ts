/**
 * The spec's "compare data (primary, secondary search, … competitors)": `catalog/competitors.json` (other makers'
 * vehicles, an invented demo set) read and checked once at start, and three services the global compare page's
 * search boxes call — `GET /services/compare/primarysearch?q=` (our vehicles), `GET /services/compare/secondarysearch
 * ?q=&primary=` (what to compare with the vehicle chosen first) and `GET /services/compare/competitors/{year}/{modelCode}`
 * (other makers' vehicles matched to a trim). The logic is `#domain/catalog/competitors.ts`.
 */
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findYear, startingMsrp } from '#domain/catalog/catalog.ts';
import {
  competitorsOf,
  competitorVehicle,
  CompetitorsFile,
  findPick,
  ownVehicle,
  primarySearch,
  secondarySearch,
} from '#domain/catalog/competitors.ts';
import {
  CompetitorsAnswerSchema,
  CompetitorsQuerySchema,
  PrimarySearchAnswerSchema,
  PrimarySearchQuerySchema,
  SecondarySearchAnswerSchema,
  SecondarySearchQuerySchema,
  TrimCodeParamSchema,
  YearModelParamsSchema,
} from '#domain/catalog/contract.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import { readCatalogFile } from '#server/catalog-file.ts';
import { ErrorObject, sendError } from '#server/errors.ts';

export const COMPETITORS_FILE = new URL('../../../catalog/competitors.json', import.meta.url);

const CACHE = 'public, max-age=300, stale-while-revalidate=3600';
const Errors = { 400: ErrorObject, 404: ErrorObject };

declare module 'fastify' {
  interface FastifyInstance {
    competitors: CompetitorsFile;
  }
}

/** Reads and checks the file; throws with the first problem, so a bad file stops the start. */
export async function loadCompetitors(source: URL = COMPETITORS_FILE): Promise<CompetitorsFile> {
  return readCatalogFile(source, CompetitorsFile);
}

const compareSearch: FastifyPluginAsyncZod = async (app) => {
  app.decorate('competitors', await loadCompetitors());
  const catalog = () => app.repositories.catalog.get();
  const disclaimer = (lang: Language) => createTranslator(app.dictionaries[lang].entries, { brand: app.brand })('compare.competitors.disclaimer');

  app.get(
    '/services/compare/primarysearch',
    {
      schema: {
        tags: ['compare'],
        summary: 'Compare primary search: our vehicles (active model years) whose model, trim, class or year start with the words typed',
        description: 'Best match first, then the newest year, then the lineup order. Each result\'s `ref` is the `primary` of the compare secondary search and a `v` of the global compare page.',
        querystring: PrimarySearchQuerySchema,
        response: { 200: PrimarySearchAnswerSchema, 400: ErrorObject },
      },
    },
    async (request, reply) => {
      const { q, limit, lang } = request.query;
      const found = primarySearch(await catalog(), app.brand, q, limit, lang);
      return reply.header('cache-control', CACHE).send({ query: q.trim(), ...found });
    },
  );

  app.get(
    '/services/compare/secondarysearch',
    {
      schema: {
        tags: ['compare'],
        summary: "Compare secondary search: what to compare with the vehicle chosen first — other makers' vehicles matched to it, the other trims of its model year, our vehicles of its class, other makers' vehicles of its class",
        description: "Best match first, then in that order, then nearest in price. Other makers' vehicles are demo data (`demo: true`).",
        querystring: SecondarySearchQuerySchema,
        response: { 200: SecondarySearchAnswerSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const { q, primary, limit, lang } = request.query;
      const data = await catalog();
      const pick = findPick(data, app.competitors.competitors, primary);
      if (pick?.kind !== 'own') return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No vehicle ${primary}`);
      return reply.header('cache-control', CACHE).send({ query: q.trim(), ...secondarySearch(data, app.competitors.competitors, app.brand, pick, q, limit, lang) });
    },
  );

  async function competitors(reply: FastifyReply, year: number, modelCode: string, trimCode: string | undefined, lang: Language) {
    const data = await catalog();
    const model = data.models.find((item) => item.code === modelCode && item.active);
    const modelYear = model ? findYear(model, year) : undefined;
    if (!model || !modelYear?.active) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No active ${year} ${modelCode}`);
    const trim = trimCode === undefined ? modelYear.trims.find((item) => item.msrp === startingMsrp(modelYear)) : modelYear.trims.find((item) => item.code === trimCode);
    if (!trim) return sendError(reply, 404, 'Not found', 'NOT_FOUND', `No trim ${trimCode ?? ''} on the ${year} ${modelCode}`);
    return reply.header('cache-control', CACHE).send({
      vehicle: ownVehicle(data, app.brand, model, modelYear, trim, lang),
      competitors: competitorsOf(app.competitors.competitors, model, trim).map((competitor) => competitorVehicle(data, competitor, lang)),
      disclaimer: disclaimer(lang),
    });
  }

  app.get(
    '/services/compare/competitors/:year/:modelCode',
    {
      schema: {
        tags: ['compare'],
        summary: "Competitors: other makers' vehicles matched to a model year's trim (`?trim=`, else its starting trim), nearest in price first, with specs and MSRP",
        description: "Other makers' vehicles are an invented demo set; the answer carries the disclaimer that says so.",
        params: YearModelParamsSchema,
        querystring: CompetitorsQuerySchema,
        response: { 200: CompetitorsAnswerSchema, ...Errors },
      },
    },
    async (request, reply) => competitors(reply, request.params.year, request.params.modelCode, request.query.trim, request.query.lang),
  );

  app.get(
    '/services/compare/competitors/:year/:modelCode/:trimCode',
    {
      schema: {
        tags: ['compare'],
        summary: "Competitors of one trim: other makers' vehicles matched to it, nearest in price first, with specs and MSRP",
        params: YearModelParamsSchema.extend({ trimCode: TrimCodeParamSchema }),
        querystring: z.object({ lang: CompetitorsQuerySchema.shape.lang }),
        response: { 200: CompetitorsAnswerSchema, ...Errors },
      },
    },
    async (request, reply) => competitors(reply, request.params.year, request.params.modelCode, request.params.trimCode, request.query.lang),
  );
};

export default fp(compareSearch, { name: 'compare-search', dependencies: ['database', 'i18n'] });
