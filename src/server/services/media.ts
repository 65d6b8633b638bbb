/**
 * Serves the site's media files (the repository's media/ folder) under /media/: videos with Range requests, which
 * a <video> needs to seek, WebVTT tracks as text/vtt, transcripts as UTF-8 text, posters; long cache headers.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '#server/errors.ts';

/** The repository's media folder, wherever the process was started from. */
export const MEDIA_DIR = fileURLToPath(new URL('../../../media/', import.meta.url));

/**
 * Media files are not content-hashed (content pages name them by path), so they are cached for 30 days rather than
 * a year, and revalidated by ETag / Last-Modified after that.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

const mediaServices: FastifyPluginAsync<{ root?: string }> = async (app, options) => {
  const root = options.root ?? MEDIA_DIR;
  await app.register(
    async (scope) => {
      // A missing file is the error object every service path answers with, not the site's HTML 404 page.
      scope.setNotFoundHandler((request, reply) => sendError(reply, 404, 'Not found', 'NOT_FOUND', `No resource at ${request.method} ${request.url.split('?')[0]}`));
      if (!existsSync(root)) {
        app.log.warn(`No media folder at ${root}`);
        return;
      }
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        dotfiles: 'deny',
        acceptRanges: true,
        cacheControl: false,
        etag: true,
        lastModified: true,
        decorateReply: false,
        wildcard: true,
        setHeaders(reply, path) {
          const extension = path.slice(path.lastIndexOf('.')).toLowerCase();
          const type = CONTENT_TYPES[extension];
          if (type) reply.header('content-type', type);
          reply.header('cache-control', MEDIA_CACHE_CONTROL);
        },
      });
    },
    { prefix: '/media' },
  );
};

export default mediaServices;
