import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestYear } from '#domain/catalog/catalog.ts';
import { readCatalog } from '#db/seed.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
let source: Awaited<ReturnType<typeof readCatalog>>['catalog'];
beforeAll(async () => {
  t = await createTestApp();
  source = (await readCatalog()).catalog;
});
afterAll(async () => t.close());

async function pdf(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { response, document: await PDFDocument.load(response.rawPayload) };
}

describe('PDF documents', () => {
  it('makes a brochure per model and year, titled in the asked language, with fonts embedded for Chinese', async () => {
    const model = source.models.find((item) => item.active)!;
    const year = latestYear(model)!;
    const en = await pdf(`/services/vehicles/brochures/${year.year}/${model.code}?lang=en`);
    expect(en.document.getTitle()).toBe(`${year.year} Halden ${model.name} brochure`);
    expect(en.document.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(en.response.headers['content-disposition']).toBe(`inline; filename="halden-${model.name.toLowerCase()}-${year.year}-en.pdf"`);
    const zh = await pdf(`/services/vehicles/brochures/${year.year}/${model.code}?lang=zh`);
    expect(zh.document.getTitle()).toBe(`${year.year} 款 Halden ${model.name} 车型手册`);
    // The Chinese brochure carries CJK glyph subsets, so it is much larger than the Latin-only one (both carry the
    // same picture of the model).
    expect(zh.response.rawPayload.length - en.response.rawPayload.length).toBeGreaterThan(50_000);
  }, 60_000);

  it('makes the trim comparison PDF, landscape when there are more than three trims', async () => {
    const model = source.models.find((item) => item.active && (latestYear(item)?.trims.length ?? 0) > 3)!;
    const year = latestYear(model)!;
    const { document } = await pdf(`/services/compare/pdf/${year.year}/${model.code}?lang=es`);
    expect(document.getTitle()).toBe(`Halden ${model.name} ${year.year}: comparación de versiones`);
    const { width, height } = document.getPage(0).getSize();
    expect(width).toBeGreaterThan(height);
    const two = await pdf(`/services/compare/pdf/${year.year}/${model.code}?trims=${year.trims[0]!.code},${year.trims[1]!.code}`);
    const size = two.document.getPage(0).getSize();
    expect(size.width).toBeLessThan(size.height);
  }, 60_000);

  it('lists the brochures, and answers 404 for inactive or unknown models and 400 for malformed input', async () => {
    const list = (await t.app.inject({ url: '/services/vehicles/brochures?lang=zh' })).json() as { code: string; url: string }[];
    const active = source.models.filter((model) => model.active);
    expect(new Set(list.map((item) => item.code))).toEqual(new Set(active.map((model) => model.code)));
    expect(list[0]?.url).toMatch(/^\/services\/vehicles\/brochures\/\d{4}\/[A-Z]{3,4}\?lang=zh$/);
    const inactive = source.models.find((model) => !model.active)!;
    expect((await t.app.inject({ url: `/services/vehicles/brochures/${inactive.years[0]!.year}/${inactive.code}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/services/vehicles/brochures/2027/QQQQ' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/services/vehicles/brochures/2027/kstl' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/services/compare/pdf/2027/KSTL?trims=NOPE' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/services/compare/pdf/2027/KSTL?lang=fr' })).statusCode).toBe(400);
  });
});
