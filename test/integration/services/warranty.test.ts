import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });

async function pdf(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { response, document: await PDFDocument.load(response.rawPayload) };
}

interface Warranty {
  documents: { type: string; title: string; description: string; url: string; contentType: string }[];
  coverage: { kind: string; name: string; years: number; miles: number | null; term: string; text: string }[];
}

describe('GET /services/vehicles/warranty/{year}/{model}/{trim}', () => {
  it('lists the trim’s four documents as PDF links and the coverage of its powertrain', async () => {
    const response = await get('/services/vehicles/warranty/2027/KSTL/HYB');
    expect(response.statusCode).toBe(200);
    const body = response.json<Warranty & Record<string, unknown>>();
    expect(body).toMatchObject({ year: 2027, modelCode: 'KSTL', modelName: 'Kestrel', trimCode: 'HYB', trimName: 'Hybrid', powertrain: 'hybrid', edition: '2026-08-01', editionLabel: 'Aug 1, 2026' });
    expect(body.documents.map((item) => [item.type, item.title, item.url])).toEqual([
      ['owners-manual', "Owner's manual", '/services/vehicles/warranty/2027/KSTL/HYB/owners-manual?lang=en'],
      ['warranty', 'Warranty booklet', '/services/vehicles/warranty/2027/KSTL/HYB/warranty?lang=en'],
      ['maintenance', 'Maintenance schedule', '/services/vehicles/warranty/2027/KSTL/HYB/maintenance?lang=en'],
      ['quick-reference', 'Quick reference guide', '/services/vehicles/warranty/2027/KSTL/HYB/quick-reference?lang=en'],
    ]);
    expect(body.coverage.map((item) => `${item.name}: ${item.term}`)).toEqual([
      'Basic coverage: 3 years / 36,000 miles',
      'Powertrain: 5 years / 60,000 miles',
      'Rust-through: 5 years / unlimited miles',
      'Federal emissions: 8 years / 80,000 miles',
      'Hybrid components: 8 years / 100,000 miles',
      'Roadside assistance: 3 years / 36,000 miles',
    ]);
  });

  it('covers an electric trim’s battery, in the language asked, and a discontinued model too', async () => {
    const lumen = (await get('/services/vehicles/warranty/2027/LUMN/LTD?lang=es')).json<Warranty>();
    expect(lumen.coverage.map((item) => item.kind)).toEqual(['basic', 'powertrain', 'corrosion', 'battery', 'roadside']);
    expect(lumen.coverage[3]).toMatchObject({ name: 'Batería de alto voltaje', term: '8 años / 100,000 millas' });
    expect(lumen.documents[0]).toMatchObject({ title: 'Manual del propietario', url: '/services/vehicles/warranty/2027/LUMN/LTD/owners-manual?lang=es' });
    expect((await get('/services/vehicles/warranty/2026/PICA/SPRT')).statusCode).toBe(200);
  });

  it('answers 404 for a trim the model year does not have and 400 for malformed codes', async () => {
    expect((await get('/services/vehicles/warranty/2026/KSTL/WILD')).json()).toEqual({ message: 'Not found', code: 'NOT_FOUND', reason: 'No trim WILD on KSTL 2026' });
    expect((await get('/services/vehicles/warranty/2027/QQQQ/BASE')).statusCode).toBe(404);
    expect((await get('/services/vehicles/warranty/2027/kstl/BASE')).statusCode).toBe(400);
    expect((await get('/services/vehicles/warranty/2027/KSTL/BASE/brochure')).statusCode).toBe(400);
    expect((await get('/services/vehicles/warranty/2026/KSTL/WILD/warranty')).statusCode).toBe(404);
  });
});

describe('the owner documents as PDFs', () => {
  it('answers every document of a trim as a PDF, titled with the vehicle and the document', async () => {
    const list = (await get('/services/vehicles/warranty/2027/KSTL/LTD')).json<Warranty>();
    for (const item of list.documents) {
      const { response, document } = await pdf(item.url);
      expect(document.getTitle()).toBe(`2027 Halden Kestrel Limited · ${item.title}`);
      expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(response.headers['content-disposition']).toBe(`inline; filename="halden-kestrel-ltd-2027-${item.type}-en.pdf"`);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    }
  }, 60_000);

  it('writes them in Spanish and Chinese, with the Chinese glyphs embedded', async () => {
    const es = await pdf('/services/vehicles/warranty/2027/LUMN/BASE/maintenance?lang=es');
    expect(es.document.getTitle()).toBe('Halden Lumen Base 2027 · Programa de mantenimiento');
    const en = await pdf('/services/vehicles/warranty/2027/LUMN/BASE/maintenance?lang=en');
    const zh = await pdf('/services/vehicles/warranty/2027/LUMN/BASE/maintenance?lang=zh');
    expect(zh.document.getTitle()).toBe('2027 款 Halden Lumen Base · 保养计划');
    expect(zh.response.rawPayload.length).toBeGreaterThan(en.response.rawPayload.length * 2);
  }, 60_000);
});
