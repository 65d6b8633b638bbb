/** The tabs of content pages (the `tabs` embed): one panel per Markdown heading. */
import type { MdBlock } from '#domain/content/markdown-ast.ts';
import { Tabs } from '#ui/components/tabs.tsx';
import { MarkdownBlocks } from '#ui/content/markdown-view.tsx';
import { defineIsland } from './define.ts';

export interface ContentTabsProps {
  label: string;
  items: { id: string; title: string; blocks: MdBlock[] }[];
  /** The heading level of the panel titles, used for the sections shown without script. */
  level: 2 | 3 | 4 | 5 | 6;
}

function ContentTabs({ label, items, level }: ContentTabsProps) {
  return <Tabs className="content-tabs" label={label} headingLevel={level} items={items.map((item) => ({ id: item.id, title: item.title, content: <MarkdownBlocks blocks={item.blocks} /> }))} />;
}

export const island = defineIsland({ tag: 'x-tabs', module: 'tabs', Component: ContentTabs });
