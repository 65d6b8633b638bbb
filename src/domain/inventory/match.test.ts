import { describe, expect, it } from 'vitest';
import { buildMatchSearch, differences, matchScore, parseBuildMatch, type BuildMatch } from './match.ts';

const build: BuildMatch = { year: 2026, model: 'KSTL', trim: 'PREM', color: 'W3P', package: 'MOON', accessories: ['CARGO', 'MATS'], price: 34_500 };
const vehicle = { year: 2026, trimCode: 'PREM', exteriorColor: { code: 'W3P', name: 'Glacier White Pearl', hex: '#f2f2ef' }, packages: ['MOON'], accessories: ['MATS', 'CARGO'], price: 34_500 };

describe('a build as an address', () => {
  it('round-trips, upper-casing codes; without year, model or trim it is no build', () => {
    const search = buildMatchSearch(build);
    expect(search).toBe('matchYear=2026&matchModel=KSTL&matchTrim=PREM&matchColor=W3P&matchPackage=MOON&matchAccessory=CARGO&matchAccessory=MATS&matchPrice=34500');
    const params = new URLSearchParams(search);
    expect(parseBuildMatch({ ...Object.fromEntries(params), matchAccessory: params.getAll('matchAccessory'), matchModel: 'kstl' })).toEqual(build);
    expect(parseBuildMatch({ matchYear: '2026', matchModel: 'KSTL' })).toBeNull();
    expect(parseBuildMatch({ matchYear: '26', matchModel: 'KSTL', matchTrim: 'PREM' })).toBeNull();
    expect(parseBuildMatch({ matchYear: '2026', matchModel: 'KSTL', matchTrim: 'PREM', matchColor: '<b>', matchPrice: 'x' })).toEqual({ year: 2026, model: 'KSTL', trim: 'PREM', color: null, package: null, accessories: [], price: 0 });
  });
});

describe('how a vehicle differs from a build', () => {
  it('the build itself: nothing differs, same price, score 0 (accessory order does not matter)', () => {
    expect(differences(build, vehicle)).toEqual({ items: [], priceDelta: 0 });
    expect(matchScore(build, vehicle)).toBe(0);
  });

  it('names every difference and the price against the build; the score weighs year > trim > colour = package > accessory', () => {
    const other = { ...vehicle, year: 2027, trimCode: 'LTD', exteriorColor: { ...vehicle.exteriorColor, code: 'K1X' }, packages: [], accessories: ['MATS', 'BIKE'], price: 36_100 };
    expect(differences(build, other)).toEqual({
      items: [
        { kind: 'year', value: 2027 },
        { kind: 'trim', value: 'LTD' },
        { kind: 'color', value: 'K1X' },
        { kind: 'package', value: null },
        { kind: 'missingAccessory', value: 'CARGO' },
        { kind: 'extraAccessory', value: 'BIKE' },
      ],
      priceDelta: 1_600,
    });
    expect(matchScore(build, other)).toBe(8 + 4 + 2 + 2 + 1 + 1);
    expect(matchScore(build, { ...vehicle, exteriorColor: { ...vehicle.exteriorColor, code: 'K1X' } })).toBeLessThan(matchScore(build, { ...vehicle, trimCode: 'LTD' }));
  });

  it('a build without colour or package choice does not count them', () => {
    const loose: BuildMatch = { ...build, color: null, package: null, accessories: [], price: 0 };
    expect(differences(loose, { ...vehicle, packages: [], accessories: [] })).toEqual({ items: [], priceDelta: null });
    expect(differences(loose, vehicle).items).toEqual([
      { kind: 'package', value: 'MOON' },
      { kind: 'extraAccessory', value: 'MATS' },
      { kind: 'extraAccessory', value: 'CARGO' },
    ]);
  });
});
