/** Reading generated PDFs back in tests: the text each page draws, the fonts, images and links it carries. */
import type { PDFDocument} from 'pdf-lib';
import { PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, PDFString, decodePDFRawStream, type PDFObject } from 'pdf-lib';

const ascii = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The text a page shows: each `<glyphs> Tj` read back through its font's ToUnicode map (the writer draws text that way). */
export function pageTexts(document: PDFDocument): string[] {
  const lookup = (object: PDFObject | undefined) => (object instanceof PDFRef ? document.context.lookup(object) : object);
  return document.getPages().map((page) => {
    const maps = new Map<string, Map<string, string>>();
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = lookup(ref) as PDFDict;
      const toUnicode = lookup(font.get(PDFName.of('ToUnicode')));
      const map = new Map<string, string>();
      if (toUnicode instanceof PDFRawStream) {
        for (const [, glyph, unicode] of ascii(decodePDFRawStream(toUnicode).decode()).matchAll(/<([0-9a-fA-F]{4})> <([0-9a-fA-F]+)>/g)) {
          map.set((glyph ?? '').toLowerCase(), String.fromCharCode(...(unicode ?? '').match(/.{4}/g)!.map((hex) => parseInt(hex, 16))));
        }
      }
      maps.set(name.decodeText(), map);
    }
    const contents = lookup(page.node.get(PDFName.of('Contents')));
    const streams = (contents instanceof PDFArray ? contents.asArray().map(lookup) : [contents]).filter((stream) => stream instanceof PDFRawStream);
    let text = '';
    for (const stream of streams) {
      let font = new Map<string, string>();
      for (const [, name, glyphs] of ascii(decodePDFRawStream(stream).decode()).matchAll(/\/(\S+) [\d.]+ Tf|<([0-9a-fA-F]*)> Tj/g)) {
        if (name) font = maps.get(name) ?? new Map();
        else text += (glyphs ?? '').match(/.{4}/g)?.map((glyph) => font.get(glyph.toLowerCase()) ?? '?').join('') ?? '';
      }
    }
    return text;
  });
}

/** The base names of the fonts the document embeds (subset tag removed). */
export function fontNames(document: PDFDocument): Set<string> {
  const names = new Set<string>();
  for (const page of document.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
    for (const [, ref] of fonts?.entries() ?? []) {
      const font = document.context.lookup(ref, PDFDict);
      names.add(font.lookup(PDFName.of('BaseFont'), PDFName).decodeText().replace(/^[A-Z]{6}\+/, ''));
    }
  }
  return names;
}

const lookupIn = (document: PDFDocument, object: PDFObject | undefined) => (object instanceof PDFRef ? document.context.lookup(object) : object);

/** A page's content streams, decoded, as text. */
export function pageContent(document: PDFDocument, index: number): string {
  const page = document.getPage(index);
  const contents = lookupIn(document, page.node.get(PDFName.of('Contents')));
  const streams = (contents instanceof PDFArray ? contents.asArray().map((item) => lookupIn(document, item)) : [contents]).filter((stream) => stream instanceof PDFRawStream);
  return streams.map((stream) => ascii(decodePDFRawStream(stream).decode())).join('\n');
}

/** The image XObjects a page's resources name, with their pixel sizes, and whether the page draws each (`Do`). */
export function pageImages(document: PDFDocument, index: number): { name: string; width: number; height: number; drawn: boolean }[] {
  const page = document.getPage(index);
  const objects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const content = pageContent(document, index);
  const images: { name: string; width: number; height: number; drawn: boolean }[] = [];
  for (const [name, ref] of objects?.entries() ?? []) {
    const stream = lookupIn(document, ref);
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const size = (key: string) => Number(stream.dict.get(PDFName.of(key))?.toString());
    images.push({ name: name.decodeText(), width: size('Width'), height: size('Height'), drawn: content.includes(`/${name.decodeText()} Do`) });
  }
  return images;
}

/** The addresses of a page's link annotations. */
export function pageLinks(document: PDFDocument, index: number): string[] {
  const annots = document.getPage(index).node.Annots();
  const links: string[] = [];
  for (const ref of annots?.asArray() ?? []) {
    const annot = lookupIn(document, ref);
    if (!(annot instanceof PDFDict)) continue;
    const action = annot.lookup(PDFName.of('A'));
    const uri = action instanceof PDFDict ? action.lookup(PDFName.of('URI')) : undefined;
    if (uri instanceof PDFString) links.push(uri.decodeText());
  }
  return links;
}
