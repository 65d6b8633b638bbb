/**
 * Looks strings up in a flat dictionary and fills in their placeholders: `{name}` for a value, and the ICU plural
 * form `{count, plural, =0 {…} one {# vehicle} other {# vehicles}}` for any text that names a number of things
 * (decision 035). The plural branch is chosen with `Intl.PluralRules` of the dictionary's own language (its
 * `i18n.locale` entry), and `#` is the number written as that language writes numbers.
 */
import { formatCount, pluralCategory } from './format.ts';

export type Dictionary = Readonly<Record<string, string>>;
export type TranslateParams = Readonly<Record<string, string | number>>;
export type Translate = (key: string, params?: TranslateParams) => string;

export const MISSING_TRANSLATION = 'ERROR: Translation key not found';
/** The dictionary entry that names the dictionary's language as a BCP 47 tag (`en-US`, `es-US`, `zh-Hans`). */
export const LOCALE_KEY = 'i18n.locale';
const DEFAULT_LOCALE = 'en-US';

/** The index of the `}` closing the `{` at `open`, counting nested braces; -1 when it is not closed. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/;

/** `=0 {…} one {…} other {…}` → selector → branch text. */
function branches(body: string): Map<string, string> | null {
  const out = new Map<string, string>();
  let rest = body;
  while (rest.trim() !== '') {
    const head = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!head) return null;
    const open = head[0].length - 1;
    const end = closing(rest, open);
    if (end < 0) return null;
    out.set(head[1] ?? '', rest.slice(open + 1, end));
    rest = rest.slice(end + 1);
  }
  return out.has('other') ? out : null;
}

/**
 * Fills `{name}` placeholders, and chooses the branch of each `{name, plural, …}` by the value's plural category in
 * `locale` (an exact `=N` first). A placeholder without a value, or a plural whose value is not a number, stays as
 * written, so a missing value is seen.
 */
export function interpolate(text: string, params?: TranslateParams, locale: string = DEFAULT_LOCALE): string {
  if (!params || !text.includes('{')) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closing(text, open);
    if (end < 0) break;
    out += text.slice(i, open);
    const inner = text.slice(open + 1, end);
    const plural = PLURAL_HEAD.exec(inner);
    const name = plural ? (plural[1] ?? '') : inner;
    const has = Object.prototype.hasOwnProperty.call(params, name);
    const value = has ? params[name] : undefined;
    if (plural) {
      const count = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      const options = branches(inner.slice(plural[0].length));
      if (!options || !Number.isFinite(count)) out += text.slice(open, end + 1);
      else {
        const branch = options.get(`=${count}`) ?? options.get(pluralCategory(count, locale)) ?? options.get('other') ?? '';
        out += interpolate(branch.replace(/#/g, formatCount(count, locale)), params, locale);
      }
    } else if (/^\w+$/.test(inner) && has) {
      out += String(value);
    } else {
      out += text.slice(open, end + 1);
    }
    i = end + 1;
  }
  return out + text.slice(i);
}

/**
 * Builds `t(key, params)`. A missing key renders the spec's marker followed by the key so that
 * it is seen, not silently blank. `base` params (the brand name) fill every string.
 */
export function createTranslator(dictionary: Dictionary, base: TranslateParams = {}): Translate {
  const locale = dictionary[LOCALE_KEY] ?? DEFAULT_LOCALE;
  return (key, params) => {
    const text = dictionary[key];
    if (text === undefined) return `${MISSING_TRANSLATION} ${key}`;
    return interpolate(text, params ? { ...base, ...params } : base, locale);
  };
}

/** Like `t`, but falls back to a default message when the key is missing (form errors use it). */
export function translateOr(dictionary: Dictionary, key: string, fallback: string, params?: TranslateParams): string {
  const text = dictionary[key];
  return interpolate(text ?? fallback, params, dictionary[LOCALE_KEY] ?? DEFAULT_LOCALE);
}
