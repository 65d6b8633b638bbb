import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, GEO_DATA_MAX_AGE_MS, readGeoLocation } from './geo-data.ts';

describe('readGeoLocation', () => {
  it('defaults to KS / region 060 when nothing is saved', () => {
    expect(readGeoLocation(null)).toEqual({ state: 'KS', region: '060' });
    expect(readGeoLocation(undefined)).toEqual(DEFAULT_LOCATION);
  });

  it('reads a saved state and region of version 0001', () => {
    expect(readGeoLocation(JSON.stringify({ version: '0001', state: 'CA', region: '080', savedAt: 1_000 }), 2_000)).toEqual({ state: 'CA', region: '080' });
  });

  it('falls back on another version, bad JSON, a bad state or data older than a day', () => {
    expect(readGeoLocation(JSON.stringify({ version: '0002', state: 'CA', region: '080' }))).toEqual(DEFAULT_LOCATION);
    expect(readGeoLocation('{oops')).toEqual(DEFAULT_LOCATION);
    expect(readGeoLocation(JSON.stringify({ version: '0001', state: 'California' }))).toEqual(DEFAULT_LOCATION);
    expect(readGeoLocation(JSON.stringify({ version: '0001', state: 'CA', region: '080', savedAt: 0 }), GEO_DATA_MAX_AGE_MS + 1)).toEqual(DEFAULT_LOCATION);
  });
});
