/** Turns the catalog into the props of the all-vehicles and model pages, in the visitor's language. */
import { findYear, latestYear, startingMsrp, text, type Catalog } from '#domain/catalog/catalog.ts';
import { allVehiclesEntry, defaultColor, modelSlug, typeCodes, vehicleImagePath } from '#domain/catalog/views.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { AllVehiclesProps } from '#ui/islands/all-vehicles.tsx';
import type { ModelPageProps } from '#ui/pages/catalog/model-page.tsx';

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
  const color = defaultColor(modelYear);
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
      mpgCity: trim.specs.mpgCity,
      mpgHighway: trim.specs.mpgHighway,
      rangeMiles: trim.specs.rangeMiles,
      horsepower: trim.specs.horsepower,
      seating: trim.specs.seating,
      drivetrain: trim.specs.drivetrain,
      engine: text(trim.specs.engine, lang),
      hybrid: trim.hybrid,
      wilderness: trim.wilderness,
    })),
    colors: modelYear.exteriorColors.map((item) => ({ code: item.code, name: text(item.name, lang), msrp: item.msrp, chip: `/images/chip/${item.rgb.slice(1).toLowerCase()}.svg` })),
  };
}
