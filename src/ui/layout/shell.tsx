/** The page body every page shares: skip link, header, main content, footnotes, footer, overlay and disclaimer dialogs. */
import type { ReactNode } from 'react';
import type { SitePage } from '#domain/platform/site-map.ts';
import { DisclaimerDialogs, DisclaimerFootnotes } from '#ui/components/disclaimer-marker.tsx';
import { usePage, usePageFlags } from '#ui/components/page-context.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { VisitorBar } from './visitor-bar.tsx';

export function Shell({ pages, children }: { pages: readonly SitePage[]; children: ReactNode }) {
  const { t, mode } = usePage();
  const flags = usePageFlags();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('site.skipLink')}
      </a>
      {mode === 'editor' || mode === 'preview' ? (
        <p className="mode-banner" role="note">
          {t(`mode.${mode}`)}
        </p>
      ) : null}
      {flags.hideNavigation ? null : <VisitorBar />}
      <Header pages={pages} />
      <div className="page-overlay" aria-hidden="true" />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <DisclaimerFootnotes />
      {flags.hideFooter ? null : <Footer pages={pages} />}
      <DisclaimerDialogs />
    </>
  );
}
