import { describe, expect, it, vi } from 'vitest';
import { GEOLOCATION_OPTIONS, GEO_ERRORS, locateWithBrowser, positionErrorToGeoError, reverseLookupPath, reverseLookupResult, type GeolocationLike } from './geolocation.ts';

const kansasCity = { zipCode: '64106', city: 'Kansas City', state: 'MO', region: '060', district: '02', zone: '02', latitude: 39.1, longitude: -94.57 };

function grants(latitude: number, longitude: number): GeolocationLike & { options: unknown[] } {
  const options: unknown[] = [];
  return {
    options,
    getCurrentPosition(success, _error, given) {
      options.push(given);
      success({ coords: { latitude, longitude, accuracy: 15, altitude: null } });
    },
  };
}

function fails(error: unknown): GeolocationLike {
  return {
    getCurrentPosition(_success, fail) {
      fail(error);
    },
  };
}

describe('the geolocation error catalogue', () => {
  it('has the spec codes and messages', () => {
    expect(Object.values(GEO_ERRORS).map(({ code, message }) => [code, message])).toEqual([
      [1, 'Geolocation is not supported by your browser'],
      [2, 'Geolocation Timeout'],
      [3, 'Access to the geolocation was denied by the page'],
      [4, 'Unable to determine a fail reason'],
      [5, 'No zip code available for the current location'],
    ]);
  });

  it('maps PERMISSION_DENIED to 3, TIMEOUT to 2 and anything else to 4', () => {
    expect(positionErrorToGeoError({ code: 1 }).code).toBe(3);
    expect(positionErrorToGeoError({ code: 3 }).code).toBe(2);
    expect(positionErrorToGeoError({ code: 2 }).code).toBe(4);
    expect(positionErrorToGeoError(new Error('boom')).code).toBe(4);
    expect(positionErrorToGeoError(undefined)).toEqual({ code: 4, reason: 'unknown', message: 'Unable to determine a fail reason' });
  });

  it('answers 5 when the reverse lookup finds no US ZIP code (also outside the US), 4 when the service fails', () => {
    expect(reverseLookupResult(200, kansasCity)).toEqual({ ok: true, place: kansasCity });
    expect(reverseLookupResult(404, { message: 'Not found' })).toEqual({ ok: false, error: { ...GEO_ERRORS.noZip } });
    expect(reverseLookupResult(400, { message: 'Invalid' })).toEqual({ ok: false, error: { ...GEO_ERRORS.noZip } });
    expect(reverseLookupResult(200, { zipCode: 'M5V 2T6', state: 'ON' })).toEqual({ ok: false, error: { ...GEO_ERRORS.noZip } });
    expect(reverseLookupResult(503, null)).toEqual({ ok: false, error: { ...GEO_ERRORS.unknown } });
  });
});

describe('locateWithBrowser', () => {
  it('asks with high accuracy, 30 s maximum age and a 20 s timeout, then answers allow with the reverse-geocoded ZIP', async () => {
    const geolocation = grants(39.0997, -94.5786);
    const lookup = vi.fn(async () => ({ status: 200, body: kansasCity }));
    const result = await locateWithBrowser(geolocation, lookup);
    expect(geolocation.options).toEqual([{ enableHighAccuracy: true, maximumAge: 30_000, timeout: 20_000 }]);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, maximumAge: 30_000, timeout: 20_000 });
    expect(lookup).toHaveBeenCalledWith(39.0997, -94.5786);
    expect(result).toEqual({ status: 'allow', zipCode: '64106', position: { latitude: 39.0997, longitude: -94.5786, accuracy: 15, altitude: null }, place: kansasCity });
  });

  it('blocks with code 1 without a geolocation API', async () => {
    const lookup = vi.fn();
    expect(await locateWithBrowser(undefined, lookup)).toEqual({
      status: 'block',
      code: 1,
      message: 'Geolocation is not supported by your browser',
      error: { code: 1, reason: 'unsupported', message: 'Geolocation is not supported by your browser' },
    });
    expect(await locateWithBrowser({} as GeolocationLike, lookup)).toMatchObject({ status: 'block', error: { code: 1 } });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('blocks with 3 when denied, 2 on timeout, 4 otherwise', async () => {
    const lookup = vi.fn();
    expect(await locateWithBrowser(fails({ code: 1, message: 'User denied Geolocation' }), lookup)).toMatchObject({ status: 'block', error: { code: 3 } });
    expect(await locateWithBrowser(fails({ code: 3 }), lookup)).toMatchObject({ status: 'block', error: { code: 2, message: 'Geolocation Timeout' } });
    expect(await locateWithBrowser(fails({ code: 2 }), lookup)).toMatchObject({ status: 'block', error: { code: 4 } });
    const throwing: GeolocationLike = {
      getCurrentPosition() {
        throw new Error('SecurityError');
      },
    };
    expect(await locateWithBrowser(throwing, lookup)).toMatchObject({ status: 'block', error: { code: 4 } });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('blocks with 5 for a point outside the United States, 4 when the lookup cannot be reached', async () => {
    expect(await locateWithBrowser(grants(48.8566, 2.3522), async () => ({ status: 404, body: { message: 'No ZIP code near this point' } }))).toMatchObject({
      status: 'block',
      error: { code: 5, message: 'No zip code available for the current location' },
    });
    expect(
      await locateWithBrowser(grants(39.1, -94.5), async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toMatchObject({ status: 'block', error: { code: 4 } });
  });

  it('builds the reverse lookup address', () => {
    expect(reverseLookupPath(39.0997, -94.5786)).toBe('/services/utility/geographicdata/reverse?latitude=39.099700&longitude=-94.578600');
  });
});

describe('geoErrorKey', () => {
  it('names the dictionary entry of each spec code, unknown for anything else', async () => {
    const { geoErrorKey } = await import('./geolocation.ts');
    expect([1, 2, 3, 4, 5, 99].map(geoErrorKey)).toEqual(['geo.error.unsupported', 'geo.error.timeout', 'geo.error.denied', 'geo.error.unknown', 'geo.error.noZip', 'geo.error.unknown']);
  });
});
