/**
 * A private, throwaway PostgreSQL cluster for the resilience tests: initdb in a temporary directory, started and
 * stopped with pg_ctl on a port of the test's own, so a test can pull the database away from running app processes
 * (`stop('immediate')`) and bring it back without touching the machine's own server.
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's PostgreSQL binaries; PG_BIN points elsewhere (another version, another distribution). */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** The server refuses to run as root: as root, every command runs as this user. */
const SERVER_USER = 'postgres';

export interface PostgresCluster {
  port: number;
  /** The connection string of the cluster's `postgres` database, over TCP. */
  url: string;
  dataDir: string;
  start(): Promise<void>;
  /** `immediate` is a crash as far as clients can tell: every connection is cut, nothing is flushed politely. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /**
   * SIGSTOP to the server and every backend: connections are accepted by the kernel but nothing ever answers, as in a
   * network partition or a server stuck on its disk. `thaw()` (SIGCONT) lets it carry on where it stopped.
   */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Whether the server accepts connections right now. */
  accepting(): Promise<boolean>;
  /** Runs one statement in a connection of its own (the test's view of the data, independent of the apps). */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** Stops the server if it runs and removes its files. */
  destroy(): Promise<void>;
}

async function asServerUser(command: string, args: string[]): Promise<string> {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', SERVER_USER, '--', join(BIN, command), ...args]] : [join(BIN, command), args];
  // Each command's own process gets the lowest priority: the machine is shared with a CI run.
  const { stdout } = await run('nice', ['-n', '19', file, ...argv], { timeout: 60_000 });
  return stdout;
}

async function serverUserIds(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([run('id', ['-u', SERVER_USER]), run('id', ['-g', SERVER_USER])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * Creates a cluster on `port` (listening on 127.0.0.1 only, trust authentication, no fsync: it is thrown away) and
 * starts it.
 */
export async function createCluster(port: number): Promise<PostgresCluster> {
  const root = mkdtempSync(join(tmpdir(), 'halden-pg-'));
  const ids = await serverUserIds();
  if (ids) chownSync(root, ids.uid, ids.gid);
  const dataDir = join(root, 'data');
  const log = join(root, 'server.log');
  await asServerUser('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=32MB',
    '-c max_connections=60',
  ].join(' ');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = false;
  let frozen: number[] = [];

  /** The postmaster (from its pid file) and its children: this cluster's processes, started by our pg_ctl. */
  async function serverPids(): Promise<number[]> {
    const postmaster = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
    return [postmaster, ...stdout.split('\n').map((line) => Number(line.trim())).filter((pid) => pid > 0)];
  }

  const cluster: PostgresCluster = {
    port,
    url,
    dataDir,
    async start() {
      await asServerUser('pg_ctl', ['-D', dataDir, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
      running = true;
    },
    async stop(mode = 'fast') {
      await asServerUser('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async freeze() {
      frozen = await serverPids();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    async accepting() {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
      try {
        await client.connect();
        await client.query('select 1');
        return true;
      } catch {
        return false;
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    async destroy() {
      if (frozen.length > 0) await cluster.thaw();
      if (running) await cluster.stop('immediate').catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    await cluster.start();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return cluster;
}
