/** The `link-list` and `cards` embeds: links to other pages of the site, as a list or as cards with their introduction. */
import type { SitePage } from '#domain/platform/site-map.ts';
import { Card } from '#ui/components/card.tsx';
import { useHref } from '#ui/components/page-context.tsx';
import { usePageText } from './page-text.ts';

export function PageLinks({ pages, variant }: { pages: readonly SitePage[]; variant: 'list' | 'cards' }) {
  const text = usePageText();
  const href = useHref();
  if (variant === 'cards') {
    return (
      <ul className="card-grid content-cards">
        {pages.map((page) => (
          <Card key={page.key} as="li" href={page.path} title={text.title(page)} text={text.intro(page)} />
        ))}
      </ul>
    );
  }
  return (
    <ul className="content-links">
      {pages.map((page) => (
        <li key={page.key}>
          <a href={href(page.path)}>{text.title(page)}</a>
        </li>
      ))}
    </ul>
  );
}
