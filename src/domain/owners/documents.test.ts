import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestCatalog } from '#test/support/build-data.ts';
import { findModel, type Catalog } from '#domain/catalog/catalog.ts';
import { documentYears, findTrim, isOwnerDocument, maintenanceSchedule, ownerDocumentPath, powertrainOf, warrantyCoverage } from './documents.ts';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await loadTestCatalog();
});

const trimOf = (model: string, year: number, trim: string) => {
  const found = findTrim(findModel(catalog, model)!, year, trim);
  if (!found) throw new Error(`no ${model} ${year} ${trim}`);
  return found.trim;
};

describe('owner documents', () => {
  it('are the owner’s manual, the warranty booklet, the maintenance schedule and the quick reference guide', () => {
    for (const name of ['owners-manual', 'warranty', 'maintenance', 'quick-reference']) expect(isOwnerDocument(name), name).toBe(true);
    expect(isOwnerDocument('brochure')).toBe(false);
    expect(ownerDocumentPath(2027, 'KSTL', 'LTD', 'warranty', 'es')).toBe('/services/vehicles/warranty/2027/KSTL/LTD/warranty?lang=es');
  });

  it('tell the powertrain from the catalog: range means electric, the hybrid flag hybrid', () => {
    expect(powertrainOf(trimOf('LUMN', 2027, 'BASE'))).toBe('electric');
    expect(powertrainOf(trimOf('KSTL', 2027, 'HYB'))).toBe('hybrid');
    expect(powertrainOf(trimOf('KSTL', 2027, 'LTD'))).toBe('gasoline');
  });

  it('cover every powertrain with basic, powertrain, corrosion and roadside cover, and each its own extra', () => {
    const table = (powertrain: Parameters<typeof warrantyCoverage>[0]) => warrantyCoverage(powertrain).map((item) => `${item.kind} ${item.years}/${item.miles ?? '∞'}`);
    expect(table('gasoline')).toEqual(['basic 3/36000', 'powertrain 5/60000', 'corrosion 5/∞', 'emissions 8/80000', 'roadside 3/36000']);
    expect(table('hybrid')).toEqual(['basic 3/36000', 'powertrain 5/60000', 'corrosion 5/∞', 'emissions 8/80000', 'hybrid 8/100000', 'roadside 3/36000']);
    expect(table('electric')).toEqual(['basic 3/36000', 'powertrain 5/60000', 'corrosion 5/∞', 'battery 8/100000', 'roadside 3/36000']);
  });

  it('schedule maintenance every 6,000 miles or 6 months to 60,000 miles, with the engine work only where there is an engine', () => {
    const gas = maintenanceSchedule('gasoline');
    expect(gas.map((visit) => `${visit.miles}/${visit.months}`)).toEqual(['6000/6', '12000/12', '18000/18', '24000/24', '30000/30', '36000/36', '42000/42', '48000/48', '54000/54', '60000/60']);
    expect(gas[0]?.items).toEqual(['oil', 'rotateTires']);
    expect(gas[1]?.items).toEqual(['oil', 'rotateTires', 'inspectBrakes', 'cabinFilter']);
    expect(gas[4]?.items).toEqual(['oil', 'rotateTires', 'engineAirFilter', 'brakeFluid', 'transmissionFluid']);
    expect(gas[9]?.items).toEqual(['oil', 'rotateTires', 'inspectBrakes', 'cabinFilter', 'engineAirFilter', 'brakeFluid', 'transmissionFluid', 'coolant', 'sparkPlugs']);
    const ev = maintenanceSchedule('electric');
    expect(ev[1]?.items).toEqual(['rotateTires', 'inspectBrakes', 'cabinFilter', 'highVoltageCheck']);
    expect(ev[9]?.items).toEqual(['rotateTires', 'inspectBrakes', 'cabinFilter', 'highVoltageCheck', 'brakeFluid', 'batteryCoolant']);
    expect(ev.flatMap((visit) => visit.items)).not.toContain('oil');
  });

  it('exist for every year, model and trim of the catalog, discontinued models included, newest year first', () => {
    const years = documentYears(catalog.models);
    expect(years.map((item) => item.year)).toEqual([2027, 2026]);
    expect(years[1]?.models.map((model) => model.code)).toContain('PICA');
    expect(years[0]?.models.map((model) => model.name)).toEqual([...(years[0]?.models.map((model) => model.name) ?? [])].sort());
    expect(years[0]?.models.find((model) => model.code === 'KSTL')?.trims.map((trim) => trim.code)).toEqual(['BASE', 'PREM', 'SPRT', 'WILD', 'LTD', 'HYB']);
    expect(findTrim(findModel(catalog, 'KSTL')!, 2026, 'WILD')).toBeNull();
  });
});
