/**
 * A form's draft: what the visitor typed and has not sent yet, kept in the tab's session storage so a reload (or a
 * flaky connection that reloads the page) does not lose it. Only what the visitor types or picks is kept: hidden
 * carriers (a VIN, a build token) come with the page, and chosen files cannot be stored. The draft is dropped once
 * the form is sent, and when the tab closes.
 */
import type { FieldConfig } from './types.ts';

export type DraftValue = string | string[];
export type Draft = Record<string, DraftValue>;

const NOT_KEPT = new Set<FieldConfig['component']>(['hidden', 'file']);
/** A bound on what one draft may hold: the longest field is a 5,000-character story. */
const MAX_VALUE_LENGTH = 10_000;
const MAX_CHOICES = 50;

/** The fields of a form whose values a draft keeps. */
export function draftFields(fields: readonly FieldConfig[]): FieldConfig[] {
  return fields.filter((field) => !NOT_KEPT.has(field.component));
}

const isValue = (value: unknown): value is DraftValue =>
  (typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) ||
  (Array.isArray(value) && value.length <= MAX_CHOICES && value.every((item) => typeof item === 'string' && item.length <= MAX_VALUE_LENGTH));

const isEmpty = (value: DraftValue) => (Array.isArray(value) ? value.length === 0 : value.trim() === '');

/** The draft to keep for these values: the kept fields that are not empty, or null when there is nothing to keep. */
export function draftOf(fields: readonly FieldConfig[], values: Readonly<Record<string, DraftValue | undefined>>): Draft | null {
  const draft: Draft = {};
  for (const field of draftFields(fields)) {
    const value = values[field.name];
    if (value !== undefined && isValue(value) && !isEmpty(value)) draft[field.name] = value;
  }
  return Object.keys(draft).length > 0 ? draft : null;
}

/**
 * The values a stored draft gives back: only known, kept fields with a value of the right shape, and only where the
 * page has nothing of its own (what the server put in the form, e.g. a no-script submission's values, wins).
 */
export function restoreDraft(fields: readonly FieldConfig[], stored: unknown, current: Readonly<Record<string, DraftValue | undefined>>): Draft {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const restored: Draft = {};
  for (const field of draftFields(fields)) {
    const value = (stored as Record<string, unknown>)[field.name];
    const now = current[field.name];
    if (isValue(value) && !isEmpty(value) && (now === undefined || isEmpty(now))) restored[field.name] = value;
  }
  return restored;
}
