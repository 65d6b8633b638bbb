import { describe, expect, it } from 'vitest';
import { distanceMiles, roundMiles } from '#domain/geo/distance.ts';
import {
  classifyQuery,
  foldText,
  parseBounds,
  searchByName,
  searchByQuery,
  searchFromPlace,
  searchFromTerritory,
  searchWithinBounds,
  searchWithinRadius,
  shownCount,
  type Origin,
  type PlaceLookup,
} from './search.ts';
import { createRetailerIndex } from './spatial-index.ts';
import type { Retailer } from './types.ts';

function retailer(id: string, name: string, city: string, latitude: number, longitude: number, overrides: Partial<Retailer> = {}): Retailer {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    address: { line1: '1 Main St', city, state: 'KS', zipcode: '66952' },
    phone: '555-555-0100',
    website: 'https://example.test',
    latitude,
    longitude,
    timeZone: 'America/Chicago',
    hours: [],
    services: ['sales', 'service'],
    status: 'Active',
    awards: [],
    optIns: { sms: false, email: false, chat: false },
    ...overrides,
  };
}

// A line of retailers going east from Lebanon, KS, one every 0.1° of longitude (about 5.3 miles).
const lebanon: Origin = { zipCode: '66952', city: 'Lebanon', state: 'KS', latitude: 39.8077, longitude: -98.556 };
const line = Array.from({ length: 8 }, (_, i) => retailer(`1000${i}`, `Line Motors ${i}`, `Town ${i}`, lebanon.latitude, lebanon.longitude + 0.1 * (i + 1)));
const network = [
  ...line,
  retailer('20000', 'Salina Auto Group', 'Salina', 38.84, -97.61),
  retailer('20001', 'Crème Brûlée Motors', 'Concordia', 39.57, -97.66),
  retailer('20002', 'Closed Motors', 'Salina', 38.85, -97.6, { status: 'Inactive' }),
  retailer('20003', 'Pioneer Motors', 'Beloit', 39.46, -98.1, { services: ['sales', 'certifiedCollision'] }),
];
const index = createRetailerIndex(network, 'test');

const salina: Origin = { zipCode: '67401', city: 'Salina', state: 'KS', latitude: 38.83, longitude: -97.61 };
const places: PlaceLookup = {
  lookup: (zip) => ({ '66952': lebanon, '67401': salina })[zip] ?? null,
  suggest: (text) => {
    const folded = foldText(text);
    return [lebanon, salina, { ...salina, zipCode: '67402', city: 'Salina Heights' }].filter(
      (place) => foldText(`${place.city}, ${place.state}`).startsWith(folded) || place.zipCode.startsWith(folded),
    );
  },
};

describe('small rules', () => {
  it('folds case, accents and spaces', () => {
    expect(foldText('  Crème   BRÛLÉE ')).toBe('creme brulee');
  });

  it('shows at least four', () => {
    expect(shownCount(1)).toBe(4);
    expect(shownCount(4)).toBe(4);
    expect(shownCount(10)).toBe(10);
  });

  it('reads map bounds as south,west,north,east and refuses anything else', () => {
    expect(parseBounds('38.5,-100,40.25,-96')).toEqual({ south: 38.5, west: -100, north: 40.25, east: -96 });
    expect(parseBounds(' 10 , 170 , 20 , -170 ')).toEqual({ south: 10, west: 170, north: 20, east: -170 });
    for (const bad of [undefined, '', '1,2,3', '1,2,3,4,5', 'a,b,c,d', '40,-100,38,-96', '91,0,92,1', '0,-181,1,0', '1e3,0,1,1']) expect(parseBounds(bad), String(bad)).toBeNull();
  });

  it('classifies a query as a ZIP, a "City, ST" or text', () => {
    expect(classifyQuery('66952')).toEqual({ kind: 'zip', zip: '66952' });
    expect(classifyQuery('66952-1234')).toEqual({ kind: 'zip', zip: '66952' });
    expect(classifyQuery('Salina, ks')).toEqual({ kind: 'cityState', city: 'Salina', state: 'KS' });
    expect(classifyQuery('Salina, KS 67401')).toEqual({ kind: 'zip', zip: '67401' });
    expect(classifyQuery('  Pioneer   Motors ')).toEqual({ kind: 'text', text: 'Pioneer Motors' });
    expect(classifyQuery('6695')).toEqual({ kind: 'text', text: '6695' });
  });
});

describe('searchFromPlace', () => {
  it('answers the nearest Active retailers from the place, at least four, with the Active total', () => {
    const list = searchFromPlace(index, lebanon, { count: 2 });
    expect(list.origin).toEqual(lebanon);
    expect(list.dealers.map((item) => item.dealer.id)).toEqual(['10000', '10001', '10002', '10003']);
    expect(list.dealers[0]?.distance).toBe(roundMiles(distanceMiles(lebanon, line[0]!)));
    expect(list.totalActive).toBe(network.length - 1);
  });

  it('filters by service and keeps Inactive retailers out unless the type is TotalActive', () => {
    expect(searchFromPlace(index, lebanon, { count: 5, service: 'certifiedCollision' }).dealers.map((item) => item.dealer.id)).toEqual(['20003']);
    expect(searchFromPlace(index, salina, { count: 1 }).dealers.map((item) => item.dealer.id)).not.toContain('20002');
    expect(searchFromPlace(index, salina, { count: 1, type: 'TotalActive' }).dealers[1]?.dealer.id).toBe('20002');
  });

  it('adds the preferred retailer in its place when it is not among the nearest', () => {
    const list = searchFromPlace(index, lebanon, { count: 4, preferredId: '20000' });
    expect(list.dealers.map((item) => item.dealer.id)).toEqual(['10000', '10001', '10002', '10003', '20000']);
    expect(list.dealers[4]?.distance).toBe(roundMiles(distanceMiles(lebanon, network[8]!)));
    expect(searchFromPlace(index, lebanon, { count: 4, preferredId: '10001' }).dealers).toHaveLength(4);
    expect(searchFromPlace(index, lebanon, { count: 4, preferredId: '99999' }).dealers).toHaveLength(4);
  });
});

describe('honest distances in a search from a place', () => {
  const honolulu: Origin = { zipCode: '96815', city: 'Honolulu', state: 'HI', latitude: 21.28, longitude: -157.83 };

  it('names the radius and counts only the retailers within it', () => {
    const near = searchFromPlace(index, lebanon, { count: 4 });
    expect(near.radius).toBe(250);
    expect(near.withinRadius).toBe(near.dealers.length);
    const far = searchFromPlace(index, honolulu, { count: 4 });
    expect(far.dealers).toHaveLength(4);
    expect(far.dealers.every((item) => (item.distance ?? 0) > 250)).toBe(true);
    expect(far.withinRadius).toBe(0);
    expect(far.territory).toBeUndefined();
  });

  it('lists only retailers within the radius for a US territory, and names it', () => {
    const adjuntas: Origin = { zipCode: '00601', city: 'Adjuntas', state: 'PR', latitude: 18.16, longitude: -66.72 };
    const list = searchFromTerritory(index, adjuntas, 'PR', { count: 5 });
    expect(list).toMatchObject({ origin: adjuntas, dealers: [], radius: 250, withinRadius: 0, territory: 'PR' });
    // Were there a retailer within the radius, it would be listed.
    const local = searchFromTerritory(index, { ...lebanon, state: 'PR' }, 'PR', { count: 5 });
    expect(local.dealers.length).toBe(local.withinRadius);
    expect(local.dealers.length).toBeGreaterThan(0);
  });
});

describe('searchWithinBounds and searchWithinRadius', () => {
  it('answers a map box without origin or distances', () => {
    const list = searchWithinBounds(index, { south: 38, west: -98, north: 39, east: -97 }, { count: 750 });
    expect(list.origin).toBeNull();
    expect(list.dealers).toEqual([{ dealer: network[8], distance: null }]);
  });

  it('answers Active retailers within the radius and the distance to the closest however far', () => {
    const near = searchWithinRadius(index, lebanon, 12, { count: 750 });
    expect(near.dealers.map((item) => item.dealer.id)).toEqual(['10000', '10001']);
    expect(near.nearestDistance).toBe(near.dealers[0]?.distance);
    const honolulu: Origin = { zipCode: '96813', city: 'Honolulu', state: 'HI', latitude: 21.3, longitude: -157.85 };
    const far = searchWithinRadius(index, honolulu, 250, { count: 750 });
    expect(far.dealers).toEqual([]);
    expect(far.maxDistance).toBe(250);
    const closest = Math.min(...network.filter((item) => item.status === 'Active').map((item) => distanceMiles(honolulu, item)));
    expect(far.nearestDistance).toBe(roundMiles(closest));
  });
});

describe('searchByQuery', () => {
  it('searches from a ZIP, a "City, ST" or a town named exactly', () => {
    expect(searchByQuery(index, places, '66952', { count: 4 })?.origin).toEqual(lebanon);
    expect(searchByQuery(index, places, 'salina, ks', { count: 4 })?.origin).toEqual(salina);
    expect(searchByQuery(index, places, 'SALINA', { count: 4 })?.origin).toEqual(salina);
  });

  it('picks the biggest town when several states have one of that name', () => {
    const small: Origin = { zipCode: '99694', city: 'Houston', state: 'AK', latitude: 61.6, longitude: -149.8 };
    const big: Origin = { zipCode: '77002', city: 'Houston', state: 'TX', latitude: 29.76, longitude: -95.36 };
    const towns: PlaceLookup = { lookup: () => null, suggest: () => [small, big] };
    expect(searchByQuery(index, towns, 'houston', { count: 4 })?.origin).toEqual(small);
    const sized: PlaceLookup = { ...towns, size: (place) => (place.state === 'TX' ? 96 : 1) };
    expect(searchByQuery(index, sized, 'Houston', { count: 4 })?.origin).toEqual(big);
  });

  it('otherwise matches retailer names (then towns), accent-insensitive, names starting with the text first', () => {
    const list = searchByQuery(index, places, 'creme brulee', { count: 4 });
    expect(list?.origin).toBeNull();
    expect(list?.dealers.map((item) => item.dealer.id)).toEqual(['20001']);
    expect(searchByName(index, 'motors', { count: 50 }).map((item) => item.dealer.name).slice(0, 3)).toEqual(['Crème Brûlée Motors', 'Line Motors 0', 'Line Motors 1']);
    expect(searchByName(index, 'line', { count: 50 }).map((item) => item.dealer.id)).toHaveLength(8);
    expect(searchByName(index, 'beloit', { count: 50 }).map((item) => item.dealer.id)).toEqual(['20003']);
    expect(searchByName(index, 'closed', { count: 50 })).toEqual([]);
    expect(searchByName(index, 'closed', { count: 50, type: 'TotalActive' }).map((item) => item.dealer.id)).toEqual(['20002']);
  });

  it('falls back to the first town the text begins, and answers null when nothing matches', () => {
    expect(searchByQuery(index, places, 'Lebano', { count: 4 })?.origin).toEqual(lebanon);
    expect(searchByQuery(index, places, 'Nowhere at all', { count: 4 })).toBeNull();
    expect(searchByQuery(index, places, '12345', { count: 4 })).toBeNull();
    expect(searchByQuery(index, places, 'Springfield, IL', { count: 4 })).toBeNull();
  });
});
