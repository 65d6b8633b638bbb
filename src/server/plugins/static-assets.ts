/** Serves the content-hashed browser assets with year-long immutable caching, pre-compressed when possible. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export default fp<{ clientDir: string }>(
  async (app, { clientDir }) => {
    const root = resolve(clientDir, 'assets');
    if (!existsSync(root)) {
      app.log.warn(`No built assets in ${root}: run "npm run build" for styles and islands`);
      return;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      cacheControl: true,
      index: false,
      wildcard: true,
      decorateReply: false,
    });
  },
  { name: 'static-assets' },
);
