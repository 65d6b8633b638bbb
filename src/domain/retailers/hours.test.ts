import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasHours, hoursProblems, weeklyHours, weeklySchedule, WEEK_ORDER } from './hours.ts';
import type { OpeningHours, Retailer } from './types.ts';

const weekdays = (department: OpeningHours['department'], opens: string, closes: string): OpeningHours[] =>
  ([1, 2, 3, 4, 5] as const).map((day) => ({ day, department, opens, closes }));

const week: OpeningHours[] = [
  ...weekdays('sales', '09:00', '20:00'),
  { day: 6, department: 'sales', opens: '09:00', closes: '18:00' },
  ...weekdays('service', '07:30', '18:00'),
];

describe('hoursProblems', () => {
  it('accepts a normal week', () => {
    expect(hoursProblems(week)).toEqual([]);
  });

  it('names each problem: bad clock, closing before opening, two slots on one day', () => {
    expect(hoursProblems([{ day: 1, department: 'sales', opens: '9:00', closes: '20:00' }])).toEqual(['sales day 1: times must be HH:MM']);
    expect(hoursProblems([{ day: 2, department: 'sales', opens: '20:00', closes: '09:00' }])).toEqual(['sales day 2: opens at 20:00 but closes at 09:00']);
    expect(hoursProblems([{ day: 3, department: 'service', opens: '24:00', closes: '25:00' }])).toHaveLength(1);
    expect(
      hoursProblems([
        { day: 4, department: 'service', opens: '08:00', closes: '12:00' },
        { day: 4, department: 'service', opens: '13:00', closes: '17:00' },
      ]),
    ).toEqual(['service day 4: more than one slot']);
    expect(hoursProblems([{ day: 7 as OpeningHours['day'], department: 'sales', opens: '08:00', closes: '12:00' }])).toEqual(['sales day 7: day must be 0 (Sunday) to 6']);
  });

  it('finds nothing wrong with any retailer of the demo network', () => {
    const network = JSON.parse(readFileSync(new URL('../../../catalog/retailers.json', import.meta.url), 'utf8')) as Retailer[];
    for (const retailer of network) expect(hoursProblems(retailer.hours), retailer.id).toEqual([]);
    // The demo promises sales Monday to Saturday everywhere, and service on weekdays wherever there is service.
    for (const retailer of network) {
      const days = (department: string) => retailer.hours.filter((slot) => slot.department === department).map((slot) => slot.day);
      expect(days('sales'), retailer.id).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6]));
      if (retailer.services.includes('service')) expect(days('service'), retailer.id).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    }
  });
});

describe('weeklySchedule', () => {
  it('prints Monday to Sunday, merging consecutive days with the same hours', () => {
    expect(weeklySchedule(week, 'sales')).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '20:00' },
      { days: [6], opens: '09:00', closes: '18:00' },
      { days: [0], opens: null, closes: null },
    ]);
    expect(weeklySchedule(week, 'service')).toEqual([
      { days: [1, 2, 3, 4, 5], opens: '07:30', closes: '18:00' },
      { days: [6, 0], opens: null, closes: null },
    ]);
  });

  it('covers all seven days even for a department without hours', () => {
    expect(weeklySchedule([], 'service')).toEqual([{ days: [...WEEK_ORDER], opens: null, closes: null }]);
  });
});

describe('hasHours and weeklyHours', () => {
  it('tell whether a department keeps hours and how many in a week', () => {
    expect(hasHours(week, 'service')).toBe(true);
    expect(hasHours(weekdays('sales', '09:00', '17:00'), 'service')).toBe(false);
    expect(weeklyHours(week, 'sales')).toBe(5 * 11 + 9);
    expect(weeklyHours(week, 'service')).toBe(5 * 10.5);
  });
});
