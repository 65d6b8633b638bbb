/**
 * The vehicle catalog's tables. Reads rebuild the whole catalog (a few hundred kilobytes) once and keep it
 * in-process; the copy is checked against the stored seed version at most every 30 s and reloaded when it changed.
 */
import { asc, eq } from 'drizzle-orm';
import type { Catalog } from '#domain/catalog/catalog.ts';
import type { Database } from '#db/client.ts';
import { versionedSnapshot } from './versioned-snapshot.ts';
import {
  accessories,
  appMeta,
  categories,
  exteriorColors,
  features,
  modelYears,
  models,
  optionPackages,
  regions,
  transmissions,
  trims,
} from '#db/schema.ts';

export const SEED_VERSION_KEY = 'seed_version';

/** Inserts in slices so no statement carries more parameters than PostgreSQL allows. */
async function insertAll<T extends Record<string, unknown>>(db: Database, table: Parameters<Database['insert']>[0], rows: T[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(table).values(rows.slice(i, i + 500));
}

/** The stored seed version: what the catalog's and the retailer network's in-process copies are checked against. */
export async function storedSeedVersion(db: Database): Promise<string> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SEED_VERSION_KEY)).limit(1);
  return rows[0]?.value ?? '';
}

export function catalogRepository(db: Database) {
  async function load(version: string): Promise<Catalog> {
    const [categoryRows, featureRows, regionRows, modelRows, yearRows, trimRows, transmissionRows, packageRows, colorRows, accessoryRows] =
      await Promise.all([
        db.select().from(categories).orderBy(asc(categories.activeOrder)),
        db.select().from(features).orderBy(asc(features.code)),
        db.select().from(regions).orderBy(asc(regions.code)),
        db.select().from(models).orderBy(asc(models.sortOrder)),
        db.select().from(modelYears).orderBy(asc(modelYears.year)),
        db.select().from(trims).orderBy(asc(trims.sortOrder)),
        db.select().from(transmissions).orderBy(asc(transmissions.sortOrder)),
        db.select().from(optionPackages).orderBy(asc(optionPackages.sortOrder)),
        db.select().from(exteriorColors).orderBy(asc(exteriorColors.sortOrder)),
        db.select().from(accessories).orderBy(asc(accessories.sortOrder)),
      ]);
    const key = (...parts: (string | number)[]) => parts.join('|');
    const group = <T>(rows: T[], keyOf: (row: T) => string) => {
      const map = new Map<string, T[]>();
      for (const row of rows) map.set(keyOf(row), [...(map.get(keyOf(row)) ?? []), row]);
      return map;
    };
    const transmissionsByTrim = group(transmissionRows, (row) => key(row.modelCode, row.year, row.trimCode));
    const packagesByTrim = group(packageRows, (row) => key(row.modelCode, row.year, row.trimCode));
    const trimsByYear = group(trimRows, (row) => key(row.modelCode, row.year));
    const colorsByYear = group(colorRows, (row) => key(row.modelCode, row.year));
    const yearsByModel = group(yearRows, (row) => row.modelCode);
    const accessoriesByModel = group(accessoryRows, (row) => row.modelCode);

    return {
      version,
      categories: categoryRows.map((row) => ({ code: row.code, name: row.name, activeOrder: row.activeOrder })),
      features: featureRows.map((row) => ({ code: row.code, group: row.groupCode as Catalog['features'][number]['group'], name: row.name })),
      regions: regionRows.map((row) => ({ code: row.code, name: row.name, states: row.states, destinationSurcharge: row.destinationSurcharge })),
      models: modelRows.map((model) => ({
        code: model.code,
        name: model.name,
        active: model.active,
        bodyStyle: model.bodyStyle as Catalog['models'][number]['bodyStyle'],
        categories: model.categories,
        tagline: model.tagline,
        description: model.description,
        highlights: model.highlights,
        years: (yearsByModel.get(model.code) ?? []).map((year) => ({
          year: year.year,
          active: year.active,
          destinationCharge: year.destinationCharge,
          trims: (trimsByYear.get(key(model.code, year.year)) ?? []).map((trim) => ({
            code: trim.code,
            name: trim.name,
            msrp: trim.msrp,
            hybrid: trim.hybrid,
            wilderness: trim.wilderness,
            defaultTransmission: trim.defaultTransmission,
            specs: trim.specs as Catalog['models'][number]['years'][number]['trims'][number]['specs'],
            features: trim.features,
            accessoryStates: trim.accessoryStates as Record<string, 'Standard' | 'Available' | 'Included'>,
            colors: trim.colors,
            transmissions: (transmissionsByTrim.get(key(model.code, year.year, trim.code)) ?? []).map((item) => ({
              code: item.code,
              name: item.name,
              description: item.description,
              msrp: item.msrp,
            })),
            optionPackages: (packagesByTrim.get(key(model.code, year.year, trim.code)) ?? []).map((item) => ({
              code: item.code,
              name: item.name,
              msrp: item.msrp,
              features: item.features,
              required: item.required,
              default: item.isDefault,
            })),
          })),
          exteriorColors: (colorsByYear.get(key(model.code, year.year)) ?? []).map((color) => ({
            code: color.code,
            name: color.name,
            rgb: color.rgb,
            msrp: color.msrp,
            default: color.isDefault,
            interiorColors: color.interiorColors,
          })),
        })),
        accessories: (accessoriesByModel.get(model.code) ?? []).map((item) => ({
          code: item.code,
          partNumber: item.partNumber,
          name: item.name,
          subtitle: item.subtitle ?? null,
          instructions: item.instructions ?? null,
          group: item.groupCode as Catalog['models'][number]['accessories'][number]['group'],
          msrp: item.msrp,
          installedPrice: item.installedPrice,
          mostPopular: item.mostPopular,
          requires: item.requires,
          conflicts: item.conflicts,
          includes: item.includes,
        })),
      })),
    };
  }

  const snapshot = versionedSnapshot({ version: () => storedSeedVersion(db), load });

  return {
    /** The whole catalog, from the in-process copy when it is current. */
    get(now = Date.now()): Promise<Catalog> {
      return snapshot.get(now);
    },

    /** Replaces every catalog row with `catalog`'s (the seed calls it inside its transaction). */
    async replaceAll(catalog: Omit<Catalog, 'version'>): Promise<void> {
      await db.delete(accessories);
      await db.delete(models); // cascades to years, trims, transmissions, packages and colours
      await db.delete(categories);
      await db.delete(features);
      await db.delete(regions);
      await insertAll(db, categories, catalog.categories.map((item) => ({ code: item.code, name: item.name, activeOrder: item.activeOrder })));
      await insertAll(db, features, catalog.features.map((item) => ({ code: item.code, groupCode: item.group, name: item.name })));
      await insertAll(db, regions, catalog.regions.map((item) => ({ ...item })));
      await insertAll(
        db,
        models,
        catalog.models.map((model, index) => ({
          code: model.code,
          name: model.name,
          active: model.active,
          bodyStyle: model.bodyStyle,
          categories: model.categories,
          tagline: model.tagline,
          description: model.description,
          highlights: model.highlights,
          sortOrder: index,
        })),
      );
      const years = catalog.models.flatMap((model) => model.years.map((year) => ({ model, year })));
      await insertAll(db, modelYears, years.map(({ model, year }) => ({ modelCode: model.code, year: year.year, active: year.active, destinationCharge: year.destinationCharge })));
      const trimRows = years.flatMap(({ model, year }) => year.trims.map((trim, index) => ({ model, year, trim, index })));
      await insertAll(
        db,
        trims,
        trimRows.map(({ model, year, trim, index }) => ({
          modelCode: model.code,
          year: year.year,
          code: trim.code,
          name: trim.name,
          msrp: trim.msrp,
          hybrid: trim.hybrid,
          wilderness: trim.wilderness,
          defaultTransmission: trim.defaultTransmission,
          specs: trim.specs,
          features: trim.features,
          accessoryStates: trim.accessoryStates,
          colors: trim.colors,
          sortOrder: index,
        })),
      );
      await insertAll(
        db,
        transmissions,
        trimRows.flatMap(({ model, year, trim }) =>
          trim.transmissions.map((item, index) => ({ modelCode: model.code, year: year.year, trimCode: trim.code, ...item, sortOrder: index })),
        ),
      );
      await insertAll(
        db,
        optionPackages,
        trimRows.flatMap(({ model, year, trim }) =>
          trim.optionPackages.map((item, index) => ({
            modelCode: model.code,
            year: year.year,
            trimCode: trim.code,
            code: item.code,
            name: item.name,
            msrp: item.msrp,
            features: item.features,
            required: item.required,
            isDefault: item.default,
            sortOrder: index,
          })),
        ),
      );
      await insertAll(
        db,
        exteriorColors,
        years.flatMap(({ model, year }) =>
          year.exteriorColors.map((color, index) => ({
            modelCode: model.code,
            year: year.year,
            code: color.code,
            name: color.name,
            rgb: color.rgb,
            msrp: color.msrp,
            isDefault: color.default,
            interiorColors: color.interiorColors,
            sortOrder: index,
          })),
        ),
      );
      await insertAll(
        db,
        accessories,
        catalog.models.flatMap((model) =>
          model.accessories.map((item, index) => ({
            modelCode: model.code,
            code: item.code,
            partNumber: item.partNumber,
            name: item.name,
            subtitle: item.subtitle,
            instructions: item.instructions,
            groupCode: item.group,
            msrp: item.msrp,
            installedPrice: item.installedPrice,
            mostPopular: item.mostPopular,
            requires: item.requires,
            conflicts: item.conflicts,
            includes: item.includes,
            sortOrder: index,
          })),
        ),
      );
      snapshot.invalidate();
    },
  };
}
