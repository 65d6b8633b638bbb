/**
 * The PDF worker pool: every PDF is drawn off the event loop, in one of `size` worker threads (PDF_WORKERS), so a
 * Chinese inventory list that takes seconds of CPU never delays another visitor's request. A job waits in a bounded
 * queue (PDF_QUEUE) while every worker is busy; past that it is refused at once with PdfBusyError (the routes answer
 * 503 with Retry-After), and one that has waited `maxWaitMs` without a worker is refused the same way, so waiting is
 * bounded in length and in time. A job running longer than `timeoutMs` is failed and its worker terminated and
 * replaced; a worker that crashes or runs out of memory is replaced too. Workers start at their first job (or all at
 * once with `warm`), are retired after `idleMs` without one — a worker holds 25–35 MB of the process while it lives
 * (its isolate, the drawing code, the catalog), given back to the system when it goes — and are terminated by `close`.
 * Each gets a small young generation of its own (DEFAULT_YOUNG_GENERATION_MB).
 *
 * `size` 0 draws on the calling thread instead (tests that want it): no workers, no queue.
 *
 * Workers load TypeScript: their entry, src/server/pdf/worker-entry.mjs, registers tsx's loader in the thread itself
 * (on Node 20 a worker gets no working loader from `node --import tsx` or from `--import tsx` in its execArgv, and
 * Vitest's transform never reaches a worker). See docs/decisions/012-pdf-worker-pool.md.
 */
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Catalog } from '#domain/catalog/catalog.ts';
import type { Dictionary } from '#domain/i18n/translate.ts';
import type { PdfJob } from './jobs.ts';

/** A job with what it is drawn with; the dictionary's version says when a worker must be sent it again. */
export interface PdfTask {
  job: PdfJob;
  catalog: Catalog;
  dictionary: { version: string; entries: Dictionary };
}

/** Main thread → worker: a job, and the resources the worker does not hold yet. */
export interface WorkerRequest {
  id: number;
  job: PdfJob;
  catalogVersion: string;
  dictionaryVersion: string;
  catalog?: { version: string; value: Catalog };
  dictionary?: { version: string; entries: Dictionary };
}

/** A worker's own heap (its isolate's, not the process's), read just after it collected its garbage when idle. */
export interface WorkerMemory {
  /** The heap in use just before the collection. */
  heapUsedBefore: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** The young generation's committed bytes (its two semi-spaces): bounded by the worker's own limit. */
  newSpace: number;
}

/** Worker → main thread: a job's answer, or the worker's memory after the collection it makes when idle. */
export type JobAnswer = { id: number; ok: true; pdf: Uint8Array } | { id: number; ok: false; message: string; stack?: string };
export type WorkerAnswer = JobAnswer | { collected: WorkerMemory };

/** Every worker busy and the queue full, or the job waited too long for one: try again in `retryAfterSeconds`. */
export class PdfBusyError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Every PDF worker is busy and the queue is full',
  ) {
    super(message);
    this.name = 'PdfBusyError';
  }
}

/** The job ran longer than the pool's timeout; its worker was terminated. */
export class PdfTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The PDF took longer than ${timeoutMs} ms and was abandoned`);
    this.name = 'PdfTimeoutError';
  }
}

interface Log {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface PdfPoolOptions {
  /** Worker threads (0: draw on the calling thread). */
  size: number;
  /** Jobs that may wait for a worker; one more is refused with PdfBusyError. */
  queue: number;
  /** The longest one job may run before its worker is terminated (default 20 s). */
  timeoutMs?: number;
  /** The longest a job may wait for a worker before it is refused with PdfBusyError (default 10 s). */
  maxWaitMs?: number;
  /** A worker's V8 old generation limit in MiB; past it the worker dies and is replaced (default 512). */
  maxOldGenerationSizeMb?: number;
  /** A worker's V8 young generation in MiB (default {@link DEFAULT_YOUNG_GENERATION_MB}). */
  maxYoungGenerationSizeMb?: number;
  log?: Log;
  /** The worker module (tests). */
  workerUrl?: URL;
  /** How long a worker may wait for its next job before it is retired (default 60 s); the next job starts a new one. */
  idleMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_WAIT_MS = 10_000;
export const DEFAULT_IDLE_MS = 60_000;
/**
 * A worker's young generation: 3 MiB (two 1 MiB semi-spaces). A document allocates in short bursts whose survivors are
 * few, so a small nursery draws as fast (measured: 58 documents in three languages, 590–680 ms a document with 3, 8 or
 * 24 MiB, within the run-to-run spread), while the 16 MiB of semi-spaces the process flag would give a worker stay
 * committed after its burst until V8's memory reducer runs, 10–20 s later (issue 18).
 */
export const DEFAULT_YOUNG_GENERATION_MB = 3;

/**
 * Lets a new worker's `resourceLimits` size its young generation. V8 sizes an isolate's heap once, as it creates it,
 * and a `--max-semi-space-size` flag overrides the limits the isolate is created with; the production server runs
 * with one for the main thread (scripts/serve.sh), and V8's flags are the process's. Clearing it after the main
 * isolate exists leaves the main thread's heap as it was made and lets each worker's own limit apply. It is cleared
 * before each worker starts (a few microseconds), so nothing that sets it again in between can reach one.
 */
function clearSemiSpaceFlag(): void {
  setFlagsFromString('--max-semi-space-size=0');
}

interface Pending {
  id: number;
  task: PdfTask;
  resolve(pdf: Uint8Array): void;
  reject(error: Error): void;
  /** While it waits: refuses it once it has waited too long. */
  expiry: NodeJS.Timeout | null;
}

interface Slot {
  worker: Worker | null;
  running: Pending | null;
  timer: NodeJS.Timeout | null;
  /** While the worker waits for a job: retires it once it has waited `idleMs`. */
  idle: NodeJS.Timeout | null;
  startedAt: number;
  /** The catalog version and dictionaries this slot's worker holds. */
  catalogVersion: string | null;
  dictionaries: Map<string, string>;
  /** The worker's heap after its last idle collection (null until it has made one). */
  memory: WorkerMemory | null;
}

/** In the built server (scripts/build-server.mjs): the bundled worker's address from this file. */
declare const HALDEN_PDF_WORKER: string | undefined;
/** The bundled worker when the server is built, else the entry that loads the TypeScript worker through tsx. */
const WORKER_URL = new URL(typeof HALDEN_PDF_WORKER === 'string' ? HALDEN_PDF_WORKER : './worker-entry.mjs', import.meta.url);

const LOADER_FLAG = /^(--import|--loader|--experimental-loader|--require|-r)$/;
const isTsx = (value: string) => /^tsx($|[/\\])/.test(value);

/**
 * The process's Node options for a worker, less a tsx loader (`--import tsx`): the worker's entry registers its own,
 * and one registration in the thread is enough (a second one would compile every module twice as the worker starts).
 */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  const kept: string[] = [];
  for (let index = 0; index < execArgv.length; index += 1) {
    const arg = execArgv[index] ?? '';
    const next = execArgv[index + 1];
    if (LOADER_FLAG.test(arg) && next !== undefined && isTsx(next)) {
      index += 1;
      continue;
    }
    const inline = /^--(?:import|loader|experimental-loader|require)=(.*)$/.exec(arg)?.[1];
    if (inline !== undefined && isTsx(inline)) continue;
    kept.push(arg);
  }
  return kept;
}

export class PdfPool {
  readonly size: number;
  readonly queueLimit: number;
  readonly timeoutMs: number;
  readonly maxWaitMs: number;
  readonly idleMs: number;
  readonly #slots: Slot[];
  readonly #waiting: Pending[] = [];
  readonly #options: PdfPoolOptions;
  #nextId = 1;
  #closed = false;
  /** A running average of how long a job takes (ms), for Retry-After. */
  #averageMs = 2_000;
  /** Workers started, for the figures (and the tests). */
  #started = 0;

  constructor(options: PdfPoolOptions) {
    this.#options = options;
    this.size = Math.max(0, Math.floor(options.size));
    this.queueLimit = Math.max(0, Math.floor(options.queue));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.#slots = Array.from({ length: this.size }, () => ({ worker: null, running: null, timer: null, idle: null, startedAt: 0, catalogVersion: null, dictionaries: new Map(), memory: null }));
  }

  /**
   * Jobs running and waiting, the workers started since the pool was made, and each live worker's heap as it was after
   * its last idle collection (for the server's memory line, SIGUSR2).
   */
  get stats(): { running: number; waiting: number; workers: number; started: number; workerMemory: WorkerMemory[] } {
    return {
      running: this.#slots.filter((slot) => slot.running).length,
      waiting: this.#waiting.length,
      workers: this.#slots.filter((slot) => slot.worker).length,
      started: this.#started,
      workerMemory: this.#slots.flatMap((slot) => (slot.worker && slot.memory ? [slot.memory] : [])),
    };
  }

  /** Draws a PDF: in a worker (waiting in the queue while all are busy), or here when the pool has no workers. */
  render(task: PdfTask): Promise<Uint8Array> {
    if (this.#closed) return Promise.reject(new Error('The PDF pool is closed'));
    // Loaded only here: the drawing code (pdf-lib, fontkit, the fonts) is the workers' and stays out of the main thread.
    if (this.size === 0) return import('./jobs.ts').then(({ renderPdf }) => renderPdf(task.job, { catalog: task.catalog, dictionary: task.dictionary.entries }));
    const idle = this.#slots.find((slot) => !slot.running);
    if (!idle && this.#waiting.length >= this.queueLimit) return Promise.reject(new PdfBusyError(this.#retryAfter()));
    return new Promise<Uint8Array>((resolve, reject) => {
      const pending: Pending = { id: this.#nextId++, task, resolve, reject, expiry: null };
      if (idle) {
        this.#run(idle, pending);
        return;
      }
      this.#waiting.push(pending);
      pending.expiry = setTimeout(() => {
        const index = this.#waiting.indexOf(pending);
        if (index < 0) return;
        this.#waiting.splice(index, 1);
        this.#options.log?.warn({ job: task.job.kind, maxWaitMs: this.maxWaitMs }, 'PDF job waited too long for a worker; refused');
        reject(new PdfBusyError(this.#retryAfter(), `No PDF worker was free within ${this.maxWaitMs} ms`));
      }, this.maxWaitMs);
    });
  }

  /** Starts every worker now rather than at its first job (the server does when it listens). */
  warm(): void {
    if (this.#closed) return;
    for (const slot of this.#slots) {
      if (slot.worker) continue;
      this.#spawn(slot);
      this.#idle(slot);
    }
  }

  /** Fails what waits and runs, and terminates every worker. */
  async close(): Promise<void> {
    this.#closed = true;
    const closing = new Error('The PDF pool is closed');
    for (const pending of this.#waiting.splice(0)) {
      if (pending.expiry) clearTimeout(pending.expiry);
      pending.reject(closing);
    }
    await Promise.all(
      this.#slots.map(async (slot) => {
        const { worker, running } = slot;
        this.#release(slot);
        this.#busy(slot);
        slot.worker = null;
        running?.reject(closing);
        if (worker) await worker.terminate().catch(() => undefined);
      }),
    );
  }

  /** Seconds until a worker is likely free: the queue ahead shared by the workers, times a job's average time. */
  #retryAfter(): number {
    const ahead = this.#waiting.length + this.#slots.filter((slot) => slot.running).length;
    return Math.min(60, Math.max(1, Math.ceil((ahead / Math.max(1, this.size)) * (this.#averageMs / 1_000))));
  }

  #spawn(slot: Slot): Worker {
    const url = this.#options.workerUrl ?? WORKER_URL;
    clearSemiSpaceFlag();
    const resourceLimits = {
      maxOldGenerationSizeMb: this.#options.maxOldGenerationSizeMb ?? 512,
      maxYoungGenerationSizeMb: this.#options.maxYoungGenerationSizeMb ?? DEFAULT_YOUNG_GENERATION_MB,
    };
    const options = { name: 'pdf', resourceLimits };
    let worker: Worker;
    try {
      worker = new Worker(url, { ...options, execArgv: workerExecArgv() });
    } catch (error) {
      // Options given explicitly must all be per-thread ones (`--expose-gc` or `--max-old-space-size` are not): then
      // the worker inherits the process's as they are, tsx loader included.
      if ((error as { code?: string }).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
      worker = new Worker(url, options);
    }
    // An idle worker does not keep the process alive (a request in flight does, through its socket).
    worker.unref();
    this.#started += 1;
    slot.worker = worker;
    slot.catalogVersion = null;
    slot.dictionaries = new Map();
    slot.memory = null;
    worker.on('message', (answer: WorkerAnswer) => {
      if (slot.worker !== worker) return;
      if ('collected' in answer) {
        slot.memory = answer.collected;
        return;
      }
      const pending = slot.running;
      if (!pending || pending.id !== answer.id) return;
      this.#averageMs = 0.8 * this.#averageMs + 0.2 * (performance.now() - slot.startedAt);
      this.#release(slot);
      if (answer.ok) pending.resolve(answer.pdf);
      else pending.reject(Object.assign(new Error(answer.message), answer.stack ? { stack: answer.stack } : {}));
      this.#next(slot);
    });
    const lost = (error: Error) => {
      if (slot.worker !== worker) return;
      const pending = slot.running;
      this.#release(slot);
      slot.worker = null;
      this.#options.log?.error({ err: error.message, job: pending?.task.job.kind }, 'PDF worker failed; it is replaced');
      pending?.reject(error);
      void worker.terminate().catch(() => undefined);
      this.#next(slot);
    };
    worker.on('error', lost);
    // An answer that cannot be read back: the worker is not to be trusted with the next job either.
    worker.on('messageerror', lost);
    worker.on('exit', (code) => lost(new Error(`The PDF worker exited with code ${code}`)));
    return worker;
  }

  #run(slot: Slot, pending: Pending): void {
    if (pending.expiry) clearTimeout(pending.expiry);
    pending.expiry = null;
    this.#busy(slot);
    const worker = slot.worker ?? this.#spawn(slot);
    const { job, catalog, dictionary } = pending.task;
    const request: WorkerRequest = { id: pending.id, job, catalogVersion: catalog.version, dictionaryVersion: dictionary.version };
    if (slot.catalogVersion !== catalog.version) request.catalog = { version: catalog.version, value: catalog };
    if (slot.dictionaries.get(job.lang) !== dictionary.version) request.dictionary = dictionary;
    slot.running = pending;
    slot.startedAt = performance.now();
    slot.timer = setTimeout(() => {
      if (slot.running !== pending) return;
      this.#options.log?.warn({ job: job.kind, timeoutMs: this.timeoutMs }, 'PDF job timed out; its worker is terminated and replaced');
      this.#release(slot);
      slot.worker = null;
      pending.reject(new PdfTimeoutError(this.timeoutMs));
      void worker.terminate().catch(() => undefined);
      this.#next(slot);
    }, this.timeoutMs);
    try {
      worker.postMessage(request);
    } catch (error) {
      // Something in the job could not be cloned: a bug in the route that made it, not the worker's.
      this.#release(slot);
      pending.reject(error instanceof Error ? error : new Error(String(error)));
      this.#next(slot);
      return;
    }
    slot.catalogVersion = catalog.version;
    slot.dictionaries.set(job.lang, dictionary.version);
  }

  #release(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.running = null;
  }

  /** Gives a free slot the next waiting job (starting a new worker if its last one was lost), else lets it idle. */
  #next(slot: Slot): void {
    if (this.#closed) return;
    const pending = this.#waiting.shift();
    if (pending) this.#run(slot, pending);
    else this.#idle(slot);
  }

  /** Retires the slot's worker if no job comes for it within `idleMs`. */
  #idle(slot: Slot): void {
    this.#busy(slot);
    if (!slot.worker) return;
    const worker = slot.worker;
    slot.idle = setTimeout(() => {
      slot.idle = null;
      if (slot.worker !== worker || slot.running) return;
      // Forgotten first, so its exit is not taken for a loss.
      slot.worker = null;
      slot.catalogVersion = null;
      slot.dictionaries = new Map();
      void worker.terminate().catch(() => undefined);
    }, this.idleMs);
    slot.idle.unref();
  }

  /** Stops the slot's idle countdown (a job arrived, or the pool closes). */
  #busy(slot: Slot): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
  }
}
