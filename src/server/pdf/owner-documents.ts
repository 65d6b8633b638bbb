/**
 * The owner documents of a model year and trim as PDFs, in the visitor's language: the owner's manual, the warranty
 * booklet, the maintenance schedule and the quick reference guide. Facts come from the catalog (specifications,
 * standard equipment, transmissions) and from `#domain/owners/documents.ts` (coverage, maintenance visits).
 */
import { featureName } from '#domain/catalog/views.ts';
import { text, type Catalog, type CatalogModel, type CatalogModelYear, type CatalogTrim } from '#domain/catalog/catalog.ts';
import { formatNumber } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import { maintenanceSchedule, powertrainOf, warrantyCoverage, type OwnerDocument } from '#domain/owners/documents.ts';
import { coverageName, coverageTerm, coverageText, documentTitle, maintenanceItemName, powertrainName } from '#domain/owners/labels.ts';
import { PdfWriter, type TableRow } from './writer.ts';

export interface OwnerDocumentContext {
  catalog: Catalog;
  model: CatalogModel;
  year: CatalogModelYear;
  trim: CatalogTrim;
  lang: Language;
  t: Translate;
  brand: string;
  /** The day the edition is dated, written in the language (`documentEdition`). */
  edition: string;
  /** The day the file is made, YYYY-MM-DD (its creation date). */
  day: string;
}

/** The trim's efficiency: range for an electric vehicle, city / highway mpg otherwise. */
function efficiency({ t, trim }: OwnerDocumentContext): string {
  const specs = trim.specs;
  if (specs.rangeMiles !== null) return t('compare.unit.rangeMiles', { value: specs.rangeMiles });
  return t('allVehicles.card.mpg', { city: specs.mpgCity ?? 0, highway: specs.mpgHighway ?? 0 });
}

function specRows(context: OwnerDocumentContext): TableRow[] {
  const { t, trim, lang } = context;
  const specs = trim.specs;
  const number = (value: number) => formatNumber(value, lang);
  const transmissions = trim.transmissions.map((item) => text(item.name, lang)).join(' · ');
  return [
    { cells: [t('manuals.pdf.powertrain'), powertrainName(t, powertrainOf(trim))] },
    { cells: [t('manuals.pdf.engine'), text(specs.engine, lang)] },
    { cells: [t('manuals.pdf.transmission'), transmissions] },
    { cells: [t('compare.spec.drivetrain'), specs.drivetrain] },
    { cells: [t('compare.spec.horsepower'), t('compare.unit.horsepower', { value: number(specs.horsepower) })] },
    { cells: [t('compare.spec.torqueLbFt'), t('compare.unit.torqueLbFt', { value: number(specs.torqueLbFt) })] },
    { cells: [t('manuals.pdf.efficiency'), efficiency(context)] },
    { cells: [t('compare.spec.seating'), t('compare.unit.seating', { value: specs.seating })] },
    { cells: [t('compare.spec.cargoCuFt'), t('compare.unit.cargoCuFt', { value: specs.cargoCuFt })] },
    { cells: [t('compare.spec.groundClearanceIn'), t('compare.unit.groundClearanceIn', { value: specs.groundClearanceIn })] },
    { cells: [t('compare.spec.towingLbs'), t('compare.unit.towingLbs', { value: number(specs.towingLbs) })] },
  ];
}

async function start(context: OwnerDocumentContext, document: OwnerDocument): Promise<PdfWriter> {
  const { t, brand, model, year, trim, lang } = context;
  const vehicle = t('owners.vehicle', { year: year.year, brand, model: model.name, trim: trim.name });
  const title = documentTitle(t, document);
  const writer = await PdfWriter.create({ title: `${vehicle} · ${title}`, author: t('footer.copyright', { year: context.year.year - 1 }), lang, createdOn: context.day });
  await writer.muted(vehicle, 11);
  await writer.heading(title, 26);
  await writer.muted(t('manuals.pdf.edition', { date: context.edition }), 9);
  writer.rule();
  return writer;
}

async function finish(writer: PdfWriter, context: OwnerDocumentContext): Promise<Uint8Array> {
  const { t } = context;
  writer.rule();
  await writer.heading(t('manuals.pdf.contacts'), 14);
  await writer.text(t('manuals.pdf.contact.roadside'), { size: 10, gap: 2 });
  await writer.text(t('manuals.pdf.contact.support'), { size: 10, gap: 2 });
  await writer.text(t('manuals.pdf.contact.recalls'), { size: 10 });
  await writer.footer((page, pages) => t('manuals.pdf.pageOf', { page, pages }), t('footer.copyright', { year: context.year.year - 1 }));
  return writer.save();
}

async function ownersManual(context: OwnerDocumentContext): Promise<Uint8Array> {
  const { t, trim, catalog, lang } = context;
  const writer = await start(context, 'owners-manual');
  const powertrain = powertrainOf(trim);
  await writer.text(t('manuals.pdf.manual.about'), { size: 11, gap: 10 });
  await writer.heading(t('manuals.pdf.manual.specs'), 16);
  await writer.table(null, specRows(context), { size: 9, firstColumn: 0.36 });
  await writer.heading(t('manuals.pdf.manual.features'), 16);
  for (const code of trim.features) await writer.text(`•  ${featureName(catalog, code, lang)}`, { size: 10, gap: 2 });
  writer.y -= 8;
  await writer.heading(t('manuals.pdf.manual.safety'), 16);
  for (const paragraph of [t('manuals.pdf.manual.seatBelts'), t('manuals.pdf.manual.airBags'), t('manuals.pdf.manual.children')]) await writer.text(paragraph, { size: 10 });
  await writer.heading(t('manuals.pdf.manual.driving'), 16);
  if (powertrain === 'electric') await writer.text(t('manuals.pdf.manual.drivingElectric'), { size: 10 });
  else await writer.text(t('manuals.pdf.manual.drivingEngine'), { size: 10 });
  if (powertrain === 'hybrid') await writer.text(t('manuals.pdf.manual.drivingHybrid'), { size: 10 });
  await writer.text(t('manuals.pdf.manual.drivetrain', { drivetrain: trim.specs.drivetrain }), { size: 10 });
  await writer.heading(t('manuals.pdf.manual.care'), 16);
  await writer.text(t('manuals.pdf.manual.careText'), { size: 10 });
  return finish(writer, context);
}

async function warrantyBooklet(context: OwnerDocumentContext): Promise<Uint8Array> {
  const { t, trim } = context;
  const writer = await start(context, 'warranty');
  await writer.text(t('manuals.pdf.warranty.intro'), { size: 11, gap: 10 });
  const coverages = warrantyCoverage(powertrainOf(trim));
  await writer.table(
    [t('manuals.coverage.heading'), t('manuals.coverage.termHeading'), t('manuals.coverage.whatHeading')],
    coverages.map((coverage) => ({ cells: [coverageName(t, coverage.kind), coverageTerm(t, coverage, context.lang), coverageText(t, coverage.kind)] })),
    { size: 9, columns: [0.26, 0.24, 0.5] },
  );
  for (const [heading, body] of [
    [t('manuals.pdf.warranty.excludedTitle'), t('manuals.pdf.warranty.excluded')],
    [t('manuals.pdf.warranty.serviceTitle'), t('manuals.pdf.warranty.service')],
    [t('manuals.pdf.warranty.transferTitle'), t('manuals.pdf.warranty.transfer')],
  ]) {
    await writer.heading(heading ?? '', 14);
    await writer.text(body ?? '', { size: 10 });
  }
  return finish(writer, context);
}

async function maintenance(context: OwnerDocumentContext): Promise<Uint8Array> {
  const { t, trim, lang } = context;
  const writer = await start(context, 'maintenance');
  await writer.text(t('manuals.pdf.maintenance.intro'), { size: 11, gap: 10 });
  const visits = maintenanceSchedule(powertrainOf(trim));
  await writer.table(
    [t('manuals.maintenance.miles'), t('manuals.maintenance.months'), t('manuals.maintenance.work')],
    visits.map((visit) => ({ cells: [formatNumber(visit.miles, lang), String(visit.months), visit.items.map((item) => maintenanceItemName(t, item)).join(' · ')] })),
    { size: 9, columns: [0.14, 0.12, 0.74] },
  );
  await writer.heading(t('manuals.pdf.maintenance.severeTitle'), 14);
  await writer.text(t('manuals.pdf.maintenance.severe'), { size: 10 });
  await writer.heading(t('manuals.pdf.maintenance.recordsTitle'), 14);
  await writer.text(t('manuals.pdf.maintenance.records'), { size: 10 });
  return finish(writer, context);
}

async function quickReference(context: OwnerDocumentContext): Promise<Uint8Array> {
  const { t, trim, lang } = context;
  const writer = await start(context, 'quick-reference');
  const powertrain = powertrainOf(trim);
  const turbo = /turbo/i.test(trim.specs.engine.en);
  const rows: TableRow[] = [
    { cells: [t('manuals.pdf.powertrain'), `${powertrainName(t, powertrain)} · ${text(trim.specs.engine, lang)}`] },
    powertrain === 'electric'
      ? { cells: [t('manuals.pdf.quick.charging'), t('manuals.pdf.quick.chargingValue')] }
      : { cells: [t('manuals.pdf.quick.fuel'), turbo ? t('manuals.pdf.quick.fuelPremium') : t('manuals.pdf.quick.fuelRegular')] },
    ...(powertrain === 'electric' ? [] : [{ cells: [t('manuals.pdf.quick.oil'), t('manuals.pdf.quick.oilValue')] }]),
    { cells: [t('manuals.pdf.efficiency'), efficiency(context)] },
    { cells: [t('manuals.pdf.quick.tires'), t('manuals.pdf.quick.tiresValue')] },
    { cells: [t('compare.spec.towingLbs'), t('compare.unit.towingLbs', { value: formatNumber(trim.specs.towingLbs, lang) })] },
    { cells: [t('manuals.pdf.quick.service'), t('manuals.pdf.quick.serviceValue')] },
  ];
  await writer.table(null, rows, { size: 10, firstColumn: 0.32 });
  await writer.heading(t('manuals.pdf.quick.lights'), 14);
  const lights = [
    powertrain === 'electric' ? t('manuals.pdf.quick.lightPower') : t('manuals.pdf.quick.lightEngine'),
    t('manuals.pdf.quick.lightBrake'),
    t('manuals.pdf.quick.lightTires'),
    t('manuals.pdf.quick.lightAirBag'),
  ];
  for (const light of lights) await writer.text(`•  ${light}`, { size: 10, gap: 3 });
  return finish(writer, context);
}

/** One owner document of the context's trim as a PDF. */
export function ownerDocumentPdf(context: OwnerDocumentContext, document: OwnerDocument): Promise<Uint8Array> {
  switch (document) {
    case 'owners-manual':
      return ownersManual(context);
    case 'warranty':
      return warrantyBooklet(context);
    case 'maintenance':
      return maintenance(context);
    case 'quick-reference':
      return quickReference(context);
  }
}
