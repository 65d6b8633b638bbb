import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompetitorsFile } from '#domain/catalog/competitors.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });
const file = CompetitorsFile.parse(JSON.parse(readFileSync('catalog/competitors.json', 'utf8')));

interface Vehicle {
  ref: string;
  kind: 'own' | 'competitor';
  demo: boolean;
  name: string;
  msrp: number;
  category: string;
  engine: string;
  relation?: string;
  specs: Record<string, unknown>;
}
const names = (body: { results: Vehicle[] }) => body.results.map((result) => result.name);

describe('GET /services/compare/primarysearch (compare primary search)', () => {
  it('finds our trims whose model and trim start with the words typed, newest year first', async () => {
    const response = await get('/services/compare/primarysearch?q=kestrel%20sp');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ query: string; total: number; results: Vehicle[] }>();
    expect(body.query).toBe('kestrel sp');
    expect(body.total).toBe(2);
    expect(body.results.map((result) => [result.ref, result.name, result.msrp])).toEqual([
      ['2027-KSTL-SPRT', '2027 Kestrel Sport', 34295],
      ['2026-KSTL-SPRT', '2026 Kestrel Sport', 33795],
    ]);
    expect(body.results[0]).toMatchObject({ kind: 'own', demo: false, make: 'Halden', model: 'Kestrel', trim: 'Sport', modelCode: 'KSTL', trimCode: 'SPRT', category: 'Crossovers' });
    expect(body.results[0]?.specs).toMatchObject({ horsepower: 260, seating: 5, mpgCity: 23, mpgHighway: 30, cargoCuFt: 29.8 });
  });

  it('matches a year and a class, folds accents and case, and never offers another maker or an inactive model', async () => {
    const wagons = (await get('/services/compare/primarysearch?q=2026%20WAGONS')).json<{ total: number; results: Vehicle[] }>();
    expect(names(wagons)).toEqual(['2026 Arvo Base', '2026 Arvo Premium', '2026 Arvo Limited', '2026 Arvo Wilderness', '2026 Arvo Touring']);
    // Spanish words: the class "Sedanes" and the engine "Híbrido", typed with and without accents, in capitals.
    const sedans = (await get('/services/compare/primarysearch?q=s%C3%89DAN%20h%C3%ADbrid&lang=es')).json<{ results: Vehicle[] }>();
    expect(names(sedans)).toEqual(['2027 Solace Hybrid', '2027 Solace Hybrid Limited', '2026 Solace Hybrid']);
    expect(sedans.results[0]?.category).toBe('Sedanes');
    expect(sedans.results[0]?.engine).toBe('Híbrido de 4 cilindros de 2.0 litros');
    expect((await get('/services/compare/primarysearch?q=vessaro')).json<{ total: number }>().total).toBe(0);
    expect((await get('/services/compare/primarysearch?q=pica')).json<{ total: number }>().total).toBe(0);
  });

  it('answers in the language asked', async () => {
    const body = (await get('/services/compare/primarysearch?q=lumen%20base&lang=zh')).json<{ results: Vehicle[] }>();
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({ name: '2027 Lumen Base', category: '电动车', engine: '单电机，74.7 kWh 电池' });
  });

  it('bounds the number of results (8 by default, limit up to 20) and counts every match', async () => {
    const all = (await get('/services/compare/primarysearch')).json<{ total: number; results: Vehicle[] }>();
    expect(all.results).toHaveLength(8);
    expect(all.total).toBe(67);
    // The lineup's order: SUVs first, cheapest first.
    expect(all.results[0]?.name).toBe('2027 Breck Base');
    expect((await get('/services/compare/primarysearch?limit=20')).json<{ results: Vehicle[] }>().results).toHaveLength(20);
    expect((await get('/services/compare/primarysearch?q=kestrel&limit=3')).json<{ total: number; results: Vehicle[] }>()).toMatchObject({ total: 11, results: { length: 3 } });
  });

  it('refuses an over-long query, a bad limit or language, and a repeated q with the error object', async () => {
    for (const url of [
      `/services/compare/primarysearch?q=${'a'.repeat(61)}`,
      '/services/compare/primarysearch?limit=0',
      '/services/compare/primarysearch?limit=21',
      '/services/compare/primarysearch?limit=two',
      '/services/compare/primarysearch?lang=fr',
      '/services/compare/primarysearch?q=a&q=b',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json()).sort(), url).toEqual(['code', 'message', 'reason']);
      expect(response.json<{ code: string }>().code, url).toBe('BAD_REQUEST');
    }
    expect((await get(`/services/compare/primarysearch?q=${'a'.repeat(60)}`)).statusCode).toBe(200);
  });
});

describe('GET /services/compare/secondarysearch (compare secondary search)', () => {
  it("offers first the other makers' vehicles matched to the primary, then its model year's trims, then its class, nearest in price", async () => {
    const response = await get('/services/compare/secondarysearch?primary=2027-KSTL-SPRT');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ primary: Vehicle; total: number; results: Vehicle[] }>();
    expect(body.primary).toMatchObject({ ref: '2027-KSTL-SPRT', name: '2027 Kestrel Sport' });
    expect(body.results.map((result) => [result.name, result.relation, result.msrp])).toEqual([
      ['2027 Vessaro Calder Hybrid Luxe', 'matchedCompetitor', 35990],
      ['2027 Vessaro Calder SE', 'matchedCompetitor', 29850],
      ['2027 Kestrel Wilderness', 'sameModel', 35495],
      ['2027 Kestrel Limited', 'sameModel', 36495],
      ['2027 Kestrel Hybrid', 'sameModel', 36995],
      ['2027 Kestrel Premium', 'sameModel', 31495],
      ['2027 Kestrel Base', 'sameModel', 28995],
      ['2026 Breck Limited', 'sameClass', 34495],
    ]);
    expect(body.results.every((result) => result.ref !== '2027-KSTL-SPRT')).toBe(true);
    const others = body.results.filter((result) => result.kind === 'competitor');
    expect(others.every((result) => result.demo)).toBe(true);
  });

  it("searches our vehicles of the primary's class and other makers' vehicles by the words typed", async () => {
    const calder = (await get('/services/compare/secondarysearch?primary=2027-KSTL-SPRT&q=calder')).json<{ results: Vehicle[] }>();
    expect(calder.results.map((result) => result.ref)).toEqual(['vessaro-calder-hybrid-luxe', 'vessaro-calder-se']);
    // The Quillon Aster E is an electric crossover matched to the Lumen: in the Kestrel's class, not matched to it.
    const aster = (await get('/services/compare/secondarysearch?primary=2027-KSTL-SPRT&q=aster')).json<{ results: Vehicle[] }>();
    expect(aster.results.map((result) => [result.ref, result.relation])).toEqual([['quillon-aster-e-long-range', 'competitor']]);
    // A sedan is not in a crossover's class.
    expect((await get('/services/compare/secondarysearch?primary=2027-KSTL-SPRT&q=solace')).json<{ total: number }>().total).toBe(0);
    // The Solace's rival, in Chinese.
    const sorrel = (await get('/services/compare/secondarysearch?primary=2027-SOLA-BASE&q=corlett&lang=zh')).json<{ results: Vehicle[] }>();
    expect(sorrel.results).toHaveLength(1);
    expect(sorrel.results[0]).toMatchObject({ name: '2027 Corlett Sorrel LS', msrp: 25340, category: '轿车', engine: '1.6 升涡轮增压四缸发动机', demo: true, relation: 'matchedCompetitor' });
  });

  it('takes the older reference without a year as the latest active year, and bounds the results', async () => {
    const body = (await get('/services/compare/secondarysearch?primary=KSTL-SPRT&limit=2')).json<{ primary: Vehicle; total: number; results: Vehicle[] }>();
    expect(body.primary.ref).toBe('2027-KSTL-SPRT');
    expect(body.results).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
  });

  it('answers 404 for a vehicle that cannot be compared, and 400 without a primary or with a malformed one', async () => {
    for (const url of ['/services/compare/secondarysearch?primary=2027-QQQ-BASE', '/services/compare/secondarysearch?primary=2027-KSTL-QQQ', '/services/compare/secondarysearch?primary=2026-PICA-BASE']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('NOT_FOUND');
    }
    for (const url of [
      '/services/compare/secondarysearch',
      '/services/compare/secondarysearch?primary=vessaro-calder-se',
      '/services/compare/secondarysearch?primary=kstl-sprt',
      `/services/compare/secondarysearch?primary=2027-KSTL-SPRT&q=${'x'.repeat(61)}`,
      '/services/compare/secondarysearch?primary=2027-KSTL-SPRT&limit=50',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ code: string }>().code, url).toBe('BAD_REQUEST');
    }
  });
});

describe('GET /services/compare/competitors/{year}/{modelCode} (competitors)', () => {
  it("answers the other makers' vehicles matched to a trim, nearest in price first, with specs, MSRP and the disclaimer", async () => {
    const response = await get('/services/compare/competitors/2027/KSTL?trim=SPRT');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ vehicle: Vehicle; competitors: Vehicle[]; disclaimer: string }>();
    expect(body.vehicle).toMatchObject({ ref: '2027-KSTL-SPRT', msrp: 34295 });
    expect(body.competitors.map((item) => [item.ref, item.name, item.msrp])).toEqual([
      ['vessaro-calder-hybrid-luxe', '2027 Vessaro Calder Hybrid Luxe', 35990],
      ['vessaro-calder-se', '2027 Vessaro Calder SE', 29850],
    ]);
    expect(body.competitors[1]).toMatchObject({
      kind: 'competitor',
      demo: true,
      make: 'Vessaro',
      modelCode: null,
      trimCode: null,
      engine: '2.5-liter 4-cylinder',
      specs: { horsepower: 190, torqueLbFt: 185, mpgCity: 28, mpgHighway: 34, seating: 5, cargoCuFt: 31.2, groundClearanceIn: 8.1, towingLbs: 1500, drivetrain: 'AWD' },
    });
    expect(body.disclaimer).toMatch(/^Other makers' vehicles on this page are demo data/);
  });

  it('orders by the starting trim without ?trim=, and answers the same for the trim in the path', async () => {
    const base = (await get('/services/compare/competitors/2027/KSTL')).json<{ vehicle: Vehicle; competitors: Vehicle[] }>();
    expect(base.vehicle.ref).toBe('2027-KSTL-BASE');
    expect(base.competitors.map((item) => item.ref)).toEqual(['vessaro-calder-se', 'vessaro-calder-hybrid-luxe']);
    const byPath = await get('/services/compare/competitors/2027/KSTL/SPRT');
    expect(byPath.json()).toEqual((await get('/services/compare/competitors/2027/KSTL?trim=SPRT')).json());
  });

  it('answers in the language asked', async () => {
    const body = (await get('/services/compare/competitors/2027/LUMN/TOUR?lang=es')).json<{ competitors: Vehicle[]; disclaimer: string }>();
    expect(body.competitors.map((item) => [item.name, item.msrp, item.engine, item.category])).toEqual([
      ['2027 Quillon Aster E Long Range', 45490, 'Dos motores eléctricos, batería de 82 kWh', 'Vehículos eléctricos'],
    ]);
    expect(body.competitors[0]?.specs).toMatchObject({ rangeMiles: 310, mpge: 112, mpgCity: null });
    expect(body.disclaimer).toMatch(/^Los vehículos de otros fabricantes/);
  });

  it('answers 404 for an unknown or inactive model year or trim, and 400 for malformed ones', async () => {
    for (const url of ['/services/compare/competitors/2027/QQQ', '/services/compare/competitors/2026/PICA', '/services/compare/competitors/2030/KSTL', '/services/compare/competitors/2027/KSTL/QQQ', '/services/compare/competitors/2027/KSTL?trim=QQQ']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    for (const url of ['/services/compare/competitors/27/KSTL', '/services/compare/competitors/2027/kstl', '/services/compare/competitors/2027/KSTL?trim=sprt', '/services/compare/competitors/2027/KSTL/SPORTY', '/services/compare/competitors/2027/KSTL?lang=de']) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe('the demo set of other makers', () => {
  it('is flagged as demo data, and every vehicle is matched to models and classes of the catalog', async () => {
    const catalog = await t.app.repositories.catalog.get();
    expect(file.demo).toBe(true);
    expect(file.competitors.length).toBeGreaterThanOrEqual(5);
    expect(file.competitors.length).toBeLessThanOrEqual(8);
    const models = new Set(catalog.models.filter((model) => model.active).map((model) => model.code));
    const categories = new Set(catalog.categories.map((category) => category.code));
    for (const competitor of file.competitors) {
      for (const rival of competitor.rivals) expect(models, `${competitor.id} → ${rival}`).toContain(rival);
      for (const category of competitor.categories) expect(categories, `${competitor.id} → ${category}`).toContain(category);
      // Names of our own models are never reused by another maker's vehicle.
      expect(catalog.models.map((model) => model.name)).not.toContain(competitor.model);
    }
    // Every active model of ours has at least one other maker's vehicle matched to it.
    for (const code of models) expect(file.competitors.some((competitor) => competitor.rivals.includes(code)), code).toBe(true);
  });
});

describe('the OpenAPI document', () => {
  it("names the services with the spec's words: compare primary search, compare secondary search, competitors", async () => {
    const document = (await get('/services/openapi.json')).json<{ paths: Record<string, { get?: { summary?: string; tags?: string[]; responses?: Record<string, unknown> } }> }>();
    const summary = (path: string) => document.paths[path]?.get?.summary ?? '';
    expect(summary('/services/compare/primarysearch')).toMatch(/^Compare primary search: /);
    expect(summary('/services/compare/secondarysearch')).toMatch(/^Compare secondary search: /);
    expect(summary('/services/compare/competitors/{year}/{modelCode}')).toMatch(/^Competitors: /);
    expect(summary('/services/compare/competitors/{year}/{modelCode}/{trimCode}')).toMatch(/^Competitors of one trim: /);
    for (const path of ['/services/compare/primarysearch', '/services/compare/secondarysearch', '/services/compare/competitors/{year}/{modelCode}']) {
      expect(document.paths[path]?.get?.tags, path).toEqual(['compare']);
      expect(JSON.stringify(document.paths[path]?.get?.responses?.['200']), path).toContain('"msrp"');
      expect(Object.keys(document.paths[path]?.get?.responses ?? {}), path).toContain('400');
    }
  });
});
