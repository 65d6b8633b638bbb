import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMiles, roundMiles } from '#domain/geo/distance.ts';
import { boundsCentre, createRetailerIndex, inBounds, nearestByScan, withinByScan, type Bounds, type NearestOptions } from './spatial-index.ts';
import { RETAILER_SERVICES, RETAILER_TYPES, type Retailer } from './types.ts';

const network = JSON.parse(readFileSync(new URL('../../../catalog/retailers.json', import.meta.url), 'utf8')) as Retailer[];
const index = createRetailerIndex(network, 'v1');

function retailerAt(id: string, latitude: number, longitude: number, overrides: Partial<Retailer> = {}): Retailer {
  return {
    id,
    name: `Retailer ${id}`,
    slug: `retailer-${id}`,
    address: { line1: '1 Main St', city: 'Testville', state: 'KS', zipcode: '66952' },
    phone: '555-555-0100',
    website: 'https://example.test',
    latitude,
    longitude,
    timeZone: 'America/Chicago',
    hours: [],
    services: ['sales'],
    status: 'Active',
    awards: [],
    optIns: { sms: false, email: false, chat: false },
    ...overrides,
  };
}

// Points over the US and well beyond it (Alaska, Hawaii, the oceans, across the antimeridian).
const latitude = fc.double({ min: -20, max: 75, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const options: fc.Arbitrary<NearestOptions> = fc.record(
  {
    type: fc.constantFrom(...RETAILER_TYPES),
    service: fc.constantFrom(...RETAILER_SERVICES),
    maxMiles: fc.oneof(fc.double({ min: 0, max: 3000, noNaN: true }), fc.constant(Infinity)),
  },
  { requiredKeys: [] },
);

describe('the spatial index over the demo network', () => {
  it('knows every retailer by id and counts the filters', () => {
    expect(index.version).toBe('v1');
    for (const retailer of network) expect(index.byId(retailer.id)).toBe(retailer);
    expect(index.byId('00000')).toBeNull();
    expect(index.count({ type: 'TotalActive' })).toBe(network.length);
    expect(index.count()).toBe(network.filter((retailer) => retailer.status === 'Active').length);
    expect(index.count({ service: 'certifiedCollision' })).toBe(network.filter((item) => item.status === 'Active' && item.services.includes('certifiedCollision')).length);
  });

  it('answers nearest exactly as the brute-force scan does, for random points, counts and filters', () => {
    fc.assert(
      fc.property(latitude, longitude, fc.integer({ min: 1, max: 80 }), options, (lat, lng, count, filter) => {
        expect(index.nearest(lat, lng, count, filter)).toEqual(nearestByScan(network, lat, lng, count, filter));
      }),
      { numRuns: 400 },
    );
  });

  it('answers every retailer within a radius exactly as the scan does when no count is set', () => {
    fc.assert(
      fc.property(latitude, longitude, fc.double({ min: 1, max: 600, noNaN: true }), (lat, lng, maxMiles) => {
        expect(index.nearest(lat, lng, Infinity, { maxMiles })).toEqual(nearestByScan(network, lat, lng, Infinity, { maxMiles }));
      }),
      { numRuns: 100 },
    );
  });

  it('answers map boxes exactly as the scan does, including boxes across the antimeridian', () => {
    const box = fc
      .tuple(fc.double({ min: -60, max: 75, noNaN: true }), fc.double({ min: 0, max: 40, noNaN: true }), longitude, longitude)
      .map(([south, height, west, east]): Bounds => ({ south, north: Math.min(90, south + height), west, east }));
    fc.assert(
      fc.property(box, fc.integer({ min: 1, max: 800 }), fc.constantFrom(...RETAILER_TYPES), (bounds, count, type) => {
        const found = index.within(bounds, count, { type });
        expect(found).toEqual(withinByScan(network, bounds, count, { type }));
        for (const retailer of found) expect(inBounds(retailer, bounds)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('ranks nearest first with distances in shown miles, Active only by default', () => {
    const kansasCity = { latitude: 39.1025, longitude: -94.5901 };
    const results = index.nearest(kansasCity.latitude, kansasCity.longitude, 10);
    expect(results).toHaveLength(10);
    const exact = results.map((result) => distanceMiles(kansasCity, result.dealer));
    expect([...exact].sort((a, b) => a - b)).toEqual(exact);
    results.forEach((result, position) => {
      expect(result.dealer.status).toBe('Active');
      expect(result.distance).toBe(roundMiles(exact[position] ?? NaN));
    });
  });
});

describe('ties and edges', () => {
  it('breaks ties of equal distance by id, in the index as in the scan', () => {
    // Five retailers on one spot and three on a ring around the origin: only the ids can order them.
    const spot = ['50005', '50001', '50004', '50002', '50003'].map((id) => retailerAt(id, 39, -98));
    const ring = [retailerAt('60003', 39.5, -98), retailerAt('60001', 38.5, -98), retailerAt('60002', 39.5, -98)];
    const retailers = [...spot, ...ring];
    const tied = createRetailerIndex(retailers);
    for (let count = 1; count <= retailers.length; count++) {
      expect(tied.nearest(39, -98, count)).toEqual(nearestByScan(retailers, 39, -98, count));
    }
    expect(tied.nearest(39, -98, 3).map((result) => result.dealer.id)).toEqual(['50001', '50002', '50003']);
    expect(tied.nearest(39.5, -98, 2).map((result) => result.dealer.id)).toEqual(['60002', '60003']);
  });

  it('answers nothing for an empty network, a count of zero or a point that is not one', () => {
    const empty = createRetailerIndex([]);
    expect(empty.nearest(39, -98, 5)).toEqual([]);
    expect(empty.within({ south: 0, west: -180, north: 90, east: 180 }, 5)).toEqual([]);
    expect(empty.count()).toBe(0);
    expect(index.nearest(39, -98, 0)).toEqual([]);
    expect(index.nearest(Number.NaN, -98, 5)).toEqual([]);
    expect(index.nearest(95, -98, 5)).toEqual([]);
  });

  it('keeps maxMiles inclusive and exact, as the scan does', () => {
    const near = retailerAt('10001', 39, -98);
    const far = retailerAt('10002', 40, -98);
    const tiny = createRetailerIndex([near, far]);
    const miles = distanceMiles({ latitude: 39, longitude: -98 }, far);
    expect(tiny.nearest(39, -98, 5, { maxMiles: miles }).map((result) => result.dealer.id)).toEqual(['10001', '10002']);
    expect(tiny.nearest(39, -98, 5, { maxMiles: miles - 1e-9 }).map((result) => result.dealer.id)).toEqual(['10001']);
  });

  it('filters by type and service', () => {
    const retailers = [
      retailerAt('20001', 39, -98, { status: 'Inactive' }),
      retailerAt('20002', 39.1, -98, { services: ['sales', 'evCharging'] }),
      retailerAt('20003', 39.2, -98),
    ];
    const small = createRetailerIndex(retailers);
    expect(small.nearest(39, -98, 5).map((result) => result.dealer.id)).toEqual(['20002', '20003']);
    expect(small.nearest(39, -98, 5, { type: 'TotalActive' }).map((result) => result.dealer.id)).toEqual(['20001', '20002', '20003']);
    expect(small.nearest(39, -98, 5, { service: 'evCharging' }).map((result) => result.dealer.id)).toEqual(['20002']);
  });

  it('finds the centre of a box across the antimeridian', () => {
    expect(boundsCentre({ south: 10, west: 170, north: 20, east: -170 })).toEqual({ latitude: 15, longitude: 180 });
    expect(boundsCentre({ south: 10, west: 160, north: 20, east: -160 }).longitude).toBeCloseTo(180);
    expect(boundsCentre({ south: 30, west: -100, north: 40, east: -90 })).toEqual({ latitude: 35, longitude: -95 });
    expect(inBounds(retailerAt('1', 15, 179), { south: 10, west: 170, north: 20, east: -170 })).toBe(true);
    expect(inBounds(retailerAt('1', 15, 0), { south: 10, west: 170, north: 20, east: -170 })).toBe(false);
  });
});
