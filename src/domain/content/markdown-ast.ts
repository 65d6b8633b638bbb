/**
 * The Markdown of content pages as plain, serialisable data: the server parses a file once into these nodes, pages
 * render them with React (so every text is escaped), and islands such as the accordion receive them as props.
 * Short keys keep the props small.
 */

export type MdInline =
  | { t: 'text'; v: string }
  | { t: 'strong' | 'em' | 'del'; c: MdInline[] }
  | { t: 'code'; v: string }
  | { t: 'br' }
  /** `href` is checked: a site path without language (`/owners/recalls.html`), `#…`, https/http, mailto: or tel:. */
  | { t: 'link'; href: string; title?: string; c: MdInline[] }
  | { t: 'img'; src: string; alt: string; title?: string };

export type MdBlock =
  | { t: 'h'; level: 1 | 2 | 3 | 4 | 5 | 6; id: string; c: MdInline[] }
  | { t: 'p'; c: MdInline[] }
  /** `tight`: the items' paragraphs render without `<p>`, as Markdown's tight lists do. */
  | { t: 'ul'; tight: boolean; items: MdBlock[][] }
  | { t: 'ol'; tight: boolean; start: number; items: MdBlock[][] }
  | { t: 'quote'; c: MdBlock[] }
  | { t: 'pre'; lang?: string; v: string }
  | { t: 'hr' }
  | { t: 'table'; align: ('left' | 'center' | 'right' | null)[]; head: MdInline[][]; rows: MdInline[][][] };

/** The plain text of inline nodes (a heading's text for its id, an accordion title). */
export function inlineText(nodes: readonly MdInline[]): string {
  return nodes
    .map((node) => {
      switch (node.t) {
        case 'text':
        case 'code':
          return node.v;
        case 'br':
          return ' ';
        case 'img':
          return node.alt;
        default:
          return inlineText(node.c);
      }
    })
    .join('');
}

/**
 * An id from a heading's text: lower case, accents dropped, letters and digits of any script kept (Chinese headings
 * keep their characters), everything else a dash; at most 60 characters.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return [...slug].slice(0, 60).join('').replace(/-+$/, '') || 'section';
}

/** Hands out ids that are unique on one page: `faq`, then `faq-2`, `faq-3` … */
export class Slugger {
  readonly #seen = new Set<string>();

  /** A unique id for `text` (slugified), or for an author's explicit id. */
  slug(text: string, explicit = false): string {
    const base = explicit ? text : slugify(text);
    let id = base;
    for (let n = 2; this.#seen.has(id); n += 1) id = `${base}-${n}`;
    this.#seen.add(id);
    return id;
  }

  has(id: string): boolean {
    return this.#seen.has(id);
  }
}

/** The plain text of blocks (an FAQ answer for the question service): paragraphs, list items and cells apart. */
export function blocksText(blocks: readonly MdBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    switch (block.t) {
      case 'h':
      case 'p':
        parts.push(inlineText(block.c));
        break;
      case 'ul':
      case 'ol':
        for (const item of block.items) parts.push(blocksText(item));
        break;
      case 'quote':
        parts.push(blocksText(block.c));
        break;
      case 'pre':
        parts.push(block.v);
        break;
      case 'table':
        for (const row of [block.head, ...block.rows]) parts.push(row.map(inlineText).join(' '));
        break;
      case 'hr':
        break;
    }
  }
  return parts
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}
