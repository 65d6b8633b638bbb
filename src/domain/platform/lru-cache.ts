/** A bounded map that forgets the least recently used entry first (a Map keeps insertion order). */

export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly limit: number) {}

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.limit) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}
