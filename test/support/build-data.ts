/** The real demo catalog and the configurator's build data of a model year, for domain tests. */
import { readCatalog } from '#db/seed.ts';
import { findModel, findYear, type Catalog } from '#domain/catalog/catalog.ts';
import { configuratorData, type ConfiguratorData } from '#domain/build-price/data.ts';
import type { Language } from '#domain/i18n/languages.ts';

export async function loadTestCatalog(): Promise<Catalog> {
  return { version: 'test', ...(await readCatalog()).catalog };
}

export function testBuildData(catalog: Catalog, code: string, year: number, lang: Language = 'en', state = 'KS'): ConfiguratorData {
  const model = findModel(catalog, code);
  const modelYear = model && findYear(model, year);
  if (!model || !modelYear) throw new Error(`The catalog has no ${code} ${year}`);
  return configuratorData(catalog, model, modelYear, lang, { state });
}
