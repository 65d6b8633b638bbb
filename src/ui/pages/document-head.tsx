/** The document's <head>: title, description, canonical and hreflang links, stylesheet, font and script preloads. */
import type { Language } from '#domain/i18n/languages.ts';

export interface HeadProps {
  title: string;
  description: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  noindex: boolean;
  stylesheets: string[];
  fonts: string[];
  modulepreload: string[];
  runtime: string | null;
  lang: Language;
}

export function DocumentHead(props: HeadProps) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{props.title}</title>
      <meta name="description" content={props.description} />
      {props.noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={props.canonical} />
      {props.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <meta name="theme-color" content="#0b1f33" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {props.fonts.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
      ))}
      {props.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {props.runtime ? <script type="module" src={props.runtime} /> : null}
      {props.modulepreload.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  );
}
