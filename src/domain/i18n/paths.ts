/** Turns internal page paths into public, language-prefixed `.html` addresses, and back. */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

export interface LinkOptions {
  /** Keep `wcmmode=disabled` on the link, because the current page has it. */
  wcmmodeDisabled?: boolean;
  /** Keep `view=embed` on the link: a page shown inside a retailer's site leads to pages shown the same way. */
  embed?: boolean;
}

/** The prefix a language's pages live under; English lives at the root. */
export function languagePrefix(lang: Language): string {
  return lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
}

/** Splits `/es/support/x.html` into `es` and `/support/x.html`; `/en/…` and unprefixed paths are English. */
export function splitLanguage(pathname: string): { lang: Language; path: string; explicit: boolean } {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(pathname);
  if (match && isLanguage(match[1])) {
    return { lang: match[1], path: match[2] || '/', explicit: true };
  }
  return { lang: DEFAULT_LANGUAGE, path: pathname || '/', explicit: false };
}

const CONTENT_ROOT = /^\/content\/[a-z0-9-]+\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/)?/i;

/**
 * Normalises an internal page path (`/content/{site}/en/support/customer-support`, `/support/x`,
 * `/es/support/x.html`) into the site path without language or extension (`/support/x`).
 * Returns null for anything that is not a plain same-site path (schemes, `//host`, `..`, backslashes).
 */
export function normalisePagePath(input: string): string | null {
  const raw = input.trim();
  if (raw.length === 0 || raw.length > 500 || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\\\s<>"'`]|%2e|%2f|\.\.|[\u0000-\u001f]/i.test(raw)) return null;
  let path = raw.split(/[?#]/)[0] ?? '';
  path = path.replace(CONTENT_ROOT, '/');
  path = splitLanguage(path).path;
  path = path.replace(/\.html$/, '').replace(/\/+$/, '');
  if (path === '' || path === '/index') return '/';
  if (!/^(\/[a-zA-Z0-9_-][a-zA-Z0-9._-]*)+$/.test(path)) return null;
  return path;
}

/** The public address of an internal page path in a language: `/es/support/customer-support.html`. */
export function pageAddress(path: string, lang: Language, options: LinkOptions = {}): string | null {
  const normal = normalisePagePath(path);
  if (normal === null) return null;
  const address = normal === '/' ? `${languagePrefix(lang)}/` : `${languagePrefix(lang)}${normal}.html`;
  return options.wcmmodeDisabled ? `${address}?wcmmode=disabled` : address;
}

/**
 * Localises a site-relative href that is already public (`/find/a-retailer.html?zip=1#map`): adds the
 * language prefix and carries `wcmmode=disabled`. Absolute and non-site links are returned unchanged.
 */
export function localizeHref(href: string, lang: Language, options: LinkOptions = {}): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  const bare = splitLanguage(path).path;
  const isService = /^\/(services|libs|assets|bin|healthz|readyz)(\/|$)/.test(bare);
  const localized = isService ? bare : `${languagePrefix(lang)}${bare}`;
  if (options.wcmmodeDisabled && !isService) params.set('wcmmode', 'disabled');
  if (options.embed && !isService) params.set('view', 'embed');
  const query = params.toString();
  return `${localized}${query ? `?${query}` : ''}${hash}`;
}
