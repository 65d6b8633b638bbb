import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '#test/support/memory-storage.ts';
import { LOCAL_STORAGE_VERSION, STORAGE_KEYS, migrateStorage, planStorageMigration } from './versioning.ts';

describe('planStorageMigration', () => {
  it('uses local-storage version 1.25', () => {
    expect(LOCAL_STORAGE_VERSION).toBe('1.25');
  });

  it('does nothing when the stored version equals the current one, or nothing is stored', () => {
    expect(planStorageMigration('1.25')).toBe('none');
    expect(planStorageMigration(null)).toBe('none');
  });

  it('removes only the saved language on a minor mismatch', () => {
    expect(planStorageMigration('1.24')).toBe('remove-language');
    expect(planStorageMigration('1.3')).toBe('remove-language');
  });

  it('clears all product data on a major mismatch or an unreadable version', () => {
    expect(planStorageMigration('0.25')).toBe('clear-product-data');
    expect(planStorageMigration('2.25')).toBe('clear-product-data');
    expect(planStorageMigration('garbage')).toBe('clear-product-data');
  });
});

describe('migrateStorage', () => {
  function seeded(version: string) {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.version, version);
    storage.setItem(STORAGE_KEYS.language, 'es');
    storage.setItem(STORAGE_KEYS.buildAndPrice, '{"version":"0002"}');
    storage.setItem(STORAGE_KEYS.geoData, '{"version":"0001"}');
    storage.setItem('someone-else', 'kept');
    return storage;
  }

  it('on a major mismatch clears every product key, keeps other sites\' keys and records 1.25', () => {
    const storage = seeded('0.9');
    expect(migrateStorage(storage)).toBe('clear-product-data');
    expect(storage.keys()).toEqual(['halden:storage-version', 'someone-else']);
    expect(storage.getItem(STORAGE_KEYS.version)).toBe('1.25');
  });

  it('on a minor mismatch removes the saved language and keeps the build and geo data', () => {
    const storage = seeded('1.24');
    expect(migrateStorage(storage)).toBe('remove-language');
    expect(storage.getItem(STORAGE_KEYS.language)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.buildAndPrice)).toBe('{"version":"0002"}');
    expect(storage.getItem(STORAGE_KEYS.geoData)).toBe('{"version":"0001"}');
  });

  it('leaves matching data untouched', () => {
    const storage = seeded('1.25');
    expect(migrateStorage(storage)).toBe('none');
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('es');
  });
});
