import { describe, expect, it } from 'vitest';
import { buildChoiceNames, buildConfigValue, parseBuildConfig, pickerValue, vehicleTitle } from './lead-vehicle.ts';

const BUILD = { year: 2026, modelCode: 'VNTA', trimCode: 'SPRT', transmissionCode: '8AT', optionPackageCode: 'PERF', exteriorColorCode: 'W1A', interiorColorCode: 'SLB', accessories: ['FLOORLINER', 'CARGONET'] };

describe('a build in one hidden field (summary links followed without script)', () => {
  it('round-trips a build, with and without a package or accessories', () => {
    expect(buildConfigValue(BUILD)).toBe('2026.VNTA.SPRT.8AT.W1A.SLB.PERF.FLOORLINER,CARGONET');
    expect(parseBuildConfig(buildConfigValue(BUILD))).toEqual(BUILD);
    const bare = { ...BUILD, optionPackageCode: null, accessories: [] };
    expect(buildConfigValue(bare)).toBe('2026.VNTA.SPRT.8AT.W1A.SLB.none.');
    expect(parseBuildConfig(buildConfigValue(bare))).toEqual(bare);
  });

  it('refuses anything that is not the shape the site writes', () => {
    for (const value of ['', 'x', '2026.VNTA.SPRT.8AT.W1A.SLB.PERF', '26.VNTA.SPRT.8AT.W1A.SLB.none.', '2026.vnta.SPRT.8AT.W1A.SLB.none.', '2026.VNTA.SPRT.8AT.W1A.SLB.none.A,A', '2026.VNTA.SPRT.8AT.W1A.SLB.none.<script>', `2026.VNTA.SPRT.8AT.W1A.SLB.none.${'AB,'.repeat(300)}AB`]) {
      expect(parseBuildConfig(value), value).toBeNull();
    }
  });
});

describe('labels', () => {
  const vehicle = { year: 2026, model: { code: 'VNTA', name: 'Vanta' }, trim: { code: 'SPRT', name: 'Sport' }, exteriorColor: { code: 'W1A', name: 'Arctic White', price: 0 } };
  it('names a vehicle and a build as the form shows them', () => {
    expect(vehicleTitle(vehicle)).toBe('2026 Vanta Sport');
    expect(pickerValue(vehicle)).toBe('2026|VNTA|SPRT|W1A');
    const choices = { transmission: { code: '8AT', name: '8-speed automatic', price: 1500 }, exteriorColor: vehicle.exteriorColor, package: { code: 'PERF', name: 'Performance Package', price: 1995 }, accessories: [{ code: 'FLOORLINER', name: 'Floor liners', price: 139 }] };
    expect(buildChoiceNames(choices).join(' · ')).toBe('8-speed automatic · Arctic White · Performance Package · Floor liners');
    expect(buildChoiceNames({ ...choices, package: null, accessories: [] })).toEqual(['8-speed automatic', 'Arctic White']);
  });
});
