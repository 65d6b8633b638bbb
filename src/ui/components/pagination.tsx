/**
 * Numbered pages of a long list (search results, stories): Previous, the first and last pages, the current page and its
 * neighbours, gaps marked "…", Next. Plain links, so it works without script; the current page is `aria-current`.
 */
import { usePage } from './page-context.tsx';

export function Pagination({ current, pages, label, link }: { current: number; pages: number; label: string; link: (page: number) => string }) {
  const { t } = usePage();
  if (pages <= 1) return null;
  const shown = [...new Set([1, current - 1, current, current + 1, pages])].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          {current > 1 ? (
            <a href={link(current - 1)} rel="prev">
              {t('search.pages.previous')}
            </a>
          ) : (
            <span aria-disabled="true">{t('search.pages.previous')}</span>
          )}
        </li>
        {shown.map((page, index) => (
          <li key={page}>
            {index > 0 && page - (shown[index - 1] ?? page) > 1 ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : null}
            <a href={link(page)} aria-current={page === current ? 'page' : undefined} aria-label={t('search.pages.page', { page })}>
              {page}
            </a>
          </li>
        ))}
        <li>
          {current < pages ? (
            <a href={link(current + 1)} rel="next">
              {t('search.pages.next')}
            </a>
          ) : (
            <span aria-disabled="true">{t('search.pages.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
