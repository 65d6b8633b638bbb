/**
 * `npm run test:resilience`: the tests that start real server processes and break things around them (test/resilience/:
 * a process killed mid-request, a retailer webhook that fails and hangs, several processes on one database, database
 * faults). One file at a time, each in its own process: they open ports and spawn servers, and on a small machine two
 * files at once would measure each other.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['test/resilience/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    // A server process migrates and seeds its database before it is ready (test/resilience/support.ts allows it 3
    // minutes): generous limits, as a loaded 2-core machine starts one in over a minute.
    testTimeout: 420_000,
    hookTimeout: 240_000,
    teardownTimeout: 30_000,
    // The servers these tests spawn inherit the environment: a tenth of the demo inventory, as in vitest.config.ts,
    // so each seeds in a fraction of the time (and a shared TEST_DATABASE_URL keeps the same inventory).
    env: { INVENTORY_SCALE: process.env.INVENTORY_SCALE ?? '0.1' },
  },
});
