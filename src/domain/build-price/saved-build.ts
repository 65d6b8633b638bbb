/**
 * A saved build: the choices of a Build & Price configuration, stored under a short token so a visitor can come
 * back to it (or share it). What is stored is only codes; names, states and tokens are derived from the catalog
 * when the build is read, so a saved build always shows the catalog as it is now — and a build the catalog can
 * no longer make (a trim or colour withdrawn) is refused rather than shown half-broken.
 */
import { z } from 'zod';
import { accessoryStates, baseAccessoryStates, changedStates, encodeAccessoryToken, type AccessoryStates } from '#domain/catalog/accessory-rules.ts';
import { findModel, findYear, text, type Catalog, type CatalogModel, type CatalogModelYear, type CatalogTrim } from '#domain/catalog/catalog.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { CATALOG_CODE } from '#domain/catalog/codes.ts';
import type { TokenDataSchema } from '#domain/catalog/contract.ts';

/** The same code grammar as the catalog and the accessory routes: 2 to 12 uppercase letters or digits. */
const Code = z.string().regex(CATALOG_CODE, 'codes are 2 to 12 uppercase letters or digits');
/** The most accessories a build can carry; matches the `selected` limit of the accessory configuration route. */
export const MAX_SAVED_ACCESSORIES = 60;

/** What a visitor's browser sends to save a build, and what is stored. Strict: an unknown key is a client bug. */
export const SavedBuildInput = z.strictObject({
  /** The same bounds as the routes' year parameters; the catalog decides which years exist. */
  year: z.number().int().min(2000).max(2100),
  modelCode: z.string().regex(/^[A-Z]{3,4}$/, 'model codes are 3 to 4 uppercase letters'),
  trimCode: z.string().regex(/^[A-Z]{3,4}$/, 'trim codes are 3 to 4 uppercase letters'),
  transmissionCode: Code,
  /** null when the trim is built without a package. */
  optionPackageCode: Code.nullable(),
  exteriorColorCode: Code,
  interiorColorCode: Code,
  accessories: z
    .array(Code)
    .max(MAX_SAVED_ACCESSORIES)
    .refine((codes) => new Set(codes).size === codes.length, 'accessory codes must be unique')
    // A refinement does not reach the JSON schema; this documents the same rule in the OpenAPI document.
    .meta({ uniqueItems: true, description: 'Codes of the accessories the visitor chose' }),
  /** The visitor's location when saved, so the destination charge is the one they were shown. */
  state: z.string().regex(/^[A-Z]{2}$/, 'state is a 2-letter uppercase code').optional(),
  region: z.string().regex(/^\d{3}$/, 'region is 3 digits').optional(),
});
export type SavedBuild = z.infer<typeof SavedBuildInput>;

export type SavedBuildCheck = { ok: true } | { ok: false; reason: string };

type ExteriorColor = CatalogModelYear['exteriorColors'][number];
type InteriorColor = ExteriorColor['interiorColors'][number];
type Resolved =
  | { ok: true; model: CatalogModel; year: CatalogModelYear; trim: CatalogTrim; exterior: ExteriorColor; interior: InteriorColor; states: AccessoryStates }
  | { ok: false; reason: string };

/** Finds every catalog record a saved build names, checking each choice against the one before it. */
function resolve(catalog: Catalog, input: SavedBuild): Resolved {
  const fail = (reason: string) => ({ ok: false, reason }) as const;
  const model = findModel(catalog, input.modelCode);
  if (!model) return fail(`No model ${input.modelCode}`);
  if (!model.active) return fail(`Model ${model.code} is not active`);
  const year = findYear(model, input.year);
  if (!year) return fail(`No year ${input.year} for model ${model.code}`);
  if (!year.active) return fail(`Year ${year.year} of ${model.code} is not active`);
  const where = `${model.code} ${year.year}`;
  const trim = year.trims.find((item) => item.code === input.trimCode);
  if (!trim) return fail(`No trim ${input.trimCode} on ${where}`);

  if (!trim.transmissions.some((item) => item.code === input.transmissionCode)) return fail(`No transmission ${input.transmissionCode} on ${trim.code}`);

  const required = trim.optionPackages.find((item) => item.required);
  if (input.optionPackageCode !== null && !trim.optionPackages.some((item) => item.code === input.optionPackageCode)) {
    return fail(`No package ${input.optionPackageCode} on ${trim.code}`);
  }
  if (required && input.optionPackageCode !== required.code) return fail(`Trim ${trim.code} requires package ${required.code}`);

  const exterior = year.exteriorColors.find((item) => item.code === input.exteriorColorCode);
  if (!exterior) return fail(`No exterior colour ${input.exteriorColorCode} on ${where}`);
  if (!trim.colors.includes(exterior.code)) return fail(`Exterior colour ${exterior.code} is not offered on ${trim.code}`);
  const interior = exterior.interiorColors.find((item) => item.code === input.interiorColorCode);
  if (!interior) return fail(`No interior colour ${input.interiorColorCode} with exterior ${exterior.code}`);

  const byCode = new Map(model.accessories.map((item) => [item.code, item]));
  const base = baseAccessoryStates(model, trim);
  for (const code of input.accessories) {
    if (!byCode.has(code)) return fail(`No accessory ${code} on ${model.code}`);
    // Standard and trim-Included accessories come with the trim: choosing one again would price it twice.
    if (base[code] !== 'Available') return fail(`Accessory ${code} is ${base[code] ?? 'unknown'} on ${trim.code}`);
  }
  const chosen = new Set(input.accessories);
  for (const code of input.accessories) {
    const accessory = byCode.get(code);
    // `conflicts` is not always written on both sides, so either side naming the other is a conflict.
    const other = accessory?.conflicts.find((item) => chosen.has(item)) ?? input.accessories.find((item) => byCode.get(item)?.conflicts.includes(code));
    if (other !== undefined) return fail(`Accessory ${code} conflicts with ${other}`);
  }
  const states = accessoryStates(model, trim, input.accessories);
  for (const code of input.accessories) {
    // A requirement is met by anything on the build: chosen, Standard on the trim, or included by the trim or a
    // chosen bundle — the same test accessoryAddition uses, so a build the configurator allows can be saved.
    const missing = byCode.get(code)?.requires.find((item) => states[item] !== 'Selected' && states[item] !== 'Standard' && states[item] !== 'Included');
    if (missing !== undefined) return fail(`Accessory ${code} requires ${missing}`);
  }
  return { ok: true, model, year, trim, exterior, interior, states };
}

/** Checks a saved build against the catalog; the reason is a short English message for developers and logs. */
export function validateSavedBuild(catalog: Catalog, input: SavedBuild): SavedBuildCheck {
  const resolved = resolve(catalog, input);
  return resolved.ok ? { ok: true } : { ok: false, reason: resolved.reason };
}

/** The spec's tokenData: a saved build with localised colour names and its accessory configuration (the service's contract). */
export type TokenData = z.infer<typeof TokenDataSchema>;

/** The tokenData of a saved build in `lang`, or null when the catalog can no longer make the build. */
export function tokenDataView(catalog: Catalog, saved: SavedBuild, lang: Language): TokenData | null {
  const resolved = resolve(catalog, saved);
  if (!resolved.ok) return null;
  const { model, year, trim, exterior, interior, states } = resolved;
  return {
    modelYear: year.year,
    modelCode: model.code,
    trimCode: trim.code,
    transmissionCode: saved.transmissionCode,
    optionPackageCode: saved.optionPackageCode,
    exteriorColor: text(exterior.name, lang),
    exteriorColorCode: exterior.code,
    interiorColor: text(interior.name, lang),
    interiorColorCode: interior.code,
    accessories: [...saved.accessories],
    state: saved.state ?? null,
    region: saved.region ?? null,
    accessoryConfiguration: {
      accessoryStates: states,
      mostPopular: model.accessories.filter((item) => item.mostPopular).map((item) => item.code),
      hydrateToken: {
        token: encodeAccessoryToken({
          year: year.year,
          model: model.code,
          trim: trim.code,
          transmission: saved.transmissionCode,
          packageCode: saved.optionPackageCode ?? 'none',
          selected: saved.accessories,
        }),
      },
      // Against the trim's own states, so the summary lists what the visitor's choices changed.
      summary: { changedStates: changedStates(baseAccessoryStates(model, trim), states) },
    },
  };
}
