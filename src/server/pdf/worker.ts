/**
 * A PDF worker thread (started by src/server/pdf/pool.ts): draws one job at a time with pdf-lib and answers its bytes,
 * the buffer transferred rather than copied. The catalog and the dictionaries arrive with the first job that needs
 * them and are kept (one catalog version, one dictionary per language), as are the font files this thread has read
 * (src/server/pdf/fonts.ts), so later jobs carry only their own data.
 *
 * The thread lowers its own scheduling priority (nice 10; on Linux a thread's nice value is its own): when the
 * machine's cores are all busy, the event loop that answers every other request runs first and the PDFs wait.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { Catalog } from '#domain/catalog/catalog.ts';
import type { Dictionary } from '#domain/i18n/translate.ts';
import { renderPdf } from './jobs.ts';
import type { WorkerAnswer, WorkerRequest } from './pool.ts';

if (!parentPort) throw new Error('src/server/pdf/worker.ts runs as a worker thread (src/server/pdf/pool.ts)');
const port = parentPort;

/** This thread's nice value: PDFs are the work that can wait. */
export const PDF_WORKER_NICE = 10;
try {
  setPriority(PDF_WORKER_NICE);
} catch {
  // A platform without per-thread priorities (or one that refuses): the thread runs at the process's priority.
}

let catalog: { version: string; value: Catalog } | null = null;
const dictionaries = new Map<string, { version: string; entries: Dictionary }>();

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
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

port.on('message', (request: WorkerRequest) => {
  void answer(request).then((message) => port.postMessage(message, message.ok ? [message.pdf.buffer as ArrayBuffer] : []));
});
