/** `/images/map/us-states.svg`: the US map retailer finders draw their pins over. */
import type { FastifyPluginAsync } from 'fastify';
import { usMap } from '#server/geo/us-map.ts';

const mapImages: FastifyPluginAsync = async (app) => {
  app.get('/images/map/us-states.svg', async (request, reply) => {
    const { svg, etag } = usMap();
    reply.header('etag', etag).header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });
};

export default mapImages;
