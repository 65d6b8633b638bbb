/**
 * The leads export over HTTP for the digital team: `GET /services/leads/export?since=&form=&format=csv|ndjson`, the
 * same output as `npm run leads -- export`, read from the database as it streams. Only with
 * `Authorization: Bearer <LEADS_EXPORT_TOKEN>`; without that variable the route does not exist at all.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORMS } from '#domain/forms/definitions.ts';
import { exportLeads, type ExportOptions } from '#server/forms/export.ts';
import { sendError } from '#server/errors.ts';

export interface LeadsExportOptions {
  /** The bearer token the team's requests carry; null: no export route. */
  token: string | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

const leadsExportServices: FastifyPluginAsyncZod<LeadsExportOptions> = async (app, { token }) => {
  if (!token) return;
  const expected = digest(token);

  app.get(
    '/services/leads/export',
    {
      schema: {
        tags: ['contact'],
        summary: 'The stored leads, oldest first, as CSV or NDJSON (digital team only: Authorization: Bearer LEADS_EXPORT_TOKEN; 401 without it)',
        querystring: z.object({
          since: z.iso.date().optional().describe('YYYY-MM-DD: leads from this day (UTC) on'),
          form: z.enum(FORMS.map((form) => form.name) as [string, ...string[]]).optional(),
          format: z.enum(['csv', 'ndjson']).default('csv'),
        }),
      },
    },
    async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      // Compared as digests, in constant time: the answer's timing says nothing about the token.
      if (!timingSafeEqual(digest(given), expected)) return sendError(reply.header('www-authenticate', 'Bearer'), 401, 'Unauthorized', 'UNAUTHORIZED', 'A valid export token is required');
      const { since, form, format } = request.query;
      const options: ExportOptions = { format, ...(since ? { since: new Date(`${since}T00:00:00Z`) } : {}), ...(form ? { form } : {}) };
      const stream = new PassThrough();
      void exportLeads(app.repositories.leads, options, (chunk) => {
        if (!stream.write(chunk)) return new Promise<void>((resolve) => stream.once('drain', () => resolve()));
      })
        .then(() => stream.end())
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'leads export failed');
          stream.destroy(error instanceof Error ? error : new Error(String(error)));
        });
      return reply
        .header('cache-control', 'no-store')
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads.${format === 'csv' ? 'csv' : 'ndjson'}"`)
        .send(stream);
    },
  );
};

export default leadsExportServices;
