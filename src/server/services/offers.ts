/** The offers services. (Filled in by the offers work.) */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const offersServices: FastifyPluginAsyncZod = async () => {};

export default offersServices;
