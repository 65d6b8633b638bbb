/**
 * Lighthouse (mobile preset: mobile form factor and screen, simulated throttling) on every page type of the site
 * (test/quality/page-types.ts), in Debian's Chromium against the bench server: the four category scores
 * (Performance, Accessibility, Best Practices, SEO), LCP, TBT, CLS and the JavaScript, CSS and HTML bytes each page
 * transferred, and each page's LCP element with the phases of its time. The targets (issue 18): Performance ≥ 98 and
 * LCP ≤ 1,500 ms, the other three 100. `LIGHTHOUSE_PAGES=name,name` audits only those
 * page types (by name, or a part of it). `LIGHTHOUSE_RUNS=n` audits each page n times and reports its median run
 * (`medianRun`): on a host whose speed varies, one run of a page gave LCP 2,105 ms and the next 1,290.
 * The browser resolves no host name (everything is on 127.0.0.1), so nothing can leave the machine, and any
 * request a page makes to another origin is reported as a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';
import { pageTypes, resolvePath, retailerCookie } from '../test/quality/page-types.ts';
import { freePort } from './server.ts';

export interface LighthousePage {
  name: string;
  path: string;
  /** Request headers for the page (a geogated page needs the visitor's retailer cookie). */
  headers?: Record<string, string>;
}

/** The page types to audit, their stock placeholders filled from the running server. */
export async function lighthousePages(origin: string, only = process.env.LIGHTHOUSE_PAGES): Promise<LighthousePage[]> {
  const wanted = only ? only.split(',').map((part) => part.trim().toLowerCase()) : null;
  // Lighthouse does not audit a page that answers an error status (the 404 page): the other gates check it.
  const types = pageTypes().filter((type) => (type.status ?? 200) === 200 && (!wanted || wanted.some((part) => type.name.toLowerCase().includes(part))));
  const fetchJson = async (path: string) => (await fetch(`${origin}${path}`)).json();
  return Promise.all(
    types.map(async (type) => ({
      name: type.name,
      path: await resolvePath(type, fetchJson),
      ...(type.needsRetailer ? { headers: { Cookie: `geo-data=${retailerCookie()}` } } : {}),
    })),
  );
}

/** The scores each category must reach. */
export const TARGETS = { performance: 98, lcpMs: 1_500, accessibility: 100, bestPractices: 100, seo: 100 } as const;

export interface LighthouseRow {
  name: string;
  path: string;
  /** The Performance score ×100, null when Lighthouse could not score the page. */
  score: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Bytes transferred (compressed) by type. */
  jsBytes: number | null;
  cssBytes: number | null;
  htmlBytes: number | null;
  /** The audits that cost a non-performance category points. */
  failedAudits: string[];
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  /** The LCP element (Lighthouse's selector and label) and where its time went (TTFB, load delay, load time, render delay, ms). */
  lcpElement: string | null;
  lcpPhases: Record<string, number>;
  lighthouseVersion: string;
  /**
   * Lighthouse's score of this machine's CPU speed, taken before the page's run (`environment.benchmarkIndex`). The
   * simulated 4x slowdown multiplies what this machine's main thread took, so TBT rises as the score falls: the same
   * build measured TBT 0 on JavaScript-free pages on one day and 100–400 ms on another.
   */
  benchmarkIndex: number | null;
  /** The URL Lighthouse ended on, and how many requests the page made. */
  finalUrl: string;
  requests: number;
  warnings: string[];
  /** Requests the page made to anything but the bench server (there should be none). */
  foreignRequests: string[];
  error?: string;
}

interface Browser {
  port: number;
  /** Chromium's own name and version, as its debugging endpoint gives it. */
  version: string;
  stop(): Promise<void>;
}

/** The browser's name and version once its debugging endpoint answers, null before. */
async function debuggingVersion(port: number): Promise<string | null> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    return response.ok ? (((await response.json()) as { Browser?: string }).Browser ?? 'Chromium') : null;
  } catch {
    return null;
  }
}

async function launchChromium(): Promise<Browser> {
  const executable = findChromium();
  if (!executable) throw new Error('Chromium not found: install it with `apt-get install chromium` or set CHROMIUM_PATH');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'halden-bench-lighthouse-'));
  const child: ChildProcess = spawn(
    executable,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      // No host name resolves: the pages are on 127.0.0.1, and nothing else may be reached.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      '--no-default-browser-check',
      '--disable-default-apps',
      '--disable-extensions',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch {
      // A helper process of the browser can still be writing its profile: the temporary directory is left behind
      // rather than the measurements thrown away.
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`Chromium exited with ${child.exitCode} before opening its debugging port`);
    }
    const version = await debuggingVersion(port);
    if (version !== null) return { port, version, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('Chromium did not open its debugging port in 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const metric = (audits: Record<string, { numericValue?: number }>, id: string) => audits[id]?.numericValue ?? null;

type Audits = Record<string, { numericValue?: number; score?: number | null; scoreDisplayMode?: string; details?: unknown }>;

/** Bytes transferred for a resource type, from the resource-summary audit. */
function transferred(audits: Audits, resourceType: string): number | null {
  const items = (audits['resource-summary']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.find((item) => item.resourceType === resourceType)?.transferSize ?? null;
}

const percent = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null);

async function audit(origin: string, page: LighthousePage, port: number): Promise<LighthouseRow> {
  const url = `${origin}${page.path}`;
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Every audit is a first visit: Lighthouse's default reset empties the HTTP cache but keeps local storage, and a
    // page drawn for a returning visitor (the brand font's flag, decision 028) with an emptied cache is neither.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb'],
    ...(page.headers ? { extraHeaders: page.headers } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const lhr = result.lhr;
  // The whole report, to look into what delays a page (observed timings, the network and main-thread records).
  if (process.env.LIGHTHOUSE_JSON_DIR) {
    mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
    writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, `${page.name.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(lhr));
  }
  const audits = lhr.audits as Audits;
  const requests = (audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  const foreignRequests = requests
    .map((item) => item.url ?? '')
    .filter((item) => item !== '' && !item.startsWith(`${origin}/`) && !item.startsWith('data:') && !item.startsWith('blob:'));
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score !== undefined && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
  return {
    name: page.name,
    path: page.path,
    score: percent(lhr.categories.performance?.score),
    accessibility: percent(lhr.categories.accessibility?.score),
    bestPractices: percent(lhr.categories['best-practices']?.score),
    seo: percent(lhr.categories.seo?.score),
    lcpMs: metric(audits, 'largest-contentful-paint'),
    tbtMs: metric(audits, 'total-blocking-time'),
    cls: metric(audits, 'cumulative-layout-shift'),
    fcpMs: metric(audits, 'first-contentful-paint'),
    ...lcpBreakdown(audits),
    jsBytes: transferred(audits, 'script'),
    cssBytes: transferred(audits, 'stylesheet'),
    htmlBytes: transferred(audits, 'document'),
    failedAudits,
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    finalUrl: lhr.finalDisplayedUrl,
    requests: requests.length,
    warnings: lhr.runWarnings,
    foreignRequests,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)}`);

interface LcpDetails {
  items?: { type?: string; items?: { node?: { selector?: string; nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }[] }[];
}

/** Lighthouse's `largest-contentful-paint-element` audit: the element, and the phases of its time. */
function lcpBreakdown(audits: Audits): { lcpElement: string | null; lcpPhases: Record<string, number> } {
  const details = audits['largest-contentful-paint-element']?.details as LcpDetails | undefined;
  const tables = details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const lcpElement = node ? `${node.selector ?? ''}${node.nodeLabel ? ` "${node.nodeLabel.slice(0, 40)}"` : ''}`.trim() || (node.snippet ?? null) : null;
  const lcpPhases: Record<string, number> = {};
  for (const item of tables[1]?.items ?? []) if (item.phase && typeof item.timing === 'number') lcpPhases[item.phase] = Math.round(item.timing);
  return { lcpElement, lcpPhases };
}

/** Audits each page in turn in one fresh headless Chromium, prints the table and returns its rows. */
export async function runLighthouse(origin: string, chosen?: LighthousePage[]): Promise<LighthouseRow[]> {
  const pages = chosen ?? (await lighthousePages(origin));
  const browser = await launchChromium();
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      process.stdout.write(`lighthouse (mobile, simulated throttling) ${page.name} (${page.path})…\n`);
      // A trace that could not be recorded (NO_NAVSTART and the like), or a Lighthouse run that threw, says nothing
      // about the page: one more try, and a page that fails twice is reported and the others still audited.
      const attempt = () =>
        audit(origin, page, browser.port).catch((error: unknown) => {
          console.error(`- ${page.name}: Lighthouse threw: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
      const runs: LighthouseRow[] = [];
      for (let run = 0; run < RUNS; run++) {
        let row = await attempt();
        if (!row || row.error) row = (await attempt()) ?? row;
        if (row) runs.push(row);
      }
      const median = medianRun(runs);
      if (median) rows.push(median);
    }
  } finally {
    await browser.stop();
  }

  console.log(`\nLighthouse ${rows[0]?.lighthouseVersion ?? ''} mobile preset (simulated throttling), ${browser.version}, host CPU score (benchmarkIndex) ${benchmarkRange(rows)}\n`);
  console.log(lighthouseTable(rows));
  for (const row of rows) {
    for (const miss of targetMisses(row)) console.log(`- ${row.name}: ${miss}`);
  }
  for (const row of rows) {
    if (row.requests > 0 && row.foreignRequests.length === 0) console.log(`- ${row.name}: ${row.requests} requests, all to the bench server (${row.finalUrl})`);
    for (const warning of row.warnings) console.log(`- ${row.name}: warning: ${warning}`);
    if (row.error) console.error(`- ${row.name}: ${row.error}`);
    if (row.requests === 0) console.error(`- ${row.name}: Lighthouse recorded no request`);
    if (row.foreignRequests.length > 0) console.error(`- ${row.name}: requests off the bench server: ${row.foreignRequests.join(', ')}`);
  }
  return rows;
}

/** Audits of each page (LIGHTHOUSE_RUNS, default 1). */
const RUNS = Math.max(1, Math.trunc(Number(process.env.LIGHTHOUSE_RUNS ?? 1)) || 1);

const middle = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/**
 * The run closest to the runs' median LCP and median TBT together (each distance relative to its median, TBT's to at
 * least 50 ms), as Lighthouse's own median run is the one closest to the median FCP and TTI: a whole run, so that its
 * scores, LCP element and phases belong together. Runs that failed are left out unless all did.
 */
export function medianRun(runs: readonly LighthouseRow[]): LighthouseRow | null {
  const scored = runs.filter((row) => !row.error && row.lcpMs !== null && row.tbtMs !== null);
  if (scored.length === 0) return runs[0] ?? null;
  const lcp = middle(scored.map((row) => row.lcpMs ?? 0));
  const tbt = middle(scored.map((row) => row.tbtMs ?? 0));
  const distance = (row: LighthouseRow) => (((row.lcpMs ?? 0) - lcp) / Math.max(lcp, 1)) ** 2 + (((row.tbtMs ?? 0) - tbt) / Math.max(tbt, 50)) ** 2;
  return scored.reduce((best, row) => (distance(row) < distance(best) ? row : best));
}

const kb = (bytes: number | null) => (bytes === null ? '–' : (bytes / 1024).toFixed(1));

/** The Markdown table of the rows: scores, timings and transferred kilobytes. */
export function lighthouseTable(rows: readonly LighthouseRow[]): string {
  const lines = ['| page | Perf | A11y | BP | SEO | LCP ms | LCP element | TTFB / load delay / load / render delay ms | TBT ms | CLS | JS KB | CSS KB | HTML KB |', '|---|---:|---:|---:|---:|---:|---|---|---:|---:|---:|---:|---:|'];
  for (const row of rows) {
    const cells = [row.score, row.accessibility, row.bestPractices, row.seo].map((value) => value ?? '–');
    lines.push(
      `| ${row.name} | ${cells.join(' | ')} | ${ms(row.lcpMs)} | ${(row.lcpElement ?? '–').replace(/\|/g, '\\|')} | ${Object.values(row.lcpPhases).join(' / ') || '–'} | ${ms(row.tbtMs)} | ${row.cls === null ? '–' : row.cls.toFixed(3)} | ${kb(row.jsBytes)} | ${kb(row.cssBytes)} | ${kb(row.htmlBytes)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * A page that asks not to be indexed (`<meta name="robots" content="noindex">`: search results, thank-you and
 * confirmation pages, comparisons of today's stock) fails Lighthouse's `is-crawlable` on purpose, and only that.
 */
export function noindexByDesign(row: LighthouseRow): boolean {
  const seo = row.failedAudits.filter((audit) => audit.startsWith('seo/'));
  return seo.length === 1 && seo[0] === 'seo/is-crawlable';
}

/** What keeps a row from its targets (Performance ≥ 98, LCP ≤ 1,500 ms, the others 100), with the audits that cost the points. */
export function targetMisses(row: LighthouseRow): string[] {
  const misses: string[] = [];
  if (row.score !== null && row.score < TARGETS.performance) misses.push(`Performance ${row.score} < ${TARGETS.performance}`);
  if (row.lcpMs !== null && row.lcpMs > TARGETS.lcpMs) misses.push(`LCP ${Math.round(row.lcpMs)} ms > ${TARGETS.lcpMs} ms (${row.lcpElement ?? 'element unknown'})`);
  for (const [label, value] of [
    ['Accessibility', row.accessibility],
    ['Best Practices', row.bestPractices],
    ['SEO', row.seo],
  ] as const) {
    if (value !== null && value < 100 && !(label === 'SEO' && noindexByDesign(row))) misses.push(`${label} ${value} < 100`);
  }
  if (misses.length > 0 && row.failedAudits.length > 0) misses.push(`failed audits: ${row.failedAudits.join(', ')}`);
  return misses;
}

/** The range of the machine's CPU score over the run's pages, e.g. "1,410–1,620". */
function benchmarkRange(rows: readonly LighthouseRow[]): string {
  const scores = rows.map((row) => row.benchmarkIndex).filter((score): score is number => typeof score === 'number');
  if (scores.length === 0) return 'not reported';
  const format = (score: number) => Math.round(score).toLocaleString('en-US');
  return `${format(Math.min(...scores))}–${format(Math.max(...scores))}`;
}

/**
 * Writes the table to bench/reports/lighthouse.md (kept in the repository, so the figures of the last full run are
 * reviewed with the change that moved them). A run of some pages only (LIGHTHOUSE_PAGES) does not overwrite it.
 */
export function writeLighthouseReport(rows: readonly LighthouseRow[]): void {
  if (process.env.LIGHTHOUSE_PAGES) return;
  const misses = rows.flatMap((row) => targetMisses(row).map((miss) => `- ${row.name}: ${miss}`));
  const text = [
    `# Lighthouse, every page type (${new Date().toISOString().slice(0, 10)})`,
    '',
    `Lighthouse ${rows[0]?.lighthouseVersion ?? ''}, mobile preset (simulated throttling), Debian's Chromium, the production build on this machine${RUNS > 1 ? `; each page audited ${RUNS} times, its median run shown (closest to the median LCP and TBT)` : ''}.`,
    'Targets: Performance ≥ 98 and LCP ≤ 1,500 ms, Accessibility, Best Practices and SEO 100. KB are transferred (compressed) bytes.',
    `This machine's CPU score during the run (Lighthouse's benchmarkIndex; below 1,000 Lighthouse warns that the host is slow): ${benchmarkRange(rows)}.`,
    '',
    lighthouseTable(rows),
    '',
    misses.length ? ['Below target:', '', ...misses].join('\n') : 'Every page type meets the targets.',
    '',
    `Not indexed by design (SEO's is-crawlable fails, nothing else): ${rows.filter(noindexByDesign).map((row) => row.name).join(', ') || 'none'}.`,
    '',
  ].join('\n');
  mkdirSync('bench/reports', { recursive: true });
  writeFileSync('bench/reports/lighthouse.md', text);
}

/** A row that shows Lighthouse did not do its job (no score, a runtime error, or a request off this machine). */
export function lighthouseFailed(row: LighthouseRow): boolean {
  return row.score === null || row.error !== undefined || row.requests === 0 || row.foreignRequests.length > 0;
}
