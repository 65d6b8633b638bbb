/**
 * What a lead says about the vehicle the visitor was looking at (ARCHITECTURE.md, "The visitor context"): an inventory
 * vehicle by its VIN, a Build & Price configuration by its saved-build token, or the vehicle a guaranteed trade-in
 * priced. The server derives every field again from the VIN, the token or the trade-in's VIN (never from the
 * browser's text) and stores it with the lead as structured data (the leads table's `vehicle` column); e-mail,
 * webhook and export show it. Names are the catalog's English ones: the retailer reads the lead in English.
 *
 * Pure data and text: the form page, the island and the server share it.
 */
import type { Build } from '#domain/build-price/build.ts';
import type { SavedBuild } from '#domain/build-price/saved-build.ts';
import type { FieldError } from '#domain/validation/types.ts';
import { CATALOG_CODE } from '#domain/catalog/codes.ts';

export interface NamedCode {
  code: string;
  name: string;
}

export interface PricedCode extends NamedCode {
  /** Whole US dollars, as the Build & Price summary showed the line. */
  price: number;
}

/** A vehicle of the inventory (new or certified pre-owned), as its page showed it. */
export interface InventoryLeadVehicle {
  source: 'inventory';
  vin: string;
  kind: 'new' | 'cpo';
  status: 'in-stock' | 'in-transit';
  stockNumber: string;
  year: number;
  model: NamedCode;
  trim: NamedCode;
  transmission: NamedCode;
  exteriorColor: NamedCode;
  interiorColor: NamedCode;
  packages: NamedCode[];
  accessories: NamedCode[];
  /** Certified pre-owned only. */
  mileage: number | null;
  msrp: number;
  /** The price the vehicle page showed: MSRP plus destination for a new vehicle, the retailer's price for a pre-owned one. */
  price: number;
  /** The retailer that has the vehicle. */
  retailer: { id: string; name: string; city: string; state: string };
  /** The vehicle's page on the site (a path). */
  page: string;
}

/** A saved Build & Price configuration, priced as its summary shows it for the visitor's location. */
export interface BuildLeadVehicle {
  source: 'build';
  token: string;
  year: number;
  model: NamedCode;
  trim: PricedCode;
  transmission: PricedCode;
  exteriorColor: PricedCode;
  interiorColor: NamedCode;
  package: PricedCode | null;
  accessories: PricedCode[];
  destination: { charge: number; state: string | null; region: string | null };
  /** The summary's total: the sum of every line above. */
  total: number;
  /** The build data's summaryData.summaryAccountId: the retailer account the summary was priced for (decision 033). */
  summaryAccountId: string | null;
  /** The saved build's summary page (a path). */
  page: string;
}

/** The visitor's own vehicle that a guaranteed trade-in priced (the same figures as the lead's tradeIn* values). */
export interface TradeInLeadVehicle {
  source: 'tradeIn';
  vin: string;
  year: number;
  model: NamedCode;
  trim: NamedCode;
  mileage: number;
  condition: string;
  estimate: number;
  validUntil: string;
}

export type LeadVehicle = InventoryLeadVehicle | BuildLeadVehicle | TradeInLeadVehicle;

/** The hidden fields a form carries the vehicle in: an inventory VIN, a saved-build token, or (without script) a build's choices. */
export const VEHICLE_FIELDS = { vin: 'vin', token: 'buildToken', config: 'buildConfig' } as const;

/** A saved-build token: 16 bytes of a content hash in base64url. */
export const BUILD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The errors of a VIN or token that names nothing (a vehicle sold since, a build the catalog can no longer make): set
 * on the hidden field, shown by the form's vehicle line. Their text is in the dictionaries under `key`.
 */
export const VEHICLE_ERRORS = {
  vin: { validation: 'vin', rule: 'inventory', key: 'form.attached.error.vin', message: 'We could not find this vehicle in stock any more. Remove it to send your request without it.' },
  build: { validation: 'vehicleOfInterest', rule: 'build', key: 'form.attached.error.build', message: 'We could not find this saved build. Remove it to send your request without it, or build your vehicle again.' },
} as const satisfies Record<string, FieldError>;

/**
 * What the form shows above its fields, in the page's language: "Your vehicle: …" or "Your build: …" (the dictionary
 * keys form.attached.inventory / form.attached.build with these params), and where to go to drop it without script.
 */
export interface LeadVehicleView {
  /** `missing`: the VIN or token names nothing the site has (any more); the form says so and offers to remove it. */
  kind: 'inventory' | 'build' | 'missing';
  /** The hidden field that carries it, emptied when the visitor removes the vehicle. */
  field: 'vin' | 'buildToken' | 'buildConfig';
  params: Record<string, string>;
  /** The page again without the vehicle (the no-script removal link). */
  removeHref: string;
  /** The vehicle of interest as the picker writes it (YEAR|MODEL|TRIM|COLOR), for when the visitor removes it. */
  picker: string;
  /** The inventory vehicle's retailer: always offered by the retailer picker, and what a new ZIP resets it to. */
  retailer?: { id: string; label: string };
}

/** The picker's value of a vehicle (the lead's `vehicle` value). */
export function pickerValue(vehicle: Pick<InventoryLeadVehicle, 'year' | 'model' | 'trim' | 'exteriorColor'>): string {
  return [String(vehicle.year), vehicle.model.code, vehicle.trim.code, vehicle.exteriorColor.code].join('|');
}

/** "2026 Vanta Sport". */
export const vehicleTitle = (vehicle: Pick<LeadVehicle, 'year' | 'model' | 'trim'>): string => `${vehicle.year} ${vehicle.model.name} ${vehicle.trim.name}`;

/** A build's choices after its title: transmission, exterior colour, package, accessories. */
export function buildChoiceNames(vehicle: Pick<BuildLeadVehicle, 'transmission' | 'exteriorColor' | 'package' | 'accessories'>): string[] {
  return [vehicle.transmission.name, vehicle.exteriorColor.name, ...(vehicle.package ? [vehicle.package.name] : []), ...vehicle.accessories.map((item) => item.name)];
}

/**
 * A build's choices in one hidden-field value, for the summary's links followed without script (the form's POST
 * saves the build): `YEAR.MODEL.TRIM.TRANSMISSION.EXTERIOR.INTERIOR.PACKAGE|none.ACC,ACC`.
 */
export function buildConfigValue(build: SavedBuild): string {
  return [build.year, build.modelCode, build.trimCode, build.transmissionCode, build.exteriorColorCode, build.interiorColorCode, build.optionPackageCode ?? 'none', build.accessories.join(',')].join('.');
}

const CODE = CATALOG_CODE;

/** The build a buildConfig value names (its shape only; the catalog decides whether it can be built), or null. */
export function parseBuildConfig(value: string): SavedBuild | null {
  if (value.length > 900) return null;
  const parts = value.split('.');
  if (parts.length !== 8) return null;
  const [year = '', modelCode = '', trimCode = '', transmissionCode = '', exteriorColorCode = '', interiorColorCode = '', packageCode = '', accessories = ''] = parts;
  if (!/^\d{4}$/.test(year) || !/^[A-Z]{3,4}$/.test(modelCode) || !/^[A-Z]{3,4}$/.test(trimCode)) return null;
  if (![transmissionCode, exteriorColorCode, interiorColorCode].every((code) => CODE.test(code))) return null;
  if (packageCode !== 'none' && !CODE.test(packageCode)) return null;
  const codes = accessories === '' ? [] : accessories.split(',');
  if (codes.length > 60 || !codes.every((code) => CODE.test(code)) || new Set(codes).size !== codes.length) return null;
  return { year: Number(year), modelCode, trimCode, transmissionCode, optionPackageCode: packageCode === 'none' ? null : packageCode, exteriorColorCode, interiorColorCode, accessories: codes };
}

/** The saved-build body of a complete Build & Price build (what POST /services/vehicles/config/build takes), or null. */
export function savedBuildOf(build: Build): SavedBuild | null {
  if (!build.model || !build.trim?.transmission || !build.colors.exterior || !build.colors.interior || build.year === null) return null;
  return {
    year: build.year,
    modelCode: build.model.code,
    trimCode: build.trim.code,
    transmissionCode: build.trim.transmission.code,
    optionPackageCode: build.packages.selected?.code ?? null,
    exteriorColorCode: build.colors.exterior.code,
    interiorColorCode: build.colors.interior.code,
    accessories: build.accessories.added.map((item) => item.code),
    ...(build.summary.selectedState ? { state: build.summary.selectedState } : {}),
    ...(build.summary.selectedRegion ? { region: build.summary.selectedRegion } : {}),
  };
}
