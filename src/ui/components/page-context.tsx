/** What every component may know about the page it renders in: language, translator, link builder and mode. */
import { createContext, useContext } from 'react';
import type { Language } from '#domain/i18n/languages.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import type { Dictionary, Translate } from '#domain/i18n/translate.ts';
import type { VisitorContext } from '#domain/geo/visitor-context.ts';
import type { ContentMode } from '#domain/platform/content-mode.ts';
import type { Disclaimer } from '#domain/platform/disclaimers.ts';
import type { DisclaimerRegistry } from '#domain/platform/disclaimers.ts';
import { pageFlags, type PageFlags } from '#domain/platform/page-flags.ts';
import { lowDetailAddress } from '#domain/imagery/image-paths.ts';

/** Server-only collectors: which islands and disclaimers a render used. */
export interface RenderCollector {
  islands: Map<string, { module: string }>;
  /** A fresh id prefix for the next island (`i1-`, `i2-` …), so useId values never collide across islands. */
  nextIslandId(): string;
  /** Records that the page needs an island's chunk. */
  addIsland(module: string): void;
  disclaimerRegistry: DisclaimerRegistry;
  disclaimers: ReadonlyMap<number, Disclaimer>;
  /**
   * Adds disclaimers that are not the catalog's (an offer's fine print) to this page's list, so their markers, alerts
   * and footnotes are the site's own; an id already in the list keeps its text.
   */
  addDisclaimers(items: readonly Disclaimer[]): void;
  dictionary: Dictionary;
  warn(message: string): void;
  /** Builds the markup of an island's custom element; provided by the server renderer. */
  islandAssets(module: string): { src: string; css: string[] } | null;
}

export interface PageContextValue {
  lang: Language;
  t: Translate;
  brand: string;
  /** The page's site path without language prefix, e.g. `/find/a-retailer.html`. */
  path: string;
  mode: ContentMode;
  wcmmodeDisabled: boolean;
  /** The visitor context the page was rendered for (server renders only; islands read the browser's copy). */
  visitor?: VisitorContext;
  collector?: RenderCollector;
  /** The page is shown for embedding (`?view=embed`): its links keep that view. */
  embed?: boolean;
  /** The page's state flags (src/domain/platform/page-flags.ts); none set when absent. */
  flags?: PageFlags;
}

const PageContext = createContext<PageContextValue | null>(null);
export const PageContextProvider = PageContext.Provider;

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside a PageContextProvider');
  return value;
}

const NO_FLAGS = pageFlags();

/** The page's state flags: what the shell leaves out, low-resolution pictures, the geogate. */
export function usePageFlags(): PageFlags {
  return usePage().flags ?? NO_FLAGS;
}

const asGiven = (address: string) => address;

/**
 * The address to draw a vehicle picture from: its low-detail rendition when the page shows low-resolution pictures
 * (the browser sent `Save-Data: on`), else as given. Other pictures are returned unchanged.
 */
export function useVehicleImage(): (address: string) => string {
  return usePageFlags().lowResolutionImages ? lowDetailAddress : asGiven;
}

/** Builds a link to a site page in the current language, carrying wcmmode=disabled when the page has it. */
export function useHref(): (href: string) => string {
  const { lang, wcmmodeDisabled, embed } = usePage();
  return (href) => localizeHref(href, lang, { wcmmodeDisabled, embed });
}
