/**
 * The contract of `/services/vehicles/*` and `/services/compare/*` (decision 005): the zod schemas of their input and
 * of the catalog as they answer it (localised, with the spec's field names), so the routes declare real shapes and
 * the OpenAPI document shows them. The answers are built by `./views.ts`; `contract.test.ts` holds every view of the
 * demo catalog to these schemas, field for field, so a field added to a view and not here is caught (the serializer
 * would drop it).
 *
 * The few records here are maps keyed by a catalog code (accessory states, a comparison's values per column): their
 * values are typed all the same.
 */
import { z } from 'zod';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { AccessoryState, FeaturesFile, Specs } from './catalog-schema.ts';
import { ACCESSORY_CODE_LIST, CATALOG_CODE, PACKAGE_CODE } from './codes.ts';
import { OWN_REF, REF_MAX_LENGTH } from './compare-refs.ts';

// ---- input ----

export const LangSchema = z.enum(LANGUAGES).default('en').describe('Language of names and descriptions');
export const LangQuerySchema = z.object({ lang: LangSchema });
export const ModelYearParamSchema = z.coerce.number().int().min(2000).max(2100).describe('Model year, 4 digits');
export const ModelCodeParamSchema = z.string().regex(/^[A-Z]{3,4}$/, 'model codes are 3 to 4 uppercase letters');
export const TrimCodeParamSchema = z.string().regex(/^[A-Z]{3,4}$/, 'trim codes are 3 to 4 uppercase letters');
const CodeParam = z.string().regex(CATALOG_CODE);
export const YearModelParamsSchema = z.object({ year: ModelYearParamSchema, modelCode: ModelCodeParamSchema });

/** trims/details and trim: the visitor's place, for the destination charge. */
export const TrimDetailsQuerySchema = z.object({
  state: z.string().regex(/^[A-Za-z]{2}$/, 'state is a 2-letter code').optional(),
  region: z.string().regex(/^\d{3}$/, 'region is 3 digits').optional(),
  lang: LangSchema,
});

export const AccessoryParamsSchema = z.object({
  year: ModelYearParamSchema,
  modelCode: ModelCodeParamSchema,
  trimCode: TrimCodeParamSchema,
  transmission: CodeParam,
  packageCode: z.string().regex(PACKAGE_CODE, 'a package code, or none'),
});

export const AccessoryQuerySchema = z.object({
  lang: LangSchema,
  selected: z
    .string()
    .regex(ACCESSORY_CODE_LIST)
    .optional()
    .describe('Accessory codes the visitor chose, comma-separated (alternatively carried by the token)'),
  add: CodeParam.optional().describe('An accessory whose addition to check: the answer says what it requires or conflicts with'),
});

export const CompareFeaturesQuerySchema = z.object({ lang: LangSchema, trims: z.string().regex(/^[A-Z]{3,4}(,[A-Z]{3,4}){0,5}$/).optional() });

// ---- the lineup ----

/** The spec's basic model data: one row per model and year. */
export const BasicModelDataSchema = z.object({ code: z.string(), year: z.number(), active: z.boolean(), hasHybridTrim: z.boolean(), hasWildernessTrim: z.boolean() });

export const ModelSummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  bodyStyle: z.string(),
  categories: z.array(z.string()),
  years: z.array(z.number()),
  startingMsrp: z.number().nullable(),
  tagline: z.string(),
});

export const ModelMarketingSchema = z.object({ code: z.string(), name: z.string(), tagline: z.string(), description: z.string(), highlights: z.array(z.string()) });
export const ModelYearsSchema = z.object({ code: z.string(), years: z.array(z.number()) });
export const CurrentYearSchema = z.object({ code: z.string(), year: z.number() });

/** A vehicle type (the spec's typeCodes), in display order. */
export const TypeCodeSchema = z.object({ code: z.string(), name: z.string(), activeOrder: z.number() });

/** One card of the all-vehicles page: the model's latest active year, its starting price and headline specs. */
export const AllVehiclesEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string().describe('The model page is /vehicles/{slug}.html'),
  year: z.number(),
  bodyStyle: z.string(),
  typeCodes: z.array(TypeCodeSchema),
  tagline: z.string(),
  startingMsrp: z.number(),
  mpgCity: z.number().nullable(),
  mpgHighway: z.number().nullable(),
  rangeMiles: z.number().nullable(),
  mpge: z.number().nullable(),
  seating: z.number(),
  hasHybridTrim: z.boolean(),
  hasWildernessTrim: z.boolean(),
  image: z.string().describe('Side drawing in the showcase colour'),
  imageFront: z.string(),
});

// ---- colours, trims, transmissions ----

export const InteriorColorViewSchema = z.object({ code: z.string(), name: z.string(), rgb: z.string(), default: z.boolean(), colorChip: z.string() });

export const ExteriorColorViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  msrp: z.number(),
  rgb: z.string(),
  default: z.boolean(),
  colorChip: z.string(),
  frontWheelRight: z.string().describe('Front drawing in this colour'),
  interiorColors: z.array(InteriorColorViewSchema),
});

export const OptionPackageViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  msrp: z.number(),
  features: z.array(z.string()).describe('Feature names'),
  required: z.boolean(),
  default: z.boolean(),
});

export const TransmissionViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  msrp: z.number(),
  trimCode: z.string(),
  optionPackages: z.array(OptionPackageViewSchema),
  defaultOptionPackageCode: z.string().nullable(),
});

/** A trim's specs with the engine in the visitor's language. */
export const SpecsViewSchema = Specs.extend({ engine: z.string() });

export const TrimDetailSchema = z.object({
  code: z.string(),
  name: z.string(),
  msrp: z.number(),
  year: z.number(),
  modelCode: z.string(),
  modelName: z.string(),
  hybrid: z.boolean(),
  wilderness: z.boolean(),
  defaultTransmissionCode: z.string(),
  transmissions: z.array(TransmissionViewSchema),
  specs: SpecsViewSchema,
  features: z.array(z.object({ code: z.string(), name: z.string() })),
  colors: z.array(z.string()).describe('Exterior colour codes offered on this trim'),
  image: z.string(),
  destinationCharge: z.number().optional().describe('First item of trims/details only: the destination charge for ?state=&region='),
  selectedState: z.string().nullable().optional().describe('First item only: a state of the region the charge is for'),
  selectedRegion: z.string().nullable().optional().describe('First item only: the region the charge is for'),
});

export const TrimBriefSchema = z.object({ code: z.string(), name: z.string(), msrp: z.number(), transmissions: z.array(TransmissionViewSchema) });

/** The spec's Vehicle entity for one model year. */
export const VehicleViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  year: z.number(),
  active: z.boolean(),
  bodyStyle: z.string(),
  typeCodes: z.array(TypeCodeSchema),
  trims: z.array(TrimBriefSchema),
  hybridTrims: z.array(TrimBriefSchema),
  nonHybridTrims: z.array(TrimBriefSchema),
  trimFilterGroups: z.array(z.object({ code: z.enum(['all', 'hybrid', 'wilderness']), trims: z.array(z.string()) })),
  exteriorColors: z.array(ExteriorColorViewSchema),
});

// ---- accessories ----

const AccessoryStatesSchema = z.record(z.string(), AccessoryState).describe('Accessory code → its state');

export const AccessoryViewSchema = z.object({
  code: z.string(),
  name: z.string(),
  partNumber: z.string(),
  msrp: z.number(),
  installedPrice: z.number(),
  finalPrice: z.number(),
  disclaimerMarker: z.enum(['^', '^^']).describe("`^` installed price, `^^` part only (the spec's accessory pricing rule)"),
  group: z.object({ code: z.string(), name: z.string() }),
  subtitle: z.string().nullable(),
  instructions: z.string().nullable(),
  requires: z.array(z.string()),
  conflicts: z.array(z.string()),
  includes: z.array(z.string()),
});

export const AccessoryConfigurationSchema = z.object({
  accessoryStates: AccessoryStatesSchema,
  mostPopular: z.array(z.string()),
  hydrateToken: z.object({ token: z.string() }),
  summary: z.object({ changedStates: AccessoryStatesSchema }),
});

/** config/accessories: the accessory states of a build, and what adding `?add=` would require or remove. */
export const AccessoryAnswerSchema = z.object({
  accessoryConfiguration: AccessoryConfigurationSchema,
  accessories: z.array(z.object({ state: AccessoryState, accessory: AccessoryViewSchema.nullable() })),
  conflict: z
    .object({
      code: z.string().optional(),
      status: z.enum(['CONFLICT', 'NO_CONFLICT']),
      add: z.array(z.string()).describe('Required accessories that would be added with it'),
      remove: z.array(z.string()).describe('Accessories on the build that would be removed'),
    })
    .optional()
    .describe('Only with ?add='),
});

/** A saved build's tokenData: its choices with localised colour names and its accessory configuration. */
export const TokenDataSchema = z.object({
  modelYear: z.number(),
  modelCode: z.string(),
  trimCode: z.string(),
  transmissionCode: z.string(),
  optionPackageCode: z.string().nullable(),
  exteriorColor: z.string(),
  exteriorColorCode: z.string(),
  interiorColor: z.string(),
  interiorColorCode: z.string(),
  accessories: z.array(z.string()),
  state: z.string().nullable(),
  region: z.string().nullable(),
  accessoryConfiguration: AccessoryConfigurationSchema,
});

// ---- compare ----

export const CompareModelSchema = z.object({ code: z.string(), name: z.string(), bodyStyle: z.string(), years: z.array(z.number()) });

export const CompareModelYearSchema = z.object({
  code: z.string(),
  name: z.string(),
  year: z.number(),
  trims: z.array(z.object({ code: z.string(), name: z.string(), msrp: z.number(), specs: SpecsViewSchema })),
});

export const COMPARED_SPECS = ['horsepower', 'torqueLbFt', 'mpgCity', 'mpgHighway', 'rangeMiles', 'mpge', 'seating', 'cargoCuFt', 'groundClearanceIn', 'towingLbs', 'drivetrain'] as const;

/** Specs and features of trims side by side, keyed by column (`{modelCode}-{trimCode}`), the rows that differ marked. */
export const TrimComparisonSchema = z.object({
  modelCode: z.string(),
  modelName: z.string(),
  year: z.number(),
  columns: z.array(
    z.object({ key: z.string(), modelCode: z.string(), trimCode: z.string(), year: z.number(), modelName: z.string(), name: z.string(), msrp: z.number(), engine: z.string() }),
  ),
  specs: z.array(z.object({ key: z.enum(COMPARED_SPECS), values: z.record(z.string(), z.union([z.number(), z.string()]).nullable()).describe('Column key → value'), differs: z.boolean() })),
  features: z.array(
    z.object({
      code: z.string(),
      group: FeaturesFile.element.shape.group,
      name: z.string(),
      values: z.record(z.string(), z.enum(['standard', 'package', 'none'])).describe('Column key → how the trim has it'),
      differs: z.boolean(),
    }),
  ),
});

export type BasicModelData = z.infer<typeof BasicModelDataSchema>;
export type AllVehiclesEntry = z.infer<typeof AllVehiclesEntrySchema>;
export type VehicleView = z.infer<typeof VehicleViewSchema>;
export type TrimDetail = z.infer<typeof TrimDetailSchema>;
export type AccessoryAnswer = z.infer<typeof AccessoryAnswerSchema>;
export type TrimComparison = z.infer<typeof TrimComparisonSchema>;

// ---- compare: searches and other makers' vehicles ----

const SEARCH_TEXT_MAX = 60;
const SearchText = z
  .string({ error: 'q must be text.' })
  .max(SEARCH_TEXT_MAX, `q is at most ${SEARCH_TEXT_MAX} characters.`)
  .default('')
  .describe(`What the visitor typed: words of a model, trim, maker, class or year, each matched from its start (up to ${SEARCH_TEXT_MAX} characters; empty lists the first candidates)`);
const SearchLimit = z.coerce
  .number({ error: 'limit must be a whole number from 1 to 20.' })
  .int('limit must be a whole number from 1 to 20.')
  .min(1, 'limit must be a whole number from 1 to 20.')
  .max(20, 'limit must be a whole number from 1 to 20.')
  .default(8)
  .describe('How many results at most (1 to 20, 8 by default)');
const OwnRefSchema = z
  .string()
  .max(REF_MAX_LENGTH)
  .regex(OWN_REF, 'primary is one of our trims: {year}-{modelCode}-{trimCode}, e.g. 2027-KSTL-SPRT.');

export const PrimarySearchQuerySchema = z.object({ q: SearchText, limit: SearchLimit, lang: LangSchema });
export const SecondarySearchQuerySchema = z.object({
  q: SearchText,
  primary: OwnRefSchema.describe('The vehicle chosen first (a primary search result\'s `ref`), which the candidates are compared against'),
  limit: SearchLimit,
  lang: LangSchema,
});
export const CompetitorsQuerySchema = z.object({ lang: LangSchema, trim: TrimCodeParamSchema.optional().describe("The trim whose price the competitors are ordered by (the model year's starting trim when absent)") });

/** One vehicle as the compare services answer it: one of ours, or another maker's (demo data). */
export const CompareVehicleSchema = z.object({
  ref: z.string().describe('How the compare page and services name it: `{year}-{modelCode}-{trimCode}`, or another maker\'s vehicle id'),
  kind: z.enum(['own', 'competitor']),
  demo: z.boolean().describe("True for other makers' vehicles: invented demo data, not a real vehicle"),
  year: z.number(),
  make: z.string(),
  model: z.string(),
  trim: z.string(),
  modelCode: z.string().nullable().describe('Ours only'),
  trimCode: z.string().nullable().describe('Ours only'),
  name: z.string().describe('`{year} {model} {trim}`, with the maker first for another maker\'s vehicle'),
  category: z.string().describe('The vehicle class in the language asked'),
  bodyStyle: z.string(),
  msrp: z.number().int().describe('Whole US dollars'),
  engine: z.string(),
  specs: SpecsViewSchema,
});

export const COMPARE_RELATIONS = ['matchedCompetitor', 'sameModel', 'sameClass', 'competitor'] as const;

export const PrimarySearchAnswerSchema = z.object({
  query: z.string(),
  total: z.number().int().describe('How many vehicles match, before the limit'),
  results: z.array(CompareVehicleSchema),
});

export const SecondarySearchAnswerSchema = z.object({
  query: z.string(),
  primary: CompareVehicleSchema,
  total: z.number().int().describe('How many candidates match, before the limit'),
  results: z.array(
    CompareVehicleSchema.extend({
      relation: z
        .enum(COMPARE_RELATIONS)
        .describe("matchedCompetitor: another maker's vehicle matched to the primary's model; sameModel: a trim of the same model year; sameClass: one of ours in the same class; competitor: another maker's vehicle in the same class"),
    }),
  ),
});

export const CompetitorsAnswerSchema = z.object({
  vehicle: CompareVehicleSchema.describe('The trim the competitors are matched to'),
  competitors: z.array(CompareVehicleSchema).describe('Nearest in price first'),
  disclaimer: z.string().describe('Says that the other makers\' vehicles are demo data, in the language asked'),
});

export type CompareVehicle = z.infer<typeof CompareVehicleSchema>;
export type PrimarySearchAnswer = z.infer<typeof PrimarySearchAnswerSchema>;
export type SecondarySearchAnswer = z.infer<typeof SecondarySearchAnswerSchema>;
export type CompetitorsAnswer = z.infer<typeof CompetitorsAnswerSchema>;
