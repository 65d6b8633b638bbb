/** Turns the catalog into the props of the all-vehicles and model pages, in the visitor's language. */
import { findYear, latestYear, startingMsrp, text, type Catalog } from '#domain/catalog/catalog.ts';
import { allVehiclesEntry, showcaseColor, modelSlug, trimComparison, trimSpecs, typeCodes, vehicleImagePath } from '#domain/catalog/views.ts';
import { ownRef } from '#domain/catalog/compare-refs.ts';
import { compareVehicles, competitorsOf, findPick, type Competitor, type VehiclePick } from '#domain/catalog/competitors.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { AllVehiclesProps } from '#ui/islands/all-vehicles.tsx';
import type { BrochuresProps } from '#ui/catalog/brochures-page.tsx';
import type { CompareTrimsProps } from '#ui/catalog/compare-trims-page.tsx';
import { GLOBAL_COMPARE_SLOTS, type GlobalCompareProps } from '#ui/catalog/global-compare-page.tsx';
import type { ModelPageProps } from '#ui/catalog/model-page.tsx';

export function allVehiclesProps(catalog: Catalog, lang: Language): AllVehiclesProps {
  const vehicles = catalog.models.map((model) => allVehiclesEntry(catalog, model, lang)).filter((entry) => entry !== null);
  const used = new Set(vehicles.flatMap((vehicle) => vehicle.typeCodes.map((type) => type.code)));
  return {
    vehicles: vehicles.map((vehicle) => ({
      code: vehicle.code,
      name: vehicle.name,
      slug: vehicle.slug,
      year: vehicle.year,
      tagline: vehicle.tagline,
      startingMsrp: vehicle.startingMsrp,
      mpgCity: vehicle.mpgCity,
      mpgHighway: vehicle.mpgHighway,
      rangeMiles: vehicle.rangeMiles,
      seating: vehicle.seating,
      typeCodes: vehicle.typeCodes.map((type) => ({ code: type.code, name: type.name })),
      image: vehicle.image,
      hasHybridTrim: vehicle.hasHybridTrim,
    })),
    categories: catalog.categories.filter((category) => used.has(category.code)).map((category) => ({ code: category.code, name: text(category.name, lang) })),
  };
}

/** The model page of an active model's latest year, found by its slug; null when there is none. */
export function modelPageProps(catalog: Catalog, slug: string, lang: Language, year?: number): ModelPageProps | null {
  const model = catalog.models.find((item) => modelSlug(item) === slug && item.active);
  if (!model) return null;
  const modelYear = year === undefined ? latestYear(model) : findYear(model, year);
  if (!modelYear) return null;
  const color = showcaseColor(modelYear);
  return {
    code: model.code,
    name: model.name,
    year: modelYear.year,
    tagline: text(model.tagline, lang),
    description: text(model.description, lang),
    highlights: model.highlights.map((item) => text(item, lang)),
    startingMsrp: startingMsrp(modelYear),
    image: vehicleImagePath(model, 'front', color?.rgb ?? '#8a97a6'),
    categories: typeCodes(catalog, model, lang).map((type) => type.name),
    trims: modelYear.trims.map((trim) => ({
      code: trim.code,
      name: trim.name,
      msrp: trim.msrp,
      ...trimSpecs(trim, lang),
      hybrid: trim.hybrid,
      wilderness: trim.wilderness,
    })),
    colors: modelYear.exteriorColors.map((item) => ({ code: item.code, name: text(item.name, lang), msrp: item.msrp, chip: `/images/chip/${item.rgb.slice(1).toLowerCase()}.svg` })),
  };
}

/** Models that can be compared: active, with an active year. */
function comparableModels(catalog: Catalog) {
  return catalog.models.filter((model) => model.active && latestYear(model));
}

/** The trim comparison for `?model=` (an unknown or missing code falls back to the first model of the lineup). */
export function compareTrimsProps(catalog: Catalog, requested: string | undefined, onlyDifferences: boolean, lang: Language): CompareTrimsProps {
  const models = comparableModels(catalog);
  const model = models.find((item) => item.code === requested) ?? models[0];
  const year = model ? latestYear(model) : undefined;
  return {
    models: models.map((item) => ({ code: item.code, name: item.name })),
    selected: model?.code ?? '',
    onlyDifferences,
    table: model && year ? trimComparison(catalog, model, year, [], lang) : null,
  };
}

/**
 * The global comparison of up to three `v` picks, in slot order (an empty `v` keeps its slot empty): our trims
 * (`{year}-{model}-{trim}`, or `{model}-{trim}` for the latest active year) and, from vehicle 2 on, other makers'
 * demo vehicles; picks that name nothing comparable are dropped and said so. Vehicle 1, when it is one of ours, gets
 * the other makers' vehicles matched to it.
 */
export function globalCompareProps(catalog: Catalog, competitors: readonly Competitor[], requested: readonly string[], onlyDifferences: boolean, lang: Language): GlobalCompareProps {
  const models = comparableModels(catalog);
  const raw = requested.slice(0, GLOBAL_COMPARE_SLOTS);
  const refOf = (pick: VehiclePick) => (pick.kind === 'own' ? ownRef(pick.year.year, pick.model.code, pick.trim.code) : pick.competitor.id);
  const slots = Array.from({ length: GLOBAL_COMPARE_SLOTS }, (_, index) => {
    const value = raw[index] ?? '';
    const pick = value ? findPick(catalog, competitors, value) : null;
    // Vehicle 1 is ours: the secondary search and the matched competitors are about it.
    return pick && !(index === 0 && pick.kind === 'competitor') ? pick : null;
  });
  const unknownPick = raw.some((value, index) => value !== '' && !slots[index]);
  // The same vehicle twice is one column.
  slots.forEach((pick, index) => {
    if (pick && slots.slice(0, index).some((earlier) => earlier && refOf(earlier) === refOf(pick))) slots[index] = null;
  });
  const picks = slots.filter((pick): pick is VehiclePick => pick !== null);
  const nameOf = (pick: VehiclePick) =>
    pick.kind === 'own' ? `${pick.year.year} ${pick.model.name} ${pick.trim.name}` : `${pick.competitor.year} ${pick.competitor.make} ${pick.competitor.model} ${pick.competitor.trim}`;
  const first = slots[0];
  return {
    picker: {
      action: '/vehicle-info/compare/global.html',
      own: models.map((model) => {
        const year = latestYear(model)!;
        return { label: `${year.year} ${model.name}`, options: year.trims.map((trim) => ({ ref: ownRef(year.year, model.code, trim.code), name: `${model.name} ${trim.name}` })) };
      }),
      others: competitors.map((competitor) => ({ ref: competitor.id, name: `${competitor.year} ${competitor.make} ${competitor.model} ${competitor.trim}` })),
      slots: slots.map((pick) => (pick ? { ref: refOf(pick), name: nameOf(pick) } : null)),
      onlyDifferences,
    },
    onlyDifferences,
    table: picks.length >= 2 ? compareVehicles(catalog, picks, lang) : null,
    chosen: picks.length,
    unknownPick,
    competitors:
      first?.kind === 'own'
        ? {
            vehicle: nameOf(first),
            // Specs only: the demo set lists no equipment of other makers.
            table: {
              ...compareVehicles(catalog, [first, ...competitorsOf(competitors, first.model, first.trim).map((competitor): VehiclePick => ({ kind: 'competitor', competitor }))], lang),
              features: [],
            },
          }
        : null,
  };
}

/** Every active model year that has a brochure, newest first within each model. */
export function brochuresProps(catalog: Catalog): BrochuresProps {
  return {
    brochures: catalog.models
      .filter((model) => model.active)
      .flatMap((model) =>
        model.years
          .filter((year) => year.active)
          .sort((a, b) => b.year - a.year)
          .map((year) => ({ code: model.code, name: model.name, year: year.year, image: vehicleImagePath(model, 'side', showcaseColor(year)?.rgb ?? '#8a97a6') })),
      ),
  };
}
