/**
 * Connected services by model year (`catalog/connected-services.json`): the plans of the brand's connected-car
 * service each year — what is included and for how long, the monthly price after, and the features — and what a
 * model year gets of them: a feature that needs a powertrain (remote engine start, charge scheduling) is listed only
 * for the model years that have it. The shape of the file, the contract of
 * `GET /services/vehicles/connectedservices/{year}/{modelCode}`, and the view both that service and the model pages use.
 */
import { z } from 'zod';
import { formatCents } from '#domain/i18n/format.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { text, type Catalog, type CatalogModelYear } from './catalog.ts';
import { Localized, ModelCode } from './catalog-schema.ts';

export const POWERTRAINS = ['gas', 'hybrid', 'electric'] as const;
export type Powertrain = (typeof POWERTRAINS)[number];

const Code = z.string().regex(/^[A-Z]{2,12}$/, 'codes are 2 to 12 capital letters');

const Feature = z.object({
  code: Code,
  name: Localized,
  description: Localized,
  /** Only for model years with one of these powertrains (all when absent). */
  powertrains: z.array(z.enum(POWERTRAINS)).min(1).optional(),
});

const Plan = z.object({
  code: Code,
  name: Localized,
  /** Months included with a new vehicle, from the day it is sold. */
  includedMonths: z.number().int().min(0).max(240),
  /** The monthly price after that, in cents; null when the plan ends with the included months. */
  monthlyPriceCents: z.number().int().min(0).nullable(),
  features: z.array(Code).min(1),
});

export const ConnectedServicesFile = z
  .object({
    name: z.string().min(1),
    features: z.array(Feature).min(1),
    years: z.array(z.object({ year: z.number().int().min(2000).max(2100), plans: z.array(Plan).min(1) })).min(1),
  })
  .superRefine((file, context) => {
    const codes = new Set(file.features.map((feature) => feature.code));
    file.years.forEach((year, yearIndex) => {
      year.plans.forEach((plan, planIndex) => {
        for (const code of plan.features) {
          if (!codes.has(code)) context.addIssue({ code: 'custom', message: `unknown feature ${code}`, path: ['years', yearIndex, 'plans', planIndex, 'features'] });
        }
      });
    });
    if (new Set(file.years.map((year) => year.year)).size !== file.years.length) context.addIssue({ code: 'custom', message: 'a year appears twice', path: ['years'] });
  });
export type ConnectedServicesFile = z.infer<typeof ConnectedServicesFile>;

// ---- the contract ----

export const ConnectedServicesParamsSchema = z.object({
  year: z.coerce.number({ error: 'year must be a model year.' }).int('year must be a model year.').min(2000, 'year must be a model year.').max(2100, 'year must be a model year.'),
  modelCode: ModelCode,
});
export const ConnectedServicesQuerySchema = z.object({ lang: z.enum(LANGUAGES, { error: 'lang must be en, es or zh.' }).default('en') });

export const ConnectedFeatureSchema = z.object({ code: z.string(), name: z.string(), description: z.string() });
export const ConnectedPlanSchema = z.object({
  code: z.string(),
  name: z.string().describe('The plan’s name in the language asked'),
  includedMonths: z.number().int(),
  monthlyPriceCents: z.number().int().nullable().describe('After the included months; null when the plan ends then'),
  /** "Included for 10 years", "5 years included, then $8.00/month" — in the language asked. */
  terms: z.string(),
  features: z.array(ConnectedFeatureSchema),
});
export const ConnectedServicesSchema = z.object({
  service: z.string().describe('The connected service’s brand name'),
  modelCode: z.string(),
  year: z.number().int(),
  powertrain: z.enum(POWERTRAINS),
  plans: z.array(ConnectedPlanSchema),
});
export type ConnectedServices = z.infer<typeof ConnectedServicesSchema>;

/** A model year's powertrain: electric when every trim has a range, hybrid when one trim is a hybrid. */
export function powertrainOf(year: CatalogModelYear): Powertrain {
  if (year.trims.length > 0 && year.trims.every((trim) => trim.specs.rangeMiles !== null)) return 'electric';
  return year.trims.some((trim) => trim.hybrid) ? 'hybrid' : 'gas';
}

/** The words of a plan's terms, from the dictionary (`t`), for its months and price. */
export type TermsWords = (
  key: 'connected.terms.included' | 'connected.terms.thenMonthly' | 'connected.terms.years' | 'connected.terms.months',
  values: Record<string, string | number>,
) => string;

function duration(months: number, words: TermsWords): string {
  // The dictionary's plural forms say "1 year" / "3 years" (decision 035).
  return months % 12 === 0 ? words('connected.terms.years', { count: months / 12 }) : words('connected.terms.months', { count: months });
}

/** What a model year gets: null when the file has no plans for that year (or the model has no such year). */
export function connectedServicesFor(file: ConnectedServicesFile, catalog: Catalog, modelCode: string, year: number, lang: Language, words: TermsWords): ConnectedServices | null {
  const model = catalog.models.find((item) => item.code === modelCode);
  const modelYear = model?.years.find((item) => item.year === year);
  const plans = file.years.find((item) => item.year === year)?.plans;
  if (!model || !modelYear || !plans) return null;
  const powertrain = powertrainOf(modelYear);
  const features = new Map(file.features.map((feature) => [feature.code, feature]));
  return {
    service: file.name,
    modelCode: model.code,
    year,
    powertrain,
    plans: plans
      .map((plan) => ({
        code: plan.code,
        name: text(plan.name, lang),
        includedMonths: plan.includedMonths,
        monthlyPriceCents: plan.monthlyPriceCents,
        terms:
          plan.monthlyPriceCents === null
            ? words('connected.terms.included', { duration: duration(plan.includedMonths, words) })
            : words('connected.terms.thenMonthly', { duration: duration(plan.includedMonths, words), price: formatCents(plan.monthlyPriceCents) }),
        features: plan.features
          .map((code) => features.get(code))
          .filter((feature) => feature !== undefined && (!feature.powertrains || feature.powertrains.includes(powertrain)))
          .map((feature) => ({ code: feature!.code, name: text(feature!.name, lang), description: text(feature!.description, lang) })),
      }))
      .filter((plan) => plan.features.length > 0),
  };
}
