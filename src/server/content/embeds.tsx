/**
 * The embeds a content page may use (docs/content.md), by name: how each reads its directive when the content loads
 * (attributes checked, Markdown body parsed — a mistake stops start-up with the file and line), what it fetches per
 * render, and what it renders. Adding an embed is adding one entry to EMBEDS.
 */
import { isValidElement, type ReactElement } from 'react';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ContentError } from '#domain/content/content-error.ts';
import type { Attributes } from '#domain/content/directives.ts';
import { inlineText, type MdBlock, type Slugger } from '#domain/content/markdown-ast.ts';
import { FORMS } from '#domain/forms/definitions.ts';
import { FORM_PAGES, pageOfForm } from '#domain/forms/pages.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { SitePage } from '#domain/platform/site-map.ts';
import { accordionTitle } from '#ui/components/accordion.tsx';
import { Island } from '#ui/components/island.tsx';
import { CharitiesView, type CharitiesViewProps } from '#ui/content/charities.tsx';
import { DisclaimerNote } from '#ui/content/disclaimer-note.tsx';
import { LeadFormEmbed } from '#ui/content/lead-form-embed.tsx';
import { PageLinks } from '#ui/content/page-links.tsx';
import { VideoEmbed } from '#ui/content/video-embed.tsx';
import { RecallLookup } from '#ui/owners/recall-lookup.tsx';
import { island as accordionIsland, type ContentAccordionProps } from '#ui/islands/accordion.tsx';
import { FAQ_QUERY_MAX, FAQ_SEARCH_LIMIT, island as faqSearchIsland, type FaqSearchProps } from '#ui/islands/faq-search.tsx';
import type { LeadFormProps } from '#ui/islands/lead-form.tsx';
import { island as finderIsland, type RetailerFinderProps } from '#ui/islands/retailer-finder.tsx';
import { island as tabsIsland, type ContentTabsProps } from '#ui/islands/tabs.tsx';
import { formPage, type FormReplay } from '#server/pages/form-pages.tsx';
import { hometownCharitiesNear } from '#server/services/charities.ts';
import { nationalCharities } from '#domain/charities/charities.ts';
import { withZip } from '#domain/geo/geo-data.ts';
import { contextZip } from '#domain/geo/visitor-context.ts';
import { zipIndex } from '#server/geo/zip-index.ts';
import { finderPage } from '#server/pages/retailer-pages.tsx';

/** What an embed's `parse` knows: where it is, the page's language, the site's pages, and a Markdown parser. */
export interface EmbedParseContext {
  file: string;
  line: number;
  lang: Language;
  brand: string;
  /** Every page of the site (the site map with the authored pages merged in). */
  pages: readonly SitePage[];
  slugger: Slugger;
  /** Parses Markdown that starts on `line` of the file (its headings get ids from the page's slugger). */
  markdown(text: string, line: number): MdBlock[];
}

/** What an embed's `load` gets per render. */
export interface EmbedLoadContext {
  app: FastifyInstance;
  request: FastifyRequest;
  pages: readonly SitePage[];
  /** A submission made without script that failed, being shown again on this page (the `form` embed takes it). */
  replay?: (Omit<FormReplay, 'kind'> & { form: string }) | undefined;
}

export interface EmbedDefinition<Data, Loaded = undefined> {
  /** `leaf`: `::name{…}` on one line; `container`: `:::name{…}`, a Markdown body, then `:::`; `either`: both. */
  kind: 'leaf' | 'container' | 'either';
  /** The attributes it understands; any other is an error. */
  attributes: readonly string[];
  /** Reading the page's render depends on the request (cookies, query): a page using it is rendered per request. */
  perRequest?: boolean;
  /** Checks the directive and turns it into data (serialisable), once, at start-up. Throw to refuse it. */
  parse(attrs: Attributes, body: { text: string; line: number } | null, context: EmbedParseContext): Data;
  /** Fetches what a render needs. */
  load?(data: Data, context: EmbedLoadContext): Promise<Loaded>;
  render(data: Data, loaded: Loaded): ReactElement | null;
}

/** Erases an embed's own types so it can sit in the registry (parse, load and render stay consistent by construction). */
export function defineEmbed<Data, Loaded = undefined>(definition: EmbedDefinition<Data, Loaded>): EmbedDefinition<unknown, unknown> {
  return definition;
}

function text(attrs: Attributes, name: string, required: true): string;
function text(attrs: Attributes, name: string, required?: false): string | undefined;
function text(attrs: Attributes, name: string, required = false): string | undefined {
  const value = attrs[name];
  if (value === undefined || value === true || value.trim() === '') {
    if (required) throw new Error(`needs ${name}="…"`);
    return undefined;
  }
  return value.trim();
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Splits a container's Markdown into sections at its headings of the first heading's level (`### Question`): each
 * gives a title (with its id from the page's slugger) and the Markdown below it.
 */
function sections(body: { text: string; line: number } | null, context: EmbedParseContext): { id: string; title: string; line: number; level: number; blocks: MdBlock[] }[] {
  if (!body) throw new Error('needs a body: write its sections under headings, then close it with ":::"');
  const lines = body.text.split('\n');
  const starts: { index: number; level: number }[] = [];
  let fence = false;
  let level = 0;
  lines.forEach((line, index) => {
    if (FENCE.test(line)) fence = !fence;
    const match = fence ? null : HEADING.exec(line);
    if (!match) return;
    const depth = match[1]?.length ?? 0;
    if (level === 0) level = depth;
    if (depth === level) starts.push({ index, level: depth });
  });
  const first = lines.findIndex((line) => line.trim() !== '');
  if (starts.length === 0 || (first >= 0 && starts[0]?.index !== first)) {
    throw new ContentError(context.file, body.line + Math.max(first, 0), 'must start with a heading (## Title) for its first section');
  }
  return starts.map((start, position) => {
    const line = body.line + start.index;
    const end = starts[position + 1]?.index ?? lines.length;
    const [heading] = context.markdown(lines[start.index] ?? '', line);
    if (heading?.t !== 'h') throw new ContentError(context.file, line, 'expected a heading');
    const title = inlineText(heading.c).trim();
    const blocks = context.markdown(lines.slice(start.index + 1, end).join('\n'), line + 1);
    return { id: heading.id, title, line, level: start.level, blocks };
  });
}

const headingLevel = (level: number) => Math.min(Math.max(level, 2), 6) as 2 | 3 | 4 | 5 | 6;

const accordion = defineEmbed<ContentAccordionProps>({
  kind: 'container',
  attributes: [],
  parse(_attrs, body, context) {
    const items = sections(body, context);
    for (const item of items) {
      try {
        accordionTitle(item.title);
      } catch (error) {
        throw new ContentError(context.file, item.line, `${error instanceof Error ? error.message : String(error)}: an accordion title needs 1 to 74 characters ("${item.title}" has ${[...item.title].length})`);
      }
    }
    return { level: headingLevel(items[0]?.level ?? 3), items: items.map(({ id, title, blocks }) => ({ id, title, blocks })) };
  },
  render: (data) => <Island island={accordionIsland} props={data} />,
});

const tabs = defineEmbed<ContentTabsProps>({
  kind: 'container',
  attributes: ['label'],
  parse(attrs, body, context) {
    const label = text(attrs, 'label', true);
    const items = sections(body, context);
    if (items.length < 2) throw new Error('needs at least two sections (headings)');
    return { label, level: headingLevel(items[0]?.level ?? 2), items: items.map(({ id, title, blocks }) => ({ id, title, blocks })) };
  },
  render: (data) => <Island island={tabsIsland} props={data} />,
});

const video = defineEmbed<{ id: string }>({
  kind: 'leaf',
  attributes: ['id'],
  parse(attrs) {
    const id = text(attrs, 'id', true);
    if (!/^[a-z0-9][a-z0-9-]{0,60}$/.test(id)) throw new Error(`the video id "${id}" must be lower-case letters, digits and dashes`);
    return { id };
  },
  render: (data) => <VideoEmbed id={data.id} />,
});

interface LoadedForm {
  form: LeadFormProps;
  confirmation?: string | undefined;
}

const form = defineEmbed<{ form: string }, LoadedForm | null>({
  kind: 'leaf',
  attributes: ['id'],
  perRequest: true,
  parse(attrs) {
    const name = text(attrs, 'id', true);
    if (!FORMS.some((item) => item.name === name)) throw new Error(`no form "${name}": the forms are ${FORMS.map((item) => item.name).join(', ')}`);
    if (!pageOfForm(name)) throw new Error(`the form "${name}" has no page to answer from (FORM_PAGES)`);
    return { form: name };
  },
  // The form page's own loader builds the island's props (prefilled values, vehicles, links, a no-script replay).
  async load(data, { app, request, pages, replay }) {
    const found = pageOfForm(data.form);
    if (!found) return null;
    const kinds = Object.keys(FORM_PAGES[found.key] ?? {});
    const query = (request.query ?? {}) as Record<string, unknown>;
    const own = replay?.form === data.form ? { ...replay, kind: found.kind } : undefined;
    // A page offering several forms picks one by ?kind=; an embed names its form, so it asks for that kind.
    const asked = own ?? (kinds[0] !== found.kind && query.kind !== found.kind ? { kind: found.kind, values: {}, errors: {} } : undefined);
    const result = await formPage(app, found.key, request, { title: '', description: '' }, '', pages, asked);
    const body = result?.body;
    if (!isValidElement<{ form?: LeadFormProps; confirmation?: string }>(body) || !body.props.form) return null;
    return { form: body.props.form, confirmation: body.props.confirmation };
  },
  render: (_data, loaded) => (loaded ? <LeadFormEmbed form={loaded.form} confirmation={loaded.confirmation} /> : null),
});

const retailerFinder = defineEmbed<{ key: 'findRetailer' | 'collisionCenter' }, RetailerFinderProps | null>({
  kind: 'leaf',
  attributes: ['mode'],
  perRequest: true,
  parse(attrs) {
    const mode = text(attrs, 'mode') ?? 'all';
    if (mode !== 'all' && mode !== 'collision') throw new Error(`mode is "all" or "collision", not "${mode}"`);
    return { key: mode === 'collision' ? 'collisionCenter' : 'findRetailer' };
  },
  // The finder page's own loader asks the dealer services the island would ask (the ?q= search, the saved ZIP).
  async load(data, { app, request }) {
    const result = await finderPage(app, data.key, request, { title: '', description: '' });
    const body = result?.body;
    return isValidElement<{ finder?: RetailerFinderProps }>(body) && body.props.finder ? body.props.finder : null;
  },
  render: (_data, finder) =>
    finder ? (
      <div className="content-finder">
        <Island island={finderIsland} props={finder} load="eager" />
      </div>
    ) : null,
});

const disclaimer = defineEmbed<{ id?: number; blocks?: MdBlock[] }>({
  kind: 'either',
  attributes: ['id'],
  parse(attrs, body, context) {
    if (body) return { blocks: context.markdown(body.text, body.line) };
    const id = text(attrs, 'id', true);
    if (!/^\d{1,6}$/.test(id)) throw new Error(`a disclaimer id is digits only, not "${id}"`);
    return { id: Number(id) };
  },
  render: (data) => <DisclaimerNote {...data} />,
});

function linkList(variant: 'list' | 'cards') {
  return defineEmbed<{ keys: string[] }, SitePage[]>({
    kind: 'leaf',
    attributes: ['pages'],
    parse(attrs, _body, context) {
      const keys = text(attrs, 'pages', true).split(/[\s,]+/).filter(Boolean);
      const unknown = keys.filter((key) => !context.pages.some((page) => page.key === key || page.path === key));
      if (unknown.length > 0) throw new Error(`no page ${unknown.map((key) => `"${key}"`).join(', ')}: name pages by site-map key (privacy) or path (/support/privacy-policies.html)`);
      return { keys: keys.map((key) => context.pages.find((page) => page.key === key || page.path === key)?.key ?? key) };
    },
    load: async (data, { pages }) => data.keys.map((key) => pages.find((page) => page.key === key)).filter((page): page is SitePage => page !== undefined),
    render: (_data, pages) => <PageLinks pages={pages} variant={variant} />,
  });
}

/** Every embed by its directive name. */
/** The FAQ search box: `?faq=` answered on the server (the questions service's matching), live once hydrated. */
const faqSearch = defineEmbed<Record<string, never>, FaqSearchProps>({
  kind: 'leaf',
  attributes: [],
  perRequest: true,
  parse: () => ({}),
  load(_data, { app, request }) {
    const given = (request.query as Record<string, unknown> | undefined)?.faq;
    const query = (typeof given === 'string' ? given : '').replace(/\s+/g, ' ').trim().slice(0, FAQ_QUERY_MAX);
    const action = new URL(request.url, 'http://page').pathname;
    return Promise.resolve({ action, query, answer: query ? app.siteQuestions.match(request.lang, { q: query, limit: FAQ_SEARCH_LIMIT }) : null });
  },
  render: (_data, props) => <Island island={faqSearchIsland} props={props} />,
});

/** Share the Love's charities: the national ones, and the hometown ones near `?zip=` (answered on the server). */
const charities = defineEmbed<Record<string, never>, CharitiesViewProps>({
  kind: 'leaf',
  attributes: [],
  perRequest: true,
  parse: () => ({}),
  async load(_data, { app, request, pages }) {
    const given = (request.query as Record<string, unknown> | undefined)?.zip;
    const typed = typeof given === 'string' ? given.trim().slice(0, 10) : undefined;
    // Without a ZIP in the address, the visitor's own (or their retailer's): the charities near them, already listed.
    const zip = typed ?? contextZip(request.visitor) ?? '';
    const action = new URL(request.url, 'http://page').pathname;
    const national = nationalCharities(app.charities, request.lang);
    const nominate = pages.find((page) => page.key === 'shareTheLoveForm')?.path;
    if (!zip) return { action, national, zip, hometown: null, nominate };
    const found = await hometownCharitiesNear(app, zip, 3, request.lang);
    // A ZIP typed here becomes the visitor's, for every other page too (header, offers, inventory, forms).
    const place = typed && typeof found !== 'string' ? zipIndex().geographicData(typed) : null;
    const next = place ? withZip(request.geoData, place) : null;
    if (next) request.saveVisitor(next);
    return { action, national, zip, hometown: typeof found === 'string' ? { error: found === 'no-match' ? 'unknown' : 'invalid' } : found, nominate };
  },
  render: (_data, props) => <CharitiesView {...props} />,
});

export const EMBEDS: Readonly<Record<string, EmbedDefinition<unknown, unknown>>> = {
  accordion,
  tabs,
  video,
  form,
  'retailer-finder': retailerFinder,
  disclaimer,
  'link-list': linkList('list'),
  cards: linkList('cards'),
  // The VIN recall lookup (owners): its no-script form answers on the recalls page; hydrated, it answers in place.
  'recall-lookup': defineEmbed<Record<string, never>>({ kind: 'leaf', attributes: [], parse: () => ({}), render: () => <RecallLookup /> }),
  'faq-search': faqSearch,
  charities,
};

