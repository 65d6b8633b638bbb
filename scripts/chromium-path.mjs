// Finds Debian's Chromium (or CHROMIUM_PATH); shared by the test preflight, Playwright and the benchmarks.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export function findChromium(env = process.env) {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const dir of (env.PATH ?? '').split(delimiter)) if (dir) candidates.push(join(dir, 'chromium'));
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* try the next one */
    }
  }
  return null;
}

/** The flags the browser needs on a closed-network, root-run CI machine. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
