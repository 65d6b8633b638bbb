/** Builds the real app for integration tests: PGlite in memory by default, PostgreSQL when TEST_DATABASE_URL is set. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { readEnv, type EnvInput } from '#config/env.ts';
import { openDatabase, type Database, type DatabaseHandle } from '#db/client.ts';
import { inventorySize, seedDatabase, type InventorySize } from '#db/seed.ts';
import { buildApp } from '#server/app.ts';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** The PUBLIC_ORIGIN of every test app. */
export const TEST_ORIGIN = 'https://www.example.test';
/**
 * The header a browser sends with a POST from one of the site's own pages: every unsafe request must carry proof that
 * it came from the site (src/server/plugins/request-guards.ts).
 */
export const SAME_ORIGIN = { origin: TEST_ORIGIN } as const;

/**
 * The share of the demo inventory every test database holds (2,660 vehicles instead of 26,600): the run's snapshot
 * and every PostgreSQL test database are seeded with it, and the full one would add about 2 s to each seed and make
 * the snapshot ten times larger. A server always seeds the full one.
 */
export const TEST_INVENTORY_SCALE = 0.1;
export const TEST_INVENTORY: InventorySize = inventorySize(TEST_INVENTORY_SCALE);

/** Seeds `db` as every test database is seeded; a second run with the same files changes nothing. */
export function seedTestDatabase(db: Database, dir?: string) {
  return seedDatabase(db, dir, { inventory: TEST_INVENTORY });
}

/**
 * A database of the test's own, migrated and seeded. On PGlite it opens the run's seeded snapshot
 * (test/support/database-snapshot.ts), which is exactly what the migrations and the seed make; without one (a test run
 * outside Vitest's global setup) it makes it.
 */
export async function openTestDatabase(options: { own?: boolean } = {}): Promise<DatabaseHandle> {
  if (testDatabaseUrl && options.own) return ownPostgresDatabase(testDatabaseUrl);
  if (testDatabaseUrl) return migratedAndSeeded(await openDatabase({ url: testDatabaseUrl }));
  const snapshot = seededSnapshot();
  if (snapshot) return openDatabase({ dataDir: 'memory://', snapshot });
  return migratedAndSeeded(await openDatabase({ dataDir: 'memory://' }));
}

/**
 * On PostgreSQL every test file shares TEST_DATABASE_URL's database, as files run in parallel. A file that changes
 * what others read (removes every story, unpublishes a demo one) asks for a database of its own: created beside the
 * shared one, migrated and seeded, and dropped when the handle closes.
 */
async function ownPostgresDatabase(sharedUrl: string): Promise<DatabaseHandle> {
  const url = new URL(sharedUrl);
  const name = `${url.pathname.slice(1)}_own_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: sharedUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  const handle = await migratedAndSeeded(await openDatabase({ url: url.toString() }));
  const close = handle.close.bind(handle);
  handle.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: sharedUrl });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  };
  return handle;
}

async function migratedAndSeeded(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await handle.migrateAndSetup(async (db) => {
    await seedTestDatabase(db);
  });
  return handle;
}

let snapshotBlob: Blob | undefined;
function seededSnapshot(): Blob | undefined {
  // Outside Vitest (the search benchmark builds a test app too) there is no global setup to ask.
  const file = process.env.VITEST ? inject('pgliteSnapshot') : '';
  if (!file) return undefined;
  snapshotBlob ??= new Blob([readFileSync(file)]);
  return snapshotBlob;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The app on a fresh test database. Its settings are the test defaults plus `overrides` — never the process's
 * environment, so one test file's settings cannot leak into another's and a misspelt variable is a type error.
 */
export async function createTestApp(overrides: EnvInput = {}, options: { ownDatabase?: boolean; warnings?: string[] } = {}): Promise<TestApp> {
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: TEST_ORIGIN, INVENTORY_SCALE: TEST_INVENTORY_SCALE, ...overrides });
  const database = await openTestDatabase({ own: options.ownDatabase ?? false });
  // `warnings` collects what the app logs at warn level and above (one JSON line each), for tests that read it.
  const { warnings } = options;
  const app = await buildApp({ env, database, ...(warnings ? { logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } } } : {}) });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
