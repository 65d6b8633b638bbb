/**
 * A small seeded pseudo-random generator (mulberry32): the same sequence from the same seed on every machine and in
 * every runtime, for demo data (inventory, retailers) and benchmarks that must be reproducible. Not for secrets.
 */

/** mulberry32: numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A number in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, each as likely as its weight (weights ≥ 0, at least one > 0). */
  weighted<T>(items: readonly T[], weight: (item: T, index: number) => number): T;
  shuffle<T>(items: readonly T[]): T[];
}

export function seededRandom(seed: number): SeededRandom {
  const next = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted(items, weight) {
      const weights = items.map(weight);
      const total = weights.reduce((sum, value) => sum + value, 0);
      if (!(total > 0)) throw new RangeError('weighted pick needs a positive total weight');
      let target = next() * total;
      for (let i = 0; i < items.length; i++) {
        target -= weights[i] ?? 0;
        if (target < 0) return items[i] as (typeof items)[number];
      }
      return items[items.length - 1] as (typeof items)[number];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

/** A 32-bit seed from a text (FNV-1a), so a named stream ("inventory:new") gets its own sequence. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
