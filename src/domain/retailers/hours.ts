/**
 * Rules about a retailer's weekly opening hours as data: what a valid week is (the seed refuses anything else) and
 * the week grouped the way a retailer page prints it ("Mon–Fri 09:00–20:00"). Whether a department is open at a
 * given moment is `open-now.ts`'s question.
 */
import type { OpeningHours } from './types.ts';

export type Department = OpeningHours['department'];
export type Weekday = OpeningHours['day'];

/** "HH:MM", 24-hour. Hours never run past midnight, so "24:00" is not needed. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The order a US week is printed in: Monday first, Sunday last. */
export const WEEK_ORDER: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** What is wrong with a week of hours, one message per problem; empty when it is valid. */
export function hoursProblems(hours: readonly OpeningHours[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const slot of hours) {
    const where = `${slot.department} day ${slot.day}`;
    if (!Number.isInteger(slot.day) || slot.day < 0 || slot.day > 6) problems.push(`${where}: day must be 0 (Sunday) to 6`);
    if (!CLOCK.test(slot.opens) || !CLOCK.test(slot.closes)) problems.push(`${where}: times must be HH:MM`);
    else if (slot.opens >= slot.closes) problems.push(`${where}: opens at ${slot.opens} but closes at ${slot.closes}`);
    const key = `${slot.department}|${slot.day}`;
    // One slot per day and department: "open now" and the printed week both assume it.
    if (seen.has(key)) problems.push(`${where}: more than one slot`);
    seen.add(key);
  }
  return problems;
}

export interface ScheduleRow {
  /** The consecutive days (in WEEK_ORDER) sharing these hours. */
  days: Weekday[];
  /** null when the department is closed on those days. */
  opens: string | null;
  closes: string | null;
}

/**
 * A department's week, Monday to Sunday, with consecutive days of equal hours merged into one row. Closed days are
 * rows too, so the printed week always covers seven days.
 */
export function weeklySchedule(hours: readonly OpeningHours[], department: Department): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  for (const day of WEEK_ORDER) {
    const slot = hours.find((item) => item.department === department && item.day === day);
    const opens = slot?.opens ?? null;
    const closes = slot?.closes ?? null;
    const last = rows[rows.length - 1];
    if (last && last.opens === opens && last.closes === closes) last.days.push(day);
    else rows.push({ days: [day], opens, closes });
  }
  return rows;
}

/** Whether the department keeps any hours at all (a retailer without a service department has none). */
export function hasHours(hours: readonly OpeningHours[], department: Department): boolean {
  return hours.some((slot) => slot.department === department);
}

/** Hours open in a week, for sorting and sanity checks. */
export function weeklyHours(hours: readonly OpeningHours[], department: Department): number {
  const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  return hours.filter((slot) => slot.department === department).reduce((sum, slot) => sum + (minutes(slot.closes) - minutes(slot.opens)) / 60, 0);
}
