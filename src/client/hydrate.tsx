/** Hydrates one island inside its custom element, with the same IslandRoot the server rendered. */
import { createElement, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { resolveLanguage } from '#domain/i18n/languages.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import type { ContentMode } from '#domain/platform/content-mode.ts';
import { migrateStorage, STORAGE_KEYS } from '#domain/storage/versioning.ts';
import { IslandRoot } from '#ui/components/island-root.tsx';
import type { PageContextValue } from '#ui/components/page-context.tsx';
import type { IslandDefinition } from '#ui/islands/define.ts';
import { loadDictionary } from './dictionary.ts';
import { EMBED_PARAM, EMBED_VALUE, parseFlagList } from '#domain/platform/page-flags.ts';

let pagePromise: Promise<PageContextValue> | null = null;

function pageContext(): Promise<PageContextValue> {
  pagePromise ??= (async () => {
    const root = document.documentElement;
    try {
      migrateStorage(window.localStorage);
    } catch {
      /* storage blocked: nothing stored to migrate */
    }
    const lang = resolveLanguage(root.dataset.lang, (message) => console.warn(message));
    try {
      // The visitor's language, kept with the product's other data (a minor storage-version change removes it).
      window.localStorage.setItem(STORAGE_KEYS.language, lang);
    } catch {
      /* storage blocked: the address says the language anyway */
    }
    const brand = root.dataset.brand ?? '';
    const dictionary = await loadDictionary(lang, root.dataset.i18nVersion ?? '0');
    return {
      lang,
      brand,
      t: createTranslator(dictionary, { brand }),
      path: root.dataset.path ?? location.pathname,
      mode: (root.dataset.mode ?? 'live') as ContentMode,
      wcmmodeDisabled: new URLSearchParams(location.search).get('wcmmode') === 'disabled',
      embed: new URLSearchParams(location.search).get(EMBED_PARAM) === EMBED_VALUE,
      flags: parseFlagList(root.dataset.flags),
    };
  })();
  return pagePromise;
}

/** Tells when React has committed the hydrated tree (a layout effect runs at commit): the island then answers events. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydration runs as a transition (decision 027): React then renders the island in slices of a few milliseconds,
 * yielding to the browser between them, instead of one task that blocks the main thread for the whole tree (a
 * configurator took 400–650 ms at 4x CPU). A visitor's click on the island before it is done makes React finish the
 * hydration at once and then handle the click. Resolves once the tree is committed.
 */
export async function hydrateIsland(element: HTMLElement, island: IslandDefinition, onError: (error: unknown) => void): Promise<void> {
  const page = await pageContext();
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <Committed onCommit={resolve}>
          <IslandRoot page={page} onError={onError}>
            {createElement(island.Component, props)}
          </IslandRoot>
        </Committed>,
        {
          identifierPrefix: element.dataset.id ?? '',
          onRecoverableError: (error) => console.warn(error),
        },
      );
    });
  });
}
