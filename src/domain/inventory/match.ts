/**
 * Inventory from a Build & Price build: the build as a page address (`match…` parameters), and how a vehicle in stock
 * differs from it — year, trim, colour, package, accessories and price — so the closest vehicles come first and each
 * says what is not as built.
 */
import { CODE_PATTERN } from './address.ts';
import type { InventoryVehicle } from './types.ts';

export interface BuildMatch {
  year: number;
  model: string;
  trim: string;
  color: string | null;
  package: string | null;
  accessories: string[];
  /** The build's price (with destination), to show each vehicle's difference. */
  price: number;
}

export type MatchDifference =
  | { kind: 'year'; value: number }
  | { kind: 'trim'; value: string }
  | { kind: 'color'; value: string }
  | { kind: 'package'; value: string | null }
  | { kind: 'missingAccessory'; value: string }
  | { kind: 'extraAccessory'; value: string };

/** How much each difference weighs in the order (lower total first): the nearer the build, the earlier. */
export const MATCH_WEIGHTS = { year: 8, trim: 4, color: 2, package: 2, accessory: 1 } as const;

const CODE = CODE_PATTERN;
const one = (value: unknown): string => (typeof value === 'string' ? value.trim().toUpperCase() : '');

/** The build an address names (`matchYear`, `matchModel`, `matchTrim`, `matchColor`, `matchPackage`, `matchAccessory`…, `matchPrice`), or null. */
export function parseBuildMatch(raw: Record<string, unknown>): BuildMatch | null {
  const year = typeof raw.matchYear === 'string' && /^\d{4}$/.test(raw.matchYear) ? Number(raw.matchYear) : null;
  const model = one(raw.matchModel);
  const trim = one(raw.matchTrim);
  if (year === null || !CODE.test(model) || !CODE.test(trim)) return null;
  const color = one(raw.matchColor);
  const pkg = one(raw.matchPackage);
  const accessories = (Array.isArray(raw.matchAccessory) ? raw.matchAccessory : [raw.matchAccessory]).map(one).filter((code) => CODE.test(code));
  const price = typeof raw.matchPrice === 'string' && /^\d{1,7}$/.test(raw.matchPrice) ? Number(raw.matchPrice) : 0;
  return { year, model, trim, color: CODE.test(color) ? color : null, package: CODE.test(pkg) ? pkg : null, accessories: [...new Set(accessories)].slice(0, 30), price };
}

/** The address parameters of a build (the inverse of parseBuildMatch). */
export function buildMatchSearch(match: BuildMatch): string {
  const params = new URLSearchParams({ matchYear: String(match.year), matchModel: match.model, matchTrim: match.trim });
  if (match.color) params.set('matchColor', match.color);
  if (match.package) params.set('matchPackage', match.package);
  for (const code of match.accessories) params.append('matchAccessory', code);
  if (match.price > 0) params.set('matchPrice', String(match.price));
  return params.toString();
}

/** What a vehicle has that the build does not, and the other way round; and its price against the build's. */
export function differences(match: BuildMatch, vehicle: Pick<InventoryVehicle, 'year' | 'trimCode' | 'exteriorColor' | 'packages' | 'accessories' | 'price'>): { items: MatchDifference[]; priceDelta: number | null } {
  const items: MatchDifference[] = [];
  if (vehicle.year !== match.year) items.push({ kind: 'year', value: vehicle.year });
  if (vehicle.trimCode !== match.trim) items.push({ kind: 'trim', value: vehicle.trimCode });
  if (match.color && vehicle.exteriorColor.code !== match.color) items.push({ kind: 'color', value: vehicle.exteriorColor.code });
  const pkg = vehicle.packages[0] ?? null;
  if (pkg !== match.package) items.push({ kind: 'package', value: pkg });
  for (const code of match.accessories) if (!vehicle.accessories.includes(code)) items.push({ kind: 'missingAccessory', value: code });
  for (const code of vehicle.accessories) if (!match.accessories.includes(code)) items.push({ kind: 'extraAccessory', value: code });
  return { items, priceDelta: match.price > 0 ? vehicle.price - match.price : null };
}

/** The order's score of a vehicle: 0 is the build exactly (the repository computes the same in SQL). */
export function matchScore(match: BuildMatch, vehicle: Parameters<typeof differences>[1]): number {
  return differences(match, vehicle).items.reduce((sum, item) => sum + (item.kind === 'missingAccessory' || item.kind === 'extraAccessory' ? MATCH_WEIGHTS.accessory : MATCH_WEIGHTS[item.kind]), 0);
}
