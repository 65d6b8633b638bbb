/**
 * Honest distances (issue 17): a search from a place answers the retailers nearest it, however far they are, but
 * only those within the search radius are presented as near. The others are listed apart, with their distance,
 * under a heading that says they are far away; when none is within the radius the spec's "Uh-oh! … more than N
 * miles away" message is shown. The US territories have no retailers: a ZIP there gets its own answer.
 */

/** The radius of "near": by/zip and query answer it, the radius message names it, by/distance defaults to it. */
export const DEFAULT_RADIUS_MILES = 250;

/** US territories with ZIP codes of their own, where the network has no retailers (by USPS state code). */
export const US_TERRITORIES = ['PR', 'VI', 'GU', 'MP', 'AS'] as const;
export type UsTerritory = (typeof US_TERRITORIES)[number];

export function isUsTerritory(state: unknown): state is UsTerritory {
  return typeof state === 'string' && (US_TERRITORIES as readonly string[]).includes(state);
}

/**
 * Whether a result at `distance` miles is within `radius`. Distances are compared as shown (rounded), so a card
 * reading "250 mi" is never listed as far from a 250-mile radius. A result without a distance (a name search) or a
 * list without a radius (a map box) makes no claim of distance: it counts as within.
 */
export function isWithinRadius(distance: number | null | undefined, radius: number | null | undefined): boolean {
  if (typeof radius !== 'number' || typeof distance !== 'number') return true;
  return distance <= radius;
}

/** The results within the radius and those beyond it, each in the list's own (nearest-first) order. */
export function splitByRadius<T extends { distance: number | null }>(results: readonly T[], radius: number | null | undefined): { near: T[]; far: T[] } {
  const near: T[] = [];
  const far: T[] = [];
  for (const result of results) (isWithinRadius(result.distance, radius) ? near : far).push(result);
  return { near, far };
}
