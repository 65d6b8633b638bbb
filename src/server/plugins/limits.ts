/**
 * Per-IP limits as named buckets shared by whole groups of routes: every lead form counts in one bucket ("forms"),
 * uploads, saved builds and PDFs each in their own. One limit per visitor, not per route: ten posts spread over
 * twenty forms meet the same limit as ten posts to one.
 *
 * With REDIS_URL every process counts in the same Redis, so a limit holds across a load balancer's N copies; without
 * it each process counts alone (one process, tests). If Redis fails the request is let through (`skipOnError`):
 * losing the limit for a while is better than losing leads.
 *
 * Use: `onRequest: app.limit('forms', 10)` on a route, or `await app.limitAllows('pdf', 30, request)` in a handler.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { sendError } from '#server/errors.ts';

/** The buckets; each has its own counter per IP. */
export type LimitBucket = 'forms' | 'uploads' | 'email-check' | 'saved-builds' | 'pdf' | 'maps';

export const LIMIT_WINDOW_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook that counts the request in `bucket` and answers 429 past `max` per minute (null: no limit). */
    limit(bucket: LimitBucket, max: number | null): onRequestAsyncHookHandler;
    /** Counts the request in `bucket`; answers 429 itself and returns false past `max` per minute. */
    limitAllows(bucket: LimitBucket, max: number | null, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  }
}

export interface LimitsOptions {
  /** The shared store (REDIS_URL); null: in this process's memory. */
  redisUrl: string | null;
}

type Check = (request: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded: boolean; ttlInSeconds: number }>;

export default fp<LimitsOptions>(
  async (app, { redisUrl }) => {
    // A `?keyPrefix=` on the URL (an ioredis option) keeps several sites or test runs sharing one Redis apart.
    const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 1_000, commandTimeout: 500, maxRetriesPerRequest: 1 }) : null;
    if (redis) {
      redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'rate-limit store (Redis) unavailable'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'halden-rate-limit:', skipOnError: true } : {}),
    });

    // One limiter (one store child) per bucket and limit, made once: the count is shared by every route using it.
    const checks = new Map<string, Check>();
    function checkFor(bucket: LimitBucket, max: number): Check {
      const name = `${bucket}:${max}`;
      let check = checks.get(name);
      if (!check) {
        // The bucket is part of the key, so buckets never share a counter in Redis (whose child stores of
        // createRateLimit all use one prefix).
        check = app.createRateLimit({ max, timeWindow: LIMIT_WINDOW_MS, keyGenerator: (request) => `${bucket}:${request.ip}` }) as Check;
        checks.set(name, check);
      }
      return check;
    }

    async function allows(bucket: LimitBucket, max: number | null, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      if (max === null) return true;
      const result = await checkFor(bucket, max)(request);
      if (result.isAllowed || !result.isExceeded) return true;
      request.log.warn({ bucket, max }, 'rate limit reached');
      reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
      sendError(reply, 429, 'Too many requests', 'TOO_MANY_REQUESTS', `Too many requests; try again in ${Math.max(1, result.ttlInSeconds)} seconds`);
      return false;
    }

    app.decorate('limitAllows', allows);
    app.decorate('limit', (bucket: LimitBucket, max: number | null): onRequestAsyncHookHandler => {
      if (max !== null) checkFor(bucket, max);
      return async function limited(request, reply) {
        if (!(await allows(bucket, max, request, reply))) return reply;
      };
    });
  },
  { name: 'limits' },
);
