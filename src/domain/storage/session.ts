/** Session-storage helpers that never throw: they answer `{error: true, message}` with the spec's messages. */
import type { KeyValueStorage } from './versioning.ts';

export const STORAGE_MESSAGES = {
  invalidParameters: 'Invalid parameters',
  saveFailed: 'Failed to save to sessionStorage',
  invalidParameter: 'Invalid parameter',
  retrieveFailed: 'Failed to retrieve data',
  noData: (key: string) => `No data found for key: ${key}`,
} as const;

export type StorageResult<T> = { error: false; data: T } | { error: true; message: string };

function validKey(key: unknown): key is string {
  return typeof key === 'string' && key.trim().length > 0;
}

export function saveToSession(storage: KeyValueStorage | undefined, key: string, value: unknown): StorageResult<true> {
  if (!validKey(key) || value === undefined) return { error: true, message: STORAGE_MESSAGES.invalidParameters };
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(key, JSON.stringify(value));
    return { error: false, data: true };
  } catch {
    return { error: true, message: STORAGE_MESSAGES.saveFailed };
  }
}

export function readFromSession<T = unknown>(storage: KeyValueStorage | undefined, key: string): StorageResult<T> {
  if (!validKey(key)) return { error: true, message: STORAGE_MESSAGES.invalidParameter };
  let raw: string | null;
  try {
    if (!storage) throw new Error('no storage');
    raw = storage.getItem(key);
  } catch {
    return { error: true, message: STORAGE_MESSAGES.retrieveFailed };
  }
  if (raw === null) return { error: true, message: STORAGE_MESSAGES.noData(key) };
  try {
    return { error: false, data: JSON.parse(raw) as T };
  } catch {
    return { error: true, message: STORAGE_MESSAGES.retrieveFailed };
  }
}
