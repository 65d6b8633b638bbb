import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestYear } from '#domain/catalog/catalog.ts';
import { modelSlug } from '#domain/catalog/views.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import { readCatalog } from '#db/seed.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { decodeEntities as decode } from '../../support/html.ts';

let t: TestApp;
let source: Awaited<ReturnType<typeof readCatalog>>['catalog'];
beforeAll(async () => {
  t = await createTestApp();
  source = (await readCatalog()).catalog;
});
afterAll(async () => t.close());


describe('all vehicles', () => {
  it('renders every active model with its starting price in en-US dollars, and no inactive model', async () => {
    for (const prefix of ['', '/es', '/zh']) {
      const body = decode((await t.app.inject({ url: `${prefix}/vehicle-info/all-vehicles.html` })).body);
      for (const model of source.models) {
        const year = latestYear(model);
        if (model.active && year) {
          expect(body, `${prefix} ${model.name}`).toContain(`<span class="vehicle-card__name">${model.name}</span>`);
          expect(body).toContain(`<strong>${formatDollars(Math.min(...year.trims.map((trim) => trim.msrp)))}</strong>`);
        } else {
          expect(body).not.toContain(`<span class="vehicle-card__name">${model.name}</span>`);
        }
      }
      expect(body).toContain('<x-all-vehicles data-island=""');
    }
  });
});

describe('model pages', () => {
  it('answer /vehicles/{name}.html with trims, colours and schema.org Car data; unknown and inactive models are 404', async () => {
    const model = source.models.find((item) => item.active)!;
    const year = latestYear(model)!;
    const response = await t.app.inject({ url: `/es/vehicles/${modelSlug(model)}.html` });
    expect(response.statusCode).toBe(200);
    const body = decode(response.body);
    for (const trim of year.trims) expect(body).toContain(formatDollars(trim.msrp));
    for (const color of year.exteriorColors) expect(body).toContain(`<span>${color.name.es}</span>`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.body)?.[1] ?? '{}') as { '@type': string; offers: unknown[] };
    expect(jsonLd['@type']).toBe('Car');
    expect(jsonLd.offers).toHaveLength(year.trims.length);
    const inactive = source.models.find((item) => !item.active)!;
    expect((await t.app.inject({ url: `/vehicles/${modelSlug(inactive)}.html` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/vehicles/nothing.html' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/vehicles/..%2f..%2fetc.html' })).statusCode).toBe(404);
  });
});

describe('compare trims', () => {
  it("puts a model's trims side by side and marks the rows that differ; ?diff=1 keeps only those", async () => {
    const model = source.models.find((item) => item.active && (latestYear(item)?.trims.length ?? 0) >= 4)!;
    const year = latestYear(model)!;
    const body = decode((await t.app.inject({ url: `/compare/trims.html?model=${model.code}` })).body);
    for (const trim of year.trims) expect(body).toContain(`<th scope="col">${trim.name}<span class="compare__price">${formatDollars(trim.msrp)}</span>`);
    const all = body.match(/<tr( class="compare__row--differs")?><th scope="row">/g) ?? [];
    const differing = body.match(/<tr class="compare__row--differs"><th scope="row">/g) ?? [];
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.length).toBeLessThan(all.length);
    const onlyDiff = decode((await t.app.inject({ url: `/compare/trims.html?model=${model.code}&diff=1` })).body);
    expect(onlyDiff.match(/<tr( class="compare__row--differs")?><th scope="row">/g)?.length).toBe(differing.length);
  });

  it('falls back to the first model of the lineup for a missing or unknown model', async () => {
    const response = await t.app.inject({ url: '/compare/trims.html?model=<script>' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain(`<option value="${source.models[0]?.code}" selected=""`);
  });
});

describe('global compare', () => {
  it('puts up to three trims of different models side by side, with the model in each column heading', async () => {
    const [a, b, c, d] = source.models.filter((model) => model.active && latestYear(model));
    const picks = [a!, b!, c!, d!].map((model) => `${model.code}-${latestYear(model)!.trims[0]!.code}`);
    const response = await t.app.inject({ url: `/vehicle-info/compare/global.html?${picks.map((pick) => `v=${pick}`).join('&')}` });
    expect(response.statusCode).toBe(200);
    const body = decode(response.body);
    const table = body.slice(body.indexOf('id="global-compare-title"'), body.indexOf('id="compare-competitors-title"'));
    const headings = [...table.matchAll(/<th scope="col">([^<]+)<span class="compare__price">/g)].map((match) => match[1]);
    expect(headings).toEqual([a!, b!, c!].map((model) => `${latestYear(model)!.year} ${model.name} ${latestYear(model)!.trims[0]!.name}`));
    // The older `{model}-{trim}` picks are the latest year's, which the selects name with the year.
    for (const [index, model] of [a!, b!, c!].entries()) expect(body).toContain(`<option value="${latestYear(model)!.year}-${picks[index]}" selected="">`);
  });

  it('asks for a second vehicle when one valid one is given, and says that a malformed or unknown pick was dropped', async () => {
    const body = (await t.app.inject({ url: '/vehicle-info/compare/global.html?v=KSTL-BASE&v=%3Cx%3E&v=QQQ-ZZZ' })).body;
    expect(body).toContain('Choose a second vehicle to see them side by side.');
    expect(body).toContain('A vehicle in this address can no longer be compared; choose it again.');
    expect(body).not.toContain('<x>');
    const none = (await t.app.inject({ url: '/vehicle-info/compare/global.html' })).body;
    expect(none).toContain('Choose two or three vehicles to compare them side by side.');
    expect(none).not.toContain('can no longer be compared');
    expect(none).not.toContain('other makers');
  });

  it("shows vehicle 1's competitors from other makers with their specs and exact MSRP, labelled and with the demo-data disclaimer", async () => {
    const body = decode((await t.app.inject({ url: '/vehicle-info/compare/global.html?v=2027-KSTL-SPRT&v=&v=' })).body);
    const start = body.indexOf('id="compare-competitors-title"');
    const section = body.slice(start, body.indexOf('</section>', start));
    expect(section).toContain("2027 Kestrel Sport and other makers' vehicles");
    const headings = [...section.matchAll(/<th scope="col"( class="compare__other")?>([^<]+)(<span class="compare__other-tag">([^<]+)<\/span>)?<span class="compare__price">([^<]+)</g)].map((match) => [match[2], match[4] ?? null, match[5]]);
    expect(headings).toEqual([
      ['2027 Kestrel Sport', null, '$34,295'],
      ['2027 Vessaro Calder Hybrid Luxe', 'Other maker · demo', '$35,990'],
      ['2027 Vessaro Calder SE', 'Other maker · demo', '$29,850'],
    ]);
    expect(section).toContain('190 hp');
    expect(section).toContain('41 mpg');
    expect(section).toContain("Other makers' vehicles on this page are demo data");
    // Only specs: the demo set lists no equipment.
    expect(section).not.toMatch(/>(Safety|Technology|Comfort|Exterior)</);
    expect(section).not.toContain('Not listed');
  });

  it("puts another maker's vehicle in the side-by-side table from vehicle 2 on, its equipment not listed, and never as vehicle 1", async () => {
    const body = decode((await t.app.inject({ url: '/vehicle-info/compare/global.html?v=2027-KSTL-SPRT&v=vessaro-calder-se' })).body);
    const table = body.slice(body.indexOf('id="global-compare-title"'), body.indexOf('id="compare-competitors-title"'));
    expect(table).toContain('2027 Vessaro Calder SE<span class="compare__other-tag">Other maker · demo</span><span class="compare__price">$29,850</span>');
    expect(table).toContain('Not listed');
    expect(table).toContain("Other makers' vehicles on this page are demo data");
    const first = (await t.app.inject({ url: '/vehicle-info/compare/global.html?v=vessaro-calder-se&v=2027-KSTL-SPRT' })).body;
    expect(first).toContain('A vehicle in this address can no longer be compared; choose it again.');
    expect(first).not.toContain('id="compare-competitors-title"');
  });

  it('shows the competitors in the page language', async () => {
    const body = decode((await t.app.inject({ url: '/es/vehicle-info/compare/global.html?v=2027-LUMN-TOUR' })).body);
    expect(body).toContain('2027 Lumen Touring y vehículos de otros fabricantes');
    expect(body).toContain('2027 Quillon Aster E Long Range<span class="compare__other-tag">Otro fabricante · demo</span><span class="compare__price">$45,490</span>');
    expect(body).toContain('Dos motores eléctricos, batería de 82 kWh');
    expect(body).toContain('Los vehículos de otros fabricantes de esta página son datos de demostración');
  });
});
