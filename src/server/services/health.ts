/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers `select 1` within
 * READY_TIMEOUT_MS). A load balancer takes a copy out of rotation on a 503 and back in on the next 200; the probe
 * itself always answers promptly, whether the database refuses connections, hangs or is gone.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Longer than the database's own ping bound (src/db/client.ts), shorter than a load balancer's probe timeout. */
export const READY_TIMEOUT_MS = 1_500;

/** Resolves false when `check` has not answered within `ms` (it is left to finish or fail on its own). */
async function within(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check.catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

const healthServices: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = !app.closing && (await within(app.database.ping(), READY_TIMEOUT_MS));
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', database: app.database.kind });
  });
};

export default healthServices;
