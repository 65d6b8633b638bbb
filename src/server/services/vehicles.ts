/**
 * `/services/vehicles/*` and `/services/compare/*`: the catalog as the spec's services, validated and documented with the
 * zod contract of `#domain/catalog/contract.ts` (the saved build's token is Build & Price's, `#domain/build-price/contract.ts`).
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessoryAddition,
  accessoryStates,
  baseAccessoryStates,
  changedStates,
  decodeAccessoryToken,
  encodeAccessoryToken,
} from '#domain/catalog/accessory-rules.ts';
import { SavedBuildInput, tokenDataView, validateSavedBuild } from '#domain/build-price/saved-build.ts';
import { SavedBuildTokenSchema } from '#domain/build-price/contract.ts';
import {
  AccessoryAnswerSchema,
  AccessoryParamsSchema,
  AccessoryQuerySchema,
  AllVehiclesEntrySchema,
  BasicModelDataSchema,
  CompareFeaturesQuerySchema,
  CompareModelSchema,
  CompareModelYearSchema,
  CurrentYearSchema,
  ExteriorColorViewSchema,
  LangQuerySchema,
  ModelCodeParamSchema,
  ModelMarketingSchema,
  ModelSummarySchema,
  ModelYearsSchema,
  TokenDataSchema,
  TrimBriefSchema,
  TrimCodeParamSchema,
  TrimComparisonSchema,
  TrimDetailSchema,
  TrimDetailsQuerySchema,
  TypeCodeSchema,
  VehicleViewSchema,
  YearModelParamsSchema,
} from '#domain/catalog/contract.ts';
import { basicModelData, findModel, findYear, latestYear, regionFor, startingMsrp, text, type Catalog } from '#domain/catalog/catalog.ts';
import {
  accessoryView,
  allVehiclesEntry,
  exteriorColorViews,
  trimComparison,
  trimDetailsList,
  vehicleView,
} from '#domain/catalog/views.ts';
import { ErrorObject, sendError } from '#server/errors.ts';

const LangQuery = LangQuerySchema;
const Errors = { 400: ErrorObject, 404: ErrorObject };
const CACHE = 'public, max-age=300, stale-while-revalidate=3600';
/** How often the saved-build clean-up runs. */
const SWEEP_EVERY_MS = 3_600_000;


function notFound(reply: FastifyReply, what: string) {
  return sendError(reply, 404, 'Not found', 'NOT_FOUND', what);
}

const vehicleServices: FastifyPluginAsyncZod = async (app) => {
  const catalog = (): Promise<Catalog> => app.repositories.catalog.get();

  function modelYear(data: Catalog, code: string, year?: number) {
    const model = findModel(data, code);
    if (!model) return { ok: false, error: `No model ${code}` } as const;
    const found = year === undefined ? latestYear(model) : findYear(model, year);
    if (!found) return { ok: false, error: `No ${year ?? 'active'} year for model ${code}` } as const;
    return { ok: true, model, year: found } as const;
  }

  app.get(
    '/services/vehicles/models/basicdata',
    { schema: { tags: ['vehicles'], summary: 'Basic model data: every model and year with its hybrid and wilderness flags', response: { 200: z.array(BasicModelDataSchema) } } },
    async (_request, reply) => reply.header('cache-control', CACHE).send(basicModelData(await catalog())),
  );

  app.get(
    '/services/vehicles/models',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Models with their years and starting price',
        querystring: LangQuery,
        response: {
          200: z.array(ModelSummarySchema),
        },
      },
    },
    async (request, reply) => {
      const data = await catalog();
      return reply.header('cache-control', CACHE).send(
        data.models.map((model) => {
          const latest = latestYear(model);
          return {
            code: model.code,
            name: model.name,
            active: model.active,
            bodyStyle: model.bodyStyle,
            categories: model.categories,
            years: model.years.map((year) => year.year),
            startingMsrp: latest ? startingMsrp(latest) : null,
            tagline: text(model.tagline, request.query.lang),
          };
        }),
      );
    },
  );

  app.get(
    '/services/vehicles/models/marketing',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Marketing copy per model',
        querystring: LangQuery,
        response: { 200: z.array(ModelMarketingSchema) },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang;
      const data = await catalog();
      return reply.header('cache-control', CACHE).send(
        data.models.map((model) => ({
          code: model.code,
          name: model.name,
          tagline: text(model.tagline, lang),
          description: text(model.description, lang),
          highlights: model.highlights.map((item) => text(item, lang)),
        })),
      );
    },
  );

  app.get(
    '/services/vehicles/modelyears',
    { schema: { tags: ['vehicles'], summary: 'Every year of every model', response: { 200: z.array(ModelYearsSchema) } } },
    async (_request, reply) =>
      reply.header('cache-control', CACHE).send((await catalog()).models.map((model) => ({ code: model.code, years: model.years.map((year) => year.year) }))),
  );

  app.get(
    '/services/vehicles/currentyears',
    { schema: { tags: ['vehicles'], summary: 'The latest active year of each active model', response: { 200: z.array(CurrentYearSchema) } } },
    async (_request, reply) => {
      const rows = (await catalog()).models.flatMap((model) => {
        const year = model.active ? latestYear(model) : undefined;
        return year ? [{ code: model.code, year: year.year }] : [];
      });
      return reply.header('cache-control', CACHE).send(rows);
    },
  );

  app.get(
    '/services/vehicles/categories',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Vehicle categories (type codes) in display order',
        querystring: LangQuery,
        response: { 200: z.array(TypeCodeSchema) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', CACHE)
        .send((await catalog()).categories.map((category) => ({ code: category.code, name: text(category.name, request.query.lang), activeOrder: category.activeOrder }))),
  );

  app.get(
    '/services/vehicles/allvehicles',
    { schema: { tags: ['vehicles'], summary: 'The all-vehicles lineup: active models with starting price and headline specs', querystring: LangQuery, response: { 200: z.array(AllVehiclesEntrySchema) } } },
    async (request, reply) => {
      const data = await catalog();
      const entries = data.models.map((model) => allVehiclesEntry(data, model, request.query.lang)).filter((entry) => entry !== null);
      return reply.header('cache-control', CACHE).send(entries);
    },
  );

  app.get(
    '/services/vehicles/colors/:year/:modelCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Exterior colours of a model year with their interiors, chips and drawings',
        params: YearModelParamsSchema,
        querystring: LangQuery,
        response: { 200: z.array(ExteriorColorViewSchema), ...Errors },
      },
    },
    async (request, reply) => {
      const found = modelYear(await catalog(), request.params.modelCode, request.params.year);
      if (!found.ok) return notFound(reply, found.error);
      return reply.header('cache-control', CACHE).send(exteriorColorViews(found.model, found.year, request.query.lang));
    },
  );

  app.get(
    '/services/vehicles/model/:year/:modelCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'The Vehicle entity: trims with transmissions and packages, hybrid and non-hybrid trims, filter groups, colours',
        params: YearModelParamsSchema,
        querystring: LangQuery,
        response: { 200: VehicleViewSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const data = await catalog();
      const found = modelYear(data, request.params.modelCode, request.params.year);
      if (!found.ok) return notFound(reply, found.error);
      return reply.header('cache-control', CACHE).send(vehicleView(data, found.model, found.year, request.query.lang));
    },
  );

  const TrimDetailsQuery = TrimDetailsQuerySchema;

  async function trimDetails(reply: FastifyReply, code: string, year: number | undefined, query: z.infer<typeof TrimDetailsQuery>, trim?: string) {
    const data = await catalog();
    const found = modelYear(data, code, year);
    if (!found.ok) return notFound(reply, found.error);
    const list = trimDetailsList(data, found.model, found.year, regionFor(data.regions, query.state, query.region), query.lang, trim);
    if (list.length === 0) return sendError(reply, 404, 'No data received from API', 'NOT_FOUND', `No trim ${trim ?? ''} for ${code} ${found.year.year}`);
    return reply.header('cache-control', CACHE).send(list);
  }

  app.get(
    '/services/vehicles/trims/details/:first/:second',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Trim details: /{year}/{modelCode} or /{modelCode}/{trimCode}; the first item holds destinationCharge for ?state=&region=',
        params: z.object({ first: z.string().regex(/^(\d{4}|[A-Z]{3,4})$/), second: z.string().regex(/^[A-Z]{3,4}$/) }),
        querystring: TrimDetailsQuery,
        response: { 200: z.array(TrimDetailSchema), ...Errors },
      },
    },
    async (request, reply) => {
      const { first, second } = request.params;
      return /^\d{4}$/.test(first) ? trimDetails(reply, second, Number(first), request.query) : trimDetails(reply, first, undefined, request.query, second);
    },
  );

  app.get(
    '/services/vehicles/trims/details/:modelCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: "Trim details of a model's latest active year",
        params: z.object({ modelCode: ModelCodeParamSchema }),
        querystring: TrimDetailsQuery,
        response: { 200: z.array(TrimDetailSchema), ...Errors },
      },
    },
    async (request, reply) => trimDetails(reply, request.params.modelCode, undefined, request.query),
  );

  app.get(
    '/services/vehicles/trims/limiteddetails/:year/:modelCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Trims with their transmissions only',
        params: YearModelParamsSchema,
        querystring: LangQuery,
        response: { 200: z.array(TrimBriefSchema), ...Errors },
      },
    },
    async (request, reply) => {
      const data = await catalog();
      const found = modelYear(data, request.params.modelCode, request.params.year);
      if (!found.ok) return notFound(reply, found.error);
      return reply.header('cache-control', CACHE).send(vehicleView(data, found.model, found.year, request.query.lang).trims);
    },
  );

  app.get(
    '/services/vehicles/trim/:year/:modelCode/:trimCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'One trim',
        params: YearModelParamsSchema.extend({ trimCode: TrimCodeParamSchema }),
        querystring: TrimDetailsQuery,
        response: { 200: TrimDetailSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const data = await catalog();
      const found = modelYear(data, request.params.modelCode, request.params.year);
      if (!found.ok) return notFound(reply, found.error);
      const [trim] = trimDetailsList(data, found.model, found.year, regionFor(data.regions, request.query.state, request.query.region), request.query.lang, request.params.trimCode);
      if (!trim) return notFound(reply, `No trim ${request.params.trimCode}`);
      return reply.header('cache-control', CACHE).send(trim);
    },
  );

  const AccessoryParams = AccessoryParamsSchema;
  const AccessoryQuery = AccessoryQuerySchema;

  async function accessoryConfiguration(
    reply: FastifyReply,
    params: z.infer<typeof AccessoryParams>,
    query: z.infer<typeof AccessoryQuery>,
    token: string | undefined,
  ) {
    const data = await catalog();
    const found = modelYear(data, params.modelCode, params.year);
    if (!found.ok) return notFound(reply, found.error);
    const { model, year } = found;
    const trim = year.trims.find((item) => item.code === params.trimCode);
    if (!trim) return notFound(reply, `No trim ${params.trimCode}`);
    if (!trim.transmissions.some((item) => item.code === params.transmission)) return notFound(reply, `No transmission ${params.transmission} on ${trim.code}`);
    if (params.packageCode !== 'none' && !trim.optionPackages.some((item) => item.code === params.packageCode)) return notFound(reply, `No package ${params.packageCode} on ${trim.code}`);
    let previousSelected: string[] = [];
    if (token !== undefined) {
      const decoded = decodeAccessoryToken(token);
      if (!decoded || decoded.model !== model.code || decoded.year !== year.year) return sendError(reply, 400, 'Invalid token', 'BAD_REQUEST', 'The token does not belong to this model year');
      previousSelected = decoded.trim === trim.code ? decoded.selected : [];
    }
    const known = new Set(model.accessories.map((item) => item.code));
    const selected = (query.selected?.split(',') ?? previousSelected).filter((code) => known.has(code));
    const base = baseAccessoryStates(model, trim);
    const previous = accessoryStates(model, trim, previousSelected);
    const states = accessoryStates(model, trim, selected);
    const conflict = query.add ? accessoryAddition(model, states, query.add) : null;
    const lang = query.lang;
    return reply.header('cache-control', 'no-store').send({
      accessoryConfiguration: {
        accessoryStates: states,
        mostPopular: model.accessories.filter((item) => item.mostPopular).map((item) => item.code),
        hydrateToken: {
          token: encodeAccessoryToken({ year: year.year, model: model.code, trim: trim.code, transmission: params.transmission, packageCode: params.packageCode, selected }),
        },
        summary: { changedStates: changedStates(token === undefined ? base : previous, states) },
      },
      accessories: model.accessories.map((item) => ({ state: states[item.code] ?? 'Available', accessory: accessoryView(model, item.code, lang) })),
      ...(conflict ? { conflict: { code: query.add, status: conflict.add.length || conflict.remove.length ? 'CONFLICT' : 'NO_CONFLICT', ...conflict } } : {}),
    });
  }

  app.get(
    '/services/vehicles/config/accessories/:year/:modelCode/:trimCode/:transmission/:packageCode',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Accessory configuration: states, most popular, hydrate token and changed states; ?add= checks an addition for conflicts',
        params: AccessoryParams,
        querystring: AccessoryQuery,
        response: { 200: AccessoryAnswerSchema, ...Errors },
      },
    },
    async (request, reply) => accessoryConfiguration(reply, request.params, request.query, undefined),
  );

  app.get(
    '/services/vehicles/config/accessories/:year/:modelCode/:trimCode/:transmission/:packageCode/:token',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Accessory configuration relative to a previous hydrate token (changedStates against it)',
        params: AccessoryParams.extend({ token: z.string().regex(/^[A-Za-z0-9_-]{8,2000}$/) }),
        querystring: AccessoryQuery,
        response: { 200: AccessoryAnswerSchema, ...Errors },
      },
    },
    async (request, reply) => accessoryConfiguration(reply, request.params, request.query, request.params.token),
  );

  // ---- saved builds ----
  app.post(
    '/services/vehicles/config/build',
    {
      // A saved build is about 1 KB even with every accessory; the app-wide limit is for uploads elsewhere.
      bodyLimit: 16_384,
      // Each visitor saves a handful of builds; a script saving hundreds a second gets 429 (SAVED_BUILDS_RATE_LIMIT).
      onRequest: app.limit('saved-builds', app.env.SAVED_BUILDS_RATE_LIMIT),
      schema: {
        tags: ['vehicles'],
        summary: 'Saves a Build & Price configuration (checked against the catalog) and answers its token',
        body: SavedBuildInput,
        response: { 201: SavedBuildTokenSchema, 400: ErrorObject, 403: ErrorObject, 429: ErrorObject },
      },
    },
    async (request, reply) => {
      const check = validateSavedBuild(await catalog(), request.body);
      if (!check.ok) return sendError(reply, 400, 'Invalid build', 'BAD_REQUEST', check.reason);
      // Awaited before answering: a token handed out is always one that can be read back.
      const token = await app.repositories.savedBuilds.save(request.body);
      return reply.code(201).header('cache-control', 'no-store').send({ token });
    },
  );

  // The clean-up: builds neither saved nor opened for SAVED_BUILDS_TTL_DAYS go, hourly (a visitor who opened theirs
  // recently keeps it, as opening moves it on). Every process may run it; deleting twice is harmless.
  const sweepBuilds = async () => {
    try {
      const removed = await app.repositories.savedBuilds.deleteUnopened(app.env.SAVED_BUILDS_TTL_DAYS);
      if (removed > 0) app.log.info({ removed, days: app.env.SAVED_BUILDS_TTL_DAYS }, 'unopened saved builds deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'saved-build clean-up failed; it runs again in an hour');
    }
  };
  let sweeper: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => void sweepBuilds(), SWEEP_EVERY_MS);
    sweeper.unref();
    setImmediate(() => void sweepBuilds());
  });
  app.addHook('preClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });

  app.get(
    // One parameter after /accessories/, so it cannot be confused with the five- and six-segment routes above.
    '/services/vehicles/config/accessories/:token',
    {
      schema: {
        tags: ['vehicles'],
        summary: "A saved build's tokenData: its choices with localised colour names and its accessory configuration",
        params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a saved-build token') }),
        querystring: LangQuery,
        response: { 200: TokenDataSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const saved = await app.repositories.savedBuilds.find(request.params.token);
      if (!saved) return sendError(reply, 404, 'Build not found', 'NOT_FOUND', 'No build is saved under this token');
      const data = tokenDataView(await catalog(), saved, request.query.lang);
      // The catalog changed since the build was saved (a trim or colour withdrawn): it cannot be built any more.
      if (!data) return sendError(reply, 404, 'Build not found', 'NOT_FOUND', 'The saved build is no longer available');
      // Per visitor and unguessable: no shared cache should keep it.
      return reply.header('cache-control', 'no-store').send(data);
    },
  );

  // ---- compare ----
  app.get(
    '/services/compare/models',
    {
      schema: {
        tags: ['compare'],
        summary: 'Primary compare data: models that can be compared, with their active years',
        querystring: LangQuery,
        response: { 200: z.array(CompareModelSchema) },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', CACHE).send(
        (await catalog()).models
          .filter((model) => model.active)
          .map((model) => ({ code: model.code, name: model.name, bodyStyle: model.bodyStyle, years: model.years.filter((year) => year.active).map((year) => year.year) })),
      ),
  );

  app.get(
    '/services/compare/model/:year/:modelCode',
    {
      schema: {
        tags: ['compare'],
        summary: 'Compare data for one model year: its trims with price and headline specs',
        params: YearModelParamsSchema,
        querystring: LangQuery,
        response: { 200: CompareModelYearSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const found = modelYear(await catalog(), request.params.modelCode, request.params.year);
      if (!found.ok) return notFound(reply, found.error);
      const lang = request.query.lang;
      return reply.header('cache-control', CACHE).send({
        code: found.model.code,
        name: found.model.name,
        year: found.year.year,
        trims: found.year.trims.map((trim) => ({ code: trim.code, name: trim.name, msrp: trim.msrp, specs: { ...trim.specs, engine: text(trim.specs.engine, lang) } })),
      });
    },
  );

  app.get(
    '/services/compare/activeyears/:modelCode',
    { schema: { tags: ['compare'], summary: 'Active years of a model', params: z.object({ modelCode: ModelCodeParamSchema }), response: { 200: z.array(z.number()), ...Errors } } },
    async (request, reply) => {
      const model = findModel(await catalog(), request.params.modelCode);
      if (!model) return notFound(reply, `No model ${request.params.modelCode}`);
      return reply.header('cache-control', CACHE).send(model.years.filter((year) => year.active).map((year) => year.year));
    },
  );

  app.get(
    '/services/compare/features/:year/:modelCode',
    {
      schema: {
        tags: ['compare'],
        summary: 'Trim comparison: specs and features side by side, rows that differ marked',
        params: YearModelParamsSchema,
        querystring: CompareFeaturesQuerySchema,
        response: { 200: TrimComparisonSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const data = await catalog();
      const found = modelYear(data, request.params.modelCode, request.params.year);
      if (!found.ok) return notFound(reply, found.error);
      const codes = request.query.trims?.split(',') ?? [];
      const missing = codes.filter((code) => !found.year.trims.some((trim) => trim.code === code));
      if (missing.length) return notFound(reply, `No trim ${missing.join(', ')}`);
      return reply.header('cache-control', CACHE).send(trimComparison(data, found.model, found.year, codes, request.query.lang));
    },
  );
};

export default vehicleServices;
