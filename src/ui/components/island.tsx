/**
 * Server side of an island: renders the component on its own (so its ids and markup match what the
 * browser hydrates) inside its custom element, and records that the page needs its chunk.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandDefinition } from '#ui/islands/define.ts';
import { IslandFallback, IslandRoot } from './island-root.tsx';
import { usePage } from './page-context.tsx';

/** Renders an island on its own; if it throws, the page gets the fallback instead of a failed response. */
function renderIsolated(element: ReactElement, id: string, fallback: ReactElement, warn: (message: string) => void): string {
  try {
    return renderToString(element, { identifierPrefix: id });
  } catch (error) {
    warn(error instanceof Error ? error.message : String(error));
    return renderToString(fallback);
  }
}

export type LoadStrategy = 'visible' | 'eager' | 'idle';

export function Island<P extends object>({
  island,
  props,
  load = 'visible',
}: {
  island: IslandDefinition<P>;
  props: P;
  load?: LoadStrategy;
}) {
  const page = usePage();
  const collector = page.collector;
  if (!collector) throw new Error('<Island> renders only on the server');
  const id = collector.nextIslandId();
  const { collector: _omit, ...islandPage } = page;
  const element = <IslandRoot page={islandPage}>{createElement(island.Component, props)}</IslandRoot>;
  const fallback = <IslandFallback message={page.t('island.error')} />;
  const html = renderIsolated(element, id, fallback, (message) => collector.warn(`Island ${island.tag} failed to render: ${message}`));
  const assets = collector.islandAssets(island.module);
  if (assets) collector.addIsland(island.module);
  return createElement(island.tag, {
    'data-island': '',
    'data-src': assets?.src,
    'data-css': assets?.css.length ? assets.css.join(' ') : undefined,
    'data-load': load,
    'data-id': id,
    'data-props': JSON.stringify(props),
    dangerouslySetInnerHTML: { __html: html },
  });
}
