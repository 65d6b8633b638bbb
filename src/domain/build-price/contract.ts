/**
 * The contract of the Build & Price services (decision 005): the zod schemas `/services/vehicles/config/data/…`
 * declares for its answer (so the OpenAPI document shows it), the island parses the same answers with
 * (`#client/api.ts`), and the build data types of `./data.ts` are inferred from. It also names the two answers of
 * other vehicle services the island reads: the token of a saved build and the destination charge of the trim details.
 */
import { z } from 'zod';
import { AccessoryState } from '#domain/catalog/catalog-schema.ts';
import { ExteriorColorViewSchema, InteriorColorViewSchema } from '#domain/catalog/contract.ts';

export const TransmissionDataSchema = z.object({ code: z.string(), name: z.string(), description: z.string(), msrp: z.number() });

export const PackageDataSchema = z.object({
  code: z.string(),
  name: z.string(),
  msrp: z.number(),
  features: z.array(z.string()),
  required: z.boolean(),
  default: z.boolean(),
});

const TrimSpecsSchema = z.object({
  mpgCity: z.number().nullable(),
  mpgHighway: z.number().nullable(),
  rangeMiles: z.number().nullable(),
  horsepower: z.number(),
  seating: z.number(),
  drivetrain: z.string(),
  engine: z.string(),
});

export const TrimDataSchema = z.object({
  code: z.string(),
  name: z.string(),
  msrp: z.number(),
  hybrid: z.boolean(),
  wilderness: z.boolean(),
  transmissions: z.array(TransmissionDataSchema),
  defaultTransmission: z.string(),
  packages: z.array(PackageDataSchema),
  colors: z.array(z.string()).describe('Exterior colour codes offered on this trim'),
  accessoryStates: z.record(z.string(), AccessoryState.exclude(['Selected'])).describe('Accessory code → its state on this trim before anything is chosen (absent means Available)'),
  specs: TrimSpecsSchema,
  highlights: z.array(z.string()).describe("A few headline features, already in the visitor's language"),
});

// Build & Price's colours are the catalog's colour views without the front drawing.
export const InteriorColorDataSchema = InteriorColorViewSchema;

export const ExteriorColorDataSchema = ExteriorColorViewSchema.omit({ frontWheelRight: true }).extend({ interiorColors: z.array(InteriorColorDataSchema) });

export const AccessoryDataSchema = z.object({
  code: z.string(),
  name: z.string(),
  partNumber: z.string(),
  groupCode: z.string(),
  finalPrice: z.number(),
  flag: z.enum(['^', '^^']).describe("`^` installed price, `^^` part only (the spec's accessory pricing rule)"),
  subtitle: z.string().nullable(),
  mostPopular: z.boolean(),
  requires: z.array(z.string()),
  conflicts: z.array(z.string()),
  includes: z.array(z.string()),
});

export const DestinationDataSchema = z.object({ charge: z.number(), state: z.string().nullable(), region: z.string().nullable() });

/** `/services/vehicles/config/data/{year}/{model}`: everything the configurator needs about one model year. */
export const ConfiguratorDataSchema = z.object({
  year: z.number().int(),
  model: z.object({ code: z.string(), name: z.string(), bodyStyle: z.string() }),
  trims: z.array(TrimDataSchema),
  colorData: z.array(ExteriorColorDataSchema),
  accessories: z.array(AccessoryDataSchema),
  destination: DestinationDataSchema.describe('The destination charge for ?state=&region='),
  summaryData: z
    .object({
      summaryAccountId: z
        .string()
        .nullable()
        .describe("The retailer account the build's summary is priced for and attributed to: the visitor's preferred retailer (?retailer=, an active retailer's id), else null (decision 033)"),
    })
    .describe("The spec's summaryData"),
});

/** `POST /services/vehicles/config/build` (201): the saved build's token. */
export const SavedBuildTokenSchema = z.object({ token: z.string() });

/**
 * What the island reads of `/services/vehicles/trims/details/{year}/{model}`: the first item carries the destination
 * charge for ?state=&region= and the region it was found for (the items hold more, which is kept as it is).
 */
export const TrimDestinationsSchema = z.array(z.looseObject({ destinationCharge: z.number().optional(), selectedRegion: z.string().nullable().optional() }));

export type TransmissionData = z.infer<typeof TransmissionDataSchema>;
export type PackageData = z.infer<typeof PackageDataSchema>;
export type TrimData = z.infer<typeof TrimDataSchema>;
export type InteriorColorData = z.infer<typeof InteriorColorDataSchema>;
export type ExteriorColorData = z.infer<typeof ExteriorColorDataSchema>;
export type AccessoryData = z.infer<typeof AccessoryDataSchema>;
export type DestinationData = z.infer<typeof DestinationDataSchema>;
export type SummaryData = ConfiguratorData['summaryData'];
export type ConfiguratorData = z.infer<typeof ConfiguratorDataSchema>;
