import { describe, expect, it } from 'vitest';
import { isOpen, localTime, todaysHours } from './open-now.ts';
import type { OpeningHours } from './types.ts';

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
