/**
 * A page's title and introduction in the current language: an authored page (content/) carries its own from its front
 * matter, the others come from the dictionaries (`page.{key}.title`, `page.{key}.intro`).
 */
import type { SitePage } from '#domain/platform/site-map.ts';
import { usePage } from '#ui/components/page-context.tsx';

export interface PageText {
  title(page: SitePage): string;
  intro(page: SitePage): string;
}

export function usePageText(): PageText {
  const { t, lang } = usePage();
  return {
    title: (page) => page.text?.[lang]?.title ?? t(`page.${page.key}.title`),
    intro: (page) => page.text?.[lang]?.description ?? t(`page.${page.key}.intro`),
  };
}
