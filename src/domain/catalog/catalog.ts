/** The catalog in memory and the pure questions the services ask of it: latest years, trims, prices, colours. */
import type { Language } from '#domain/i18n/languages.ts';
import type { BasicModelData } from './contract.ts';
import type { Accessory, Localized, ModelFile } from './catalog-schema.ts';
import type { z } from 'zod';
import type { CategoriesFile, FeaturesFile, ModelYear as ModelYearSchema, RegionsFile, Trim as TrimSchema } from './catalog-schema.ts';

export type Category = z.infer<typeof CategoriesFile>[number];
export type Feature = z.infer<typeof FeaturesFile>[number];
export type Region = z.infer<typeof RegionsFile>[number];
export type CatalogModel = ModelFile;
export type CatalogModelYear = z.infer<typeof ModelYearSchema>;
export type CatalogTrim = z.infer<typeof TrimSchema>;

export interface Catalog {
  /** The seed version the data came from; caches are keyed by it. */
  version: string;
  categories: Category[];
  features: Feature[];
  regions: Region[];
  /** In display order. */
  models: CatalogModel[];
}

/** The spec's default location: central US, state KS, region 060. */
export const DEFAULT_STATE = 'KS';
export const DEFAULT_REGION = '060';
/** Used only when the basic model data cannot be loaded at all. */
export const FALLBACK_MODEL_YEAR = 2025;

export function text(value: Localized, lang: Language): string {
  return value[lang];
}

export function findModel(catalog: Catalog, code: string): CatalogModel | undefined {
  return catalog.models.find((model) => model.code === code);
}

export type YearKind = 'default' | 'hybrid' | 'wilderness';

/** The model's latest active year, or the latest with a hybrid / wilderness trim when that kind is asked. */
export function latestYear(model: CatalogModel, kind: YearKind = 'default'): CatalogModelYear | undefined {
  const years = model.years
    .filter((year) => year.active)
    .filter((year) => kind === 'default' || year.trims.some((trim) => (kind === 'hybrid' ? trim.hybrid : trim.wilderness)))
    .sort((a, b) => b.year - a.year);
  return years[0];
}

export function findYear(model: CatalogModel, year: number): CatalogModelYear | undefined {
  return model.years.find((item) => item.year === year);
}

/** The spec's basic model data: one row per model and year (its schema is the service contract, `./contract.ts`). */
export type { BasicModelData } from './contract.ts';

export function basicModelData(catalog: Catalog): BasicModelData[] {
  return catalog.models.flatMap((model) =>
    model.years.map((year) => ({
      code: model.code,
      year: year.year,
      active: model.active && year.active,
      hasHybridTrim: year.trims.some((trim) => trim.hybrid),
      hasWildernessTrim: year.trims.some((trim) => trim.wilderness),
    })),
  );
}

/** The region for a visitor: by region code when known, else by state, else the default 060. */
export function regionFor(regions: readonly Region[], state?: string, region?: string): Region | undefined {
  return (
    (region ? regions.find((item) => item.code === region) : undefined) ??
    (state ? regions.find((item) => item.states.includes(state.toUpperCase())) : undefined) ??
    regions.find((item) => item.code === DEFAULT_REGION)
  );
}

export function destinationCharge(year: CatalogModelYear, region: Region | undefined): number {
  return year.destinationCharge + (region?.destinationSurcharge ?? 0);
}

export function startingMsrp(year: CatalogModelYear): number {
  return Math.min(...year.trims.map((trim) => trim.msrp));
}

/** The spec's accessory pricing: installedPrice 0 → msrp with `^^`, otherwise installedPrice with `^`. */
export function accessoryFinalPrice(accessory: Pick<Accessory, 'msrp' | 'installedPrice'>): { finalPrice: number; marker: '^' | '^^' } {
  return accessory.installedPrice === 0 ? { finalPrice: accessory.msrp, marker: '^^' } : { finalPrice: accessory.installedPrice, marker: '^' };
}
