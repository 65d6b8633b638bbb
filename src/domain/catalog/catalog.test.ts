import { describe, expect, it } from 'vitest';
import { accessoryAddition, accessoryStates, changedStates, decodeAccessoryToken, encodeAccessoryToken } from './accessory-rules.ts';
import { accessoryFinalPrice, destinationCharge, latestYear, regionFor, type CatalogModel, type Region } from './catalog.ts';

describe('accessoryFinalPrice', () => {
  it('uses the msrp with the double caret when the installed price is 0', () => {
    expect(accessoryFinalPrice({ msrp: 189, installedPrice: 0 })).toEqual({ finalPrice: 189, marker: '^^' });
  });

  it('uses the installed price with a single caret otherwise', () => {
    expect(accessoryFinalPrice({ msrp: 189, installedPrice: 279 })).toEqual({ finalPrice: 279, marker: '^' });
  });
});

const trim = (code: string, flags: { hybrid?: boolean; wilderness?: boolean } = {}) =>
  ({ code, hybrid: flags.hybrid ?? false, wilderness: flags.wilderness ?? false, accessoryStates: {} }) as unknown as CatalogModel['years'][number]['trims'][number];

const model = {
  code: 'KSTL',
  accessories: [
    { code: 'BAR', requires: [], conflicts: [], includes: [] },
    { code: 'BASKET', requires: ['BAR'], conflicts: [], includes: [] },
    { code: 'TRAY', requires: [], conflicts: ['MAT'], includes: [] },
    { code: 'MAT', requires: [], conflicts: ['TRAY'], includes: [] },
    { code: 'GUARD', requires: [], conflicts: [], includes: [] },
    { code: 'BUNDLE', requires: [], conflicts: [], includes: ['TRAY', 'GUARD'] },
    { code: 'STD', requires: [], conflicts: [], includes: [] },
  ],
  years: [
    { year: 2026, active: true, trims: [trim('BASE', { hybrid: true }), trim('WILD', { wilderness: true })] },
    { year: 2027, active: true, trims: [trim('BASE'), trim('WILD', { wilderness: true })] },
    { year: 2028, active: false, trims: [trim('BASE', { hybrid: true })] },
  ],
} as unknown as CatalogModel;

describe('latestYear', () => {
  it('is the latest active year, or the latest active year with a hybrid or wilderness trim when that kind is asked', () => {
    expect(latestYear(model)?.year).toBe(2027);
    expect(latestYear(model, 'wilderness')?.year).toBe(2027);
    expect(latestYear(model, 'hybrid')?.year).toBe(2026);
  });
});

describe('destination charges', () => {
  const regions: Region[] = [
    { code: '060', name: 'Central', states: ['KS', 'MO'], destinationSurcharge: 0 },
    { code: '090', name: 'Alaska', states: ['AK'], destinationSurcharge: 575 },
  ];

  it('finds the region by code, then by state, then falls back to 060', () => {
    expect(regionFor(regions, 'KS')?.code).toBe('060');
    expect(regionFor(regions, 'ak')?.code).toBe('090');
    expect(regionFor(regions, 'KS', '090')?.code).toBe('090');
    expect(regionFor(regions, 'ZZ')?.code).toBe('060');
    expect(regionFor(regions)?.code).toBe('060');
  });

  it("adds the region's surcharge to the model year's base charge", () => {
    expect(destinationCharge({ destinationCharge: 1395 } as never, regions[1])).toBe(1970);
  });
});

describe('accessory rules', () => {
  const base = { ...trim('BASE'), accessoryStates: { STD: 'Standard' } } as never;

  it('marks chosen accessories Selected and the contents of a chosen bundle Included, leaving Standard ones alone', () => {
    const states = accessoryStates(model, base, ['BUNDLE', 'STD']);
    expect(states).toMatchObject({ BUNDLE: 'Selected', TRAY: 'Included', GUARD: 'Included', STD: 'Standard', BAR: 'Available' });
  });

  it('reports only the states that changed', () => {
    expect(changedStates(accessoryStates(model, base, []), accessoryStates(model, base, ['BAR']))).toEqual({ BAR: 'Selected' });
  });

  it('says what an addition requires and what it conflicts with', () => {
    expect(accessoryAddition(model, accessoryStates(model, base, []), 'BASKET')).toEqual({ add: ['BAR'], remove: [] });
    expect(accessoryAddition(model, accessoryStates(model, base, ['BAR']), 'BASKET')).toEqual({ add: [], remove: [] });
    expect(accessoryAddition(model, accessoryStates(model, base, ['MAT']), 'TRAY')).toEqual({ add: [], remove: ['MAT'] });
    // A bundle that includes the tray conflicts with the mat through it.
    expect(accessoryAddition(model, accessoryStates(model, base, ['BUNDLE']), 'MAT')).toEqual({ add: [], remove: ['TRAY'] });
  });

  it('round-trips a hydrate token and refuses tampered ones', () => {
    const token = { year: 2027, model: 'KSTL', trim: 'BASE', transmission: 'CVT', packageCode: 'none', selected: ['TRAY', 'BAR'] };
    expect(decodeAccessoryToken(encodeAccessoryToken(token))).toEqual({ ...token, selected: ['BAR', 'TRAY'] });
    expect(decodeAccessoryToken('not a token')).toBeNull();
    expect(decodeAccessoryToken(encodeAccessoryToken(token).slice(0, -4))).toBeNull();
    expect(decodeAccessoryToken(btoa('["2027","KSTL","BASE","CVT","none",[]]').replace(/=+$/, ''))).toBeNull();
  });
});
