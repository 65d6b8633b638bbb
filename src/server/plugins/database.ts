/** Makes the database and its repositories available to routes, and closes the database with the app. */
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '#db/client.ts';
import { createRepositories, type Repositories } from '#db/repositories/index.ts';
import type { CallTrackingNumbers } from '#domain/retailers/call-tracking.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    repositories: Repositories;
  }
}

export default fp<{ handle: DatabaseHandle; closeWithApp: boolean; callTracking?: CallTrackingNumbers }>(
  async (app, { handle, closeWithApp, callTracking }) => {
    app.decorate('database', handle);
    app.decorate('repositories', createRepositories(handle.db, { callTracking }));
    if (closeWithApp) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
