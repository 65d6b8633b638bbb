/**
 * The site header. It works without script: the phone menu and the section menus are <details>
 * disclosures, the language switcher is plain links, and search is a GET form (src/ui/search/header-search.tsx).
 */
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_SHORT_NAMES, LANGUAGE_TAGS } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import type { SectionKey, SitePage } from '#domain/platform/site-map.ts';
import { useHref, usePage, usePageFlags } from '#ui/components/page-context.tsx';
import { usePageText } from '#ui/content/page-text.ts';
import { HeaderSearch } from '#ui/search/header-search.tsx';
import { Logo } from './logo.tsx';

const MENU_SECTIONS: readonly SectionKey[] = ['vehicles', 'shopping', 'owners'];

function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, lang, path, wcmmodeDisabled } = usePage();
  return (
    <nav className={`language-switcher ${className}`} aria-label={t('language.label')}>
      <ul>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={localizeHref(path, code, { wcmmodeDisabled })}
              hrefLang={LANGUAGE_TAGS[code]}
              lang={LANGUAGE_TAGS[code]}
              aria-current={code === lang ? 'true' : undefined}
            >
              <span className="language-switcher__name">{LANGUAGE_NAMES[code]}</span>
              <span className="language-switcher__short" aria-hidden="true">
                {LANGUAGE_SHORT_NAMES[code]}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Header({ pages }: { pages: readonly SitePage[] }) {
  const { t, path } = usePage();
  const flags = usePageFlags();
  const href = useHref();
  const text = usePageText();
  const current = (page: SitePage) => (page.path === path ? 'page' : undefined);
  const findRetailer = pages.find((page) => page.key === 'findRetailer');
  const search = pages.find((page) => page.key === 'searchResults');
  return (
    <header className={flags.hideFixedNavigation ? 'site-header site-header--static' : 'site-header'}>
      <div className="site-header__bar container">
        <a className="site-header__brand" href={href('/')}>
          <Logo brand={t('site.brand')} />
          <span className="visually-hidden">{t('site.homeLink')}</span>
        </a>
        {flags.hideNavigation ? null : (
          <details className="menu-toggle">
            <summary className="menu-toggle__button">
              <span className="menu-toggle__icon" aria-hidden="true" />
              <span className="menu-toggle__label">{t('nav.menu')}</span>
            </summary>
            <div className="menu-panel">
              <nav className="primary-nav" aria-label={t('nav.label')}>
                <ul className="primary-nav__list">
                  {MENU_SECTIONS.map((section) => (
                    <li key={section} className="primary-nav__item">
                      <details className="primary-nav__group" name="primary-nav">
                        <summary className="primary-nav__summary">
                          {t(`nav.section.${section}`)}
                          <Chevron />
                        </summary>
                        <ul className="primary-nav__submenu">
                          {pages
                            .filter((page) => page.section === section && page.nav)
                            .map((page) => (
                              <li key={page.key}>
                                <a href={href(page.path)} aria-current={current(page)}>
                                  {text.title(page)}
                                </a>
                              </li>
                            ))}
                        </ul>
                      </details>
                    </li>
                  ))}
                  {findRetailer ? (
                    <li className="primary-nav__item">
                      <a className="primary-nav__link" href={href(findRetailer.path)} aria-current={current(findRetailer)}>
                        {t('nav.section.retailers')}
                      </a>
                    </li>
                  ) : null}
                </ul>
              </nav>
              <div className="menu-panel__utility">
                {search ? <HeaderSearch action={search.path} /> : null}
                <LanguageSwitcher />
              </div>
            </div>
          </details>
        )}
      </div>
    </header>
  );
}
