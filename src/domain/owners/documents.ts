/**
 * The owner documents of a model year and trim — owner's manual, warranty booklet, maintenance schedule and quick
 * reference guide — as data: which documents exist, the warranty coverage that applies to the trim's powertrain and
 * its maintenance visits. The warranty service, the manuals page and the PDFs all read these. Pure.
 */
import type { CatalogModel, CatalogModelYear, CatalogTrim } from '#domain/catalog/catalog.ts';

export const OWNER_DOCUMENTS = ['owners-manual', 'warranty', 'maintenance', 'quick-reference'] as const;
export type OwnerDocument = (typeof OWNER_DOCUMENTS)[number];

export function isOwnerDocument(value: unknown): value is OwnerDocument {
  return typeof value === 'string' && (OWNER_DOCUMENTS as readonly string[]).includes(value);
}

export type Powertrain = 'gasoline' | 'hybrid' | 'electric';

/** Electric when the trim has a range, hybrid when the catalog says so, gasoline otherwise. */
export function powertrainOf(trim: Pick<CatalogTrim, 'hybrid' | 'specs'>): Powertrain {
  if (trim.specs.rangeMiles !== null) return 'electric';
  return trim.hybrid ? 'hybrid' : 'gasoline';
}

export const COVERAGE_KINDS = ['basic', 'powertrain', 'corrosion', 'emissions', 'hybrid', 'battery', 'roadside'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

export interface Coverage {
  kind: CoverageKind;
  years: number;
  /** Miles, whichever comes first; null for unlimited miles. */
  miles: number | null;
}

/**
 * The new-vehicle limited warranty's coverages for a powertrain: every vehicle has basic, powertrain, corrosion and
 * roadside cover; engines add the federal emissions cover, hybrids their hybrid components, electric vehicles their
 * high-voltage battery (the federal minimum for both is 8 years / 100,000 miles).
 */
export function warrantyCoverage(powertrain: Powertrain): Coverage[] {
  const coverages: Coverage[] = [
    { kind: 'basic', years: 3, miles: 36_000 },
    { kind: 'powertrain', years: 5, miles: 60_000 },
    { kind: 'corrosion', years: 5, miles: null },
  ];
  if (powertrain !== 'electric') coverages.push({ kind: 'emissions', years: 8, miles: 80_000 });
  if (powertrain === 'hybrid') coverages.push({ kind: 'hybrid', years: 8, miles: 100_000 });
  if (powertrain === 'electric') coverages.push({ kind: 'battery', years: 8, miles: 100_000 });
  coverages.push({ kind: 'roadside', years: 3, miles: 36_000 });
  return coverages;
}

export const MAINTENANCE_ITEMS = [
  'oil',
  'rotateTires',
  'inspectBrakes',
  'cabinFilter',
  'engineAirFilter',
  'brakeFluid',
  'transmissionFluid',
  'coolant',
  'sparkPlugs',
  'batteryCoolant',
  'highVoltageCheck',
] as const;
export type MaintenanceItem = (typeof MAINTENANCE_ITEMS)[number];

export interface MaintenanceVisit {
  miles: number;
  months: number;
  items: MaintenanceItem[];
}

/** Visits every 6,000 miles or 6 months, up to 60,000 miles. */
export const MAINTENANCE_INTERVAL = { miles: 6_000, months: 6, last: 60_000 } as const;

/**
 * The maintenance schedule: at every visit the tyres are rotated (and an engine's oil changed); other work comes every
 * 12,000, 30,000 or 60,000 miles. Electric vehicles have no oil, filters for an engine, spark plugs or transmission
 * fluid, and have their high-voltage system checked instead.
 */
export function maintenanceSchedule(powertrain: Powertrain): MaintenanceVisit[] {
  const engine = powertrain !== 'electric';
  const visits: MaintenanceVisit[] = [];
  for (let miles = MAINTENANCE_INTERVAL.miles; miles <= MAINTENANCE_INTERVAL.last; miles += MAINTENANCE_INTERVAL.miles) {
    const every = (interval: number) => miles % interval === 0;
    const items: MaintenanceItem[] = [];
    if (engine) items.push('oil');
    items.push('rotateTires');
    if (every(12_000)) items.push('inspectBrakes', 'cabinFilter');
    if (every(12_000) && !engine) items.push('highVoltageCheck');
    if (every(30_000) && engine) items.push('engineAirFilter');
    if (every(30_000)) items.push('brakeFluid');
    if (every(30_000) && engine) items.push('transmissionFluid');
    if (every(60_000)) items.push(engine ? 'coolant' : 'batteryCoolant');
    if (every(60_000) && engine) items.push('sparkPlugs');
    visits.push({ miles, months: (miles / MAINTENANCE_INTERVAL.miles) * MAINTENANCE_INTERVAL.months, items });
  }
  return visits;
}

/** Where a document of a trim is served (as a PDF, in a language). */
export function ownerDocumentPath(year: number, modelCode: string, trimCode: string, document: OwnerDocument, lang: string): string {
  return `/services/vehicles/warranty/${year}/${modelCode}/${trimCode}/${document}?lang=${lang}`;
}

/** Every model year of the catalog with its models and trims, newest year first, models by name: the page's choices. */
export interface DocumentYear {
  year: number;
  models: { code: string; name: string; bodyStyle: CatalogModel['bodyStyle']; trims: { code: string; name: string }[] }[];
}

/**
 * The years, models and trims owner documents exist for: every year of every model in the catalog, discontinued
 * models included (their owners still need the manual).
 */
export function documentYears(models: readonly CatalogModel[]): DocumentYear[] {
  const years = new Map<number, DocumentYear['models']>();
  for (const model of models) {
    for (const year of model.years) {
      const list = years.get(year.year) ?? [];
      list.push({ code: model.code, name: model.name, bodyStyle: model.bodyStyle, trims: year.trims.map((trim) => ({ code: trim.code, name: trim.name })) });
      years.set(year.year, list);
    }
  }
  return [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => ({ year, models: list.sort((a, b) => a.name.localeCompare(b.name)) }));
}

/** The model year and trim of a catalog model, when it has them. */
export function findTrim(model: CatalogModel, year: number, trimCode: string): { year: CatalogModelYear; trim: CatalogTrim } | null {
  const modelYear = model.years.find((item) => item.year === year);
  const trim = modelYear?.trims.find((item) => item.code === trimCode);
  return modelYear && trim ? { year: modelYear, trim } : null;
}

/** The day a model year's documents are dated: August 1 of the year before (when the model year goes on sale). */
export function documentEdition(year: number): string {
  return `${year - 1}-08-01`;
}
