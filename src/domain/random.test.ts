import { describe, expect, it } from 'vitest';
import { mulberry32, seedFrom, seededRandom } from './random.ts';

describe('seeded random numbers', () => {
  it('repeat the same sequence for the same seed (mulberry32)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
    // The reference values of mulberry32(42), so a change of the algorithm is noticed.
    expect(first[0]).toBeCloseTo(0.6011037519201636, 15);
  });

  it('pick, weigh, shuffle and draw integers within their bounds', () => {
    const random = seededRandom(seedFrom('test'));
    for (let i = 0; i < 1_000; i++) {
      const n = random.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
      expect(['a', 'b']).toContain(random.pick(['a', 'b']));
      expect(random.weighted(['never', 'always'], (item) => (item === 'never' ? 0 : 1))).toBe('always');
    }
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => random.pick([])).toThrow(RangeError);
    expect(seedFrom('a')).not.toBe(seedFrom('b'));
  });
});
