/**
 * The inventory's PDFs, in the visitor's language, drawn with the same writer as the brochures: one vehicle's sheet
 * (new, or certified pre-owned with its mileage and certification date), up to three vehicles side by side, and the
 * list of a search's results (what was searched, in words, then one line per vehicle). Colour, interior, package,
 * accessory and transmission names come from the catalog in the language, as the pages show them; model and trim
 * names are names.
 */
import { effectiveSort } from '#domain/inventory/address.ts';
import { findModel, text, type Catalog } from '#domain/catalog/catalog.ts';
import { formatDay, formatDollars, formatMiles, formatNumber } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import type { InventoryListing, InventoryQuery } from '#domain/inventory/types.ts';
import type { Retailer } from '#domain/retailers/types.ts';
import { PDF_PICTURE_WIDTH } from './build-pdf.ts';
import { vehiclePicture } from './pictures.ts';
import { CELL_PADDING, PdfWriter, type TableRow } from './writer.ts';
import { vehicleNames } from '#domain/inventory/names.ts';
import { listingPriceLines } from '#domain/inventory/price-lines.ts';

export interface InventoryPdfContext {
  catalog: Catalog;
  lang: Language;
  t: Translate;
  brand: string;
  /** The day printed on the document, YYYY-MM-DD. */
  printedOn: string;
}

/** A vehicle with its retailer's full record (address and phone), when the retailer network has it. */
export interface InventoryItem {
  listing: InventoryListing;
  retailer: Retailer | null;
}

export interface InventoryListInput {
  query: InventoryQuery;
  /** How many vehicles match (may be more than are listed). */
  total: number;
  vehicles: InventoryListing[];
  /** The searched ZIP's place, when the search is from one. */
  place: { zip: string; city: string; state: string } | null;
  /** The retailer the search is limited to, by name. */
  retailerName: string | null;
}

const titleOf = (listing: InventoryListing) => `${listing.year} ${listing.modelName} ${listing.trimName}`;
const miles = (t: Translate, lang: Language, value: number) => t('inventory.card.mileage', { miles: formatMiles(value, lang) });
const joined = (lang: Language, items: readonly string[]) => items.join(lang === 'zh' ? '、' : ', ');

/** Exterior colour names by code in the language (codes name the same colour in every model). */
function colorNames(catalog: Catalog, lang: Language): Map<string, string> {
  const names = new Map<string, string>();
  for (const model of catalog.models) for (const year of model.years) for (const color of year.exteriorColors) if (!names.has(color.code)) names.set(color.code, text(color.name, lang));
  return names;
}

/** What a vehicle's sheet and comparison say about it, names in the language (as the vehicle page shows them). */
function described(listing: InventoryListing, catalog: Catalog, lang: Language, t: Translate) {
  const names = vehicleNames(listing, catalog, lang);
  return {
    title: titleOf(listing),
    priceLabel: t(listing.kind === 'cpo' ? 'inventory.card.price' : 'inventory.card.msrp'),
    colorName: names.colorName,
    interiorName: names.interiorName,
    transmissionName: names.transmissionName,
    packages: names.packages.length ? joined(lang, names.packages) : t('inventory.vehicle.none'),
    accessories: names.accessories.length ? joined(lang, names.accessories) : t('inventory.vehicle.none'),
  };
}

async function start(context: InventoryPdfContext, title: string, landscape = false): Promise<PdfWriter> {
  const { t, lang } = context;
  return PdfWriter.create({ title, author: t('footer.copyright', { year: Number(context.printedOn.slice(0, 4)) }), lang, createdOn: context.printedOn, landscape });
}

/** The closing small print and the page numbers, with the printed date at the foot of every page. */
async function finish(writer: PdfWriter, context: InventoryPdfContext): Promise<Uint8Array> {
  const { t } = context;
  writer.rule();
  await writer.muted(t('pdf.inventory.note'), 8);
  await writer.footer((page, pages) => t('pdf.inventory.pageOf', { page, pages }), t('pdf.inventory.printed', { date: formatDay(context.printedOn, context.lang, 'long') }));
  return writer.save();
}

/** One vehicle: title, price (with the destination note for a new one), colour, details, retailer, VIN and stock number. */
export async function vehicleSheetPdf(context: InventoryPdfContext, { listing, retailer }: InventoryItem): Promise<Uint8Array> {
  const { catalog, lang, t, brand } = context;
  const vehicle = described(listing, catalog, lang, t);
  const writer = await start(context, vehicle.title);
  await writer.brandHeader(brand, t('pdf.inventory.printed', { date: formatDay(context.printedOn, lang, 'long') }));
  await writer.muted(`${brand} · ${t(listing.kind === 'cpo' ? 'page.certifiedPreOwned.title' : 'page.localInventory.title')} · ${t(`inventory.status.${listing.status}`)}`, 10);
  await writer.heading(vehicle.title, 24);
  const model = findModel(catalog, listing.modelCode);
  if (model) await writer.picture(await vehiclePicture({ bodyStyle: model.bodyStyle, view: 'front', rgb: listing.exteriorColor.hex, width: PDF_PICTURE_WIDTH }), { maxWidth: 330, maxHeight: 170 });
  for (const line of listingPriceLines(listing)) {
    if (line.total) await writer.text(`${t(line.label)}  ${formatDollars(line.dollars)}`, { size: 16, weight: 700, gap: 2 });
    else await writer.muted(`${t(line.label)}  ${formatDollars(line.dollars)}`);
  }
  await writer.swatches([{ rgb: listing.exteriorColor.hex, label: vehicle.colorName }]);

  await writer.heading(t('inventory.vehicle.details'), 14);
  const facts: [string, string][] = [
    [t('inventory.vehicle.exterior'), vehicle.colorName],
    [t('inventory.vehicle.interior'), vehicle.interiorName],
    [t('inventory.vehicle.transmission'), vehicle.transmissionName],
    ...(listing.mileage !== null ? [[t('inventory.filter.mileage'), miles(t, lang, listing.mileage)] as [string, string]] : []),
    ...(listing.certifiedOn ? [[t('inventory.vehicle.certifiedOn'), formatDay(listing.certifiedOn, lang, 'long')] as [string, string]] : []),
    [t('inventory.filter.feature'), vehicle.packages],
    [t('inventory.vehicle.accessories'), vehicle.accessories],
    [t('inventory.compare.status'), t(`inventory.status.${listing.status}`)],
    [t('inventory.card.vin'), listing.vin],
    [t('inventory.card.stock'), listing.stockNumber],
  ];
  await writer.table(
    null,
    facts.map(([label, value]) => ({ cells: [label, value] })),
    { size: 10, firstColumn: 0.3 },
  );

  await writer.heading(t('inventory.vehicle.retailer'), 14);
  await writer.text(retailer?.name ?? listing.retailerName, { size: 11, weight: 700, gap: 2 });
  if (retailer) {
    await writer.text(retailer.address.line1, { size: 10, gap: 0 });
    await writer.text(`${retailer.address.city}, ${retailer.address.state} ${retailer.address.zipcode}`, { size: 10, gap: 2 });
    await writer.text(t('pdf.inventory.filter', { label: t('form.field.phone'), values: retailer.phone }), { size: 10 });
  } else {
    await writer.text(`${listing.retailerCity}, ${listing.retailerState}`, { size: 10 });
  }
  return finish(writer, context);
}

/** Up to three vehicles side by side: a column each, the compare page's rows (those that differ tinted); landscape for three. */
export async function inventoryComparisonPdf(context: InventoryPdfContext, items: readonly InventoryItem[]): Promise<Uint8Array> {
  const { catalog, lang, t, brand } = context;
  const first = items[0]?.listing;
  const title = t(first?.kind === 'cpo' ? 'page.certifiedPreOwnedCompare.title' : 'page.localInventoryCompare.title');
  const vehicles = items.map((item) => ({ listing: item.listing, text: described(item.listing, catalog, lang, t) }));
  const writer = await start(context, title, items.length >= 3);
  await writer.muted(brand, 10);
  await writer.heading(title);
  const rows: [string, (vehicle: (typeof vehicles)[number]) => string][] = [
    [t(first?.kind === 'cpo' ? 'inventory.card.price' : 'inventory.card.msrp'), (vehicle) => formatDollars(vehicle.listing.price)],
    [t('inventory.compare.status'), (vehicle) => t(`inventory.status.${vehicle.listing.status}`)],
    [t('inventory.vehicle.exterior'), (vehicle) => vehicle.text.colorName],
    [t('inventory.vehicle.interior'), (vehicle) => vehicle.text.interiorName],
    [t('inventory.vehicle.transmission'), (vehicle) => vehicle.text.transmissionName],
    [t('inventory.filter.feature'), (vehicle) => vehicle.text.packages],
    [t('inventory.vehicle.accessories'), (vehicle) => vehicle.text.accessories],
    ...(vehicles.some((vehicle) => vehicle.listing.mileage !== null)
      ? [[t('inventory.filter.mileage'), (vehicle) => (vehicle.listing.mileage === null ? '—' : miles(t, lang, vehicle.listing.mileage))] as (typeof rows)[number]]
      : []),
    ...(vehicles.some((vehicle) => vehicle.listing.certifiedOn !== null)
      ? [[t('inventory.vehicle.certifiedOn'), (vehicle) => (vehicle.listing.certifiedOn ? formatDay(vehicle.listing.certifiedOn, lang, 'long') : '—')] as (typeof rows)[number]]
      : []),
    [t('inventory.vehicle.retailer'), (vehicle) => `${vehicle.listing.retailerName}, ${vehicle.listing.retailerCity}, ${vehicle.listing.retailerState}`],
    [t('inventory.card.vin'), (vehicle) => vehicle.listing.vin],
    [t('inventory.card.stock'), (vehicle) => vehicle.listing.stockNumber],
  ];
  const table: TableRow[] = rows.map(([label, cell]) => {
    const values = vehicles.map(cell);
    return { cells: [label, ...values], highlight: values.length > 1 && new Set(values).size > 1 };
  });
  await writer.table(['', ...vehicles.map((vehicle) => vehicle.text.title)], table, { size: 9, firstColumn: items.length > 1 ? 0.19 : 0.3 });
  return finish(writer, context);
}

/** The search in words: one line per filter, then the order. */
function searchInWords(context: InventoryPdfContext, input: InventoryListInput): string[] {
  const { catalog, lang, t } = context;
  const { query } = input;
  const colors = colorNames(catalog, lang);
  const trims = new Map<string, string>();
  const packages = new Map<string, string>();
  for (const model of catalog.models) {
    for (const year of model.years) {
      for (const trim of year.trims) {
        if (!trims.has(trim.code)) trims.set(trim.code, trim.name);
        for (const item of trim.optionPackages) if (!packages.has(item.code)) packages.set(item.code, text(item.name, lang));
      }
    }
  }
  const line = (label: string, values: readonly string[]) => t('pdf.inventory.filter', { label, values: joined(lang, values) });
  const lines: string[] = [];
  if (query.models?.length) lines.push(line(t('inventory.filter.model'), query.models.map((code) => findModel(catalog, code)?.name ?? code)));
  if (query.years?.length) lines.push(line(t('inventory.filter.year'), query.years.map(String)));
  if (query.trims?.length) lines.push(line(t('inventory.filter.trim'), query.trims.map((code) => trims.get(code) ?? code)));
  if (query.colors?.length) lines.push(line(t('inventory.filter.color'), query.colors.map((code) => colors.get(code) ?? code)));
  if (query.features?.length) lines.push(line(t('inventory.filter.feature'), query.features.map((code) => packages.get(code) ?? code)));
  if (query.priceMin !== undefined || query.priceMax !== undefined) {
    const range =
      query.priceMin !== undefined && query.priceMax !== undefined
        ? `${formatDollars(query.priceMin)} – ${formatDollars(query.priceMax)}`
        : query.priceMin !== undefined
          ? t('inventory.pill.priceFrom', { price: formatDollars(query.priceMin) })
          : t('inventory.pill.priceUpTo', { price: formatDollars(query.priceMax ?? 0) });
    lines.push(line(t('inventory.filter.price'), [range]));
  }
  if (query.mileageMax !== undefined) lines.push(line(t('inventory.filter.mileage'), [t('inventory.filter.mileageUpTo', { miles: formatMiles(query.mileageMax, lang) })]));
  if (query.retailerId) lines.push(line(t('form.field.retailer'), [input.retailerName ?? query.retailerId]));
  if (!lines.length) lines.push(t('pdf.inventory.noFilters'));
  lines.push(line(t('inventory.sort.label'), [t(`inventory.sort.${effectiveSort(query)}`)]));
  return lines;
}

/** A search's results: the search described at the top, then one line per vehicle, and a note when the list is cut. */
export async function inventoryListPdf(context: InventoryPdfContext, input: InventoryListInput): Promise<Uint8Array> {
  const { catalog, lang, t, brand } = context;
  const { query, total, vehicles, place } = input;
  const title = t(query.kind === 'cpo' ? 'page.certifiedPreOwned.title' : 'page.localInventory.title');
  const writer = await start(context, `${brand} · ${title}`);
  await writer.muted(brand, 10);
  await writer.heading(title);
  // A count goes to the dictionary as a number: its plural form chooses the words and writes the figure (decision 035).
  const count = total;
  await writer.text(place ? t('inventory.count.near', { count, radius: query.radius ?? 100, place: `${place.city}, ${place.state} ${place.zip}` }) : t('inventory.count.nationwide', { count }), { size: 12, weight: 700, gap: 4 });
  for (const line of searchInWords(context, input)) await writer.text(line, { size: 9, gap: 1 });
  writer.y -= 6;
  const cut = total > vehicles.length ? t('pdf.inventory.truncated', { shown: formatNumber(vehicles.length, lang), count }) : null;
  if (cut) await writer.text(cut, { size: 9, weight: 700 });

  if (vehicles.length) {
    const size = 8;
    const colors = colorNames(catalog, lang);
    const cpo = query.kind === 'cpo';
    // Columns: header, a vehicle's cell, and a share of the width left over, or null for a column as wide as its
    // widest cell (figures and VINs, which never wrap).
    const columns: [string, (vehicle: InventoryListing) => string, number | null][] = [
      [t('pdf.inventory.vehicle'), titleOf, 28],
      [t('inventory.filter.color'), (vehicle) => colors.get(vehicle.exteriorColor.code) ?? vehicle.exteriorColor.name, 20],
      [t(cpo ? 'inventory.card.price' : 'inventory.card.msrp'), (vehicle) => formatDollars(vehicle.price), null],
      ...(cpo ? [[t('inventory.filter.mileage'), (vehicle: InventoryListing) => (vehicle.mileage === null ? '—' : formatMiles(vehicle.mileage, lang)), null] as (typeof columns)[number]] : []),
      [t('form.field.retailer'), (vehicle) => `${vehicle.retailerName}, ${vehicle.retailerCity}, ${vehicle.retailerState}`, 34],
      ...(place ? [[t('pdf.inventory.distance'), (vehicle: InventoryListing) => (vehicle.distance === null ? '—' : t('finder.distance', { miles: vehicle.distance })), null] as (typeof columns)[number]] : []),
      [t('inventory.card.vin'), (vehicle) => vehicle.vin, null],
    ];
    const cells = vehicles.map((vehicle) => columns.map(([, cell]) => cell(vehicle)));
    const widths: (number | null)[] = [];
    for (const [index, [header, , share]] of columns.entries()) {
      if (share !== null) {
        widths.push(null);
        continue;
      }
      // A header may wrap between its words; a figure may not.
      let widest = 0;
      for (const word of header.split(/\s+/)) widest = Math.max(widest, await writer.measure(word, size, 700));
      for (const row of cells) widest = Math.max(widest, await writer.measure(row[index] ?? '', size));
      widths.push(Math.min((widest + 2 * CELL_PADDING + 2) / writer.width, 0.3));
    }
    const rest = 1 - widths.reduce<number>((sum, width) => sum + (width ?? 0), 0);
    const parts = columns.reduce((sum, [, , share]) => sum + (share ?? 0), 0);
    const shares = widths.map((width, index) => width ?? (rest * (columns[index]?.[2] ?? 0)) / parts);
    await writer.table(
      columns.map(([header]) => header),
      cells.map((row) => ({ cells: row })),
      { size, columns: shares },
    );
  }
  if (cut) await writer.text(cut, { size: 9, weight: 700 });
  return finish(writer, context);
}
