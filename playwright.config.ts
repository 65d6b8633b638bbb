import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3310);
/** Shared with test/e2e/lead-forms.spec.ts through the environment (Playwright's workers inherit it). */
const exportToken = (process.env.E2E_EXPORT_TOKEN ??= 'e2e-export-token-0123456789abcdef');
const runDir = mkdtempSync(join(tmpdir(), 'halden-e2e-'));
const executablePath = findChromium();
/** The specs that measure time (interaction latency): see the `timed` project. */
const TIMED = /interaction\.spec\.ts$/;
if (!executablePath) throw new Error('Chromium not found: install it with `apt-get install chromium` or set CHROMIUM_PATH.');

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // Playwright's trace (its screencast and DOM snapshots of every step) cost a third of the suite's time even when
    // kept only for failures (295 s → 200 s on a 76-test sample); CI's log carries the failure and its error context.
    // PW_TRACE=1 records them again and keeps those of failed tests (`npx playwright show-trace`).
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    // A test tagged @phone runs only at phone width, @desktop only at desktop width; untagged ones run at both.
    { name: 'desktop', grepInvert: /@phone/, testIgnore: TIMED, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', grepInvert: /@desktop/, testIgnore: TIMED, use: { ...devices['Pixel 7'], browserName: 'chromium', defaultBrowserType: 'chromium' } },
    // Tests that time the page run last, one at a time, with nothing else on the machine's cores, and without
    // Playwright's trace (its DOM snapshots and screencast run on the page's main thread and would be timed too).
    // A timed test that fails is run once more: a frame the shared machine delays is not the page's.
    { name: 'timed', testMatch: TIMED, dependencies: ['desktop', 'phone'], workers: 1, fullyParallel: false, retries: 1, use: { viewport: { width: 1280, height: 800 }, trace: 'off' } },
  ],
  webServer: {
    // The production server as `npm run serve` starts it, on the build `npm test` makes just before.
    command: 'sh scripts/serve.sh',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Leads' files and e-mails go to a temporary directory; the export token lets the tests read the stored leads.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser uses: its form POSTs carry it as Origin, the only origin the server accepts them from.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      // The content-system author modes on localhost (test/e2e/video.spec.ts opens the editor there).
      AUTHOR_HOSTS: 'localhost',
      // Every test's browser posts from 127.0.0.1, and the per-IP limits count all forms, saved builds and PDFs
      // together: high enough for the whole suite, still on (the integration tests check the 429s themselves).
      LEADS_RATE_LIMIT: '100000',
      LEADS_UPLOAD_RATE_LIMIT: '100000',
      SAVED_BUILDS_RATE_LIMIT: '100000',
      PDF_RATE_LIMIT: '100000',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      LEADS_UPLOAD_DIR: join(runDir, 'uploads'),
      LEADS_MAIL_DIR: join(runDir, 'mail'),
      LEADS_EXPORT_TOKEN: exportToken,
      // The seeded offers run by date: the tests see the same ones whatever day they run.
      OFFERS_TODAY: '2026-11-22',
    },
  },
});
