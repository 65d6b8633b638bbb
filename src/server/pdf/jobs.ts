/**
 * What a PDF is drawn from, as plain data: the routes gather it on the main thread (database reads, catalog lookups,
 * validation) and hand a job to the pool (src/server/pdf/pool.ts), which draws it in a worker thread — or here on
 * the main thread when PDF_WORKERS=0. A job holds no functions and no class instances, so it survives the structured
 * clone to a worker unchanged; the catalog and the language's dictionary travel beside it as resources, sent to a
 * worker once and kept there (they are large and rarely change).
 *
 * The same job and resources draw the same bytes wherever they are drawn: the documents are dated by the job's day,
 * not by the clock, and their fonts are named without pdf-lib's random suffix.
 */
import type { Build } from '#domain/build-price/build.ts';
import type { ConfiguratorData } from '#domain/build-price/data.ts';
import { findModel, findYear, type Catalog } from '#domain/catalog/catalog.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { createTranslator, type Dictionary } from '#domain/i18n/translate.ts';
import { findTrim, type OwnerDocument } from '#domain/owners/documents.ts';
import { buildPdf } from './build-pdf.ts';
import { brochurePdf, trimComparisonPdf } from './documents.ts';
import { inventoryComparisonPdf, inventoryListPdf, vehicleSheetPdf, type InventoryItem, type InventoryListInput } from './inventory-documents.ts';
import { ownerDocumentPdf } from './owner-documents.ts';

interface JobBase {
  lang: Language;
  brand: string;
  /** The day the document is dated, YYYY-MM-DD. */
  day: string;
}

/** A model year's catalog document: its brochure, or its trims compared (`trims` empty: all, in catalog order). */
export interface CatalogDocumentJob extends JobBase {
  kind: 'brochure' | 'trim-comparison';
  modelCode: string;
  year: number;
  trims: string[];
  /** Disclaimer texts, already filled in. */
  disclaimers: string[];
}

/** A build's summary, already replayed (the build and the configurator data are plain data). */
export interface BuildJob extends JobBase {
  kind: 'build';
  build: Build;
  data: ConfiguratorData;
  /** The saved build's address (absolute, with its token), printed as a link; null when the build cannot be saved. */
  link: string | null;
}

export interface OwnerDocumentJob extends JobBase {
  kind: 'owner-document';
  modelCode: string;
  year: number;
  trimCode: string;
  document: OwnerDocument;
  /** The edition's date, written in the language. */
  edition: string;
}

export interface InventoryVehicleJob extends JobBase {
  kind: 'inventory-vehicle';
  item: InventoryItem;
}

export interface InventoryCompareJob extends JobBase {
  kind: 'inventory-compare';
  items: InventoryItem[];
}

export interface InventoryListJob extends JobBase {
  kind: 'inventory-list';
  input: InventoryListInput;
}

export type PdfJob = CatalogDocumentJob | BuildJob | OwnerDocumentJob | InventoryVehicleJob | InventoryCompareJob | InventoryListJob;

/** What every job is drawn with: the catalog (by its version) and the job's language's dictionary. */
export interface PdfResources {
  catalog: Catalog;
  dictionary: Dictionary;
}

/** A job the catalog cannot draw (a model, year or trim it does not have): the route checked, so this is a bug. */
function missing(what: string): never {
  throw new Error(`PDF job: the catalog has no ${what}`);
}

/** Draws a job's PDF with pdf-lib. CPU-bound for up to seconds (Chinese text): run it in a worker. */
export async function renderPdf(job: PdfJob, { catalog, dictionary }: PdfResources): Promise<Uint8Array> {
  const { lang, brand, day } = job;
  const t = createTranslator(dictionary, { brand });
  switch (job.kind) {
    case 'brochure':
    case 'trim-comparison': {
      const model = findModel(catalog, job.modelCode) ?? missing(`model ${job.modelCode}`);
      const year = findYear(model, job.year) ?? missing(`${job.year} ${job.modelCode}`);
      const context = { catalog, model, year, lang, t, brand, disclaimers: job.disclaimers, day };
      return job.kind === 'brochure' ? brochurePdf(context) : trimComparisonPdf(context, job.trims);
    }
    case 'build':
      return buildPdf({ build: job.build, data: job.data, lang, t, brand, day, link: job.link });
    case 'owner-document': {
      const model = findModel(catalog, job.modelCode) ?? missing(`model ${job.modelCode}`);
      const found = findTrim(model, job.year, job.trimCode) ?? missing(`trim ${job.trimCode} on ${job.year} ${job.modelCode}`);
      return ownerDocumentPdf({ catalog, model, year: found.year, trim: found.trim, lang, t, brand, edition: job.edition, day }, job.document);
    }
    case 'inventory-vehicle':
    case 'inventory-compare':
    case 'inventory-list': {
      const context = { catalog, lang, t, brand, printedOn: day };
      if (job.kind === 'inventory-vehicle') return vehicleSheetPdf(context, job.item);
      if (job.kind === 'inventory-compare') return inventoryComparisonPdf(context, job.items);
      return inventoryListPdf(context, job.input);
    }
  }
}
