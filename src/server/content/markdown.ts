/**
 * Markdown (CommonMark + GFM tables, through marked's lexer) into the content AST of src/domain/content/markdown-ast.ts.
 * Nothing passes through as HTML: raw HTML becomes visible text (React escapes it) and HTML comments are dropped,
 * links keep only safe schemes, internal page paths become site paths that the renderer prefixes with the page's
 * language, and every heading gets a unique id (`## Title {#my-id}` chooses it).
 */
import { Marked, type Token, type Tokens } from 'marked';
import { ContentError } from '#domain/content/content-error.ts';
import { inlineText, type MdBlock, type MdInline, type Slugger } from '#domain/content/markdown-ast.ts';
import { normalisePagePath, splitLanguage } from '#domain/i18n/paths.ts';

const marked = new Marked({ gfm: true, breaks: false });

export interface MarkdownContext {
  file: string;
  slugger: Slugger;
}

const COMMENT = /^\s*<!--[\s\S]*?-->\s*$/;
const EXPLICIT_ID = /\s*\{#([A-Za-z][\w-]{0,59})\}\s*$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™', mdash: '—', ndash: '–', hellip: '…' };

/** marked leaves character references in text; React would print them literally, so they are decoded here. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * A link target as the content AST keeps it, or null when it is not allowed. Internal page paths in any spelling
 * (`/support/customer-support`, `/content/halden/en/support/customer-support`, `/es/owners/recalls.html`) become the
 * site path without language (`/support/customer-support.html`), query and hash kept; the page's renderer adds its
 * language prefix. Other site paths (`/images/…`, `/services/…`) are kept as written.
 */
export function normaliseHref(href: string): string | null {
  const value = href.trim();
  if (value.startsWith('#')) return /^#[\w\-.:\p{L}\p{N}]*$/u.test(value) ? value : null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return /[\s<>"]/.test(value) ? null : value;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  const cut = value.search(/[?#]/);
  const path = cut >= 0 ? value.slice(0, cut) : value;
  const rest = cut >= 0 ? value.slice(cut) : '';
  if (/[\s<>"\\]/.test(value) || path.includes('..')) return null;
  const bare = splitLanguage(path).path;
  if (/^\/(services|libs|assets|images|bin)\//.test(bare) || /\.(pdf|svg|png|jpe?g|webp|xml|txt)$/i.test(bare)) return `${bare}${rest}`;
  const page = normalisePagePath(path);
  if (page === null) return null;
  return `${page === '/' ? '/' : `${page}.html`}${rest}`;
}

/** An image source: a site path only (the content security policy loads images from this site alone). */
function imageSource(src: string): string | null {
  const value = src.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !/[\s<>"\\]|\.\./.test(value)) return value;
  return null;
}

function inline(tokens: readonly Token[] | undefined, context: MarkdownContext, line: number): MdInline[] {
  const out: MdInline[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
        if ('tokens' in token && token.tokens && token.tokens.length > 0) out.push(...inline(token.tokens, context, line));
        else out.push({ t: 'text', v: decodeEntities((token as Tokens.Text).text) });
        break;
      case 'escape':
        out.push({ t: 'text', v: (token as Tokens.Escape).text });
        break;
      case 'strong':
      case 'em':
      case 'del':
        out.push({ t: token.type, c: inline((token as Tokens.Strong).tokens, context, line) });
        break;
      case 'codespan':
        out.push({ t: 'code', v: decodeEntities((token as Tokens.Codespan).text) });
        break;
      case 'br':
        out.push({ t: 'br' });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const href = normaliseHref(link.href);
        if (href === null) throw new ContentError(context.file, line, `the link "${link.href}" is not allowed: use a site path (/…), #anchor, https://, mailto: or tel:`);
        out.push({ t: 'link', href, ...(link.title ? { title: link.title } : {}), c: inline(link.tokens, context, line) });
        break;
      }
      case 'image': {
        const image = token as Tokens.Image;
        const src = imageSource(image.href);
        if (src === null) throw new ContentError(context.file, line, `the image "${image.href}" is not allowed: images are site paths (/images/…)`);
        out.push({ t: 'img', src, alt: decodeEntities(image.text), ...(image.title ? { title: image.title } : {}) });
        break;
      }
      case 'html': {
        // Raw HTML is shown as the text it is (escaped by React), never as markup; comments are the author's notes.
        const raw = (token as Tokens.HTML).text;
        if (!COMMENT.test(raw)) out.push({ t: 'text', v: raw });
        break;
      }
      case 'checkbox':
        break;
      default:
        out.push({ t: 'text', v: token.raw });
    }
  }
  return out;
}

function heading(token: Tokens.Heading, context: MarkdownContext, line: number): MdBlock {
  const content = inline(token.tokens, context, line);
  const last = content.at(-1);
  let id: string;
  const explicit = last?.t === 'text' ? EXPLICIT_ID.exec(last.v) : null;
  if (explicit && last?.t === 'text') {
    last.v = last.v.slice(0, explicit.index);
    id = explicit[1] ?? '';
    if (context.slugger.has(id)) throw new ContentError(context.file, line, `the id "${id}" is used twice on this page`);
    context.slugger.slug(id, true);
  } else {
    id = context.slugger.slug(inlineText(content));
  }
  const level = Math.min(Math.max(token.depth, 1), 6) as 1 | 2 | 3 | 4 | 5 | 6;
  return { t: 'h', level, id, c: content };
}

function blocks(tokens: readonly Token[], context: MarkdownContext, firstLine: number): MdBlock[] {
  const out: MdBlock[] = [];
  let line = firstLine;
  for (const token of tokens) {
    // The line a block starts on: the blank lines before it belong to the previous token's raw text.
    const start = line + ((/^\n*/.exec(token.raw)?.[0].length) ?? 0);
    switch (token.type) {
      case 'heading':
        out.push(heading(token as Tokens.Heading, context, start));
        break;
      case 'paragraph':
      case 'text': {
        const content = inline((token as Tokens.Paragraph).tokens ?? [{ type: 'text', raw: token.raw, text: (token as Tokens.Text).text }], context, start);
        if (content.length > 0) out.push({ t: 'p', c: content });
        break;
      }
      case 'list': {
        const list = token as Tokens.List;
        let itemLine = start;
        const items = list.items.map((item) => {
          const itemBlocks = blocks(item.tokens, context, itemLine);
          itemLine += (item.raw.match(/\n/g) ?? []).length;
          return itemBlocks;
        });
        const tight = !list.loose;
        out.push(list.ordered ? { t: 'ol', tight, start: typeof list.start === 'number' ? list.start : 1, items } : { t: 'ul', tight, items });
        break;
      }
      case 'blockquote':
        out.push({ t: 'quote', c: blocks((token as Tokens.Blockquote).tokens, context, start) });
        break;
      case 'code': {
        const code = token as Tokens.Code;
        out.push({ t: 'pre', v: code.text, ...(code.lang ? { lang: code.lang } : {}) });
        break;
      }
      case 'hr':
        out.push({ t: 'hr' });
        break;
      case 'table': {
        const table = token as Tokens.Table;
        out.push({
          t: 'table',
          align: table.align,
          head: table.header.map((cell) => inline(cell.tokens, context, start)),
          rows: table.rows.map((row) => row.map((cell) => inline(cell.tokens, context, start))),
        });
        break;
      }
      case 'html': {
        const raw = (token as Tokens.HTML).text;
        if (!COMMENT.test(raw)) out.push({ t: 'p', c: [{ t: 'text', v: raw.trim() }] });
        break;
      }
      case 'space':
      case 'def':
        break;
      default:
        out.push({ t: 'p', c: [{ t: 'text', v: token.raw.trim() }] });
    }
    line += (token.raw.match(/\n/g) ?? []).length;
  }
  return out;
}

/** Parses Markdown that starts on `line` of `context.file`; errors name the line of the block they are in. */
export function markdownToBlocks(markdown: string, line: number, context: MarkdownContext): MdBlock[] {
  return blocks(marked.lexer(markdown), context, line);
}
