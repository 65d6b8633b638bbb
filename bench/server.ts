/** Starts the production build of the site (`npm run serve`) in a child process for benchmarks, and stops it afterwards. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now (the OS picks it), for the server and the benchmark browser. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs `npm run build` (the browser build and the server bundle) unless both are there, or BENCH_REBUILD asks. */
export function ensureBuilt(): void {
  if (existsSync('dist/client/.vite/manifest.json') && existsSync('dist/server/main.js') && !process.env.BENCH_REBUILD) return;
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * Waits until the server's background start-up work is done: the site search index, built after the server listens,
 * takes a core for tens of seconds, and a measurement taken meanwhile (Lighthouse's CPU timings, say) measures that.
 */
export async function waitForSearch(origin: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const status = (await (await fetch(`${origin}/services/search/status`)).json()) as { status: string };
    if (status.status === 'ready') return;
    if (Date.now() > deadline) throw new Error('the search index was not ready within 240 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** MAX_REQUESTS_PER_SOCKET=0: autocannon keeps sending on a socket after `Connection: close` and would count 503s. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The production server as `npm run serve` starts it.
  const child: ChildProcess = spawn('sh', ['scripts/serve.sh'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PGLITE_DIR: 'var/bench-db', PUBLIC_ORIGIN: origin, MAX_REQUESTS_PER_SOCKET: '0', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await waitForSearch(origin);
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
