/** The site footer: the fixed pages by section, legal links, languages and the brand line. */
import type { SectionKey, SitePage } from '#domain/platform/site-map.ts';
import { useHref, usePage, usePageFlags } from '#ui/components/page-context.tsx';
import { usePageText } from '#ui/content/page-text.ts';
import { LanguageSwitcher } from './header.tsx';
import { Logo } from './logo.tsx';

const FOOTER_SECTIONS: readonly SectionKey[] = ['vehicles', 'shopping', 'owners', 'retailers', 'support'];

export function Footer({ pages }: { pages: readonly SitePage[] }) {
  const { t } = usePage();
  const flags = usePageFlags();
  const href = useHref();
  const text = usePageText();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Logo brand={t('site.brand')} />
          <p className="site-footer__tagline">{t('site.tagline')}</p>
        </div>
        <nav className="site-footer__nav" aria-label={t('footer.navLabel')}>
          {FOOTER_SECTIONS.map((section) => (
            <div key={section} className="site-footer__column">
              <h2 className="site-footer__heading">{t(`nav.section.${section}`)}</h2>
              <ul>
                {pages
                  .filter((page) => page.section === section && page.footer)
                  .map((page) => (
                    <li key={page.key}>
                      <a href={href(page.path)}>{text.title(page)}</a>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-inner">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          {flags.hideBackTo ? null : (
            <a className="site-footer__back-to" href="#main">
              {t('footer.backToTop')}
            </a>
          )}
          <LanguageSwitcher className="language-switcher--footer" />
        </div>
      </div>
    </footer>
  );
}
