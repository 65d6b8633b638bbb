/**
 * The recalls: `catalog/recalls.json`, read and checked once at start (zod, then against the catalog), and the spec's
 * "recalls by VIN and last-updated date" services over it: `GET /services/vehicles/recalls/{vin}` (the vehicle a VIN
 * stands for and its recalls, open ones counted) and `GET /services/vehicles/recalls/lastupdated`.
 *
 * Why a data file kept in memory rather than a table: the campaigns are a few dozen rows of text written by the
 * maker, never changed by the site, and versioned with the code like the catalog and the offers; a lookup is a scan
 * of them in microseconds against the decoded VIN, not a query. A table would add a migration, a seed and a cache for
 * nothing a visitor could see. Were the recall feed to come from NHTSA or a dealer system at run time, it would
 * become a repository under `src/db/` and this plugin would read it through `app.repositories`.
 */
import { readFile } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatDay } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import { recallCatalogProblems } from '#domain/recalls/match.ts';
import { RecallLangQuerySchema, RecallLookupSchema, RecallsLastUpdatedSchema, RecallVinParamsSchema } from '#domain/recalls/contract.ts';
import { parseRecallsFile, type RecallsFile } from '#domain/recalls/schema.ts';
import { recallAnswer, type RecallAnswer } from '#domain/recalls/view.ts';
import { inLanguage, validateField } from '#domain/validation/index.ts';
import type { FieldError } from '#domain/validation/types.ts';
import { ErrorObject, sendError } from '#server/errors.ts';

export const RECALLS_FILE = new URL('../../../catalog/recalls.json', import.meta.url);

/** Recall information changes at most daily; a VIN's answer may be kept a while by any cache. */
const CACHE = 'public, max-age=3600, stale-while-revalidate=3600';

export interface RecallsStore {
  /** The validated recalls file. */
  readonly file: RecallsFile;
}

declare module 'fastify' {
  interface FastifyInstance {
    recalls: RecallsStore;
  }
}

/** Reads and checks the recalls file; throws with every problem, so a bad file stops the start. */
export async function loadRecalls(models: Parameters<typeof recallCatalogProblems>[1], source: URL = RECALLS_FILE): Promise<RecallsFile> {
  const file = parseRecallsFile(JSON.parse(await readFile(source, 'utf8')) as unknown);
  const problems = recallCatalogProblems(file, models);
  if (problems.length) throw new Error(`catalog/recalls.json does not match the catalog: ${problems.join('; ')}`);
  return file;
}

/** The VIN rule of the forms (spec section 5), the one the VIN validator service answers with. */
export function vinError(app: FastifyInstance, vin: string): FieldError | null {
  return validateField('vin', vin, { values: {}, brand: app.brand, required: true });
}

/** A recall lookup: the rule's error for a VIN that fails it, else the answer in the language asked. */
export async function lookupRecalls(app: FastifyInstance, vin: string, lang: Language): Promise<{ error: FieldError } | { answer: RecallAnswer; message: string | null }> {
  const entries = app.dictionaries[lang].entries;
  const t = createTranslator(entries, { brand: app.brand });
  const error = vinError(app, vin);
  // The rule's message in the language asked (the spec's English words in English), as the recall island shows it.
  if (error) return { error: inLanguage(error, t, (key) => key in entries) };
  const answer = recallAnswer(app.recalls.file, await app.repositories.catalog.get(), vin, lang);
  return { answer, message: answer.ours ? null : t('recalls.notOurs.title') };
}

const recallServices: FastifyPluginAsyncZod = async (app) => {
  app.decorate('recalls', { file: await loadRecalls((await app.repositories.catalog.get()).models) } satisfies RecallsStore);

  app.get(
    '/services/vehicles/recalls/lastupdated',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'The day the recall information was last updated',
        querystring: RecallLangQuerySchema,
        response: { 200: RecallsLastUpdatedSchema },
      },
    },
    async (request, reply) => {
      const { file } = app.recalls;
      return reply.header('cache-control', CACHE).send({ lastUpdated: file.lastUpdated, lastUpdatedLabel: formatDay(file.lastUpdated, request.query.lang), campaigns: file.campaigns.length });
    },
  );

  app.get(
    '/services/vehicles/recalls/:vin',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'The safety recalls of a vehicle by VIN, with the vehicle the VIN stands for and the day the information was last updated',
        params: RecallVinParamsSchema,
        querystring: RecallLangQuerySchema,
        response: { 200: RecallLookupSchema, 400: ErrorObject },
      },
    },
    async (request, reply) => {
      const result = await lookupRecalls(app, request.params.vin, request.query.lang);
      if ('error' in result) return sendError(reply, 400, result.error.message, 'BAD_REQUEST', `vin: ${result.error.message}`);
      return reply.header('cache-control', CACHE).send({ ...result.answer, message: result.message });
    },
  );
};

// Wrapped so `app.recalls` (the loaded file) reaches the page routes too.
export default fp(recallServices, { name: 'recalls', dependencies: ['database', 'i18n'] });
