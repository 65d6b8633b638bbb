import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#db/client.ts';
import { createRepositories } from '#db/repositories/index.ts';
import { CATALOG_DIR, readCatalog } from '#db/seed.ts';
import { distanceMiles, roundMiles } from '#domain/geo/distance.ts';
import { DEFAULT_AREA } from '#domain/geo/regions.ts';
import { RETAILER_LIMITS, type Retailer, type RetailerList, type RetailerResult, type RetailerService, type RetailerStory } from '#domain/retailers/types.ts';
import { zipIndex, type ZipPlace } from '#server/geo/zip-index.ts';
import { createTestApp, seedTestDatabase, type TestApp } from '../../support/app.ts';

let t: TestApp;
let network: Retailer[];
let stories: RetailerStory[];
beforeAll(async () => {
  t = await createTestApp();
  ({ retailers: network, stories } = (await readCatalog()).network);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ url });
const CACHE = 'public, max-age=300, stale-while-revalidate=3600';
const active = () => network.filter((retailer) => retailer.status === 'Active');
const ids = (results: RetailerResult[]) => results.map((result) => result.dealer.id);
const place = (zip: string): ZipPlace => {
  const found = zipIndex().lookup(zip);
  if (!found) throw new Error(`test data: no ZIP ${zip}`);
  return found;
};
/** A well-formed ZIP code that names no place. */
const unknownZip = () => {
  for (let n = 99_999; ; n--) if (!zipIndex().lookup(String(n))) return String(n);
};

/** The expected answer, measured the slow way: every retailer of the JSON file, sorted by distance then id. */
function scan(from: { latitude: number; longitude: number }, keep: (retailer: Retailer) => boolean = (retailer) => retailer.status === 'Active') {
  return network
    .filter(keep)
    .map((retailer) => ({ retailer, miles: distanceMiles(from, retailer) }))
    .sort((a, b) => a.miles - b.miles || a.retailer.id.localeCompare(b.retailer.id));
}

async function expectError(url: string, status: number, message: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json() as { message: string; code: string; reason: string };
  expect(body.message, url).toBe(message);
  expect(body.code).toBe(status === 400 ? 'BAD_REQUEST' : 'NOT_FOUND');
  expect(body.reason).toEqual(expect.any(String));
  return body;
}

describe('the demo network', () => {
  it('is loaded whole by the seed, Active for the most part, in every state', async () => {
    expect(network.length).toBeGreaterThanOrEqual(600);
    expect(await t.app.repositories.retailers.all()).toEqual(network);
    expect(active().length / network.length).toBeGreaterThan(0.9);
    expect(new Set(network.map((retailer) => retailer.address.state)).size).toBe(51);
  });

  it('has an Active retailer within 50 miles of the default location and one within 10 miles of each big metro', () => {
    expect(scan(DEFAULT_AREA)[0]?.miles).toBeLessThan(50);
    for (const zip of ['10001', '90012', '60601', '77002', '64105']) expect(scan(place(zip))[0]?.miles, zip).toBeLessThan(10);
  });

  it('keeps one index per data version', async () => {
    const first = await t.app.repositories.retailers.index();
    expect(await t.app.repositories.retailers.index()).toBe(first);
    expect(first.version).toBe((await readCatalog()).version);
  });

  it('re-checks the stored seed version at most every 30 s and rebuilds the index when it changed', async () => {
    // Its own database: the seed version is shared by every test file when they run on one PostgreSQL.
    const own = await openDatabase({ dataDir: 'memory://' });
    try {
      await own.migrateAndSetup(async (db) => {
        await seedTestDatabase(db);
      });
      const repositories = createRepositories(own.db);
      const start = Date.now();
      const first = await repositories.retailers.index(start);
      await repositories.meta.set('seed_version', 'another-seed');
      expect(await repositories.retailers.index(start + 29_000)).toBe(first);
      const second = await repositories.retailers.index(start + 31_000);
      expect(second).not.toBe(first);
      expect(second.version).toBe('another-seed');
      expect(second.retailers).toEqual(first.retailers);
      expect(await repositories.retailers.index(start + 32_000)).toBe(second);
    } finally {
      await own.close();
    }
  });

  it('is part of the seed version: a changed retailer file is a new seed, an unchanged one changes nothing', async () => {
    expect(await seedTestDatabase(t.database.db)).toMatchObject({ changed: false });
    const dir = await mkdtemp(join(tmpdir(), 'halden-catalog-'));
    try {
      await cp(CATALOG_DIR, dir, { recursive: true });
      const file = join(dir, 'retailers.json');
      const edited = JSON.parse(await readFile(file, 'utf8')) as Retailer[];
      edited[0] = { ...edited[0]!, name: `${edited[0]!.name} Renamed` };
      await writeFile(file, JSON.stringify(edited));
      expect((await readCatalog(`${dir}/`)).version).not.toBe((await readCatalog()).version);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /services/dealers/by/zip', () => {
  it('answers the 5 nearest Active retailers by default, nearest first, with distances in miles', async () => {
    const response = await get('/services/dealers/by/zip?zipcode=66952');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE);
    const list = response.json() as RetailerList;
    const origin = place('66952');
    expect(list.origin).toEqual(origin);
    const expected = scan(origin).slice(0, RETAILER_LIMITS.maximum);
    expect(ids(list.dealers)).toEqual(expected.map((item) => item.retailer.id));
    expect(list.dealers.map((item) => item.distance)).toEqual(expected.map((item) => roundMiles(item.miles)));
    expect(list.dealers[0]?.dealer).toEqual(expected[0]?.retailer);
    expect(list.totalActive).toBe(active().length);
  });

  it('shows at least 4 whatever the count, and up to 50', async () => {
    for (const [count, shown] of [
      [1, 4],
      [3, 4],
      [4, 4],
      [12, 12],
      [50, 50],
    ] as const) {
      const list = (await get(`/services/dealers/by/zip?zipcode=10001&count=${count}`)).json() as RetailerList;
      expect(ids(list.dealers), `count ${count}`).toEqual(scan(place('10001')).slice(0, shown).map((item) => item.retailer.id));
    }
    for (const count of ['0', '51', 'many', '2.5']) expect((await get(`/services/dealers/by/zip?zipcode=10001&count=${count}`)).statusCode, count).toBe(400);
  });

  it('keeps Inactive retailers out unless the type is TotalActive', async () => {
    const inactive = network.find((retailer) => retailer.status === 'Inactive')!;
    const zip = inactive.address.zipcode;
    const activeList = (await get(`/services/dealers/by/zip?zipcode=${zip}&count=10`)).json() as RetailerList;
    expect(ids(activeList.dealers)).not.toContain(inactive.id);
    const all = (await get(`/services/dealers/by/zip?zipcode=${zip}&count=10&type=TotalActive`)).json() as RetailerList;
    expect(ids(all.dealers)).toEqual(scan(place(zip), () => true).slice(0, 10).map((item) => item.retailer.id));
    expect(ids(all.dealers)).toContain(inactive.id);
    expect(all.totalActive).toBe(active().length);
    expect((await get(`/services/dealers/by/zip?zipcode=${zip}&type=Closed`)).statusCode).toBe(400);
  });

  it('filters by service', async () => {
    const service: RetailerService = 'certifiedCollision';
    const list = (await get(`/services/dealers/by/zip?zipcode=77002&count=6&service=${service}`)).json() as RetailerList;
    expect(ids(list.dealers)).toEqual(scan(place('77002'), (item) => item.status === 'Active' && item.services.includes(service)).slice(0, 6).map((item) => item.retailer.id));
    expect((await get('/services/dealers/by/zip?zipcode=77002&service=carwash')).statusCode).toBe(400);
  });

  it('adds the preferred retailer (id) in its place when it is not among the nearest', async () => {
    const far = scan(place('64105'))[40]!.retailer;
    const list = (await get(`/services/dealers/by/zip?zipcode=64105&id=${far.id}`)).json() as RetailerList;
    expect(list.dealers).toHaveLength(RETAILER_LIMITS.maximum + 1);
    expect(list.dealers.at(-1)).toEqual({
      dealer: far,
      distance: roundMiles(distanceMiles(place('64105'), far)),
      // Its card map: the spec's default static map (zoom 13, 300x188) with a pin on it, signed.
      map: {
        src: expect.stringMatching(new RegExp(`^/services/utility/staticmap\\?center=${far.latitude},${far.longitude}&zoom=13&size=300x188&maptype=roadmap&markers=${far.latitude},${far.longitude}&signature=[\\w-]+=*$`)),
        width: 300,
        height: 188,
        provider: false,
      },
    });
  });

  it('accepts a ZIP+4', async () => {
    const list = (await get('/services/dealers/by/zip?zipcode=66952-1234')).json() as RetailerList;
    expect(list.origin?.zipCode).toBe('66952');
  });

  it("answers 400 'Invalid ZipCode' for an empty, missing or malformed ZIP and 404 'No Results' for an unknown one", async () => {
    for (const query of ['', '?zipcode=', '?zipcode=%20%20', '?zipcode=abcde', '?zipcode=1234', '?zipcode=00000']) {
      await expectError(`/services/dealers/by/zip${query}`, 400, 'Invalid ZipCode');
    }
    await expectError(`/services/dealers/by/zip?zipcode=${unknownZip()}`, 404, 'No Results');
  });
});

describe('GET /services/dealers/by/id', () => {
  it('answers the retailer, with its distance from the ZIP when one is given', async () => {
    const retailer = network[7]!;
    const plain = await get(`/services/dealers/by/id?id=${retailer.id}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe(CACHE);
    expect(plain.json()).toEqual({ dealer: retailer, distance: null });
    const measured = (await get(`/services/dealers/by/id?id=${retailer.id}&zipcode=66952`)).json() as RetailerResult;
    expect(measured.distance).toBe(roundMiles(distanceMiles(place('66952'), retailer)));
    expect(measured.dealer.address.zipcode).toBe(retailer.address.zipcode);
    expect(((await get(`/services/dealers/by/id?id=${retailer.id}&zipcode=${unknownZip()}`)).json() as RetailerResult).distance).toBeNull();
  });

  it('answers Inactive retailers too (their pages still exist)', async () => {
    const inactive = network.find((retailer) => retailer.status === 'Inactive')!;
    expect(((await get(`/services/dealers/by/id?id=${inactive.id}`)).json() as RetailerResult).dealer.status).toBe('Inactive');
  });

  it("answers 400 'Invalid ID' for an empty id, 404 'Retailer not found.' for an unknown one", async () => {
    for (const query of ['', '?id=', '?id=%20']) await expectError(`/services/dealers/by/id${query}`, 400, 'Invalid ID');
    const unknown = ['00000', '99999', '10000'].find((id) => !network.some((retailer) => retailer.id === id))!;
    await expectError(`/services/dealers/by/id?id=${unknown}`, 404, 'Retailer not found.');
    await expectError('/services/dealers/by/id?id=abc', 404, 'Retailer not found.');
    await expectError(`/services/dealers/by/id?id=${network[0]!.id}&zipcode=abc`, 400, 'Invalid ZipCode');
  });
});

describe('GET /services/dealers/by/bounds', () => {
  const inBox = (retailer: Retailer, south: number, west: number, north: number, east: number) =>
    retailer.latitude >= south && retailer.latitude <= north && retailer.longitude >= west && retailer.longitude <= east;

  it('answers the Active retailers inside the box, those nearest its centre first, without origin or distances', async () => {
    const [south, west, north, east] = [37, -102.05, 40, -94.6];
    const response = await get(`/services/dealers/by/bounds?bounds=${south},${west},${north},${east}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE);
    const list = response.json() as RetailerList;
    expect(list.origin).toBeNull();
    const expected = scan({ latitude: (south + north) / 2, longitude: (west + east) / 2 }, (item) => item.status === 'Active' && inBox(item, south, west, north, east));
    expect(expected.length).toBeGreaterThan(5);
    expect(ids(list.dealers)).toEqual(expected.map((item) => item.retailer.id));
    expect(list.dealers.every((item) => item.distance === null)).toBe(true);
    const three = (await get(`/services/dealers/by/bounds?bounds=${south},${west},${north},${east}&count=3`)).json() as RetailerList;
    expect(ids(three.dealers)).toEqual(expected.slice(0, 3).map((item) => item.retailer.id));
  });

  it(`answers at most ${RETAILER_LIMITS.boundedMaximum}`, async () => {
    const world = (await get('/services/dealers/by/bounds?bounds=-90,-180,90,180&type=TotalActive')).json() as RetailerList;
    expect(world.dealers).toHaveLength(Math.min(RETAILER_LIMITS.boundedMaximum, network.length));
    expect((await get('/services/dealers/by/bounds?bounds=-90,-180,90,180&count=751')).statusCode).toBe(400);
  });

  it('crosses the antimeridian when west is greater than east (the Aleutians)', async () => {
    const list = (await get('/services/dealers/by/bounds?bounds=50,170,60,-150&type=TotalActive')).json() as RetailerList;
    const expected = network.filter((item) => item.latitude >= 50 && item.latitude <= 60 && (item.longitude >= 170 || item.longitude <= -150));
    expect(ids(list.dealers).sort()).toEqual(expected.map((item) => item.id).sort());
  });

  it("answers 400 'Invalid Map Bounds Object' for empty or malformed bounds", async () => {
    for (const query of ['', '?bounds=', '?bounds=1,2,3', '?bounds=a,b,c,d', '?bounds=40,-100,38,-96', '?bounds=0,-200,1,0']) {
      await expectError(`/services/dealers/by/bounds${query}`, 400, 'Invalid Map Bounds Object');
    }
  });
});

describe('GET /services/dealers/query', () => {
  it('searches from a ZIP code like by/zip', async () => {
    const byQuery = (await get('/services/dealers/query?query=64105')).json() as RetailerList;
    const byZip = (await get('/services/dealers/by/zip?zipcode=64105')).json() as RetailerList;
    expect(byQuery).toEqual(byZip);
  });

  it('searches from "City, ST" and from a town named exactly, whatever the case and accents', async () => {
    const chicago = (await get(`/services/dealers/query?query=${encodeURIComponent('chicago, il')}`)).json() as RetailerList;
    expect(chicago.origin).toMatchObject({ city: 'Chicago', state: 'IL' });
    expect(ids(chicago.dealers)).toEqual(scan(chicago.origin!).slice(0, 5).map((item) => item.retailer.id));
    const houston = (await get('/services/dealers/query?query=HOUSTON')).json() as RetailerList;
    expect(houston.origin).toMatchObject({ city: 'Houston', state: 'TX' });
  });

  it("otherwise finds retailers whose name contains the text (case- and accent-insensitive)", async () => {
    // A name that is not also a town, so the name rule is the one answering.
    const named = active().find((retailer) => /Automotive$/.test(retailer.name) && zipIndex().suggest(retailer.name).length === 0)!;
    const text = named.name.toUpperCase().replace('O', 'Ó');
    const list = (await get(`/services/dealers/query?query=${encodeURIComponent(text)}`)).json() as RetailerList;
    expect(list.origin).toBeNull();
    expect(ids(list.dealers)[0]).toBe(named.id);
    expect(list.totalActive).toBe(active().length);
  });

  it("answers 400 'Invalid Query' when empty and 404 'No Results' (with the query) when nothing matches", async () => {
    for (const query of ['', '?query=', '?query=%20%20']) await expectError(`/services/dealers/query${query}`, 400, 'Invalid Query');
    const body = await expectError('/services/dealers/query?query=zzqx%20nothing', 404, 'No Results');
    expect(body.reason).toBe('zzqx nothing');
    await expectError(`/services/dealers/query?query=${unknownZip()}`, 404, 'No Results');
  });
});

describe('GET /services/dealers/by/distance', () => {
  it('answers the Active retailers within maxDistance miles, nearest first, and the closest distance', async () => {
    const response = await get('/services/dealers/by/distance?zipcode=66952&maxDistance=100');
    expect(response.statusCode).toBe(200);
    const list = response.json() as RetailerList & { maxDistance: number; nearestDistance: number };
    const expected = scan(place('66952')).filter((item) => item.miles <= 100);
    expect(ids(list.dealers)).toEqual(expected.map((item) => item.retailer.id));
    expect(list.maxDistance).toBe(100);
    expect(list.nearestDistance).toBe(roundMiles(expected[0]!.miles));
  });

  it('defaults to 250 miles', async () => {
    const list = (await get('/services/dealers/by/distance?zipcode=64105')).json() as RetailerList & { maxDistance: number };
    expect(list.maxDistance).toBe(250);
    expect(ids(list.dealers)).toEqual(scan(place('64105')).filter((item) => item.miles <= 250).map((item) => item.retailer.id));
  });

  it('says how far the closest retailer is when none is within the radius (remote Alaska)', async () => {
    // The Alaska ZIP farthest from any Active retailer, found from the data.
    const remote = [...zipIndex().all()]
      .filter((item) => item.state === 'AK')
      .map((item) => ({ item, miles: scan(item)[0]!.miles }))
      .sort((a, b) => b.miles - a.miles)[0]!;
    expect(remote.miles).toBeGreaterThan(250);
    const list = (await get(`/services/dealers/by/distance?zipcode=${remote.item.zipCode}`)).json() as RetailerList & { nearestDistance: number };
    expect(list.dealers).toEqual([]);
    expect(list.nearestDistance).toBe(roundMiles(remote.miles));
  });

  it("answers 400 'Invalid ZipCode' for an empty ZIP, 404 'No Results' for an unknown one, 400 for a bad distance", async () => {
    for (const query of ['', '?zipcode=', '?zipcode=abc']) await expectError(`/services/dealers/by/distance${query}`, 400, 'Invalid ZipCode');
    await expectError(`/services/dealers/by/distance?zipcode=${unknownZip()}`, 404, 'No Results');
    expect((await get('/services/dealers/by/distance?zipcode=66952&maxDistance=-5')).statusCode).toBe(400);
  });
});

describe('GET /services/dealers/{id}/services, /optins, /stories, /awards', () => {
  it("answer the retailer's own lists", async () => {
    const retailer = network.find((item) => item.awards.length > 0 && stories.some((story) => story.dealerId === item.id))!;
    const answer = async (path: string) => {
      const response = await get(`/services/dealers/${retailer.id}/${path}`);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['cache-control']).toBe(CACHE);
      return response.json() as unknown;
    };
    expect(await answer('services')).toEqual(retailer.services);
    expect(await answer('optins')).toEqual(retailer.optIns);
    expect(await answer('awards')).toEqual(retailer.awards);
    const own = stories.filter((story) => story.dealerId === retailer.id).sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
    expect(await answer('stories')).toEqual(own);
  });

  it('answer an empty list of stories for a retailer without any', async () => {
    const quiet = network.find((item) => !stories.some((story) => story.dealerId === item.id))!;
    expect((await get(`/services/dealers/${quiet.id}/stories`)).json()).toEqual([]);
  });

  it("answer 404 'Retailer not found.' for an unknown id and 400 'Invalid ID' for an empty one", async () => {
    const unknown = ['00000', '99999'].find((id) => !network.some((retailer) => retailer.id === id))!;
    for (const path of ['services', 'optins', 'stories', 'awards']) {
      await expectError(`/services/dealers/${unknown}/${path}`, 404, 'Retailer not found.');
      await expectError(`/services/dealers/abc/${path}`, 404, 'Retailer not found.');
      await expectError(`/services/dealers//${path}`, 400, 'Invalid ID');
    }
  });
});

describe('GET /services/dealers/all', () => {
  it('answers every Active retailer in brief, by state, city and name; TotalActive adds the Inactive ones', async () => {
    const response = await get('/services/dealers/all');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: string; name: string; slug: string; state: string; city: string }[];
    expect(rows).toHaveLength(active().length);
    const first = network.find((item) => item.id === rows[0]!.id)!;
    expect(rows[0]).toEqual({ id: first.id, name: first.name, slug: first.slug, state: first.address.state, city: first.address.city });
    const keys = rows.map((row) => [row.state, row.city, row.name]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]!.localeCompare(b[0]!) || a[1]!.localeCompare(b[1]!) || a[2]!.localeCompare(b[2]!)));
    expect((await get('/services/dealers/all?type=TotalActive')).json()).toHaveLength(network.length);
  });
});

describe('the OpenAPI document', () => {
  it('documents every dealer service under the dealers tag and stays valid', async () => {
    const document = (await get('/services/openapi.json')).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    for (const path of [
      '/services/dealers/by/zip',
      '/services/dealers/by/id',
      '/services/dealers/by/bounds',
      '/services/dealers/query',
      '/services/dealers/by/distance',
      '/services/dealers/all',
      '/services/dealers/{id}/services',
      '/services/dealers/{id}/optins',
      '/services/dealers/{id}/stories',
      '/services/dealers/{id}/awards',
    ]) {
      expect(document.paths[path]?.get?.tags, path).toEqual(['dealers']);
    }
  });
});
