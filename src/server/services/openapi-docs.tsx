/** `/services/openapi.json` and a readable, script-free docs page generated from the same document. */
import type { FastifyPluginAsync } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { ServicesDocsPage, type DocsOperation } from '#ui/site/services-docs-page.tsx';

function operations(document: OpenAPIV3_1.Document): DocsOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'delete'] as const).flatMap((method) => {
      const operation = item?.[method];
      if (!operation) return [];
      return [
        {
          method: method.toUpperCase(),
          path,
          tag: operation.tags?.[0] ?? '',
          summary: operation.summary ?? '',
          parameters: ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]).map((parameter) => ({
            name: parameter.name,
            in: parameter.in,
            required: parameter.required ?? false,
            description: parameter.description ?? '',
          })),
          responses: Object.keys(operation.responses ?? {}),
        },
      ];
    }),
  );
}

const openapiDocs: FastifyPluginAsync = async (app) => {
  app.get('/services/openapi.json', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(app.swagger()));
  app.get('/services/docs.html', async (request, reply) =>
    reply.renderPage(
      () => ({
        title: app.dictionaries[request.lang].entries['servicesDocs.title'] ?? 'Services',
        description: app.dictionaries[request.lang].entries['servicesDocs.intro'] ?? '',
        noindex: true,
        body: <ServicesDocsPage operations={operations(app.swagger() as OpenAPIV3_1.Document)} />,
      }),
      { cache: { variant: '', live: false } },
    ),
  );
};

export default openapiDocs;
