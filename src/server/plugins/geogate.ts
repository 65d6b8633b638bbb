/** The geogate (issue 6): pages that need a preferred retailer send visitors without one to confirm it first. */
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import type { SitePage } from '#domain/platform/site-map.ts';

const geogate: FastifyPluginAsync<{ pages: readonly SitePage[] }> = async () => {};

export default fp(geogate, { name: 'geogate' });
