import { describe, expect, it } from 'vitest';
import { LruCache, stringBytes } from './lru-cache.ts';

describe('LruCache', () => {
  it('forgets the least recently used entry once past its limit', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps its weight under maxBytes, forgetting the oldest first, however many unique keys arrive', () => {
    const cache = new LruCache<string, string>({ maxBytes: 100_000, sizeOf: stringBytes });
    for (let index = 0; index < 20_000; index += 1) cache.set(`key-${index}`, 'x'.repeat(1_000));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    // Each entry weighs 2,000 bytes of value, 18 of key ('key-12345') and 64 of overhead: 48 fit in 100,000.
    expect(cache.size).toBe(Math.floor(100_000 / (2_000 + 18 + 64)));
    expect(cache.get('key-19999')).toBe('x'.repeat(1_000));
    expect(cache.get('key-0')).toBeUndefined();
  });

  it('never keeps an entry heavier than the whole budget, and drops one that grows past it', () => {
    const cache = new LruCache<string, string>({ maxBytes: 1_000, sizeOf: stringBytes });
    cache.set('small', 'x');
    cache.set('huge', 'x'.repeat(1_000));
    expect(cache.has('huge')).toBe(false);
    expect(cache.get('small')).toBe('x');
    cache.resize('small', 5_000);
    expect(cache.has('small')).toBe(false);
    expect(cache.bytes).toBe(0);
  });

  it('weighs an entry again on resize, evicting older ones to make room', () => {
    const cache = new LruCache<string, Promise<string>>({ maxBytes: 2_000 });
    cache.set('a', Promise.resolve('a'), 0);
    cache.set('b', Promise.resolve('b'), 0);
    cache.resize('b', 1_900);
    expect(cache.has('a')).toBe(false);
    expect(cache.has('b')).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(2_000);
  });
});
