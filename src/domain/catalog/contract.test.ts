import { describe, expect, it } from 'vitest';
import { loadTestCatalog } from '#test/support/build-data.ts';
import { basicModelData, regionFor } from './catalog.ts';
import {
  AccessoryViewSchema,
  AllVehiclesEntrySchema,
  BasicModelDataSchema,
  ExteriorColorViewSchema,
  TrimComparisonSchema,
  TrimDetailSchema,
  VehicleViewSchema,
} from './contract.ts';
import { accessoryView, allVehiclesEntry, exteriorColorViews, trimComparison, trimDetailsList, vehicleView } from './views.ts';

/** Parsing drops unknown fields: an answer equal to its parse is described whole, so the serializer keeps all of it. */
const whole = <T>(schema: { parse(value: unknown): T }, value: unknown, label: string) => expect(schema.parse(value), label).toEqual(value);

describe('vehicles contract', () => {
  it('describes every view of every model year of the demo catalog whole: parsing drops nothing and changes nothing', async () => {
    const catalog = await loadTestCatalog();
    for (const row of basicModelData(catalog)) whole(BasicModelDataSchema, row, `basic ${row.code}`);
    for (const model of catalog.models) {
      for (const lang of ['en', 'zh'] as const) {
        const entry = allVehiclesEntry(catalog, model, lang);
        if (entry) whole(AllVehiclesEntrySchema, entry, `lineup ${model.code}`);
        for (const year of model.years) {
          const label = `${year.year} ${model.code} ${lang}`;
          whole(VehicleViewSchema, vehicleView(catalog, model, year, lang), `vehicle ${label}`);
          for (const color of exteriorColorViews(model, year, lang)) whole(ExteriorColorViewSchema, color, `colour ${label}`);
          for (const trim of trimDetailsList(catalog, model, year, regionFor(catalog.regions, 'KS', undefined), lang)) whole(TrimDetailSchema, trim, `trim ${label}`);
          whole(TrimComparisonSchema, trimComparison(catalog, model, year, [], lang), `comparison ${label}`);
        }
        for (const accessory of model.accessories) whole(AccessoryViewSchema, accessoryView(model, accessory.code, lang), `accessory ${accessory.code}`);
      }
    }
  });
});
