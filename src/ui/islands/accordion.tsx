/** The accordion of content pages (the `accordion` embed): question/answer items written in Markdown. */
import type { MdBlock } from '#domain/content/markdown-ast.ts';
import { Accordion } from '#ui/components/accordion.tsx';
import { MarkdownBlocks } from '#ui/content/markdown-view.tsx';
import { defineIsland } from './define.ts';

export interface ContentAccordionProps {
  items: { id: string; title: string; blocks: MdBlock[] }[];
  /** The heading level of the item titles (the level the author wrote them at). */
  level: 2 | 3 | 4 | 5 | 6;
}

function ContentAccordion({ items, level }: ContentAccordionProps) {
  return <Accordion className="content-accordion" headingLevel={level} items={items.map((item) => ({ id: item.id, title: item.title, content: <MarkdownBlocks blocks={item.blocks} /> }))} />;
}

export const island = defineIsland({ tag: 'x-accordion', module: 'accordion', Component: ContentAccordion });
