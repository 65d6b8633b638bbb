// Finds Debian's Chromium (or CHROMIUM_PATH); shared by the test preflight, Playwright and the benchmarks.
import { accessSync, constants, statfsSync } from 'node:fs';
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

/**
 * Whether /dev/shm is too small for Chromium's shared memory (a container's default 64 MB). Only then is it told to
 * use /tmp instead (`--disable-dev-shm-usage`): files on disk cost system time on every frame and every new renderer,
 * 8 % of the end-to-end suite's time on a machine whose /dev/shm is large.
 */
function smallDevShm() {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 1024 * 1024 * 1024;
  } catch {
    return true;
  }
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
  ...(smallDevShm() ? ['--disable-dev-shm-usage'] : []),
];
