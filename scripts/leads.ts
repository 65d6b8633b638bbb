/**
 * The stored leads, for the people who follow them up.
 *
 *   npm run leads -- export [--since YYYY-MM-DD] [--form NAME] [--format csv|ndjson]
 *   npm run leads -- outbox
 *
 * `export` prints the leads (oldest first) to stdout, as CSV or NDJSON: the format is `exportLeads`'s
 * (src/server/forms/export.ts), shared with `GET /services/leads/export`. `outbox` prints how many deliveries are
 * pending, delivered and dead. The database is the server's: DATABASE_URL, else PGlite under PGLITE_DIR (PGlite is
 * one process at a time, so stop a server that uses the same directory first).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { readEnv } from '#config/env.ts';
import { openDatabase } from '#db/client.ts';
import { leadsRepository } from '#db/repositories/leads.ts';
import { FORMS, formByName } from '#domain/forms/definitions.ts';
import { exportLeads, type ExportOptions } from '#server/forms/export.ts';

const USAGE = 'usage: npm run leads -- export [--since YYYY-MM-DD] [--form NAME] [--format csv|ndjson]\n       npm run leads -- outbox';

/** Reads the command line; throws with the usage on anything it does not understand. */
export function parseCommand(argv: readonly string[]): { command: 'export'; options: ExportOptions } | { command: 'outbox' } {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { since: { type: 'string' }, form: { type: 'string' }, format: { type: 'string' } },
  });
  const [command, ...rest] = positionals;
  if (rest.length > 0) throw new Error(`unexpected ${rest.join(' ')}\n${USAGE}`);
  if (command === 'outbox') return { command };
  if (command !== 'export') throw new Error(USAGE);
  const options: ExportOptions = {};
  if (values.since !== undefined) {
    const since = /^\d{4}-\d{2}-\d{2}$/.test(values.since) ? new Date(`${values.since}T00:00:00Z`) : new Date(Number.NaN);
    if (Number.isNaN(since.getTime()) || since.toISOString().slice(0, 10) !== values.since) throw new Error(`--since: expected a date YYYY-MM-DD, got ${values.since}`);
    options.since = since;
  }
  if (values.form !== undefined) {
    if (!formByName(values.form)) throw new Error(`--form: expected one of ${FORMS.map((form) => form.name).join(', ')}, got ${values.form}`);
    options.form = values.form;
  }
  if (values.format !== undefined) {
    if (values.format !== 'csv' && values.format !== 'ndjson') throw new Error(`--format: expected csv or ndjson, got ${values.format}`);
    options.format = values.format;
  }
  return { command: 'export', options };
}

function writeStdout(chunk: string): void | Promise<void> {
  if (process.stdout.write(chunk)) return;
  return new Promise((resolve) => process.stdout.once('drain', () => resolve()));
}

export async function main(argv: readonly string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  // `… | head` closes stdout early: that is the reader being done, not a failure.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  const env = readEnv(process.env);
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  try {
    // The leads tables may be newer than the database (a server that has not started since): migrate, never seed.
    await handle.migrateAndSetup();
    const repository = leadsRepository(handle.db);
    if (parsed.command === 'outbox') {
      console.log(JSON.stringify(await repository.outboxCounts()));
      return 0;
    }
    const count = await exportLeads(repository, parsed.options, writeStdout);
    console.error(`${count} lead${count === 1 ? '' : 's'}`);
    return 0;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
