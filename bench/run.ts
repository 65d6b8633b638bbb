/**
 * `npm run bench`: loads the production build with autocannon and prints requests/s and latency per target,
 * with each page compared against a static file of the same size served by the same server; then the Build &
 * Price flow micro-benchmarks (bench/build-flow.ts), the retailer nearest-5 micro-benchmarks (bench/retailers.ts)
 * and Lighthouse's mobile Performance score of Build & Price pages (bench/lighthouse.ts), and the lead forms' POSTs and
 * validation rules (bench/forms.ts).
 * Then inventory searches over 1,000,000 vehicles in PostgreSQL (bench/inventory-scale.ts), and the site search's
 * index build and query latency in-process (bench/search.ts), and its relevance suite's top-3 rate and MRR
 * (bench/relevance.ts, part `relevance`).
 * Then the site under abuse (issue 16): /healthz while 8 distinct PDFs render in the worker pool (bench/pdf-load.ts) and
 * the GraphQL fragment bomb's refusal time with /healthz beside it (bench/graphql-attack.ts), on a server of its own.
 * Every page type, anonymous and with a visitor's cookie, against a static file (bench/page-types.ts, part `pages`);
 * one process's memory after warm-up and a mixed load, on PGlite and PostgreSQL (bench/memory.ts, part `memory`).
 * `BENCH_ONLY=http|pages|memory|flow|retailers|lighthouse|forms|inventory1m|search|relevance|abuse` (comma-separated for several) runs only those.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { runFlowBench } from './build-flow.ts';
import { runFormsBench } from './forms.ts';
import { runGraphqlAttackBench } from './graphql-attack.ts';
import { runMemoryBench } from './memory.ts';
import { runPageTypesBench } from './page-types.ts';
import { runPdfLoadBench } from './pdf-load.ts';
import { printScale, runInventoryScaleBench } from './inventory-scale.ts';
import { lighthouseFailed, runLighthouse, writeLighthouseReport } from './lighthouse.ts';
import { addToReport, writeReport } from './report.ts';
import { runRetailerBench } from './retailers.ts';
import { runRelevanceBench } from './relevance.ts';
import { runSearchBench } from './search.ts';
import { ensureBuilt, startServer, type RunningServer } from './server.ts';
import { STATIC_TWIN, targets } from './targets.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const PARTS = ['http', 'pages', 'memory', 'flow', 'retailers', 'lighthouse', 'forms', 'inventory1m', 'search', 'relevance', 'abuse'] as const;
type Part = (typeof PARTS)[number];

/** The parts BENCH_ONLY names (all when it is unset or empty). */
function selectedParts(): Set<Part> {
  const only = (process.env.BENCH_ONLY ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const unknown = only.filter((item) => !(PARTS as readonly string[]).includes(item));
  if (unknown.length > 0) {
    console.error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (expected ${PARTS.join(', ')}, comma-separated)`);
    process.exit(1);
  }
  return new Set(only.length > 0 ? (only as Part[]) : PARTS);
}

interface Row {
  name: string;
  path: string;
  bytes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(origin: string, path: string): Promise<Omit<Row, 'name' | 'path' | 'bytes'>> {
  const result = await autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function islandRuntimeBytes(): { file: string; gzip: number }[] {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string; dynamicImports?: string[] }>;
  const runtime = manifest['src/client/runtime.ts'];
  if (!runtime) return [];
  const files = [runtime.file, ...(runtime.dynamicImports ?? []).map((key) => manifest[key]?.file ?? key)];
  return files.map((file) => ({ file, gzip: gzipSync(readFileSync(`dist/client/${file}`), { level: 9 }).length }));
}

async function runHttp(server: RunningServer): Promise<void> {
  const twinPath = `dist/client${STATIC_TWIN}`;
  const rows: Row[] = [];
  try {
    const home = await (await fetch(`${server.origin}/`)).text();
    const homeBytes = Buffer.byteLength(home);
    // Same size as the home page, similar text so compression treats both alike; served by the same static plugin.
    writeFileSync(twinPath, home.slice(0, homeBytes));
    for (const target of targets) {
      const response = await fetch(`${server.origin}${target.path}`);
      if (!response.ok) throw new Error(`${target.path} answered ${response.status}`);
      const bytes = Buffer.byteLength(await response.text());
      process.stdout.write(`loading ${target.name} (${target.path}) for ${DURATION}s…\n`);
      rows.push({ name: target.name, path: target.path, bytes, ...(await load(server.origin, target.path)) });
    }
  } finally {
    rmSync(twinPath, { force: true });
  }

  const twin = rows.find((row) => row.path === STATIC_TWIN);
  console.log(`\n${CONNECTIONS} connections, ${DURATION}s per target, Node ${process.version}\n`);
  console.log('| target | bytes | req/s | p50 ms | p99 ms | errors | vs static |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const target = targets.find((item) => item.path === row.path);
    const ratio = target?.compareWith && twin ? (row.requestsPerSecond / twin.requestsPerSecond).toFixed(2) : '';
    console.log(`| ${row.name} | ${row.bytes} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors + row.non2xx} | ${ratio} |`);
  }
  const runtime = islandRuntimeBytes();
  console.log('\nIsland runtime JavaScript (gzip -9):');
  for (const item of runtime) console.log(`- ${item.file}: ${item.gzip} B`);

  writeReport({ date: new Date().toISOString(), duration: DURATION, connections: CONNECTIONS, rows, runtime });
  if (rows.some((row) => row.errors + row.non2xx > 0)) {
    console.error('Some requests failed');
    process.exitCode = 1;
  }
}

/** /healthz latency on an idle server: the baseline the abuse figures are read against. */
async function idleHealthz(origin: string): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await (await fetch(`${origin}/healthz`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)]!, p99: times[Math.ceil(times.length * 0.99) - 1]! };
}

/** The site under abuse, on a server of its own (the PDF limit off, so one client can ask for eight at once). */
async function runAbuse(): Promise<void> {
  const server = await startServer({ PDF_RATE_LIMIT: 'off', PGLITE_DIR: 'memory://', INVENTORY_SCALE: '0.1' });
  try {
    const idle = await idleHealthz(server.origin);
    const pdf = await runPdfLoadBench(server.origin);
    const graphql = await runGraphqlAttackBench(server.origin);
    const ms = (value: number) => value.toFixed(1);
    console.log('| abuse | figure | p50 ms | p99 ms |');
    console.log('|---|---|---:|---:|');
    console.log(`| none | /healthz, idle | ${ms(idle.p50)} | ${ms(idle.p99)} |`);
    console.log(`| ${pdf.pdfs} distinct Chinese PDFs at once | each PDF | ${ms(pdf.pdfMs.p50)} | ${ms(pdf.pdfMs.p99)} |`);
    console.log(`| | /healthz meanwhile | ${ms(pdf.healthzMs.p50)} | ${ms(pdf.healthzMs.p99)} |`);
    console.log(`| GraphQL fragment bomb (9 levels × 10) | refusal | ${ms(graphql.attackMs.p50)} | ${ms(graphql.attackMs.p99)} |`);
    console.log(`| | /healthz meanwhile | ${ms(graphql.healthzDuringMs.p50)} | ${ms(graphql.healthzDuringMs.p99)} |`);
    addToReport('abuse', { date: new Date().toISOString(), node: process.version, idleHealthz: idle, pdf, graphql });
  } finally {
    await server.stop();
  }
}

async function main() {
  const parts = selectedParts();
  const needsServer = parts.has('http') || parts.has('pages') || parts.has('lighthouse');
  if (needsServer) ensureBuilt();
  const server = needsServer ? await startServer() : null;
  try {
    if (server && parts.has('http')) await runHttp(server);
    if (server && parts.has('pages')) {
      const rows = await runPageTypesBench(server.origin);
      addToReport('pages', { date: new Date().toISOString(), node: process.version, rows });
    }
    if (parts.has('memory')) {
      addToReport('memory', { date: new Date().toISOString(), node: process.version, rows: await runMemoryBench() });
    }
    if (parts.has('flow')) {
      if (parts.has('http')) console.log('');
      const rows = await runFlowBench();
      addToReport('flow', { date: new Date().toISOString(), node: process.version, rows });
    }
    if (parts.has('retailers')) {
      if (parts.has('http') || parts.has('flow')) console.log('');
      const result = await runRetailerBench();
      addToReport('retailers', { date: new Date().toISOString(), node: process.version, ...result });
    }
    if (server && parts.has('lighthouse')) {
      console.log('');
      const rows = await runLighthouse(server.origin);
      addToReport('lighthouse', { date: new Date().toISOString(), config: 'mobile preset (simulated throttling), all four categories', rows });
      writeLighthouseReport(rows);
      if (rows.some(lighthouseFailed)) {
        console.error('Lighthouse could not score every page');
        process.exitCode = 1;
      }
    }
    if (parts.has('forms')) {
      if (parts.size > 1) console.log('');
      const result = await runFormsBench();
      addToReport('forms', { date: new Date().toISOString(), node: process.version, duration: DURATION, connections: CONNECTIONS, ...result });
    }
    if (parts.has('inventory1m')) {
      if (parts.size > 1) console.log('');
      const result = await runInventoryScaleBench();
      printScale(result);
      addToReport('inventory1m', { date: new Date().toISOString(), node: process.version, ...result });
    }
    if (parts.has('search')) {
      if (parts.size > 1) console.log('');
      addToReport('search', { date: new Date().toISOString(), node: process.version, ...(await runSearchBench()) });
    }
    if (parts.has('relevance')) {
      if (parts.size > 1) console.log('');
      addToReport('relevance', { date: new Date().toISOString(), node: process.version, ...(await runRelevanceBench()) });
    }
    if (parts.has('abuse')) {
      if (parts.size > 1) console.log('');
      await runAbuse();
    }
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
