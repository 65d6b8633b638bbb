/** Loads the page language's dictionary, cached in local storage for 24 hours per language. */
import type { Language } from '#domain/i18n/languages.ts';
import type { Dictionary } from '#domain/i18n/translate.ts';
import { TRANSLATION_CACHE_MS } from '#domain/platform/constants.ts';
import { STORAGE_KEYS } from '#domain/storage/versioning.ts';

interface CachedDictionary {
  version: string;
  savedAt: number;
  entries: Dictionary;
}

export function readCachedDictionary(storage: Storage | null, lang: Language, version: string, now = Date.now()): Dictionary | null {
  try {
    const raw = storage?.getItem(STORAGE_KEYS.dictionary(lang));
    if (!raw) return null;
    const cached = JSON.parse(raw) as CachedDictionary;
    if (cached.version !== version || now - cached.savedAt > TRANSLATION_CACHE_MS) return null;
    return cached.entries;
  } catch {
    return null;
  }
}

const inFlight = new Map<Language, Promise<Dictionary>>();

export function loadDictionary(lang: Language, version: string): Promise<Dictionary> {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  const cached = readCachedDictionary(storage, lang, version);
  if (cached) return Promise.resolve(cached);
  let pending = inFlight.get(lang);
  if (!pending) {
    pending = fetch(`/libs/cq/i18n/dict.${lang}.json?v=${encodeURIComponent(version)}`)
      .then((response) => {
        if (!response.ok) throw new Error(`Dictionary ${lang} answered ${response.status}`);
        return response.json() as Promise<Dictionary>;
      })
      .then((entries) => {
        try {
          const value: CachedDictionary = { version, savedAt: Date.now(), entries };
          storage?.setItem(STORAGE_KEYS.dictionary(lang), JSON.stringify(value));
        } catch {
          /* storage full or blocked: the dictionary still works for this page */
        }
        return entries;
      });
    inFlight.set(lang, pending);
  }
  return pending;
}
