/**
 * The shape of the demo brand's catalog files (`catalog/*.json`), checked with zod when the seed loads them.
 * Every human-readable text is written in the three languages; codes and numbers are shared.
 */
import { z } from 'zod';
import { ACCESSORY_GROUPS, ACCESSORY_STATES, BODY_STYLES } from './codes.ts';
import { CATALOG_CODE } from './codes.ts';

export { ACCESSORY_GROUPS, ACCESSORY_STATES, BODY_STYLES };

export const Localized = z.object({ en: z.string().min(1), es: z.string().min(1), zh: z.string().min(1) });
export type Localized = z.infer<typeof Localized>;

/** Model and trim codes: 3 to 4 uppercase letters (the spec's rule for codes in Build & Price URLs). */
export const ModelCode = z.string().regex(/^[A-Z]{3,4}$/, 'model codes are 3 to 4 uppercase letters');
export const TrimCode = z.string().regex(/^[A-Z]{3,4}$/, 'trim codes are 3 to 4 uppercase letters');
const Code = z.string().regex(CATALOG_CODE, 'codes are 2 to 12 uppercase letters or digits');
const Rgb = z.string().regex(/^#[0-9a-f]{6}$/i, 'colours are #rrggbb');
const Dollars = z.number().int().nonnegative();

export const BodyStyle = z.enum(BODY_STYLES);
export type BodyStyle = z.infer<typeof BodyStyle>;

export const AccessoryState = z.enum(ACCESSORY_STATES);
export type AccessoryState = z.infer<typeof AccessoryState>;

/** categories.json: the vehicle types (the spec's typeCodes), in display order. */
export const CategoriesFile = z.array(z.object({ code: z.string().regex(/^[a-z-]{2,20}$/), name: Localized, activeOrder: z.number().int() }));

/** features.json: every feature a trim or package can list, so comparisons line up by code. */
export const FeaturesFile = z.array(
  z.object({
    code: Code,
    group: z.enum(['safety', 'technology', 'comfort', 'exterior', 'performance', 'capability']),
    name: Localized,
  }),
);

/** regions.json: sales regions by state, each with a destination-charge surcharge added to a model's base charge. */
export const RegionsFile = z.array(
  z.object({
    code: z.string().regex(/^\d{3}$/),
    name: z.string().min(1),
    states: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
    destinationSurcharge: Dollars,
  }),
);

export const Transmission = z.object({ code: Code, name: Localized, description: Localized, msrp: Dollars });

export const OptionPackage = z.object({
  code: Code,
  name: Localized,
  msrp: Dollars,
  /** Feature codes from features.json. */
  features: z.array(Code),
  required: z.boolean(),
  default: z.boolean(),
});

export const Specs = z.object({
  mpgCity: z.number().int().positive().nullable(),
  mpgHighway: z.number().int().positive().nullable(),
  /** EVs: miles of range and MPGe instead of mpg. */
  rangeMiles: z.number().int().positive().nullable(),
  mpge: z.number().int().positive().nullable(),
  horsepower: z.number().int().positive(),
  torqueLbFt: z.number().int().positive(),
  seating: z.number().int().min(2).max(8),
  cargoCuFt: z.number().positive(),
  groundClearanceIn: z.number().positive(),
  towingLbs: z.number().int().nonnegative(),
  engine: Localized,
  drivetrain: z.enum(['AWD', 'FWD', 'RWD']),
});

export const Trim = z.object({
  code: TrimCode,
  name: z.string().min(1),
  msrp: Dollars,
  hybrid: z.boolean(),
  wilderness: z.boolean(),
  /** One for most trims; two for at least one trim in the catalog. */
  transmissions: z.array(Transmission).min(1).max(3),
  defaultTransmission: Code,
  specs: Specs,
  /** Feature codes from features.json that come with this trim. */
  features: z.array(Code).min(3),
  optionPackages: z.array(OptionPackage),
  /** Accessory code → its state on this trim; accessories not listed are Available. */
  accessoryStates: z.record(z.string(), z.enum(['Standard', 'Available', 'Included'])),
  /** Exterior colour codes offered on this trim. */
  colors: z.array(Code).min(1),
});

export const InteriorColor = z.object({ code: Code, name: Localized, rgb: Rgb, default: z.boolean() });

export const ExteriorColor = z.object({
  code: Code,
  name: Localized,
  rgb: Rgb,
  /** 0 for no-cost colours. */
  msrp: Dollars,
  default: z.boolean(),
  interiorColors: z.array(InteriorColor).min(1),
});

export const ModelYear = z.object({
  year: z.number().int().min(2020).max(2035),
  active: z.boolean(),
  trims: z.array(Trim).min(3).max(6),
  exteriorColors: z.array(ExteriorColor).min(6).max(10),
  /** Base destination and delivery charge before the region's surcharge. */
  destinationCharge: Dollars,
});

export const Accessory = z.object({
  code: Code,
  partNumber: z.string().regex(/^[A-Z0-9-]{5,20}$/),
  name: Localized,
  subtitle: Localized.nullable(),
  instructions: Localized.nullable(),
  group: z.enum(ACCESSORY_GROUPS),
  msrp: Dollars,
  /** 0 means no installed price: the final price is msrp, marked ^^; otherwise it is this, marked ^. */
  installedPrice: Dollars,
  mostPopular: z.boolean(),
  /** Accessory codes that must be on the build for this one to be added. */
  requires: z.array(Code),
  /** Accessory codes that cannot be on the build with this one. */
  conflicts: z.array(Code),
  /** For bundles: the accessory codes it includes (they become Included). */
  includes: z.array(Code),
});
export type Accessory = z.infer<typeof Accessory>;

/** models/{CODE}.json: one model with its years, trims, colours and accessories. */
export const ModelFile = z.object({
  code: ModelCode,
  name: z.string().min(1),
  active: z.boolean(),
  bodyStyle: BodyStyle,
  /** Category codes from categories.json (the first is the main one). */
  categories: z.array(z.string()).min(1),
  tagline: Localized,
  description: Localized,
  highlights: z.array(Localized).min(3).max(6),
  years: z.array(ModelYear).min(1),
  accessories: z.array(Accessory).min(20),
});
export type ModelFile = z.infer<typeof ModelFile>;
