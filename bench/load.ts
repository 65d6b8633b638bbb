/**
 * `npm run test:load`: the site under a mix of traffic like a day's — page views, the services the islands call,
 * and lead submissions — for LOAD_DURATION seconds (default 60) over LOAD_CONNECTIONS connections (default 20),
 * against the production build on a throwaway database. Then every lead confirmation the load received (a 201 with
 * its id) is looked up in the leads export: each must be stored exactly once.
 *
 * It prints a Markdown table (requests/s, p50/p99 latency overall and per group, non-2xx answers by status, 5xx,
 * lost leads) and writes it to bench/reports/load.md. It exits 1 on any 5xx, lost or duplicated lead, or a target
 * that does not answer 2xx before the load starts.
 *
 * The browser build is `CLIENT_DIR` (default dist/client) when it has a manifest, else one is built into
 * var/build-load/client. The server (bench/server.ts) runs on an in-memory PGlite with LEADS_RATE_LIMIT=off — every
 * request comes from one address, and the per-IP limit would answer 429 after the tenth lead — the outbox worker
 * writing its e-mails into a temporary directory, and LEADS_EXPORT_TOKEN set for the check.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { startServer } from './server.ts';

const DURATION = Number(process.env.LOAD_DURATION ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const LOAD_BUILD_DIR = 'var/build-load/client';
const REPORT = 'bench/reports/load.md';

type Group = 'pages' | 'services' | 'forms';
const GROUPS: readonly Group[] = ['pages', 'services', 'forms'];

interface Target {
  group: Group;
  name: string;
  path: string;
  /** Relative frequency within the whole mix. */
  weight: number;
  /** A lead form: POSTed with a fresh e-mail address each time. */
  form?: (email: string) => Record<string, string>;
}

/** A retailer, ZIP and vehicle the demo data accepts (test/integration/services/contact.test.ts). */
const LEAD_BASE = { firstName: 'Load', lastName: 'Tester', phone: '555-555-0100', zipCode: '13418', retailer: '10004', contactMethod: 'email' };

/**
 * The mix, weighted like a car maker's site: most visits land on the home page and model pages, then shopping tools
 * (Build & Price, inventory, offers), the retailer finder and search; the islands' service calls follow the pages
 * that make them; about 3 in 100 requests send a lead.
 */
const TARGETS: readonly Target[] = [
  { group: 'pages', name: 'home', path: '/', weight: 14 },
  { group: 'pages', name: 'home (es)', path: '/es/', weight: 2 },
  { group: 'pages', name: 'model page Kestrel', path: '/vehicles/kestrel.html', weight: 5 },
  { group: 'pages', name: 'model page Vanta', path: '/vehicles/vanta.html', weight: 3 },
  { group: 'pages', name: 'model page Tarn', path: '/vehicles/tarn.html', weight: 2 },
  { group: 'pages', name: 'all vehicles', path: '/vehicle-info/all-vehicles.html', weight: 4 },
  { group: 'pages', name: 'Build & Price model step', path: '/build.html', weight: 3 },
  { group: 'pages', name: 'Build & Price trim step', path: '/build/2027/all-categories/KSTL', weight: 2 },
  { group: 'pages', name: 'Build & Price colors step', path: '/build/2026/all-categories/VNTA/SPRT/colors', weight: 2 },
  { group: 'pages', name: 'Build & Price packages step', path: '/build/2026/all-categories/VNTA/SPRT/packages', weight: 1 },
  { group: 'pages', name: 'Build & Price summary', path: '/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT,BIKECARRIER', weight: 2 },
  { group: 'pages', name: 'local inventory, ZIP + radius + model', path: '/vehicle-info/local-inventory.html?zip=66952&radius=500&model=KSTL', weight: 4 },
  { group: 'pages', name: 'local inventory, ZIP', path: '/vehicle-info/local-inventory.html?zip=66952', weight: 2 },
  { group: 'pages', name: 'special offers (10001)', path: '/shopping-tools/special-offers.html?zip=10001', weight: 5 },
  { group: 'pages', name: 'search results (kestrel)', path: '/search-results.html?q=kestrel', weight: 3 },
  { group: 'pages', name: 'content page (privacy)', path: '/support/privacy-policies.html', weight: 2 },
  { group: 'pages', name: 'retailer finder (66952)', path: '/find/a-retailer.html?q=66952', weight: 4 },
  { group: 'services', name: 'basic model data', path: '/services/vehicles/models/basicdata', weight: 3 },
  { group: 'services', name: 'trim details (KS)', path: '/services/vehicles/trims/details/2027/KSTL?state=KS', weight: 2 },
  { group: 'services', name: 'build data (VNTA 2026)', path: '/services/vehicles/config/data/2026/VNTA', weight: 2 },
  { group: 'services', name: 'retailers by ZIP (66952)', path: '/services/dealers/by/zip?zipcode=66952', weight: 3 },
  { group: 'services', name: 'retailers by ZIP (10001, collision)', path: '/services/dealers/by/zip?zipcode=10001&count=10&service=certifiedCollision', weight: 1 },
  { group: 'services', name: 'inventory search, near 66952', path: '/services/inventory/search?kind=new&zip=66952&radius=250', weight: 3 },
  { group: 'services', name: 'inventory search, CPO', path: '/services/inventory/search?kind=cpo&mileageMax=30000&sort=mileage-asc', weight: 1 },
  { group: 'services', name: 'site search (kestrel)', path: '/services/search?q=kestrel', weight: 2 },
  { group: 'services', name: 'site search (lease)', path: '/services/search?q=lease', weight: 1 },
  {
    group: 'forms',
    name: 'request a quote',
    path: '/services/contact/quote',
    weight: 2,
    form: (email) => ({ ...LEAD_BASE, email, vehicle: '2026|KSTL|PREM|W3P', comments: 'Load test lead.' }),
  },
  {
    group: 'forms',
    name: 'contact a retailer',
    path: '/services/contact/retailer',
    weight: 1,
    form: (email) => ({ ...LEAD_BASE, email, comments: 'Load test: is the Kestrel in stock?' }),
  },
];

/** The browser build to serve: CLIENT_DIR (or dist/client) if built, else var/build-load/client, built when missing. */
function clientDir(): string {
  const configured = process.env.CLIENT_DIR ?? 'dist/client';
  if (existsSync(join(configured, '.vite/manifest.json'))) return configured;
  if (!existsSync(join(LOAD_BUILD_DIR, '.vite/manifest.json'))) {
    console.log(`no build in ${configured}: building into ${LOAD_BUILD_DIR}`);
    const result = spawnSync('npx', ['vite', 'build', '--outDir', LOAD_BUILD_DIR, '--emptyOutDir'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('vite build failed');
  }
  return LOAD_BUILD_DIR;
}

/** The index of a target drawn at random by weight (cumulative weights, binary search not needed for 30 items). */
function picker(targets: readonly Target[]): () => Target {
  const total = targets.reduce((sum, target) => sum + target.weight, 0);
  return () => {
    let draw = Math.random() * total;
    for (const target of targets) {
      draw -= target.weight;
      if (draw < 0) return target;
    }
    return targets[targets.length - 1]!;
  };
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

async function waitForSearch(origin: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const status = (await (await fetch(`${origin}/services/search/status`)).json()) as { status: string };
    if (status.status === 'ready') return;
    if (status.status === 'failed') throw new Error('the search index failed to build');
    if (Date.now() > deadline) throw new Error('the search index was not ready within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

interface GroupStats {
  latencies: number[];
  statuses: Map<number, number>;
}

interface LoadContext {
  target?: Target;
  started?: number;
}

async function main(): Promise<number> {
  const dir = clientDir();
  const mailDir = mkdtempSync(join(tmpdir(), 'halden-load-mail-'));
  const token = randomBytes(24).toString('hex');
  const run = Date.now().toString(36);
  const load = loadavg()[0]!.toFixed(1);
  const server = await startServer({
    CLIENT_DIR: dir,
    PGLITE_DIR: 'memory://',
    LEADS_RATE_LIMIT: 'off',
    LEADS_EXPORT_TOKEN: token,
    LEADS_MAIL_DIR: mailDir,
  });
  let failed = false;
  try {
    await waitForSearch(server.origin);
    // Every target answers 2xx before the load: a broken scenario must not pass for a slow site.
    let broken = 0;
    for (const target of TARGETS) {
      const response = target.form
        ? await fetch(`${server.origin}${target.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: server.origin },
            body: new URLSearchParams(target.form(`check-${run}-${target.path.length}-${target.weight}@example.com`)).toString(),
          })
        : await fetch(`${server.origin}${target.path}`);
      const body = await response.text();
      if (response.status < 200 || response.status > 299) {
        console.error(`${target.name} (${target.path}) answered ${response.status} before the load: ${body.slice(0, 300)}`);
        broken += 1;
      }
    }
    if (broken > 0) return 1;

    const stats = new Map<Group, GroupStats>(GROUPS.map((group) => [group, { latencies: [], statuses: new Map() }]));
    const confirmations: string[] = [];
    let leadsSent = 0;
    const next = picker(TARGETS);
    console.log(`loading ${server.origin} for ${DURATION} s over ${CONNECTIONS} connections (${TARGETS.length} targets, build ${dir})…`);

    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: DURATION,
      pipelining: 1,
      requests: [
        {
          setupRequest: (request, context: LoadContext) => {
            const target = next();
            context.target = target;
            context.started = performance.now();
            if (!target.form) return { ...request, method: 'GET', path: target.path, headers: { 'accept-encoding': 'gzip, br' }, body: undefined };
            leadsSent += 1;
            const email = `load-${run}-${leadsSent}@example.com`;
            return {
              ...request,
              method: 'POST',
              path: target.path,
              headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: server.origin },
              body: new URLSearchParams(target.form(email)).toString(),
            };
          },
          onResponse: (status, body, context: LoadContext) => {
            const { target, started } = context;
            if (!target || started === undefined) return;
            const group = stats.get(target.group)!;
            group.latencies.push(performance.now() - started);
            group.statuses.set(status, (group.statuses.get(status) ?? 0) + 1);
            if (target.form && status === 201) {
              const id = (JSON.parse(body) as { confirmationId?: unknown }).confirmationId;
              if (typeof id === 'string') confirmations.push(id);
            }
          },
        },
      ],
    });

    // Every confirmation the load received is looked up in the export: stored exactly once, or lost.
    const response = await fetch(`${server.origin}/services/leads/export?format=ndjson`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`the leads export answered ${response.status}`);
    const exported = (await response.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: string; values: Record<string, unknown> });
    const times = new Map<string, number>();
    for (const lead of exported) times.set(lead.id, (times.get(lead.id) ?? 0) + 1);
    const lost = confirmations.filter((id) => !times.has(id)).length;
    const duplicated = confirmations.filter((id) => (times.get(id) ?? 0) > 1).length + (confirmations.length - new Set(confirmations).size);
    const ofLoad = exported.filter((lead) => typeof lead.values.email === 'string' && lead.values.email.startsWith(`load-${run}-`)).length;

    const rows = GROUPS.map((group) => {
      const { latencies, statuses } = stats.get(group)!;
      const sorted = [...latencies].sort((a, b) => a - b);
      const non2xx = [...statuses].filter(([status]) => status < 200 || status > 299).sort(([a], [b]) => a - b);
      return {
        group,
        requests: latencies.length,
        perSecond: latencies.length / DURATION,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        non2xx: non2xx.map(([status, count]) => `${status}: ${count}`).join(', ') || '0',
        fivexx: non2xx.filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0),
      };
    });
    const fivexx = rows.reduce((sum, row) => sum + row.fivexx, 0);
    const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');
    const lines = [
      '# Load scenario (`npm run test:load`)',
      '',
      `${new Date().toISOString().slice(0, 16)}Z · ${DURATION} s · ${CONNECTIONS} connections · Node ${process.version} · ${cpus().length} CPUs, load average ${load} at start · in-memory PGlite, production build`,
      '',
      '| group | requests | req/s | p50 ms | p99 ms | non-2xx by status | 5xx |',
      '|---|---:|---:|---:|---:|---|---:|',
      ...rows.map((row) => `| ${row.group} | ${row.requests} | ${row.perSecond.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.non2xx} | ${row.fivexx} |`),
      `| **all** (autocannon) | ${result.requests.total} | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts | ${result['5xx']} |`,
      '',
      `Leads: ${confirmations.length} confirmed (201) during the load, ${confirmations.length - lost} of them in the export exactly once; ` +
        `**${lost} lost**, ${duplicated} duplicated; ${ofLoad} stored in all (${ofLoad - confirmations.length + lost} were in flight when the load stopped).`,
      '',
      'Per group: latency from the moment a request is written to its complete answer (pipelining 1); the "all" row is autocannon\'s own.',
      '',
    ];
    const markdown = lines.join('\n');
    console.log(`\n${markdown}`);
    mkdirSync('bench/reports', { recursive: true });
    writeFileSync(REPORT, markdown);
    console.log(`written to ${REPORT}`);
    if (fivexx > 0 || result['5xx'] > 0) {
      console.error(`${Math.max(fivexx, result['5xx'])} answers were 5xx`);
      failed = true;
    }
    if (lost > 0 || duplicated > 0) {
      console.error(`${lost} confirmed leads are missing from the export and ${duplicated} are there more than once`);
      failed = true;
    }
  } finally {
    await server.stop();
    rmSync(mailDir, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
