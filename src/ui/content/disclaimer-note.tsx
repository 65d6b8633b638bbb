/**
 * The `disclaimer` embed: fine print set apart from the page's text (a `note`, not a landmark: a page may have several) —
 * one of the site's disclaimers by id (its label and text in the page's language, as the footnotes show them) or the
 * author's own Markdown, named "Fine print".
 */
import type { MdBlock } from '#domain/content/markdown-ast.ts';
import { usePage } from '#ui/components/page-context.tsx';
import { MarkdownBlocks } from './markdown-view.tsx';

export function DisclaimerNote({ id, blocks }: { id?: number; blocks?: readonly MdBlock[] }) {
  const { t, collector } = usePage();
  if (id !== undefined) {
    const disclaimer = collector?.disclaimers.get(id);
    if (!disclaimer) {
      collector?.warn(`Content disclaimer ${id} does not exist`);
      return null;
    }
    return (
      <div className="content-disclaimer" role="note">
        <p className="content-disclaimer__title">{disclaimer.label}</p>
        <p>{disclaimer.content}</p>
      </div>
    );
  }
  return (
    <div className="content-disclaimer" role="note" aria-label={t('content.disclaimer.label')}>
      <MarkdownBlocks blocks={blocks ?? []} />
    </div>
  );
}
