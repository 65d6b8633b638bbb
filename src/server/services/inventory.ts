/** The inventory services. (Filled in by the inventory work.) */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const inventoryServices: FastifyPluginAsyncZod = async () => {};

export default inventoryServices;
