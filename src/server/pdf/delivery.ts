/**
 * How generated PDFs are made, kept and sent. One PdfDelivery per app, shared by every PDF route (inventory, catalog
 * documents, builds, owner documents): the worker pool that draws them (src/server/pdf/pool.ts, PDF_WORKERS and
 * PDF_QUEUE) and one memo of their promises by key, bounded by the PDF share of the cache budget
 * (`app.cacheBytes('pdf')`, src/server/cache-budget.ts) and weighed by each document's bytes once it is drawn.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Catalog } from '#domain/catalog/catalog.ts';
import { LruCache } from '#domain/platform/lru-cache.ts';
import { sendError } from '#server/errors.ts';
import type { PdfJob } from './jobs.ts';
import { PdfBusyError, PdfPool, PdfTimeoutError } from './pool.ts';

/** At most this many documents are kept, however small (the byte budget is the real bound). */
const MAX_ENTRIES = 2_000;

/**
 * A memo of documents by key, at most `maxBytes` kept (each weighed by its PDF's bytes once drawn; one still being
 * drawn weighs its key only): concurrent requests for one document share its generation, and a generation that
 * fails is forgotten so the next request tries again.
 */
export function pdfMemo(maxBytes: number, maxEntries = MAX_ENTRIES): { remember: (key: string, make: () => Promise<Uint8Array>) => Promise<Uint8Array>; cache: LruCache<string, Promise<Uint8Array>> } {
  const cache = new LruCache<string, Promise<Uint8Array>>({ maxEntries, maxBytes });
  const remember = (key: string, make: () => Promise<Uint8Array>) => {
    let pdf = cache.get(key);
    if (!pdf) {
      const made: Promise<Uint8Array> = make().then(
        (bytes) => {
          // Weigh the entry by its document, unless it has been dropped or replaced meanwhile.
          if (cache.has(key) && cache.get(key) === made) cache.resize(key, bytes.byteLength);
          return bytes;
        },
        (error: unknown) => {
          if (cache.has(key) && cache.get(key) === made) cache.delete(key);
          throw error;
        },
      );
      pdf = made;
      cache.set(key, pdf, 0);
    }
    return pdf;
  };
  return { remember, cache };
}

/** What a route hands over to have a document drawn: the job and the catalog it was gathered from. */
export interface PdfOrder {
  job: PdfJob;
  catalog: Catalog;
}

export interface PdfDelivery {
  readonly pool: PdfPool;
  /** The memo's cache (its size and bytes, for tests and figures). */
  readonly cache: LruCache<string, Promise<Uint8Array>>;
  /**
   * The document under `key`: from memory, or drawn in the pool from what `order` gathers (called only on a miss,
   * so a cached document costs no database read). Rejects with PdfBusyError when the pool's queue is full.
   */
  pdf(key: string, order: () => Promise<PdfOrder>): Promise<Uint8Array>;
}

const deliveries = new WeakMap<object, PdfDelivery>();

/**
 * The app's PdfDelivery, made by the first PDF route plugin that asks (each plugin is its own encapsulated context, so
 * the one http server they share is the key). Its workers start at the first PDF, are retired after a minute without
 * one, and are terminated when the app closes.
 */
export function pdfDelivery(app: FastifyInstance): PdfDelivery {
  const existing = deliveries.get(app.server);
  if (existing) return existing;
  // A job that cannot start within the idle timeout less 5 s (10 s by default) is answered 503 with Retry-After
  // rather than having its socket closed under it (IDLE_TIMEOUT_MS also bounds how long an answer may take to begin);
  // 5 s is room for a Chinese list to be drawn.
  const maxWaitMs = Math.max(1_000, app.env.IDLE_TIMEOUT_MS - 5_000);
  const pool = new PdfPool({ size: app.env.PDF_WORKERS, queue: app.env.PDF_QUEUE, maxWaitMs, log: app.log });
  const { remember, cache } = pdfMemo(app.cacheBytes('pdf'));
  // Orders are gathered one at a time, each after a turn of the event loop. With the embedded PGlite a query runs on
  // this thread, and the queries of several documents asked for at once would run back to back in one stretch
  // (PGlite queues them and runs the next from the last one's promise): one at a time, with a turn between, other
  // requests (and /healthz) get in between any two of them.
  let gate: Promise<unknown> = Promise.resolve();
  const gathered = (order: () => Promise<PdfOrder>): Promise<PdfOrder> => {
    const next = gate.then(() => new Promise((resolve) => setImmediate(resolve))).then(order);
    gate = next.catch(() => undefined);
    return next;
  };
  const delivery: PdfDelivery = {
    pool,
    cache,
    pdf: (key, order) =>
      remember(key, async () => {
        const { job, catalog } = await gathered(order);
        const dictionary = app.dictionaries[job.lang];
        return pool.render({ job, catalog, dictionary: { version: dictionary.version, entries: dictionary.entries } });
      }),
  };
  deliveries.set(app.server, delivery);
  app.addHook('onClose', async () => pool.close());
  return delivery;
}

/**
 * Answers a document (`pdf` resolves its bytes): 200 with the PDF, or 503 with Retry-After and the error object when
 * every worker is busy and the queue is full, or when drawing it took too long. Other failures go to the error handler.
 */
export async function answerPdf(reply: FastifyReply, pdf: Promise<Uint8Array>, filename: string, cacheControl: string): Promise<FastifyReply> {
  let bytes: Uint8Array;
  try {
    bytes = await pdf;
  } catch (error) {
    if (error instanceof PdfBusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(reply, 503, 'PDF service busy', 'SERVICE_UNAVAILABLE', `${error.message}; try again in ${error.retryAfterSeconds} seconds`);
    }
    if (error instanceof PdfTimeoutError) {
      reply.header('retry-after', '30');
      return sendError(reply, 503, 'PDF took too long', 'SERVICE_UNAVAILABLE', 'The document took too long to draw; try again later');
    }
    throw error;
  }
  return sendPdf(reply, bytes, filename, cacheControl);
}

/** Sends a PDF to be shown in the browser, named `filename` when saved. */
export function sendPdf(reply: FastifyReply, pdf: Uint8Array, filename: string, cacheControl: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', cacheControl)
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}
