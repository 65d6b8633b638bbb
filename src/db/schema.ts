/** The database schema (pg-core), the single definition both PGlite and PostgreSQL run. */
import { boolean, date, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
// Type-only, so drizzle-kit (which loads this file on its own) never has to resolve the domain module.
import type { SavedBuild } from '#domain/build-price/saved-build.ts';
import type { OpeningHours, Retailer, RetailerAddress, RetailerService } from '#domain/retailers/types.ts';

/** Facts about the database itself, such as which seed version it holds. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Legal disclaimers, registered by numeric id and written per language. */
export const disclaimers = pgTable(
  'disclaimers',
  {
    id: integer('id').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    label: text('label').notNull(),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.lang] })],
);

// ---- the vehicle catalog (loaded from catalog/*.json by the seed) ----

/** Localised text as stored: { en, es, zh }. */
type Localized = { en: string; es: string; zh: string };

export const categories = pgTable('categories', {
  code: varchar('code', { length: 20 }).primaryKey(),
  name: jsonb('name').$type<Localized>().notNull(),
  activeOrder: integer('active_order').notNull(),
});

export const features = pgTable('features', {
  code: varchar('code', { length: 12 }).primaryKey(),
  groupCode: varchar('group_code', { length: 20 }).notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
});

export const regions = pgTable('regions', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  states: text('states').array().notNull(),
  destinationSurcharge: integer('destination_surcharge').notNull(),
});

export const models = pgTable('models', {
  code: varchar('code', { length: 4 }).primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull(),
  bodyStyle: varchar('body_style', { length: 12 }).notNull(),
  categories: text('categories').array().notNull(),
  tagline: jsonb('tagline').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  highlights: jsonb('highlights').$type<Localized[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const modelYears = pgTable(
  'model_years',
  {
    modelCode: varchar('model_code', { length: 4 })
      .notNull()
      .references(() => models.code, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    active: boolean('active').notNull(),
    destinationCharge: integer('destination_charge').notNull(),
  },
  (table) => [primaryKey({ columns: [table.modelCode, table.year] })],
);

export const trims = pgTable(
  'trims',
  {
    modelCode: varchar('model_code', { length: 4 }).notNull(),
    year: integer('year').notNull(),
    code: varchar('code', { length: 4 }).notNull(),
    name: text('name').notNull(),
    msrp: integer('msrp').notNull(),
    hybrid: boolean('hybrid').notNull(),
    wilderness: boolean('wilderness').notNull(),
    defaultTransmission: varchar('default_transmission', { length: 12 }).notNull(),
    specs: jsonb('specs').$type<Record<string, unknown>>().notNull(),
    features: text('features').array().notNull(),
    accessoryStates: jsonb('accessory_states').$type<Record<string, string>>().notNull(),
    colors: text('colors').array().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.modelCode, table.year, table.code] }),
    foreignKey({ columns: [table.modelCode, table.year], foreignColumns: [modelYears.modelCode, modelYears.year] }).onDelete('cascade'),
  ],
);

export const transmissions = pgTable(
  'transmissions',
  {
    modelCode: varchar('model_code', { length: 4 }).notNull(),
    year: integer('year').notNull(),
    trimCode: varchar('trim_code', { length: 4 }).notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    msrp: integer('msrp').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.modelCode, table.year, table.trimCode, table.code] }),
    foreignKey({ columns: [table.modelCode, table.year, table.trimCode], foreignColumns: [trims.modelCode, trims.year, trims.code] }).onDelete('cascade'),
  ],
);

export const optionPackages = pgTable(
  'option_packages',
  {
    modelCode: varchar('model_code', { length: 4 }).notNull(),
    year: integer('year').notNull(),
    trimCode: varchar('trim_code', { length: 4 }).notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    msrp: integer('msrp').notNull(),
    features: text('features').array().notNull(),
    required: boolean('required').notNull(),
    isDefault: boolean('is_default').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.modelCode, table.year, table.trimCode, table.code] }),
    foreignKey({ columns: [table.modelCode, table.year, table.trimCode], foreignColumns: [trims.modelCode, trims.year, trims.code] }).onDelete('cascade'),
  ],
);

export const exteriorColors = pgTable(
  'exterior_colors',
  {
    modelCode: varchar('model_code', { length: 4 }).notNull(),
    year: integer('year').notNull(),
    code: varchar('code', { length: 12 }).notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    rgb: varchar('rgb', { length: 7 }).notNull(),
    msrp: integer('msrp').notNull(),
    isDefault: boolean('is_default').notNull(),
    interiorColors: jsonb('interior_colors').$type<{ code: string; name: Localized; rgb: string; default: boolean }[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.modelCode, table.year, table.code] }),
    foreignKey({ columns: [table.modelCode, table.year], foreignColumns: [modelYears.modelCode, modelYears.year] }).onDelete('cascade'),
  ],
);

export const accessories = pgTable(
  'accessories',
  {
    modelCode: varchar('model_code', { length: 4 })
      .notNull()
      .references(() => models.code, { onDelete: 'cascade' }),
    code: varchar('code', { length: 12 }).notNull(),
    partNumber: varchar('part_number', { length: 20 }).notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    subtitle: jsonb('subtitle').$type<Localized | null>(),
    instructions: jsonb('instructions').$type<Localized | null>(),
    groupCode: varchar('group_code', { length: 20 }).notNull(),
    msrp: integer('msrp').notNull(),
    installedPrice: integer('installed_price').notNull(),
    mostPopular: boolean('most_popular').notNull(),
    requires: text('requires').array().notNull(),
    conflicts: text('conflicts').array().notNull(),
    includes: text('includes').array().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.modelCode, table.code] })],
);

// ---- visitors' data ----

/**
 * Build & Price configurations saved by visitors, under an unguessable token (the only way to read one back).
 * `data` is the validated SavedBuild as sent; it holds codes only and is re-checked against the catalog on read.
 */
export const savedBuilds = pgTable('saved_builds', {
  token: varchar('token', { length: 32 }).primaryKey(),
  data: jsonb('data').$type<SavedBuild>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- the retailer network (loaded from catalog/retailers.json and catalog/retailer-stories.json by the seed) ----

/**
 * One row per retailer. The lists and the address are jsonb in the contract's own shape: they are only ever read
 * whole, and every search runs on the in-process copy the repository keeps, never in SQL.
 */
export const retailers = pgTable('retailers', {
  id: varchar('id', { length: 5 }).primaryKey(),
  name: text('name').notNull(),
  slug: varchar('slug', { length: 120 }).notNull(),
  address: jsonb('address').$type<RetailerAddress>().notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  website: text('website').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  timeZone: varchar('time_zone', { length: 40 }).notNull(),
  hours: jsonb('hours').$type<OpeningHours[]>().notNull(),
  services: jsonb('services').$type<RetailerService[]>().notNull(),
  status: varchar('status', { length: 10 }).$type<Retailer['status']>().notNull(),
  awards: jsonb('awards').$type<Retailer['awards']>().notNull(),
  optIns: jsonb('opt_ins').$type<Retailer['optIns']>().notNull(),
});

/** The retailers' "love promise" community stories. */
export const retailerStories = pgTable(
  'retailer_stories',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    dealerId: varchar('dealer_id', { length: 5 })
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    author: text('author').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (table) => [index('retailer_stories_dealer_idx').on(table.dealerId)],
);
