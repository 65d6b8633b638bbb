/**
 * The demo inventory: new vehicles at every Active retailer and certified pre-owned (CPO) vehicles, generated from the
 * catalog with a seeded random sequence, so the same catalog and network always give the same vehicles, VINs and
 * prices. Pure: the catalog and the retailers in, rows out.
 *
 * A new vehicle is a Build & Price build — trim, its transmission, an exterior colour the trim offers and one of its
 * interiors, at most one package, up to three accessories the trim allows — priced by the configurator's own
 * operations (`build.ts` over `pricing.ts`) with the destination charge of the default region, so its price is what
 * Build & Price shows for the same choices. A CPO vehicle is a model year before the catalog's (its trims, colours
 * and prices taken from the model's earliest catalog year), with mileage for its age and a depreciated price.
 */
import { addPackage, changeAccessories, emptyBuild, removePackage, selectColors, selectedAccessories, selectTrim, type Build } from '#domain/build-price/build.ts';
import { configuratorData, type ConfiguratorData, type TrimData } from '#domain/build-price/data.ts';
import type { BuildChoices } from '#domain/build-price/replay.ts';
import { accessoryAddition, accessoryStates } from '#domain/catalog/accessory-rules.ts';
import { DEFAULT_STATE, type Catalog, type CatalogModel, type CatalogModelYear } from '#domain/catalog/catalog.ts';
import { retailValue } from '#domain/finance/depreciation.ts';
import { seededRandom, seedFrom, type SeededRandom } from '#domain/random.ts';
import type { InventoryStatus, InventoryVehicle } from './types.ts';
import { makeVin, vinLetter } from './vin.ts';

/** "Today" for the demo data: CPO ages, mileage and certification dates are measured from it, never from the clock. */
export const INVENTORY_REFERENCE_DATE = '2026-10-01';
/** Changes whenever the generator's output changes, so the seed knows to replace the stored inventory. */
export const INVENTORY_GENERATOR_VERSION = 'inventory-1';
export const DEFAULT_NEW_COUNT = 21_000;
export const DEFAULT_CPO_COUNT = 5_600;
/** How many model years before the earliest catalog year CPO vehicles reach back. */
export const CPO_YEARS_BACK = 6;
/** The share of new vehicles still on their way to the retailer. */
export const IN_TRANSIT_SHARE = 0.15;
export const MAX_ACCESSORIES = 3;
const CPO_MAX_MILES = 79_900;

export interface InventoryRetailer {
  id: string;
  status: 'Active' | 'Inactive';
}

export interface GenerateOptions {
  newCount?: number;
  cpoCount?: number;
  seed?: number;
}

/** One model year as the generator builds it: the configurator's data for the default region. */
interface YearPlan {
  model: CatalogModel;
  modelIndex: number;
  year: CatalogModelYear;
  data: ConfiguratorData;
}

const BODY_LETTERS: Record<CatalogModel['bodyStyle'], string> = { suv: 'S', crossover: 'C', wagon: 'W', sedan: 'D', sports: 'T' };

/** Remembers pure answers the generator asks many times (the same trim, the same accessory selection). */
type Memo = Map<string, unknown>;
function remember<T>(memo: Memo, key: string, compute: () => T): T {
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  memo.set(key, value);
  return value;
}

/** Choices the configurator would accept for a trim, picked at random. */
function pickChoices(plan: YearPlan, random: SeededRandom, memo: Memo): Required<Pick<BuildChoices, 'trimCode' | 'transmissionCode' | 'exterior' | 'interior' | 'packageCode'>> & { accessories: string[] } {
  const { data } = plan;
  // Entry trims sell more than the top ones.
  const trim = random.weighted(data.trims, (_item, index) => 1 / (1 + 0.35 * index));
  const transmission =
    trim.transmissions.length > 1 && random.chance(0.3)
      ? random.pick(trim.transmissions.filter((item) => item.code !== trim.defaultTransmission))
      : (trim.transmissions.find((item) => item.code === trim.defaultTransmission) ?? trim.transmissions[0]);
  if (!transmission) throw new Error(`${plan.model.code} ${plan.year.year} ${trim.code} has no transmission`);
  const exterior = random.pick(data.colorData.filter((color) => trim.colors.includes(color.code)));
  const interior = random.pick(exterior.interiorColors);
  const required = trim.packages.find((pkg) => pkg.required);
  const pkg = required ?? (trim.packages.length > 0 && random.chance(0.55) ? random.pick(trim.packages) : null);
  return {
    trimCode: trim.code,
    transmissionCode: transmission.code,
    exterior: exterior.code,
    interior: interior.code,
    packageCode: pkg?.code ?? 'none',
    accessories: pickAccessories(plan, trim, random, memo),
  };
}

/** Up to three accessories the trim leaves Available, each addable without a conflict or a missing requirement. */
function pickAccessories(plan: YearPlan, trim: TrimData, random: SeededRandom, memo: Memo): string[] {
  const { data } = plan;
  const count = random.weighted([0, 1, 2, 3], (n) => [0.35, 0.3, 0.2, 0.15][n] ?? 0);
  const chosen: string[] = [];
  for (let i = 0; i < Math.min(count, MAX_ACCESSORIES); i++) {
    const candidates = remember(memo, `candidates|${plan.model.code}|${plan.year.year}|${trim.code}|${chosen.join(',')}`, () => {
      const states = accessoryStates(data, trim, chosen);
      return data.accessories.filter((item) => {
        if (states[item.code] !== 'Available') return false;
        const change = accessoryAddition(data, states, item.code);
        return change.add.length === 0 && change.remove.length === 0;
      });
    });
    if (candidates.length === 0) break;
    chosen.push(random.pick(candidates).code);
  }
  // In code order: the same set is the same build (and one entry of the memo).
  return chosen.sort();
}

/**
 * The build of those choices, made by the configurator's operations. The trim step and the accessory step are pure
 * functions of trim, transmission and accessory codes (and the costly ones), so with a memo each distinct one is
 * computed once; colours and package, which touch only their own price lines, are applied on top.
 */
export function buildOf(data: ConfiguratorData, choices: BuildChoices, memo: Memo = new Map()): Build {
  const trim = data.trims.find((item) => item.code === choices.trimCode);
  if (!trim) throw new Error(`${data.model.code} ${data.year} has no trim ${choices.trimCode}`);
  const transmission = choices.transmissionCode ?? trim.defaultTransmission;
  const key = `${data.model.code}|${data.year}|${trim.code}|${transmission}`;
  const accessories = choices.accessories ?? [];
  let build = remember(memo, `build|${key}|${accessories.join(',')}`, () => {
    const trimmed = remember(memo, `build|${key}|`, () => selectTrim(emptyBuild(), data, trim.code, transmission));
    return accessories.length > 0 ? changeAccessories(trimmed, data, accessories, []) : trimmed;
  });
  if (choices.exterior) build = selectColors(build, data, choices.exterior, choices.interior ?? null);
  if (choices.packageCode === 'none') build = removePackage(build);
  else if (choices.packageCode) build = addPackage(build, data, choices.packageCode);
  return build;
}

/** The Build & Price choices that make a vehicle (to replay it in the configurator). */
export function choicesOf(vehicle: Pick<InventoryVehicle, 'trimCode' | 'transmission' | 'exteriorColor' | 'interiorColor' | 'packages' | 'accessories'>): BuildChoices {
  return {
    trimCode: vehicle.trimCode,
    transmissionCode: vehicle.transmission,
    exterior: vehicle.exteriorColor.code,
    interior: vehicle.interiorColor.code,
    packageCode: vehicle.packages[0] ?? 'none',
    accessories: vehicle.accessories,
  };
}

/** The vehicle fields a build gives: names, colours, package, accessories, msrp (without destination) and price (with it). */
function vehicleOf(plan: YearPlan, build: Build) {
  const { trim, colors } = build;
  const destination = build.lines.find((line) => line.kind === 'destination')?.amount;
  if (!trim?.transmission || !colors.exterior || !colors.interior || destination === undefined) {
    throw new Error(`Incomplete build for ${plan.model.code} ${plan.year.year}`);
  }
  return {
    modelCode: plan.model.code,
    modelName: plan.model.name,
    trimCode: trim.code,
    trimName: trim.name,
    transmission: trim.transmission.code,
    exteriorColor: { code: colors.exterior.code, name: colors.exterior.name, hex: colors.exterior.rgb },
    interiorColor: { code: colors.interior.code, name: colors.interior.name },
    packages: build.packages.selected ? [build.packages.selected.code] : [],
    accessories: selectedAccessories(build),
    msrp: build.price - destination,
    price: build.price,
  };
}

function descriptor(plan: YearPlan, choices: BuildChoices): string {
  const trimIndex = plan.data.trims.findIndex((item) => item.code === choices.trimCode);
  const trim = plan.data.trims[trimIndex];
  const transmissionIndex = trim?.transmissions.findIndex((item) => item.code === choices.transmissionCode) ?? 0;
  return `${vinLetter(plan.modelIndex)}${vinLetter(trimIndex)}${BODY_LETTERS[plan.model.bodyStyle]}${trim?.specs.drivetrain.charAt(0) ?? 'A'}${Math.max(0, transmissionIndex) + 1}`;
}

/** Where a model is built: about a third of the line-up in the US (4S…), the rest in Japan (JF…). */
function origin(plan: YearPlan): { prefix: string; plant: string } {
  const passengerCar = plan.model.bodyStyle === 'sedan' || plan.model.bodyStyle === 'sports';
  const american = plan.modelIndex % 3 === 1;
  if (american) return { prefix: passengerCar ? '4S3' : '4S4', plant: 'L' };
  return { prefix: passengerCar ? 'JF1' : 'JF2', plant: 'G' };
}

/** Spreads `total` over the retailers in proportion to their weights (largest remainder), so the sum is exact. */
function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((acc, count) => acc + count, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left-- <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A unique six-digit serial for the n-th vehicle (a bijection of 0 … 899,999, so serials look unordered). */
function serialOf(n: number): number {
  if (n >= 900_000) throw new RangeError('The demo inventory holds at most 900,000 vehicles');
  return ((n * 7_919 + 104_729) % 900_000) + 100_000;
}

/** The configurator data of every model year the generator needs, for the default region (KS, 060). */
function plansOf(catalog: Catalog) {
  const byCode = [...catalog.models].sort((a, b) => a.code.localeCompare(b.code));
  const plan = (model: CatalogModel, year: CatalogModelYear): YearPlan => ({
    model,
    modelIndex: byCode.indexOf(model),
    year,
    data: configuratorData(catalog, model, year, 'en', { state: DEFAULT_STATE }),
  });
  const active = byCode.flatMap((model) => (model.active ? model.years.filter((year) => year.active).map((year) => plan(model, year)) : []));
  // CPO: each model's earliest catalog year stands for the years before it.
  const earliest = byCode.flatMap((model) => {
    const first = [...model.years].sort((a, b) => a.year - b.year)[0];
    return first ? [plan(model, first)] : [];
  });
  return { active, earliest };
}

/**
 * Generates the demo inventory: `newCount` new vehicles spread over the Active retailers, then `cpoCount` CPO
 * vehicles. Deterministic for the same catalog, retailers and options.
 */
export function generateInventory(catalog: Catalog, retailers: readonly InventoryRetailer[], options: GenerateOptions = {}): InventoryVehicle[] {
  const newCount = options.newCount ?? DEFAULT_NEW_COUNT;
  const cpoCount = options.cpoCount ?? DEFAULT_CPO_COUNT;
  const seed = options.seed ?? seedFrom(INVENTORY_GENERATOR_VERSION);
  const active = retailers.filter((retailer) => retailer.status === 'Active').map((retailer) => retailer.id).sort();
  if (active.length === 0) return [];
  const { active: newPlans, earliest } = plansOf(catalog);
  const vehicles: InventoryVehicle[] = [];
  const memo: Memo = new Map();
  const stockSequence = new Map<string, number>();
  const stockNumber = (retailerId: string, kind: 'N' | 'C', year: number) => {
    const next = (stockSequence.get(retailerId) ?? 0) + 1;
    stockSequence.set(retailerId, next);
    return `${kind}${String(year % 100).padStart(2, '0')}${String(next).padStart(4, '0')}`;
  };

  // ---- new vehicles ----
  const random = seededRandom(seed);
  const modelWeight = new Map(catalog.models.map((model) => [model.code, random.between(0.6, 1.6)]));
  const newCounts = spread(newCount, active.map(() => random.between(0.4, 1.8)));
  const latest = new Map<string, number>();
  for (const plan of newPlans) latest.set(plan.model.code, Math.max(latest.get(plan.model.code) ?? 0, plan.year.year));
  // The latest model year is most of what is on the lots.
  const planWeight = (plan: YearPlan) => (modelWeight.get(plan.model.code) ?? 1) * (plan.year.year === latest.get(plan.model.code) ? 0.65 : 0.35);
  if (newPlans.length > 0) {
    active.forEach((retailerId, index) => {
      for (let i = 0; i < (newCounts[index] ?? 0); i++) {
        const plan = random.weighted(newPlans, planWeight);
        const choices = pickChoices(plan, random, memo);
        const status: InventoryStatus = random.chance(IN_TRANSIT_SHARE) ? 'in-transit' : 'in-stock';
        const { prefix, plant } = origin(plan);
        vehicles.push({
          vin: makeVin({ prefix, descriptor: descriptor(plan, choices), year: plan.year.year, plant, serial: serialOf(vehicles.length) }),
          kind: 'new',
          status,
          stockNumber: stockNumber(retailerId, 'N', plan.year.year),
          retailerId,
          year: plan.year.year,
          ...vehicleOf(plan, buildOf(plan.data, choices, memo)),
          mileage: null,
          certifiedOn: null,
        });
      }
    });
  }

  // ---- certified pre-owned ----
  const reference = Date.parse(`${INVENTORY_REFERENCE_DATE}T00:00:00Z`);
  const referenceYear = new Date(reference).getUTCFullYear();
  const cpoCounts = spread(cpoCount, active.map(() => random.between(0.2, 1.8)));
  const cpoPlans = earliest.flatMap((plan) => {
    const newest = Math.min(plan.year.year, referenceYear) - 1;
    return Array.from({ length: CPO_YEARS_BACK }, (_, back) => ({ plan, year: newest - back }));
  });
  // Younger cars are most of a CPO lot; discontinued models are fewer.
  const cpoWeight = ({ plan, year }: (typeof cpoPlans)[number]) => (plan.model.active ? 1 : 0.5) * (modelWeight.get(plan.model.code) ?? 1) * (1 / (1 + 0.25 * (referenceYear - 1 - year)));
  if (cpoPlans.length > 0) {
    active.forEach((retailerId, index) => {
      for (let i = 0; i < (cpoCounts[index] ?? 0); i++) {
        const { plan, year } = random.weighted(cpoPlans, cpoWeight);
        const choices = pickChoices(plan, random, memo);
        const fields = vehicleOf(plan, buildOf(plan.data, choices, memo));
        // On the road since the autumn before its model year.
        const since = Date.parse(`${year - 1}-10-01T00:00:00Z`);
        const years = (reference - since) / (365.25 * DAY_MS);
        const mileage = Math.min(CPO_MAX_MILES, Math.round((years * random.between(7_000, 13_500)) / 10) * 10 + random.int(0, 9));
        const depreciated = retailValue(fields.msrp, years, mileage);
        const price = Math.max(4_995, Math.round((depreciated * random.between(0.97, 1.03)) / 100) * 100 - 5);
        const earliestCertified = Math.max(reference - 730 * DAY_MS, since + 120 * DAY_MS);
        const certifiedOn = isoDay(earliestCertified + Math.floor(random.next() * ((reference - DAY_MS - earliestCertified) / DAY_MS)) * DAY_MS);
        const { prefix, plant } = origin(plan);
        vehicles.push({
          vin: makeVin({ prefix, descriptor: descriptor(plan, choices), year, plant, serial: serialOf(vehicles.length) }),
          kind: 'cpo',
          status: random.chance(0.03) ? 'in-transit' : 'in-stock',
          stockNumber: stockNumber(retailerId, 'C', year),
          retailerId,
          year,
          ...fields,
          price,
          mileage,
          certifiedOn,
        });
      }
    });
  }
  return vehicles;
}
