/**
 * The spec's Build state (version '0002') and the pure operations that change it. The XState machine calls these;
 * so does the server when it renders a step from a URL, so a page without JavaScript and the island agree to the
 * dollar. The price is kept as lines (pricing.ts) and only ever changed by the spec's operations.
 */
import { accessoryStates, baseAccessoryStates, changedStates, type AccessoryStates } from '#domain/catalog/accessory-rules.ts';
import { isView, type ConfiguratorData, type DestinationData, type LineupModel, type TrimData, type View } from './data.ts';
import { addPackage as addPackageLine, applyChangedStates, removePackage as removePackageLine, resetTo, setLine, startBuild, type AccessoryPrice, type PriceLine } from './pricing.ts';
import { STORAGE_KEYS } from '#domain/storage/versioning.ts';
import { DEFAULT_CATEGORY, type Step } from './url.ts';

export const BUILD_VERSION = '0002';
/** The local-storage key (`build-and-price`, under the product's prefix so a storage-version change clears it). */
export const BUILD_STORAGE_KEY = STORAGE_KEYS.buildAndPrice;
/** Back/forward keeps this many snapshots; older ones fall off so local storage stays small. */
export const HISTORY_LIMIT = 20;
/**
 * History keeps the data snapshots of at most this many model years (about 16 KB each): entries of an older model year
 * fall off, and going back to one renders that address on the server, as an entry of another page load does.
 */
export const HISTORY_DATA_LIMIT = 3;

/** A model the model step offered when the build was started (its card: code, name, year, starting price, categories). */
export interface BuildVehicle {
  code: string;
  name: string;
  year: number;
  startingMsrp: number;
  /** Category codes the model is listed under. */
  categories: string[];
}

/** A category of the model step's filter, with its name in the page's language. */
export interface BuildCategory {
  code: string;
  name: string;
}

/** What the model step offered: the build's `vehicles` and `categories`. */
export interface ModelOffer {
  vehicles: BuildVehicle[];
  categories: BuildCategory[];
}

/** The chosen trim's details the later steps show (its card on the trim step: price, specs, highlights). */
export type TrimDetails = Pick<TrimData, 'code' | 'name' | 'msrp' | 'hybrid' | 'wilderness' | 'specs' | 'highlights'>;

export interface AccessoryItem {
  code: string;
  partNumber: string;
  groupCode: string;
  price: number;
  flag: '^' | '^^';
}

export interface BuildSnapshot {
  basePrice: number;
  price: number;
  lines: PriceLine[];
  year: number | null;
  category: string;
  model: Build['model'];
  trim: Build['trim'];
  colors: Build['colors'];
  packages: Build['packages'];
  accessories: Build['accessories'];
  summary: Build['summary'];
  vehicles: Build['vehicles'];
  categories: Build['categories'];
  trimDetails: Build['trimDetails'];
  currentState: Step;
}

export interface HistoryEntry {
  key: number;
  build: BuildSnapshot;
  /**
   * The build data the snapshot was taken with (null before a model): going back restores the step and lets the
   * visitor carry on from it without a request. In memory every entry of a model year shares one object; in storage
   * they are written once per model year (`storedBuild`).
   */
  data: ConfiguratorData | null;
}

export interface Build {
  version: typeof BUILD_VERSION;
  /** The trim's msrp (what a colors-level reset keeps). */
  basePrice: number;
  /** Always the sum of `lines`. */
  price: number;
  lines: PriceLine[];
  year: number | null;
  category: string;
  /** The saved build this one was opened from, if any. */
  token: string | null;
  model: { code: string; name: string } | null;
  trim: {
    code: string;
    name: string;
    price: number;
    transmission: { code: string; name: string; price: number } | null;
    /** The transmissions the trim offers (codes); more than one means the choice is made in a dialog. */
    transmissionsSelection: string[];
    /** The transmission was chosen in the transmission dialog. */
    modalTransmission: boolean;
  } | null;
  colors: {
    exterior: { code: string; name: string; price: number; rgb: string } | null;
    interior: { code: string; name: string; rgb: string } | null;
    /** Index of the chosen exterior among the trim's colours, and of the interior among that exterior's. */
    exteriorPosition: number;
    interiorPosition: number;
    view: View;
    previousColors: { exterior: string; interior: string | null } | null;
  };
  packages: { default: string | null; required: string | null; selected: { code: string; name: string; price: number } | null };
  accessories: { standard: AccessoryItem[]; added: AccessoryItem[]; included: AccessoryItem[] };
  summary: {
    destinationCharge: number | null;
    selectedAccessory: string[];
    selectedPackage: string | null;
    selectedState: string | null;
    selectedRegion: string | null;
  };
  /** The models the model step offered for the build's year and category; empty before a model is chosen. */
  vehicles: BuildVehicle[];
  /** The model step's category filter; empty before a model is chosen. */
  categories: BuildCategory[];
  /** The chosen trim's details; null without a trim. */
  trimDetails: TrimDetails | null;
  currentState: Step;
  history: HistoryEntry[];
  historyKey: number;
  isRequestViaTokenActive: boolean;
}

const EMPTY_COLORS: Build['colors'] = { exterior: null, interior: null, exteriorPosition: -1, interiorPosition: -1, view: 'front', previousColors: null };
const EMPTY_PACKAGES: Build['packages'] = { default: null, required: null, selected: null };
const EMPTY_ACCESSORIES: Build['accessories'] = { standard: [], added: [], included: [] };
const EMPTY_SUMMARY: Build['summary'] = { destinationCharge: null, selectedAccessory: [], selectedPackage: null, selectedState: null, selectedRegion: null };

export function emptyBuild(): Build {
  return {
    version: BUILD_VERSION,
    basePrice: 0,
    price: 0,
    lines: [],
    year: null,
    category: DEFAULT_CATEGORY,
    token: null,
    model: null,
    trim: null,
    colors: EMPTY_COLORS,
    packages: EMPTY_PACKAGES,
    accessories: EMPTY_ACCESSORIES,
    summary: EMPTY_SUMMARY,
    vehicles: [],
    categories: [],
    trimDetails: null,
    currentState: 'model',
    history: [],
    historyKey: 0,
    isRequestViaTokenActive: false,
  };
}

export type ResetLevel = 'model' | 'trim' | 'colors';

/**
 * The spec's reset levels: model resets every group; trim keeps the model (and its year, category, vehicles and
 * categories); colors keeps model, trim (and its details) and base price. History is never reset: back still works
 * after a reset.
 */
export function reset(build: Build, level: ResetLevel): Build {
  const priced = resetTo(build, level);
  const groups = { colors: EMPTY_COLORS, packages: EMPTY_PACKAGES, accessories: EMPTY_ACCESSORIES, summary: EMPTY_SUMMARY };
  if (level === 'model') return { ...emptyBuild(), history: build.history, historyKey: build.historyKey };
  if (level === 'trim') return { ...build, ...priced, ...groups, token: null, trim: null, trimDetails: null, isRequestViaTokenActive: false };
  // Colors keeps the destination line (pricing.ts), so the summary's record of it stays too.
  return { ...build, ...priced, ...groups, summary: { ...EMPTY_SUMMARY, destinationCharge: build.summary.destinationCharge, selectedState: build.summary.selectedState, selectedRegion: build.summary.selectedRegion }, token: null, isRequestViaTokenActive: false };
}

/**
 * What the model step offers in `category`: the lineup's models listed under it (all of them for all-categories, or
 * for a category no model is listed under) and the category filter itself.
 */
export function modelOffer(lineup: readonly LineupModel[], categories: readonly BuildCategory[], category: string = DEFAULT_CATEGORY): ModelOffer {
  const inCategory = lineup.filter((model) => model.categories.some((item) => item.code === category));
  const shown = category === DEFAULT_CATEGORY || inCategory.length === 0 ? lineup : inCategory;
  return {
    vehicles: shown.map((model) => ({ code: model.code, name: model.name, year: model.year, startingMsrp: model.startingMsrp, categories: model.categories.map((item) => item.code) })),
    categories: categories.map((item) => ({ code: item.code, name: item.name })),
  };
}

export function selectModel(build: Build, model: { code: string; name: string }, year: number, category: string = DEFAULT_CATEGORY, offer?: ModelOffer): Build {
  return { ...reset(build, 'model'), model, year, category, vehicles: offer?.vehicles ?? [], categories: offer?.categories ?? [] };
}

/** The details of a trim the later steps show. */
export function trimDetailsOf(trim: TrimData): TrimDetails {
  return { code: trim.code, name: trim.name, msrp: trim.msrp, hybrid: trim.hybrid, wilderness: trim.wilderness, specs: { ...trim.specs }, highlights: [...trim.highlights] };
}

export function findTrim(data: ConfiguratorData, code: string | null | undefined): TrimData | undefined {
  return code ? data.trims.find((trim) => trim.code === code) : undefined;
}

/** The exterior colours a trim offers, in the model year's order. */
export function trimColors(data: ConfiguratorData, trim: TrimData) {
  return data.colorData.filter((color) => trim.colors.includes(color.code));
}

/** The package a trim starts with: its required one, else its default one, else none. */
function startingPackage(trim: TrimData) {
  return trim.packages.find((pkg) => pkg.required) ?? trim.packages.find((pkg) => pkg.default) ?? null;
}

function accessoryItem(data: ConfiguratorData, code: string): AccessoryItem | null {
  const accessory = data.accessories.find((item) => item.code === code);
  return accessory ? { code, partNumber: accessory.partNumber, groupCode: accessory.groupCode, price: accessory.finalPrice, flag: accessory.flag } : null;
}

function itemsIn(data: ConfiguratorData, states: AccessoryStates, state: 'Standard' | 'Selected' | 'Included'): AccessoryItem[] {
  return Object.entries(states)
    .filter(([, value]) => value === state)
    .map(([code]) => accessoryItem(data, code))
    .filter((item) => item !== null);
}

function accessoryPrices(data: ConfiguratorData): Map<string, AccessoryPrice> {
  return new Map(data.accessories.map((item) => [item.code, { code: item.code, finalPrice: item.finalPrice, marker: item.flag }]));
}

/** The Selected codes the build holds (what `accessories.added` lists). */
export function selectedAccessories(build: Build): string[] {
  return build.accessories.added.map((item) => item.code);
}

/** The current accessory states of the build (Standard / Available / Selected / Included by code). */
export function buildAccessoryStates(build: Build, data: ConfiguratorData): AccessoryStates {
  const trim = findTrim(data, build.trim?.code);
  if (!trim) return {};
  return accessoryStates(data, trim, selectedAccessories(build));
}

/**
 * A trim (with one of its transmissions) on the build: a trim-level reset first (which also removes the selected
 * package), then the trim and transmission prices, the starting package, the default colours, the trim's standard
 * accessories and the destination charge for the visitor's region. Unknown codes leave the build unchanged.
 */
export function selectTrim(build: Build, data: ConfiguratorData, trimCode: string, transmissionCode: string, modal = false): Build {
  const trim = findTrim(data, trimCode);
  const transmission = trim?.transmissions.find((item) => item.code === transmissionCode);
  if (!trim || !transmission) return build;
  const base = reset(build, 'trim');
  const priced = startBuild({ code: trim.code, msrp: trim.msrp }, { code: transmission.code, msrp: transmission.msrp });
  let next: Build = {
    ...base,
    ...priced,
    trim: {
      code: trim.code,
      name: trim.name,
      price: trim.msrp,
      transmission: { code: transmission.code, name: transmission.name, price: transmission.msrp },
      transmissionsSelection: trim.transmissions.map((item) => item.code),
      modalTransmission: modal,
    },
    trimDetails: trimDetailsOf(trim),
    packages: { default: trim.packages.find((pkg) => pkg.default)?.code ?? null, required: trim.packages.find((pkg) => pkg.required)?.code ?? null, selected: null },
    accessories: { standard: itemsIn(data, baseAccessoryStates(data, trim), 'Standard'), added: [], included: itemsIn(data, baseAccessoryStates(data, trim), 'Included') },
  };
  const color = trimColors(data, trim).find((item) => item.default) ?? trimColors(data, trim)[0];
  if (color) next = selectColors(next, data, color.code);
  const pkg = startingPackage(trim);
  if (pkg) next = addPackage(next, data, pkg.code);
  return setDestination(next, data.destination);
}

/**
 * SELECT_COLORS: the exterior (and an interior it allows; its default otherwise) and optionally the view.
 * A colour the trim does not offer leaves the build unchanged; the caller shows "Color not found, try again".
 */
export function selectColors(build: Build, data: ConfiguratorData, exteriorCode: string, interiorCode?: string | null, view?: View): Build {
  const trim = findTrim(data, build.trim?.code);
  if (!trim) return build;
  const offered = trimColors(data, trim);
  const exteriorPosition = offered.findIndex((color) => color.code === exteriorCode);
  const exterior = offered[exteriorPosition];
  if (!exterior) return build;
  const requested = interiorCode ? exterior.interiorColors.findIndex((item) => item.code === interiorCode) : -1;
  const interiorPosition = requested >= 0 ? requested : Math.max(0, exterior.interiorColors.findIndex((item) => item.default));
  const interior = exterior.interiorColors[interiorPosition] ?? null;
  const previous = build.colors.exterior ? { exterior: build.colors.exterior.code, interior: build.colors.interior?.code ?? null } : null;
  return {
    ...build,
    ...setLine(build, 'color', exterior.code, exterior.msrp),
    colors: {
      exterior: { code: exterior.code, name: exterior.name, price: exterior.msrp, rgb: exterior.rgb },
      interior: interior ? { code: interior.code, name: interior.name, rgb: interior.rgb } : null,
      exteriorPosition,
      interiorPosition: interior ? interiorPosition : -1,
      view: view && isView(view) ? view : build.colors.view,
      previousColors: previous,
    },
  };
}

/** Only the picture's view (one of the turntable's angles, or the interior): no price change; an unknown view none. */
export function setView(build: Build, view: View): Build {
  if (!isView(view)) return build;
  return { ...build, colors: { ...build.colors, view } };
}

/** ADD_PACKAGE: one package at a time; the price rises by its msrp (less the one it replaces). */
export function addPackage(build: Build, data: ConfiguratorData, code: string): Build {
  const pkg = findTrim(data, build.trim?.code)?.packages.find((item) => item.code === code);
  if (!pkg) return build;
  return {
    ...build,
    ...addPackageLine(build, { code: pkg.code, msrp: pkg.msrp }),
    packages: { ...build.packages, selected: { code: pkg.code, name: pkg.name, price: pkg.msrp } },
    summary: { ...build.summary, selectedPackage: pkg.code },
  };
}

/** REMOVE_PACKAGE: the price falls by the package msrp. A required package stays. */
export function removePackage(build: Build): Build {
  const selected = build.packages.selected;
  if (!selected || selected.code === build.packages.required) return build;
  return { ...build, ...removePackageLine(build), packages: { ...build.packages, selected: null }, summary: { ...build.summary, selectedPackage: null } };
}

/**
 * Moves the build's accessories to a new selection: the states before and after give `changedStates`, which
 * (per the spec) add the price of what became Selected and take off what became Standard or Available.
 * Removing an accessory also removes what required it.
 */
export function changeAccessories(build: Build, data: ConfiguratorData, add: readonly string[], remove: readonly string[]): Build {
  const trim = findTrim(data, build.trim?.code);
  if (!trim) return build;
  const before = selectedAccessories(build);
  const removed = new Set(remove);
  let next = [...before.filter((code) => !removed.has(code)), ...add.filter((code) => !before.includes(code))];
  // Whatever required a removed accessory goes too, until nothing left depends on something missing.
  for (let changed = true; changed; ) {
    const standard = new Set(Object.entries(baseAccessoryStates(data, trim)).filter(([, state]) => state === 'Standard').map(([code]) => code));
    const kept = next.filter((code) => (data.accessories.find((item) => item.code === code)?.requires ?? []).every((needed) => next.includes(needed) || standard.has(needed)));
    changed = kept.length !== next.length;
    next = kept;
  }
  const previousStates = accessoryStates(data, trim, before);
  const states = accessoryStates(data, trim, next);
  const priced = applyChangedStates(build, changedStates(previousStates, states), accessoryPrices(data));
  const selected = next.filter((code) => states[code] === 'Selected');
  return {
    ...build,
    ...priced,
    accessories: { standard: itemsIn(data, states, 'Standard'), added: selected.map((code) => accessoryItem(data, code)).filter((item) => item !== null), included: itemsIn(data, states, 'Included') },
    summary: { ...build.summary, selectedAccessory: selected },
  };
}

/** The destination charge for the visitor's region, as a price line and in the summary. */
export function setDestination(build: Build, destination: DestinationData): Build {
  return {
    ...build,
    ...setLine(build, 'destination', destination.region ?? 'DEST', destination.charge),
    summary: { ...build.summary, destinationCharge: destination.charge, selectedState: destination.state, selectedRegion: destination.region },
  };
}

/** The spec's rule: a new destination charge is needed when the saved geo state/region differ from the summary's. */
export function needsDestination(build: Build, geo: { state: string; region: string }): boolean {
  return build.summary.destinationCharge === null || build.summary.selectedState !== geo.state || build.summary.selectedRegion !== geo.region;
}

export function snapshot(build: Build): BuildSnapshot {
  const { basePrice, price, lines, year, category, model, trim, colors, packages, accessories, summary, vehicles, categories, trimDetails, currentState } = build;
  return { basePrice, price, lines, year, category, model, trim, colors, packages, accessories, summary, vehicles, categories, trimDetails, currentState };
}

/** The model year a data snapshot is of (`2026:VNTA`). */
export const dataKey = (data: Pick<ConfiguratorData, 'year' | 'model'>) => `${data.year}:${data.model.code}`;

/** The last HISTORY_LIMIT entries, of which only those of the HISTORY_DATA_LIMIT most recent model years. */
function boundedHistory(history: readonly HistoryEntry[]): HistoryEntry[] {
  const recent = history.slice(-HISTORY_LIMIT);
  const years: string[] = [];
  for (let index = recent.length - 1; index >= 0; index--) {
    const data = recent[index]?.data;
    if (data && !years.includes(dataKey(data))) years.push(dataKey(data));
  }
  const kept = new Set(years.slice(0, HISTORY_DATA_LIMIT));
  return recent.filter((entry) => entry.data === null || kept.has(dataKey(entry.data)));
}

/**
 * Records the build as a history entry (browser back/forward), with the build data it is made with as the entry's
 * data snapshot, and returns it with the entry's key.
 */
export function pushHistory(build: Build, data: ConfiguratorData | null): Build {
  const key = build.historyKey + 1;
  const entry: HistoryEntry = { key, build: snapshot(build), data: build.model ? data : null };
  return { ...build, historyKey: key, history: boundedHistory([...build.history, entry]) };
}

/** HISTORY: the build as it was at an entry, keeping the history itself; an unknown key changes nothing. */
export function restoreHistory(build: Build, key: number): Build {
  const entry = build.history.find((item) => item.key === key);
  return entry ? { ...build, ...entry.build, historyKey: key } : build;
}

/** What is stored under `build-and-price`: the build with the colour data it was made with. */
export interface StoredBuild extends Build {
  data: ConfiguratorData;
}

/**
 * A history entry as stored: its data snapshot is named by model year (`dataKey`) and written once in `dataSnapshots`;
 * its model step offer is an index into `offers` (one offer serves a whole page); its trim details are not written,
 * they are the data snapshot's (`trimDetailsOf`).
 */
interface StoredHistoryEntry {
  key: number;
  build: Omit<BuildSnapshot, 'vehicles' | 'categories' | 'trimDetails'> & { offer: number };
  data: string | null;
}

/**
 * The JSON kept under `build-and-price`: the build, its build data, and its history with each model year's data
 * snapshot and each model step offer written once (the current data is `data` itself), so a full history costs them
 * once, not once per entry.
 */
export function storedBuild(build: Build, data: ConfiguratorData): string {
  const current = dataKey(data);
  const dataSnapshots: Record<string, ConfiguratorData> = {};
  const offers: ModelOffer[] = [];
  const offerIndex = new Map<string, number>();
  const history: StoredHistoryEntry[] = build.history.map((entry) => {
    const { vehicles, categories, trimDetails: _details, ...rest } = entry.build;
    const offerJson = JSON.stringify([vehicles, categories]);
    let offer = offerIndex.get(offerJson);
    if (offer === undefined) {
      offer = offers.push({ vehicles, categories }) - 1;
      offerIndex.set(offerJson, offer);
    }
    if (entry.data === null) return { key: entry.key, build: { ...rest, offer }, data: null };
    const key = dataKey(entry.data);
    if (key !== current) dataSnapshots[key] = entry.data;
    return { key: entry.key, build: { ...rest, offer }, data: key };
  });
  return JSON.stringify({ ...build, history, data, dataSnapshots, offers });
}

/** The stored history with its data snapshots and offers back in place; entries without a snapshot (an older shape) are left out. */
function readHistory(history: unknown, data: ConfiguratorData, snapshots: Record<string, ConfiguratorData>, offers: unknown): HistoryEntry[] {
  if (!Array.isArray(history)) return [];
  const offerAt = (index: unknown): ModelOffer => {
    const offer = Array.isArray(offers) && typeof index === 'number' ? (offers[index] as Partial<ModelOffer> | undefined) : undefined;
    return { vehicles: Array.isArray(offer?.vehicles) ? offer.vehicles : [], categories: Array.isArray(offer?.categories) ? offer.categories : [] };
  };
  return history.flatMap((raw: unknown): HistoryEntry[] => {
    const entry = raw as Partial<StoredHistoryEntry> | null;
    if (!entry || typeof entry.key !== 'number' || typeof entry.build !== 'object' || entry.build === null) return [];
    const snapshot = entry.data === null ? null : typeof entry.data === 'string' ? (entry.data === dataKey(data) ? data : snapshots[entry.data]) : undefined;
    if (snapshot === undefined) return [];
    const { offer, ...rest } = entry.build;
    const trim = snapshot && rest.trim ? findTrim(snapshot, rest.trim.code) : undefined;
    return [{ key: entry.key, build: { ...rest, ...offerAt(offer), trimDetails: trim ? trimDetailsOf(trim) : null }, data: snapshot }];
  });
}

/**
 * The spec's restore rule: only when the stored version is the current one, colour data exists, and the URL's
 * model and trim codes match the stored ones. Anything else (including unreadable JSON) is null: reset and reload.
 * A build stored before `vehicles`, `categories`, `trimDetails` and data snapshots existed (the same version) is still
 * restorable: the missing fields start empty, and history entries without a data snapshot are left out.
 */
export function restorable(raw: string | null, url: { modelCode: string | null; trimCode: string | null }): StoredBuild | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const candidate = stored as Partial<StoredBuild>;
  if (candidate.version !== BUILD_VERSION) return null;
  if (!Array.isArray(candidate.data?.colorData) || candidate.data.colorData.length === 0) return null;
  if ((candidate.model?.code ?? null) !== url.modelCode) return null;
  if ((candidate.trim?.code ?? null) !== url.trimCode) return null;
  if (!Array.isArray(candidate.lines) || typeof candidate.price !== 'number') return null;
  const data = candidate.data;
  // A view this version does not draw (edited storage, an older picture set) falls back to the default one.
  if (candidate.colors && !isView(candidate.colors.view)) candidate.colors = { ...candidate.colors, view: EMPTY_COLORS.view };
  const snapshots = (stored as { dataSnapshots?: unknown }).dataSnapshots;
  const { dataSnapshots: _snapshots, offers: _offers, ...build } = stored as StoredBuild & { dataSnapshots?: unknown; offers?: unknown };
  return {
    ...build,
    vehicles: Array.isArray(candidate.vehicles) ? candidate.vehicles : [],
    categories: Array.isArray(candidate.categories) ? candidate.categories : [],
    trimDetails: candidate.trimDetails ?? null,
    history: readHistory(candidate.history, data, typeof snapshots === 'object' && snapshots !== null ? (snapshots as Record<string, ConfiguratorData>) : {}, (stored as { offers?: unknown }).offers),
    historyKey: typeof candidate.historyKey === 'number' ? candidate.historyKey : 0,
    data,
  };
}

/** Sum of the lines: what `price` must always equal. */
export function linesTotal(build: Pick<Build, 'lines'>): number {
  return build.lines.reduce((sum, line) => sum + line.amount, 0);
}
