/**
 * The order a form's name fields take in a language: Chinese writes the family name first (王小明), so on Chinese
 * pages the family-name field comes before the given-name field (DECISIONS.md); other languages keep given name first.
 */
import type { Language } from '#domain/i18n/languages.ts';
import type { FieldConfig } from './types.ts';

/** Languages whose names are written family name first. */
const FAMILY_NAME_FIRST: ReadonlySet<Language> = new Set<Language>(['zh']);

/**
 * The fields in the language's order: where a given-name field is directly followed by a family-name field, the two
 * change places (and their left/right layout with them). Everything else keeps its place.
 */
export function inNameOrder(fields: readonly FieldConfig[], lang: Language): FieldConfig[] {
  const out = [...fields];
  if (!FAMILY_NAME_FIRST.has(lang)) return out;
  for (let i = 0; i + 1 < out.length; i++) {
    const given = out[i];
    const family = out[i + 1];
    if (given?.validation !== 'firstName' || family?.validation !== 'lastName') continue;
    out[i] = given.layout && family.layout ? { ...family, layout: given.layout } : family;
    out[i + 1] = given.layout && family.layout ? { ...given, layout: family.layout } : given;
    i++;
  }
  return out;
}
