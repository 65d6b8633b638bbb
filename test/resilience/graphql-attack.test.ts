/**
 * The GraphQL fragment attack (issue 16 item 1) against a real server process: a 731-byte document whose nine
 * fragments each spread the next ten times used to keep the event loop busy for seconds per request, with /healthz
 * waiting behind it. Now each is refused in milliseconds, several at once, and /healthz answers as usual meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentBomb, percentile, sendAttack, timeHealthz } from '../../bench/graphql-attack.ts';
import { killAll, startSettled, stopServer, type ServerProcess } from './support.ts';

/** This file's port (4730–4739). */
const PORT = 4731;

let server: ServerProcess;
beforeAll(async () => {
  server = await startSettled({ port: PORT });
});
afterAll(async () => {
  if (server) await stopServer(server);
  await killAll();
});

describe('the GraphQL fragment attack on a running server', () => {
  it('is refused in under 100 ms each, several at once, while /healthz stays under 50 ms (p99)', async () => {
    // Warm the server's code paths and the connection pool first.
    for (let i = 0; i < 3; i++) {
      await timeHealthz(server.origin);
      await sendAttack(server.origin, fragmentBomb(9, { salt: `warm${i}` }), 10_000);
    }

    const attacks: { ms: number; status: number; body: string }[] = [];
    const healthz: number[] = [];
    let attacking = true;
    const attack = (async () => {
      // Rounds of five documents sent at once (different ones: mercurius caches refusals by the text), 9 and 12 levels.
      for (let round = 0; round < 12; round++) {
        const levels = round % 2 === 0 ? 9 : 12;
        attacks.push(...(await Promise.all(Array.from({ length: 5 }, (_, i) => sendAttack(server.origin, fragmentBomb(levels, { salt: `r${round}x${i}` }), 10_000)))));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })().finally(() => {
      attacking = false;
    });
    const poll = (async () => {
      while (attacking) {
        healthz.push(await timeHealthz(server.origin, 10_000));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await Promise.all([attack, poll]);

    expect(attacks).toHaveLength(60);
    for (const answer of attacks) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatch(/At most 400 fields per query/);
      expect(answer.body.length).toBeLessThan(1024);
    }
    const slowest = Math.max(...attacks.map((answer) => answer.ms));
    expect(slowest, `attack refusal times (ms): p50 ${percentile(attacks.map((a) => a.ms), 50).toFixed(1)}, max ${slowest.toFixed(1)}`).toBeLessThan(100);
    expect(healthz.length).toBeGreaterThanOrEqual(10);
    expect(percentile(healthz, 99), `/healthz during the attack (ms): ${healthz.map((ms) => ms.toFixed(1)).join(' ')}`).toBeLessThan(50);
    // And the server still answers GraphQL.
    const response = await fetch(`${server.origin}/services/graphql?query=${encodeURIComponent('{ retailerInventory(pageSize: 1) { total } }')}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { retailerInventory: { total: number } } }).data.retailerInventory.total).toBeGreaterThan(0);
  });
});
