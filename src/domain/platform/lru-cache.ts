/**
 * A bounded map that forgets the least recently used entry first (a Map keeps insertion order).
 *
 * Bounded by entries, by bytes, or both: with `maxBytes`, every entry is weighed (its key's string length plus
 * `sizeOf(value)`, or the size given to `set`/`resize`), and the oldest entries go until the total fits. An entry
 * heavier than the whole budget is not kept at all. Sizes are estimates of what the entry holds on the heap (a JS
 * string counts two bytes a character, a Buffer its length); they bound memory under abuse, they are not exact.
 */

export interface LruLimits<K, V> {
  /** At most this many entries (default: no count limit). */
  maxEntries?: number;
  /** At most this many bytes in all, by the weights below (default: no byte limit). */
  maxBytes?: number;
  /** The weight of a value in bytes (default: 0, so only the key counts). */
  sizeOf?: (value: V, key: K) => number;
}

/** The heap bytes of a string, as V8 keeps a two-byte string (one-byte strings take half; this errs on the safe side). */
export const stringBytes = (value: string): number => value.length * 2;

/** Fixed overhead charged per entry: the Map slot, the key's object and the value's wrapper. */
const ENTRY_OVERHEAD = 64;

export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #sizeOf: (value: V, key: K) => number;
  #bytes = 0;

  constructor(limits: number | LruLimits<K, V>) {
    const given = typeof limits === 'number' ? { maxEntries: limits } : limits;
    this.#maxEntries = given.maxEntries ?? Number.POSITIVE_INFINITY;
    this.#maxBytes = given.maxBytes ?? Number.POSITIVE_INFINITY;
    this.#sizeOf = given.sizeOf ?? (() => 0);
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** Keeps `value` under `key`; `bytes` overrides sizeOf (e.g. a promise whose result is weighed later by resize). */
  set(key: K, value: V, bytes?: number): void {
    this.delete(key);
    const weight = this.#weigh(key, bytes ?? this.#sizeOf(value, key));
    if (weight > this.#maxBytes) return;
    this.#entries.set(key, { value, bytes: weight });
    this.#bytes += weight;
    this.#trim();
  }

  /** Weighs an entry again (its value grew, or a promise resolved); an entry now heavier than the budget is dropped. */
  resize(key: K, bytes: number): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    const weight = this.#weigh(key, bytes);
    this.#bytes += weight - entry.bytes;
    entry.bytes = weight;
    if (weight > this.#maxBytes) this.delete(key);
    this.#trim();
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The weight of everything kept, in bytes. */
  get bytes(): number {
    return this.#bytes;
  }

  #weigh(key: K, valueBytes: number): number {
    return ENTRY_OVERHEAD + (typeof key === 'string' ? stringBytes(key) : 0) + Math.max(0, valueBytes);
  }

  #trim(): void {
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }
}
