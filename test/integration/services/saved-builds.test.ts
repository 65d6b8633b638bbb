import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedBuilds } from '#db/schema.ts';
import { readCatalog } from '#db/seed.ts';
import type { SavedBuild } from '#domain/build-price/saved-build.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '../../support/app.ts';

let t: TestApp;
let source: Awaited<ReturnType<typeof readCatalog>>['catalog'];
beforeAll(async () => {
  t = await createTestApp();
  source = (await readCatalog()).catalog;
});
afterAll(async () => t.close());

/**
 * Kestrel 2026 Premium: the Technology package, an extra-cost paint (Glacier White Pearl) with its ivory
 * interior, crossbars with the roof basket that requires them, and the protection bundle (which includes four more).
 */
const valid: SavedBuild = {
  year: 2026,
  modelCode: 'KSTL',
  trimCode: 'PREM',
  transmissionCode: 'CVT',
  optionPackageCode: 'TECH',
  exteriorColorCode: 'W3P',
  interiorColorCode: 'IVR',
  accessories: ['CROSSBAR', 'ROOFBASKET', 'PROTBUNDLE'],
  state: 'CA',
  region: '080',
};

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/services/vehicles/config/build', headers: SAME_ORIGIN, payload: payload as object });
const get = (url: string) => t.app.inject({ url });
const storedRows = async () => (await t.database.db.select({ rows: count() }).from(savedBuilds))[0]?.rows ?? 0;

interface TokenData {
  modelYear: number;
  modelCode: string;
  trimCode: string;
  transmissionCode: string;
  optionPackageCode: string | null;
  exteriorColor: string;
  exteriorColorCode: string;
  interiorColor: string;
  interiorColorCode: string;
  accessories: string[];
  state: string | null;
  region: string | null;
  accessoryConfiguration: {
    accessoryStates: Record<string, string>;
    mostPopular: string[];
    hydrateToken: { token: string };
    summary: { changedStates: Record<string, string> };
  };
}

describe('the build the tests save', () => {
  it('has what the brief asks of it: a package, an extra-cost colour and Available accessories', () => {
    const model = source.models.find((item) => item.code === valid.modelCode)!;
    const year = model.years.find((item) => item.year === valid.year)!;
    const trim = year.trims.find((item) => item.code === valid.trimCode)!;
    expect(trim.optionPackages.map((item) => item.code)).toContain(valid.optionPackageCode);
    expect(year.exteriorColors.find((item) => item.code === valid.exteriorColorCode)?.msrp).toBeGreaterThan(0);
    for (const code of valid.accessories) expect(trim.accessoryStates[code] ?? 'Available', code).toBe('Available');
  });
});

describe('POST /services/vehicles/config/build and GET /services/vehicles/config/accessories/:token', () => {
  it('saves a build and answers a 22-character token, then reads it back as tokenData in the language asked for', async () => {
    const before = await storedRows();
    const saved = await post(valid);
    expect(saved.statusCode).toBe(201);
    expect(saved.headers['cache-control']).toBe('no-store');
    const { token } = saved.json() as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await storedRows()).toBe(before + 1);

    const response = await get(`/services/vehicles/config/accessories/${token}?lang=es`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json() as TokenData;
    const year = source.models.find((item) => item.code === 'KSTL')!.years.find((item) => item.year === 2026)!;
    const paint = year.exteriorColors.find((item) => item.code === 'W3P')!;
    const interior = paint.interiorColors.find((item) => item.code === 'IVR')!;
    expect(data).toMatchObject({
      modelYear: 2026,
      modelCode: 'KSTL',
      trimCode: 'PREM',
      transmissionCode: 'CVT',
      optionPackageCode: 'TECH',
      exteriorColor: paint.name.es,
      exteriorColorCode: 'W3P',
      interiorColor: interior.name.es,
      interiorColorCode: 'IVR',
      accessories: valid.accessories,
      state: 'CA',
      region: '080',
    });
    expect(paint.name.es).not.toBe(paint.name.en);
    const states = data.accessoryConfiguration.accessoryStates;
    expect(states.CROSSBAR).toBe('Selected');
    expect(states.ROOFBASKET).toBe('Selected');
    expect(states.PROTBUNDLE).toBe('Selected');
    expect(states.FLOORLINER).toBe('Included');
    expect(states.CARPETMAT).toBe('Available');
    expect(Object.keys(data.accessoryConfiguration.summary.changedStates).sort()).toEqual(
      ['BUMPERCVR', 'CARGOTRAY', 'CROSSBAR', 'FLOORLINER', 'PROTBUNDLE', 'ROOFBASKET', 'SPLASHGRD'],
    );

    // The hydrate token opens the existing accessory configuration route at the same build.
    const configuration = await get(`/services/vehicles/config/accessories/2026/KSTL/PREM/CVT/TECH/${data.accessoryConfiguration.hydrateToken.token}`);
    expect(configuration.statusCode).toBe(200);
    expect((configuration.json() as TokenData).accessoryConfiguration.accessoryStates).toEqual(states);

    const english = (await get(`/services/vehicles/config/accessories/${token}`)).json() as TokenData;
    expect(english.exteriorColor).toBe(paint.name.en);
  });

  it('stores a build without a package or location and answers null for them', async () => {
    const { state: _state, region: _region, ...rest } = valid;
    const saved = await post({ ...rest, optionPackageCode: null, accessories: [] });
    expect(saved.statusCode).toBe(201);
    const data = (await get(`/services/vehicles/config/accessories/${(saved.json() as { token: string }).token}`)).json() as TokenData;
    expect(data).toMatchObject({ optionPackageCode: null, state: null, region: null, accessories: [] });
    expect(data.accessoryConfiguration.summary.changedStates).toEqual({});
  });

  it.each([
    ['a conflicting pair', { ...valid, accessories: ['FLOORLINER', 'CARPETMAT'] }, 'Accessory FLOORLINER conflicts with CARPETMAT'],
    ['an unknown trim', { ...valid, trimCode: 'WILD' }, 'No trim WILD on KSTL 2026'],
    ['the wrong interior', { ...valid, exteriorColorCode: 'S5G', interiorColorCode: 'IVR' }, 'No interior colour IVR with exterior S5G'],
    ['a missing requirement', { ...valid, accessories: ['ROOFBASKET'] }, 'Accessory ROOFBASKET requires CROSSBAR'],
  ])('refuses %s with 400 Invalid build and stores nothing', async (_name, payload, reason) => {
    const before = await storedRows();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid build', code: 'BAD_REQUEST', reason });
    expect(await storedRows()).toBe(before);
  });

  it.each([
    ['an unknown key', { ...valid, price: 31_000 }],
    ['a repeated accessory', { ...valid, accessories: ['CROSSBAR', 'CROSSBAR'] }],
    ['a lower-case model code', { ...valid, modelCode: 'kstl' }],
    ['a missing field', { ...valid, exteriorColorCode: undefined }],
  ])('refuses %s with 400 Invalid request and stores nothing', async (_name, payload) => {
    const before = await storedRows();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid request', code: 'BAD_REQUEST' });
    expect(await storedRows()).toBe(before);
  });

  it('answers 404 Build not found for an unknown token and 400 for a malformed one', async () => {
    const unknown = await get('/services/vehicles/config/accessories/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Build not found', code: 'NOT_FOUND' });
    for (const malformed of ['short', 'not*a*token*at*all', 'x'.repeat(65)]) {
      const response = await get(`/services/vehicles/config/accessories/${malformed}`);
      expect(response.statusCode, malformed).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid request', code: 'BAD_REQUEST' });
    }
  });

  it('answers 404 for a stored build the catalog can no longer make, or whose stored shape no longer parses', async () => {
    // Written past the route's check, as a build saved before the catalog changed would be.
    const stale = await t.app.repositories.savedBuilds.save({ ...valid, trimCode: 'ZZZ' });
    const response = await get(`/services/vehicles/config/accessories/${stale}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Build not found', code: 'NOT_FOUND' });

    await t.database.db.insert(savedBuilds).values({ token: 'oldShapeToken123', data: sql`'{"year":"2026"}'::jsonb` as never });
    expect(await t.app.repositories.savedBuilds.find('oldShapeToken123')).toBeNull();
    expect((await get('/services/vehicles/config/accessories/oldShapeToken123')).statusCode).toBe(404);
  });

  it('leaves the five- and six-segment accessory routes as they were', async () => {
    const response = await get('/services/vehicles/config/accessories/2026/KSTL/PREM/CVT/none');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('documents both routes in the OpenAPI document', async () => {
    const document = (await get('/services/openapi.json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(document.paths['/services/vehicles/config/build']?.post?.tags).toEqual(['vehicles']);
    expect(document.paths['/services/vehicles/config/accessories/{token}']?.get?.tags).toEqual(['vehicles']);
  });
});
