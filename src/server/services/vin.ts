/** `GET /services/vehicles/vin/validate`: the VIN validator service, answering with the same rule the forms run. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validateField } from '#domain/validation/index.ts';
import { ErrorObject } from '#server/errors.ts';

/** The verdict depends only on the VIN, so it may be cached anywhere. */
const CACHE = 'public, max-age=86400';

const VinQuery = z.object({
  vin: z.string().max(64).describe('The VIN to check: 17 characters, letters other than I, O and Q and digits, any case'),
});
const VinVerdict = z.object({
  valid: z.boolean(),
  message: z.string().nullable().describe('The English error message, or null when the VIN is valid'),
  key: z.string().nullable().describe('Dictionary key of the message (formError-vin-{rule}), or null when valid'),
  rule: z.string().nullable().describe('The failed rule: required, length, pattern, prefix or checkDigit'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable().describe('Placeholder values of the message (supportUrl)'),
});

const vinServices: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services/vehicles/vin/validate',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Checks a VIN: 17 characters, a brand prefix (or jtmababa + 9) and the position-9 check digit',
        querystring: VinQuery,
        response: { 200: VinVerdict, 400: ErrorObject },
      },
    },
    async (request, reply) => {
      const error = validateField('vin', request.query.vin, { values: {}, brand: app.brand, required: true });
      return reply.header('cache-control', CACHE).send({
        valid: error === null,
        message: error?.message ?? null,
        key: error?.key ?? null,
        rule: error?.rule ?? null,
        params: error?.params ?? null,
      });
    },
  );
};

export default vinServices;
