/**
 * Loads the demo brand from `catalog/` (vehicles, disclaimers, the retailer network and the published demo stories of
 * the dear{brand} story area) into the database, with the
 * demo inventory generated from them; a second run with the same files (and the same generator) changes nothing.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CategoriesFile, FeaturesFile, ModelFile, RegionsFile } from '#domain/catalog/catalog-schema.ts';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { DEFAULT_CPO_COUNT, DEFAULT_NEW_COUNT, INVENTORY_GENERATOR_VERSION, generateInventory } from '#domain/inventory/generate.ts';
import { hoursProblems } from '#domain/retailers/hours.ts';
import { RETAILER_SERVICES, type Retailer, type RetailerStory } from '#domain/retailers/types.ts';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { STORY_ID, storySearchText } from '#domain/stories/stories.ts';
import { US_STATE_CODES } from '#domain/validation/rules.ts';
import type { NewStory } from './repositories/stories.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { SEED_VERSION_KEY } from './repositories/catalog.ts';
import { INVENTORY_VERSION_KEY } from './repositories/inventory.ts';
import { createRepositories } from './repositories/index.ts';

export const CATALOG_DIR = fileURLToPath(new URL('../../catalog/', import.meta.url));

const localized = z.object({ en: z.string().min(1), es: z.string().min(1), zh: z.string().min(1) });
const DisclaimersFile = z.array(z.object({ id: z.number().int().nonnegative(), label: localized, content: localized }));

const knownZones = new Map<string, boolean>();
/** Asks Intl itself: its list of supported zones uses CLDR's names, which spell some IANA zones differently. */
function isTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

const clock = z.string().regex(/^\d{2}:\d{2}$/);
const RetailerRecord = z
  .object({
    id: z.string().regex(/^\d{5}$/),
    name: z.string().min(1).max(100),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(80),
    address: z.object({ line1: z.string().min(1), city: z.string().min(1), state: z.string().regex(/^[A-Z]{2}$/), zipcode: z.string().regex(/^\d{5}$/) }),
    phone: z.string().regex(/^\d{3}-\d{3}-\d{4}$/),
    website: z.url(),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    timeZone: z.string().refine(isTimeZone, 'an IANA time zone'),
    hours: z.array(z.object({ day: z.literal([0, 1, 2, 3, 4, 5, 6]), department: z.enum(['sales', 'service']), opens: clock, closes: clock })),
    services: z.array(z.enum(RETAILER_SERVICES)).refine((list) => list.includes('sales'), 'every retailer sells'),
    status: z.enum(['Active', 'Inactive']),
    awards: z.array(z.object({ year: z.number().int().min(1950).max(2100), name: z.string().min(1) })),
    optIns: z.object({ sms: z.boolean(), email: z.boolean(), chat: z.boolean() }),
  })
  .superRefine((retailer, context) => {
    for (const problem of hoursProblems(retailer.hours)) context.addIssue({ code: 'custom', path: ['hours'], message: problem });
  }) satisfies z.ZodType<Retailer>;
const RetailersFile = z.array(RetailerRecord);
const RetailerStoriesFile = z.array(
  z.object({
    id: z.string().min(1).max(32),
    dealerId: z.string().regex(/^\d{5}$/),
    title: z.string().min(1).max(100),
    body: z.string().min(1).max(5000),
    author: z.string().min(1),
    date: z.iso.date(),
  }) satisfies z.ZodType<RetailerStory>,
);

/** The demo brand's published dear{brand} stories, so the stories page is not empty on a new database. */
const DemoStoriesFile = z.array(
  z.object({
    id: z.string().regex(STORY_ID),
    lang: z.enum(LANGUAGES),
    title: z.string().min(1).max(100),
    text: z.string().min(1).max(5000),
    firstName: z.string().min(1).max(30),
    lastInitial: z.string().regex(/^\p{Lu}?$/u),
    city: z.string().min(1).max(25),
    state: z.enum(US_STATE_CODES as [string, ...string[]]),
    mediaLink: z.url({ protocol: /^https?$/ }).max(200).optional(),
    submitted: z.iso.datetime(),
    published: z.iso.datetime(),
  }),
);

/** The demo stories as the stories table keeps them: published, with their search text. */
export function demoStories(file: z.infer<typeof DemoStoriesFile>): NewStory[] {
  return file.map((story) => ({
    id: story.id,
    source: 'demo',
    lang: story.lang,
    title: story.title,
    body: story.text,
    firstName: story.firstName,
    lastInitial: story.lastInitial,
    city: story.city,
    state: story.state,
    mediaLink: story.mediaLink ?? null,
    searchText: storySearchText({ title: story.title, body: story.text, city: story.city }),
    submittedAt: new Date(story.submitted),
    publishedAt: new Date(story.published),
  }));
}

/** What the schemas cannot see: ids and slugs unique, and every story belonging to a retailer in the file. */
function checkNetwork(retailers: readonly Retailer[], stories: readonly RetailerStory[]): void {
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (const retailer of retailers) {
    if (ids.has(retailer.id)) throw new Error(`catalog/retailers.json: retailer id ${retailer.id} appears twice`);
    if (slugs.has(retailer.slug)) throw new Error(`catalog/retailers.json: slug ${retailer.slug} appears twice`);
    ids.add(retailer.id);
    slugs.add(retailer.slug);
  }
  const storyIds = new Set<string>();
  for (const story of stories) {
    if (!ids.has(story.dealerId)) throw new Error(`catalog/retailer-stories.json: story ${story.id} names unknown retailer ${story.dealerId}`);
    if (storyIds.has(story.id)) throw new Error(`catalog/retailer-stories.json: story id ${story.id} appears twice`);
    storyIds.add(story.id);
  }
}

export interface SeedResult {
  changed: boolean;
  version: string;
  /** Vehicles written when the inventory was (re)generated; absent when it was current. */
  inventory?: number;
}

export interface InventorySize {
  newCount: number;
  cpoCount: number;
}

/**
 * How many vehicles the seed generates: the full demo inventory, or a share of it (0 < scale ≤ 1, INVENTORY_SCALE in
 * src/config/env.ts). Only the tests seed a share, so their many databases seed in a fraction of the time.
 */
export function inventorySize(scale = 1): InventorySize {
  return { newCount: Math.round(DEFAULT_NEW_COUNT * scale), cpoCount: Math.round(DEFAULT_CPO_COUNT * scale) };
}

export interface SeedOptions {
  /** Defaults to the full demo inventory. */
  inventory?: InventorySize;
}

async function readJson<T extends z.ZodType>(dir: string, file: string, schema: T, hash: ReturnType<typeof createHash>): Promise<z.infer<T>> {
  const raw = await readFile(`${dir}${file}`, 'utf8');
  hash.update(`${file}\n${raw}\n`);
  const parsed = schema.safeParse(JSON.parse(raw));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`catalog/${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Reads and validates every catalog file; the hash of their contents is the seed version. */
export async function readCatalog(dir = CATALOG_DIR) {
  const hash = createHash('sha256');
  const disclaimers = await readJson(dir, 'disclaimers.json', DisclaimersFile, hash);
  const categories = await readJson(dir, 'categories.json', CategoriesFile, hash);
  const features = await readJson(dir, 'features.json', FeaturesFile, hash);
  const regions = await readJson(dir, 'regions.json', RegionsFile, hash);
  const modelFiles = (await readdir(`${dir}models`)).filter((file) => file.endsWith('.json')).sort();
  const models: z.infer<typeof ModelFile>[] = [];
  for (const file of modelFiles) models.push(await readJson(dir, `models/${file}`, ModelFile, hash));
  const order = new Map(categories.map((category) => [category.code, category.activeOrder]));
  const starting = (model: (typeof models)[number]) => Math.min(...model.years.flatMap((year) => year.trims.map((trim) => trim.msrp)));
  models.sort(
    (a, b) =>
      Number(b.active) - Number(a.active) ||
      (order.get(a.categories[0] ?? '') ?? 99) - (order.get(b.categories[0] ?? '') ?? 99) ||
      starting(a) - starting(b),
  );
  const catalog: Omit<Catalog, 'version'> = { categories, features, regions, models };
  const retailers = await readJson(dir, 'retailers.json', RetailersFile, hash);
  const stories = await readJson(dir, 'retailer-stories.json', RetailerStoriesFile, hash);
  checkNetwork(retailers, stories);
  const dearBrandStories = demoStories(await readJson(dir, 'dear-brand-stories.json', DemoStoriesFile, hash));
  return { version: hash.digest('hex').slice(0, 16), disclaimers, catalog, network: { retailers, stories }, dearBrandStories };
}

export async function seedDatabase(db: Database, dir = CATALOG_DIR, options: SeedOptions = {}): Promise<SeedResult> {
  const data = await readCatalog(dir);
  const size = options.inventory ?? inventorySize();
  // The catalog's seed version, the generator's and the counts.
  const inventoryVersion = `${data.version}:${INVENTORY_GENERATOR_VERSION}:${size.newCount}:${size.cpoCount}`;
  const meta = createRepositories(db).meta;
  const [current, currentInventory] = await Promise.all([meta.get(SEED_VERSION_KEY), meta.get(INVENTORY_VERSION_KEY)]);
  if (current === data.version && currentInventory === inventoryVersion) return { changed: false, version: data.version };
  let inventory: number | undefined;
  await db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    if (current !== data.version) {
      await repos.disclaimers.replaceAll(data.disclaimers);
      await repos.catalog.replaceAll(data.catalog);
      await repos.retailers.replaceAll(data.network.retailers, data.network.stories);
      await repos.stories.replaceDemo(data.dearBrandStories);
      await repos.meta.set(SEED_VERSION_KEY, data.version);
    }
    if (currentInventory !== inventoryVersion) {
      // The inventory is generated from the same files, so it follows every change of the catalog or the network.
      const vehicles = generateInventory({ version: data.version, ...data.catalog }, data.network.retailers, size);
      await repos.inventory.replaceAll(vehicles);
      await repos.meta.set(INVENTORY_VERSION_KEY, inventoryVersion);
      inventory = vehicles.length;
    }
  });
  return inventory === undefined ? { changed: true, version: data.version } : { changed: true, version: data.version, inventory };
}

/**
 * Migrates the database and brings the demo brand's seed up to date (a no-op when it is current). The app does it as
 * it starts; `npm run serve` does it first in a process of its own (src/server/setup.ts), so the server never holds
 * the memory a first seed grows.
 */
export async function prepareDatabase(handle: DatabaseHandle, inventoryScale: number, log: { info(object: object, message: string): void }): Promise<void> {
  await handle.migrateAndSetup(async (db) => {
    const result = await seedDatabase(db, undefined, { inventory: inventorySize(inventoryScale) });
    log.info({ seed: result }, result.changed ? 'Seeded the demo brand' : 'Seed already current');
  });
}
