/** The catalog as the services answer it: localised, with the spec's field names (camelCase as written there). */
import type { Language } from '#domain/i18n/languages.ts';
import { canonicalLooks, LOOKS_PARAM, type VehicleView } from '#domain/imagery/image-paths.ts';
import { brandSlug } from '#domain/platform/site-map.ts';
import { accessoryFinalPrice, destinationCharge, latestYear, startingMsrp, text, type Catalog, type CatalogModel, type CatalogModelYear, type CatalogTrim, type Region } from './catalog.ts';

/** The model page's address segment: the model's name in lower case (`/vehicles/kestrel.html`). */
export function modelSlug(model: Pick<CatalogModel, 'name'>): string {
  return brandSlug(model.name);
}

/** Where a vehicle drawing lives (served by the image routes). */
export function vehicleImagePath(model: CatalogModel, view: VehicleView, rgb: string): string {
  return drawingPath(model.bodyStyle, view, rgb);
}

/**
 * The same address from a body style alone, for code that holds no catalog model (the configurator in the browser),
 * optionally with the looks of the accessories on the car (canonical: known, once each, in a fixed order).
 */
export function drawingPath(bodyStyle: string, view: VehicleView, rgb: string, looks: readonly string[] = []): string {
  const canonical = view === 'interior' ? [] : canonicalLooks(looks);
  return `/images/vehicle/${bodyStyle}/${view}/${rgb.replace('#', '').toLowerCase()}.svg${canonical.length > 0 ? `?${LOOKS_PARAM}=${canonical.join('.')}` : ''}`;
}

export function defaultColor(year: CatalogModelYear) {
  return year.exteriorColors.find((color) => color.default) ?? year.exteriorColors[0];
}

/** HSL saturation of a #rrggbb colour, 0–1. */
function saturation(rgb: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(rgb.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  return max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
}

/** The colour a model is shown in on the lineup and its page: its most vivid paint, so the lineup is not all silver. */
export function showcaseColor(year: CatalogModelYear) {
  return [...year.exteriorColors].sort((a, b) => saturation(b.rgb) - saturation(a.rgb))[0] ?? defaultColor(year);
}

export function typeCodes(catalog: Catalog, model: CatalogModel, lang: Language) {
  return model.categories
    .map((code) => catalog.categories.find((category) => category.code === code))
    .filter((category) => category !== undefined)
    .map((category) => ({ code: category.code, name: text(category.name, lang), activeOrder: category.activeOrder }));
}

export function optionPackageView(pkg: CatalogTrim['optionPackages'][number], catalog: Catalog, lang: Language) {
  return {
    code: pkg.code,
    name: text(pkg.name, lang),
    msrp: pkg.msrp,
    features: pkg.features.map((code) => featureName(catalog, code, lang)),
    required: pkg.required,
    default: pkg.default,
  };
}

/** A feature's name in the visitor's language (its code when the catalog has no such feature). */
export function featureName(catalog: Catalog, code: string, lang: Language): string {
  const feature = catalog.features.find((item) => item.code === code);
  return feature ? text(feature.name, lang) : code;
}

export function transmissionViews(trim: CatalogTrim, catalog: Catalog, lang: Language) {
  const defaultPackage = trim.optionPackages.find((pkg) => pkg.default) ?? trim.optionPackages.find((pkg) => pkg.required);
  return trim.transmissions.map((transmission) => ({
    code: transmission.code,
    name: text(transmission.name, lang),
    description: text(transmission.description, lang),
    msrp: transmission.msrp,
    trimCode: trim.code,
    optionPackages: trim.optionPackages.map((pkg) => optionPackageView(pkg, catalog, lang)),
    defaultOptionPackageCode: defaultPackage?.code ?? null,
  }));
}

export function exteriorColorViews(model: CatalogModel, year: CatalogModelYear, lang: Language) {
  return year.exteriorColors.map((color) => ({
    code: color.code,
    name: text(color.name, lang),
    msrp: color.msrp,
    rgb: color.rgb,
    default: color.default,
    colorChip: `/images/chip/${color.rgb.slice(1).toLowerCase()}.svg`,
    frontWheelRight: vehicleImagePath(model, 'front', color.rgb),
    interiorColors: color.interiorColors.map((interior) => ({
      code: interior.code,
      name: text(interior.name, lang),
      rgb: interior.rgb,
      default: interior.default,
      colorChip: `/images/interior/${interior.rgb.slice(1).toLowerCase()}.svg`,
    })),
  }));
}

/** A trim with everything a trim step or comparison needs. */
export function trimDetailView(catalog: Catalog, model: CatalogModel, year: CatalogModelYear, trim: CatalogTrim, lang: Language) {
  return {
    code: trim.code,
    name: trim.name,
    msrp: trim.msrp,
    year: year.year,
    modelCode: model.code,
    modelName: model.name,
    hybrid: trim.hybrid,
    wilderness: trim.wilderness,
    defaultTransmissionCode: trim.defaultTransmission,
    transmissions: transmissionViews(trim, catalog, lang),
    specs: { ...trim.specs, engine: text(trim.specs.engine, lang) },
    features: trim.features.map((code) => ({ code, name: featureName(catalog, code, lang) })),
    colors: trim.colors,
    image: vehicleImagePath(model, 'front', defaultColor(year)?.rgb ?? '#8a97a6'),
  };
}

/** trims/details: the list whose first item holds the destination charge for the visitor's region. */
export function trimDetailsList(catalog: Catalog, model: CatalogModel, year: CatalogModelYear, region: Region | undefined, lang: Language, only?: string) {
  const charge = destinationCharge(year, region);
  return year.trims
    .filter((trim) => !only || trim.code === only)
    .map((trim, index) => ({
      ...trimDetailView(catalog, model, year, trim, lang),
      ...(index === 0 ? { destinationCharge: charge, selectedState: region?.states[0] ?? null, selectedRegion: region?.code ?? null } : {}),
    }));
}

/** The spec's Vehicle entity for one model year. */
export function vehicleView(catalog: Catalog, model: CatalogModel, year: CatalogModelYear, lang: Language) {
  const trims = year.trims.map((trim) => ({ code: trim.code, name: trim.name, msrp: trim.msrp, transmissions: transmissionViews(trim, catalog, lang) }));
  const hybrid = new Set(year.trims.filter((trim) => trim.hybrid).map((trim) => trim.code));
  const wilderness = new Set(year.trims.filter((trim) => trim.wilderness).map((trim) => trim.code));
  return {
    code: model.code,
    name: model.name,
    year: year.year,
    active: model.active && year.active,
    bodyStyle: model.bodyStyle,
    typeCodes: typeCodes(catalog, model, lang),
    trims,
    hybridTrims: trims.filter((trim) => hybrid.has(trim.code)),
    nonHybridTrims: trims.filter((trim) => !hybrid.has(trim.code)),
    trimFilterGroups: [
      { code: 'all' as const, trims: trims.map((trim) => trim.code) },
      ...(hybrid.size ? [{ code: 'hybrid' as const, trims: [...hybrid] }] : []),
      ...(wilderness.size ? [{ code: 'wilderness' as const, trims: [...wilderness] }] : []),
    ],
    exteriorColors: exteriorColorViews(model, year, lang),
  };
}

/** One card of the all-vehicles page: the model's latest active year, its starting price and headline specs. */
export function allVehiclesEntry(catalog: Catalog, model: CatalogModel, lang: Language) {
  const year = latestYear(model);
  if (!year || !model.active) return null;
  const base = [...year.trims].sort((a, b) => a.msrp - b.msrp)[0];
  const color = showcaseColor(year);
  return {
    code: model.code,
    name: model.name,
    slug: modelSlug(model),
    year: year.year,
    bodyStyle: model.bodyStyle,
    typeCodes: typeCodes(catalog, model, lang),
    tagline: text(model.tagline, lang),
    startingMsrp: startingMsrp(year),
    mpgCity: base?.specs.mpgCity ?? null,
    mpgHighway: base?.specs.mpgHighway ?? null,
    rangeMiles: base?.specs.rangeMiles ?? null,
    mpge: base?.specs.mpge ?? null,
    seating: Math.max(...year.trims.map((trim) => trim.specs.seating)),
    hasHybridTrim: year.trims.some((trim) => trim.hybrid),
    hasWildernessTrim: year.trims.some((trim) => trim.wilderness),
    image: vehicleImagePath(model, 'side', color?.rgb ?? '#8a97a6'),
    imageFront: vehicleImagePath(model, 'front', color?.rgb ?? '#8a97a6'),
  };
}

export function accessoryView(model: CatalogModel, code: string, lang: Language) {
  const accessory = model.accessories.find((item) => item.code === code);
  if (!accessory) return null;
  const { finalPrice, marker } = accessoryFinalPrice(accessory);
  return {
    code: accessory.code,
    name: text(accessory.name, lang),
    partNumber: accessory.partNumber,
    msrp: accessory.msrp,
    installedPrice: accessory.installedPrice,
    finalPrice,
    disclaimerMarker: marker,
    group: { code: accessory.group, name: accessory.group },
    subtitle: accessory.subtitle ? text(accessory.subtitle, lang) : null,
    instructions: accessory.instructions ? text(accessory.instructions, lang) : null,
    requires: accessory.requires,
    conflicts: accessory.conflicts,
    includes: accessory.includes,
  };
}

/** How a trim has a feature, in a comparison. */
type FeatureMark = 'standard' | 'package' | 'none';

export interface ComparisonPick {
  model: CatalogModel;
  year: CatalogModelYear;
  trim: CatalogTrim;
}

/** Specs and features of any trims side by side (one model's, or several models'), with the rows that differ marked. */
export function compareTrims(catalog: Catalog, picks: readonly ComparisonPick[], lang: Language) {
  const column = (pick: ComparisonPick) => `${pick.model.code}-${pick.trim.code}`;
  const featureCodes = new Set(picks.flatMap(({ trim }) => [...trim.features, ...trim.optionPackages.flatMap((pkg) => pkg.features)]));
  const features = catalog.features
    .filter((feature) => featureCodes.has(feature.code))
    .map((feature) => {
      const values = Object.fromEntries(
        picks.map((pick): [string, FeatureMark] => [
          column(pick),
          pick.trim.features.includes(feature.code) ? 'standard' : pick.trim.optionPackages.some((pkg) => pkg.features.includes(feature.code)) ? 'package' : 'none',
        ]),
      );
      return { code: feature.code, group: feature.group, name: text(feature.name, lang), values, differs: new Set(Object.values(values)).size > 1 };
    });
  const specKeys = ['horsepower', 'torqueLbFt', 'mpgCity', 'mpgHighway', 'rangeMiles', 'mpge', 'seating', 'cargoCuFt', 'groundClearanceIn', 'towingLbs', 'drivetrain'] as const;
  const specs = specKeys
    .map((key) => {
      const values = Object.fromEntries(picks.map((pick) => [column(pick), pick.trim.specs[key]]));
      return { key, values, differs: new Set(Object.values(values).map(String)).size > 1 };
    })
    .filter((row) => Object.values(row.values).some((value) => value !== null));
  return {
    columns: picks.map((pick) => ({
      key: column(pick),
      modelCode: pick.model.code,
      trimCode: pick.trim.code,
      year: pick.year.year,
      modelName: pick.model.name,
      name: pick.trim.name,
      msrp: pick.trim.msrp,
      engine: text(pick.trim.specs.engine, lang),
    })),
    specs,
    features,
  };
}

/** One model year's trims compared (all of them, or the codes asked for, in that order). */
export function trimComparison(catalog: Catalog, model: CatalogModel, year: CatalogModelYear, trimCodes: readonly string[], lang: Language) {
  const trims = (trimCodes.length ? trimCodes.map((code) => year.trims.find((trim) => trim.code === code)) : year.trims).filter(
    (trim): trim is CatalogTrim => trim !== undefined,
  );
  return { modelCode: model.code, modelName: model.name, year: year.year, ...compareTrims(catalog, trims.map((trim) => ({ model, year, trim })), lang) };
}

/** A trim's headline specs in `lang` (the engine is worded per language): Build & Price's trim cards and the comparisons. */
export function trimSpecs(trim: CatalogTrim, lang: Language) {
  return {
    mpgCity: trim.specs.mpgCity,
    mpgHighway: trim.specs.mpgHighway,
    rangeMiles: trim.specs.rangeMiles,
    horsepower: trim.specs.horsepower,
    seating: trim.specs.seating,
    drivetrain: trim.specs.drivetrain,
    engine: text(trim.specs.engine, lang),
  };
}
