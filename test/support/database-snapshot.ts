/**
 * Vitest's global setup: one seeded PGlite database, saved once per run as a snapshot that every test database opens
 * (`openTestDatabase`). Opening a snapshot takes about 1 s; initdb, the migrations and the seed take 4–6 s, and the
 * integration files open a hundred databases. Each test still gets a database of its own. On PostgreSQL
 * (TEST_DATABASE_URL) nothing is saved: the tests migrate and seed their database as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/client.ts';
import { seedTestDatabase } from './app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the seeded PGlite snapshot, or '' when the tests run on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return () => undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'halden-db-snapshot-'));
  const file = join(dir, 'seeded.tar');
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await handle.migrateAndSetup(async (db) => {
      await seedTestDatabase(db);
    });
    writeFileSync(file, new Uint8Array(await (await handle.snapshot!()).arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
