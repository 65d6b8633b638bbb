/** An in-memory Web Storage area (the same interface as window.localStorage), for unit tests of storage rules. */
import type { KeyValueStorage } from '#domain/storage/versioning.ts';

export class MemoryStorage implements KeyValueStorage {
  readonly #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  keys() {
    return [...this.#items.keys()].sort();
  }
}

/** A storage area that refuses every operation, as Safari's private mode or a full quota does. */
export class BrokenStorage implements KeyValueStorage {
  readonly length = 0;
  key(): string | null {
    throw new Error('SecurityError');
  }
  getItem(): string | null {
    throw new Error('SecurityError');
  }
  setItem(): void {
    throw new Error('QuotaExceededError');
  }
  removeItem(): void {
    throw new Error('SecurityError');
  }
}
