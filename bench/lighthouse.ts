/**
 * Lighthouse's mobile Performance score of Build & Price, inventory, offers and buying-tool pages, in Debian's Chromium against the bench server.
 * The default config: mobile form factor and screen, simulated throttling; only the performance category.
 * The browser resolves no host name (everything is on 127.0.0.1), so nothing can leave the machine, and any
 * request a page makes to another origin is reported as a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium-path.mjs';
import { freePort } from './server.ts';

export interface LighthousePage {
  name: string;
  path: string;
}

export const lighthousePages: LighthousePage[] = [
  { name: 'Build & Price /build/VNTA (model step, Vanta chosen)', path: '/build/VNTA' },
  { name: 'Build & Price summary with choices', path: '/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT' },
  { name: 'Local inventory near 66952', path: '/vehicle-info/local-inventory.html?zip=66952' },
  { name: 'Certified pre-owned', path: '/vehicle-info/certified-pre-owned/certified-pre-owned.html' },
  { name: 'Special offers', path: '/shopping-tools/special-offers.html' },
  { name: 'Payment calculator', path: '/shopping-tools/payment-calculator.html' },
  { name: 'Guaranteed trade-in with an estimate', path: '/shopping-tools/guaranteed-trade-in.html?vin=JF2FACA12LG504787&mileage=52000&condition=good' },
];

export interface LighthouseRow {
  name: string;
  path: string;
  /** The Performance score ×100, null when Lighthouse could not score the page. */
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  lighthouseVersion: string;
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
    rmSync(profile, { recursive: true, force: true });
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

async function audit(origin: string, page: LighthousePage, port: number): Promise<LighthouseRow> {
  const url = `${origin}${page.path}`;
  const result = await lighthouse(url, { port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const lhr = result.lhr;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  const foreignRequests = requests
    .map((item) => item.url ?? '')
    .filter((item) => item !== '' && !item.startsWith(`${origin}/`) && !item.startsWith('data:') && !item.startsWith('blob:'));
  const score = lhr.categories.performance?.score;
  return {
    name: page.name,
    path: page.path,
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: metric(lhr.audits, 'largest-contentful-paint'),
    tbtMs: metric(lhr.audits, 'total-blocking-time'),
    cls: metric(lhr.audits, 'cumulative-layout-shift'),
    fcpMs: metric(lhr.audits, 'first-contentful-paint'),
    lighthouseVersion: lhr.lighthouseVersion,
    finalUrl: lhr.finalDisplayedUrl,
    requests: requests.length,
    warnings: lhr.runWarnings,
    foreignRequests,
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)}`);

/** Audits each page in turn in one fresh headless Chromium, prints the table and returns its rows. */
export async function runLighthouse(origin: string, pages: LighthousePage[] = lighthousePages): Promise<LighthouseRow[]> {
  const browser = await launchChromium();
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      process.stdout.write(`lighthouse (mobile, simulated throttling) ${page.name} (${page.path})…\n`);
      rows.push(await audit(origin, page, browser.port));
    }
  } finally {
    await browser.stop();
  }

  console.log(`\nLighthouse ${rows[0]?.lighthouseVersion ?? ''} mobile Performance (simulated throttling), ${browser.version}\n`);
  console.log('| page | score | LCP ms | TBT ms | CLS | FCP ms |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.name} | ${row.score ?? '–'} | ${ms(row.lcpMs)} | ${ms(row.tbtMs)} | ${row.cls === null ? '–' : row.cls.toFixed(3)} | ${ms(row.fcpMs)} |`);
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

/** A row that shows Lighthouse did not do its job (no score, a runtime error, or a request off this machine). */
export function lighthouseFailed(row: LighthouseRow): boolean {
  return row.score === null || row.error !== undefined || row.requests === 0 || row.foreignRequests.length > 0;
}
