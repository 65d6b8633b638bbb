/**
 * Two server processes on one PostgreSQL (a private cluster, test/resilience/postgres.ts) and the machine's Redis,
 * behind a round-robin proxy written here (every request to the other process, method, headers, body and cookies
 * forwarded, X-Forwarded-For appended as a load balancer does). What one process writes the other reads: saved builds,
 * the visitor's geo-data cookie, leads; the per-IP form limit is counted once across both (REDIS_URL); and the two
 * outbox workers, polling the same table every 50 ms, never deliver a lead twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedBuild } from '#domain/build-price/saved-build.ts';
import { createCluster, type PostgresCluster } from './postgres.ts';
import { ACTIVE_RETAILER, EXPORT_TOKEN, exportedLeads, killAll, startServer, startWebhook, validQuote, waitFor, waitReady, type HookCall, type ServerProcess } from './support.ts';

/** This file's ports: PostgreSQL from 55432–55439, servers and the proxy from 4200–4299. */
const PG_PORT = 55433;
const PROXY_PORT = 4210;
const PORT_A = 4211;
const PORT_B = 4212;
const HOOK_PORT = 4213;

const REDIS = 'redis://127.0.0.1:6379';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** Every key this run writes in the shared Redis starts with it (ioredis's keyPrefix, given in REDIS_URL). */
const KEY_PREFIX = `halden-test-${run}:`;
const RATE_LIMIT = 4;
const WORKER_INTERVAL_MS = 50;
const CONFIRMATION = /^L[0-9A-HJKMNP-TV-Z]{10}$/;

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

interface Proxy {
  origin: string;
  close(): Promise<void>;
}

/**
 * A tiny load balancer: each request goes to the next upstream in turn, with its method, path, headers (cookies
 * included) and body; the answer comes back as it is (status, headers, Set-Cookie, body) plus `x-upstream`, the
 * name of the process that answered.
 */
async function startProxy(port: number, upstreams: readonly { name: string; port: number }[]): Promise<Proxy> {
  let next = 0;
  const server: Server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const forward = httpRequest(
      { host: '127.0.0.1', port: upstream.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': upstream.name });
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'x-upstream': upstream.name });
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  server.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The retailers' webhook: answers 200 after 30 ms (a window for a second worker to race in) and records every call. */
async function startHook(port: number) {
  const deliveries: HookCall[] = [];
  const hook = await startWebhook(port, (call, response) => {
    deliveries.push(call);
    setTimeout(() => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), 30);
  });
  return { ...hook, deliveries };
}

interface Answer {
  status: number;
  upstream: string | null;
  headers: Headers;
  body: string;
}

async function send(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) });
  return { status: response.status, upstream: response.headers.get('x-upstream'), headers: response.headers, body: await response.text() };
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** A quote posted as the island posts it, from the client address `ip` (the proxy appends its own, as a balancer does). */
const postQuote = (origin: string, ip: string, fields: Record<string, string>) =>
  send(`${origin}/services/contact/quote`, {
    method: 'POST',
    // The page the visitor posts from is on the site's public address (the proxy's), whichever process answers.
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-forwarded-for': ip, origin: `http://127.0.0.1:${PROXY_PORT}` },
    body: new URLSearchParams(fields).toString(),
  });

/** Kestrel 2026 Premium with a package, an extra-cost paint and accessories (test/integration/services/saved-builds.test.ts). */
const BUILD: SavedBuild = {
  year: 2026,
  modelCode: 'KSTL',
  trimCode: 'PREM',
  transmissionCode: 'CVT',
  optionPackageCode: 'TECH',
  exteriorColorCode: 'W3P',
  interiorColorCode: 'IVR',
  accessories: ['CROSSBAR', 'ROOFBASKET', 'PROTBUNDLE'],
  state: 'CA',
  region: '080',
};

let cluster: PostgresCluster;
let redis: Redis;
let hook: Awaited<ReturnType<typeof startHook>>;
let proxy: Proxy;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  cluster = await createCluster(PG_PORT);
  redis = new Redis(REDIS, { keyPrefix: KEY_PREFIX, maxRetriesPerRequest: 1 });
  hook = await startHook(HOOK_PORT);
  const env = {
    DATABASE_URL: cluster.url,
    REDIS_URL: `${REDIS}?keyPrefix=${encodeURIComponent(KEY_PREFIX)}`,
    TRUST_PROXY: 'true',
    LEADS_RATE_LIMIT: String(RATE_LIMIT),
    LEADS_WEBHOOK_URL: hook.url,
    LEADS_WORKER_INTERVAL_MS: String(WORKER_INTERVAL_MS),
    LEADS_MAIL_DIR: tempDir('halden-multi-mail-'),
    LEADS_UPLOAD_DIR: tempDir('halden-multi-uploads-'),
    // Shared, so the stored IP hash of one visitor is the same whichever process took the lead.
    LEADS_IP_SALT: `multi-process-salt-${run}`,
    // Both processes serve the site at the proxy's address: that is the origin the visitor's POSTs carry.
    PUBLIC_ORIGIN: `http://127.0.0.1:${PROXY_PORT}`,
  };
  // Both at once: migrations and the seed take turns under the advisory lock.
  a = startServer({ port: PORT_A, env });
  b = startServer({ port: PORT_B, env });
  await Promise.all([waitReady(a), waitReady(b)]);
  proxy = await startProxy(PROXY_PORT, [
    { name: 'A', port: PORT_A },
    { name: 'B', port: PORT_B },
  ]);
}, 240_000);

afterAll(async () => {
  await proxy?.close();
  await killAll();
  await hook?.close();
  if (redis) {
    // keyPrefix does not apply to KEYS patterns (nor to its answers): this run's keys, by their full names.
    const plain = new Redis(REDIS, { maxRetriesPerRequest: 1 });
    const keys = await plain.keys(`${KEY_PREFIX}*`);
    if (keys.length > 0) await plain.del(...keys);
    await plain.quit();
    await redis.quit();
  }
  await cluster?.destroy();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('two server processes behind a round-robin proxy', () => {
  it('started together on one database (migrations and seed take turns under the lock) and both answer ready', async () => {
    // Asked as a balancer asks, every half second: /readyz answers 503 when `select 1` takes over 1.5 s, which a
    // process can see once while the two start and seed together on a busy machine (CI-like run: one 503).
    for (const server of [a, b]) await expect.poll(async () => (await send(`${server.origin}/readyz`)).status, { timeout: 10_000, interval: 500 }).toBe(200);
    // The demo catalog's nine models, once: the second process found the seed current.
    expect(await cluster.query(`select count(*) as n from models`)).toEqual([{ n: '9' }]);
  });

  it('loads a build saved through the proxy identically from either process', async () => {
    const saved = await send(`${proxy.origin}/services/vehicles/config/build`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxy.origin },
      body: JSON.stringify(BUILD),
    });
    expect(saved.status, saved.body).toBe(201);
    const { token } = JSON.parse(saved.body) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const fromA = await send(`${a.origin}/services/vehicles/config/accessories/${token}?lang=es`);
    const fromB = await send(`${b.origin}/services/vehicles/config/accessories/${token}?lang=es`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.body).toBe(fromA.body);
    expect(JSON.parse(fromA.body)).toMatchObject({ modelYear: 2026, modelCode: 'KSTL', trimCode: 'PREM', exteriorColorCode: 'W3P', accessories: BUILD.accessories });

    // The configurator page of the saved build (the summary step), from each process.
    const pageA = await send(`${a.origin}/build.html?token=${token}`);
    const pageB = await send(`${b.origin}/build.html?token=${token}`);
    expect([pageA.status, pageB.status]).toEqual([200, 200]);
    expect(pageA.body).toContain('<x-build-price data-island=""');
    expect(pageB.body).toBe(pageA.body);
  });

  it('reads a preferred retailer saved through one process in the other: the same home page markup from both', async () => {
    // Two steps through the proxy, so each is answered by a different process and the second reads the first's cookie.
    const zip = await send(`${proxy.origin}/confirm-your-zipcode.html?zip=${ACTIVE_RETAILER.zip}`);
    expect(zip.status).toBe(303);
    const first = zip.headers.getSetCookie().find((cookie) => cookie.startsWith('geo-data='));
    expect(first).toBeDefined();
    const dealer = await send(`${proxy.origin}/confirm-your-retailer.html?dealer=${ACTIVE_RETAILER.id}`, { headers: { cookie: first!.split(';')[0]! } });
    expect(dealer.status).toBe(303);
    expect(dealer.upstream).not.toBe(zip.upstream);
    const geo = dealer.headers.getSetCookie().find((cookie) => cookie.startsWith('geo-data='));
    expect(geo).toBeDefined();
    const cookie = geo!.split(';')[0]!;
    expect(JSON.parse(decodeURIComponent(cookie.slice('geo-data='.length)))).toMatchObject({ selectedDealer: ACTIVE_RETAILER.id, zipCode: ACTIVE_RETAILER.zip });

    const retailer = JSON.parse((await send(`${a.origin}/services/dealers/by/id?id=${ACTIVE_RETAILER.id}&zipcode=${ACTIVE_RETAILER.zip}`)).body) as { dealer?: { name: string }; name?: string };
    const name = retailer.dealer?.name ?? retailer.name ?? '';
    expect(name).not.toBe('');

    const homeA = await send(`${a.origin}/`, { headers: { cookie } });
    const homeB = await send(`${b.origin}/`, { headers: { cookie } });
    expect([homeA.status, homeB.status]).toEqual([200, 200]);
    const teaser = (html: string) => /<div class="retailer-teaser">[\s\S]*?<\/address>/.exec(html)?.[0] ?? '';
    expect(teaser(homeA.body)).toContain('Your preferred retailer');
    expect(teaser(homeA.body)).toContain(escapeHtml(name));
    expect(teaser(homeB.body)).toBe(teaser(homeA.body));
    // And the rest of the page (offers of the visitor's region included) agrees too.
    expect(homeB.body).toBe(homeA.body);
  });

  const submitted: { id: string; email: string; ip: string; upstream: string }[] = [];

  it('stores leads submitted alternately in the one database, with distinct confirmation ids', async () => {
    // Four visitors, four leads each (the limit), sent four at a time: sixteen leads, every other one to each process.
    const visitors = ['198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.14'];
    for (let round = 0; round < RATE_LIMIT; round++) {
      const answers = await Promise.all(
        visitors.map(async (ip, index) => {
          const email = `multi-${run}-${index}-${round}@example.com`;
          return { email, ip, answer: await postQuote(proxy.origin, ip, validQuote(email)) };
        }),
      );
      for (const { email, ip, answer } of answers) {
        expect(answer.status, answer.body).toBe(201);
        const { confirmationId } = JSON.parse(answer.body) as { confirmationId: string };
        expect(confirmationId).toMatch(CONFIRMATION);
        submitted.push({ id: confirmationId, email, ip, upstream: answer.upstream ?? '' });
      }
    }
    expect(new Set(submitted.map((lead) => lead.id)).size).toBe(16);
    expect(submitted.filter((lead) => lead.upstream === 'A')).toHaveLength(8);
    expect(submitted.filter((lead) => lead.upstream === 'B')).toHaveLength(8);

    const rows = await cluster.query<{ id: string; email: string; ip_hash: string }>(
      `select id, "values"->>'email' as email, ip_hash from leads where "values"->>'email' like $1 order by id`,
      [`multi-${run}-%`],
    );
    expect(rows.map((row) => [row.id, row.email]).sort()).toEqual(submitted.map((lead) => [lead.id, lead.email]).sort());
    // One visitor, one hash, whichever process stored the lead (LEADS_IP_SALT is shared).
    for (const ip of new Set(submitted.map((lead) => lead.ip))) {
      const hashes = new Set(rows.filter((row) => submitted.find((lead) => lead.id === row.id)?.ip === ip).map((row) => row.ip_hash));
      expect(hashes.size, ip).toBe(1);
    }
    // Each process's export lists every one of them.
    for (const server of [a, b]) {
      const ours = (await exportedLeads(server.origin, EXPORT_TOKEN)).filter((lead) => String(lead.values.email).startsWith(`multi-${run}-`));
      expect(ours.map((lead) => lead.id).sort(), server.origin).toEqual(submitted.map((lead) => lead.id).sort());
    }
  });

  it('delivers every lead to the webhook exactly once, though both outbox workers poll the same table', async () => {
    expect(submitted).toHaveLength(16);
    const ids = new Set(submitted.map((lead) => lead.id));
    const ours = () => hook.deliveries.filter((delivery) => ids.has(delivery.leadId));
    await waitFor(() => new Set(ours().map((delivery) => delivery.leadId)).size === ids.size, 60_000, 'not every lead reached the webhook');
    // Forty more worker ticks in each process: a second delivery would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 40 * WORKER_INTERVAL_MS));
    const byKey = new Map<string, number>();
    for (const delivery of ours()) byKey.set(delivery.key, (byKey.get(delivery.key) ?? 0) + 1);
    expect(byKey.size).toBe(16);
    expect([...byKey.values()].every((count) => count === 1)).toBe(true);
    // Each outbox row was claimed once (a second claim would have counted a second attempt) and is delivered.
    const rows = await cluster.query<{ channel: string; state: string; attempts: number }>(
      `select channel, state, attempts from lead_outbox where lead_id = any($1) order by channel`,
      [[...ids]],
    );
    expect(rows).toHaveLength(32);
    expect(rows.filter((row) => row.channel === 'webhook')).toHaveLength(16);
    for (const row of rows) expect([row.state, row.attempts]).toEqual(['delivered', 1]);
  });

  it('counts the per-IP form limit once across both processes (Redis): the fifth submission is refused, whichever process answers', async () => {
    const ip = '203.0.113.77';
    const invalid = { ...validQuote(`limit-${run}@example.com`), firstName: '' };
    const allowed = [];
    for (let i = 0; i < RATE_LIMIT; i++) allowed.push(await postQuote(proxy.origin, ip, invalid));
    expect(allowed.map((answer) => answer.status)).toEqual(Array(RATE_LIMIT).fill(400));
    // Each process saw only two of the four: alone, neither would refuse yet.
    expect(allowed.filter((answer) => answer.upstream === 'A')).toHaveLength(2);
    expect(allowed.filter((answer) => answer.upstream === 'B')).toHaveLength(2);

    const refused = [await postQuote(proxy.origin, ip, invalid), await postQuote(proxy.origin, ip, validQuote(`limit-${run}@example.com`))];
    expect(new Set(refused.map((answer) => answer.upstream))).toEqual(new Set(['A', 'B']));
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(JSON.parse(answer.body)).toMatchObject({ message: 'Too many requests', code: 'TOO_MANY_REQUESTS' });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Straight to either process, too; another visitor is not affected.
    expect((await postQuote(a.origin, ip, invalid)).status).toBe(429);
    expect((await postQuote(b.origin, ip, invalid)).status).toBe(429);
    expect((await postQuote(proxy.origin, '203.0.113.78', invalid)).status).toBe(400);

    // The count lives in Redis under this run's prefix, one key per bucket and address (every form counts in "forms";
    // @fastify/rate-limit's createRateLimit names no route, hence its "undefinedundefined-" segment).
    expect(await redis.get(`halden-rate-limit:undefinedundefined-forms:${ip}`)).toBe(String(RATE_LIMIT + 4));
    const stored = await cluster.query<{ n: string }>(`select count(*) as n from leads where "values"->>'email' = $1`, [`limit-${run}@example.com`]);
    expect(stored).toEqual([{ n: '0' }]);
  });
});
