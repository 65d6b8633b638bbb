/**
 * The authored pages (content/, docs/content.md): any site-map key, or new path, whose Markdown file exists in the
 * content directory is rendered from it — its front matter's title and description, its Markdown, and its embeds,
 * each embed's data fetched before the render. Pages whose embeds read the request are never cached.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MarkdownBlocks } from '#ui/content/markdown-view.tsx';
import { ContentPageView } from '#ui/content/content-page.tsx';
import { EMBEDS, type EmbedLoadContext } from '#server/content/embeds.tsx';
import type { PageResult } from '#server/plugins/render.tsx';
import { topicOf } from '#domain/search/tags.ts';
import { siteTags } from '#server/services/tags.ts';

export interface ContentPageOptions {
  /** A no-script form submission that failed, shown again in its embed with the answers and errors. */
  replay?: EmbedLoadContext['replay'];
}

export async function contentPage(
  app: FastifyInstance,
  key: string,
  request: FastifyRequest,
  _text: { title: string; description: string },
  eyebrow: string,
  options: ContentPageOptions = {},
): Promise<PageResult | null> {
  const page = app.content.page(key, request.lang);
  if (!page) return null;
  const pages = app.content.pages;
  const site = pages.find((item) => item.key === key);
  const context: EmbedLoadContext = { app, request, pages, replay: options.replay };
  const loaded = await Promise.all(page.nodes.map(async (node) => (node.t === 'embed' ? EMBEDS[node.name]?.load?.(node.data, context) : undefined)));
  const query = (request.query ?? {}) as Record<string, unknown>;
  const topic = site ? topicOf(site.section) : null;
  const tags = topic ? (await siteTags(app, request.lang)).filter((tag) => tag.id === topic) : [];
  return {
    title: page.title,
    description: page.description,
    // Every address with a query (a search in the finder, a form's confirmation) is a variant, not a page to index.
    noindex: (site?.hidden ?? false) || Object.keys(query).length > 0,
    ...(page.hero.image ? { image: page.hero.image } : {}),
    flags: page.flags,
    body: (
      <ContentPageView eyebrow={page.hero.eyebrow ?? eyebrow} title={page.title} intro={page.description} hero={page.hero} toc={page.toc} tags={tags}>
        {page.nodes.map((node, index) =>
          node.t === 'md' ? (
            <div key={index} className="content-prose">
              <MarkdownBlocks blocks={node.blocks} />
            </div>
          ) : (
            <div key={index} className={`content-embed content-embed--${node.name}`}>
              {EMBEDS[node.name]?.render(node.data, loaded[index]) ?? null}
            </div>
          ),
        )}
      </ContentPageView>
    ),
  };
}
