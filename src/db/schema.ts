/** The database schema (pg-core), the single definition both PGlite and PostgreSQL run. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
// Type-only, so drizzle-kit (which loads this file on its own) never has to resolve the domain module.
import type { SavedBuild } from '#domain/build-price/saved-build.ts';
import type { LeadVehicle } from '#domain/forms/lead-vehicle.ts';
import type { InventoryKind, InventoryStatus } from '#domain/inventory/types.ts';
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
export const savedBuilds = pgTable(
  'saved_builds',
  {
    token: varchar('token', { length: 32 }).primaryKey(),
    data: jsonb('data').$type<SavedBuild>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the build was last saved or opened (moved on at most once a day); the clean-up deletes the long unopened. */
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('saved_builds_last_opened_idx').on(table.lastOpenedAt)],
);

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

// ---- inventory (generated by the seed from the catalog and the retailer network) ----

/**
 * New and certified pre-owned vehicles, one table for both (`kind`). The names (model, trim, colours, English) are
 * stored beside the codes, as the inventory contract shows them, so a search reads one row per vehicle; the rows are
 * regenerated whenever the catalog or the retailer network changes. `retailer_id` has no foreign key: the seed
 * replaces the network and the inventory together. Searches join `retailers` for the distance and the name.
 * The b-tree indexes lead with `kind` (every search names one) and end with `vin` where they serve a sort, so a
 * sorted page and its cursor (sort key, vin) are read in index order.
 */
export const inventoryVehicles = pgTable(
  'inventory_vehicles',
  {
    vin: varchar('vin', { length: 17 }).primaryKey(),
    kind: varchar('kind', { length: 3 }).$type<InventoryKind>().notNull(),
    status: varchar('status', { length: 10 }).$type<InventoryStatus>().notNull(),
    stockNumber: varchar('stock_number', { length: 12 }).notNull(),
    retailerId: varchar('retailer_id', { length: 5 }).notNull(),
    year: integer('year').notNull(),
    modelCode: varchar('model_code', { length: 4 }).notNull(),
    modelName: text('model_name').notNull(),
    trimCode: varchar('trim_code', { length: 4 }).notNull(),
    trimName: text('trim_name').notNull(),
    transmission: varchar('transmission', { length: 12 }).notNull(),
    exteriorColor: varchar('exterior_color', { length: 12 }).notNull(),
    exteriorName: text('exterior_name').notNull(),
    exteriorHex: varchar('exterior_hex', { length: 7 }).notNull(),
    interiorColor: varchar('interior_color', { length: 12 }).notNull(),
    interiorName: text('interior_name').notNull(),
    packages: text('packages').array().notNull(),
    accessories: text('accessories').array().notNull(),
    msrp: integer('msrp').notNull(),
    price: integer('price').notNull(),
    mileage: integer('mileage'),
    certifiedOn: date('certified_on', { mode: 'string' }),
  },
  (table) => [
    check('inventory_vehicles_kind_check', sql`${table.kind} in ('new', 'cpo')`),
    check('inventory_vehicles_status_check', sql`${table.status} in ('in-stock', 'in-transit')`),
    index('inventory_kind_model_year_idx').on(table.kind, table.modelCode, table.year, table.vin),
    // One model by price is what model pages and offers link to.
    index('inventory_kind_model_price_idx').on(table.kind, table.modelCode, table.price, table.vin),
    index('inventory_kind_price_idx').on(table.kind, table.price, table.vin),
    index('inventory_kind_year_idx').on(table.kind, table.year, table.vin),
    index('inventory_kind_mileage_idx').on(table.kind, table.mileage, table.vin),
    index('inventory_kind_color_idx').on(table.kind, table.exteriorColor),
    index('inventory_retailer_idx').on(table.retailerId, table.kind),
    // A radius search with a model (or a price order) reads only that model's rows of each retailer in reach: at
    // 1,000,000 vehicles it halves the time of a dense metro area (bench/inventory-scale.ts).
    index('inventory_retailer_model_price_idx').on(table.retailerId, table.kind, table.modelCode, table.price, table.vin),
    index('inventory_packages_idx').using('gin', table.packages),
  ],
);

// ---- leads (the lead forms' submissions) and their delivery ----

/** What a lead holds: the validated field values, by field name. */
export type LeadValues = Record<string, string | string[]>;
export type LeadStatus = 'received' | 'delivered' | 'undeliverable';
export type OutboxChannel = 'webhook' | 'email';
export type OutboxState = 'pending' | 'delivered' | 'dead';

/**
 * One row per accepted form submission. The id is the confirmation id the visitor is shown ('L' + 10 base32
 * characters). `retailer_id` deliberately has no foreign key: the seed replaces the retailer network wholesale,
 * and a lead must outlive the retailer it named. The visitor's IP is never stored, only a salted SHA-256 of it.
 */
export const leads = pgTable(
  'leads',
  {
    id: varchar('id', { length: 16 }).primaryKey(),
    form: varchar('form', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    values: jsonb('values').$type<LeadValues>().notNull(),
    retailerId: varchar('retailer_id', { length: 5 }),
    lang: varchar('lang', { length: 2 }).notNull(),
    sourcePage: varchar('source_page', { length: 300 }),
    ipHash: varchar('ip_hash', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
    status: varchar('status', { length: 16 }).$type<LeadStatus>().notNull().default('received'),
    /** What the visitor was looking at, derived by the server (src/domain/forms/lead-vehicle.ts); null when nothing. */
    vehicle: jsonb('vehicle').$type<LeadVehicle>(),
  },
  (table) => [index('leads_created_idx').on(table.createdAt), index('leads_form_created_idx').on(table.form, table.createdAt)],
);

/** Files sent with a lead (no form declares a file field yet; the table is here so a later form needs no migration of leads). */
export const leadUploads = pgTable(
  'lead_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: varchar('lead_id', { length: 16 })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    field: varchar('field', { length: 40 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Where the bytes are kept (a path or an object-store key), never the bytes themselves. */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_uploads_lead_idx').on(table.leadId)],
);

/**
 * The transactional outbox: written in the same transaction as its lead, delivered later by the outbox worker
 * (src/server/forms/outbox-worker.ts), which claims due rows with FOR UPDATE SKIP LOCKED so two processes never
 * deliver the same row. `attempts` counts claims; `next_attempt_at` is both the backoff and the claim's lease.
 */
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: varchar('lead_id', { length: 16 })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 10 }).$type<OutboxChannel>().notNull(),
    /** An e-mail address or a webhook URL. */
    target: text('target').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    state: varchar('state', { length: 10 }).$type<OutboxState>().notNull().default('pending'),
    lastError: text('last_error'),
    /** Sent as the webhook's Idempotency-Key and in the e-mail's Message-ID, the same on every retry. */
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('lead_outbox_idempotency_key_idx').on(table.idempotencyKey),
    index('lead_outbox_lead_idx').on(table.leadId),
    index('lead_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'pending'`),
  ],
);

// ---- the dear{brand} story area (docs/decisions/029-stories-beside-their-leads.md) ----

export type StoryStatus = 'unpublished' | 'published';
/** Where a story came from: the form it was sent with (its lead holds the rest), or the demo seed. */
export type StorySource = 'dearBrand' | 'shareStory' | 'demo';

/**
 * The stories of the story forms, one per lead of such a form (written in the lead's transaction), plus the demo
 * seed's. Only what may be shown is here — a first name and the surname's initial, never the e-mail or the surname,
 * which stay in the lead — so no query of this table can leak them. A story starts `unpublished`; the digital team
 * publishes it (`npm run stories`), which sets `published_at`; `reviewed_at` says the team has decided on it.
 * `search_text` is title, text and city folded for search (src/domain/stories/stories.ts).
 */
export const stories = pgTable(
  'stories',
  {
    id: varchar('id', { length: 12 }).primaryKey(),
    leadId: varchar('lead_id', { length: 16 }).references(() => leads.id, { onDelete: 'cascade' }),
    source: varchar('source', { length: 16 }).$type<StorySource>().notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: varchar('body', { length: 5000 }).notNull(),
    firstName: varchar('first_name', { length: 30 }).notNull(),
    lastInitial: varchar('last_initial', { length: 4 }).notNull(),
    city: varchar('city', { length: 25 }).notNull(),
    state: varchar('state', { length: 2 }).notNull(),
    mediaLink: varchar('media_link', { length: 200 }),
    searchText: text('search_text').notNull(),
    status: varchar('status', { length: 12 }).$type<StoryStatus>().notNull().default('unpublished'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    check('stories_status_check', sql`${table.status} in ('unpublished', 'published')`),
    check('stories_published_at_check', sql`(${table.status} = 'published') = (${table.publishedAt} is not null)`),
    uniqueIndex('stories_lead_idx').on(table.leadId),
    // The public list, newest first, reads only published rows in index order.
    index('stories_published_idx').on(table.publishedAt, table.id).where(sql`${table.status} = 'published'`),
    index('stories_pending_idx').on(table.submittedAt).where(sql`${table.status} = 'unpublished'`),
  ],
);
