import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceMiles } from '#domain/geo/distance.ts';
import { DEFAULT_AREA, salesArea } from '#domain/geo/regions.ts';
import { zipIndex, zipRows } from '#server/geo/zip-index.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
interface GeographicData {
  zipCode: string;
  city: string;
  state: string;
  region: string;
  district: string;
  zone: string;
  latitude: number;
  longitude: number;
}

async function expectError(url: string, status: number, message: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json() as { message: string; code: string; reason: string };
  expect(body.message, url).toBe(message);
  expect(body.reason).toEqual(expect.any(String));
  return body;
}

const unknownZip = () => {
  for (let n = 99_999; ; n--) if (!zipIndex().lookup(String(n))) return String(n);
};

describe('GET /services/utility/geographicdata/{zipcode}', () => {
  it("answers the default location's ZIP with the spec's central-US sales area", async () => {
    const response = await get(`/services/utility/geographicdata/${DEFAULT_AREA.zipCode}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE);
    expect(response.json()).toEqual({
      zipCode: '66952',
      city: 'Lebanon',
      state: DEFAULT_AREA.state,
      region: DEFAULT_AREA.region,
      district: DEFAULT_AREA.district,
      zone: DEFAULT_AREA.zone,
      latitude: DEFAULT_AREA.latitude,
      longitude: DEFAULT_AREA.longitude,
    });
  });

  it('answers any ZIP with its place from the ZIP data and its sales area from our table (ZIP+4 too)', async () => {
    for (const zip of ['10001', '90012', '99501', '96813', '20001']) {
      const place = zipIndex().lookup(zip)!;
      expect((await get(`/services/utility/geographicdata/${zip}`)).json(), zip).toEqual({ ...place, ...salesArea(place.state) });
    }
    expect(((await get('/services/utility/geographicdata/64105-1234')).json() as GeographicData).zipCode).toBe('64105');
  });

  it("answers 400 'Invalid ZipCode' for a malformed or empty ZIP and 404 'No Results' for an unknown one", async () => {
    for (const zip of ['abc', '1234', '123456', '00000', '%20']) await expectError(`/services/utility/geographicdata/${zip}`, 400, 'Invalid ZipCode');
    await expectError('/services/utility/geographicdata/', 400, 'Invalid ZipCode');
    await expectError('/services/utility/geographicdata/?zipcode=', 400, 'Invalid ZipCode');
    await expectError(`/services/utility/geographicdata/${unknownZip()}`, 404, 'No Results');
  });

  it('also takes the ZIP as ?zipcode= on the bare path', async () => {
    expect(((await get('/services/utility/geographicdata/?zipcode=66952')).json() as GeographicData).region).toBe('060');
  });
});

describe('GET /services/utility/geographicdata/reverse', () => {
  it('answers the ZIP nearest the point', async () => {
    const kansasCity = zipIndex().lookup('64105')!;
    const response = await get(`/services/utility/geographicdata/reverse?latitude=${kansasCity.latitude}&longitude=${kansasCity.longitude}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...kansasCity, ...salesArea('MO') });
    // A point between ZIP centres: the answer is the nearest of all of them, found by scanning.
    const point = { latitude: 38.5, longitude: -98.25 };
    const nearest = [...zipIndex().all()].sort((a, b) => distanceMiles(point, a) - distanceMiles(point, b))[0]!;
    expect(((await get(`/services/utility/geographicdata/reverse?latitude=${point.latitude}&longitude=${point.longitude}`)).json() as GeographicData).zipCode).toBe(nearest.zipCode);
  });

  it("answers 404 'No zip code available for the current location' outside the US", async () => {
    for (const [latitude, longitude] of [
      [0, 0],
      [19.43, -99.13], // Mexico City
      [56, -106], // Saskatchewan
      [51.5, -0.12], // London
    ]) {
      await expectError(`/services/utility/geographicdata/reverse?latitude=${latitude}&longitude=${longitude}`, 404, 'No zip code available for the current location');
    }
  });

  it('answers 400 for a missing, empty or impossible point', async () => {
    for (const query of ['', '?latitude=39', '?latitude=&longitude=', '?latitude=north&longitude=-98']) {
      expect((await get(`/services/utility/geographicdata/reverse${query}`)).statusCode, query).toBe(400);
    }
    await expectError('/services/utility/geographicdata/reverse?latitude=95&longitude=-98', 400, 'Invalid location');
  });
});

describe('GET /services/utility/geographicdata/suggest', () => {
  it('answers up to 8 towns starting with the text, case- and accent-insensitive', async () => {
    const response = await get('/services/utility/geographicdata/suggest?q=SPRING');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE);
    const places = response.json() as { zipCode: string; city: string; state: string }[];
    expect(places).toHaveLength(8);
    for (const place of places) {
      expect(place.city.toLowerCase().startsWith('spring')).toBe(true);
      expect(Object.keys(place).sort()).toEqual(['city', 'state', 'zipCode']);
    }
    expect(response.json()).toEqual(zipIndex().suggest('spring', 8).map(({ zipCode, city, state }) => ({ zipCode, city, state })));
    const accented = (await get(`/services/utility/geographicdata/suggest?q=${encodeURIComponent('Wíchita, ks')}`)).json() as { city: string; state: string }[];
    expect(accented[0]).toMatchObject({ city: 'Wichita', state: 'KS' });
  });

  it('answers ZIP codes starting with digits', async () => {
    const places = (await get('/services/utility/geographicdata/suggest?q=6695')).json() as { zipCode: string }[];
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((place) => place.zipCode.startsWith('6695'))).toBe(true);
  });

  it('answers [] for empty or one-letter text', async () => {
    for (const query of ['', '?q=', '?q=%20', '?q=w']) expect((await get(`/services/utility/geographicdata/suggest${query}`)).json(), query).toEqual([]);
  });
});

describe('the ZIP index (columns, decision 021)', () => {
  // Our network's rows of the ZIP data, as the package holds them.
  const rows = () => zipRows().filter((row) => row.country === 'US' && salesArea(row.state) !== null);

  it('answers every ZIP of the data with its own city, state and coordinates, exactly', () => {
    const all = rows();
    expect(zipIndex().size).toBe(all.length);
    for (const row of all) {
      expect(zipIndex().lookup(row.zip), row.zip).toEqual({ zipCode: row.zip, city: row.city, state: row.state, latitude: row.latitude, longitude: row.longitude });
    }
    expect([...zipIndex().all()].map((place) => place.zipCode)).toEqual(all.map((row) => row.zip).sort());
  });

  it("counts a town's ZIP codes as the data has them (the size that settles which town a name means)", () => {
    const counts = new Map<string, number>();
    for (const row of rows()) counts.set(`${row.city.toLowerCase()}|${row.state}`, (counts.get(`${row.city.toLowerCase()}|${row.state}`) ?? 0) + 1);
    for (const zip of ['77002', '10001', '66952', '99501']) {
      const place = zipIndex().lookup(zip)!;
      const expected = counts.get(`${place.city.toLowerCase()}|${place.state}`);
      expect(expected, zip).toBeGreaterThan(0);
      expect(zipIndex().townSize(place), zip).toBe(expected);
    }
    expect(zipIndex().townSize({ city: 'Houston', state: 'TX' })).toBeGreaterThan(zipIndex().townSize({ city: 'Houston', state: 'MO' }));
    expect(zipIndex().townSize({ city: 'Nowhere At All', state: 'KS' })).toBe(0);
  });
});
