/** Builds the real app for integration tests: PGlite in memory by default, PostgreSQL when TEST_DATABASE_URL is set. */
import type { FastifyInstance } from 'fastify';
import { readEnv } from '#config/env.ts';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';
import { seedDatabase } from '#db/seed.ts';
import { buildApp } from '#server/app.ts';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** The PUBLIC_ORIGIN of every test app. */
export const TEST_ORIGIN = 'https://www.example.test';
/**
 * The header a browser sends with a POST from one of the site's own pages: every unsafe request must carry proof that
 * it came from the site (src/server/plugins/request-guards.ts).
 */
export const SAME_ORIGIN = { origin: TEST_ORIGIN } as const;

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase(testDatabaseUrl ? { url: testDatabaseUrl } : { dataDir: 'memory://' });
  await handle.migrateAndSetup(async (db) => {
    await seedDatabase(db);
  });
  return handle;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: TEST_ORIGIN, ...overrides });
  const app = await buildApp({ env, database });
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
