/**
 * Loads the authored pages (content/{en,es,zh}/**.md, docs/content.md) once, at start-up: front matter checked, Markdown
 * parsed, embeds read. A malformed file stops start-up with its name and line. The result also merges the pages into
 * the site map: a file at a site-map page's path gives that page its text; a file at any other path is a new page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { atLine, ContentError } from '#domain/content/content-error.ts';
import { splitDirectives } from '#domain/content/directives.ts';
import { parseFrontMatter, type FrontValue } from '#domain/content/front-matter.ts';
import { Slugger, inlineText, type MdBlock } from '#domain/content/markdown-ast.ts';
import { LANGUAGES, type Language } from '#domain/i18n/languages.ts';
import { brandSlug, type SectionKey, type SitePage } from '#domain/platform/site-map.ts';
import { EMBEDS, type EmbedParseContext } from './embeds.tsx';
import { markdownToBlocks } from './markdown.ts';
import { LAYOUT_FLAGS, type LayoutFlag } from '#domain/platform/page-flags.ts';

export interface ContentHero {
  eyebrow?: string;
  /** A site path (`/images/…`); drawn beside the title, and the page's og:image. */
  image?: string;
  /** The image's alternative text; without it the image is decorative. */
  alt?: string;
}

export type ContentNode = { t: 'md'; blocks: MdBlock[] } | { t: 'embed'; name: string; data: unknown };

export interface ContentPage {
  key: string;
  path: string;
  lang: Language;
  file: string;
  title: string;
  description: string;
  hero: ContentHero;
  nodes: ContentNode[];
  /** The page's second-level headings, when its front matter asks for a table of contents (`toc: true`). */
  toc: { id: string; title: string }[];
  /** An embed reads the request (a form, the retailer finder): the page is rendered per request, never cached. */
  perRequest: boolean;
  /** Parts of the shell the page leaves out (front matter `flags:`, e.g. `hideNavigation: true`). */
  flags: Partial<Record<LayoutFlag, boolean>>;
}

export interface ContentStore {
  dir: string;
  /** The site map with the authored pages merged in: what navigation, the site maps, the geogate and the routes use. */
  pages: readonly SitePage[];
  page(key: string, lang: Language): ContentPage | undefined;
  readsRequest(key: string): boolean;
  all(): readonly ContentPage[];
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentStore;
  }
}

const SECTIONS: readonly SectionKey[] = ['vehicles', 'shopping', 'owners', 'retailers', 'support', 'utility'];
/** The sections the header's menu lists (src/ui/layout/header.tsx); `nav: true` needs one of them. */
const MENU_SECTIONS: readonly SectionKey[] = ['vehicles', 'shopping', 'owners'];
const SEGMENT = /^[a-z0-9][a-z0-9-]*$/;
/** Ids the page's shell already uses; headings never take them. */
const RESERVED_IDS = ['main', 'site-search-input', 'content-toc', 'content-form-received'];
const TITLE_MAX = 90;
const DESCRIPTION_MAX = 300;

interface Meta {
  file: string;
  lang: Language;
  path: string;
  title: string;
  description: string;
  hero: ContentHero;
  flags: Partial<Record<LayoutFlag, boolean>>;
  section?: SectionKey;
  nav?: boolean;
  hidden?: boolean;
  geogate?: boolean;
  toc: boolean;
  lines: Record<string, number>;
  body: string;
  bodyLine: number;
}

function markdownFiles(root: string): string[] {
  return readdirSync(root)
    .sort()
    .flatMap((name) => {
      const path = join(root, name);
      if (statSync(path).isDirectory()) return markdownFiles(path);
      return name.endsWith('.md') ? [path] : [];
    });
}

/** `support/terms-and-conditions/ugc.md` → `/support/terms-and-conditions/ugc.html`. */
function sitePathOf(relativeFile: string, file: string): string {
  const segments = relativeFile.replace(/\.md$/, '').split(sep);
  const bad = segments.find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) throw new ContentError(file, 1, `the file name segment "${bad}" must be lower-case letters, digits and dashes (it becomes the address)`);
  return `/${segments.join('/')}.html`;
}

function readMeta(file: string, lang: Language, path: string, source: string): Meta {
  const front = parseFrontMatter(source, file);
  const { data, lines } = front;
  const lineOf = (key: string) => lines[key] ?? 1;
  const known = new Set(['title', 'description', 'geogate', 'hero', 'flags', 'section', 'nav', 'hidden', 'toc']);
  for (const key of Object.keys(data)) {
    if (!known.has(key)) throw new ContentError(file, lineOf(key), `unknown front matter "${key}": use ${[...known].join(', ')}`);
  }
  const string = (key: string, value: FrontValue | undefined, max: number, required: boolean): string | undefined => {
    if (value === undefined) {
      if (required) throw new ContentError(file, 1, `the front matter needs "${key}"`);
      return undefined;
    }
    if (typeof value !== 'string' || value.trim() === '') throw new ContentError(file, lineOf(key), `"${key}" must be text`);
    if ([...value].length > max) throw new ContentError(file, lineOf(key), `"${key}" is longer than ${max} characters`);
    return value.trim();
  };
  const flag = (key: string): boolean | undefined => {
    const value = data[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') throw new ContentError(file, lineOf(key), `"${key}" must be true or false`);
    return value;
  };
  const hero: ContentHero = {};
  const heroData = data.hero;
  if (heroData !== undefined) {
    if (typeof heroData !== 'object') throw new ContentError(file, lineOf('hero'), '"hero" holds eyebrow, image and alt on the lines below it');
    for (const [key, value] of Object.entries(heroData)) {
      const at = lineOf(`hero.${key}`);
      if (!['eyebrow', 'image', 'alt'].includes(key)) throw new ContentError(file, at, `unknown "hero.${key}": use eyebrow, image, alt`);
      if (typeof value !== 'string' || value.trim() === '') throw new ContentError(file, at, `"hero.${key}" must be text`);
      if (key === 'image' && (!value.startsWith('/') || value.startsWith('//') || /[\s"<>\\]|\.\./.test(value))) throw new ContentError(file, at, '"hero.image" must be a site path such as /images/…');
      hero[key as keyof ContentHero] = value.trim();
    }
  }
  const flags: Partial<Record<LayoutFlag, boolean>> = {};
  const flagData = data.flags;
  if (flagData !== undefined) {
    if (typeof flagData !== 'object') throw new ContentError(file, lineOf('flags'), `"flags" holds ${LAYOUT_FLAGS.join(', ')} on the lines below it`);
    for (const [key, value] of Object.entries(flagData)) {
      const at = lineOf(`flags.${key}`);
      if (!(LAYOUT_FLAGS as readonly string[]).includes(key)) throw new ContentError(file, at, `unknown "flags.${key}": use ${LAYOUT_FLAGS.join(', ')}`);
      if (typeof value !== 'boolean') throw new ContentError(file, at, `"flags.${key}" must be true or false`);
      flags[key as LayoutFlag] = value;
    }
  }
  const section = data.section;
  if (section !== undefined && (typeof section !== 'string' || !(SECTIONS as readonly string[]).includes(section))) {
    throw new ContentError(file, lineOf('section'), `"section" is one of ${SECTIONS.join(', ')}`);
  }
  const meta: Meta = {
    file,
    lang,
    path,
    title: string('title', data.title, TITLE_MAX, true) ?? '',
    description: string('description', data.description, DESCRIPTION_MAX, true) ?? '',
    hero,
    flags,
    toc: flag('toc') ?? false,
    lines,
    body: front.body,
    bodyLine: front.bodyLine,
  };
  if (section !== undefined) meta.section = section as SectionKey;
  for (const key of ['nav', 'hidden', 'geogate'] as const) {
    const value = flag(key);
    if (value !== undefined) meta[key] = value;
  }
  return meta;
}

/** Site-map page + front matter: the authored text, and the flags the front matter sets. */
function mergedPage(existing: SitePage | undefined, metas: Record<Language, Meta>): SitePage {
  const en = metas.en;
  const text = Object.fromEntries(LANGUAGES.map((lang) => [lang, { title: metas[lang].title, description: metas[lang].description }])) as Record<Language, { title: string; description: string }>;
  const page: SitePage = existing ? { ...existing, text } : { key: `content:${en.path}`, path: en.path, section: en.section ?? 'utility', text };
  if (en.section !== undefined) page.section = en.section;
  if (en.nav !== undefined) page.nav = en.nav;
  if (en.hidden !== undefined) page.hidden = en.hidden;
  if (en.geogate !== undefined) page.geogate = en.geogate;
  if (page.nav && !MENU_SECTIONS.includes(page.section)) {
    throw new ContentError(en.file, en.lines.nav ?? 1, `"nav: true" needs a section the menu lists (${MENU_SECTIONS.join(', ')}), not "${page.section}"`);
  }
  return page;
}

function parseBody(meta: Meta, key: string, brand: string, pages: readonly SitePage[]): ContentPage {
  const slugger = new Slugger();
  for (const id of RESERVED_IDS) slugger.slug(id, true);
  const context: EmbedParseContext = {
    file: meta.file,
    line: meta.bodyLine,
    lang: meta.lang,
    brand,
    pages,
    slugger,
    markdown: (text, line) => markdownToBlocks(text, line, { file: meta.file, slugger }),
  };
  const nodes: ContentNode[] = [];
  let perRequest = false;
  for (const segment of splitDirectives(meta.body, meta.file, meta.bodyLine)) {
    if (segment.kind === 'markdown') {
      nodes.push({ t: 'md', blocks: context.markdown(segment.text, segment.line) });
      continue;
    }
    const { name, attrs, body, line } = segment;
    const embed = EMBEDS[name];
    if (!embed) throw new ContentError(meta.file, line, `unknown embed "${name}": the embeds are ${Object.keys(EMBEDS).join(', ')}`);
    if (embed.kind === 'leaf' && body) throw new ContentError(meta.file, line, `"${name}" is written on one line as ::${name}{…}, without a body`);
    if (embed.kind === 'container' && !body) throw new ContentError(meta.file, line, `"${name}" has a body: write :::${name}{…}, its content, then a line ":::"`);
    const unknown = Object.keys(attrs).filter((attr) => !embed.attributes.includes(attr));
    if (unknown.length > 0) throw new ContentError(meta.file, line, `"${name}" does not take ${unknown.join(', ')}${embed.attributes.length ? ` (it takes ${embed.attributes.join(', ')})` : ''}`);
    const data = atLine(meta.file, line, () => embed.parse(attrs, body, { ...context, line }));
    perRequest ||= embed.perRequest === true;
    nodes.push({ t: 'embed', name, data });
  }
  const toc = meta.toc
    ? nodes.flatMap((node) => (node.t === 'md' ? node.blocks.flatMap((block) => (block.t === 'h' && block.level === 2 ? [{ id: block.id, title: inlineText(block.c) }] : [])) : []))
    : [];
  return { key, path: meta.path, lang: meta.lang, file: meta.file, title: meta.title, description: meta.description, hero: meta.hero, nodes, toc, perRequest, flags: meta.flags };
}

export interface LoadContentOptions {
  /** The content directory (CONTENT_DIR), holding one folder per language. */
  dir: string;
  brand: string;
  /** The site map the authored pages are merged into. */
  sitePages: readonly SitePage[];
}

export function loadContent({ dir, brand, sitePages }: LoadContentOptions): ContentStore {
  let stat;
  try {
    stat = statSync(dir);
  } catch {
    throw new Error(`The content directory "${dir}" does not exist (CONTENT_DIR)`);
  }
  if (!stat.isDirectory()) throw new Error(`The content directory "${dir}" is not a directory (CONTENT_DIR)`);
  const fill = (text: string) => text.replaceAll('{brandSlug}', brandSlug(brand)).replaceAll('{brand}', brand);

  // 1. Every file's front matter, by site path and language.
  const byPath = new Map<string, Partial<Record<Language, Meta>>>();
  for (const lang of LANGUAGES) {
    const root = join(dir, lang);
    // A language without a folder has no pages; the check below names each page it lacks.
    const files = existsSync(root) ? markdownFiles(root) : [];
    for (const absolute of files) {
      const rel = relative(root, absolute);
      const file = relative(process.cwd(), absolute) || absolute;
      const path = sitePathOf(rel, file);
      const meta = readMeta(file, lang, path, fill(readFileSync(absolute, 'utf8')));
      byPath.set(path, { ...byPath.get(path), [lang]: meta });
    }
  }

  // 2. Each page in every language, with the same flags everywhere; merged into the site map.
  const complete = new Map<string, Record<Language, Meta>>();
  for (const [path, metas] of byPath) {
    const present = LANGUAGES.filter((lang) => metas[lang]);
    const first = metas[present[0] ?? 'en'];
    for (const lang of LANGUAGES) {
      if (!metas[lang] && first) throw new ContentError(first.file, 1, `${path} has no ${lang} version: add ${join(dir, lang, first.path.replace(/^\//, '').replace(/\.html$/, '.md'))}`);
    }
    const all = metas as Record<Language, Meta>;
    for (const key of ['section', 'nav', 'hidden', 'geogate'] as const) {
      for (const lang of LANGUAGES) {
        if (all[lang][key] !== all.en[key]) throw new ContentError(all[lang].file, all[lang].lines[key] ?? 1, `"${key}" must be the same in every language (${all.en.file} says ${String(all.en[key] ?? 'nothing')})`);
      }
    }
    complete.set(path, all);
  }
  const byExistingPath = new Map(sitePages.map((page) => [page.path, page]));
  const merged = new Map<string, SitePage>();
  for (const [path, metas] of complete) merged.set(path, mergedPage(byExistingPath.get(path), metas));
  const pages: SitePage[] = [...sitePages.map((page) => merged.get(page.path) ?? page), ...[...merged.values()].filter((page) => !byExistingPath.has(page.path))];

  // 3. The bodies, now that every page (for link lists) is known.
  const content = new Map<string, ContentPage>();
  for (const [path, metas] of complete) {
    const key = merged.get(path)?.key ?? path;
    for (const lang of LANGUAGES) content.set(`${key}|${lang}`, parseBody(metas[lang], key, brand, pages));
  }
  const perRequest = new Set([...content.values()].filter((page) => page.perRequest).map((page) => page.key));

  return {
    dir,
    pages,
    page: (key, lang) => content.get(`${key}|${lang}`),
    readsRequest: (key) => perRequest.has(key),
    all: () => [...content.values()],
  };
}
