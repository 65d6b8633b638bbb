/**
 * Fonts for generated PDFs: Inter for Latin text (English, Spanish) and Noto Sans SC for Chinese, both from npm.
 * Noto Sans SC ships as ~100 subsets split by Unicode range, so text is cut into runs, each drawn with the
 * font that has its characters; pdf-lib embeds only the glyphs a document uses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const INTER_DIR = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
const NOTO_DIR = join(dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files');

type Weight = 400 | 700;

interface Subset {
  file: string;
  ranges: [number, number][];
}

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [start = '0', end] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start, 16), parseInt(end ?? start, 16)] as [number, number];
  });
}

/** Inter's Latin and Latin Extended subsets first, then Noto Sans SC's numbered subsets. */
function subsets(weight: Weight): Subset[] {
  const latin: Subset[] = [
    { file: join(INTER_DIR, `inter-latin-${weight}-normal.woff`), ranges: parseRanges('U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD') },
    { file: join(INTER_DIR, `inter-latin-ext-${weight}-normal.woff`), ranges: parseRanges('U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF') },
  ];
  const unicode = JSON.parse(readFileSync(join(dirname(NOTO_DIR), 'unicode.json'), 'utf8')) as Record<string, string>;
  const cjk = Object.entries(unicode).map(([key, ranges]) => {
    const name = key.replace(/^\[|\]$/g, '');
    return { file: join(NOTO_DIR, `noto-sans-sc-${name}-${weight}-normal.woff`), ranges: parseRanges(ranges) };
  });
  return [...latin, ...cjk];
}

const tables = new Map<Weight, Subset[]>();
const lookups = new Map<string, Subset | undefined>();

function subsetFor(code: number, weight: Weight): Subset | undefined {
  const key = `${weight}:${code}`;
  if (lookups.has(key)) return lookups.get(key);
  let table = tables.get(weight);
  if (!table) {
    table = subsets(weight);
    tables.set(weight, table);
  }
  const found = table.find((subset) => subset.ranges.some(([start, end]) => code >= start && code <= end));
  lookups.set(key, found);
  return found;
}

/**
 * The name a subset file's font is embedded under: a six-letter tag derived from the file (PDF's subset prefix) and
 * the family and weight. pdf-lib would otherwise add a random suffix, so two drawings of one document would differ.
 */
function subsetName(file: string): string {
  const base = basename(file);
  let hash = 0x811c9dc5;
  for (const char of base) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  let tag = '';
  for (let index = 0; index < 6; index += 1) {
    tag += String.fromCharCode(65 + (hash % 26));
    hash = Math.floor(hash / 26);
  }
  const family = base.startsWith('inter-') ? 'Inter' : 'NotoSansSC';
  return `${tag}+${family}-${base.includes('-700-') ? 'Bold' : 'Regular'}`;
}

/**
 * A subset file's bytes, read for each document that embeds it (from the page cache: ≈ 0.1 ms) rather than kept:
 * a Chinese document reads dozens of subsets, and bytes kept for every one a worker ever used held megabytes of its
 * memory between documents (issue 18). fontkit cannot read the character map of one WOFF of Noto Sans SC (subset 101,
 * both weights: 涅 烁 钛 驭 among its characters), so a WOFF whose map fails to read is replaced by its WOFF2 twin,
 * which fontkit reads (more slowly: it is Brotli-compressed, so the WOFF stays the first choice); which file to read
 * is remembered.
 */
const readable = new Map<string, string>();

function fontData(file: string): Uint8Array {
  const known = readable.get(file);
  if (known) return readFileSync(known);
  let chosen = file;
  let data = readFileSync(file);
  if (file.endsWith('.woff')) {
    try {
      fontkit.create(data).glyphForCodePoint(0x20);
    } catch {
      chosen = `${file}2`;
      data = readFileSync(chosen);
    }
  }
  readable.set(file, chosen);
  return data;
}

export interface TextRun {
  text: string;
  font: PDFFont;
}

/** A document's fonts: embeds a subset file the first time a character needs it. */
export class PdfFonts {
  readonly #embedded = new Map<string, Promise<PDFFont>>();

  constructor(readonly document: PDFDocument) {
    document.registerFontkit(fontkit);
  }

  #font(file: string): Promise<PDFFont> {
    let font = this.#embedded.get(file);
    if (!font) {
      font = this.document.embedFont(fontData(file), { subset: true, customName: subsetName(file) });
      this.#embedded.set(file, font);
    }
    return font;
  }

  /** Cuts text into runs of one font each; characters no font has become "?" in the Latin font. */
  async runs(text: string, weight: Weight = 400): Promise<TextRun[]> {
    const runs: { text: string; file: string }[] = [];
    const fallback = subsetFor(0x3f, weight)?.file ?? '';
    for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
      const subset = subsetFor(char.codePointAt(0) ?? 0x3f, weight);
      const file = subset?.file ?? fallback;
      const piece = subset ? char : '?';
      const last = runs[runs.length - 1];
      if (last && last.file === file) last.text += piece;
      else runs.push({ text: piece, file });
    }
    return Promise.all(runs.map(async (run) => ({ text: run.text, font: await this.#font(run.file) })));
  }
}

// fontkit lays out every string it measures (about 1 ms a call), so advances are measured once per character.
const advances = new WeakMap<PDFFont, Map<string, number>>();

function advance(font: PDFFont, char: string): number {
  let table = advances.get(font);
  if (!table) {
    table = new Map();
    advances.set(font, table);
  }
  let width = table.get(char);
  if (width === undefined) {
    width = font.widthOfTextAtSize(char, 1);
    table.set(char, width);
  }
  return width;
}

/** The width of some runs at a size, from per-character advances (kerning is not applied when drawing either). */
export function runsWidth(runs: readonly TextRun[], size: number): number {
  let total = 0;
  for (const run of runs) for (const char of run.text) total += advance(run.font, char);
  return total * size;
}
