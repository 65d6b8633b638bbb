/** The catalog's PDFs: a model's brochure and a trim comparison, in the visitor's language. */
import { text, type Catalog, type CatalogModel, type CatalogModelYear } from '#domain/catalog/catalog.ts';
import { trimComparison } from '#domain/catalog/views.ts';
import { formatDollars, formatNumber } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import { PDF_PICTURE_WIDTH } from './build-pdf.ts';
import { vehiclePicture } from './pictures.ts';
import { PdfWriter, type TableRow } from './writer.ts';

const FEATURE_GROUPS = ['safety', 'technology', 'comfort', 'exterior', 'performance', 'capability'] as const;

interface Context {
  catalog: Catalog;
  model: CatalogModel;
  year: CatalogModelYear;
  lang: Language;
  t: Translate;
  brand: string;
  /** Disclaimer texts (pricing, fuel economy) printed at the end. */
  disclaimers: string[];
  /** The day the document is dated, YYYY-MM-DD (its copyright year too). */
  day: string;
}

const yearOf = (day: string) => Number(day.slice(0, 4));

function specText(t: Translate, lang: Language, key: string, value: string | number | null): string {
  if (value === null) return t('compare.none');
  if (key === 'drivetrain') return String(value);
  return t(`compare.unit.${key}`, { value: typeof value === 'number' ? formatNumber(value, lang) : value });
}

function featureText(t: Translate, value: string): string {
  return value === 'standard' ? t('compare.standard') : value === 'package' ? t('compare.package') : t('compare.notAvailable');
}

export async function trimComparisonPdf(context: Context, trimCodes: readonly string[]): Promise<Uint8Array> {
  const { catalog, model, year, lang, t, brand } = context;
  const table = trimComparison(catalog, model, year, trimCodes, lang);
  const title = t('pdf.comparisonTitle', { year: year.year, brand, name: model.name });
  const writer = await PdfWriter.create({ title, author: t('footer.copyright', { year: yearOf(context.day) }), lang, createdOn: context.day, landscape: table.columns.length > 3 });
  await writer.heading(title);
  await writer.muted(t('compare.legend'));
  const header = ['', ...table.columns.map((column) => `${column.name} ${formatDollars(column.msrp)}`)];
  const rows: TableRow[] = [{ cells: [t('compare.specs')], group: true }];
  for (const spec of table.specs) {
    rows.push({ cells: [t(`compare.spec.${spec.key}`), ...table.columns.map((column) => specText(t, lang, spec.key, spec.values[column.key] ?? null))], highlight: spec.differs });
  }
  for (const group of FEATURE_GROUPS) {
    const features = table.features.filter((feature) => feature.group === group);
    if (!features.length) continue;
    rows.push({ cells: [t(`compare.group.${group}`)], group: true });
    for (const feature of features) {
      rows.push({ cells: [feature.name, ...table.columns.map((column) => featureText(t, feature.values[column.key] ?? 'none'))], highlight: feature.differs });
    }
  }
  await writer.table(header, rows);
  for (const disclaimer of context.disclaimers) await writer.muted(disclaimer, 7);
  return writer.save();
}

export async function brochurePdf(context: Context): Promise<Uint8Array> {
  const { model, year, lang, t, brand, catalog } = context;
  const title = t('pdf.brochureTitle', { year: year.year, brand, name: model.name });
  const writer = await PdfWriter.create({ title, author: t('footer.copyright', { year: yearOf(context.day) }), lang, createdOn: context.day });
  await writer.brandHeader(brand, '');
  await writer.muted(`${year.year} ${brand}`, 10);
  await writer.heading(model.name, 30);
  await writer.text(text(model.tagline, lang), { size: 14 });
  // The model in the first paint of its palette, as the model page shows it first.
  const paint = year.exteriorColors[0];
  if (paint) await writer.picture(await vehiclePicture({ bodyStyle: model.bodyStyle, view: 'front', rgb: paint.rgb, width: PDF_PICTURE_WIDTH }), { maxWidth: 400, maxHeight: 200, gap: 12 });
  await writer.text(text(model.description, lang), { size: 11, gap: 10 });
  for (const highlight of model.highlights) await writer.text(`•  ${text(highlight, lang)}`, { size: 11, gap: 2 });
  writer.rule();

  await writer.heading(t('model.trims'), 16);
  await writer.table(
    [t('model.trim'), t('model.msrp'), t('model.efficiency'), t('model.horsepower'), t('model.seating'), t('model.drivetrain')],
    year.trims.map((trim) => ({
      cells: [
        `${trim.name} · ${text(trim.specs.engine, lang)}`,
        formatDollars(trim.msrp),
        trim.specs.rangeMiles !== null
          ? t('allVehicles.card.range', { miles: trim.specs.rangeMiles })
          : t('allVehicles.card.mpg', { city: trim.specs.mpgCity ?? 0, highway: trim.specs.mpgHighway ?? 0 }),
        String(trim.specs.horsepower),
        String(trim.specs.seating),
        trim.specs.drivetrain,
      ],
    })),
    { firstColumn: 0.3 },
  );

  await writer.heading(t('model.colors'), 16);
  await writer.swatches(
    year.exteriorColors.map((color) => ({ rgb: color.rgb, label: color.msrp > 0 ? `${text(color.name, lang)} (+${formatDollars(color.msrp)})` : text(color.name, lang) })),
  );

  const featureNames = (codes: readonly string[]) =>
    codes.map((code) => catalog.features.find((feature) => feature.code === code)).filter((feature) => feature !== undefined).map((feature) => text(feature.name, lang));
  await writer.heading(t('pdf.standardFeatures'), 16);
  for (const trim of year.trims) {
    await writer.text(trim.name, { size: 11, weight: 700, gap: 2 });
    await writer.text(featureNames(trim.features).join(' · '), { size: 9, gap: 8 });
  }
  writer.rule();
  for (const disclaimer of context.disclaimers) await writer.muted(disclaimer, 7);
  return writer.save();
}
