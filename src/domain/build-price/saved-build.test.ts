import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeAccessoryToken } from '#domain/catalog/accessory-rules.ts';
import { CategoriesFile, FeaturesFile, ModelFile, RegionsFile } from '#domain/catalog/catalog-schema.ts';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { SavedBuildInput, tokenDataView, validateSavedBuild, type SavedBuild } from './saved-build.ts';

// The real demo catalog, read the way catalog-integrity.test.ts reads it (Vitest runs from the repository root).
const CATALOG_DIR = join(process.cwd(), 'catalog');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(CATALOG_DIR, path), 'utf8'));
const catalog: Catalog = {
  version: 'test',
  categories: CategoriesFile.parse(readJson('categories.json')),
  features: FeaturesFile.parse(readJson('features.json')),
  regions: RegionsFile.parse(readJson('regions.json')),
  models: readdirSync(join(CATALOG_DIR, 'models'))
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ModelFile.parse(readJson(`models/${file}`))),
};

/** A copy of the catalog to break on purpose, so the real one stays intact for the other tests. */
function editedCatalog(edit: (copy: Catalog) => void): Catalog {
  const copy = structuredClone(catalog);
  edit(copy);
  return copy;
}

/**
 * Kestrel 2026 Premium with an extra-cost paint (Glacier White Pearl, $395), the Technology package and
 * accessories that exercise every rule: a requirement (the basket needs the crossbars) and a bundle.
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
  state: 'KS',
  region: '060',
};
const build = (changes: Partial<SavedBuild>): SavedBuild => ({ ...valid, ...changes });
const rejection = (input: SavedBuild, on: Catalog = catalog) => {
  const result = validateSavedBuild(on, input);
  return result.ok ? 'accepted' : result.reason;
};

describe('SavedBuildInput', () => {
  it('accepts a build, with or without the location', () => {
    expect(SavedBuildInput.safeParse(valid).success).toBe(true);
    const { state: _state, region: _region, ...withoutLocation } = valid;
    expect(SavedBuildInput.safeParse(withoutLocation).success).toBe(true);
    expect(SavedBuildInput.safeParse(build({ optionPackageCode: null })).success).toBe(true);
  });

  it('rejects unknown keys, repeated or too many accessories and malformed codes', () => {
    expect(SavedBuildInput.safeParse({ ...valid, price: 1 }).success).toBe(false);
    expect(SavedBuildInput.safeParse(build({ accessories: ['CROSSBAR', 'CROSSBAR'] })).success).toBe(false);
    expect(SavedBuildInput.safeParse(build({ accessories: Array.from({ length: 61 }, (_, index) => `A${index}`) })).success).toBe(false);
    expect(SavedBuildInput.safeParse(build({ accessories: Array.from({ length: 60 }, (_, index) => `A${index}`) })).success).toBe(true);
    expect(SavedBuildInput.safeParse(build({ modelCode: 'kstl' })).success).toBe(false);
    expect(SavedBuildInput.safeParse(build({ trimCode: 'PREMIUM' })).success).toBe(false);
    expect(SavedBuildInput.safeParse(build({ state: 'ks' })).success).toBe(false);
    expect(SavedBuildInput.safeParse(build({ region: '60' })).success).toBe(false);
    expect(SavedBuildInput.safeParse(build({ year: 2026.5 })).success).toBe(false);
    expect(SavedBuildInput.safeParse({ ...valid, optionPackageCode: undefined }).success).toBe(false);
  });
});

describe('validateSavedBuild', () => {
  it('accepts a complete build, and one without a package when the trim requires none', () => {
    expect(validateSavedBuild(catalog, valid)).toEqual({ ok: true });
    expect(validateSavedBuild(catalog, build({ optionPackageCode: null, accessories: [] }))).toEqual({ ok: true });
  });

  it('rejects unknown and inactive models and years', () => {
    expect(rejection(build({ modelCode: 'ZZZ' }))).toBe('No model ZZZ');
    expect(rejection(build({ modelCode: 'PICA' }))).toBe('Model PICA is not active');
    expect(rejection(build({ year: 2019 }))).toBe('No year 2019 for model KSTL');
    const retired = editedCatalog((copy) => {
      copy.models.find((model) => model.code === 'KSTL')!.years.find((year) => year.year === 2026)!.active = false;
    });
    expect(rejection(valid, retired)).toBe('Year 2026 of KSTL is not active');
  });

  it('rejects a trim the year does not have (Wilderness arrives on the Kestrel in 2027)', () => {
    expect(rejection(build({ trimCode: 'WILD' }))).toBe('No trim WILD on KSTL 2026');
  });

  it("rejects a transmission or package that is not the trim's", () => {
    expect(rejection(build({ transmissionCode: 'ECVT' }))).toBe('No transmission ECVT on PREM');
    expect(rejection(build({ optionPackageCode: 'MNA' }))).toBe('No package MNA on PREM');
  });

  it('insists on the required package (the Lumen Base comes only with WX2)', () => {
    const lumen = build({ year: 2027, modelCode: 'LUMN', trimCode: 'BASE', transmissionCode: '1SPD', exteriorColorCode: 'S5G', interiorColorCode: 'SLB', accessories: [] });
    expect(rejection(build({ ...lumen, optionPackageCode: 'WX2' }))).toBe('accepted');
    expect(rejection(build({ ...lumen, optionPackageCode: null }))).toBe('Trim BASE requires package WX2');
  });

  it('rejects paint missing from the year or the trim, and an interior the paint does not come with', () => {
    expect(rejection(build({ exteriorColorCode: 'N8L' }))).toBe('No exterior colour N8L on KSTL 2026');
    expect(rejection(build({ exteriorColorCode: 'C4B', interiorColorCode: 'SLB' }))).toBe('Exterior colour C4B is not offered on PREM');
    expect(rejection(build({ exteriorColorCode: 'S5G', interiorColorCode: 'IVR' }))).toBe('No interior colour IVR with exterior S5G');
  });

  it('rejects accessories of another model and ones the trim already has', () => {
    expect(rejection(build({ accessories: ['TRUNKTRAY'] }))).toBe('No accessory TRUNKTRAY on KSTL');
    const sport = build({ trimCode: 'SPRT', transmissionCode: 'CVT8', optionPackageCode: 'MNA' });
    expect(rejection(build({ ...sport, accessories: ['CROSSBAR'] }))).toBe('Accessory CROSSBAR is Standard on SPRT');
    const base = build({ trimCode: 'BASE', optionPackageCode: 'POP1' });
    expect(rejection(build({ ...base, accessories: ['FLOORLINER'] }))).toBe('Accessory FLOORLINER is Included on BASE');
  });

  it('rejects conflicting accessories whichever side names the conflict', () => {
    expect(rejection(build({ accessories: ['FLOORLINER', 'CARPETMAT'] }))).toBe('Accessory FLOORLINER conflicts with CARPETMAT');
    expect(rejection(build({ accessories: ['CARPETMAT', 'FLOORLINER'] }))).toBe('Accessory CARPETMAT conflicts with FLOORLINER');
    // The demo data writes every conflict on both sides; remove one side to prove the other is enough.
    const oneSided = editedCatalog((copy) => {
      const kestrel = copy.models.find((model) => model.code === 'KSTL')!;
      kestrel.accessories.find((item) => item.code === 'CARPETMAT')!.conflicts = [];
    });
    expect(rejection(build({ accessories: ['CARPETMAT', 'FLOORLINER'] }), oneSided)).toBe('Accessory CARPETMAT conflicts with FLOORLINER');
  });

  it('rejects an accessory whose requirement is missing, and accepts it when the trim or a chosen bundle has it', () => {
    expect(rejection(build({ accessories: ['ROOFBASKET'] }))).toBe('Accessory ROOFBASKET requires CROSSBAR');
    const sport = build({ trimCode: 'SPRT', transmissionCode: 'CVT8', optionPackageCode: 'MNA' });
    expect(rejection(build({ ...sport, accessories: ['ROOFBASKET'] }))).toBe('accepted');
    expect(rejection(build({ accessories: ['TRAILBUNDLE', 'BIKECARRIER'] }))).toBe('accepted');
  });
});

describe('tokenDataView', () => {
  it('answers the choices with localised colour names and the location', () => {
    const data = tokenDataView(catalog, valid, 'es')!;
    expect(data).toMatchObject({
      modelYear: 2026,
      modelCode: 'KSTL',
      trimCode: 'PREM',
      transmissionCode: 'CVT',
      optionPackageCode: 'TECH',
      exteriorColor: 'Blanco Glaciar Perlado',
      exteriorColorCode: 'W3P',
      interiorColor: 'Marfil Cálido',
      interiorColorCode: 'IVR',
      accessories: ['CROSSBAR', 'ROOFBASKET', 'PROTBUNDLE'],
      state: 'KS',
      region: '060',
    });
    expect(tokenDataView(catalog, valid, 'en')?.exteriorColor).toBe('Glacier White Pearl');
    const { state: _state, region: _region, ...withoutLocation } = valid;
    expect(tokenDataView(catalog, withoutLocation, 'en')).toMatchObject({ state: null, region: null });
  });

  it('gives the accessory configuration: Selected choices, Included bundle contents, and only those as changed', () => {
    const configuration = tokenDataView(catalog, valid, 'en')!.accessoryConfiguration;
    const kestrel = catalog.models.find((model) => model.code === 'KSTL')!;
    expect(Object.keys(configuration.accessoryStates).sort()).toEqual(kestrel.accessories.map((item) => item.code).sort());
    const changed = {
      CROSSBAR: 'Selected',
      ROOFBASKET: 'Selected',
      PROTBUNDLE: 'Selected',
      SPLASHGRD: 'Included',
      BUMPERCVR: 'Included',
      CARGOTRAY: 'Included',
      FLOORLINER: 'Included',
    };
    expect(configuration.summary.changedStates).toEqual(changed);
    for (const [code, state] of Object.entries(configuration.accessoryStates)) {
      if (!(code in changed)) expect(state, code).toBe('Available');
    }
    expect(configuration.mostPopular).toEqual(kestrel.accessories.filter((item) => item.mostPopular).map((item) => item.code));
    expect(decodeAccessoryToken(configuration.hydrateToken.token)).toEqual({
      year: 2026,
      model: 'KSTL',
      trim: 'PREM',
      transmission: 'CVT',
      packageCode: 'TECH',
      selected: ['CROSSBAR', 'PROTBUNDLE', 'ROOFBASKET'],
    });
  });

  it("writes 'none' in the hydrate token for a build without a package, and lists nothing changed without accessories", () => {
    const configuration = tokenDataView(catalog, build({ optionPackageCode: null, accessories: [] }), 'en')!.accessoryConfiguration;
    expect(decodeAccessoryToken(configuration.hydrateToken.token)?.packageCode).toBe('none');
    expect(configuration.summary.changedStates).toEqual({});
  });

  it('is null once the catalog can no longer make the build', () => {
    const withdrawn = editedCatalog((copy) => {
      const year = copy.models.find((model) => model.code === 'KSTL')!.years.find((item) => item.year === 2026)!;
      year.trims.find((trim) => trim.code === 'PREM')!.colors = ['S5G'];
    });
    expect(tokenDataView(withdrawn, valid, 'en')).toBeNull();
  });
});
