import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI machine, which then sits
    // half idle (its files wait on databases, child processes and timers as much as they compute).
    maxWorkers: 2,
    // One seeded PGlite snapshot that every test database opens (test/support/database-snapshot.ts).
    globalSetup: ['test/support/database-snapshot.ts'],
    // On one shared PostgreSQL (TEST_DATABASE_URL) several files write and count the same lead tables: one file at a time.
    fileParallelism: !process.env.TEST_DATABASE_URL,
    // Server processes a test starts (test/integration/server/process.test.ts) seed a tenth of the demo inventory
    // (2,660 vehicles instead of 26,600); createTestApp passes the same scale as an override (test/support/app.ts).
    env: { INVENTORY_SCALE: process.env.INVENTORY_SCALE ?? '0.1' },
  },
});
