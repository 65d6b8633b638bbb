/**
 * Server side of an island: renders the component on its own (so its ids and markup match what the
 * browser hydrates) inside its custom element, and records that the page needs its chunk.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandDefinition } from '../islands/define.ts';
import { IslandFallback, IslandRoot } from './island-root.tsx';
import { usePage } from './page-context.tsx';

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
  collector.islandCount += 1;
  const id = `i${collector.islandCount}-`;
  const { collector: _omit, ...islandPage } = page;
  let html: string;
  try {
    html = renderToString(
      <IslandRoot page={islandPage}>{createElement(island.Component, props)}</IslandRoot>,
      { identifierPrefix: id },
    );
  } catch (error) {
    collector.warn(`Island ${island.tag} failed to render: ${(error as Error).message}`);
    html = renderToString(<IslandFallback message={page.t('island.error')} />);
  }
  const assets = collector.islandAssets(island.module);
  if (assets) {
    const seen = collector.islands.get(island.module);
    collector.islands.set(island.module, { module: island.module, eager: (seen?.eager ?? false) || load === 'eager' });
  }
  return createElement(island.tag, {
    'data-island': '',
    'data-src': assets?.src,
    'data-load': load,
    'data-id': id,
    'data-props': JSON.stringify(props),
    dangerouslySetInnerHTML: { __html: html },
  });
}
