/**
 * `/sitemap.xml` (sitemaps.org, with `xhtml:link` hreflang alternates): every page a search engine should index, in
 * each language — the site map's pages that are neither hidden nor geogated (a crawler has no preferred retailer) nor
 * marked noindex by their own module, the authored pages among them, the model pages and the retailer pages.
 * robots.txt names it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { LANGUAGES, LANGUAGE_TAGS } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { modelSlug } from '#domain/catalog/views.ts';
import type { SitePage } from '#domain/platform/site-map.ts';
import { modelPageProps } from '#server/pages/catalog-loaders.ts';
import { retailerPath, retailerStatePath } from '#domain/retailers/paths.ts';

export interface SitemapOptions {
  pages: readonly SitePage[];
  publicOrigin: string;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** One `<url>` per language of a site path, each listing all the languages and x-default (English). */
export function sitemapEntries(path: string, origin: string): string {
  const address = (lang: (typeof LANGUAGES)[number]) => escapeXml(`${origin}${localizeHref(path, lang)}`);
  const alternates = [...LANGUAGES.map((lang) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[lang]}" href="${address(lang)}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${address('en')}"/>`].join('');
  return LANGUAGES.map((lang) => `<url><loc>${address(lang)}</loc>${alternates}</url>`).join('\n');
}

const NOINDEX = '<meta name="robots" content="noindex"/>';

const sitemap: FastifyPluginAsync<SitemapOptions> = async (app, { pages, publicOrigin }) => {
  /**
   * The site map's pages that say they may be indexed. Whether a page is noindex is its own module's decision (an
   * empty comparison is), so each is asked once, in English, on the first request, and the answer kept.
   */
  let indexable: Promise<string[]> | null = null;
  const fixedPaths = () =>
    (indexable ??= (async () => {
      const candidates = pages.filter((page) => !page.hidden && !page.geogate).map((page) => (page.key === 'home' ? '/' : page.path));
      const answers = await Promise.all(candidates.map((path) => app.inject({ url: path })));
      return candidates.filter((_path, index) => answers[index]?.statusCode === 200 && !answers[index]?.body.includes(NOINDEX));
    })());

  /** The site paths to list (without language prefix), in the site map's order, then models, then retailers. */
  async function sitePaths(): Promise<string[]> {
    const fixed = await fixedPaths();
    const catalog = await app.repositories.catalog.get();
    const models = catalog.models.map((model) => modelSlug(model)).filter((slug) => modelPageProps(catalog, slug, 'en') !== null);
    const answer = await app.inject({ url: '/services/dealers/all?type=Active' });
    const retailers = answer.statusCode === 200 ? answer.json<{ id: string; slug: string; state: string }[]>() : [];
    const states = [...new Set(retailers.map((retailer) => retailer.state))].map((state) => retailerStatePath(state));
    return [...fixed, '/find/retailers.html', ...states, ...models.map((slug) => `/vehicles/${slug}.html`), ...retailers.map((retailer) => retailerPath(retailer))];
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const paths = [...new Set(await sitePaths())];
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      paths.map((path) => sitemapEntries(path, publicOrigin)).join('\n') +
      '\n</urlset>\n';
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
};

export default sitemap;
