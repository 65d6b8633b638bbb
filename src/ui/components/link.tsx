/**
 * The site's anchor: site-relative addresses get the page's language prefix and carry wcmmode=disabled;
 * external links and new tabs are made safe and announced.
 */
import type { ComponentPropsWithRef } from 'react';
import { useHref, usePage } from './page-context.tsx';

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'style' | 'href'> & { href: string };

const EXTERNAL = /^https?:\/\//i;

/** True for addresses `useHref()` must localise: `/path`, but not the protocol-relative `//host/path`. */
export function isSiteHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function Link({ href, target, rel, children, ...rest }: LinkProps) {
  const { t } = usePage();
  const localize = useHref();
  const external = EXTERNAL.test(href) || href.startsWith('//');
  const newTab = target === '_blank';
  // Without noopener the opened page could navigate this one through window.opener.
  const relTokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  if (external || newTab) relTokens.add('noopener');
  return (
    <a href={isSiteHref(href) ? localize(href) : href} target={target} rel={relTokens.size ? [...relTokens].join(' ') : undefined} {...rest}>
      {children}
      {newTab ? (
        <>
          <svg className="link__new-tab" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="visually-hidden"> {t('component.link.newTab')}</span>
        </>
      ) : null}
    </a>
  );
}
