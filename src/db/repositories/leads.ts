/**
 * Leads, their uploaded files and their delivery outbox. A submission is stored with `create`, which writes the lead,
 * its lead_uploads rows and every outbox row in one transaction, so a lead is never stored without the deliveries it
 * needs (nor a delivery or a file record without its lead).
 * The outbox worker claims due rows with `claimDue` (FOR UPDATE SKIP LOCKED, so processes sharing one PostgreSQL
 * never deliver the same row twice at once) and reports back with `markDelivered` / `markFailed`.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { LeadVehicle } from '#domain/forms/lead-vehicle.ts';
import type { Database } from '#db/client.ts';
import { leadOutbox, leads, leadUploads, type LeadStatus, type LeadValues, type OutboxChannel, type OutboxState } from '#db/schema.ts';
import { insertStory, type NewStory } from './stories.ts';

export interface NewLead {
  id: string;
  form: string;
  values: LeadValues;
  retailerId: string | null;
  lang: string;
  sourcePage: string | null;
  ipHash: string | null;
  userAgent: string | null;
  /** What the visitor was looking at, as the server derived it (an inventory vehicle, a saved build, a trade-in). */
  vehicle?: LeadVehicle | null;
  createdAt?: Date;
}

export interface NewOutboxRow {
  channel: OutboxChannel;
  target: string;
  idempotencyKey: string;
  /** When the first attempt is due (default: now). */
  nextAttemptAt?: Date;
}

/** A file of a lead, already moved into storage (src/server/forms/uploads.ts): what lead_uploads keeps about it. */
export interface NewLeadUpload {
  /** The form field it was sent for. */
  field: string;
  /** The visitor's file name, sanitized (no directory part, no control characters, at most 255 characters). */
  fileName: string;
  /** The type read from the file's own bytes, never the one the browser declared. */
  contentType: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  /** Where the bytes are, relative to the upload directory (`YYYY/MM/<uuid>.<ext>`). */
  storageKey: string;
}

export interface LeadRecord {
  id: string;
  form: string;
  createdAt: Date;
  values: LeadValues;
  retailerId: string | null;
  lang: string;
  sourcePage: string | null;
  status: LeadStatus;
  vehicle: LeadVehicle | null;
}

/** A lead as the export lists it: with its uploaded files. */
export interface ListedLead extends LeadRecord {
  uploads: NewLeadUpload[];
}

export interface OutboxRecord {
  id: string;
  leadId: string;
  channel: OutboxChannel;
  target: string;
  /** Claims so far, this one included. */
  attempts: number;
  nextAttemptAt: Date;
  state: OutboxState;
  lastError: string | null;
  idempotencyKey: string;
}

/** A claimed outbox row with the lead it delivers. */
export interface Delivery {
  outbox: OutboxRecord;
  lead: LeadRecord;
}

export interface LeadFilter {
  /** Leads created at or after this instant. */
  since?: Date;
  form?: string;
}

const leadColumns = {
  id: leads.id,
  form: leads.form,
  createdAt: leads.createdAt,
  values: leads.values,
  retailerId: leads.retailerId,
  lang: leads.lang,
  sourcePage: leads.sourcePage,
  status: leads.status,
  vehicle: leads.vehicle,
};

const ERROR_LENGTH = 1000;

function filterWhere(filter: LeadFilter): SQL | undefined {
  return and(filter.since ? gte(leads.createdAt, filter.since) : undefined, filter.form ? eq(leads.form, filter.form) : undefined);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the lead an outbox row belongs to (for the rest of the transaction) and answers its id, or null for no such row. */
async function lockOwner(tx: Transaction, outboxId: string): Promise<string | null> {
  const owner = tx.select({ leadId: leadOutbox.leadId }).from(leadOutbox).where(eq(leadOutbox.id, outboxId));
  const rows = await tx.select({ id: leads.id }).from(leads).where(inArray(leads.id, owner)).for('update');
  return rows[0]?.id ?? null;
}

export function leadsRepository(db: Database) {
  /** The records of the leads' uploaded files, in the order they were stored. */
  async function uploadsOf(leadIds: readonly string[]): Promise<(NewLeadUpload & { leadId: string })[]> {
    if (leadIds.length === 0) return [];
    return db
      .select(uploadColumns)
      .from(leadUploads)
      .where(inArray(leadUploads.leadId, [...leadIds]))
      .orderBy(asc(leadUploads.createdAt), asc(leadUploads.id));
  }

  return {
    /**
     * Stores a lead, the records of its uploaded files, its outbox rows and (for a story form) its unpublished story in
     * one transaction: all of them, or (when anything throws) none. The files themselves are already in storage; the
     * caller removes them when this throws.
     */
    async create(lead: NewLead, outbox: readonly NewOutboxRow[], uploads: readonly NewLeadUpload[] = [], story: Omit<NewStory, 'leadId' | 'publishedAt'> | null = null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(leads).values({ ...lead, vehicle: lead.vehicle ?? null, status: 'received' });
        if (uploads.length > 0) await tx.insert(leadUploads).values(uploads.map((upload) => ({ ...upload, leadId: lead.id })));
        if (outbox.length > 0) await tx.insert(leadOutbox).values(outbox.map((row) => ({ ...row, leadId: lead.id })));
        if (story) await insertStory(tx, { ...story, leadId: lead.id, ...(lead.createdAt ? { submittedAt: lead.createdAt } : {}) });
      });
    },

    async find(id: string): Promise<LeadRecord | null> {
      const rows = await db.select(leadColumns).from(leads).where(eq(leads.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async outboxOf(leadId: string): Promise<OutboxRecord[]> {
      return db.select(outboxColumns).from(leadOutbox).where(eq(leadOutbox.leadId, leadId)).orderBy(asc(leadOutbox.createdAt), asc(leadOutbox.channel));
    },

    /**
     * Claims up to `limit` pending rows due at `now`: each gets one more attempt and a lease (its next_attempt_at moves
     * to now + leaseMs), so a process that dies mid-delivery leaves the row to be claimed again once the lease ends.
     * The inner SELECT … FOR UPDATE SKIP LOCKED makes concurrent claimers take disjoint rows; a row another claimer
     * has just leased no longer matches `next_attempt_at <= now` when it is re-checked, so it is skipped too.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<Delivery[]> {
      const due = db
        .select({ id: leadOutbox.id })
        .from(leadOutbox)
        .where(and(eq(leadOutbox.state, 'pending'), lte(leadOutbox.nextAttemptAt, now)))
        .orderBy(asc(leadOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(leadOutbox)
        .set({ attempts: sql`${leadOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(and(inArray(leadOutbox.id, due), eq(leadOutbox.state, 'pending'), lte(leadOutbox.nextAttemptAt, now)))
        .returning(outboxColumns);
      if (claimed.length === 0) return [];
      const owners = await db
        .select(leadColumns)
        .from(leads)
        .where(inArray(leads.id, [...new Set(claimed.map((row) => row.leadId))]));
      const byId = new Map(owners.map((lead) => [lead.id, lead]));
      return claimed.flatMap((outbox) => {
        const lead = byId.get(outbox.leadId);
        return lead ? [{ outbox, lead }] : [];
      });
    },

    /**
     * The row was delivered; its lead becomes `delivered` once none of its rows is left undelivered. The lead's row is
     * locked first: two workers settling the two rows of one lead at once would otherwise each see the other's row
     * still pending (neither has committed) and neither would mark the lead delivered.
     */
    async markDelivered(outboxId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const leadId = await lockOwner(tx, outboxId);
        if (!leadId) return;
        await tx.update(leadOutbox).set({ state: 'delivered', deliveredAt: now, lastError: null }).where(eq(leadOutbox.id, outboxId));
        const open = await tx
          .select({ id: leadOutbox.id })
          .from(leadOutbox)
          .where(and(eq(leadOutbox.leadId, leadId), ne(leadOutbox.state, 'delivered')))
          .limit(1);
        if (open.length === 0) await tx.update(leads).set({ status: 'delivered' }).where(eq(leads.id, leadId));
      });
    },

    /** The attempt failed: try again at `retryAt`, or (retryAt null) give up — the row is dead and its lead undeliverable. */
    async markFailed(outboxId: string, error: string, retryAt: Date | null): Promise<void> {
      const lastError = error.slice(0, ERROR_LENGTH);
      if (retryAt) {
        await db.update(leadOutbox).set({ lastError, nextAttemptAt: retryAt }).where(eq(leadOutbox.id, outboxId));
        return;
      }
      await db.transaction(async (tx) => {
        const leadId = await lockOwner(tx, outboxId);
        if (!leadId) return;
        await tx.update(leadOutbox).set({ lastError, state: 'dead' }).where(eq(leadOutbox.id, outboxId));
        await tx.update(leads).set({ status: 'undeliverable' }).where(eq(leads.id, leadId));
      });
    },

    /** How many outbox rows are in each state (for /readyz-style reporting and the CLI). */
    async outboxCounts(): Promise<Record<OutboxState, number>> {
      const rows = await db
        .select({ state: leadOutbox.state, count: sql<number>`count(*)::int` })
        .from(leadOutbox)
        .groupBy(leadOutbox.state);
      const counts: Record<OutboxState, number> = { pending: 0, delivered: 0, dead: 0 };
      for (const row of rows) counts[row.state] = Number(row.count);
      return counts;
    },

    uploadsOf,

    /** Whether any lead the filter selects has an uploaded file (the export's `uploads` column). */
    async hasUploads(filter: LeadFilter = {}): Promise<boolean> {
      const rows = await db
        .select({ id: leadUploads.id })
        .from(leadUploads)
        .innerJoin(leads, eq(leads.id, leadUploads.leadId))
        .where(filterWhere(filter))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether any lead the filter selects carries a vehicle (the export's vehicle columns). */
    async hasVehicles(filter: LeadFilter = {}): Promise<boolean> {
      const rows = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(filterWhere(filter), isNotNull(leads.vehicle)))
        .limit(1);
      return rows.length > 0;
    },

    /** Every value name used by the leads the filter selects, sorted (the export's columns). */
    async valueKeys(filter: LeadFilter = {}): Promise<string[]> {
      const rows = await db
        .selectDistinct({ key: sql<string>`jsonb_object_keys(${leads.values})` })
        .from(leads)
        .where(filterWhere(filter));
      return rows.map((row) => row.key).sort();
    },

    /**
     * The leads the filter selects with their uploaded files, oldest first, read in pages of `pageSize` (one query for
     * a page's files). The keyset compares (created_at, id) with the last row's own stored values, read in SQL: a
     * JavaScript Date holds milliseconds, the column microseconds.
     */
    async *list(filter: LeadFilter = {}, pageSize = 500): AsyncGenerator<ListedLead> {
      let afterId: string | null = null;
      for (;;) {
        const keyset: SQL | undefined = afterId
          ? sql`(${leads.createdAt}, ${leads.id}) > (select "last"."created_at", "last"."id" from ${leads} as "last" where "last"."id" = ${afterId})`
          : undefined;
        const page = await db
          .select(leadColumns)
          .from(leads)
          .where(and(filterWhere(filter), keyset))
          .orderBy(asc(leads.createdAt), asc(leads.id))
          .limit(pageSize);
        const files = new Map<string, NewLeadUpload[]>();
        for (const { leadId, ...file } of await uploadsOf(page.map((lead) => lead.id))) {
          const list = files.get(leadId) ?? [];
          list.push(file);
          files.set(leadId, list);
        }
        for (const lead of page) yield { ...lead, uploads: files.get(lead.id) ?? [] };
        const last = page.at(-1);
        if (!last || page.length < pageSize) return;
        afterId = last.id;
      }
    },
  };
}

const outboxColumns = {
  id: leadOutbox.id,
  leadId: leadOutbox.leadId,
  channel: leadOutbox.channel,
  target: leadOutbox.target,
  attempts: leadOutbox.attempts,
  nextAttemptAt: leadOutbox.nextAttemptAt,
  state: leadOutbox.state,
  lastError: leadOutbox.lastError,
  idempotencyKey: leadOutbox.idempotencyKey,
};

const uploadColumns = {
  leadId: leadUploads.leadId,
  field: leadUploads.field,
  fileName: leadUploads.fileName,
  contentType: leadUploads.contentType,
  size: leadUploads.size,
  sha256: leadUploads.sha256,
  storageKey: leadUploads.storageKey,
};

export type LeadsRepository = ReturnType<typeof leadsRepository>;
