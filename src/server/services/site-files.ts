/** The small files every site serves from its root: the favicon and robots.txt (which names the sitemap). */
import type { FastifyPluginAsync } from 'fastify';

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#0b1f33"/><circle cx="24" cy="24" r="17" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M15 30 L24 16 L33 30" fill="none" stroke="#fff" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round"/><path d="M19.5 26 H28.5" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>`;

const siteFiles: FastifyPluginAsync<{ publicOrigin: string }> = async (app, { publicOrigin }) => {
  app.get('/favicon.svg', async (_request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON),
  );
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(`User-agent: *\nDisallow: /services/\nDisallow: /styleguide.html\n\nSitemap: ${publicOrigin}/sitemap.xml\n`),
  );
};

export default siteFiles;
