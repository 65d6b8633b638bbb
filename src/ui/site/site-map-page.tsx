/** The site map: every public page (authored pages included), grouped by section. */
import type { SectionKey, SitePage } from '#domain/platform/site-map.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { usePageText } from '#ui/content/page-text.ts';

const SECTIONS: readonly SectionKey[] = ['vehicles', 'shopping', 'owners', 'retailers', 'support'];

export function SiteMapPage({ pages }: { pages: readonly SitePage[] }) {
  const { t } = usePage();
  const href = useHref();
  const text = usePageText();
  return (
    <>
      <SectionHero title={t('page.siteMap.title')} intro={t('page.siteMap.intro')} />
      <div className="container page-body site-map">
        {SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`site-map-${section}`}>
            <h2 id={`site-map-${section}`} className="page-body__heading">
              {t(`nav.section.${section}`)}
            </h2>
            <ul className="link-list">
              {pages
                .filter((page) => page.section === section && !page.hidden)
                .map((page) => (
                  <li key={page.key}>
                    <a href={href(page.path)}>{text.title(page)}</a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
