/** Describes every tagged service in an OpenAPI 3.1 document generated from the routes' zod schemas. */
import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${app.brand} website services`,
          version: '1.0.0',
          description: 'The unauthenticated JSON services the website and its islands call. Errors answer the object {message, code, reason}.',
        },
        tags: [
          { name: 'vehicles', description: 'Models, years, trims, colours and accessories' },
          { name: 'compare', description: 'Comparison data' },
          { name: 'utility', description: 'Dictionaries, language lookup, images, disclaimers, ZIP codes and places' },
          { name: 'contact', description: 'Lead forms: quote, test drive and contact submissions (validated, stored, then delivered) and the email check' },
          { name: 'content', description: `Authored content: the questions of the site's FAQ accordions, Share the Love's charities, and the published stories of the Dear ${app.brand} story area` },
          { name: 'dealers', description: 'The retailer network: nearest by ZIP, by map box, by text, by id, and each retailer\'s services, opt-ins, stories and awards' },
        ],
      },
      hideUntagged: true,
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi' },
);
