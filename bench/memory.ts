/**
 * `BENCH_ONLY=memory`: what one server process holds, on PGlite and on PostgreSQL. For each database the production
 * server is started as `npm run serve` starts it (scripts/serve.sh), with `--expose-gc`, warmed up (every page type once in each language, the search index built),
 * then loaded for MEMORY_LOAD_S seconds (default 60) with a mix meant to fill every cache to its bound: page types
 * anonymous and with geo-data cookies of 300 ZIP codes, inventory and offers for those ZIPs, site searches of varied
 * words, retailer and inventory services, and PDFs with their pictures (builds, brochures, vehicle sheets) in the PDF worker thread. Memory is read twice at each point through the server's SIGUSR2 line
 * (src/server/main.ts: a full collection, then `process.memoryUsage()`): after warm-up and after the load, at rest:
 * once the PDFs the load left queued are drawn and the PDF worker has made its idle collection (a reading taken while
 * they are still drawn measures the load, not what it left: 275–296 MB on PostgreSQL, against 240–247 MB at rest).
 *
 * PGlite keeps its data in a throwaway directory, as the default server does in var/db. PostgreSQL runs when a server answers at MEMORY_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); the
 * bench makes a throwaway database `halden_bench_memory` on it. Bars (issue 18): RSS ≤ 250 MB on PostgreSQL,
 * ≤ 400 MB on PGlite. MEMORY_DATABASES=pglite or =postgres measures one. Writes bench/reports/memory.md and the `memory` section of bench/reports/latest.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pageTypes, prefixesOf, resolvePath, retailerCookie } from '#test/quality/page-types.ts';
import { serverMemoryLine, startReady, stopServer, type ServerProcess } from '#test/resilience/support.ts';
import { ensureBuilt, freePort, waitForSearch } from './server.ts';

const LOAD_S = Number(process.env.MEMORY_LOAD_S ?? 60);
/** Which databases to measure: `pglite,postgres` by default. */
const DATABASES = new Set((process.env.MEMORY_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim()));
const CONNECTIONS = 10;
const PG_URL = process.env.MEMORY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'halden_bench_memory';
export const RSS_BAR_MB = { postgres: 250, pglite: 400 } as const;

interface Memory {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  /**
   * Where the RSS lies (Linux's /proc/<pid>/smaps): anonymous maps (V8's heap, and jemalloc's arenas when
   * scripts/serve.sh preloads it), glibc malloc's `[heap]` (0 under jemalloc), the node binary.
   */
  anonMb: number;
  mallocMb: number;
  binaryMb: number;
  /** The PDF workers' own heaps (part of the RSS), as they read them after their last idle collection; null: none running. */
  pdfWorkerHeapMb: number | null;
}

export interface MemoryRow {
  database: 'pglite' | 'postgres';
  afterWarmUp: Memory;
  afterLoad: Memory;
  requests: number;
  non2xx: number;
}

const MB = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The resident kilobytes of a process's mappings, summed by kind: anonymous (V8's heap among them), `[heap]` (malloc), the node binary. */
function residentParts(pid: number | undefined): Pick<Memory, 'anonMb' | 'mallocMb' | 'binaryMb'> {
  const parts = { anonMb: 0, mallocMb: 0, binaryMb: 0 };
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return parts; // not Linux, or the process is gone
  }
  let kind: keyof typeof parts | null = null;
  for (const line of text.split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1] ?? '';
      kind = name === '' ? 'anonMb' : name === '[heap]' ? 'mallocMb' : name.endsWith('/node') ? 'binaryMb' : null;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && kind) parts[kind] += Number(rss[1]) * 1024;
  }
  return { anonMb: MB(parts.anonMb), mallocMb: MB(parts.mallocMb), binaryMb: MB(parts.binaryMb) };
}

/** The server's memory after a full collection (the resilience tests' SIGUSR2 reading), in MB. */
async function memoryOf(server: ServerProcess): Promise<Memory> {
  const { memory, pdfWorkers = [] } = await serverMemoryLine(server);
  return {
    pdfWorkerHeapMb: pdfWorkers.length > 0 ? MB(pdfWorkers.reduce((sum, worker) => sum + worker.heapTotal + worker.external, 0)) : null,
    rssMb: MB(memory.rss),
    heapUsedMb: MB(memory.heapUsed),
    heapTotalMb: MB(memory.heapTotal),
    externalMb: MB(memory.external),
    arrayBuffersMb: MB(memory.arrayBuffers),
    ...residentParts(server.child.pid),
  };
}

/** ZIP codes spread over the network's states: the first of every few in the site's own ZIP list. */
async function sampleZips(origin: string): Promise<string[]> {
  const zips = new Set<string>();
  for (const prefix of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) {
    for (const tail of ['00', '10', '20', '30', '40', '50', '60', '70', '80', '90']) {
      const answer = (await (await fetch(`${origin}/services/utility/geographicdata/suggest?q=${prefix}${tail}`)).json()) as { suggestions?: { zipCode?: string }[] } | { zipCode?: string }[];
      const list = Array.isArray(answer) ? answer : (answer.suggestions ?? []);
      for (const item of list.slice(0, 3)) if (item.zipCode) zips.add(item.zipCode);
    }
  }
  return [...zips].slice(0, 300);
}

const LANGS = ['en', 'es', 'zh'] as const;
/** Brochures of cars of several body styles (each drawn with its picture). */
const brochures = ['2026/KSTL', '2027/TARN', '2026/VNTA', '2026/BRCK', '2027/MORW'];

/** Up to 60 VINs of the stock near the sampled ZIP codes, for the vehicle sheets. */
async function sampleVins(origin: string, zips: readonly string[]): Promise<string[]> {
  const vins = new Set<string>();
  for (const zip of zips.slice(0, 20)) {
    for (const kind of ['new', 'cpo']) {
      const answer = (await (await fetch(`${origin}/services/inventory/search?kind=${kind}&zip=${zip}&radius=250`)).json()) as { vehicles?: { vin?: string }[] };
      for (const vehicle of answer.vehicles?.slice(0, 3) ?? []) if (vehicle.vin) vins.add(vehicle.vin);
    }
    if (vins.size >= 60) break;
  }
  if (vins.size === 0) throw new Error('memory bench: the inventory search found no vehicles for the vehicle sheets');
  return [...vins];
}

const WORDS = ['kestrel', 'tarn', 'vanta', 'lumen', 'hybrid', 'lease', 'recall', 'warranty', 'floor mats', 'roof rack', 'awd', 'towing', 'dealer', 'offers', 'manual', 'sport', 'limited', 'electric', 'finance', 'trade in'];

async function run(database: MemoryRow['database'], env: Record<string, string>): Promise<MemoryRow> {
  // The production server as `npm run serve` starts it (scripts/serve.sh), collecting before each reading (--expose-gc).
  const server = await startReady({ port: await freePort(), env: { MAX_REQUESTS_PER_SOCKET: '0', PDF_RATE_LIMIT: 'off', ...env }, nodeArgs: ['--expose-gc'], built: true });
  try {
    await waitForSearch(server.origin);
    const fetchJson = async (path: string) => (await fetch(`${server.origin}${path}`)).json();
    const paths: string[] = [];
    for (const type of pageTypes()) {
      const path = await resolvePath(type, fetchJson);
      for (const prefix of prefixesOf(type)) paths.push(`${prefix}${path}`);
    }
    for (const path of paths) await (await fetch(`${server.origin}${path}`, { headers: { cookie: `geo-data=${retailerCookie()}` } })).arrayBuffer();
    const afterWarmUp = await memoryOf(server);
    const zips = await sampleZips(server.origin);
    const vins = await sampleVins(server.origin, zips);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
    const cookieOf = (zip: string) => `geo-data=${encodeURIComponent(JSON.stringify({ version: '0001', savedAt: Date.now(), zipCode: zip }))}`;
    const draws: (() => { path: string; cookie?: string })[] = [
      () => ({ path: pick(paths) }),
      () => ({ path: pick(paths), cookie: cookieOf(pick(zips)) }),
      () => ({ path: `/vehicle-info/local-inventory.html?zip=${pick(zips)}&radius=${pick(['25', '100', '250'])}` }),
      () => ({ path: `/shopping-tools/special-offers.html?zip=${pick(zips)}` }),
      () => ({ path: `/find/a-retailer.html?q=${pick(zips)}` }),
      () => ({ path: `/search-results.html?q=${encodeURIComponent(`${pick(WORDS)} ${pick(WORDS)}`)}` }),
      () => ({ path: `/services/search?q=${encodeURIComponent(pick(WORDS))}` }),
      () => ({ path: `/services/dealers/by/zip?zipcode=${pick(zips)}` }),
      () => ({ path: `/services/inventory/search?kind=new&zip=${pick(zips)}&radius=250` }),
      () => ({ path: `/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=${pick(['Y7Z', 'R2V', 'W3P'])}`, cookie: cookieOf(pick(zips)) }),
      // The documents, with their pictures drawn in the PDF worker (a thread of this process): builds in each
      // colour and language (each saved first), brochures, and vehicle sheets of the stock.
      () => ({ path: `/services/vehicles/config/pdf/2026/VNTA/SPRT?tr=6MT&ext=${pick(['Y7Z', 'R2V', 'W3P'])}&lang=${pick(LANGS)}&state=${pick(['CA', 'NY', 'TX'])}` }),
      () => ({ path: `/services/vehicles/brochures/${pick(brochures)}?lang=${pick(LANGS)}` }),
      () => ({ path: `/services/inventory/pdf/vehicle/${pick(vins)}?lang=${pick(LANGS)}` }),
    ];
    const result = await autocannon({
      url: server.origin,
      connections: CONNECTIONS,
      duration: LOAD_S,
      requests: [
        {
          setupRequest: (request) => {
            const draw = pick(draws)();
            return { ...request, method: 'GET', path: draw.path, headers: { 'accept-encoding': 'br, gzip', ...(draw.cookie ? { cookie: draw.cookie } : {}) } };
          },
        },
      ],
    });
    // Read at rest: once the PDF jobs the load left queued are drawn (at most 60 s), and two seconds more, in which the
    // PDF worker makes the full collection it makes a second after its last job (src/server/pdf/worker.ts), as the
    // main thread's is made by the reading itself.
    // (MEMORY_REST_MS: a fixed rest instead, to compare with a server that does not report its PDF pool.)
    const rest = process.env.MEMORY_REST_MS ? Number(process.env.MEMORY_REST_MS) : null;
    if (rest !== null) await new Promise((resolve) => setTimeout(resolve, rest));
    else {
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
        const { pdf } = await serverMemoryLine(server);
        if (!pdf || (pdf.running === 0 && pdf.waiting === 0)) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
    const afterLoad = await memoryOf(server);
    return { database, afterWarmUp, afterLoad, requests: result.requests.total, non2xx: result.non2xx };
  } finally {
    await stopServer(server);
  }
}

function postgresAvailable(): boolean {
  const admin = spawnSync('psql', [PG_URL, '-v', 'ON_ERROR_STOP=1', '-c', `DROP DATABASE IF EXISTS ${PG_DB}`, '-c', `CREATE DATABASE ${PG_DB}`], { encoding: 'utf8' });
  if (admin.status !== 0) console.log(`PostgreSQL at ${PG_URL} not usable (${admin.stderr.trim().split('\n')[0]}): memory on PGlite only`);
  return admin.status === 0;
}

export async function runMemoryBench(): Promise<MemoryRow[]> {
  ensureBuilt();
  const rows: MemoryRow[] = [];
  // PGlite as it runs by default: its data in a directory (var/db), here a throwaway one.
  if (DATABASES.has('pglite')) {
    const pgliteDir = mkdtempSync(join(tmpdir(), 'halden-bench-memory-'));
    console.log(`memory: PGlite (${pgliteDir}), warm-up then ${LOAD_S} s of mixed load…`);
    try {
      rows.push(await run('pglite', { PGLITE_DIR: join(pgliteDir, 'db') }));
    } finally {
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  if (DATABASES.has('postgres') && postgresAvailable()) {
    console.log(`memory: PostgreSQL (${PG_DB}), warm-up then ${LOAD_S} s of mixed load…`);
    rows.push(await run('postgres', { DATABASE_URL: PG_URL.replace(/\/[^/]*$/, `/${PG_DB}`) }));
  }
  const lines = [
    '| database | point | RSS MB | heap used MB | heap total MB | external MB | array buffers MB | RSS: anonymous (V8, jemalloc) / glibc malloc / node binary MB | PDF worker: heap total + external MB | bar |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    for (const [point, memory] of [['after warm-up', row.afterWarmUp], [`after ${LOAD_S} s mixed load (${row.requests} requests, ${row.non2xx} non-2xx)`, row.afterLoad]] as const) {
      const bar = RSS_BAR_MB[row.database];
      lines.push(`| ${row.database} | ${point} | ${memory.rssMb} | ${memory.heapUsedMb} | ${memory.heapTotalMb} | ${memory.externalMb} | ${memory.arrayBuffersMb} | ${memory.anonMb} / ${memory.mallocMb} / ${memory.binaryMb} | ${memory.pdfWorkerHeapMb ?? '—'} | ${memory.rssMb <= bar ? `≤ ${bar}` : `**over ${bar}**`} |`);
    }
  }
  console.log(`\n${lines.join('\n')}`);
  writeFileSync(
    'bench/reports/memory.md',
    [
      '# Memory of one server process (`BENCH_ONLY=memory npm run bench`)',
      '',
      `${new Date().toISOString().slice(0, 16)}Z · Node ${process.version} · production build · read after a full collection (SIGUSR2), after the load at rest (its queued PDFs drawn, the PDF worker's idle collection made). ` +
        'Warm-up: every page type in every language once, the search index built. Load: page types anonymous and with ' +
        'cookies of 300 ZIP codes, inventory, offers, finder and search pages and services for those ZIPs and 20 words, ' +
        'PDFs with their pictures (builds, brochures, vehicle sheets in three languages), 10 connections. ' +
        `Allocator: ${process.env.HALDEN_MALLOC === 'system' ? "glibc's malloc (HALDEN_MALLOC=system)" : 'jemalloc when the system has it (scripts/serve.sh)'}.`,
      '',
      ...lines,
      '',
    ].join('\n'),
  );
  return rows;
}
