/**
 * The header's search box. It is the `x-site-search` island's markup, but the header does not ask for the island
 * runtime: a page without islands of its own stays free of script (docs/architecture.md) and its search is the
 * plain GET form. On a page that loads the runtime anyway (it has another island, or it is the results page) the
 * runtime finds this element too and hydrates it, adding suggestions while typing.
 *
 * Set HEADER_SUGGESTIONS_ON_EVERY_PAGE to load the runtime on every page instead (about 2 KB of runtime and the
 * island's chunk, fetched when the browser is idle): every page then suggests, and none is script-free.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Island } from '#ui/components/island.tsx';
import { IslandRoot } from '#ui/components/island-root.tsx';
import { usePage } from '#ui/components/page-context.tsx';
import { island as siteSearch, SiteSearch, type SiteSearchProps } from '#ui/islands/site-search.tsx';

export const HEADER_SUGGESTIONS_ON_EVERY_PAGE = false;

export function HeaderSearch({ action }: { action: string }) {
  const page = usePage();
  const props: SiteSearchProps = { action, variant: 'header' };
  const collector = page.collector;
  if (!collector) return <SiteSearch {...props} />;
  if (HEADER_SUGGESTIONS_ON_EVERY_PAGE) return <Island island={siteSearch} props={props} load="idle" />;
  const id = collector.nextIslandId();
  const { collector: _omit, ...islandPage } = page;
  const html = renderToString(
    <IslandRoot page={islandPage}>
      <SiteSearch {...props} />
    </IslandRoot>,
    { identifierPrefix: id },
  );
  const assets = collector.islandAssets(siteSearch.module);
  return createElement(siteSearch.tag, {
    'data-island': '',
    'data-src': assets?.src,
    'data-load': 'idle',
    'data-id': id,
    'data-props': JSON.stringify(props),
    dangerouslySetInnerHTML: { __html: html },
  });
}
