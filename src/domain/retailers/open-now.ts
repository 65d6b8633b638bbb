/** Whether a retailer's department is open at a moment, in the retailer's own time zone, and its hours that day (formatClock of src/domain/i18n/format.ts writes them). */
import type { Department } from './hours.ts';
import type { Retailer } from './types.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Weekday (0 = Sunday) and "HH:MM" of `at` in `timeZone`, as Intl (the browser's or Node's time-zone data) reads it. */
export function intlLocalTime(at: Date, timeZone: string): { day: number; time: string } {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(part('weekday')), time: `${part('hour')}:${part('minute')}` };
}

/**
 * The time zones of the retailer network: standard offset from UTC in minutes, and whether the zone keeps US daylight
 * saving time. A page's first `Intl.DateTimeFormat` starts the browser's ICU library (160–230 ms of main thread at 4x
 * CPU, inside the finder's hydration, where every card asks whether its retailer is open), so these zones are read by
 * hand under the federal rule (Energy Policy Act of 2005, in force since 2007): daylight time from 2:00 local time on
 * the second Sunday of March to 2:00 local daylight time on the first Sunday of November. Any other zone, or a moment
 * before 2007, goes to Intl; `open-now.test.ts` holds both readings to the same answer around every change.
 */
const US_ZONES: Readonly<Record<string, { standard: number; daylight: boolean }>> = {
  'America/New_York': { standard: -300, daylight: true },
  'America/Detroit': { standard: -300, daylight: true },
  'America/Indiana/Indianapolis': { standard: -300, daylight: true },
  'America/Chicago': { standard: -360, daylight: true },
  'America/Menominee': { standard: -360, daylight: true },
  'America/Denver': { standard: -420, daylight: true },
  'America/Boise': { standard: -420, daylight: true },
  'America/Phoenix': { standard: -420, daylight: false },
  'America/Los_Angeles': { standard: -480, daylight: true },
  'America/Anchorage': { standard: -540, daylight: true },
  'Pacific/Honolulu': { standard: -600, daylight: false },
};

export const HAND_READ_ZONES: readonly string[] = Object.keys(US_ZONES);

const MINUTE = 60_000;
const FEDERAL_RULE_SINCE = Date.UTC(2007, 0, 1);

/** The day of month of the `nth` Sunday of a month (month 0-based). */
function nthSunday(year: number, month: number, nth: number): number {
  return 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + 7 * (nth - 1);
}

const pad = (value: number) => (value < 10 ? `0${value}` : String(value));

/** Weekday (0 = Sunday) and "HH:MM" of `at` in `timeZone`. */
export function localTime(at: Date, timeZone: string): { day: number; time: string } {
  const zone = US_ZONES[timeZone];
  const instant = at.getTime();
  if (!zone || !(instant >= FEDERAL_RULE_SINCE)) return intlLocalTime(at, timeZone);
  let offset = zone.standard;
  if (zone.daylight) {
    const year = new Date(instant + offset * MINUTE).getUTCFullYear();
    const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - zone.standard * MINUTE;
    const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - (zone.standard + 60) * MINUTE;
    if (instant >= starts && instant < ends) offset += 60;
  }
  const local = new Date(instant + offset * MINUTE);
  return { day: local.getUTCDay(), time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}` };
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
