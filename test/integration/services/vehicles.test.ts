import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessoryFinalPrice, latestYear, regionFor } from '#domain/catalog/catalog.ts';
import { readCatalog } from '#db/seed.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
let source: Awaited<ReturnType<typeof readCatalog>>['catalog'];
beforeAll(async () => {
  t = await createTestApp();
  source = (await readCatalog()).catalog;
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });
const activeModel = () => source.models.find((model) => model.active && model.years.some((year) => year.active))!;

function expectErrorObject(body: unknown, status: number, message: string) {
  expect(Object.keys(body as object).sort(), `status ${status}`).toEqual(['code', 'message', 'reason']);
  expect((body as { message: string }).message).toBe(message);
}

describe('GET /services/vehicles/models/basicdata', () => {
  it('lists every model and year with its active, hasHybridTrim and hasWildernessTrim flags', async () => {
    const response = await get('/services/vehicles/models/basicdata');
    expect(response.statusCode).toBe(200);
    const expected = source.models.flatMap((model) =>
      model.years.map((year) => ({
        code: model.code,
        year: year.year,
        active: model.active && year.active,
        hasHybridTrim: year.trims.some((trim) => trim.hybrid),
        hasWildernessTrim: year.trims.some((trim) => trim.wilderness),
      })),
    );
    expect(response.json()).toEqual(expected);
    const rows = response.json() as { hasHybridTrim: boolean; hasWildernessTrim: boolean; active: boolean }[];
    expect(rows.some((row) => row.hasHybridTrim)).toBe(true);
    expect(rows.some((row) => row.hasWildernessTrim)).toBe(true);
    expect(rows.some((row) => !row.active)).toBe(true);
  });
});

describe('GET /services/vehicles/trims/details', () => {
  it('answers the trims of /{year}/{modelCode} with destinationCharge on the first item for the default region 060 (KS)', async () => {
    const model = activeModel();
    const year = latestYear(model)!;
    const response = await get(`/services/vehicles/trims/details/${year.year}/${model.code}`);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { code: string; msrp: number; destinationCharge?: number; transmissions: { code: string; trimCode: string }[] }[];
    expect(list.map((trim) => [trim.code, trim.msrp])).toEqual(year.trims.map((trim) => [trim.code, trim.msrp]));
    const kansas = source.regions.find((region) => region.code === '060')!;
    expect(kansas.states).toContain('KS');
    expect(list[0]?.destinationCharge).toBe(year.destinationCharge + kansas.destinationSurcharge);
    expect(list[1]?.destinationCharge).toBeUndefined();
    expect(list[0]?.transmissions[0]?.trimCode).toBe(list[0]?.code);
  });

  it('charges the destination of the state or region asked for', async () => {
    const model = activeModel();
    const year = latestYear(model)!;
    const alaska = regionFor(source.regions, 'AK')!;
    const response = await get(`/services/vehicles/trims/details/${year.year}/${model.code}?state=AK`);
    expect((response.json() as { destinationCharge: number }[])[0]?.destinationCharge).toBe(year.destinationCharge + alaska.destinationSurcharge);
    const byRegion = await get(`/services/vehicles/trims/details/${year.year}/${model.code}?region=${alaska.code}`);
    expect((byRegion.json() as { destinationCharge: number }[])[0]?.destinationCharge).toBe(year.destinationCharge + alaska.destinationSurcharge);
  });

  it('answers /{modelCode} and /{modelCode}/{trimCode} from the latest active year', async () => {
    const model = activeModel();
    const year = latestYear(model)!;
    const trim = year.trims[1]!;
    const all = (await get(`/services/vehicles/trims/details/${model.code}`)).json() as { year: number }[];
    expect(all[0]?.year).toBe(year.year);
    const one = await get(`/services/vehicles/trims/details/${model.code}/${trim.code}`);
    expect((one.json() as { code: string }[]).map((item) => item.code)).toEqual([trim.code]);
  });

  it("answers 'No data received from API' when nothing matches, 404 for unknown models and 400 for malformed codes", async () => {
    const model = activeModel();
    const empty = await get(`/services/vehicles/trims/details/${model.code}/ZZZZ`);
    expect(empty.statusCode).toBe(404);
    expectErrorObject(empty.json(), 404, 'No data received from API');
    expect((await get('/services/vehicles/trims/details/2027/QQQQ')).statusCode).toBe(404);
    for (const url of ['/services/vehicles/trims/details/2027/kstl', '/services/vehicles/trims/details/27/ABCDE', '/services/vehicles/trims/details/2027/AB1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expectErrorObject(response.json(), 400, 'Invalid request');
    }
    const badState = await get(`/services/vehicles/trims/details/${model.code}?state=Kansas`);
    expect(badState.statusCode).toBe(400);
  });
});

describe('the other vehicle services', () => {
  it('answer limiteddetails (trims with transmissions), trim, model, colors, categories, models, modelyears, currentyears, allvehicles and marketing', async () => {
    const model = activeModel();
    const year = latestYear(model)!;
    const trim = year.trims[0]!;
    const limited = (await get(`/services/vehicles/trims/limiteddetails/${year.year}/${model.code}`)).json() as { code: string; transmissions: unknown[] }[];
    expect(limited.map((item) => item.code)).toEqual(year.trims.map((item) => item.code));
    expect(limited.every((item) => item.transmissions.length >= 1)).toBe(true);

    const one = (await get(`/services/vehicles/trim/${year.year}/${model.code}/${trim.code}`)).json() as { code: string; msrp: number };
    expect(one).toMatchObject({ code: trim.code, msrp: trim.msrp });

    const vehicle = (await get(`/services/vehicles/model/${year.year}/${model.code}?lang=es`)).json() as { code: string; typeCodes: { code: string }[]; hybridTrims: unknown[]; nonHybridTrims: unknown[]; trims: unknown[]; exteriorColors: unknown[] };
    expect(vehicle.code).toBe(model.code);
    expect(vehicle.typeCodes.map((item) => item.code)).toEqual(model.categories);
    expect(vehicle.hybridTrims.length + vehicle.nonHybridTrims.length).toBe(vehicle.trims.length);

    const colors = (await get(`/services/vehicles/colors/${year.year}/${model.code}?lang=zh`)).json() as { code: string; name: string; interiorColors: unknown[]; colorChip: string }[];
    expect(colors.map((color) => color.code)).toEqual(year.exteriorColors.map((color) => color.code));
    expect(colors[0]?.name).toBe(year.exteriorColors[0]?.name.zh);
    expect(colors[0]?.colorChip).toMatch(/^\/images\/chip\/[0-9a-f]{6}\.svg$/);

    const categories = (await get('/services/vehicles/categories?lang=es')).json() as { code: string; name: string }[];
    expect(categories.map((category) => category.code)).toEqual(source.categories.map((category) => category.code));
    expect(categories[0]?.name).toBe(source.categories[0]?.name.es);

    const models = (await get('/services/vehicles/models')).json() as { code: string }[];
    expect(models.map((item) => item.code)).toEqual(source.models.map((item) => item.code));

    const modelYears = (await get('/services/vehicles/modelyears')).json() as { code: string; years: number[] }[];
    expect(modelYears.find((item) => item.code === model.code)?.years).toEqual(model.years.map((item) => item.year));

    const current = (await get('/services/vehicles/currentyears')).json() as { code: string; year: number }[];
    expect(current.find((item) => item.code === model.code)?.year).toBe(year.year);
    const inactive = source.models.find((item) => !item.active);
    expect(current.some((item) => item.code === inactive?.code)).toBe(false);

    const lineup = (await get('/services/vehicles/allvehicles')).json() as { code: string; startingMsrp: number }[];
    expect(lineup.some((item) => item.code === inactive?.code)).toBe(false);
    const entry = lineup.find((item) => item.code === model.code);
    expect(entry?.startingMsrp).toBe(Math.min(...year.trims.map((item) => item.msrp)));

    const marketing = (await get('/services/vehicles/models/marketing?lang=es')).json() as { code: string; tagline: string }[];
    expect(marketing.find((item) => item.code === model.code)?.tagline).toBe(model.tagline.es);
  });

  it('refuse an unknown language with 400', async () => {
    const response = await get('/services/vehicles/categories?lang=fr');
    expect(response.statusCode).toBe(400);
    expectErrorObject(response.json(), 400, 'Invalid request');
  });
});

describe('GET /services/vehicles/config/accessories', () => {
  const setup = () => {
    const model = source.models.find((item) => item.active && item.accessories.some((accessory) => accessory.requires.length > 0))!;
    const year = latestYear(model)!;
    const trim = year.trims[0]!;
    const base = `/services/vehicles/config/accessories/${year.year}/${model.code}/${trim.code}/${trim.defaultTransmission}/none`;
    return { model, year, trim, base };
  };

  it('answers accessoryConfiguration with states, most popular, a hydrate token and changed states', async () => {
    const { model, trim, base } = setup();
    const response = await get(base);
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      accessoryConfiguration: { accessoryStates: Record<string, string>; mostPopular: string[]; hydrateToken: { token: string }; summary: { changedStates: Record<string, string> } };
      accessories: { state: string; accessory: { code: string; finalPrice: number; disclaimerMarker: string; msrp: number; installedPrice: number } }[];
    };
    const configuration = body.accessoryConfiguration;
    expect(Object.keys(configuration.accessoryStates).sort()).toEqual(model.accessories.map((item) => item.code).sort());
    for (const [code, state] of Object.entries(trim.accessoryStates)) expect(configuration.accessoryStates[code]).toBe(state);
    expect(configuration.mostPopular).toEqual(model.accessories.filter((item) => item.mostPopular).map((item) => item.code));
    expect(configuration.hydrateToken.token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(configuration.summary.changedStates).toEqual({});
    for (const { accessory } of body.accessories) {
      const expected = accessoryFinalPrice(accessory);
      expect([accessory.finalPrice, accessory.disclaimerMarker]).toEqual([expected.finalPrice, expected.marker]);
    }
    expect(body.accessories.some((item) => item.accessory.disclaimerMarker === '^^')).toBe(true);
    expect(body.accessories.some((item) => item.accessory.disclaimerMarker === '^')).toBe(true);
  });

  it('marks chosen accessories Selected, bundle contents Included, and reports the change against the previous token', async () => {
    const { model, trim, base } = setup();
    const bundle = model.accessories.find((item) => item.includes.length > 0 && (trim.accessoryStates[item.code] ?? 'Available') === 'Available')!;
    const first = (await get(base)).json() as { accessoryConfiguration: { hydrateToken: { token: string } } };
    const response = await get(`${base}/${first.accessoryConfiguration.hydrateToken.token}?selected=${bundle.code}`);
    expect(response.statusCode).toBe(200);
    const configuration = (response.json() as { accessoryConfiguration: { accessoryStates: Record<string, string>; summary: { changedStates: Record<string, string> } } }).accessoryConfiguration;
    expect(configuration.accessoryStates[bundle.code]).toBe('Selected');
    expect(configuration.summary.changedStates[bundle.code]).toBe('Selected');
    for (const included of bundle.includes) {
      if ((trim.accessoryStates[included] ?? 'Available') === 'Available') expect(configuration.accessoryStates[included]).toBe('Included');
    }
  });

  it('answers CONFLICT with what must be added when an accessory requires another, and NO_CONFLICT otherwise', async () => {
    const { model, trim, base } = setup();
    const needy = model.accessories.find((item) => item.requires.length > 0 && item.requires.every((code) => (trim.accessoryStates[code] ?? 'Available') === 'Available'))!;
    const conflict = (await get(`${base}?add=${needy.code}`)).json() as { conflict: { status: string; add: string[]; remove: string[] } };
    expect(conflict.conflict).toEqual({ code: needy.code, status: 'CONFLICT', add: needy.requires, remove: [] });
    const fine = (await get(`${base}?selected=${needy.requires.join(',')}&add=${needy.code}`)).json() as { conflict: { status: string } };
    expect(fine.conflict.status).toBe('NO_CONFLICT');
  });

  it('answers CONFLICT with what must be removed when an accessory conflicts with one on the build', async () => {
    const { model, trim, base } = setup();
    const first = model.accessories.find((item) => item.conflicts.length > 0 && (trim.accessoryStates[item.code] ?? 'Available') === 'Available' && item.requires.length === 0)!;
    const other = first.conflicts[0]!;
    const response = (await get(`${base}?selected=${other}&add=${first.code}`)).json() as { conflict: { status: string; remove: string[] } };
    expect(response.conflict.status).toBe('CONFLICT');
    expect(response.conflict.remove).toContain(other);
  });

  it('refuses unknown trims, transmissions and packages with 404, and forged tokens with 400', async () => {
    const { model, year, trim } = setup();
    expect((await get(`/services/vehicles/config/accessories/${year.year}/${model.code}/ZZZ/${trim.defaultTransmission}/none`)).statusCode).toBe(404);
    expect((await get(`/services/vehicles/config/accessories/${year.year}/${model.code}/${trim.code}/NOPE/none`)).statusCode).toBe(404);
    expect((await get(`/services/vehicles/config/accessories/${year.year}/${model.code}/${trim.code}/${trim.defaultTransmission}/NOPKG`)).statusCode).toBe(404);
    const forged = await get(`/services/vehicles/config/accessories/${year.year}/${model.code}/${trim.code}/${trim.defaultTransmission}/none/AAAAAAAAAAAA`);
    expect(forged.statusCode).toBe(400);
    expectErrorObject(forged.json(), 400, 'Invalid token');
  });
});

describe('compare services', () => {
  it('compare trims side by side and mark the rows that differ', async () => {
    const model = activeModel();
    const year = latestYear(model)!;
    const [a, b] = [year.trims[0]!, year.trims[year.trims.length - 1]!];
    const response = await get(`/services/compare/features/${year.year}/${model.code}?trims=${a.code},${b.code}`);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { columns: { key: string; trimCode: string }[]; features: { code: string; values: Record<string, string>; differs: boolean }[] };
    expect(body.columns.map((column) => column.trimCode)).toEqual([a.code, b.code]);
    const onlyTop = b.features.find((code) => !a.features.includes(code));
    if (onlyTop) {
      const row = body.features.find((feature) => feature.code === onlyTop);
      expect(row?.differs).toBe(true);
      expect(row?.values[`${model.code}-${b.code}`]).toBe('standard');
    }
    const shared = a.features.find((code) => b.features.includes(code));
    expect(body.features.find((feature) => feature.code === shared)?.differs).toBe(false);
  });

  it('list comparable models and their active years', async () => {
    const models = (await get('/services/compare/models')).json() as { code: string }[];
    expect(models.length).toBe(source.models.filter((model) => model.active).length);
    const model = activeModel();
    expect((await get(`/services/compare/activeyears/${model.code}`)).json()).toEqual(model.years.filter((year) => year.active).map((year) => year.year));
    expect((await get('/services/compare/activeyears/QQQQ')).statusCode).toBe(404);
    const year = latestYear(model)!;
    const compareModel = (await get(`/services/compare/model/${year.year}/${model.code}?lang=es`)).json() as { trims: { code: string; msrp: number; specs: { engine: string } }[] };
    expect(compareModel.trims.map((trim) => [trim.code, trim.msrp])).toEqual(year.trims.map((trim) => [trim.code, trim.msrp]));
    expect(compareModel.trims[0]?.specs.engine).toBe(year.trims[0]?.specs.engine.es);
  });
});

describe('GET /services/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document describing the vehicle and compare services', async () => {
    const response = await get('/services/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    for (const path of [
      '/services/vehicles/models/basicdata',
      '/services/vehicles/trims/details/{first}/{second}',
      '/services/vehicles/trims/limiteddetails/{year}/{modelCode}',
      '/services/vehicles/trim/{year}/{modelCode}/{trimCode}',
      '/services/vehicles/config/accessories/{year}/{modelCode}/{trimCode}/{transmission}/{packageCode}',
      '/services/compare/features/{year}/{modelCode}',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });

  it('declares the shape of every successful answer: no answer, nor any part of one, is an untyped object (decision 005)', async () => {
    type Node = Record<string, unknown>;
    const document = (await get('/services/openapi.json')).json() as { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Node }> }> }>>; components?: { schemas?: Record<string, Node> } };
    const untyped: string[] = [];
    const empty = (value: unknown) => value === true || (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
    const walk = (node: unknown, where: string, seen: Set<unknown>) => {
      if (typeof node !== 'object' || node === null || seen.has(node)) return;
      seen.add(node);
      const schema = node as Node;
      const ref = typeof schema.$ref === 'string' ? document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] : undefined;
      if (ref) return walk(ref, where, seen);
      if (empty(schema) || (schema.type === 'object' && !schema.properties && (schema.additionalProperties === undefined || empty(schema.additionalProperties)))) untyped.push(where);
      for (const key of ['items', 'additionalProperties', 'not']) walk(schema[key], `${where}.${key}`, seen);
      for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((item, index) => walk(item, `${where}.${key}[${index}]`, seen));
      for (const [name, value] of Object.entries((schema.properties as Node | undefined) ?? {})) walk(value, `${where}.${name}`, seen);
    };
    let answers = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const schema = response.content?.['application/json']?.schema;
          if (!/^2/.test(status) || !schema) continue;
          answers += 1;
          walk(schema, `${method.toUpperCase()} ${path} ${status}`, new Set());
        }
      }
    }
    expect(answers).toBeGreaterThan(40);
    expect(untyped).toEqual([]);
    const trims = document.paths['/services/vehicles/trims/details/{first}/{second}']?.get?.responses?.['200']?.content?.['application/json']?.schema as { items?: { properties?: Node } };
    expect(Object.keys(trims.items?.properties ?? {})).toEqual(expect.arrayContaining(['code', 'msrp', 'transmissions', 'specs', 'destinationCharge']));
  });

  it('has a readable docs page', async () => {
    const response = await get('/services/docs.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<code>/services/vehicles/models/basicdata</code>');
  });
});

describe('GET /services/utility/image with catalog paths', () => {
  it('turns a model, colour and view into the drawing in that colour', async () => {
    const model = activeModel();
    const year = latestYear(model)!;
    const color = year.exteriorColors[1]!;
    const response = await get(`/services/utility/image?path=${encodeURIComponent(`/models/${model.code}/${year.year}/${color.code}/rear`)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ path: `/images/vehicle/${model.bodyStyle}/rear/${color.rgb.slice(1).toLowerCase()}.svg` });
    const chip = await get(`/services/utility/image?path=${encodeURIComponent(`/models/${model.code}/${color.code}/chip`)}`);
    expect(chip.json()).toEqual({ path: `/images/chip/${color.rgb.slice(1).toLowerCase()}.svg` });
    const svg = await get((response.json() as { path: string }).path);
    expect(svg.statusCode).toBe(200);
    expect(svg.body.toLowerCase()).toContain(color.rgb.toLowerCase());
  });

  it('answers 404 for an unknown colour or model', async () => {
    const model = activeModel();
    expect((await get(`/services/utility/image?path=${encodeURIComponent(`/models/${model.code}/NOPE/side`)}`)).statusCode).toBe(404);
    expect((await get(`/services/utility/image?path=${encodeURIComponent('/models/QQQQ/K1X/side')}`)).statusCode).toBe(404);
  });
});
