import { describe, expect, it } from 'vitest';
import { loadTestCatalog, testBuildData } from '#test/support/build-data.ts';
import { ConfiguratorDataSchema } from './contract.ts';

describe('Build & Price contract', () => {
  it('describes the build data of every model year whole: parsing it drops nothing and changes nothing', async () => {
    const catalog = await loadTestCatalog();
    const years = catalog.models.flatMap((model) => model.years.map((year) => [model.code, year.year] as const));
    expect(years.length).toBeGreaterThan(0);
    for (const [code, year] of years) {
      for (const lang of ['en', 'zh'] as const) {
        const data = testBuildData(catalog, code, year, lang);
        expect(ConfiguratorDataSchema.parse(data), `${year} ${code} ${lang}`).toEqual(data);
      }
    }
  });
});
