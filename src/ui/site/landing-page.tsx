/**
 * A section landing: title, introduction, what the visitor can do next and the other pages of the
 * same section. Pages whose full capability arrives later start as this, never as an empty body.
 */
import type { SitePage } from '#domain/platform/site-map.ts';
import { useHref, usePage } from '#ui/components/page-context.tsx';
import { SectionHero } from '#ui/components/section-hero.tsx';
import { usePageText } from '#ui/content/page-text.ts';

export function LandingPage({ page, related }: { page: SitePage; related: readonly SitePage[] }) {
  const { t } = usePage();
  const href = useHref();
  const text = usePageText();
  return (
    <>
      <SectionHero eyebrow={t(`nav.section.${page.section}`)} title={t(`page.${page.key}.title`)} intro={t(`page.${page.key}.intro`)} />
      <div className="container page-body">
        <section className="notice" aria-labelledby="landing-help">
          <h2 id="landing-help" className="notice__title">
            {t('landing.helpTitle')}
          </h2>
          <p>{t('landing.helpText')}</p>
          <p className="notice__actions">
            <a className="button button--primary" href={href('/support/customer-support.html')}>
              {t('landing.contactSupport')}
            </a>
            <a className="button button--secondary" href={href('/find/a-retailer.html')}>
              {t('nav.section.retailers')}
            </a>
          </p>
        </section>
        {related.length > 0 ? (
          <section aria-labelledby="landing-related">
            <h2 id="landing-related" className="page-body__heading">
              {t('landing.related', { section: t(`nav.section.${page.section}`) })}
            </h2>
            <ul className="card-grid">
              {related.map((item) => (
                <li key={item.key} className="card card--link">
                  <a className="card__link" href={href(item.path)}>
                    <span className="card__title">{text.title(item)}</span>
                    <span className="card__text">{text.intro(item)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
