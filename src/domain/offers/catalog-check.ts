/** What the offers file cannot check alone: every offer names a model year of the catalog and trims of that year. */
import type { Catalog } from '#domain/catalog/catalog.ts';
import type { OffersFile } from './schema.ts';

/** One line per problem; empty when every offer fits the catalog. */
export function offerCatalogProblems(file: Pick<OffersFile, 'offers'>, catalog: Pick<Catalog, 'models'>): string[] {
  const problems: string[] = [];
  for (const offer of file.offers) {
    const model = catalog.models.find((item) => item.code === offer.model);
    const year = model?.years.find((item) => item.year === offer.year);
    if (!model) problems.push(`offer ${offer.id}: no model ${offer.model} in the catalog`);
    else if (!year) problems.push(`offer ${offer.id}: the catalog has no ${offer.year} ${offer.model}`);
    else for (const trim of offer.trims) if (!year.trims.some((item) => item.code === trim)) problems.push(`offer ${offer.id}: the ${offer.year} ${offer.model} has no trim ${trim}`);
  }
  return problems;
}
