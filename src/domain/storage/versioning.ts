/** The local-storage version rule: a major mismatch clears product data, a minor one only the saved language. */

export const LOCAL_STORAGE_VERSION = '1.25';
/** Every key the product writes to browser storage starts with this prefix. */
export const STORAGE_PREFIX = 'halden:';
export const STORAGE_KEYS = {
  version: `${STORAGE_PREFIX}storage-version`,
  language: `${STORAGE_PREFIX}language`,
  dictionary: (lang: string) => `${STORAGE_PREFIX}i18n:${lang}`,
  buildAndPrice: `${STORAGE_PREFIX}build-and-price`,
  geoData: `${STORAGE_PREFIX}geo-data`,
  /** Set once the brand's web font is in the browser's cache: later pages are drawn in it (head-script.ts). */
  brandFont: `${STORAGE_PREFIX}brand-font`,
  /** What the visitor has typed into a form and not yet sent (session storage, one per form). */
  formDraft: (form: string) => `${STORAGE_PREFIX}form-draft:${form}`,
  /** What browser geolocation answered this session: the Zip state's geoStatus, geoZipCode, geoLocation, error (session storage). */
  zipSession: `${STORAGE_PREFIX}zip-state`,
} as const;

export type StorageMigration = 'none' | 'clear-product-data' | 'remove-language';

function parts(version: string | null | undefined): { major: string; minor: string } | null {
  if (!version) return null;
  const match = /^(\d+)\.(\d+)$/.exec(version.trim());
  return match ? { major: match[1] ?? '', minor: match[2] ?? '' } : null;
}

/**
 * What to do with stored data written by `stored` when the running code is `current`.
 * Nothing stored yet means nothing to clean; an unreadable version is treated as a major mismatch.
 */
export function planStorageMigration(stored: string | null | undefined, current = LOCAL_STORAGE_VERSION): StorageMigration {
  if (stored === null || stored === undefined) return 'none';
  const was = parts(stored);
  const now = parts(current);
  if (!now) throw new Error(`Invalid current storage version ${current}`);
  if (!was || was.major !== now.major) return 'clear-product-data';
  if (was.minor !== now.minor) return 'remove-language';
  return 'none';
}

/** The minimal Storage surface the helpers need (window.localStorage and sessionStorage have it). */
export interface KeyValueStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Applies the version rule to a storage area and records the current version. Returns what it did. */
export function migrateStorage(storage: KeyValueStorage, current = LOCAL_STORAGE_VERSION): StorageMigration {
  const plan = planStorageMigration(storage.getItem(STORAGE_KEYS.version), current);
  if (plan === 'clear-product-data') {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } else if (plan === 'remove-language') {
    storage.removeItem(STORAGE_KEYS.language);
  }
  storage.setItem(STORAGE_KEYS.version, current);
  return plan;
}
