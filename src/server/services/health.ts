/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers). */
import type { FastifyPluginAsync } from 'fastify';

const healthServices: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = !app.closing && (await app.database.ping());
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', database: app.database.kind });
  });
};

export default healthServices;
