/**
 * `BENCH_ONLY=pages`: every page type of test/quality/page-types.ts, loaded as an anonymous visitor and as one with a
 * `geo-data` cookie (a chosen retailer, so geogated pages render instead of redirecting), each beside a static file
 * of the home page's size served by the same server, pre-compressed as the build's assets are. Requests say
 * `Accept-Encoding: br, gzip` as browsers do. For every page type the three loads run back to back
 * (static, anonymous, with cookie), so each ratio compares figures from the same minute of the same run.
 *
 * Bar (issue 18): requests/s at least half the static file's, and p99 at most five times its p99.
 * Writes bench/reports/page-types.md and the `pages` section of bench/reports/latest.json.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { GATE_RETAILER, pageTypes, resolvePath, retailerCookie } from '#test/quality/page-types.ts';

const DURATION = Number(process.env.BENCH_PAGE_DURATION ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The static file the pages are compared with, written into the built client for the run. */
const STATIC_PATH = '/assets/bench-page-twin.html';
export const RATIO_BAR = 0.5;
export const P99_BAR = 5;

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than the expected status, and socket errors. */
  failures: number;
  bytes: number;
}

export interface PageTypeRow {
  name: string;
  path: string;
  static: Load;
  anonymous: Load;
  cookie: Load;
}

/** What every browser sends: the answers are measured compressed, as visitors receive them. */
const BROWSER = { 'accept-encoding': 'br, gzip' };

async function measure(origin: string, path: string, extra: Record<string, string>): Promise<Load> {
  const headers = { ...BROWSER, ...extra };
  const first = await fetch(`${origin}${path}`, { headers, redirect: 'manual' });
  const bytes = Buffer.byteLength(await (await fetch(`${origin}${path}`, { headers: extra, redirect: 'manual' })).text());
  await first.arrayBuffer();
  const expected = first.status;
  const result = await autocannon({ url: `${origin}${path}`, connections: CONNECTIONS, duration: DURATION, pipelining: 1, headers });
  const statusCount = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
  const unexpected = Object.entries(statusCount).filter(([code]) => Number(code) !== expected).reduce((sum, [, value]) => sum + value.count, 0);
  return { requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, failures: result.errors + result.timeouts + unexpected, bytes };
}

const ratio = (page: Load, twin: Load) => page.requestsPerSecond / Math.max(1, twin.requestsPerSecond);
const p99Ratio = (page: Load, twin: Load) => page.p99 / Math.max(1, twin.p99);
export const meetsBar = (page: Load, twin: Load) => ratio(page, twin) >= RATIO_BAR && p99Ratio(page, twin) <= P99_BAR && page.failures === 0;

export async function runPageTypesBench(origin: string): Promise<PageTypeRow[]> {
  const home = await (await fetch(`${origin}/`)).text();
  const twinFile = `dist/client${STATIC_PATH}`;
  // Pre-compressed as the build writes every real asset (vite.config.ts), so it is served as they are.
  writeFileSync(twinFile, home);
  writeFileSync(`${twinFile}.gz`, gzipSync(home, { level: 9 }));
  writeFileSync(`${twinFile}.br`, brotliCompressSync(home, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  const cookie = { cookie: `geo-data=${retailerCookie()}` };
  const rows: PageTypeRow[] = [];
  try {
    const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES, 'i') : null;
    for (const type of pageTypes()) {
      if (only && !only.test(type.name)) continue;
      const path = await resolvePath(type, async (url) => (await fetch(`${origin}${url}`)).json());
      process.stdout.write(`pages: ${type.name} (${path})…\n`);
      const twin = await measure(origin, STATIC_PATH, {});
      const anonymous = await measure(origin, path, {});
      const withCookie = await measure(origin, path, cookie);
      rows.push({ name: type.name, path, static: twin, anonymous, cookie: withCookie });
    }
  } finally {
    for (const file of [twinFile, `${twinFile}.gz`, `${twinFile}.br`]) rmSync(file, { force: true });
  }
  printPageTypes(rows);
  writePageTypesReport(rows);
  return rows;
}

function cells(page: Load, twin: Load): string {
  const mark = meetsBar(page, twin) ? '' : ' ✗';
  return `${page.requestsPerSecond} | ${page.p99} | ${ratio(page, twin).toFixed(2)}${mark} | ${p99Ratio(page, twin).toFixed(1)}×`;
}

function table(rows: PageTypeRow[]): string[] {
  const lines = [
    '| page type | KB (uncompressed) | static req/s | static p99 | anonymous req/s | p99 ms | ratio | p99 ratio | cookie req/s | p99 ms | ratio | p99 ratio |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(`| ${row.name} | ${(row.anonymous.bytes / 1024).toFixed(0)} | ${row.static.requestsPerSecond} | ${row.static.p99} | ${cells(row.anonymous, row.static)} | ${cells(row.cookie, row.static)} |`);
  }
  const failing = rows.flatMap((row) => [
    ...(meetsBar(row.anonymous, row.static) ? [] : [`${row.name} (anonymous)`]),
    ...(meetsBar(row.cookie, row.static) ? [] : [`${row.name} (cookie)`]),
  ]);
  lines.push('', `${rows.length * 2 - failing.length} of ${rows.length * 2} loads meet the bar (≥ ${RATIO_BAR}× the static file's req/s, p99 ≤ ${P99_BAR}× its p99, no failures).`);
  if (failing.length > 0) lines.push(`Below it: ${failing.join(', ')}.`);
  return lines;
}

function printPageTypes(rows: PageTypeRow[]): void {
  console.log(`\n${CONNECTIONS} connections, ${DURATION}s per load, static / anonymous / cookie back to back per page type\n`);
  for (const line of table(rows)) console.log(line);
}

function writePageTypesReport(rows: PageTypeRow[]): void {
  const lines = [
    '# Page types against a static file (`BENCH_ONLY=pages npm run bench`)',
    '',
    `${new Date().toISOString().slice(0, 16)}Z · ${CONNECTIONS} connections · ${DURATION} s per load · \`Accept-Encoding: br, gzip\` as browsers send · Node ${process.version} · production build, PGlite. ` +
      `The cookie is a \`geo-data\` of a visitor who chose retailer ${GATE_RETAILER.id} (ZIP ${GATE_RETAILER.zip}). ` +
      'Ratio = page req/s ÷ the static file\'s req/s measured just before it; ✗ marks a load below the bar.',
    '',
    ...table(rows),
    '',
  ];
  writeFileSync('bench/reports/page-types.md', lines.join('\n'));
}
