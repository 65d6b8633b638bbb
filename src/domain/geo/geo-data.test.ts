import { describe, expect, it } from 'vitest';
import {
  applyGeoDataChange,
  DEFAULT_LOCATION,
  emptyGeoData,
  GEO_DATA_COOKIE,
  GEO_DATA_MAX_AGE_MS,
  geoCookieAttributes,
  geoCookieString,
  geoCookieValue,
  geoDataChange,
  geoDataKey,
  type GeographicData,
  newerGeoData,
  parseGeoData,
  parseGeographicData,
  preferredRetailer,
  readGeoLocation,
  serializeGeoData,
  withRetailer,
  withZip,
} from './geo-data.ts';

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

const kansasCity: GeographicData = { zipCode: '64105', city: 'Kansas City', state: 'MO', region: '060', district: '02', zone: '02', latitude: 39.1, longitude: -94.59 };
const beverlyHills: GeographicData = { zipCode: '90210', city: 'Beverly Hills', state: 'CA', region: '080', district: '01', zone: '03', latitude: 34.09, longitude: -118.41 };
const DAY = GEO_DATA_MAX_AGE_MS;

describe('geo data (version 0001, one day)', () => {
  it('round-trips every field of the spec through JSON', () => {
    const data = withRetailer(withZip(null, kansasCity, 1_000), { id: '10452', zipcode: '64111' }, 2_000);
    expect(data).toEqual({
      version: '0001',
      savedAt: 2_000,
      selectedDealer: '10452',
      dealerZipCode: '64111',
      userZipCode: '64105',
      zipCode: '64105',
      city: 'Kansas City',
      state: 'MO',
      region: '060',
      retailer: { id: '10452', zipcode: '64111' },
    });
    expect(parseGeoData(serializeGeoData(data!), 3_000)).toEqual(data);
  });

  it('ignores data of another version', () => {
    const data = { ...withZip(null, kansasCity, 0)!, version: '0002' };
    expect(parseGeoData(JSON.stringify(data), 1)).toBeNull();
    expect(parseGeoData(JSON.stringify({ ...data, version: 1 }), 1)).toBeNull();
    expect(parseGeoData(JSON.stringify({ ...data, version: undefined }), 1)).toBeNull();
  });

  it('expires 24 hours after it was saved, not a millisecond earlier', () => {
    const raw = serializeGeoData(withZip(null, kansasCity, 0)!);
    expect(parseGeoData(raw, DAY)?.zipCode).toBe('64105');
    expect(parseGeoData(raw, DAY + 1)).toBeNull();
    expect(readGeoLocation(raw, DAY + 1)).toEqual(DEFAULT_LOCATION);
    // A clock far behind the saved time is as suspicious as one far ahead.
    expect(parseGeoData(raw, -DAY - 1)).toBeNull();
  });

  it('reads malformed JSON, arrays, huge values and odd field types as nothing, never throwing', () => {
    for (const raw of ['{oops', '', 'null', '[]', '"0001"', '42', `{"version":"0001","city":"${'x'.repeat(5000)}"}`]) {
      expect(parseGeoData(raw, 0), raw.slice(0, 20)).toBeNull();
    }
    const odd = parseGeoData(JSON.stringify({ version: '0001', zipCode: 66952, state: 'kansas', region: 60, selectedDealer: { id: 1 }, city: ['<script>'], retailer: 'x' }), 0);
    expect(odd).toEqual({ ...emptyGeoData(0) });
    expect(parseGeoData(JSON.stringify({ version: '0001', selectedDealer: '<img src=x>' }), 0)?.selectedDealer).toBe('');
  });

  it('keeps the retailer when only retailer {id, zipcode} was stored', () => {
    const data = parseGeoData(JSON.stringify({ version: '0001', retailer: { id: '10452', zipcode: '64111' } }), 0);
    expect(preferredRetailer(data)).toEqual({ id: '10452', zipcode: '64111' });
  });

  it('ignores a ZIP that is empty or the one already saved, and keeps the preferred retailer when the ZIP changes', () => {
    const first = withZip(null, kansasCity, 0)!;
    expect(withZip(first, { ...kansasCity }, 5)).toBeNull();
    expect(withZip(first, { ...kansasCity, zipCode: '' }, 5)).toBeNull();
    expect(withZip(first, null, 5)).toBeNull();
    const chosen = withRetailer(first, { id: '10452', zipcode: '64111' }, 10)!;
    const moved = withZip(chosen, beverlyHills, 20)!;
    expect(moved).toMatchObject({ zipCode: '90210', userZipCode: '90210', state: 'CA', region: '080', selectedDealer: '10452', savedAt: 20 });
  });

  it('refuses a retailer id or ZIP that cannot be one', () => {
    expect(withRetailer(null, { id: '', zipcode: '64111' })).toBeNull();
    expect(withRetailer(null, { id: '../x', zipcode: '64111' })).toBeNull();
    expect(withRetailer(null, { id: '10452', zipcode: 'abc' })).toBeNull();
  });

  it('picks the newer of the cookie and local-storage copies', () => {
    const older = withZip(null, kansasCity, 1)!;
    const newer = withZip(null, beverlyHills, 2)!;
    expect(newerGeoData(older, newer)).toBe(newer);
    expect(newerGeoData(newer, older)).toBe(newer);
    expect(newerGeoData(null, older)).toBe(older);
    expect(newerGeoData(older, null)).toBe(older);
    expect(newerGeoData({ ...older, savedAt: 5 }, { ...newer, savedAt: 5 })?.zipCode).toBe('64105');
  });
});

describe('a save replayed on another visitor (the render cache)', () => {
  const kansas = { zipCode: '66952', city: 'Lebanon', state: 'KS', region: '060' } as GeographicData;
  const newYork = { zipCode: '10001', city: 'New York', state: 'NY', region: '010' } as GeographicData;
  it('a ZIP typed by a visitor with a retailer changes only the place; replayed, the other keeps their own retailer fields', () => {
    const first = withRetailer(withZip(null, kansas, 1), { id: '10001', zipcode: '66952', name: 'Frontier' }, 2)!;
    const saved = withZip(first, newYork, 3)!;
    const change = geoDataChange(first, saved);
    expect(change).toEqual({ userZipCode: '10001', zipCode: '10001', city: 'New York', state: 'NY', region: '010' });
    const other = { ...first, savedAt: 99, retailer: { id: '10001', zipcode: '66952', name: 'Frontier' } };
    expect(applyGeoDataChange(other, change, 500)).toEqual({ ...saved, savedAt: 500 });
  });
  it('keys the stored data without its time: the same data saved at two times is one key, any other field another', () => {
    const saved = withZip(null, newYork, 7)!;
    expect(geoDataKey({ ...saved, savedAt: 99 })).toBe(geoDataKey(saved));
    expect(geoDataKey({ ...saved, userZipCode: '00601' })).not.toBe(geoDataKey(saved));
    expect(geoDataKey(null)).toBe('-');
  });
  it('a first save (no cookie before) carries every field that differs from nothing saved', () => {
    const saved = withZip(null, newYork, 7)!;
    const change = geoDataChange(null, saved);
    expect(change).toEqual({ userZipCode: '10001', zipCode: '10001', city: 'New York', state: 'NY', region: '010' });
    expect(applyGeoDataChange(null, change, 8)).toEqual({ ...saved, savedAt: 8 });
  });
});

describe('the geo-data cookie', () => {
  it('round-trips through a document.cookie string and a Cookie header', () => {
    const data = withRetailer(withZip(null, kansasCity, 0), { id: '10452', zipcode: '64111' }, 0)!;
    const written = geoCookieString(data, false);
    expect(written).toMatch(/^geo-data=[^;\s]+; Path=\/; Max-Age=86400; SameSite=Lax$/);
    const pair = written.split(';')[0]!;
    expect(geoCookieValue(`other=1; ${pair}; last=2`)).toBe(serializeGeoData(data));
    expect(parseGeoData(geoCookieValue(pair), 0)).toEqual(data);
    expect(geoCookieString(data, true)).toMatch(/; Secure$/);
  });

  it('deletes with an empty value and Max-Age=0', () => {
    expect(geoCookieString(null, false)).toBe(`${GEO_DATA_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });

  it('reads no value from a missing or broken cookie', () => {
    expect(geoCookieValue(undefined)).toBeNull();
    expect(geoCookieValue('geo-dataX=1')).toBeNull();
    expect(geoCookieValue('geo-data=%E0%A4%A')).toBeNull();
  });

  it('lasts one day on the whole site and stays readable by the page', () => {
    expect(geoCookieAttributes(true)).toEqual({ path: '/', maxAge: 86_400, sameSite: 'lax', secure: true, httpOnly: false });
  });
});

describe('parseGeographicData', () => {
  it('accepts the service answer and fills a missing region from the state', () => {
    expect(parseGeographicData(kansasCity)).toEqual(kansasCity);
    expect(parseGeographicData({ ...kansasCity, region: undefined })?.region).toBe('060');
  });

  it('refuses error objects and places without a US state', () => {
    expect(parseGeographicData({ message: 'Invalid ZipCode', code: 'BAD_REQUEST' })).toBeNull();
    expect(parseGeographicData({ ...kansasCity, state: 'Missouri' })).toBeNull();
    expect(parseGeographicData(null)).toBeNull();
  });
});
