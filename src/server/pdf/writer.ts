/**
 * A small flowing-layout PDF writer on pdf-lib: the brand's header, headings, wrapped paragraphs, tables with page
 * breaks, colour swatches, pictures and links.
 */
import { LineCapStyle, PDFDocument, PDFString, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import { LOGO_MARK_SIZE, LOGO_RING, LOGO_STROKES } from '#domain/imagery/logo-mark.ts';
import { PdfFonts, runsWidth, type TextRun } from './fonts.ts';
import type { Picture } from './pictures.ts';

const LETTER: [number, number] = [612, 792];
const MARGIN = 48;
const INK = rgb(0.043, 0.122, 0.2);
const MUTED = rgb(0.36, 0.41, 0.47);
const LINE = rgb(0.83, 0.85, 0.89);
const HIGHLIGHT = rgb(0.984, 0.937, 0.902);
const BAND = rgb(0.902, 0.933, 0.965);
const LINK = rgb(0.06, 0.3, 0.55);
/** Space between a table cell's edge and its text. */
export const CELL_PADDING = 4;

export interface TableRow {
  cells: string[];
  /** Tinted: the values differ. */
  highlight?: boolean;
  /** A full-width group heading row. */
  group?: boolean;
}

function hexColor(hex: string) {
  const value = parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** Splits text where a line may break: after spaces, and between CJK characters. */
function tokens(text: string): string[] {
  return text.match(/[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF][，。、；：！？）》」』]?|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+\s*|\s+/g) ?? [];
}

export class PdfWriter {
  readonly fonts: PdfFonts;
  page!: PDFPage;
  y = 0;
  readonly #size: [number, number];

  private constructor(
    readonly document: PDFDocument,
    landscape: boolean,
  ) {
    this.fonts = new PdfFonts(document);
    this.#size = landscape ? [LETTER[1], LETTER[0]] : LETTER;
    this.newPage();
  }

  /**
   * A new document dated `createdOn` (YYYY-MM-DD, midnight UTC): the date is an input rather than the clock's, so the
   * same input draws the same bytes wherever it is drawn (a worker thread or the main thread).
   */
  static async create({ title, author, lang, createdOn, landscape = false }: { title: string; author: string; lang: string; createdOn: string; landscape?: boolean }): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.setTitle(title, { showInWindowTitleBar: true });
    document.setAuthor(author);
    document.setLanguage(lang);
    document.setCreator(author);
    const created = new Date(`${createdOn}T00:00:00Z`);
    if (Number.isNaN(created.getTime())) throw new Error(`createdOn: not a date (${createdOn})`);
    document.setCreationDate(created);
    document.setModificationDate(created);
    return new PdfWriter(document, landscape);
  }

  get width(): number {
    return this.#size[0] - 2 * MARGIN;
  }

  newPage(): void {
    this.page = this.document.addPage(this.#size);
    this.y = this.#size[1] - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  async #drawRuns(runs: readonly TextRun[], x: number, y: number, size: number, color = INK, page: PDFPage = this.page): Promise<void> {
    let cursor = x;
    for (const run of runs) {
      page.drawText(run.text, { x: cursor, y, size, font: run.font, color });
      cursor += runsWidth([run], size);
    }
  }

  /** The width of a text set on one line. */
  async measure(text: string, size: number, weight: 400 | 700 = 400): Promise<number> {
    return runsWidth(await this.fonts.runs(text, weight), size);
  }

  /** Wraps text to a width; each line is a list of runs. */
  async lines(text: string, size: number, width: number, weight: 400 | 700 = 400): Promise<TextRun[][]> {
    const result: TextRun[][] = [];
    let line = '';
    let lineWidth = 0;
    for (const token of tokens(text)) {
      // Each token is measured once; a line's width is the sum of its tokens' (kerning across them is ignored).
      const tokenWidth = runsWidth(await this.fonts.runs(token, weight), size);
      const trailing = token.length - token.trimEnd().length > 0 ? runsWidth(await this.fonts.runs(' ', weight), size) : 0;
      if (line && lineWidth + tokenWidth - trailing > width) {
        result.push(await this.fonts.runs(line.trimEnd(), weight));
        line = token.trimStart();
        lineWidth = runsWidth(await this.fonts.runs(line, weight), size);
      } else {
        line += token;
        lineWidth += tokenWidth;
      }
    }
    if (line.trim()) result.push(await this.fonts.runs(line.trimEnd(), weight));
    return result;
  }

  async text(text: string, { size = 10, weight = 400, color = INK, gap = 6 }: { size?: number; weight?: 400 | 700; color?: ReturnType<typeof rgb>; gap?: number } = {}): Promise<void> {
    const leading = size * 1.35;
    for (const line of await this.lines(text, size, this.width, weight)) {
      this.ensure(leading);
      this.y -= leading;
      await this.#drawRuns(line, MARGIN, this.y + size * 0.25, size, color);
    }
    this.y -= gap;
  }

  heading(text: string, size = 20): Promise<void> {
    return this.text(text, { size, weight: 700, gap: 8 });
  }

  muted(text: string, size = 9): Promise<void> {
    return this.text(text, { size, color: MUTED });
  }

  /**
   * A table whose first column is wider (or whose columns have the given shares of the width); rows break across
   * pages and repeat the header. Without a header (null) it is a list of label and value rows.
   */
  async table(header: string[] | null, rows: TableRow[], { size = 8, firstColumn = 0.28, columns }: { size?: number; firstColumn?: number; columns?: readonly number[] } = {}): Promise<void> {
    const count = header?.length ?? Math.max(1, ...rows.map((row) => row.cells.length));
    const others = count - 1;
    const widths = columns
      ? columns.map((share) => this.width * share)
      : [this.width * firstColumn, ...Array.from({ length: others }, () => (this.width * (1 - firstColumn)) / Math.max(1, others))];
    const padding = CELL_PADDING;
    const drawRow = async (cells: string[], weight: 400 | 700, fill?: ReturnType<typeof rgb>, fullWidth = false) => {
      const cellLines = fullWidth
        ? [await this.lines(cells[0] ?? '', size, this.width - 2 * padding, 700)]
        : await Promise.all(cells.map((cell, index) => this.lines(cell, size, (widths[index] ?? 0) - 2 * padding, index === 0 ? 700 : weight)));
      const height = Math.max(1, ...cellLines.map((lines) => lines.length)) * size * 1.3 + 2 * padding;
      this.ensure(height);
      if (fill) this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: this.width, height, color: fill });
      let x = MARGIN;
      for (const [index, lines] of cellLines.entries()) {
        let lineY = this.y - padding - size;
        for (const line of lines) {
          await this.#drawRuns(line, x + padding, lineY, size, INK);
          lineY -= size * 1.3;
        }
        x += fullWidth ? this.width : (widths[index] ?? 0);
      }
      this.page.drawLine({ start: { x: MARGIN, y: this.y - height }, end: { x: MARGIN + this.width, y: this.y - height }, thickness: 0.5, color: LINE });
      this.y -= height;
    };
    if (header) await drawRow(header, 700, BAND);
    for (const row of rows) {
      if (this.y - size * 3 < MARGIN) {
        this.newPage();
        if (header) await drawRow(header, 700, BAND);
      }
      if (row.group) await drawRow(row.cells, 700, BAND, true);
      else await drawRow(row.cells, 400, row.highlight ? HIGHLIGHT : undefined);
    }
    this.y -= 10;
  }

  /** A row of colour swatches with their names. */
  async swatches(items: { rgb: string; label: string }[]): Promise<void> {
    const columns = 3;
    const cell = this.width / columns;
    for (let i = 0; i < items.length; i += columns) {
      this.ensure(28);
      for (const [index, item] of items.slice(i, i + columns).entries()) {
        const x = MARGIN + index * cell;
        this.page.drawCircle({ x: x + 9, y: this.y - 12, size: 9, color: hexColor(item.rgb), borderColor: LINE, borderWidth: 0.8 });
        const [line] = await this.lines(item.label, 9, cell - 28);
        if (line) await this.#drawRuns(line, x + 24, this.y - 15, 9);
      }
      this.y -= 26;
    }
    this.y -= 6;
  }

  /** A line of small print at the foot of every page so far, e.g. "Page 2 of 5" on the right; draw it last. */
  async footer(right: (page: number, pages: number) => string, left = ''): Promise<void> {
    const size = 7;
    const pages = this.document.getPages();
    const leftRuns = left ? await this.fonts.runs(left) : [];
    for (const [index, page] of pages.entries()) {
      const y = MARGIN / 2;
      if (leftRuns.length) await this.#drawRuns(leftRuns, MARGIN, y, size, MUTED, page);
      const runs = await this.fonts.runs(right(index + 1, pages.length));
      await this.#drawRuns(runs, MARGIN + this.width - runsWidth(runs, size), y, size, MUTED, page);
    }
  }

  /**
   * The top of a document's first page: the brand's emblem (drawn as vectors from the site's logo) and name on the
   * left, `right` (the date) in small print on the right, and a rule under them.
   */
  async brandHeader(brand: string, right: string): Promise<void> {
    const mark = 26;
    const scale = mark / LOGO_MARK_SIZE;
    const top = this.y;
    const left = MARGIN;
    this.page.drawCircle({ x: left + LOGO_RING.cx * scale, y: top - LOGO_RING.cy * scale, size: LOGO_RING.r * scale, borderColor: INK, borderWidth: LOGO_RING.strokeWidth * scale });
    for (const stroke of LOGO_STROKES) {
      this.page.drawSvgPath(stroke.d, { x: left, y: top, scale, borderColor: INK, borderWidth: stroke.strokeWidth * scale, borderLineCap: LineCapStyle.Round });
    }
    const name = await this.fonts.runs(brand.toUpperCase(), 700);
    const baseline = top - mark / 2 - 5;
    // Letter-spaced like the site's header: each letter drawn on its own, 1.6 pt apart.
    let x = left + mark + 10;
    for (const run of name) {
      for (const char of run.text) {
        this.page.drawText(char, { x, y: baseline, size: 14, font: run.font, color: INK });
        x += run.font.widthOfTextAtSize(char, 14) + 1.6;
      }
    }
    if (right) {
      const runs = await this.fonts.runs(right);
      await this.#drawRuns(runs, MARGIN + this.width - runsWidth(runs, 9), baseline + 1, 9, MUTED);
    }
    this.y = top - mark - 10;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 1.5, color: INK });
    this.y -= 16;
  }

  readonly #images = new Map<Uint8Array, PDFImage>();

  /** A picture (a PNG), at most `maxWidth` points wide and `maxHeight` high, centred; on a new page if it does not fit. */
  async picture(picture: Picture, { maxWidth = this.width, maxHeight = 220, gap = 10 }: { maxWidth?: number; maxHeight?: number; gap?: number } = {}): Promise<void> {
    let image = this.#images.get(picture.png);
    if (!image) {
      image = await this.document.embedPng(picture.png);
      this.#images.set(picture.png, image);
    }
    const scale = Math.min(maxWidth / picture.width, maxHeight / picture.height);
    const width = picture.width * scale;
    const height = picture.height * scale;
    this.ensure(height + gap);
    this.page.drawImage(image, { x: MARGIN + (this.width - width) / 2, y: this.y - height, width, height });
    this.y -= height + gap;
  }

  /** A labelled address on one line, the address a link (a URI action) a reader can click. */
  async link(label: string, url: string, size = 8.5): Promise<void> {
    const leading = size * 1.5;
    this.ensure(leading);
    this.y -= leading;
    const y = this.y + size * 0.25;
    const labelRuns = await this.fonts.runs(`${label} `, 700);
    await this.#drawRuns(labelRuns, MARGIN, y, size, INK);
    const urlRuns = await this.fonts.runs(url);
    const width = runsWidth(urlRuns, size);
    // The address goes on the label's line when it fits there, else on the next one (it is never broken).
    const beside = runsWidth(labelRuns, size) + width <= this.width;
    if (!beside) this.y -= leading;
    const x = beside ? MARGIN + runsWidth(labelRuns, size) : MARGIN;
    const lineY = beside ? y : this.y + size * 0.25;
    await this.#drawRuns(urlRuns, x, lineY, size, LINK);
    this.page.drawLine({ start: { x, y: lineY - 1.5 }, end: { x: x + width, y: lineY - 1.5 }, thickness: 0.5, color: LINK });
    const { context } = this.document;
    const annotation = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [x, lineY - 3, x + width, lineY + size],
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    );
    this.page.node.addAnnot(annotation);
    this.y -= 6;
  }

  rule(): void {
    this.ensure(12);
    this.page.drawLine({ start: { x: MARGIN, y: this.y - 4 }, end: { x: MARGIN + this.width, y: this.y - 4 }, thickness: 1, color: LINE });
    this.y -= 12;
  }

  save(): Promise<Uint8Array> {
    // pdf-lib yields to the event loop every 50 objects by default, which made a brochure take a second of idle time.
    return this.document.save({ objectsPerTick: Number.POSITIVE_INFINITY });
  }
}
