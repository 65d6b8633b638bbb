/** Opens the database: embedded PGlite by default, PostgreSQL when a connection string is given. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://`. */
  dataDir?: string;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** An arbitrary constant that names this application's setup lock in pg_advisory_lock. */
const SETUP_LOCK = 7_270_001;

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? 'var/db');
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  const client = new PGlite(inMemory ? dataDir : resolve(dataDir));
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
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    /* an idle client lost its connection; the pool replaces it and /readyz reports the outage */
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
        await setup?.(locked as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => pingDatabase(db),
    async close() {
      await pool.end();
    },
  };
}

async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
