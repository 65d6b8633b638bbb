/**
 * The PDF of a build: the brand's header with the date, the vehicle drawn in its chosen paint, its colours and every
 * price line with the total, and the saved build's address, in the visitor's language.
 */
import type { Build } from '#domain/build-price/build.ts';
import type { ConfiguratorData } from '#domain/build-price/data.ts';
import { priceRows } from '#domain/build-price/lines.ts';
import { isBodyStyle } from '#domain/imagery/image-paths.ts';
import { formatDay, formatDollars } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import { vehiclePicture } from './pictures.ts';
import { PdfWriter } from './writer.ts';

/** The picture's width in pixels: about 2.4 pixels per point at the 300 points it is drawn across (print quality). */
export const PDF_PICTURE_WIDTH = 720;

/**
 * `day` (YYYY-MM-DD) dates the document and gives its copyright year; `link` is the saved build's address (absolute),
 * or null when the build is not complete enough to save.
 */
export async function buildPdf({ build, data, lang, t, brand, day, link }: { build: Build; data: ConfiguratorData; lang: Language; t: Translate; brand: string; day: string; link: string | null }): Promise<Uint8Array> {
  const title = t('bp.heading.summary', { year: build.year ?? data.year, model: `${brand} ${data.model.name}`, trim: build.trim?.name ?? '' });
  const writer = await PdfWriter.create({ title, author: t('footer.copyright', { year: Number(day.slice(0, 4)) }), lang, createdOn: day });
  await writer.brandHeader(brand, t('pdf.build.printed', { date: formatDay(day, lang, 'long') }));
  await writer.muted(t('bp.title'), 10);
  await writer.heading(title, 22);
  const exterior = build.colors.exterior;
  if (exterior && isBodyStyle(data.model.bodyStyle)) {
    await writer.picture(await vehiclePicture({ bodyStyle: data.model.bodyStyle, view: 'front', rgb: exterior.rgb, width: PDF_PICTURE_WIDTH }), { maxWidth: 330, maxHeight: 180 });
  }
  const swatches = [build.colors.exterior, build.colors.interior].filter((color) => color !== null).map((color) => ({ rgb: color.rgb, label: color.name }));
  if (swatches.length) await writer.swatches(swatches);
  const rows = priceRows(build, data, t).map((row) => ({
    cells: [row.label, row.amount === null ? (row.note ?? '') : `${formatDollars(row.amount)}${row.marker ?? ''}`],
  }));
  await writer.table([t('bp.summary.item'), t('bp.summary.price')], [...rows, { cells: [t('bp.total'), formatDollars(build.price)], highlight: true }], { size: 10, firstColumn: 0.72 });
  if (link) await writer.link(t('pdf.build.link'), link);
  writer.rule();
  for (const key of ['bp.note.msrp', 'bp.note.installed', 'bp.note.partOnly']) await writer.muted(t(key), 8);
  if (build.summary.selectedState) await writer.muted(t('bp.note.destination', { state: build.summary.selectedState, region: build.summary.selectedRegion ?? '' }), 8);
  return writer.save();
}
