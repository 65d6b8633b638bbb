/**
 * Inventory searches at scale: the repository's own SQL (the same `search` the REST and GraphQL services call) over a
 * 1,000,000-vehicle `inventory_vehicles` table in PostgreSQL, p50 and p99 per typical filter combination, plus the
 * plan PostgreSQL chose for each (which index, or a sequential scan).
 *
 * The table lives in its own database (`halden_bench_1m`, created on the server of BENCH_PG_URL, default the local
 * `postgres://postgres@127.0.0.1:5432/postgres`), migrated by the app's migrations and seeded with the catalog and
 * retailers. The million vehicles are the demo generator's 100,000 (80,000 new, 20,000 certified) built ten times
 * over at ten plants: the same vehicles with the plant letter (VIN position 11) changed and the check digit computed
 * again, so every VIN is unique and valid. A run finds the table already full (app_meta records it) and goes straight
 * to the queries; `BENCH_1M_RELOAD=1` loads it again. `BENCH_1M_ROUNDS` (default 60) is the number of timed runs per
 * query after 5 warm-up runs.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#db/client.ts';
import { createRepositories } from '#db/repositories/index.ts';
import { readCatalog, seedDatabase } from '#db/seed.ts';
import { generateInventory, INVENTORY_GENERATOR_VERSION } from '#domain/inventory/generate.ts';
import type { InventoryQuery, InventoryVehicle } from '#domain/inventory/types.ts';
import { makeVin } from '#domain/inventory/vin.ts';
import { zipIndex } from '#server/geo/zip-index.ts';

const DATABASE = 'halden_bench_1m';
const BASE = { newCount: 80_000, cpoCount: 20_000 };
const PLANTS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'];
const TARGET = (BASE.newCount + BASE.cpoCount) * PLANTS.length;
const ROUNDS = Number(process.env.BENCH_1M_ROUNDS ?? 60);
const WARMUP = 5;
const LOADED_KEY = 'bench_1m_inventory';

export interface ScaleRow {
  name: string;
  p50: number;
  p99: number;
  mean: number;
  total: number;
  /** The scan nodes of PostgreSQL's plan for the page query ("Index Scan using inventory_kind_price_idx" …). */
  plan: string[];
}

export interface ScaleResult {
  vehicles: number;
  loadSeconds: number | null;
  tableMegabytes: number;
  indexMegabytes: number;
  rows: ScaleRow[];
  facets: { coldMillis: number[]; note: string };
}

/** The same vehicle built at another plant: a new serial space, so a new unique VIN with its own check digit. */
function atPlant(vehicle: InventoryVehicle, plant: string): InventoryVehicle {
  const vin = vehicle.vin;
  const serial = Number(vin.slice(11));
  return { ...vehicle, vin: makeVin({ prefix: vin.slice(0, 3), descriptor: vin.slice(3, 8), year: vehicle.year, plant, serial }) };
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 100) / 100;
}

async function ensureDatabase(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

const QUERIES: { name: string; query: InventoryQuery; zip?: string }[] = [
  { name: 'new, no filters, lowest price first, page 1', query: { kind: 'new' } },
  { name: 'new, model + year, highest price first, page 3', query: { kind: 'new', models: ['KSTL'], years: [2027], sort: 'price-desc', page: 3 } },
  { name: 'new, price $30,000–$40,000, lowest first', query: { kind: 'new', priceMin: 30_000, priceMax: 40_000 } },
  { name: 'new, within 100 miles of 66952, nearest first', query: { kind: 'new', zip: '66952', radius: 100 }, zip: '66952' },
  { name: 'new, within 250 miles of 10001, model, lowest price', query: { kind: 'new', zip: '10001', radius: 250, models: ['KSTL'], sort: 'price-asc' }, zip: '10001' },
  { name: 'new, one retailer, newest first', query: { kind: 'new', retailerId: '10004', sort: 'year-desc' } },
  { name: 'CPO, mileage under 30,000, lowest mileage first', query: { kind: 'cpo', mileageMax: 30_000, sort: 'mileage-asc' } },
  { name: 'CPO, model, 2021–2022, lowest price', query: { kind: 'cpo', models: ['KSTL'], years: [2021, 2022] } },
];

export async function runInventoryScaleBench(): Promise<ScaleResult | { skipped: string }> {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let url: string;
  try {
    url = await ensureDatabase(adminUrl);
  } catch (error) {
    return { skipped: `PostgreSQL at ${adminUrl.replace(/:[^:@/]*@/, ':***@')} is not reachable: ${(error as Error).message}` };
  }
  const handle = await openDatabase({ url });
  try {
    const db = handle.db;
    const repos = createRepositories(db);
    // The catalog and retailers (and the app's own small inventory, replaced below).
    await handle.migrateAndSetup((database) => seedDatabase(database, undefined, { inventory: { newCount: 1, cpoCount: 1 } }).then(() => undefined));
    const data = await readCatalog();
    const version = `${data.version}:${INVENTORY_GENERATOR_VERSION}:${TARGET}`;
    let loadSeconds: number | null = null;
    const loaded = (await repos.meta.get(LOADED_KEY)) === version && (await repos.inventory.count()) === TARGET;
    if (!loaded || process.env.BENCH_1M_RELOAD === '1') {
      const started = performance.now();
      process.stdout.write(`inventory 1M: generating ${BASE.newCount + BASE.cpoCount} vehicles…\n`);
      const base = generateInventory({ version: data.version, ...data.catalog }, data.network.retailers, BASE);
      await db.transaction(async (tx) => {
        const inventory = createRepositories(tx).inventory;
        await tx.execute(sql`delete from inventory_vehicles`);
        for (const plant of PLANTS) {
          process.stdout.write(`inventory 1M: plant ${plant}…\n`);
          await inventory.append(base.map((vehicle) => atPlant(vehicle, plant)));
        }
      });
      await db.execute(sql`vacuum analyze inventory_vehicles`);
      await repos.meta.set(LOADED_KEY, version);
      loadSeconds = Math.round((performance.now() - started) / 100) / 10;
    }
    const vehicles = await repos.inventory.count();
    const sizes = (await db.execute(sql`select pg_table_size('inventory_vehicles') as t, pg_indexes_size('inventory_vehicles') as i`)) as unknown as { rows: { t: string; i: string }[] };
    const size = sizes.rows[0];
    repos.inventory.locateWith((zip) => zipIndex().lookup(zip));

    const rows: ScaleRow[] = [];
    for (const { name, query } of QUERIES) {
      const times: number[] = [];
      let total = 0;
      for (let round = 0; round < WARMUP + ROUNDS; round++) {
        const started = performance.now();
        // As a results page asks: the page in its order, the total and the facet counts. The warm-up runs leave the
        // counts of this filter set in the per-process cache, as on a busy site; counts of a new set are timed below.
        const page = await repos.inventory.search(query);
        const elapsed = performance.now() - started;
        if (round >= WARMUP) times.push(elapsed);
        total = page.total;
      }
      times.sort((a, b) => a - b);
      const plan = await planOf(repos, query);
      rows.push({ name, p50: percentile(times, 50), p99: percentile(times, 99), mean: Math.round((times.reduce((a, b) => a + b, 0) / times.length) * 100) / 100, total, plan });
      process.stdout.write(`inventory 1M: ${name}: p50 ${percentile(times, 50)} ms, p99 ${percentile(times, 99)} ms (${total} found)\n`);
    }
    // Facet counts of filter sets not seen before (each computed with every filter but its own), once each.
    const coldMillis: number[] = [];
    for (const query of [{ kind: 'new' as const, models: ['SOLA'] }, { kind: 'new' as const, priceMin: 25_000, priceMax: 35_000 }, { kind: 'cpo' as const, mileageMax: 40_000 }, { kind: 'new' as const, zip: '66952', radius: 250 }]) {
      const started = performance.now();
      await repos.inventory.search(query);
      coldMillis.push(Math.round(performance.now() - started));
    }
    return {
      vehicles,
      loadSeconds,
      tableMegabytes: Math.round(Number(size?.t ?? 0) / 1_048_576),
      indexMegabytes: Math.round(Number(size?.i ?? 0) / 1_048_576),
      rows,
      facets: { coldMillis, note: 'first search of a new filter set, facets included; later searches of the same set reuse the per-process facet cache' },
    };
  } finally {
    await handle.close();
  }
}

/** The scan nodes of the plan PostgreSQL picks for the search's page query (run through the repository's explain). */
async function planOf(repos: ReturnType<typeof createRepositories>, query: InventoryQuery): Promise<string[]> {
  const text = await repos.inventory.explain(query);
  return [...new Set(text.split('\n').map((line) => /((?:Parallel )?(?:Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?(?: using \S+)? on \S+)/.exec(line)?.[1]).filter((item): item is string => Boolean(item)))];
}

export function printScale(result: ScaleResult | { skipped: string }): void {
  if ('skipped' in result) {
    console.log(`\nInventory at 1,000,000 vehicles (PostgreSQL): skipped — ${result.skipped}`);
    return;
  }
  console.log(`\nInventory at ${result.vehicles.toLocaleString('en-US')} vehicles (PostgreSQL; table ${result.tableMegabytes} MB, indexes ${result.indexMegabytes} MB${result.loadSeconds === null ? '' : `, loaded in ${result.loadSeconds} s`})`);
  console.table(result.rows.map((row) => ({ query: row.name, 'p50 ms': row.p50, 'p99 ms': row.p99, found: row.total, plan: row.plan.join('; ') })));
  console.log(`facet counts, cold: ${result.facets.coldMillis.join(' / ')} ms (${result.facets.note})`);
}
