/** `/services/utility/geographicdata/*`: ZIP codes and places (issue 6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const geoServices: FastifyPluginAsyncZod = async () => {};

export default geoServices;
