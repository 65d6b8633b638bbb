/** The site's languages, their URL prefixes and how an unknown language falls back. */

export const LANGUAGES = ['en', 'es', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** BCP 47 tags for `<html lang>` and `hreflang`; Chinese is Simplified Chinese. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-US', es: 'es-US', zh: 'zh-Hans' };

/** Each language's own name, shown in the language switcher in that language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', zh: '中文' };

/** The short form the header shows where room is short (a narrow desktop); each begins its name, so the link's
 *  accessible name (the full name) still contains what is seen (WCAG 2.5.3). */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: 'EN', es: 'ES', zh: '中文' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads a language code; an unknown one is reported through `warn` and English is used,
 * as the spec asks of an unknown locale on init.
 */
export function resolveLanguage(value: string | null | undefined, warn?: (message: string) => void): Language {
  const code = (value ?? '').trim().toLowerCase().slice(0, 2);
  if (isLanguage(code)) return code;
  warn?.(`Unknown locale "${value ?? ''}", falling back to ${DEFAULT_LANGUAGE}`);
  return DEFAULT_LANGUAGE;
}
