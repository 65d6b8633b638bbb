import { describe, expect, it } from 'vitest';
import { BrokenStorage, MemoryStorage } from '#test/support/memory-storage.ts';
import { readFromSession, saveToSession } from './session.ts';

describe('session storage helpers', () => {
  it('saves and reads back JSON values', () => {
    const storage = new MemoryStorage();
    expect(saveToSession(storage, 'zip', { zipCode: '66952' })).toEqual({ error: false, data: true });
    expect(readFromSession(storage, 'zip')).toEqual({ error: false, data: { zipCode: '66952' } });
  });

  it("answers 'Invalid parameters' when saving without a key or a value", () => {
    const storage = new MemoryStorage();
    expect(saveToSession(storage, '', 1)).toEqual({ error: true, message: 'Invalid parameters' });
    expect(saveToSession(storage, 'k', undefined)).toEqual({ error: true, message: 'Invalid parameters' });
  });

  it("answers 'Failed to save to sessionStorage' when the browser refuses", () => {
    expect(saveToSession(new BrokenStorage(), 'k', 1)).toEqual({ error: true, message: 'Failed to save to sessionStorage' });
    expect(saveToSession(undefined, 'k', 1)).toEqual({ error: true, message: 'Failed to save to sessionStorage' });
  });

  it("answers 'Invalid parameter' when reading without a key", () => {
    expect(readFromSession(new MemoryStorage(), '  ')).toEqual({ error: true, message: 'Invalid parameter' });
  });

  it("answers 'No data found for key: {key}' for a key never saved", () => {
    expect(readFromSession(new MemoryStorage(), 'geo')).toEqual({ error: true, message: 'No data found for key: geo' });
  });

  it("answers 'Failed to retrieve data' when the browser refuses or the value is not JSON", () => {
    expect(readFromSession(new BrokenStorage(), 'geo')).toEqual({ error: true, message: 'Failed to retrieve data' });
    const storage = new MemoryStorage();
    storage.setItem('geo', '{not json');
    expect(readFromSession(storage, 'geo')).toEqual({ error: true, message: 'Failed to retrieve data' });
  });
});
