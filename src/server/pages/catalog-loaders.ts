/** Turns the catalog into the props of the all-vehicles and model pages, in the visitor's language. */
import { findYear, latestYear, startingMsrp, text, type Catalog } from '#domain/catalog/catalog.ts';
import { allVehiclesEntry, compareTrims, showcaseColor, modelSlug, trimComparison, trimSpecs, typeCodes, vehicleImagePath, type ComparisonPick } from '#domain/catalog/views.ts';
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

/** The cross-model comparison of up to three `MODEL-TRIM` picks (latest active year); unknown picks are dropped. */
export function globalCompareProps(catalog: Catalog, requested: readonly string[], onlyDifferences: boolean, lang: Language): GlobalCompareProps {
  const models = comparableModels(catalog);
  const picks: ComparisonPick[] = [];
  const selected: string[] = [];
  for (const value of requested.slice(0, GLOBAL_COMPARE_SLOTS)) {
    const [modelCode, trimCode] = /^[A-Z]{3,4}-[A-Z]{3,4}$/.test(value) ? value.split('-') : [];
    const model = models.find((item) => item.code === modelCode);
    const year = model ? latestYear(model) : undefined;
    const trim = year?.trims.find((item) => item.code === trimCode);
    if (model && year && trim) {
      picks.push({ model, year, trim });
      selected.push(value);
    }
  }
  return {
    options: models.map((model) => {
      const year = latestYear(model)!;
      return { modelCode: model.code, modelName: model.name, year: year.year, trims: year.trims.map((trim) => ({ value: `${model.code}-${trim.code}`, name: trim.name })) };
    }),
    selected,
    onlyDifferences,
    table: picks.length >= 2 ? compareTrims(catalog, picks, lang) : null,
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
