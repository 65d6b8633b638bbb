/**
 * Helpers for the resilience tests: the real server as a child process (start, wait for /readyz, stop or kill it),
 * its database — a file-backed PGlite directory, or TEST_DATABASE_URL's PostgreSQL when that is set — valid lead
 * submissions over real HTTP, the leads export read back as NDJSON, and a retailer webhook to deliver to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '#db/client.ts';

export interface ServerProcess {
  port: number;
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  exited: Promise<number | null>;
}

export interface StartOptions {
  port: number;
  /** Added to (and overriding) the environment: the test's own settings. */
  env?: Record<string, string>;
  /** Options for node itself, before the script (e.g. `--expose-gc`). */
  nodeArgs?: string[];
  /** Runs the built server as `npm run serve` does (scripts/serve.sh, after `npm run build`) instead of the sources through tsx. */
  built?: boolean;
}

const running = new Set<ServerProcess>();

/** A secret of 24+ characters that turns on GET /services/leads/export in the servers these helpers start. */
export const EXPORT_TOKEN = 'resilience-export-token-0123456789';

/**
 * Where a test's server keeps its data: TEST_DATABASE_URL's PostgreSQL when it is set (shared, so tests must
 * only look at rows they made), else a PGlite directory of its own under the system's temporary directory.
 */
export interface TestDatabase {
  env: Record<string, string>;
  kind: 'pglite' | 'postgres';
  /** Opens the same database in this process (on PGlite: only while no server uses the directory). */
  open(): Promise<DatabaseHandle>;
  /** Removes the PGlite directory (nothing on PostgreSQL). */
  remove(): void;
}

export function testDatabase(prefix = 'halden-resilience-'): TestDatabase {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return { env: { DATABASE_URL: url }, kind: 'postgres', open: () => openDatabase({ url }), remove: () => undefined };
  const dir = join(mkdtempSync(join(tmpdir(), prefix)), 'db');
  return {
    env: { PGLITE_DIR: dir },
    kind: 'pglite',
    open: () => openDatabase({ dataDir: dir }),
    remove: () => rmSync(join(dir, '..'), { recursive: true, force: true }),
  };
}

/**
 * Spawns `node --import tsx src/server/main.ts` (or, `built`, the production server of scripts/serve.sh) in production
 * mode on 127.0.0.1:`port`, with an in-memory PGlite
 * unless `env` names a database (see testDatabase), JSON logs at warn level collected by `output()`, the export
 * token set, the outbox worker writing its e-mails into LEADS_MAIL_DIR when given, and the per-IP form limit off (all
 * the test's requests come from 127.0.0.1).
 */
export function startServer({ port, env = {}, nodeArgs = [], built = false }: StartOptions): ServerProcess {
  const [command, args] = built ? ['sh', ['scripts/serve.sh', ...nodeArgs]] : [process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts']];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      PGLITE_DIR: 'memory://',
      LEADS_RATE_LIMIT: 'off',
      LEADS_EXPORT_TOKEN: EXPORT_TOKEN,
      // Its own address is its public origin, so the same-origin proof of a POST (the Origin header) is that address.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  const server: ServerProcess = { port, origin: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  running.add(server);
  void exited.then(() => running.delete(server));
  return server;
}

/** Whether the server's process is still running. */
export const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;

/**
 * How long a server may take to become ready: it migrates and seeds first, a matter of seconds on an idle machine but
 * minutes on a small one busy with a CI run (the tests run at the lowest priority).
 */
export const READY_TIMEOUT_MS = 180_000;

/** Waits until /readyz answers 200; throws with the process's output if it exits first or takes longer than `timeoutMs`. */
export async function waitReady(server: ServerProcess, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive(server)) throw new Error(`the server on port ${server.port} exited with ${server.child.exitCode ?? server.child.signalCode}:\n${server.output()}`);
    try {
      const response = await fetch(`${server.origin}/readyz`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the server on port ${server.port} was not ready within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts a server and waits for it to be ready. */
export async function startReady(options: StartOptions, timeoutMs?: number): Promise<ServerProcess> {
  const server = startServer(options);
  await waitReady(server, timeoutMs);
  return server;
}

/**
 * Waits until the server has done the work it starts after listen: its search index is built (the last of it; the ZIP
 * index and the retailer network take less). A test that times requests starts after this, so that it measures what
 * it is about and not the server's first seconds (decision 041: that work runs in slices, but a page render for the
 * index is one slice of 10–100 ms).
 */
export async function waitSettled(server: ServerProcess, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${server.origin}/services/search/status`, { signal: AbortSignal.timeout(5_000) });
    const { status } = (await response.json()) as { status: string };
    if (status === 'ready') return;
    if (status === 'failed') throw new Error(`the search index of the server on port ${server.port} failed:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server on port ${server.port} was not settled within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a server and waits until it is ready and settled (`waitSettled`). */
export async function startSettled(options: StartOptions, timeoutMs?: number): Promise<ServerProcess> {
  const server = await startReady(options, timeoutMs);
  await waitSettled(server, timeoutMs);
  return server;
}

/** SIGTERM (a graceful stop: requests in flight finish, the worker stops); answers the exit code. */
export async function stopServer(server: ServerProcess): Promise<number | null> {
  if (alive(server)) server.child.kill('SIGTERM');
  return server.exited;
}

/**
 * The server's memory after a full collection: it logs process.memoryUsage() on SIGUSR2 (src/server/main.ts),
 * collecting first when it runs with --expose-gc (`nodeArgs`).
 */
export async function serverMemory(server: ServerProcess): Promise<NodeJS.MemoryUsage> {
  return (await serverMemoryLine(server)).memory;
}

/** The whole SIGUSR2 line: the process's memory and each PDF worker's own heap after its last idle collection. */
export interface MemoryLine {
  memory: NodeJS.MemoryUsage;
  /** The PDF pool's jobs running and waiting. */
  pdf?: { running: number; waiting: number; workers: number };
  pdfWorkers?: { heapUsed: number; heapTotal: number; external: number }[];
}

export async function serverMemoryLine(server: ServerProcess): Promise<MemoryLine> {
  const before = server.output().length;
  server.child.kill('SIGUSR2');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = server.output().slice(before).split('\n').find((text) => text.includes('"memory"'));
    if (line) return JSON.parse(line) as MemoryLine;
    if (Date.now() > deadline) throw new Error(`no memory line after SIGUSR2:\n${server.output().slice(before)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** SIGKILL: the process dies at once, as on a power cut or an OOM kill; answers once it is gone. */
export async function killServer(server: ServerProcess): Promise<void> {
  if (alive(server)) server.child.kill('SIGKILL');
  await server.exited;
}

/** Kills every server these helpers started that still runs (for afterAll/afterEach). */
export async function killAll(): Promise<void> {
  await Promise.all([...running].map((server) => killServer(server)));
}

/** A retailer, ZIP and vehicle the demo data accepts for a quote (test/integration/services/contact.test.ts). */
export const ACTIVE_RETAILER = { id: '10004', slug: 'north-brookfield-frontier-auto', zip: '13418' };

/** A valid get-a-local-price (quote) form whose e-mail is `email`. */
export function validQuote(email: string): Record<string, string> {
  return {
    firstName: 'Ana',
    lastName: 'Resilience',
    email,
    phone: '555-555-0100',
    zipCode: ACTIVE_RETAILER.zip,
    retailer: ACTIVE_RETAILER.id,
    vehicle: '2026|KSTL|PREM|W3P',
    contactMethod: 'email',
    comments: 'Is one in stock?',
  };
}

export interface Submission {
  email: string;
  /** The HTTP status, or null when no answer arrived (the connection was lost). */
  status: number | null;
  confirmationId: string | null;
  millis: number;
}

/** POSTs a form urlencoded to `path` the way the site's island does (asking for JSON); never throws. */
export async function submitLead(origin: string, fields: Record<string, string>, path = '/services/contact/quote'): Promise<Submission> {
  const started = performance.now();
  const email = fields.email ?? '';
  try {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json().catch(() => null)) as { confirmationId?: unknown } | null;
    const confirmationId = response.status === 201 && typeof body?.confirmationId === 'string' ? body.confirmationId : null;
    return { email, status: response.status, confirmationId, millis: performance.now() - started };
  } catch {
    return { email, status: null, confirmationId: null, millis: performance.now() - started };
  }
}

export interface ExportedLead {
  id: string;
  form: string;
  createdAt: string;
  status: string;
  retailerId: string | null;
  values: Record<string, string | string[]>;
}

/** Every lead the server's export lists (GET /services/leads/export?format=ndjson with the token). */
export async function exportedLeads(origin: string, token = EXPORT_TOKEN): Promise<ExportedLead[]> {
  const response = await fetch(`${origin}/services/leads/export?format=ndjson`, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`the leads export answered ${response.status}: ${text}`);
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ExportedLead);
}

/** The value at fraction `q` (0–1) of the sorted numbers (nearest rank). */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

/** Polls `check` every `everyMs` until it answers true; throws `message` after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, message: string, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${message} (after ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** One call the outbox worker made to a webhook: its idempotency key and the lead id in its JSON body. */
export interface HookCall {
  key: string;
  leadId: string;
}

export interface Webhook {
  url: string;
  close(): Promise<void>;
}

/**
 * A retailer's webhook on 127.0.0.1:`port`: each call is read whole and handed to `answer` with its response, which
 * the test answers as it likes (or leaves open, as a hanging CRM would).
 */
export async function startWebhook(port: number, answer: (call: HookCall, response: ServerResponse) => void): Promise<Webhook> {
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      let leadId = '';
      try {
        leadId = String((JSON.parse(body) as { id?: unknown }).id ?? '');
      } catch {
        /* recorded with an empty id */
      }
      answer({ key: String(request.headers['idempotency-key'] ?? ''), leadId }, response);
    });
  });
  server.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${port}/leads`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
