/**
 * Process faults around the lead forms, against the real server as a child process: it is SIGKILLed while lead
 * submissions are in flight and restarted on the same data, and its retailer webhook first fails, then hangs, then
 * recovers. A 201 must mean the lead (and its outbox rows) survived; a broken webhook must never slow visitors down,
 * and every lead must reach it exactly once when it is back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { leadOutbox } from '#db/schema.ts';
import {
  ACTIVE_RETAILER,
  exportedLeads,
  killAll,
  killServer,
  percentile,
  startReady,
  startWebhook,
  stopServer,
  submitLead,
  testDatabase,
  validQuote,
  waitFor,
  type HookCall,
  type Submission,
} from './support.ts';

/** This file's ports (4100–4199 belong to it and bench/load.ts). */
const CRASH_PORT = 4110;
const HOOK_SERVER_PORT = 4111;
const HOOK_PORT = 4112;

const CONFIRMATION = /^L[0-9A-HJKMNP-TV-Z]{10}$/;
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

afterEach(async () => {
  await killAll();
});
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('a server killed while leads are being submitted', () => {
  it('keeps every lead it confirmed exactly once, with its outbox row, after a restart on the same data', async () => {
    const database = testDatabase();
    const env = { ...database.env, LEADS_MAIL_DIR: tempDir('halden-crash-mail-'), LEADS_WORKER_INTERVAL_MS: '200' };
    try {
      let server = await startReady({ port: CRASH_PORT, env });
      const crashed = server;
      const N = 60;
      const emails = Array.from({ length: N }, (_, index) => `crash-${run}-${index}@example.com`);
      // Killed once a third have been confirmed: the rest are queued, half-validated or mid-transaction in the process.
      const KILL_AFTER = 20;
      let answered = 0;
      const submissions: Submission[] = await Promise.all(
        emails.map((email) =>
          submitLead(crashed.origin, validQuote(email)).then((result) => {
            if (result.status === 201 && ++answered === KILL_AFTER) crashed.child.kill('SIGKILL');
            return result;
          }),
        ),
      );
      await killServer(crashed);
      expect(crashed.child.signalCode).toBe('SIGKILL');

      const confirmed = submissions.filter((item) => item.status === 201);
      const unanswered = submissions.filter((item) => item.status === null);
      // Nothing else may come back: no 4xx (the bodies are valid, the limit is off) and no 5xx.
      expect(submissions.filter((item) => item.status !== 201 && item.status !== null)).toEqual([]);
      expect(confirmed.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(unanswered.length).toBeGreaterThanOrEqual(1);
      for (const item of confirmed) expect(item.confirmationId).toMatch(CONFIRMATION);

      server = await startReady({ port: CRASH_PORT, env });
      const ours = (await exportedLeads(server.origin)).filter((lead) => typeof lead.values.email === 'string' && lead.values.email.includes(`-${run}-`));
      const exportedIds = countBy(ours, (lead) => lead.id);
      const exportedEmails = countBy(ours, (lead) => String(lead.values.email));

      // Every confirmation is there, once, with the answers of the submission it confirmed.
      for (const item of confirmed) {
        expect(exportedIds.get(item.confirmationId!), `lead ${item.confirmationId} (${item.email})`).toBe(1);
        expect(ours.find((lead) => lead.id === item.confirmationId)?.values).toEqual(validQuote(item.email));
      }
      // Nothing was stored twice, and nothing is there that was not submitted.
      expect([...exportedEmails.values()].every((count) => count === 1)).toBe(true);
      expect([...exportedEmails.keys()].every((email) => emails.includes(email))).toBe(true);
      // Leads stored whose 201 died with the process are allowed (the visitor saw an error and may send again).
      const storedUnconfirmed = ours.filter((lead) => !confirmed.some((item) => item.confirmationId === lead.id));
      console.log(
        `SIGKILL after the ${KILL_AFTER}th 201: ${confirmed.length} of ${N} confirmed, ${unanswered.length} without an answer; ` +
          `${ours.length} stored, of which ${storedUnconfirmed.length} never confirmed to the visitor; 0 confirmed leads lost`,
      );

      // The outbox rows went in with their leads (one transaction): read them once the server has let go of the data.
      expect(await stopServer(server)).toBe(0);
      const handle = await database.open();
      try {
        const rows = ours.length === 0 ? [] : await handle.db.select().from(leadOutbox).where(inArray(leadOutbox.leadId, ours.map((lead) => lead.id)));
        const byLead = countBy(rows, (row) => row.leadId);
        for (const lead of ours) expect(byLead.get(lead.id), `outbox rows of ${lead.id}`).toBe(1);
        for (const row of rows) expect([row.channel, row.target]).toEqual(['email', `leads@${ACTIVE_RETAILER.slug}.example.test`]);
        expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(rows.length);
      } finally {
        await handle.close();
      }
    } finally {
      database.remove();
    }
  });
});

type HookMode = 'fail' | 'hang' | 'ok';

interface HookRequest extends HookCall {
  mode: HookMode;
  at: number;
  /** The status the hook answered, or null for a request it left hanging. */
  status: number | null;
  /** When the client gave up on a hanging request (ms after it arrived), else null. */
  abandonedAfter: number | null;
}

/** A retailer's webhook on HOOK_PORT whose behaviour the test switches: 500, never answering, or 200. */
async function startHook() {
  let mode: HookMode = 'fail';
  const requests: HookRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const hook = await startWebhook(HOOK_PORT, (call, response) => {
    const entry: HookRequest = { ...call, mode, at: performance.now(), status: null, abandonedAfter: null };
    requests.push(entry);
    if (mode === 'hang') {
      hanging.add(response);
      response.on('close', () => {
        hanging.delete(response);
        if (!response.writableEnded) entry.abandonedAfter = performance.now() - entry.at;
      });
      return;
    }
    entry.status = mode === 'fail' ? 500 : 200;
    response.writeHead(entry.status, { 'content-type': 'application/json' }).end(mode === 'fail' ? '{"error":"down"}' : '{"ok":true}');
  });
  return {
    ...hook,
    requests,
    hanging: () => hanging.size,
    setMode(next: HookMode) {
      mode = next;
    },
  };
}

describe('a retailer webhook that fails, hangs and recovers', () => {
  it('never slows a submission down, and receives every lead exactly once when it is back', async () => {
    const hook = await startHook();
    const database = process.env.TEST_DATABASE_URL ? testDatabase() : null;
    const TIMEOUT_MS = 1000;
    try {
      const server = await startReady({
        port: HOOK_SERVER_PORT,
        env: {
          ...(database?.env ?? {}),
          LEADS_WEBHOOK_URL: hook.url,
          LEADS_WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
          LEADS_RETRY_BASE_MS: '100',
          LEADS_WORKER_INTERVAL_MS: '100',
          LEADS_MAIL_DIR: tempDir('halden-hook-mail-'),
        },
      });
      const email = (index: number) => `hook-${run}-${index}@example.com`;
      const ids = new Set<string>();
      const ofRun = (request: HookRequest) => ids.has(request.leadId);
      const confirm = (item: Submission) => {
        expect(item.status, item.email).toBe(201);
        ids.add(item.confirmationId!);
        return item;
      };

      // 1. The hook answers 500: the leads are stored and confirmed all the same, and the worker keeps trying.
      const early = (await Promise.all(Array.from({ length: 10 }, (_, index) => submitLead(server.origin, validQuote(email(index)))))).map(confirm);
      const failures = (id: string | null) => hook.requests.filter((request) => request.leadId === id && request.status === 500).length;
      await waitFor(() => early.every((item) => failures(item.confirmationId) >= 2), 20_000, 'every early lead was refused twice by the failing hook');

      // 2. The hook hangs: submissions go on while its connections are held open.
      hook.setMode('hang');
      confirm(await submitLead(server.origin, validQuote(email(10))));
      await waitFor(() => hook.hanging() > 0, 20_000, 'the hook holds a hanging delivery');
      // Four at a time, each round sent while the hook is holding at least one delivery open.
      const during: Submission[] = [];
      for (let index = 11; index < 51; index += 4) {
        await waitFor(() => hook.hanging() > 0, 20_000, 'the hook holds a hanging delivery');
        during.push(...(await Promise.all([0, 1, 2, 3].map((offset) => submitLead(server.origin, validQuote(email(index + offset)))))).map(confirm));
      }
      // The delivery gives up after LEADS_WEBHOOK_TIMEOUT_MS and tries again later with the same key.
      await waitFor(
        () => hook.requests.some((first) => first.abandonedAfter !== null && hook.requests.some((later) => later.key === first.key && later.at > first.at + first.abandonedAfter!)),
        20_000,
        'a hanging delivery was abandoned and tried again',
      );
      const abandoned = hook.requests.filter((request) => request.abandonedAfter !== null);
      const latencies = during.map((item) => item.millis);
      console.log(
        `submissions while the hook hangs: ${during.length}, p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, ` +
          `max ${Math.max(...latencies).toFixed(1)} ms; deliveries abandoned after ${abandoned.map((item) => Math.round(item.abandonedAfter!)).join(', ')} ms`,
      );
      expect(percentile(latencies, 0.99)).toBeLessThan(1000);
      for (const request of abandoned) {
        expect(request.abandonedAfter!).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
        expect(request.abandonedAfter!).toBeLessThan(TIMEOUT_MS + 5000);
      }

      // 3. The hook is back: every lead arrives, and the outbox marks every lead delivered.
      hook.setMode('ok');
      const okFor = (id: string) => hook.requests.filter((request) => request.leadId === id && request.status === 200).length;
      await waitFor(() => [...ids].every((id) => okFor(id) >= 1), 45_000, 'every lead reached the recovered hook');
      await waitFor(
        async () => {
          const leads = (await exportedLeads(server.origin)).filter((lead) => ids.has(lead.id));
          return leads.length === ids.size && leads.every((lead) => lead.status === 'delivered');
        },
        15_000,
        'every lead is marked delivered',
        200,
      );
      // A few more worker ticks: nothing is delivered a second time.
      await new Promise((resolve) => setTimeout(resolve, 1000));

      const ours = hook.requests.filter(ofRun);
      expect(ids.size).toBe(51);
      for (const id of ids) {
        const attempts = ours.filter((request) => request.leadId === id);
        expect(okFor(id), `200s for lead ${id}`).toBe(1);
        // One idempotency key per lead, the same on every attempt.
        expect(new Set(attempts.map((request) => request.key)), `keys of lead ${id}`).toEqual(new Set([attempts[0]!.key]));
        expect(attempts[0]!.key).toMatch(new RegExp(`^${id}-webhook-[0-9a-f]{12}$`));
      }
      const byMode = countBy(ours, (request) => request.mode);
      console.log(`webhook requests of this run: ${ours.length} (500: ${byMode.get('fail') ?? 0}, hung: ${byMode.get('hang') ?? 0}, 200: ${byMode.get('ok') ?? 0}) for ${ids.size} leads`);
      expect(await stopServer(server)).toBe(0);
    } finally {
      await hook.close();
      database?.remove();
    }
  });
});
