/** Makes the database and its repositories available to routes, and closes the database with the app. */
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '#db/client.ts';
import { createRepositories, type Repositories } from '#db/repositories/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    repositories: Repositories;
  }
}

export default fp<{ handle: DatabaseHandle; closeWithApp: boolean }>(
  async (app, { handle, closeWithApp }) => {
    app.decorate('database', handle);
    app.decorate('repositories', createRepositories(handle.db));
    if (closeWithApp) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
