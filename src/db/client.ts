/** Opens the database: embedded PGlite by default, PostgreSQL when a connection string is given. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs migrations and then `setup` (the seed) while holding a lock, so several processes starting together take turns. */
  migrateAndSetup(setup?: (db: Database) => Promise<void>): Promise<void>;
  /** Whether the database answers `select 1` within `timeoutMs` (PostgreSQL; PGlite runs in-process and always answers). */
  ping(timeoutMs?: number): Promise<boolean>;
  /** PGlite only: the whole data directory as an uncompressed tar, which `DatabaseOptions.snapshot` opens again. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://`. */
  dataDir?: string;
  /**
   * PGlite only: start from this data directory (a `DatabaseHandle.snapshot()`) instead of an empty one. The tests
   * open each database from one seeded snapshot: about 1 s instead of 4–6 s for initdb, migrations and the seed.
   */
  snapshot?: Blob | undefined;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** An arbitrary constant that names this application's setup lock in pg_advisory_lock. */
const SETUP_LOCK = 7_270_001;
/**
 * How long a request may wait for a PostgreSQL connection (a new one, or a free one of the pool). Without it a
 * database that accepts TCP but never answers (a frozen server, a network partition) holds such requests forever;
 * with it they fail like a refused connection does. A statement already sent on an open connection has no client-side
 * bound (long statements, such as the benchmark's million-row load, are legitimate).
 */
const CONNECT_TIMEOUT_MS = 2_000;
/**
 * PostgreSQL settings for the embedded PGlite, whose buffers live in this process's memory (WebAssembly): a shared
 * buffer pool of 16 MB instead of 128, and smaller per-operation memory. The data files stay on disk (or in memory with
 * `memory://`), and the system's file cache keeps the hot ones (decision 021 has the figures).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'work_mem=2MB', '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'];
/** The readiness probe's own bound on `select 1` once it holds a connection. */
const PING_TIMEOUT_MS = 1_000;

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? 'var/db', options.snapshot);
}

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  // Loaded only when PGlite is the database: its module alone costs a process ~40 MB that a PostgreSQL one never uses.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const client = new PGlite(inMemory ? dataDir : resolve(dataDir), {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrateAndSetup(setup) {
      // PGlite lives inside this one process, so no other process can race us here.
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS });
      await setup?.(db);
    },
    ping: () => pingDatabase(db),
    snapshot: () => client.dumpDataDir('none'),
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it and /readyz reports the outage */
  });
  // A client taken from the pool has no 'error' listener of the pool's: one that loses its connection between two
  // statements (in a transaction, or just after it was checked out) raised an uncaught exception, which ends the
  // process (reproduced with pg_terminate_backend). Its work fails on its next statement instead, and the pool
  // discards it when it is released (test/integration/db/connection-loss.test.ts).
  pool.on('connect', (client) => {
    client.on('error', () => {
      /* reported to the work that holds the client, by its next statement */
    });
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrateAndSetup(setup) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
        const locked = drizzlePg(client, { schema });
        await migratePg(locked, { migrationsFolder: MIGRATIONS });
        await setup?.(locked);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: (timeoutMs = PING_TIMEOUT_MS) => pingPostgres(pool, timeoutMs),
    async close() {
      await pool.end();
    },
  };
}

/**
 * `select 1` on a connection of the pool, given up after `timeoutMs`. A connection whose ping failed or timed out is
 * destroyed rather than returned to the pool, so a hung one never serves a request.
 */
async function pingPostgres(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch {
    return false;
  }
  try {
    // query_timeout is pg's client-side read timeout (missing from @types/pg's QueryConfig).
    await client.query({ text: 'select 1', query_timeout: timeoutMs } as pg.QueryConfig);
    client.release();
    return true;
  } catch (error) {
    client.release(error instanceof Error ? error : new Error(String(error)));
    return false;
  }
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
