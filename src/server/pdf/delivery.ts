/** How generated PDFs are kept and sent: one promise per document key in an LRU, and the answer's headers. */
import type { FastifyReply } from 'fastify';
import { LruCache } from '#domain/platform/lru-cache.ts';

/**
 * A memo of documents by key, at most `limit` kept: concurrent requests for one document share its generation, and a
 * generation that fails is forgotten so the next request tries again.
 */
export function pdfMemo(limit: number): (key: string, make: () => Promise<Uint8Array>) => Promise<Uint8Array> {
  const cache = new LruCache<string, Promise<Uint8Array>>(limit);
  return (key, make) => {
    let pdf = cache.get(key);
    if (!pdf) {
      pdf = make().catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, pdf);
    }
    return pdf;
  };
}

/** Sends a PDF to be shown in the browser, named `filename` when saved. */
export function sendPdf(reply: FastifyReply, pdf: Uint8Array, filename: string, cacheControl: string) {
  return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="${filename}"`).header('cache-control', cacheControl).send(Buffer.from(pdf));
}
