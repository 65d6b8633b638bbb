/**
 * Other makers' vehicles for the compare pages, and the compare searches. `catalog/competitors.json` is a small demo
 * set of invented makers and models (flagged `demo`), each with the specs the comparison table shows, its MSRP in whole
 * dollars like every price of the catalog, its classes, and the models of ours it is matched to (`rivals`). Here: the
 * file's schema, the vehicle view both services and page show, the primary search (our vehicles), the secondary search
 * (what to compare with a chosen vehicle), the competitors of a trim, and a comparison that mixes both.
 */
import { z } from 'zod';
import type { Language } from '#domain/i18n/languages.ts';
import { latestYear, findModel, findYear, text, type Catalog, type CatalogModel, type CatalogModelYear, type CatalogTrim } from './catalog.ts';
import { BodyStyle, ModelCode, Specs } from './catalog-schema.ts';
import { ownRef, parseCompareRef, COMPETITOR_REF } from './compare-refs.ts';
import { COMPARED_SPECS, type CompareVehicle, type SecondarySearchAnswer } from './contract.ts';
import type { ComparisonPick } from './views.ts';

export const Competitor = z.object({
  id: z.string().max(60).regex(COMPETITOR_REF, 'ids are lowercase words joined by dashes'),
  make: z.string().min(1).max(40),
  model: z.string().min(1).max(40),
  trim: z.string().min(1).max(40),
  year: z.number().int().min(2020).max(2035),
  bodyStyle: BodyStyle,
  /** Category codes from categories.json; a vehicle is in the class of every model of ours that shares one. */
  categories: z.array(z.string().regex(/^[a-z-]{2,20}$/)).min(1),
  /** Our model codes this vehicle is matched to. */
  rivals: z.array(ModelCode).min(1),
  /** Whole US dollars, like the catalog's prices. */
  msrp: z.number().int().positive(),
  specs: Specs,
});
export type Competitor = z.infer<typeof Competitor>;

export const CompetitorsFile = z
  .object({
    /** The set is invented; the flag is there so no one mistakes it for market data. */
    demo: z.literal(true),
    note: z.string().min(1),
    competitors: z.array(Competitor).min(1).max(40),
  })
  .superRefine((file, context) => {
    const ids = new Set<string>();
    file.competitors.forEach((competitor, index) => {
      if (ids.has(competitor.id)) context.addIssue({ code: 'custom', message: `id ${competitor.id} appears twice`, path: ['competitors', index, 'id'] });
      ids.add(competitor.id);
    });
  });
export type CompetitorsFile = z.infer<typeof CompetitorsFile>;

// ---- the view ----

function categoryName(catalog: Catalog, codes: readonly string[], lang: Language): string {
  const category = catalog.categories.find((item) => item.code === codes[0]);
  return category ? text(category.name, lang) : (codes[0] ?? '');
}

function specsView(specs: CatalogTrim['specs'], lang: Language) {
  return { ...specs, engine: text(specs.engine, lang) };
}

export function ownVehicle(catalog: Catalog, brand: string, model: CatalogModel, year: CatalogModelYear, trim: CatalogTrim, lang: Language): CompareVehicle {
  return {
    ref: ownRef(year.year, model.code, trim.code),
    kind: 'own',
    demo: false,
    year: year.year,
    make: brand,
    model: model.name,
    trim: trim.name,
    modelCode: model.code,
    trimCode: trim.code,
    name: `${year.year} ${model.name} ${trim.name}`,
    category: categoryName(catalog, model.categories, lang),
    bodyStyle: model.bodyStyle,
    msrp: trim.msrp,
    engine: text(trim.specs.engine, lang),
    specs: specsView(trim.specs, lang),
  };
}

export function competitorVehicle(catalog: Catalog, competitor: Competitor, lang: Language): CompareVehicle {
  return {
    ref: competitor.id,
    kind: 'competitor',
    demo: true,
    year: competitor.year,
    make: competitor.make,
    model: competitor.model,
    trim: competitor.trim,
    modelCode: null,
    trimCode: null,
    name: `${competitor.year} ${competitor.make} ${competitor.model} ${competitor.trim}`,
    category: categoryName(catalog, competitor.categories, lang),
    bodyStyle: competitor.bodyStyle,
    msrp: competitor.msrp,
    engine: text(competitor.specs.engine, lang),
    specs: specsView(competitor.specs, lang),
  };
}

// ---- finding vehicles ----

export interface OwnPick extends ComparisonPick {
  kind: 'own';
}
export interface CompetitorPick {
  kind: 'competitor';
  competitor: Competitor;
}
export type VehiclePick = OwnPick | CompetitorPick;

/** Models and years that can be compared: active ones. */
function ownTrims(catalog: Catalog): OwnPick[] {
  return catalog.models
    .filter((model) => model.active)
    .flatMap((model) => model.years.filter((year) => year.active).flatMap((year) => year.trims.map((trim): OwnPick => ({ kind: 'own', model, year, trim }))));
}

/** A reference resolved against the catalog and the demo set; a trim without a year is the model's latest active year. */
export function findPick(catalog: Catalog, competitors: readonly Competitor[], value: string): VehiclePick | null {
  const ref = parseCompareRef(value);
  if (!ref) return null;
  if (ref.kind === 'competitor') {
    const competitor = competitors.find((item) => item.id === ref.id);
    return competitor ? { kind: 'competitor', competitor } : null;
  }
  const model = findModel(catalog, ref.modelCode);
  if (!model?.active) return null;
  const year = ref.year === null ? latestYear(model) : findYear(model, ref.year);
  const trim = year?.active ? year.trims.find((item) => item.code === ref.trimCode) : undefined;
  return year && trim ? { kind: 'own', model, year, trim } : null;
}

// ---- the searches ----

function fold(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query or a vehicle: letters and digits, accents folded, lowercase; at most 8 from a query. */
export function searchWords(value: string): string[] {
  return fold(value)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Every query word must start a word of the vehicle; a whole-word match counts 2, a beginning 1. Null: no match. */
function score(query: readonly string[], words: readonly string[]): number | null {
  let total = 0;
  for (const token of query) {
    if (words.includes(token)) total += 2;
    else if (words.some((word) => word.startsWith(token))) total += 1;
    else return null;
  }
  return total;
}

function classWords(catalog: Catalog, codes: readonly string[], lang: Language): string[] {
  return codes.flatMap((code) => {
    const category = catalog.categories.find((item) => item.code === code);
    return category ? [...searchWords(category.name[lang]), ...(lang === 'en' ? [] : searchWords(category.name.en))] : [];
  });
}

/** The engine's words in the language and in English: "turbo", "V6", "híbrido", "electric". */
function engineWords(engine: CatalogTrim['specs']['engine'], lang: Language): string[] {
  return searchWords(lang === 'en' ? engine.en : `${engine[lang]} ${engine.en}`);
}

function ownWords(catalog: Catalog, brand: string, pick: OwnPick, lang: Language): string[] {
  return [
    ...searchWords(`${brand} ${pick.model.name} ${pick.trim.name} ${pick.year.year}`),
    ...classWords(catalog, pick.model.categories, lang),
    ...engineWords(pick.trim.specs.engine, lang),
  ];
}

function competitorWords(catalog: Catalog, competitor: Competitor, lang: Language): string[] {
  return [
    ...searchWords(`${competitor.make} ${competitor.model} ${competitor.trim} ${competitor.year}`),
    ...classWords(catalog, competitor.categories, lang),
    ...engineWords(competitor.specs.engine, lang),
  ];
}

const MAX_QUERY_WORDS = 8;

export function queryWords(query: string): string[] {
  return searchWords(query).slice(0, MAX_QUERY_WORDS);
}

/**
 * The primary search: the maker's own trims of active model years whose words (brand, model, trim, year, class, engine)
 * the query's words begin; best match
 * first, then the newest year, then the lineup's order and the model's trim order.
 */
export function primarySearch(catalog: Catalog, brand: string, query: string, limit: number, lang: Language): { total: number; results: CompareVehicle[] } {
  const tokens = queryWords(query);
  const order = new Map(catalog.models.map((model, index) => [model.code, index]));
  const found = ownTrims(catalog)
    .map((pick) => ({ pick, score: score(tokens, ownWords(catalog, brand, pick, lang)) }))
    .filter((item): item is { pick: OwnPick; score: number } => item.score !== null)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.pick.year.year - a.pick.year.year ||
        (order.get(a.pick.model.code) ?? 0) - (order.get(b.pick.model.code) ?? 0) ||
        a.pick.year.trims.indexOf(a.pick.trim) - b.pick.year.trims.indexOf(b.pick.trim),
    );
  return { total: found.length, results: found.slice(0, limit).map(({ pick }) => ownVehicle(catalog, brand, pick.model, pick.year, pick.trim, lang)) };
}

const RELATION_ORDER = { matchedCompetitor: 0, sameModel: 1, sameClass: 2, competitor: 3 } as const;
type Relation = keyof typeof RELATION_ORDER;

/**
 * The secondary search: what to compare with the chosen primary trim — other makers' vehicles matched to its model,
 * the other trims of its model year, our vehicles of its class (sharing a category), and other makers' vehicles of its
 * class. Best match first, then in that order of relation, then nearest in price, then newest, then by name.
 */
export function secondarySearch(
  catalog: Catalog,
  competitors: readonly Competitor[],
  brand: string,
  primary: OwnPick,
  query: string,
  limit: number,
  lang: Language,
): Omit<SecondarySearchAnswer, 'query'> {
  const tokens = queryWords(query);
  const classes = new Set(primary.model.categories);
  const inClass = (codes: readonly string[]) => codes.some((code) => classes.has(code));
  type Candidate = { vehicle: CompareVehicle; relation: Relation; score: number | null };
  const own = ownTrims(catalog)
    .filter((pick) => inClass(pick.model.categories) && !(pick.model === primary.model && pick.year === primary.year && pick.trim === primary.trim))
    .map(
      (pick): Candidate => ({
        vehicle: ownVehicle(catalog, brand, pick.model, pick.year, pick.trim, lang),
        relation: pick.model === primary.model && pick.year === primary.year ? 'sameModel' : 'sameClass',
        score: score(tokens, ownWords(catalog, brand, pick, lang)),
      }),
    );
  const others = competitors
    .filter((competitor) => competitor.rivals.includes(primary.model.code) || inClass(competitor.categories))
    .map(
      (competitor): Candidate => ({
        vehicle: competitorVehicle(catalog, competitor, lang),
        relation: competitor.rivals.includes(primary.model.code) ? 'matchedCompetitor' : 'competitor',
        score: score(tokens, competitorWords(catalog, competitor, lang)),
      }),
    );
  const price = primary.trim.msrp;
  const found = [...own, ...others]
    .filter((item): item is Candidate & { score: number } => item.score !== null)
    .sort(
      (a, b) =>
        b.score - a.score ||
        RELATION_ORDER[a.relation] - RELATION_ORDER[b.relation] ||
        Math.abs(a.vehicle.msrp - price) - Math.abs(b.vehicle.msrp - price) ||
        b.vehicle.year - a.vehicle.year ||
        a.vehicle.name.localeCompare(b.vehicle.name, 'en'),
    );
  return {
    primary: ownVehicle(catalog, brand, primary.model, primary.year, primary.trim, lang),
    total: found.length,
    results: found.slice(0, limit).map(({ vehicle, relation }) => ({ ...vehicle, relation })),
  };
}

/** Other makers' vehicles matched to a trim's model, nearest in price to the trim first (then by id). */
export function competitorsOf(competitors: readonly Competitor[], model: CatalogModel, trim: CatalogTrim): Competitor[] {
  return competitors
    .filter((competitor) => competitor.rivals.includes(model.code))
    .sort((a, b) => Math.abs(a.msrp - trim.msrp) - Math.abs(b.msrp - trim.msrp) || a.id.localeCompare(b.id, 'en'));
}

// ---- a comparison of ours and theirs ----

/** How a column has a feature; `unlisted`: another maker's vehicle, whose equipment the demo set does not list. */
export type MixedFeatureMark = 'standard' | 'package' | 'none' | 'unlisted';

export interface MixedComparison {
  columns: { key: string; modelCode: string; modelName: string; year: number; name: string; msrp: number; engine: string; otherMaker: string | null }[];
  specs: { key: (typeof COMPARED_SPECS)[number]; values: Record<string, string | number | null>; differs: boolean }[];
  features: { code: string; group: string; name: string; values: Record<string, MixedFeatureMark>; differs: boolean }[];
}

/**
 * Specs and features of our trims and other makers' vehicles side by side, in the order picked, each column keyed by
 * its reference (so one trim of two model years makes two columns). Our trims' features are marked as the trim
 * comparison marks them (standard, in a package, none); another maker's vehicle has the same specs, and its features
 * are `unlisted`, which never makes a row differ.
 */
export function compareVehicles(catalog: Catalog, picks: readonly VehiclePick[], lang: Language): MixedComparison {
  const keyOf = (pick: VehiclePick) => (pick.kind === 'own' ? ownRef(pick.year.year, pick.model.code, pick.trim.code) : pick.competitor.id);
  const columns = picks.map((pick): MixedComparison['columns'][number] =>
    pick.kind === 'own'
      ? { key: keyOf(pick), modelCode: pick.model.code, modelName: pick.model.name, year: pick.year.year, name: pick.trim.name, msrp: pick.trim.msrp, engine: text(pick.trim.specs.engine, lang), otherMaker: null }
      : {
          key: keyOf(pick),
          modelCode: '',
          modelName: `${pick.competitor.make} ${pick.competitor.model}`,
          year: pick.competitor.year,
          name: pick.competitor.trim,
          msrp: pick.competitor.msrp,
          engine: text(pick.competitor.specs.engine, lang),
          otherMaker: pick.competitor.make,
        },
  );
  const specOf = (pick: VehiclePick) => (pick.kind === 'own' ? pick.trim.specs : pick.competitor.specs);
  const specs = COMPARED_SPECS.map((key) => {
    const values = Object.fromEntries(picks.map((pick) => [keyOf(pick), specOf(pick)[key]]));
    return { key, values, differs: new Set(Object.values(values).map(String)).size > 1 };
  }).filter((row) => Object.values(row.values).some((value) => value !== null));
  const own = picks.filter((pick): pick is OwnPick => pick.kind === 'own');
  const codes = new Set(own.flatMap(({ trim }) => [...trim.features, ...trim.optionPackages.flatMap((pkg) => pkg.features)]));
  const mark = (pick: VehiclePick, code: string): MixedFeatureMark =>
    pick.kind === 'competitor'
      ? 'unlisted'
      : pick.trim.features.includes(code)
        ? 'standard'
        : pick.trim.optionPackages.some((pkg) => pkg.features.includes(code))
          ? 'package'
          : 'none';
  const features = catalog.features
    .filter((feature) => codes.has(feature.code))
    .map((feature) => {
      const values = Object.fromEntries(picks.map((pick) => [keyOf(pick), mark(pick, feature.code)]));
      const known = Object.values(values).filter((value) => value !== 'unlisted');
      return { code: feature.code, group: feature.group, name: text(feature.name, lang), values, differs: new Set(known).size > 1 };
    });
  return { columns, specs, features };
}
