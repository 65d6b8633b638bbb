import { describe, expect, it } from 'vitest';
import { HAND_READ_ZONES, intlLocalTime, isOpen, localTime, todaysHours } from './open-now.ts';
import type { OpeningHours } from './types.ts';
import { countIntlConstructions } from '#test/support/count-constructions.ts';

const hours: OpeningHours[] = [
  { day: 1, department: 'sales', opens: '09:00', closes: '20:00' },
  { day: 1, department: 'service', opens: '07:30', closes: '18:00' },
  { day: 6, department: 'sales', opens: '10:00', closes: '17:00' },
];
const retailer = { hours, timeZone: 'America/Chicago' };

describe('open now', () => {
  it('reads the moment in the retailer time zone', () => {
    // Monday 23 Nov 2026, 15:00 UTC is 09:00 in Chicago (CST, UTC-6).
    expect(localTime(new Date('2026-11-23T15:00:00Z'), 'America/Chicago')).toEqual({ day: 1, time: '09:00' });
    expect(localTime(new Date('2026-11-23T15:00:00Z'), 'America/Los_Angeles')).toEqual({ day: 1, time: '07:00' });
  });

  it('is open from opening time up to (not including) closing time, per department', () => {
    expect(isOpen(retailer, 'sales', new Date('2026-11-23T14:59:00Z'))).toBe(false);
    expect(isOpen(retailer, 'sales', new Date('2026-11-23T15:00:00Z'))).toBe(true);
    expect(isOpen(retailer, 'service', new Date('2026-11-23T13:45:00Z'))).toBe(true);
    expect(isOpen(retailer, 'sales', new Date('2026-11-24T02:00:00Z'))).toBe(false);
    // Sunday: no sales hours at all.
    expect(isOpen(retailer, 'sales', new Date('2026-11-22T18:00:00Z'))).toBe(false);
    expect(todaysHours(retailer, 'sales', new Date('2026-11-22T18:00:00Z'))).toBeNull();
    expect(todaysHours(retailer, 'sales', new Date('2026-11-28T18:00:00Z'))).toEqual({ opens: '10:00', closes: '17:00' });
  });
});

describe('the network’s time zones read without Intl', () => {
  it('covers every time zone a retailer of the catalog is in', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const zones = new Set<string>();
    for (const file of readdirSync('catalog').filter((name) => name.endsWith('.json'))) {
      for (const match of readFileSync(`catalog/${file}`, 'utf8').matchAll(/"timeZone":\s*"([^"]+)"/g)) zones.add(match[1]!);
    }
    expect(zones.size).toBeGreaterThan(0);
    expect([...zones].filter((zone) => !HAND_READ_ZONES.includes(zone))).toEqual([]);
  });

  it('gives what Intl gives through 2026 and minute by minute in the hours around every daylight-time change from 2007 to 2040', () => {
    const moments: number[] = [];
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 37 * 60_000) moments.push(at);
    for (let year = 2007; year <= 2040; year += 1) {
      for (const month of [2, 10]) {
        // Every minute from 04:00 to 13:00 UTC on the day of a change (the second Sunday of March, the first of
        // November): 2:00 local time in every zone that changes, Eastern (06:00/07:00 UTC) to Alaska (10:00/11:00), falls in it.
        for (let day = 1; day <= 14; day += 1) {
          const date = new Date(Date.UTC(year, month, day));
          if (date.getUTCDay() !== 0 || (month === 2 ? day < 8 : day > 7)) continue;
          for (let at = date.getTime() + 4 * 3_600_000; at < date.getTime() + 13 * 3_600_000; at += 60_000) moments.push(at);
        }
      }
    }
    for (const zone of HAND_READ_ZONES) {
      const wrong = moments.filter((at) => JSON.stringify(localTime(new Date(at), zone)) !== JSON.stringify(intlLocalTime(new Date(at), zone)));
      expect(wrong.slice(0, 3).map((at) => `${new Date(at).toISOString()}: ${JSON.stringify(localTime(new Date(at), zone))} vs ${JSON.stringify(intlLocalTime(new Date(at), zone))}`), zone).toEqual([]);
    }
  });

  it('makes no Intl.DateTimeFormat for the network’s zones, and asks Intl for any other', () => {
    countIntlConstructions('DateTimeFormat', (made) => {
      expect(localTime(new Date('2026-07-04T16:30:00Z'), 'America/Denver')).toEqual({ day: 6, time: '10:30' });
      expect(localTime(new Date('2026-07-04T16:30:00Z'), 'America/Phoenix')).toEqual({ day: 6, time: '09:30' });
      expect(made()).toBe(0);
      expect(localTime(new Date('2026-07-04T16:30:00Z'), 'Europe/Lisbon')).toEqual({ day: 6, time: '17:30' });
      expect(made()).toBe(1);
    });
  });
});
