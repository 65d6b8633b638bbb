/** bench/reports/latest.json (git-ignored): the HTTP part starts it afresh, the other parts add their section to it. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = 'bench/reports/latest.json';

function write(report: Record<string, unknown>): void {
  mkdirSync('bench/reports', { recursive: true });
  writeFileSync(FILE, `${JSON.stringify(report, null, 2)}\n`);
}

/** Replaces the whole report (the HTTP part, whose fields stay at the top level as before). */
export function writeReport(report: Record<string, unknown>): void {
  write(report);
}

/** Sets one section of the report, keeping what an earlier part (or an earlier run, with BENCH_ONLY) wrote. */
export function addToReport(section: string, value: unknown): void {
  let report: Record<string, unknown> = {};
  if (existsSync(FILE)) {
    try {
      report = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
    } catch {
      report = {};
    }
  }
  write({ ...report, [section]: value });
}
