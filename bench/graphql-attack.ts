/**
 * The GraphQL fragment attack (issue 16): a small document whose fragments each spread the next one ten times, so
 * that a cost count that walks every fragment path does 10^levels steps. `runGraphqlAttackBench` measures, against a
 * running server, how long the refusal takes and how /healthz answers while the attack runs. It prints nothing.
 */

/**
 * `query { ...F0 } fragment F0 on Query { ...F1 ×fanout } … fragment F{levels-1} on Query { __typename }`: 731 bytes
 * at 9 levels and fan-out 10 (the issue's 732-byte document less its newline). `salt` goes into the operation's name,
 * so each try is a different document (mercurius caches parsed documents and validation errors by their text).
 */
export function fragmentBomb(levels: number, { fanout = 10, salt = '' }: { fanout?: number; salt?: string | number } = {}): string {
  const fragments: string[] = [];
  for (let level = 0; level < levels - 1; level++) {
    fragments.push(`fragment F${level} on Query { ${Array.from({ length: fanout }, () => `...F${level + 1}`).join(' ')} }`);
  }
  fragments.push(`fragment F${levels - 1} on Query { __typename }`);
  return `query${salt === '' ? '' : ` Bomb${salt}`} { ...F0 } ${fragments.join(' ')}`;
}

export interface Percentiles {
  p50: number;
  p99: number;
}

export interface GraphqlAttackResult {
  /** Time from sending the attack to its refusal, milliseconds (sequential tries). */
  attackMs: Percentiles;
  /** /healthz latency, milliseconds, polled while attacks run concurrently. */
  healthzDuringMs: Percentiles;
}

/** Nearest-rank percentile of `values` (not sorted in place). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

const round = (value: number) => Math.round(value * 100) / 100;
const summary = (values: readonly number[]): Percentiles => ({ p50: round(percentile(values, 50)), p99: round(percentile(values, 99)) });

/**
 * POSTs one attack document and answers the milliseconds until its answer was read; throws unless it was refused
 * (an answer that is neither a 4xx nor GraphQL errors means the attack ran, and a 5xx means the server broke).
 */
export async function sendAttack(origin: string, query: string, timeoutMs = 60_000): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const response = await fetch(`${origin}/services/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status >= 500 || !body.includes('"errors"')) throw new Error(`the attack was not refused: ${response.status} ${body.slice(0, 200)}`);
  return { ms, status: response.status, body };
}

/** GETs /healthz and answers the milliseconds until its answer was read. */
export async function timeHealthz(origin: string, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/healthz answered ${response.status}`);
  return performance.now() - started;
}

export interface AttackOptions {
  /** Sequential tries for the refusal time (default 50). */
  tries?: number;
  /** Fragment levels (default 9, the 731-byte document). */
  levels?: number;
  /** Attackers sending back to back, at once, while /healthz is polled (default 2). */
  concurrency?: number;
  /** Attacks each concurrent attacker sends (default 25). */
  concurrentTries?: number;
  /** Pause between two /healthz polls, ms (default 5). */
  pollEveryMs?: number;
  /** The concurrent attackers go on at least this long, so /healthz is polled enough times (default 1000 ms). */
  minDurationMs?: number;
}

let run = 0;

/**
 * Against a server at `origin`: the refusal time of the fragment attack over `tries` sequential tries, then the
 * /healthz latency while `concurrency` attackers send theirs at once. Every document is different (see fragmentBomb).
 */
export async function runGraphqlAttackBench(origin: string, options: AttackOptions = {}): Promise<GraphqlAttackResult> {
  const { tries = 50, levels = 9, concurrency = 2, concurrentTries = 25, pollEveryMs = 5, minDurationMs = 1_000 } = options;
  const prefix = `${process.pid}x${(run += 1)}x${Date.now().toString(36)}`;
  // Warm the connection and the route (the first request pays for JIT compilation of the server's code paths).
  await timeHealthz(origin);
  await sendAttack(origin, fragmentBomb(levels, { salt: `${prefix}w` }));

  const attackMs: number[] = [];
  for (let i = 0; i < tries; i++) attackMs.push((await sendAttack(origin, fragmentBomb(levels, { salt: `${prefix}s${i}` }))).ms);

  let attacking = true;
  const until = performance.now() + minDurationMs;
  const attackers = Array.from({ length: concurrency }, async (_, attacker) => {
    for (let i = 0; i < concurrentTries || performance.now() < until; i++) await sendAttack(origin, fragmentBomb(levels, { salt: `${prefix}c${attacker}x${i}` }));
  });
  const all = Promise.all(attackers).finally(() => {
    attacking = false;
  });
  const healthzMs: number[] = [];
  const poller = (async () => {
    while (attacking) {
      healthzMs.push(await timeHealthz(origin));
      await new Promise((resolve) => setTimeout(resolve, pollEveryMs));
    }
  })();
  await Promise.all([all, poller]);
  return { attackMs: summary(attackMs), healthzDuringMs: summary(healthzMs) };
}
