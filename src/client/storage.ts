/** The browser's session-storage helpers: the domain's never-throwing helpers bound to window.sessionStorage. */
import { readFromSession, saveToSession, type StorageResult } from '#domain/storage/session.ts';

function sessionArea(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveSession(key: string, value: unknown): StorageResult<true> {
  return saveToSession(sessionArea(), key, value);
}

export function readSession<T = unknown>(key: string): StorageResult<T> {
  return readFromSession<T>(sessionArea(), key);
}
