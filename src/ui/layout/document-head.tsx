/**
 * The document's <head>: title, description, canonical and hreflang links, Open Graph (the same title, description and
 * canonical address, the locale and its alternates, a picture when the page has one), the stylesheet and the island
 * runtime. The web font is not preloaded (decision 025): it would share the phone's first bytes with the stylesheet
 * and the hero picture, and its metric-matched fallback paints the same lines meanwhile. Island chunks are not
 * preloaded: they load after the page has (src/client/strategies.ts). Before any of it, the page's one inline script
 * (src/domain/platform/head-script.ts), allowed by its hash.
 *
 * The first paint waits until the parser has reached <main> (`<link rel="expect" blocking="render">`): the header is
 * never painted half-parsed. A browser paints whatever it has parsed when the next bytes are late, and the header
 * drawn before its language links or a menu item's summary arrived moved when they did (layout shifts CI measured
 * three times, each in another part of the header). The header is the first 10 KB of the page, so the wait is short.
 */
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';

/** Open Graph locales (language_TERRITORY): Chinese pages are Simplified Chinese. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_US', zh: 'zh_CN' };

export interface HeadProps {
  title: string;
  description: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  noindex: boolean;
  stylesheets: string[];
  runtime: string | null;
  /** The inline script (image fallback, polyfill loader) the Content-Security-Policy allows by its hash. */
  headScript: string;
  lang: Language;
  /** The site's name for og:site_name. */
  siteName: string;
  /** An absolute address of the page's picture for og:image, or null. */
  image: string | null;
}

export function DocumentHead(props: HeadProps) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <script id="head-script" dangerouslySetInnerHTML={{ __html: props.headScript }} />
      <title>{props.title}</title>
      <meta name="description" content={props.description} />
      {props.noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={props.canonical} />
      {props.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={props.siteName} />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={props.description} />
      <meta property="og:url" content={props.canonical} />
      <meta property="og:locale" content={OG_LOCALES[props.lang]} />
      {LANGUAGES.filter((code) => code !== props.lang).map((code) => (
        <meta key={code} property="og:locale:alternate" content={OG_LOCALES[code]} />
      ))}
      {props.image ? <meta property="og:image" content={props.image} /> : null}
      <meta name="twitter:card" content={props.image ? 'summary_large_image' : 'summary'} />
      <meta name="theme-color" content="#0b1f33" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="expect" href="#main" blocking="render" />
      {props.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {props.runtime ? <script type="module" src={props.runtime} /> : null}
    </>
  );
}
