/**
 * Words of a text, per language, for the search index and for highlighting: English and Spanish split on letters
 * and digits; Chinese (no spaces between words) through `Intl.Segmenter`, which knows Chinese words from its
 * dictionary, with the site's own words joined again where it splits them (`./vocabulary.ts`). Terms are normalised
 * the same way for documents and queries: lower case, accents and width folded, and English and Spanish words reduced
 * to their Snowball stem ("usados" and "usado" are one term; decision 034).
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as spanishStemmer } from '@orama/stemmers/spanish';
import type { Language } from '#domain/i18n/languages.ts';
import { CHINESE_WORDS } from './vocabulary.ts';

export interface Word {
  /** The word as written. */
  text: string;
  /** Offsets in the source text (end exclusive). */
  start: number;
  end: number;
}

const LATIN_WORD = /[\p{L}\p{M}\p{N}]+/gu;
const HAN = /\p{Script=Han}/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A space or punctuation mark: no Chinese word spans one. */
const SEPARATOR = /[\s\p{P}]/gu;

let segmenter: Intl.Segmenter | null = null;
function chineseSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return segmenter;
}

/**
 * How long a piece of Chinese text is given to the segmenter at once: about this many characters, cut at a space or
 * punctuation mark, which no word spans. V8's segmenter slows down more than linearly on long strings, and
 * each call clones ICU's break iterator, which is freed only when the event loop turns: a call per run made the search
 * index build (one synchronous loop) hold 43 MB of malloc'd clones that glibc then kept (decision 021). Measured on
 * the Chinese dictionary's text: a call per run 1.3–1.9 s and +17 MB of malloc, pieces of 256 characters 0.6 s and
 * +0.4 MB, the whole text at once 3.4 s.
 */
const SEGMENT_PIECE = 256;

/** Latin words and numbers of `text` (split on anything but letters and digits), their offsets shifted by `offset`. */
function latinWords(text: string, offset: number, into: Word[]): Word[] {
  for (const match of text.matchAll(LATIN_WORD)) into.push({ text: match[0], start: offset + match.index, end: offset + match.index + match[0].length });
  return into;
}

const SITE_WORDS = new Set(CHINESE_WORDS);
const SITE_WORD_MAX = Math.max(...CHINESE_WORDS.map((word) => word.length));

/**
 * Joins neighbouring Chinese pieces that together make one of the site's words (longest first): the segmenter's
 * dictionary does not know 脚垫 or 拖车钩 and gives 脚 | 垫, 拖车 | 钩, which as single characters match far too much.
 */
function joinSiteWords(found: Word[], from: number): void {
  const out: Word[] = [];
  for (let i = from; i < found.length; ) {
    const first = found[i] as Word;
    let best = 1;
    let text = first.text;
    if (HAN.test(first.text)) {
      for (let j = i + 1; j < found.length; j++) {
        const next = found[j] as Word;
        const previous = found[j - 1] as Word;
        if (next.start !== previous.end || !HAN.test(next.text)) break;
        text += next.text;
        if (text.length > SITE_WORD_MAX) break;
        if (SITE_WORDS.has(text)) best = j - i + 1;
      }
    }
    if (best === 1) out.push(first);
    else {
      const last = found[i + best - 1] as Word;
      out.push({ text: found.slice(i, i + best).map((word) => word.text).join(''), start: first.start, end: last.end });
    }
    i += best;
  }
  found.splice(from, found.length - from, ...out);
}

/** The words of `text` in their order, with offsets. */
export function words(text: string, lang: Language): Word[] {
  const found: Word[] = [];
  if (lang === 'zh') {
    for (let from = 0; from < text.length; ) {
      let to = text.length;
      if (from + SEGMENT_PIECE < text.length) {
        // The piece ends at the first space or punctuation mark after its length.
        SEPARATOR.lastIndex = from + SEGMENT_PIECE;
        to = SEPARATOR.exec(text)?.index ?? text.length;
      }
      const pieceStart = found.length;
      for (const segment of chineseSegmenter().segment(text.slice(from, to))) {
        // isWordLike is false for punctuation and spaces; a digit run counts as a word in every engine.
        if (!segment.isWordLike && !WORD_CHAR.test(segment.segment)) continue;
        const start = from + segment.index;
        if (HAN.test(segment.segment)) found.push({ text: segment.segment, start, end: start + segment.segment.length });
        // Latin words and numbers split as in the other languages ("5.9" and "39,397" are two words, as in a query).
        else latinWords(segment.segment, start, found);
      }
      joinSiteWords(found, pieceStart);
      from = to;
    }
    return found;
  }
  return latinWords(text, 0, found);
}

/** MiniSearch's `tokenize` for a language: the words' texts. */
export function tokenizer(lang: Language): (text: string) => string[] {
  return (text) => words(text, lang).map((word) => word.text);
}

/** Lower case without accents, full-width forms folded (`Vehículo` → `vehiculo`, `Ｋｅｓｔｒｅｌ` → `kestrel`). */
export function normalizeTerm(term: string): string {
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words too common to tell documents apart; dropped from documents and queries. */
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'that', 'the', 'this', 'to', 'with']),
  es: new Set(['a', 'al', 'con', 'de', 'del', 'el', 'en', 'es', 'la', 'las', 'lo', 'los', 'o', 'para', 'por', 'que', 'se', 'su', 'un', 'una', 'y']),
  zh: new Set(['的', '了', '和', '与', '及', '是', '在', '或', '之', '等', '也', '并']),
};

/**
 * A word's Snowball stem (English, Spanish; Chinese words are kept as they are), of the word with its accents already
 * folded: visitors often type Spanish without them, and "garantía" and "garantia" must give one stem (stemmed with its
 * accent, "garantía" gave "garant" and "garantia" "garanti"). A stem shorter than three letters is not used ("used"
 * would become "us"), nor is one of a word with digits.
 */
function stem(lower: string, lang: Language): string {
  if (lang === 'zh' || /\d/.test(lower) || lower.length < 4) return lower;
  const stemmed = lang === 'es' ? spanishStemmer(lower) : englishStemmer(lower);
  return stemmed.length >= 3 ? stemmed : lower;
}

/** MiniSearch's `processTerm` for a language: the normalised, stemmed term, or null for a stop word. */
export function termProcessor(lang: Language): (term: string) => string | null {
  const stop = STOP_WORDS[lang];
  return (term) => {
    const normal = normalizeTerm(term);
    if (normal.length === 0 || stop.has(normal)) return null;
    return stem(normal, lang);
  };
}

/** The normalised, non-stop terms of a text, in order (a query's terms as the index sees them). */
export function terms(text: string, lang: Language): string[] {
  const process = termProcessor(lang);
  return words(text, lang)
    .map((word) => process(word.text))
    .filter((term): term is string => term !== null);
}

/** True for a term written in Chinese characters (no fuzzy matching: one character changes the word). */
export function isHanTerm(term: string): boolean {
  return HAN.test(term);
}
