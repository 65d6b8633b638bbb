/** Names of the search's content types (literal keys, so the dictionary test sees each one) and highlighted text. */
import type { Translate } from '#domain/i18n/translate.ts';
import type { TagKind } from '#domain/search/tags.ts';
import type { SearchKind, TextPart } from '#domain/search/types.ts';

/** One result's type: "Page", "Model" … */
export function kindLabel(t: Translate, kind: SearchKind): string {
  switch (kind) {
    case 'page':
      return t('search.kind.page');
    case 'model':
      return t('search.kind.model');
    case 'trim':
      return t('search.kind.trim');
    case 'accessory':
      return t('search.kind.accessory');
    case 'package':
      return t('search.kind.package');
    case 'retailer':
      return t('search.kind.retailer');
    case 'faq':
      return t('search.kind.faq');
  }
}

/** A facet's name: "Pages", "Models" … */
export function facetLabel(t: Translate, kind: SearchKind): string {
  switch (kind) {
    case 'page':
      return t('search.facet.page');
    case 'model':
      return t('search.facet.model');
    case 'trim':
      return t('search.facet.trim');
    case 'accessory':
      return t('search.facet.accessory');
    case 'package':
      return t('search.facet.package');
    case 'retailer':
      return t('search.facet.retailer');
    case 'faq':
      return t('search.facet.faq');
  }
}

/** A "Refine by" list's name: "Topics", "Models", "Categories". */
export function tagKindLabel(t: Translate, kind: TagKind): string {
  switch (kind) {
    case 'topic':
      return t('search.tags.topic');
    case 'model':
      return t('search.tags.model');
    case 'category':
      return t('search.tags.category');
  }
}

/** Highlighted parts as React text (escaped by React) with the matches in <mark>. */
export function Highlighted({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? (
          <mark key={index} className="search-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
