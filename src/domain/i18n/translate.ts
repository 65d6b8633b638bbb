/** Looks strings up in a flat dictionary and fills in `{name}` placeholders. */

export type Dictionary = Readonly<Record<string, string>>;
export type TranslateParams = Readonly<Record<string, string | number>>;
export type Translate = (key: string, params?: TranslateParams) => string;

export const MISSING_TRANSLATION = 'ERROR: Translation key not found';

export function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Builds `t(key, params)`. A missing key renders the spec's marker followed by the key so that
 * it is seen, not silently blank. `base` params (the brand name) fill every string.
 */
export function createTranslator(dictionary: Dictionary, base: TranslateParams = {}): Translate {
  return (key, params) => {
    const text = dictionary[key];
    if (text === undefined) return `${MISSING_TRANSLATION} ${key}`;
    return interpolate(text, params ? { ...base, ...params } : base);
  };
}

/** Like `t`, but falls back to a default message when the key is missing (form errors use it). */
export function translateOr(dictionary: Dictionary, key: string, fallback: string, params?: TranslateParams): string {
  const text = dictionary[key];
  return interpolate(text ?? fallback, params);
}
