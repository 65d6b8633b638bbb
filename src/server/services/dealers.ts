/** `/services/dealers/*`: the retailer network (issue 6). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const dealerServices: FastifyPluginAsyncZod = async () => {};

export default dealerServices;
