/** Loads the page language's dictionary, cached in local storage for 24 hours per language. */
import type { Language } from '#domain/i18n/languages.ts';
import type { Dictionary } from '#domain/i18n/translate.ts';
import { TRANSLATION_CACHE_MS } from '#domain/platform/constants.ts';
import { STORAGE_KEYS } from '#domain/storage/versioning.ts';
import { getJson, type Schema } from './fetch-json.ts';

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

/**
 * A dictionary is a record of strings: checked by hand, so hydration (which loads it for every island) carries no zod,
 * and in place — the answer is the dictionary, not a copy of its 1,700 entries made during hydration.
 */
const DictionaryAnswer: Schema<Dictionary> = {
  safeParse(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { success: false, error: { issues: [{ path: [], message: 'a dictionary is a record of strings' }] } };
    const entries = value as Record<string, unknown>;
    for (const key in entries) {
      if (typeof entries[key] !== 'string') return { success: false, error: { issues: [{ path: [key], message: 'a dictionary is a record of strings' }] } };
    }
    return { success: true, data: entries as Dictionary };
  },
};

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
    pending = getJson(`/libs/cq/i18n/dict.${lang}.json?v=${encodeURIComponent(version)}`, DictionaryAnswer)
      .then((answer) => {
        if (!answer.ok) throw new Error(`Dictionary ${lang}: ${answer.error.kind === 'status' ? `answered ${answer.error.status}` : answer.error.kind}`);
        return answer.data;
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
