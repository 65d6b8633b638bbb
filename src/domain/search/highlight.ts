/**
 * Highlighted text for results: the words of a text that matched the query become `mark` parts, and a snippet is
 * the window of a long text holding the most different matched terms. Parts are plain text; `partsToHtml` is the
 * only way they become HTML, and it escapes every character of the data.
 *
 * The index keeps each document's word offsets and term ids from when it was built (segmenting Chinese is slow), so
 * a result is highlighted without reading its text again: `highlightWords` / `snippetWords` take such a list;
 * `highlight` / `snippet` build one for any text.
 */
import type { Language } from '#domain/i18n/languages.ts';
import { normalizeTerm, words } from './tokenize.ts';
import type { TextPart } from './types.ts';

export type TermMatcher = (normalizedWord: string) => boolean;

/** The words of a text by position: where each starts and ends, and which term it is (equal keys: same term). */
export interface WordList {
  readonly length: number;
  start(index: number): number;
  end(index: number): number;
  /** The word's term (any value equal for equal terms); null for a word that can never match (a stop word). */
  key(index: number): number | string | null;
}

/** A matcher for a set of normalised document terms (a search result's `terms`). */
export function matcherFor(terms: Iterable<string>): TermMatcher {
  const set = new Set(terms);
  return (word) => set.has(word);
}

/** A word list of any text, its keys the normalised words. */
export function wordList(text: string, lang: Language): WordList {
  const list = words(text, lang);
  const keys = list.map((word) => normalizeTerm(word.text));
  return { length: list.length, start: (index) => list[index]?.start ?? 0, end: (index) => list[index]?.end ?? 0, key: (index) => keys[index] ?? null };
}

function push(parts: TextPart[], text: string, mark: boolean) {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.mark === mark) last.text += text;
  else parts.push({ text, mark });
}

function partsOf(text: string, from: number, to: number, list: WordList, marked: (index: number) => boolean): TextPart[] {
  const parts: TextPart[] = [];
  let at = from;
  for (let index = 0; index < list.length; index += 1) {
    const start = list.start(index);
    const end = list.end(index);
    if (start < from || end > to || !marked(index)) continue;
    push(parts, text.slice(at, start), false);
    push(parts, text.slice(start, end), true);
    at = end;
  }
  push(parts, text.slice(at, to), false);
  return parts;
}

/** The whole text with the words whose key `isMatch` accepts marked. */
export function highlightWords(text: string, list: WordList, isMatch: (key: number | string) => boolean): TextPart[] {
  return partsOf(text, 0, text.length, list, (index) => {
    const key = list.key(index);
    return key !== null && isMatch(key);
  });
}

const ELLIPSIS = '…';

/**
 * A window of about `maxLength` characters of `text` around its matches (the one holding the most different matched
 * terms, the earliest on a tie), cut at word boundaries, with an ellipsis where text was left out. Without a match:
 * the start of the text. `text` must have its whitespace collapsed already (the list's offsets are into it).
 */
export function snippetWords(text: string, list: WordList, isMatch: (key: number | string) => boolean, maxLength: number): TextPart[] {
  const marked = (index: number) => {
    const key = list.key(index);
    return key !== null && isMatch(key);
  };
  if (text.length <= maxLength) return partsOf(text, 0, text.length, list, marked);
  const matched: number[] = [];
  for (let index = 0; index < list.length; index += 1) if (marked(index)) matched.push(index);
  const context = Math.floor(maxLength / 4);
  let bestStart = 0;
  if (matched.length > 0) {
    let bestCount = -1;
    for (const candidate of matched.slice(0, 200)) {
      const start = Math.max(0, list.start(candidate) - context);
      const distinct = new Set<number | string | null>();
      for (const index of matched) if (list.start(index) >= start && list.end(index) <= start + maxLength) distinct.add(list.key(index));
      if (distinct.size > bestCount) {
        bestCount = distinct.size;
        bestStart = start;
      }
    }
  }
  // Start at a word; end after the last whole word that fits.
  let firstWord = -1;
  for (let index = 0; index < list.length; index += 1) {
    if (list.start(index) >= bestStart) {
      firstWord = index;
      break;
    }
  }
  let start = bestStart === 0 || firstWord < 0 ? 0 : list.start(firstWord);
  let end = start + maxLength;
  if (end >= text.length) {
    end = text.length;
    for (let index = 0; index < list.length; index += 1) {
      if (list.start(index) >= Math.max(0, text.length - maxLength)) {
        start = Math.min(start, list.start(index));
        break;
      }
    }
  } else {
    let last = -1;
    for (let index = 0; index < list.length; index += 1) if (list.end(index) <= end && list.start(index) >= start) last = index;
    if (last >= 0) end = list.end(last);
  }
  const parts = partsOf(text, start, end, list, marked);
  const result: TextPart[] = [];
  if (start > 0) push(result, ELLIPSIS, false);
  for (const part of parts) push(result, part.text, part.mark);
  if (end < text.length) push(result, ELLIPSIS, false);
  return result;
}

/** Collapses runs of whitespace to one space and trims: the form the index keeps texts in. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The whole text with its matched words marked. */
export function highlight(text: string, lang: Language, matches: TermMatcher): TextPart[] {
  return highlightWords(text, wordList(text, lang), (key) => matches(String(key)));
}

/** A snippet of any text (see `snippetWords`). */
export function snippet(text: string, lang: Language, matches: TermMatcher, maxLength: number): TextPart[] {
  const clean = collapseWhitespace(text);
  return snippetWords(clean, wordList(clean, lang), (key) => matches(String(key)), maxLength);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** HTML for highlighted parts: every text escaped, matches in `<mark>`. */
export function partsToHtml(parts: readonly TextPart[]): string {
  return parts.map((part) => (part.mark ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text))).join('');
}

/** The parts' plain text. */
export function partsToText(parts: readonly TextPart[]): string {
  return parts.map((part) => part.text).join('');
}
