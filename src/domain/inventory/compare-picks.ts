/**
 * The vehicles a visitor picked to compare (at most COMPARE_LIMIT, in the order picked), kept across result pages
 * and filter changes in session storage. Pure: the island applies these to its state and the checkboxes.
 */
import { normaliseVin } from './vin.ts';

/** How many vehicles a visitor may compare side by side: the tray, the compare pages and their PDF. */
export const COMPARE_LIMIT = 3;

export interface ComparePick {
  vin: string;
  /** "2026 Kestrel Premium", for the tray and the remove button's name. */
  title: string;
  /** Its paint ("Glacier White Pearl") and stock number: what tells it from another of the same year, model and trim. */
  color?: string;
  stock?: string;
}

export type PickResult = { picks: ComparePick[]; refused: boolean };

/** Adds a pick (once) unless the limit is reached, which refuses it and leaves the picks as they were. */
export function addPick(picks: readonly ComparePick[], pick: ComparePick, limit = COMPARE_LIMIT): PickResult {
  if (picks.some((item) => item.vin === pick.vin)) return { picks: [...picks], refused: false };
  if (picks.length >= limit) return { picks: [...picks], refused: true };
  return { picks: [...picks, pick], refused: false };
}

export function removePick(picks: readonly ComparePick[], vin: string): ComparePick[] {
  return picks.filter((item) => item.vin !== vin);
}

/** Picks read back from storage: well-formed ones only, no repeats, at most the limit. */
export function parsePicks(value: unknown, limit = COMPARE_LIMIT): ComparePick[] {
  if (!Array.isArray(value)) return [];
  const out: ComparePick[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const { vin, title, color, stock } = item as Record<string, unknown>;
    const normal = typeof vin === 'string' ? normaliseVin(vin) : null;
    if (!normal || typeof title !== 'string' || out.some((pick) => pick.vin === normal)) continue;
    // Picks kept before the tray told vehicles apart have no colour or stock number.
    out.push({ vin: normal, title: title.slice(0, 120), ...(typeof color === 'string' && color ? { color: color.slice(0, 80) } : {}), ...(typeof stock === 'string' && stock ? { stock: stock.slice(0, 40) } : {}) });
    if (out.length === limit) break;
  }
  return out;
}

/** The compare page's query for the picks: `vin=…&vin=…`. */
export function compareQuery(picks: readonly ComparePick[]): string {
  return picks.map((pick) => `vin=${encodeURIComponent(pick.vin)}`).join('&');
}

export const compareStorageKey = (kind: string) => `inventory-compare-${kind}`;
