import { writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay } from '#domain/i18n/format.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../support/app.ts';
import { pageContent, pageImages, pageLinks, pageTexts } from '../../support/pdf-text.ts';

let t: TestApp;
let vin: string;
beforeAll(async () => {
  t = await createTestApp();
  vin = (await t.app.repositories.inventory.search({ kind: 'new', pageSize: 1 }, { facets: false })).vehicles[0]!.vin;
});
afterAll(async () => t.close());

async function pdf(url: string, save?: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  // PDF_SAVE=/tmp/prefix keeps the documents to look at (pdftoppm).
  if (save && process.env.PDF_SAVE) writeFileSync(`${process.env.PDF_SAVE}-${save}.pdf`, response.rawPayload);
  const document = await PDFDocument.load(response.rawPayload);
  return { document, text: pageTexts(document).join('\n'), first: pageContent(document, 0), bytes: response.rawPayload.length };
}

/** The logo's peaked "A", drawn from the site's emblem (src/domain/imagery/logo-mark.ts) in its own units. */
const LOGO_STROKE = /13 31 m\s+24 14 l\s+35 31 l/;

function expectPicture(document: PDFDocument) {
  const images = pageImages(document, 0);
  expect(images.length).toBeGreaterThanOrEqual(1);
  const [picture] = images;
  expect(picture?.drawn).toBe(true);
  // A picture, not a speck: the drawing rasterized hundreds of pixels across.
  expect(picture?.width).toBeGreaterThanOrEqual(600);
}

describe('pictures, logo, date and link in the PDFs', () => {
  it("draws the build's PDF with its picture in the chosen paint, the logo, the date in the language and the saved build's link", async () => {
    const day = new Date().toISOString().slice(0, 10);
    for (const lang of ['en', 'es', 'zh'] as const) {
      const { document, text, first } = await pdf(`/services/vehicles/config/pdf/2026/VNTA/SPRT?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT&lang=${lang}`, `build-${lang}`);
      expectPicture(document);
      expect(first).toMatch(LOGO_STROKE);
      expect(text).toContain('HALDEN');
      expect(text).toContain(formatDay(day, lang, 'long'));
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const [link] = pageLinks(document, 0);
      expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}${prefix}/build/2026/all-categories/VNTA/SPRT/summary\\?token=[A-Za-z0-9_-]{22}$`));
      expect(text).toContain(link);
      // The link opens the saved build, not the "build not found" notice.
      const page = await t.app.inject({ url: link!.slice(TEST_ORIGIN.length) });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('build-not-found');
    }
  }, 90_000);

  it("draws an inventory vehicle's sheet with its picture and the logo", async () => {
    const { document, first, text } = await pdf(`/services/inventory/pdf/vehicle/${vin}?lang=en`, 'inventory-vehicle');
    expectPicture(document);
    expect(first).toMatch(LOGO_STROKE);
    expect(text).toContain('HALDEN');
  }, 60_000);

  it("draws a brochure with its model's picture and the logo", async () => {
    const { document, first } = await pdf('/services/vehicles/brochures/2027/TARN?lang=en', 'brochure');
    expectPicture(document);
    expect(first).toMatch(LOGO_STROKE);
  }, 60_000);
});
