/**
 * A PDF worker thread (started by src/server/pdf/pool.ts): draws one job at a time with pdf-lib and answers its bytes,
 * the buffer transferred rather than copied. The catalog and the dictionaries arrive with the first job that needs
 * them and are kept (one catalog version, one dictionary per language), as are the font files this thread has read
 * (src/server/pdf/fonts.ts), so later jobs carry only their own data.
 *
 * A second after its last job the thread collects its garbage in full: an idle thread allocates nothing, so V8 would
 * otherwise keep a burst's dead documents and font tables (≈ 20–40 MB) until its memory reducer runs 10–20 s later, or
 * the pool retires the worker a minute later (issue 18: the process's RSS after a load with PDFs).
 *
 * The thread lowers its own scheduling priority (nice 10; on Linux a thread's nice value is its own): when the
 * machine's cores are all busy, the event loop that answers every other request runs first and the PDFs wait.
 */
import { setPriority } from 'node:os';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import type { Catalog } from '#domain/catalog/catalog.ts';
import type { Dictionary } from '#domain/i18n/translate.ts';
import { renderPdf } from './jobs.ts';
import { warmPictures } from './pictures.ts';
import type { JobAnswer, WorkerAnswer, WorkerRequest } from './pool.ts';

if (!parentPort) throw new Error('src/server/pdf/worker.ts runs as a worker thread (src/server/pdf/pool.ts)');
const port = parentPort;

/** This thread's nice value: PDFs are the work that can wait. */
export const PDF_WORKER_NICE = 10;
try {
  setPriority(PDF_WORKER_NICE);
} catch {
  // A platform without per-thread priorities (or one that refuses): the thread runs at the process's priority.
}

warmPictures();

let catalog: { version: string; value: Catalog } | null = null;
const dictionaries = new Map<string, { version: string; entries: Dictionary }>();

async function answer(request: WorkerRequest): Promise<JobAnswer> {
  const { id, job } = request;
  try {
    if (request.catalog) catalog = request.catalog;
    if (request.dictionary) dictionaries.set(job.lang, request.dictionary);
    const dictionary = dictionaries.get(job.lang);
    if (catalog?.version !== request.catalogVersion) throw new Error(`PDF worker: catalog ${request.catalogVersion} was not sent`);
    if (dictionary?.version !== request.dictionaryVersion) throw new Error(`PDF worker: dictionary ${job.lang} ${request.dictionaryVersion} was not sent`);
    let pdf = await renderPdf(job, { catalog: catalog.value, dictionary: dictionary.entries });
    // Transfer exactly the document's bytes: a view on a larger buffer would hand the whole buffer over.
    if (pdf.byteOffset !== 0 || pdf.byteLength !== pdf.buffer.byteLength) pdf = pdf.slice();
    return { id, ok: true, pdf };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    return { id, ok: false, message: failure.message, ...(failure.stack ? { stack: failure.stack } : {}) };
  }
}

/** How long the thread waits without a job before it collects its garbage. */
export const IDLE_COLLECT_MS = 1000;

/**
 * V8's full collection: `gc` when node runs with --expose-gc, else the one a new context gets once the flag is set
 * (V8's flags are the process's; setting this one only adds `gc` to contexts made from now on). Null if refused.
 */
function collector(): (() => void) | null {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    return null;
  }
}

const collect = collector();
let idle: NodeJS.Timeout | null = null;

port.on('message', (request: WorkerRequest) => {
  if (idle) clearTimeout(idle);
  idle = null;
  void answer(request).then((message) => {
    port.postMessage(message, message.ok ? [message.pdf.buffer as ArrayBuffer] : []);
    if (!collect) return;
    idle = setTimeout(() => {
      idle = null;
      // This thread's isolate, not the process (a worker's memoryUsage reads its own heap; its rss is the process's).
      const heapUsedBefore = process.memoryUsage().heapUsed;
      // Twice: what the first collection frees lets go of more (the external memory of a burst's documents read
      // 16–18 MB after one collection and 3.4 MB after two; the second takes a few ms on a 16 MB heap).
      collect();
      collect();
      const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
      const report: WorkerAnswer = { collected: { heapUsedBefore, heapUsed, heapTotal, external, arrayBuffers, newSpace } };
      port.postMessage(report);
    }, IDLE_COLLECT_MS);
    // The timer alone does not keep the thread alive (the pool's port does while it holds the worker).
    idle.unref();
  });
});
