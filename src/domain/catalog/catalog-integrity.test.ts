/** Checks the demo catalog in `catalog/` against its schemas and against the rules that span files and records. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { CategoriesFile, FeaturesFile, ModelFile, RegionsFile } from './catalog-schema.ts';

// Vitest runs from the repository root.
const CATALOG_DIR = join(process.cwd(), 'catalog');
const MODEL_FILES = readdirSync(join(CATALOG_DIR, 'models'))
  .filter((file) => file.endsWith('.json'))
  .sort();

const US_STATES_AND_DC = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS',
  'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV',
  'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
];
/** The all-vehicles price filter of the spec. */
const PRICE_FILTER = { min: 17000, max: 45000 };

type Model = ModelFile;
type ModelYear = Model['years'][number];
type Trim = ModelYear['trims'][number];

const readText = (path: string) => readFileSync(join(CATALOG_DIR, path), 'utf8');
const readJson = (path: string): unknown => JSON.parse(readText(path));

function loadCatalog() {
  return {
    categories: CategoriesFile.parse(readJson('categories.json')),
    features: FeaturesFile.parse(readJson('features.json')),
    regions: RegionsFile.parse(readJson('regions.json')),
    models: MODEL_FILES.map((file) => ModelFile.parse(readJson(`models/${file}`))),
  };
}
let cached: ReturnType<typeof loadCatalog> | undefined;
const catalog = () => (cached ??= loadCatalog());

/** Every model year with its model, and every trim with its model and year, for rules that apply to all of them. */
const allYears = () => catalog().models.flatMap((model) => model.years.map((year) => ({ model, year })));
const allTrims = () => allYears().flatMap(({ model, year }) => year.trims.map((trim) => ({ model, year, trim })));
const where = (model: Model, year?: ModelYear, trim?: Trim) =>
  [model.code, year?.year, trim?.code].filter((part) => part !== undefined).join(' ');

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const hasHybridTrim = (model: Model) => model.years.some((year) => year.trims.some((trim) => trim.hybrid));
const hasWildernessTrim = (model: Model) => model.years.some((year) => year.trims.some((trim) => trim.wilderness));
const latestYear = (model: Model) => [...model.years].sort((a, b) => b.year - a.year)[0];
const cheapestTrim = (year: ModelYear) => [...year.trims].sort((a, b) => a.msrp - b.msrp)[0];

describe('catalog files', () => {
  it('parses every catalog file with its zod schema', () => {
    const problems: string[] = [];
    const check = (file: string, schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }) => {
      const result = schema.safeParse(readJson(file));
      if (!result.success) problems.push(`${file}: ${String(result.error)}`);
    };
    check('categories.json', CategoriesFile);
    check('features.json', FeaturesFile);
    check('regions.json', RegionsFile);
    MODEL_FILES.forEach((file) => check(`models/${file}`, ModelFile));
    expect(problems).toEqual([]);
  });

  it('names each model file after the model code it holds', () => {
    expect(catalog().models.map((model) => `${model.code}.json`)).toEqual(MODEL_FILES);
  });

  it('writes every file as UTF-8 JSON indented by two spaces, with a trailing newline and no \\u escapes', () => {
    for (const file of ['categories.json', 'features.json', 'regions.json', ...MODEL_FILES.map((name) => `models/${name}`)]) {
      const text = readText(file);
      expect(text.endsWith('}\n') || text.endsWith(']\n'), file).toBe(true);
      expect(text.includes('\\u'), file).toBe(false);
      expect(text.split('\n')[1], file).toMatch(/^ {2}\S/);
    }
  });
});

describe('codes and references', () => {
  it('has the six vehicle categories, in activeOrder 1 to 6', () => {
    const { categories } = catalog();
    expect(categories.map((category) => category.code).sort()).toEqual(['crossover', 'ev', 'sedan', 'sports-car', 'suv', 'wagon']);
    expect(categories.map((category) => category.activeOrder).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has 60 to 90 features, each with a unique code', () => {
    const codes = catalog().features.map((feature) => feature.code);
    expect(codes.length).toBeGreaterThanOrEqual(60);
    expect(codes.length).toBeLessThanOrEqual(90);
    expect(duplicates(codes)).toEqual([]);
  });

  it('keeps codes unique within their scope', () => {
    const found: string[] = [];
    const report = (scope: string, values: readonly (string | number)[]) =>
      duplicates(values).forEach((value) => found.push(`${scope}: ${value}`));
    const { models, regions } = catalog();
    report('models', models.map((model) => model.code));
    report('regions', regions.map((region) => region.code));
    for (const model of models) {
      report(where(model), model.years.map((year) => year.year));
      report(`${where(model)} accessories`, model.accessories.map((accessory) => accessory.code));
      report(`${where(model)} part numbers`, model.accessories.map((accessory) => accessory.partNumber));
      for (const year of model.years) {
        report(`${where(model, year)} trims`, year.trims.map((trim) => trim.code));
        report(`${where(model, year)} colours`, year.exteriorColors.map((color) => color.code));
        for (const color of year.exteriorColors) {
          report(`${where(model, year)} ${color.code} interiors`, color.interiorColors.map((interior) => interior.code));
        }
        for (const trim of year.trims) {
          report(`${where(model, year, trim)} transmissions`, trim.transmissions.map((transmission) => transmission.code));
          report(`${where(model, year, trim)} packages`, trim.optionPackages.map((pack) => pack.code));
          report(`${where(model, year, trim)} features`, trim.features);
          report(`${where(model, year, trim)} colours`, trim.colors);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('refers only to categories that exist, and files each model under one', () => {
    const codes = new Set(catalog().categories.map((category) => category.code));
    for (const model of catalog().models) {
      expect(model.categories.length, model.code).toBeGreaterThan(0);
      expect(model.categories.filter((code) => !codes.has(code)), model.code).toEqual([]);
    }
  });

  it('refers only to features that exist in features.json', () => {
    const codes = new Set(catalog().features.map((feature) => feature.code));
    const missing = allTrims().flatMap(({ model, year, trim }) =>
      [...trim.features, ...trim.optionPackages.flatMap((pack) => pack.features)]
        .filter((code) => !codes.has(code))
        .map((code) => `${where(model, year, trim)}: ${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('offers on each trim only exterior colours of its model year, and every colour on some trim', () => {
    for (const { model, year } of allYears()) {
      const colorCodes = year.exteriorColors.map((color) => color.code);
      const offered = new Set(year.trims.flatMap((trim) => trim.colors));
      for (const trim of year.trims) {
        expect(trim.colors.filter((code) => !colorCodes.includes(code)), where(model, year, trim)).toEqual([]);
      }
      expect(colorCodes.filter((code) => !offered.has(code)), where(model, year)).toEqual([]);
    }
  });

  it('refers only to accessories of the same model', () => {
    const missing: string[] = [];
    for (const model of catalog().models) {
      const codes = new Set(model.accessories.map((accessory) => accessory.code));
      const check = (scope: string, refs: readonly string[]) =>
        refs.filter((code) => !codes.has(code)).forEach((code) => missing.push(`${scope}: ${code}`));
      for (const accessory of model.accessories) {
        check(`${model.code} ${accessory.code}`, [...accessory.requires, ...accessory.conflicts, ...accessory.includes]);
      }
      for (const year of model.years) {
        for (const trim of year.trims) check(where(model, year, trim), Object.keys(trim.accessoryStates));
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('colours', () => {
  it('has exactly one default exterior colour per model year', () => {
    for (const { model, year } of allYears()) {
      expect(year.exteriorColors.filter((color) => color.default), where(model, year)).toHaveLength(1);
    }
  });

  it('has exactly one default interior colour per exterior colour', () => {
    for (const { model, year } of allYears()) {
      for (const color of year.exteriorColors) {
        expect(color.interiorColors.filter((interior) => interior.default), `${where(model, year)} ${color.code}`).toHaveLength(1);
      }
    }
  });

  it('offers the default exterior colour on every trim', () => {
    for (const { model, year, trim } of allTrims()) {
      const fallback = year.exteriorColors.find((color) => color.default);
      expect(trim.colors, where(model, year, trim)).toContain(fallback?.code);
    }
  });

  it('charges extra for at least two colours of every model', () => {
    for (const model of catalog().models) {
      const extraCost = new Set(model.years.flatMap((year) => year.exteriorColors.filter((color) => color.msrp > 0).map((color) => color.code)));
      expect(extraCost.size, model.code).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('trims and transmissions', () => {
  it("names one of the trim's own transmissions as its default", () => {
    for (const { model, year, trim } of allTrims()) {
      expect(trim.transmissions.map((transmission) => transmission.code), where(model, year, trim)).toContain(trim.defaultTransmission);
    }
  });

  it('has exactly one trim in the catalog with two transmissions, and one transmission on every other trim', () => {
    const counts = allTrims().map(({ model, year, trim }) => ({ at: where(model, year, trim), count: trim.transmissions.length }));
    expect(counts.filter(({ count }) => count === 2)).toHaveLength(1);
    expect(counts.filter(({ count }) => count !== 1 && count !== 2)).toEqual([]);
  });

  it('gives electric trims range and MPGe, and every other trim city and highway mpg', () => {
    for (const { model, year, trim } of allTrims()) {
      const { mpgCity, mpgHighway, rangeMiles, mpge } = trim.specs;
      const electric = rangeMiles !== null;
      if (electric) expect([mpgCity, mpgHighway, mpge === null], where(model, year, trim)).toEqual([null, null, false]);
      else expect([mpgCity === null, mpgHighway === null, mpge], where(model, year, trim)).toEqual([false, false, null]);
    }
  });

  it('gives wilderness trims 8.7 to 9.5 inches of ground clearance', () => {
    const wilderness = allTrims().filter(({ trim }) => trim.wilderness);
    expect(wilderness.length).toBeGreaterThan(0);
    for (const { model, year, trim } of wilderness) {
      expect(trim.specs.groundClearanceIn, where(model, year, trim)).toBeGreaterThanOrEqual(8.7);
      expect(trim.specs.groundClearanceIn, where(model, year, trim)).toBeLessThanOrEqual(9.5);
    }
  });

  it('lists 8 to 20 features per trim, more on the most expensive trim of a year than on the cheapest', () => {
    for (const { model, year, trim } of allTrims()) {
      expect(trim.features.length, where(model, year, trim)).toBeGreaterThanOrEqual(8);
      expect(trim.features.length, where(model, year, trim)).toBeLessThanOrEqual(20);
    }
    for (const { model, year } of allYears()) {
      const byPrice = [...year.trims].sort((a, b) => a.msrp - b.msrp);
      expect(byPrice.at(-1)?.features.length ?? 0, where(model, year)).toBeGreaterThan(byPrice[0]?.features.length ?? 0);
    }
  });

  it('offers 0 to 3 option packages per trim, each adding only features the trim does not already have', () => {
    for (const { model, year, trim } of allTrims()) {
      expect(trim.optionPackages.length, where(model, year, trim)).toBeLessThanOrEqual(3);
      for (const pack of trim.optionPackages) {
        expect(pack.features.length, `${where(model, year, trim)} ${pack.code}`).toBeGreaterThan(0);
        expect(pack.features.filter((code) => trim.features.includes(code)), `${where(model, year, trim)} ${pack.code}`).toEqual([]);
      }
    }
  });

  it('has at least one required and one default option package, while most packages are neither', () => {
    const packages = allTrims().flatMap(({ trim }) => trim.optionPackages);
    expect(packages.filter((pack) => pack.required).length).toBeGreaterThan(0);
    expect(packages.filter((pack) => pack.default).length).toBeGreaterThan(0);
    expect(packages.filter((pack) => !pack.required && !pack.default).length).toBeGreaterThan(packages.length / 2);
  });

  it('seats seven or eight in the three-row SUV', () => {
    const threeRow = allTrims().filter(({ model, trim }) => model.bodyStyle === 'suv' && trim.specs.seating >= 7);
    expect(threeRow.length).toBeGreaterThan(0);
  });
});

describe('lineup', () => {
  it('has at least eight models, two with hybrid trims, two with wilderness trims and an inactive one', () => {
    const { models } = catalog();
    expect(models.length).toBeGreaterThanOrEqual(8);
    expect(models.filter(hasHybridTrim).length).toBeGreaterThanOrEqual(2);
    expect(models.filter(hasWildernessTrim).length).toBeGreaterThanOrEqual(2);
    expect(models.filter((model) => !model.active).length).toBeGreaterThanOrEqual(1);
  });

  it('covers every category with an active model', () => {
    const covered = new Set(catalog().models.filter((model) => model.active).flatMap((model) => model.categories));
    expect(catalog().categories.filter((category) => !covered.has(category.code))).toEqual([]);
  });

  it('has model years 2026 and 2027, and some model sold in only one of them', () => {
    const yearsOf = (model: Model) => model.years.map((year) => year.year).sort();
    const years = new Set(catalog().models.flatMap(yearsOf));
    expect(years.has(2026) && years.has(2027)).toBe(true);
    expect(catalog().models.filter((model) => yearsOf(model).join() === '2026').length).toBeGreaterThan(0);
    expect(catalog().models.filter((model) => yearsOf(model).join() === '2027').length).toBeGreaterThan(0);
  });

  it('gives every active model an active year', () => {
    for (const model of catalog().models.filter((each) => each.active)) {
      expect(model.years.some((year) => year.active), model.code).toBe(true);
    }
  });

  it('starts most active models inside the all-vehicles price range of $17,000 to $45,000', () => {
    const starts = catalog()
      .models.filter((model) => model.active)
      .map((model) => {
        const year = latestYear(model);
        return year ? (cheapestTrim(year)?.msrp ?? 0) : 0;
      });
    const inside = starts.filter((msrp) => msrp >= PRICE_FILTER.min && msrp <= PRICE_FILTER.max);
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.length).toBeGreaterThanOrEqual(starts.length / 2);
  });

  it('charges a destination of $1,195 to $1,495 per model year', () => {
    for (const { model, year } of allYears()) {
      expect(year.destinationCharge, where(model, year)).toBeGreaterThanOrEqual(1195);
      expect(year.destinationCharge, where(model, year)).toBeLessThanOrEqual(1495);
    }
  });
});

describe('accessories', () => {
  it('gives every model at least 20 accessories, 3 to 5 of them most popular', () => {
    for (const model of catalog().models) {
      expect(model.accessories.length, model.code).toBeGreaterThanOrEqual(20);
      const popular = model.accessories.filter((accessory) => accessory.mostPopular).length;
      expect(popular, model.code).toBeGreaterThanOrEqual(3);
      expect(popular, model.code).toBeLessThanOrEqual(5);
    }
  });

  it('has at least three accessories per model that require another one', () => {
    for (const model of catalog().models) {
      expect(model.accessories.filter((accessory) => accessory.requires.length > 0).length, model.code).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists every conflict on both sides, with at least two conflicting pairs per model', () => {
    for (const model of catalog().models) {
      const byCode = new Map(model.accessories.map((accessory) => [accessory.code, accessory]));
      const oneSided = model.accessories.flatMap((accessory) =>
        accessory.conflicts.filter((other) => !byCode.get(other)?.conflicts.includes(accessory.code)).map((other) => `${accessory.code} → ${other}`),
      );
      expect(oneSided, model.code).toEqual([]);
      const pairs = model.accessories.reduce((sum, accessory) => sum + accessory.conflicts.length, 0) / 2;
      expect(pairs, model.code).toBeGreaterThanOrEqual(2);
    }
  });

  it('never lets an accessory require, conflict with or include itself, or require and conflict with the same code', () => {
    for (const model of catalog().models) {
      for (const accessory of model.accessories) {
        const at = `${model.code} ${accessory.code}`;
        expect([...accessory.requires, ...accessory.conflicts, ...accessory.includes], at).not.toContain(accessory.code);
        expect(accessory.requires.filter((code) => accessory.conflicts.includes(code)), at).toEqual([]);
      }
    }
  });

  it('has a bundle in every model that includes 3 or 4 other accessories, and includes nothing outside bundles', () => {
    for (const model of catalog().models) {
      const bundles = model.accessories.filter((accessory) => accessory.group === 'bundles');
      expect(bundles.length, model.code).toBeGreaterThan(0);
      const bundleCodes = new Set(bundles.map((bundle) => bundle.code));
      for (const bundle of bundles) {
        expect(bundle.includes.length, `${model.code} ${bundle.code}`).toBeGreaterThanOrEqual(3);
        expect(bundle.includes.length, `${model.code} ${bundle.code}`).toBeLessThanOrEqual(4);
        expect(bundle.includes.filter((code) => bundleCodes.has(code)), `${model.code} ${bundle.code}`).toEqual([]);
      }
      const stray = model.accessories.filter((accessory) => accessory.group !== 'bundles' && accessory.includes.length > 0);
      expect(stray.map((accessory) => accessory.code), model.code).toEqual([]);
    }
  });

  it('makes a bundle conflict with whatever conflicts with the accessories it includes', () => {
    for (const model of catalog().models) {
      const byCode = new Map(model.accessories.map((accessory) => [accessory.code, accessory]));
      for (const bundle of model.accessories.filter((accessory) => accessory.group === 'bundles')) {
        const inherited = bundle.includes
          .flatMap((code) => byCode.get(code)?.conflicts ?? [])
          .filter((code) => !bundle.includes.includes(code));
        expect(inherited.filter((code) => !bundle.conflicts.includes(code)), `${model.code} ${bundle.code}`).toEqual([]);
      }
    }
  });

  it('prices some accessories by MSRP alone and installs the others for more than their MSRP', () => {
    for (const model of catalog().models) {
      const msrpOnly = model.accessories.filter((accessory) => accessory.installedPrice === 0);
      const installed = model.accessories.filter((accessory) => accessory.installedPrice !== 0);
      expect(msrpOnly.length, model.code).toBeGreaterThan(0);
      expect(installed.length, model.code).toBeGreaterThan(0);
      expect(installed.filter((accessory) => accessory.installedPrice <= accessory.msrp).map((accessory) => accessory.code), model.code).toEqual([]);
    }
  });

  it('marks at most four accessories Standard on a trim, and none on the cheapest trim of a year', () => {
    for (const { model, year, trim } of allTrims()) {
      const standard = Object.values(trim.accessoryStates).filter((state) => state === 'Standard');
      expect(standard.length, where(model, year, trim)).toBeLessThanOrEqual(4);
      if (trim === cheapestTrim(year)) expect(standard, where(model, year, trim)).toEqual([]);
    }
  });

  it('marks Included exactly the accessories that a default option package of the trim brings', () => {
    for (const { model, year, trim } of allTrims()) {
      const accessoryCodes = new Set(model.accessories.map((accessory) => accessory.code));
      const fromDefaults = trim.optionPackages
        .filter((pack) => pack.default)
        .flatMap((pack) => pack.features.filter((code) => accessoryCodes.has(code)))
        .sort();
      const included = Object.entries(trim.accessoryStates)
        .filter(([, state]) => state === 'Included')
        .map(([code]) => code)
        .sort();
      expect(included, where(model, year, trim)).toEqual(fromDefaults);
    }
  });
});

describe('regions', () => {
  it('covers every state and DC exactly once', () => {
    const states = catalog().regions.flatMap((region) => region.states);
    expect(duplicates(states)).toEqual([]);
    expect([...states].sort()).toEqual(US_STATES_AND_DC);
  });

  it("puts KS in region 060, the spec's default location", () => {
    expect(catalog().regions.find((region) => region.code === '060')?.states).toContain('KS');
  });

  it('adds the highest destination surcharges in Alaska and Hawaii', () => {
    const { regions } = catalog();
    const surchargeOf = (state: string) => regions.find((region) => region.states.includes(state))?.destinationSurcharge ?? 0;
    const contiguous = regions.filter((region) => !region.states.includes('AK') && !region.states.includes('HI'));
    const highestContiguous = Math.max(...contiguous.map((region) => region.destinationSurcharge));
    expect(surchargeOf('AK')).toBeGreaterThan(highestContiguous);
    expect(surchargeOf('HI')).toBeGreaterThan(highestContiguous);
  });
});
