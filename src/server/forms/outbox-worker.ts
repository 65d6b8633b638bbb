/**
 * Delivers the lead outbox in the background. Every `intervalMs` it claims the due pending rows (the repository's
 * claim leases them with FOR UPDATE SKIP LOCKED, so several processes on one PostgreSQL share the work without
 * delivering a row twice at once), delivers each, and records the outcome: delivered, or a retry after an exponential
 * backoff (30 s · 2^attempts, at most 1 h; LEADS_RETRY_BASE_MS changes the 30 s), or — after MAX_ATTEMPTS — dead.
 * Nothing here ever runs while a visitor waits: the form's answer is sent once the lead and its outbox rows are
 * committed.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Delivery, LeadsRepository } from '#db/repositories/leads.ts';
import type { Deliver } from './delivery.ts';

export const MAX_ATTEMPTS = 8;
export const BASE_DELAY_MS = 30_000;
export const MAX_DELAY_MS = 3_600_000;
/** How long a claimed row stays ours before another worker may claim it (longer than any delivery's timeouts). */
export const LEASE_MS = 120_000;
export const BATCH = 20;
/** Batches one tick may take before it yields to the next tick. */
const MAX_BATCHES_PER_TICK = 10;

/** The wait before the next attempt after `attempts` failed ones: base (30 s) · 2^attempts, capped at an hour. */
export function backoffMs(attempts: number, baseMs = BASE_DELAY_MS): number {
  return Math.min(baseMs * 2 ** attempts, MAX_DELAY_MS);
}

export interface TickResult {
  claimed: number;
  delivered: number;
  retried: number;
  dead: number;
  /** The tick stopped at its batch limit with rows possibly still due: the next one starts at once. */
  more: boolean;
}

export interface OutboxWorker {
  /** One pass: claims what is due at `now` and delivers it. Never throws for a failed delivery. */
  tick(now?: Date): Promise<TickResult>;
  start(): void;
  /** Stops the timer and waits for a tick in progress to finish. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  repository: Pick<LeadsRepository, 'claimDue' | 'markDelivered' | 'markFailed'>;
  deliver: Deliver;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
  clock?: () => Date;
  maxAttempts?: number;
  batch?: number;
  leaseMs?: number;
  /** The first wait of the retry backoff (LEADS_RETRY_BASE_MS); default BASE_DELAY_MS. */
  baseDelayMs?: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createOutboxWorker({
  repository,
  deliver,
  log,
  intervalMs = 5000,
  clock = () => new Date(),
  maxAttempts = MAX_ATTEMPTS,
  batch = BATCH,
  leaseMs = LEASE_MS,
  baseDelayMs = BASE_DELAY_MS,
}: OutboxWorkerOptions): OutboxWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  async function settle({ outbox, lead }: Delivery, now: Date, result: TickResult): Promise<void> {
    let reason: string | null = null;
    try {
      await deliver(outbox, lead);
    } catch (error) {
      reason = message(error);
    }
    if (reason === null) {
      await repository.markDelivered(outbox.id, now);
      result.delivered += 1;
    } else if (outbox.attempts >= maxAttempts) {
      await repository.markFailed(outbox.id, reason, null);
      result.dead += 1;
      log?.error({ lead: lead.id, outbox: outbox.id, channel: outbox.channel, attempts: outbox.attempts, err: reason }, 'lead delivery gave up');
    } else {
      const retryAt = new Date(now.getTime() + backoffMs(outbox.attempts, baseDelayMs));
      await repository.markFailed(outbox.id, reason, retryAt);
      result.retried += 1;
      log?.warn({ lead: lead.id, outbox: outbox.id, channel: outbox.channel, attempts: outbox.attempts, retryAt, err: reason }, 'lead delivery failed, will retry');
    }
  }

  async function tick(now: Date = clock()): Promise<TickResult> {
    const result: TickResult = { claimed: 0, delivered: 0, retried: 0, dead: 0, more: false };
    for (let round = 0; round < MAX_BATCHES_PER_TICK; round++) {
      const due = await repository.claimDue(now, batch, leaseMs);
      result.claimed += due.length;
      const outcomes = await Promise.allSettled(due.map((item) => settle(item, now, result)));
      // A failure to record an outcome (the database went away) leaves the row leased; it is retried after the lease.
      for (const outcome of outcomes) if (outcome.status === 'rejected') log?.warn({ err: message(outcome.reason) }, 'could not record a lead delivery');
      if (due.length < batch) return result;
    }
    result.more = true;
    return result;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      let backlog = false;
      running = tick()
        .then((result) => {
          backlog = result.more;
        })
        .catch((error: unknown) => log?.warn({ err: message(error) }, 'lead outbox tick failed'))
        .finally(() => {
          running = null;
          schedule(backlog ? 0 : intervalMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    tick,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
