/**
 * Share the Love's charities (`catalog/charities.json`): the national charities a buyer may choose, and each
 * participating retailer's hometown charity — one per retailer, of a cause the retailer's id picks from the file's
 * hometown kinds, named for its town. The file's shape, the contract of `/services/sharethelove/charities/national`
 * and `/services/sharethelove/charities`, and the views both they and the share-the-love page use.
 */
import { z } from 'zod';
import { Localized } from '#domain/catalog/catalog-schema.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import type { Retailer } from '#domain/retailers/contract.ts';

export const CAUSES = ['animals', 'environment', 'hunger', 'children', 'education'] as const;
export type Cause = (typeof CAUSES)[number];

/** A Localized text whose every language has `{city}`. */
const CityTemplate = Localized.refine((value) => LANGUAGES.every((lang) => value[lang].includes('{city}')), 'every language needs {city}');

export const CharitiesFile = z.object({
  national: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]{2,40}$/),
        name: z.string().min(1),
        cause: z.enum(CAUSES),
        website: z.url({ protocol: /^https$/ }),
        description: Localized,
      }),
    )
    .min(1),
  hometown: z.array(z.object({ cause: z.enum(CAUSES), name: CityTemplate, description: CityTemplate })).min(1),
});
export type CharitiesFile = z.infer<typeof CharitiesFile>;

// ---- the contract ----

const Lang = z.enum(LANGUAGES, { error: 'lang must be en, es or zh.' }).default('en').describe('Language of the descriptions');
export const NationalCharitiesQuerySchema = z.object({ lang: Lang });
export const HometownCharitiesQuerySchema = z.object({
  zip: z.string().regex(/^\d{5}(-\d{4})?$/, 'Invalid ZipCode').describe('Find the participating retailers nearest this ZIP code'),
  count: z.coerce.number().int().min(1).max(10).default(3).describe('How many retailers’ charities, nearest first'),
  lang: Lang,
});

export const CharitySchema = z.object({
  id: z.string(),
  name: z.string(),
  cause: z.enum(CAUSES),
  description: z.string().describe('In the language asked'),
  website: z.string().nullable().describe('The charity’s own site (national charities)'),
});
export type Charity = z.infer<typeof CharitySchema>;

export const NationalCharitiesSchema = z.object({ lang: z.enum(LANGUAGES), charities: z.array(CharitySchema) });
export type NationalCharities = z.infer<typeof NationalCharitiesSchema>;

export const HometownCharitySchema = CharitySchema.extend({
  retailer: z.object({ id: z.string(), name: z.string(), city: z.string(), state: z.string(), url: z.string().describe('The retailer’s page, in the language asked') }),
  distance: z.number().nullable().describe('Miles from the ZIP code to the retailer'),
});
export type HometownCharity = z.infer<typeof HometownCharitySchema>;

export const HometownCharitiesSchema = z.object({ lang: z.enum(LANGUAGES), zip: z.string(), charities: z.array(HometownCharitySchema) });
export type HometownCharities = z.infer<typeof HometownCharitiesSchema>;

export function nationalCharities(file: CharitiesFile, lang: Language): Charity[] {
  return file.national.map((charity) => ({ id: charity.id, name: charity.name, cause: charity.cause, description: charity.description[lang], website: charity.website }));
}

/** A retailer's hometown charity: its kind chosen by the retailer's id, so it stays the same from visit to visit. */
export function hometownCharity(file: CharitiesFile, retailer: Pick<Retailer, 'id' | 'address'>, lang: Language): Charity {
  const number = Number.parseInt(retailer.id.replace(/\D/g, ''), 10);
  const kind = file.hometown[(Number.isFinite(number) ? number : 0) % file.hometown.length] ?? file.hometown[0]!;
  const city = retailer.address.city;
  return { id: `hometown-${retailer.id}`, name: kind.name[lang].replaceAll('{city}', city), cause: kind.cause, description: kind.description[lang].replaceAll('{city}', city), website: null };
}

/** A hometown charity's id names its retailer: `hometown-{retailerId}`. The retailer's id, or null for any other id. */
export function hometownRetailerId(id: string): string | null {
  return /^hometown-(\d{5})$/.exec(id)?.[1] ?? null;
}

/** What the nomination form shows of one listed charity (a hometown one names its retailer, and how far it is). */
export interface CharityChoice {
  id: string;
  name: string;
  cause: Cause;
  retailer: { name: string; city: string; state: string } | null;
  distance: number | null;
}
