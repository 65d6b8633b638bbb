import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function start(port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      LOG_LEVEL: 'info',
      ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitReady(port: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error('not ready');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the server process', () => {
  it('logs each request as JSON and exits 0 after finishing its work on SIGTERM', async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const server = start(port);
    await waitReady(port);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    const [code] = (await once(server.child, 'exit')) as [number | null];
    expect(code).toBe(0);
    const lines = server.output().split('\n').filter((line) => line.startsWith('{'));
    const requests = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(requests.some((line) => line.msg === 'incoming request' && line.req?.url === '/healthz')).toBe(true);
    expect(requests.some((line) => line.msg === 'SIGTERM received: finishing requests in flight, then stopping')).toBe(true);
  });

  it('refuses to start with a clear message when a setting is wrong', async () => {
    const server = start(3999, { PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    const [code] = (await once(server.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(server.output()).toContain('Invalid environment: PORT:');
    expect(server.output()).toContain('DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://');
  });
});
