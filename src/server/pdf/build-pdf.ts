/** The PDF of a build: the vehicle, its colours and every price line with the total, in the visitor's language. */
import type { Build } from '#domain/build-price/build.ts';
import type { ConfiguratorData } from '#domain/build-price/data.ts';
import { priceRows } from '#domain/build-price/lines.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import { PdfWriter } from './writer.ts';

/** `day` (YYYY-MM-DD) dates the document and gives its copyright year. */
export async function buildPdf({ build, data, lang, t, brand, day }: { build: Build; data: ConfiguratorData; lang: Language; t: Translate; brand: string; day: string }): Promise<Uint8Array> {
  const title = t('bp.heading.summary', { year: build.year ?? data.year, model: `${brand} ${data.model.name}`, trim: build.trim?.name ?? '' });
  const writer = await PdfWriter.create({ title, author: t('footer.copyright', { year: Number(day.slice(0, 4)) }), lang, createdOn: day });
  await writer.muted(t('bp.title'), 10);
  await writer.heading(title, 22);
  const swatches = [build.colors.exterior, build.colors.interior].filter((color) => color !== null).map((color) => ({ rgb: color.rgb, label: color.name }));
  if (swatches.length) await writer.swatches(swatches);
  const rows = priceRows(build, data, t).map((row) => ({
    cells: [row.label, row.amount === null ? (row.note ?? '') : `${formatDollars(row.amount)}${row.marker ?? ''}`],
  }));
  await writer.table([t('bp.summary.item'), t('bp.summary.price')], [...rows, { cells: [t('bp.total'), formatDollars(build.price)], highlight: true }], { size: 10, firstColumn: 0.72 });
  writer.rule();
  for (const key of ['bp.note.msrp', 'bp.note.installed', 'bp.note.partOnly']) await writer.muted(t(key), 8);
  if (build.summary.selectedState) await writer.muted(t('bp.note.destination', { state: build.summary.selectedState, region: build.summary.selectedRegion ?? '' }), 8);
  return writer.save();
}
