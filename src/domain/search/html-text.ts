/**
 * What the search indexes of a rendered page: its title, description, headings and the text of its <main> (without
 * scripts, styles, navigation, form controls' option lists, hidden parts or anything marked `data-search-skip`),
 * and its FAQ entries: elements marked `data-search-faq` (question in `[data-search-faq-question]`, answer in
 * `[data-search-faq-answer]`), which become documents of their own linking to the element's id.
 *
 * A small HTML reader rather than a DOM: the pages are the server's own well-formed markup.
 */

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  middot: '·',
  bull: '•',
  laquo: '«',
  raquo: '»',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const TAG = /<!--[\s\S]*?-->|<![^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTR)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name) attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** Reads HTML into a tree under a root element (tag `#root`). Unclosed elements close at the end. */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const current = () => stack[stack.length - 1] ?? root;
  let at = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    if (match.index > at) current().children.push(decodeEntities(html.slice(at, match.index)));
    at = match.index + match[0].length;
    const [, closing, opening, attrSource = '', selfClosing] = match;
    if (closing) {
      const tag = closing.toLowerCase();
      const depth = stack.map((element) => element.tag).lastIndexOf(tag);
      if (depth > 0) stack.length = depth;
      continue;
    }
    if (!opening) continue; // comment, doctype
    const element: HtmlElement = { tag: opening.toLowerCase(), attrs: parseAttrs(attrSource), children: [] };
    current().children.push(element);
    if (RAW_TEXT.has(element.tag)) {
      const end = html.toLowerCase().indexOf(`</${element.tag}`, at);
      const stop = end < 0 ? html.length : end;
      const raw = html.slice(at, stop);
      element.children.push(element.tag === 'script' || element.tag === 'style' ? raw : decodeEntities(raw));
      const close = html.indexOf('>', stop);
      at = close < 0 ? html.length : close + 1;
      TAG.lastIndex = at;
      continue;
    }
    if (!VOID.has(element.tag) && !selfClosing) stack.push(element);
  }
  if (at < html.length) current().children.push(decodeEntities(html.slice(at)));
  return root;
}

/** The first element (depth first) that `test` accepts. */
export function findElement(node: HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement | null {
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return null;
}

/**
 * Every element that `test` accepts, outermost only (one inside another that matched is not visited), without
 * looking inside elements that `prune` accepts.
 */
export function findElements(node: HtmlElement, test: (element: HtmlElement) => boolean, prune?: (element: HtmlElement) => boolean, into: HtmlElement[] = []): HtmlElement[] {
  for (const child of node.children) {
    if (typeof child === 'string' || prune?.(child)) continue;
    if (test(child)) into.push(child);
    else findElements(child, test, prune, into);
  }
  return into;
}

/** Parts of a page that are not its content. */
const SKIPPED_TAGS = new Set(['script', 'style', 'nav', 'svg', 'noscript', 'template', 'select', 'button', 'datalist', 'iframe', 'object', 'canvas', 'video', 'audio']);
/** Phrase formatting: its text runs on with the text around it (`<strong>VIN</strong>s`). */
const INLINE = new Set(['abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'strong', 'sub', 'sup', 'time', 'u', 'var']);
/**
 * Links and spans are often laid out as blocks (`<span>2027 Kestrel</span><span>From $28,995</span>`): their edges
 * separate words, unless whitespace or punctuation is already there (`<a>list</a>.` stays "list.").
 */
const SOFT = new Set(['a', 'span', 'label']);
const SOFT_EDGE = '\uE000';

export interface TextOptions {
  /** Also leave out elements this accepts (the FAQ entries, when reading the page's own text). */
  skip?: (element: HtmlElement) => boolean;
}

function isSkipped(element: HtmlElement, options: TextOptions): boolean {
  const { attrs } = element;
  return (
    SKIPPED_TAGS.has(element.tag) ||
    'hidden' in attrs ||
    attrs['aria-hidden'] === 'true' ||
    'data-search-skip' in attrs ||
    (element.tag === 'input' && attrs.type === 'hidden') ||
    // An island's markup is an interactive widget's (a retailer list, a form), not the page's text.
    'data-island' in attrs ||
    (options.skip?.(element) ?? false)
  );
}

function collectText(node: HtmlElement, options: TextOptions, out: string[]) {
  for (const child of node.children) {
    if (typeof child === 'string') {
      out.push(child);
      continue;
    }
    if (isSkipped(child, options)) continue;
    const edge = INLINE.has(child.tag) ? '' : SOFT.has(child.tag) ? SOFT_EDGE : ' ';
    out.push(edge);
    collectText(child, options, out);
    out.push(edge);
  }
}

/** The visible text of an element, whitespace collapsed. */
export function textOf(node: HtmlElement, options: TextOptions = {}): string {
  const out: string[] = [];
  collectText(node, options, out);
  return out
    .join('')
    .replace(/\uE000+(?=[\s.,;:!?)\]}»”’、，。；：！？）]|$)/g, '')
    .replace(/(^|[\s([{«“‘（])\uE000+/g, '$1')
    .replace(/\uE000+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface FaqEntry {
  /** The element's id (the result links to `#id`); null when it has none. */
  id: string | null;
  question: string;
  answer: string;
}

export interface PageText {
  title: string;
  description: string;
  headings: string[];
  /** The main content's text, FAQ entries left out (they are documents of their own). */
  body: string;
  faqs: FaqEntry[];
}

const isFaq = (element: HtmlElement) => 'data-search-faq' in element.attrs;
const HEADING = /^h[1-6]$/;

/**
 * A copy of `text` that keeps nothing of the string it was cut from: V8 makes a slice or a trimmed piece of a string
 * point into its parent, so one short heading kept in the search index kept its whole rendered page (2.7 MB of page
 * HTML, three languages, in a heap snapshot of the server).
 */
function detached(text: string): string {
  return text.length === 0 ? text : (JSON.parse(JSON.stringify(text)) as string);
}

/** Reads a rendered page. A page without <main> has no body, headings or FAQ entries. */
export function pageText(html: string): PageText {
  const read = readPage(html);
  return {
    title: detached(read.title),
    description: detached(read.description),
    headings: read.headings.map(detached),
    body: detached(read.body),
    faqs: read.faqs.map((faq) => ({ id: faq.id === null ? null : detached(faq.id), question: detached(faq.question), answer: detached(faq.answer) })),
  };
}

function readPage(html: string): PageText {
  const root = parseHtml(html);
  const titleElement = findElement(root, (element) => element.tag === 'title');
  const meta = findElement(root, (element) => element.tag === 'meta' && element.attrs.name === 'description');
  const main = findElement(root, (element) => element.tag === 'main');
  const title = titleElement ? textOf(titleElement) : '';
  const description = meta?.attrs.content?.replace(/\s+/g, ' ').trim() ?? '';
  if (!main) return { title, description, headings: [], body: '', faqs: [] };
  const headings = findElements(main, (element) => HEADING.test(element.tag), (element) => isFaq(element) || isSkipped(element, {}))
    .map((element) => textOf(element))
    .filter(Boolean);
  const faqs = findElements(main, isFaq)
    .map((element): FaqEntry | null => {
      const question = findElement(element, (item) => 'data-search-faq-question' in item.attrs);
      const answer = findElement(element, (item) => 'data-search-faq-answer' in item.attrs);
      const questionText = question ? textOf(question) : '';
      if (!questionText) return null;
      return { id: element.attrs.id?.trim() || null, question: questionText, answer: answer ? textOf(answer) : '' };
    })
    .filter((entry) => entry !== null);
  return { title, description, headings, body: textOf(main, { skip: isFaq }), faqs };
}
