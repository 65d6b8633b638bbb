/** Whether a retailer's department is open at a moment, in the retailer's own time zone, and its hours that day (formatClock of src/domain/i18n/format.ts writes them). */
import type { Department } from './hours.ts';
import type { Retailer } from './types.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekday (0 = Sunday) and "HH:MM" of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): { day: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(part('weekday')), time: `${part('hour')}:${part('minute')}` };
}

export function isOpen(retailer: Pick<Retailer, 'hours' | 'timeZone'>, department: Department, at: Date): boolean {
  const { day, time } = localTime(at, retailer.timeZone);
  return retailer.hours.some((slot) => slot.department === department && slot.day === day && slot.opens <= time && time < slot.closes);
}

/** Today's hours of a department ("09:00–19:00"), or null when it is closed all day. */
export function todaysHours(retailer: Pick<Retailer, 'hours' | 'timeZone'>, department: Department, at: Date): { opens: string; closes: string } | null {
  const { day } = localTime(at, retailer.timeZone);
  const slot = retailer.hours.find((item) => item.department === department && item.day === day);
  return slot ? { opens: slot.opens, closes: slot.closes } : null;
}
