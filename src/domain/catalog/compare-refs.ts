/**
 * How the global compare page names a vehicle in its address (`?v=`) and the compare services name one in theirs
 * (`primary=`): one of the maker's trims as `{year}-{modelCode}-{trimCode}` (`2027-KSTL-SPRT`; the older
 * `{modelCode}-{trimCode}` means the model's latest active year), or another maker's demo vehicle by its lowercase id
 * (`vessaro-calder-se`). The two shapes cannot be confused (capitals against lowercase). No zod here: the compare
 * island ships it.
 */

export const OWN_REF = /^(?:(\d{4})-)?([A-Z]{3,4})-([A-Z]{3,4})$/;
export const COMPETITOR_REF = /^[a-z][a-z0-9]*(?:-[a-z0-9]+){1,5}$/;
/** The longest reference either shape allows (and what the services accept). */
export const REF_MAX_LENGTH = 60;

export type CompareRef = { kind: 'own'; year: number | null; modelCode: string; trimCode: string } | { kind: 'competitor'; id: string };

export function parseCompareRef(value: string): CompareRef | null {
  if (value.length > REF_MAX_LENGTH) return null;
  const own = OWN_REF.exec(value);
  if (own) return { kind: 'own', year: own[1] ? Number(own[1]) : null, modelCode: own[2]!, trimCode: own[3]! };
  return COMPETITOR_REF.test(value) ? { kind: 'competitor', id: value } : null;
}

export function ownRef(year: number, modelCode: string, trimCode: string): string {
  return `${year}-${modelCode}-${trimCode}`;
}
