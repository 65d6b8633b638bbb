/**
 * The vehicle a lead is about, derived on the server from what the form carries — an inventory VIN, a saved-build
 * token, or (a summary link followed without script) a build's choices — never from the browser's text: names,
 * prices and the retailer come from the inventory repository, and a build is priced again with the Build & Price
 * functions the summary uses (configuratorData + replayBuild) for the visitor's location. An unknown VIN or token is
 * a field error; a vehicle the visitor removed is simply not there.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { configuratorData } from '#domain/build-price/data.ts';
import { choicesOfSaved, replayBuild } from '#domain/build-price/replay.ts';
import { validateSavedBuild, type SavedBuild } from '#domain/build-price/saved-build.ts';
import { buildUrl } from '#domain/build-price/url.ts';
import { findModel, findYear, type Catalog } from '#domain/catalog/catalog.ts';
import {
  BUILD_TOKEN_PATTERN,
  buildChoiceNames,
  buildConfigValue,
  parseBuildConfig,
  pickerValue,
  VEHICLE_ERRORS,
  VEHICLE_FIELDS,
  vehicleTitle,
  type BuildLeadVehicle,
  type InventoryLeadVehicle,
  type LeadVehicleView,
} from '#domain/forms/lead-vehicle.ts';
import type { FormDefinition } from '#domain/forms/types.ts';
import type { GeoLocation } from '#domain/geo/geo-data.ts';
import { pricingLocation } from '#domain/geo/visitor-context.ts';
import { formatDollars } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { vehicleNames } from '#domain/inventory/names.ts';
import { VIN_PATTERN } from '#domain/inventory/vin.ts';
import type { InventoryListing } from '#domain/inventory/types.ts';
import { vinCheckDigit } from '#domain/validation/rules.ts';
import type { FieldError } from '#domain/validation/types.ts';
import { buildToken } from '#db/repositories/saved-builds.ts';
import { summaryAccountId } from '#server/services/summary-account.ts';
import type { RawValue } from './submission.ts';

/** The vehicle page of a VIN (both kinds of inventory share it). */
export const vehiclePagePath = (vin: string) => `/vehicle-info/local-inventory/vehicle.html?vin=${vin}`;

/** An inventory vehicle as a lead keeps it; names in `lang` (English for the lead itself). */
export function inventoryLeadVehicle(listing: InventoryListing, catalog: Catalog, lang: Language = 'en'): InventoryLeadVehicle {
  const names = vehicleNames(listing, catalog, lang);
  return {
    source: 'inventory',
    vin: listing.vin,
    kind: listing.kind,
    status: listing.status,
    stockNumber: listing.stockNumber,
    year: listing.year,
    model: { code: listing.modelCode, name: listing.modelName },
    trim: { code: listing.trimCode, name: listing.trimName },
    transmission: { code: listing.transmission, name: names.transmissionName },
    exteriorColor: { code: listing.exteriorColor.code, name: names.colorName },
    interiorColor: { code: listing.interiorColor.code, name: names.interiorName },
    packages: listing.packages.map((code, index) => ({ code, name: names.packages[index] ?? code })),
    accessories: listing.accessories.map((code, index) => ({ code, name: names.accessories[index] ?? code })),
    mileage: listing.mileage,
    msrp: listing.msrp,
    price: listing.price,
    retailer: { id: listing.retailerId, name: listing.retailerName, city: listing.retailerCity, state: listing.retailerState },
    page: vehiclePagePath(listing.vin),
  };
}

/**
 * A saved build priced as its summary shows it at `location`: the machine replays its choices on the model year's
 * build data, so every amount (and the total, their sum) is the summary's. Null when the catalog can no longer make it.
 */
export function buildLeadVehicle(catalog: Catalog, saved: SavedBuild, token: string, location: GeoLocation, lang: Language = 'en', summaryAccountId: string | null = null): BuildLeadVehicle | null {
  if (!validateSavedBuild(catalog, saved).ok) return null;
  const model = findModel(catalog, saved.modelCode);
  const year = model ? findYear(model, saved.year) : undefined;
  if (!model || !year) return null;
  const data = configuratorData(catalog, model, year, lang, location, summaryAccountId);
  const { build } = replayBuild(data, choicesOfSaved(saved), 'summary', { token });
  const { trim, colors } = build;
  if (!build.model || !trim?.transmission || !colors.exterior || !colors.interior) return null;
  const accessoryName = (code: string) => data.accessories.find((item) => item.code === code)?.name ?? code;
  return {
    source: 'build',
    token,
    year: year.year,
    model: { code: build.model.code, name: build.model.name },
    trim: { code: trim.code, name: trim.name, price: trim.price },
    transmission: { code: trim.transmission.code, name: trim.transmission.name, price: trim.transmission.price },
    exteriorColor: { code: colors.exterior.code, name: colors.exterior.name, price: colors.exterior.price },
    interiorColor: { code: colors.interior.code, name: colors.interior.name },
    package: build.packages.selected ? { code: build.packages.selected.code, name: build.packages.selected.name, price: build.packages.selected.price } : null,
    accessories: build.accessories.added.map((item) => ({ code: item.code, name: accessoryName(item.code), price: item.price })),
    destination: { charge: build.summary.destinationCharge ?? 0, state: build.summary.selectedState, region: build.summary.selectedRegion },
    total: build.price,
    summaryAccountId: data.summaryData.summaryAccountId,
    page: buildUrl({ year: year.year, modelCode: model.code, trimCode: trim.code, step: 'summary', token }),
  };
}

export interface VehicleSources {
  catalog: Catalog;
  byVin(vin: string): Promise<InventoryListing | null>;
  findBuild(token: string): Promise<SavedBuild | null>;
  /** Where the build is priced for: the visitor's state and region. */
  location: GeoLocation;
  /** The retailer account a build's summary is attributed to (summaryData.summaryAccountId), null without one. */
  summaryAccountId?: string | null;
  lang?: Language;
}

/** What a form's vehicle fields resolve to. `save`: a build that must be stored (it came as choices, not a token). */
export type AttachedVehicle =
  | { ok: true; field: 'vin' | 'buildToken' | 'buildConfig'; vehicle: InventoryLeadVehicle | BuildLeadVehicle; save: SavedBuild | null }
  | { ok: false; field: 'vin' | 'buildToken' | 'buildConfig'; error: FieldError };

const text = (value: RawValue | undefined) => (typeof value === 'string' ? value.trim() : '');
const hasHidden = (form: FormDefinition, name: string) => form.fields.some((field) => field.name === name && field.component === 'hidden');

/** A value that is a VIN (its check digit included); anything else in the hidden field is ignored, as before. */
const isVin = (value: string) => VIN_PATTERN.test(value) && value.charAt(8) === vinCheckDigit(value);

/**
 * The vehicle the form's hidden fields name: the VIN first, then the token, then a build's choices. Null when they
 * name none (empty — the visitor removed it — or not the shape the site writes there). The sources are loaded only
 * when a field names something.
 */
export async function attachedVehicle(form: FormDefinition, values: Record<string, RawValue>, load: () => Promise<VehicleSources>): Promise<AttachedVehicle | null> {
  const vin = hasHidden(form, VEHICLE_FIELDS.vin) ? text(values[VEHICLE_FIELDS.vin]).toUpperCase() : '';
  const token = hasHidden(form, VEHICLE_FIELDS.token) ? text(values[VEHICLE_FIELDS.token]) : '';
  const config = hasHidden(form, VEHICLE_FIELDS.config) ? parseBuildConfig(text(values[VEHICLE_FIELDS.config])) : null;
  if (!isVin(vin) && !BUILD_TOKEN_PATTERN.test(token) && !config) return null;
  const sources = await load();
  const lang = sources.lang ?? 'en';
  if (isVin(vin)) {
    const listing = await sources.byVin(vin);
    if (!listing) return { ok: false, field: 'vin', error: VEHICLE_ERRORS.vin };
    return { ok: true, field: 'vin', vehicle: inventoryLeadVehicle(listing, sources.catalog, lang), save: null };
  }
  if (BUILD_TOKEN_PATTERN.test(token)) {
    const saved = await sources.findBuild(token);
    const vehicle = saved ? buildLeadVehicle(sources.catalog, saved, token, sources.location, lang, sources.summaryAccountId ?? null) : null;
    if (!vehicle) return { ok: false, field: 'buildToken', error: VEHICLE_ERRORS.build };
    return { ok: true, field: 'buildToken', vehicle, save: null };
  }
  if (config) {
    const vehicle = buildLeadVehicle(sources.catalog, config, buildToken(config), sources.location, lang, sources.summaryAccountId ?? null);
    if (!vehicle) return { ok: false, field: 'buildConfig', error: VEHICLE_ERRORS.build };
    return { ok: true, field: 'buildConfig', vehicle, save: config };
  }
  return null;
}

/** The sources of a request: the app's repositories and the visitor's location. */
export async function vehicleSources(app: FastifyInstance, request: FastifyRequest, lang: Language = 'en'): Promise<VehicleSources> {
  return {
    catalog: await app.repositories.catalog.get(),
    byVin: (vin) => app.repositories.inventory.byVin(vin),
    findBuild: (token) => app.repositories.savedBuilds.find(token),
    location: pricingLocation(request.visitor),
    summaryAccountId: await summaryAccountId(app, request.visitor.retailer?.id),
    lang,
  };
}

/** The parameters of the "Your vehicle" / "Your build" line, in the page's language. */
export function vehicleViewParams(vehicle: InventoryLeadVehicle | BuildLeadVehicle): Record<string, string> {
  if (vehicle.source === 'inventory') return { vehicle: vehicleTitle(vehicle), vin: vehicle.vin, price: formatDollars(vehicle.price), retailer: vehicle.retailer.name };
  return { vehicle: vehicleTitle(vehicle), choices: buildChoiceNames(vehicle).join(' · '), price: formatDollars(vehicle.total) };
}

/** Build & Price summary links followed without script carry the build's choices: the form page turns them into a buildConfig. */
export function buildConfigFromQuery(query: Record<string, unknown>): string | null {
  const get = (name: string) => (typeof query[name] === 'string' ? query[name] : '');
  const acc = get('acc');
  const value = [get('year'), get('model'), get('trim'), get('tr'), get('ext'), get('int'), get('pkg') || 'none', acc].join('.');
  const parsed = parseBuildConfig(value);
  return parsed ? buildConfigValue(parsed) : null;
}

/** The query parameters that carry a vehicle or a build: the no-script removal link drops them. */
export const VEHICLE_QUERY = ['vin', 'token', 'tr', 'ext', 'int', 'pkg', 'acc'] as const;

/**
 * What the form page shows about the vehicle it was opened with, and the values it starts the form with: the hidden
 * field, the picker's value and (an inventory vehicle) its retailer. `missing`: the VIN or token names nothing.
 */
export function vehicleView(attached: AttachedVehicle, removeHref: string, retailerLabel?: string): { view: LeadVehicleView; values: Record<string, string>; error: FieldError | null } {
  if (!attached.ok) {
    return { view: { kind: 'missing', field: attached.field, params: {}, removeHref, picker: '' }, values: {}, error: attached.error };
  }
  const vehicle = attached.vehicle;
  const values: Record<string, string> = { vehicle: pickerValue(vehicle) };
  if (attached.field === 'buildConfig' && attached.save) values.buildConfig = buildConfigValue(attached.save);
  else if (vehicle.source === 'build') values.buildToken = vehicle.token;
  else values.vin = vehicle.vin;
  const view: LeadVehicleView = {
    kind: vehicle.source,
    field: attached.field,
    params: vehicleViewParams(vehicle),
    removeHref,
    picker: pickerValue(vehicle),
    ...(vehicle.source === 'inventory' ? { retailer: { id: vehicle.retailer.id, label: retailerLabel ?? `${vehicle.retailer.name} — ${vehicle.retailer.city}, ${vehicle.retailer.state}` } } : {}),
  };
  if (vehicle.source === 'inventory') values.retailer = vehicle.retailer.id;
  return { view, values, error: null };
}

/**
 * The form page's vehicle: what `values` (the link's vin / token, or a no-script submission's answers) or the query
 * (a summary link's build choices) name, as the line the form shows and the values it starts with; null when none.
 * `pagePath` is the form page's own path (the removal link goes there without the vehicle).
 */
export async function formVehicle(
  app: FastifyInstance,
  request: FastifyRequest,
  form: FormDefinition,
  values: Record<string, RawValue>,
  query: Record<string, unknown>,
  pagePath: string,
): Promise<ReturnType<typeof vehicleView> | null> {
  if (!form.fields.some((field) => field.component === 'hidden' && Object.values(VEHICLE_FIELDS).includes(field.name as never))) return null;
  const given = { ...values };
  if (!text(given.vin) && !text(given.buildToken) && !text(given.buildConfig)) {
    const config = buildConfigFromQuery(query);
    if (config) given.buildConfig = config;
  }
  const attached = await attachedVehicle(form, given, () => vehicleSources(app, request, request.lang));
  if (!attached) return null;
  const rest = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (typeof value === 'string' && !(VEHICLE_QUERY as readonly string[]).includes(name)) rest.set(name, value);
  if (attached.ok) {
    const [year = '', model = '', trim = '', color = ''] = pickerValue(attached.vehicle).split('|');
    Object.entries({ year, model, trim, color }).forEach(([name, value]) => rest.set(name, value));
  }
  const search = rest.toString();
  return vehicleView(attached, search ? `${pagePath}?${search}` : pagePath);
}
