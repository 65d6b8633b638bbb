/**
 * `npm run bench`: loads the production build with autocannon and prints requests/s and latency per target,
 * with each page compared against a static file of the same size served by the same server.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ensureBuilt, startServer } from './server.ts';
import { STATIC_TWIN, targets } from './targets.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

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

async function main() {
  ensureBuilt();
  const twinPath = `dist/client${STATIC_TWIN}`;
  const server = await startServer();
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
    await server.stop();
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

  mkdirSync('bench/reports', { recursive: true });
  writeFileSync('bench/reports/latest.json', `${JSON.stringify({ date: new Date().toISOString(), duration: DURATION, connections: CONNECTIONS, rows, runtime }, null, 2)}\n`);
  if (rows.some((row) => row.errors + row.non2xx > 0)) {
    console.error('Some requests failed');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
