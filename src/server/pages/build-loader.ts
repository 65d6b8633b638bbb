/**
 * Turns a Build & Price address into the configurator's props: the URL grammar (url.ts), the build data of the
 * model year for the visitor's saved region, and the build itself, replayed from a saved build's token or from
 * the choices a no-script link carried. Unknown models and tokens still render the page, with a notice.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { modelOffer } from '#domain/build-price/build.ts';
import { configuratorData, lineupModels } from '#domain/build-price/data.ts';
import { choicesFromQuery, choicesOfSaved, replayBuild, type BuildChoices } from '#domain/build-price/replay.ts';
import { parseBuildUrl, type Step } from '#domain/build-price/url.ts';
import { basicModelData, findModel, findYear, text } from '#domain/catalog/catalog.ts';
import { pricingLocation } from '#domain/geo/visitor-context.ts';
import type { BuildPriceProps } from '#ui/islands/build-price.tsx';
import { summaryAccountId } from '#server/services/summary-account.ts';

export interface BuildPageLoad {
  props: BuildPriceProps;
  status: number;
  /** The vehicle the page is about, for the title ("2026 Vanta"), when there is one. */
  vehicle: string | null;
}

/** Null when the address does not follow the grammar at all (too many segments, a year that is not 4 digits). */
export async function loadBuildPage(app: FastifyInstance, request: FastifyRequest): Promise<BuildPageLoad | null> {
  const catalog = await app.repositories.catalog.get();
  const parsed = parseBuildUrl(request.url, basicModelData(catalog));
  if (!parsed.valid && parsed.reason === 'not-build-path') return null;
  const lang = request.lang;
  // Priced for the visitor's place (their ZIP, else their retailer's), else the spec's default location.
  const location = pricingLocation(request.visitor);
  // The summary is attributed to the visitor's preferred retailer (decision 033).
  const account = await summaryAccountId(app, request.visitor.retailer?.id);
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const lineup = lineupModels(catalog, lang);
  const used = new Set(lineup.flatMap((model) => model.categories.map((category) => category.code)));
  const categories = catalog.categories.filter((category) => used.has(category.code)).map((category) => ({ code: category.code, name: text(category.name, lang) }));
  const base = { lineup, categories, urlCodes: { modelCode: parsed.modelCode, trimCode: parsed.trimCode } };

  const dataFor = (modelCode: string | null, year: number | null) => {
    const model = modelCode ? findModel(catalog, modelCode) : undefined;
    const modelYear = model?.active && year !== null ? findYear(model, year) : undefined;
    return model && modelYear?.active ? configuratorData(catalog, model, modelYear, lang, location, account) : null;
  };

  let notice: BuildPriceProps['notice'] = null;
  let status = 200;
  let data = parsed.valid ? dataFor(parsed.modelCode, parsed.year) : null;
  let choices: BuildChoices = { trimCode: parsed.trimCode };
  let step: Step = parsed.step;
  let authoritative = false;
  let token: string | null = null;

  if (parsed.token) {
    const saved = await app.repositories.savedBuilds.find(parsed.token);
    const savedData = saved ? dataFor(saved.modelCode, saved.year) : null;
    if (saved && savedData) {
      data = savedData;
      choices = choicesOfSaved(saved);
      // A shared link opens on the summary unless it names a later-built step of its own.
      step = parsed.step === 'model' || parsed.step === 'trim' ? 'summary' : parsed.step;
      authoritative = true;
      token = parsed.token;
    } else {
      notice = 'build-not-found';
      status = 404;
    }
  } else if (parsed.modelCode !== null && data === null) {
    notice = 'model-not-found';
    status = 404;
  } else {
    const fromQuery = choicesFromQuery(query, parsed.trimCode);
    if (fromQuery) {
      choices = fromQuery;
      authoritative = true;
    }
  }

  const replayed = replayBuild(data, choices, step, { category: parsed.category, token, offer: modelOffer(lineup, categories, parsed.category) });
  return {
    props: { ...base, data, initial: replayed, authoritative, notice },
    status,
    vehicle: data ? `${data.year} ${data.model.name}` : null,
  };
}
