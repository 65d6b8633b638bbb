/**
 * Guards every request passes before any route runs (docs/decisions/011-bounded-work.md):
 *
 * - **Cross-site writes.** A request that can change something (any method but GET, HEAD and OPTIONS) must come from
 *   this site: its `Origin` equal to PUBLIC_ORIGIN — never compared with the Host header, which the sender chooses —
 *   or, without an Origin, a `Referer` on PUBLIC_ORIGIN or `Sec-Fetch-Site: same-origin`/`none`. A request with none of
 *   these cannot be told from a forged one and is refused too. GraphQL is exempt: it only reads, and retailers' own
 *   systems call it server to server.
 * - **Encoded bodies.** No browser compresses a request body; a body with a Content-Encoding other than `identity`
 *   (a gzip bomb, a multipart parser fed compressed bytes) is refused with 415 at once, before a byte of it is read.
 * - **Early answers close their connection.** An answer sent before the request's body was read to the end (413, 415,
 *   403, 429 …) carries `Connection: close`, so the unread rest of the body can never be taken for the next request on
 *   a kept-alive socket, nor leave that socket waiting.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '#server/errors.ts';

export interface RequestGuardOptions {
  /** The site's public origin (PUBLIC_ORIGIN), e.g. `https://www.halden.example`. */
  publicOrigin: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Paths that take unsafe methods without the same-origin proof (read-only services called server to server). */
const CROSS_SITE_ALLOWED = new Set(['/services/graphql']);

export function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Whether an unsafe request's headers prove it was sent by a page of `own` (the public origin). */
export function sameOrigin(headers: FastifyRequest['headers'], own: string): boolean {
  const given = headers.origin;
  if (typeof given === 'string' && given !== '') return originOf(given) === own;
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== '') return fetchSite === 'same-origin' || fetchSite === 'none';
  return originOf(typeof headers.referer === 'string' ? headers.referer : undefined) === own;
}

const pathOf = (url: string) => {
  const at = url.search(/[?#]/);
  return at >= 0 ? url.slice(0, at) : url;
};

export default fp<RequestGuardOptions>(
  async (app, options) => {
    const own = originOf(options.publicOrigin);
    if (own === null) throw new Error(`PUBLIC_ORIGIN is not an http(s) origin: ${options.publicOrigin}`);

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const encoding = request.headers['content-encoding'];
      if (typeof encoding === 'string' && encoding.trim() !== '' && encoding.trim().toLowerCase() !== 'identity') {
        reply.header('connection', 'close');
        return sendError(reply, 415, 'Unsupported media type', 'UNSUPPORTED_MEDIA_TYPE', 'Request bodies are accepted uncompressed only (no Content-Encoding)');
      }
      if (SAFE_METHODS.has(request.method) || CROSS_SITE_ALLOWED.has(pathOf(request.url))) return;
      if (sameOrigin(request.headers, own)) return;
      request.log.warn({ origin: request.headers.origin, referer: request.headers.referer, fetchSite: request.headers['sec-fetch-site'], url: request.url }, 'cross-site request refused');
      reply.header('connection', 'close');
      return sendError(reply, 403, 'Forbidden', 'FORBIDDEN', 'Forms are accepted from this site only');
    });

    app.addHook('onSend', async (request, reply, payload) => {
      // `complete` turns true once the body's last byte was read (at once for a request without a body).
      if (!request.raw.complete) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'request-guards' },
);
