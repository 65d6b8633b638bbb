import { describe, expect, it } from 'vitest';
import { DEFAULT_RADIUS_MILES, isUsTerritory, isWithinRadius, splitByRadius, US_TERRITORIES } from './radius.ts';

describe('honest distances (DECISIONS: far-away results are never presented as near)', () => {
  it('counts a result as near only when its shown distance is at most the radius', () => {
    expect(DEFAULT_RADIUS_MILES).toBe(250);
    expect(isWithinRadius(0.2, 250)).toBe(true);
    expect(isWithinRadius(250, 250)).toBe(true);
    expect(isWithinRadius(251, 250)).toBe(false);
    expect(isWithinRadius(2385, 250)).toBe(false);
  });

  it('makes no claim of distance without a radius (map box) or without a distance (name search)', () => {
    expect(isWithinRadius(2385, null)).toBe(true);
    expect(isWithinRadius(2385, undefined)).toBe(true);
    expect(isWithinRadius(null, 250)).toBe(true);
  });

  it('splits a nearest-first list into the near ones and the far-away ones, each in its order', () => {
    const list = [4, 148, 2265, 2385, 2387].map((distance, index) => ({ id: String(index), distance }));
    const { near, far } = splitByRadius(list, 250);
    expect(near.map((item) => item.distance)).toEqual([4, 148]);
    expect(far.map((item) => item.distance)).toEqual([2265, 2385, 2387]);
    expect(splitByRadius(list, 1).near).toEqual([]);
    expect(splitByRadius(list, null).far).toEqual([]);
  });

  it('knows the US territories by their USPS codes, and nothing else', () => {
    expect(US_TERRITORIES).toEqual(['PR', 'VI', 'GU', 'MP', 'AS']);
    for (const code of US_TERRITORIES) expect(isUsTerritory(code)).toBe(true);
    for (const other of ['HI', 'AK', 'pr', 'PW', '', null, 42]) expect(isUsTerritory(other)).toBe(false);
  });
});
