/**
 * Prepares the database and exits: migrations, then the demo brand's seed (src/db/seed.ts prepareDatabase).
 * `npm run serve` (scripts/serve.sh) runs it before the server, so the seed's work — a fresh database's inventory is
 * generated and written here — is done in a process that then exits and gives its memory back; the server's own
 * check then finds everything current. An in-memory PGlite (`memory://`) lives only in the server's process, so
 * there is nothing to prepare ahead of it.
 */
import { readEnv } from '#config/env.ts';
import { openDatabase } from '#db/client.ts';
import { prepareDatabase } from '#db/seed.ts';

async function main() {
  const env = readEnv();
  if (!env.DATABASE_URL && env.PGLITE_DIR.startsWith('memory://')) return;
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  try {
    const quiet = !['info', 'debug', 'trace'].includes(env.LOG_LEVEL);
    await prepareDatabase(handle, env.INVENTORY_SCALE, { info: (object, message) => quiet || process.stdout.write(`${JSON.stringify({ level: 'info', msg: message, ...object })}\n`) });
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
