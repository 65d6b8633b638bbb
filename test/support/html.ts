/**
 * Reading the HTML the server renders, for integration tests: one entity decoder for assertions on the markup as a
 * string, and a real parser (linkedom) to find elements as a visitor does — by role and accessible name — or by CSS
 * selector, instead of scraping the markup with regular expressions.
 */
import { parseHTML } from 'linkedom';

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The markup with its character references written out (`&amp;` → `&`, `&#x27;` → `'`, `&#39;` → `'`), in one
 * pass, so `&amp;lt;` becomes `&lt;` and never `<`. Tags stay: assertions look for text and markup alike.
 */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return NAMED_ENTITIES[body] ?? reference;
  });
}

/** The text a page shows, as one line: tags become spaces, references are written out, runs of white space become one. */
export function flatText(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

type Root = ParentNode | string;

/** A whole page (or a fragment) as a DOM document. */
export function parse(html: string): Document {
  return parseHTML(html).document;
}

const rootOf = (root: Root): ParentNode => (typeof root === 'string' ? parse(root) : root);

/** The first element matching a CSS selector, or null. */
export function $(root: Root, selector: string): Element | null {
  return rootOf(root).querySelector(selector);
}

/** Every element matching a CSS selector, in document order. */
export function $$(root: Root, selector: string): Element[] {
  return [...rootOf(root).querySelectorAll(selector)];
}

/** An element's text as a visitor reads it: white space collapsed and trimmed. */
export function text(element: Node | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The elements each role stands for without a `role` attribute (the subset of HTML-AAM the tests use). */
const IMPLICIT_ROLES: Readonly<Record<string, string>> = {
  article: 'article',
  banner: 'body > header',
  button: 'button, input[type="button"], input[type="submit"], input[type="reset"]',
  cell: 'td',
  checkbox: 'input[type="checkbox"]',
  columnheader: 'th[scope="col"]',
  combobox: 'select:not([multiple]):not([size])',
  contentinfo: 'body > footer',
  dialog: 'dialog',
  form: 'form',
  group: 'fieldset, details',
  heading: 'h1, h2, h3, h4, h5, h6',
  img: 'img[alt]:not([alt=""]), svg[aria-label]',
  link: 'a[href], area[href]',
  list: 'ul, ol',
  listitem: 'ul > li, ol > li',
  main: 'main',
  navigation: 'nav',
  radio: 'input[type="radio"]',
  region: 'section[aria-label], section[aria-labelledby]',
  row: 'tr',
  rowheader: 'th[scope="row"]',
  table: 'table',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"], textarea',
};

/** An element's accessible name, by the steps pages here use: aria-labelledby, aria-label, a label, alt, the text, title. */
export function accessibleName(element: Element): string {
  const document = element.ownerDocument;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => text(document.getElementById(id)))
      .filter(Boolean)
      .join(' ');
  }
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const id = element.getAttribute('id');
  if (id && /^(input|select|textarea)$/i.test(element.tagName)) {
    const forLabel = [...document.querySelectorAll('label')].find((item) => item.getAttribute('for') === id);
    if (forLabel) return text(forLabel);
  }
  const wrapping = element.closest('label');
  if (wrapping && wrapping !== element) return text(wrapping);
  if (/^img$/i.test(element.tagName)) return (element.getAttribute('alt') ?? '').trim();
  if (/^input$/i.test(element.tagName) && /^(submit|button|reset)$/i.test(element.getAttribute('type') ?? '')) return (element.getAttribute('value') ?? '').trim();
  return text(element) || (element.getAttribute('title') ?? '').trim();
}

export interface RoleQuery {
  /** The accessible name, exactly (a string) or matching (a RegExp). */
  name?: string | RegExp;
  /** For headings: 1 to 6. */
  level?: number;
}

const nameMatches = (name: string, wanted: string | RegExp | undefined) => wanted === undefined || (typeof wanted === 'string' ? name === wanted : wanted.test(name));

/** Every element with a role (explicit, or implicit from its tag), optionally by name and heading level, in document order. */
export function getAllByRole(root: Root, role: string, query: RoleQuery = {}): Element[] {
  const implicit = IMPLICIT_ROLES[role];
  const selector = [`[role="${role}"]`, ...(implicit ? [implicit] : [])].join(', ');
  return $$(root, selector).filter((element) => {
    const explicit = element.getAttribute('role');
    if (explicit && explicit !== role) return false;
    if (query.level !== undefined && role === 'heading') {
      const level = Number(element.getAttribute('aria-level') ?? /^h([1-6])$/i.exec(element.tagName)?.[1]);
      if (level !== query.level) return false;
    }
    return nameMatches(accessibleName(element), query.name);
  });
}

/** The one element with a role (and name): throws, listing what there is, when there is none or more than one. */
export function getByRole(root: Root, role: string, query: RoleQuery = {}): Element {
  const found = getAllByRole(root, role, query);
  if (found.length === 1) return found[0]!;
  const names = getAllByRole(root, role).map(accessibleName);
  throw new Error(`${found.length} elements with role ${role}${query.name === undefined ? '' : ` named ${String(query.name)}`}; the ${role}s are: ${JSON.stringify(names)}`);
}

/** Every link as a visitor meets it: its accessible name and its href, in document order. */
export function links(root: Root): { name: string; href: string }[] {
  return getAllByRole(root, 'link').map((element) => ({ name: accessibleName(element), href: element.getAttribute('href') ?? '' }));
}
