/**
 * Every page type of test/quality/page-types.ts in every language says what it is, in that language, and shows no
 * interface words of another: the `<title>` and meta description name the page (not only the brand), and the
 * visible text of the Spanish and Chinese pages carries no untranslated English interface text — brand, model,
 * trim, retailer and place names aside, and what visitors wrote themselves (stories), which is marked with its
 * own `lang`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.ts';
import { decodeEntities, parse } from '../../support/html.ts';
import { BRAND, pageTypes, prefixesOf, resolvePath, retailerCookie, type PageType } from '../../quality/page-types.ts';
import en from '../../../locales/en.json' with { type: 'json' };
import es from '../../../locales/es.json' with { type: 'json' };
import zh from '../../../locales/zh.json' with { type: 'json' };

interface Rendered {
  type: PageType;
  prefix: string;
  url: string;
  status: number;
  title: string;
  description: string;
  /** What a visitor reads or hears: text nodes, alt texts, labels and placeholders. */
  visible: string;
}

const LANG_OF: Record<string, 'en' | 'es' | 'zh'> = { '': 'en', '/es': 'es', '/zh': 'zh' };
const TAG_OF = { en: 'en', es: 'es', zh: 'zh' } as const;

/** The page's text as a visitor meets it, leaving out scripts, styles and anything marked as written in another language. */
function visibleText(html: string, lang: 'en' | 'es' | 'zh'): string {
  const document = parse(html);
  for (const element of document.querySelectorAll('script, style, template, head')) element.remove();
  for (const element of document.querySelectorAll('[lang], [translate="no"]')) {
    const own = element.getAttribute('lang');
    if (element.getAttribute('translate') === 'no' || (own && !own.toLowerCase().startsWith(TAG_OF[lang]))) element.remove();
  }
  // The bot trap is never seen nor reached.
  for (const element of document.querySelectorAll('.lead-form__trap')) element.remove();
  const attributes = [...document.querySelectorAll('[alt], [aria-label], [placeholder], [title]')].flatMap((element) =>
    ['alt', 'aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return decodeEntities([document.body?.textContent ?? '', ...attributes].join(' ')).replace(/\s+/g, ' ');
}

let t: TestApp;
const pages: Rendered[] = [];
/**
 * Names of programmes and publications, written alike in every language (the Share the Love event, the Love Promise,
 * an accolade's magazine).
 */
const PROGRAMME_NAMES = ['Share the Love', 'Love Promise', 'Open Road Journal'];
/** Names written alike in every language: the brand, models, trims, retailers, cities, states. */
const properNames = new Set<string>([BRAND]);

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await t.app.repositories.catalog.get();
  for (const model of catalog.models) {
    for (const word of model.name.split(/\s+/)) properNames.add(word);
    for (const year of model.years) for (const trim of year.trims) for (const word of trim.name.split(/[\s/-]+/)) properNames.add(word);
  }
  for (const retailer of await t.app.repositories.retailers.all()) {
    for (const word of `${retailer.name} ${retailer.address.city}`.split(/[\s,.&'-]+/)) properNames.add(word);
  }
  const cookie = `geo-data=${retailerCookie()}`;
  for (const type of pageTypes()) {
    const path = await resolvePath(type, async (url) => (await t.app.inject({ url })).json());
    for (const prefix of prefixesOf(type)) {
      const lang = LANG_OF[prefix] ?? 'en';
      const url = `${prefix}${path}`;
      const response = await t.app.inject({ url, headers: { cookie } });
      const html = response.body;
      pages.push({
        type,
        prefix,
        url,
        status: response.statusCode,
        title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
        description: decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
        visible: visibleText(html, lang),
      });
    }
  }
}, 600_000);
afterAll(async () => t?.close());

describe('titles and descriptions', () => {
  it('rendered every page type in every language it exists in', () => {
    expect(pages.length).toBe(pageTypes().reduce((sum, type) => sum + prefixesOf(type).length, 0));
  });

  it('every page title names the page, then the brand — the home page too', () => {
    for (const page of pages) {
      expect(page.title, page.url).toMatch(new RegExp(`^.+ \\| ${BRAND}$`));
      const own = page.title.replace(` | ${BRAND}`, '');
      expect(own.trim(), page.url).not.toBe(BRAND);
      // Chinese says in two characters what English says in ten (全部车型, "All vehicles").
      expect(own.length, page.url).toBeGreaterThan(page.prefix === '/zh' ? 1 : 4);
    }
  });

  it('every page has a description of its own, longer than its title', () => {
    for (const page of pages) {
      expect(page.description.length, page.url).toBeGreaterThan(page.prefix === '/zh' ? 8 : 20);
      expect(page.description, page.url).not.toBe(page.title);
    }
  });

  it('no two page types share a title in the same language', () => {
    for (const prefix of ['', '/es', '/zh']) {
      const byTitle = new Map<string, string>();
      for (const page of pages.filter((one) => one.prefix === prefix)) {
        expect(byTitle.get(page.title), `${page.url} has the title of ${byTitle.get(page.title)}`).toBeUndefined();
        byTitle.set(page.title, page.url);
      }
    }
  });

  it('the Spanish and Chinese titles and descriptions are their own, not the English ones', () => {
    for (const page of pages.filter((one) => one.prefix !== '')) {
      const english = pages.find((one) => one.prefix === '' && one.type === page.type);
      expect(page.title, page.url).not.toBe(english?.title);
      expect(page.description, page.url).not.toBe(english?.description);
      if (page.prefix === '/zh') expect(`${page.title} ${page.description}`, page.url).toMatch(/\p{Script=Han}/u);
    }
  });

  it.each([
    ['', 'New cars, SUVs and EVs built for the long road | Halden'],
    ['/es', 'Autos, SUV y vehículos eléctricos nuevos hechos para el largo camino | Halden'],
    ['/zh', '为长途而生的新款轿车、SUV 和电动车 | Halden'],
  ])('the %s home page says what the site is', (prefix, title) => {
    expect(pages.find((page) => page.prefix === prefix && page.type.name === 'home')?.title).toBe(title);
  });
});

describe('translation completeness', () => {
  /** English dictionary texts of several words that the other language writes differently. */
  const englishPhrases = (other: Record<string, string>) =>
    Object.entries(en as Record<string, string>)
      .filter(([key, text]) => !key.startsWith('state.') && other[key] !== text && !/[{}]/.test(text) && /^[A-Za-z][A-Za-z' ,.&-]+$/.test(text) && text.trim().split(/\s+/).length >= 2)
      .map(([, text]) => text.replace(/[.]$/, ''));

  /** Interface words of English that neither Spanish nor Chinese pages should show on their own. */
  const INTERFACE_WORDS = [
    'Submit', 'Apply', 'Filters', 'Search', 'Close', 'Menu', 'Reset', 'Next', 'Back', 'Loading', 'Required', 'Compare', 'Show', 'Hide',
    'Learn', 'More', 'Remove', 'Choose', 'Select', 'Your', 'your', 'the', 'and', 'with', 'from', 'vehicles', 'vehicle', 'retailers', 'retailer', 'miles',
    'Price', 'Step', 'Results', 'Sorry', 'Please', 'View', 'Home', 'Save', 'Change', 'Enter', 'Send', 'Open', 'Closed', 'Today', 'Error', 'Skip',
  ];

  const strayWords = (text: string) =>
    INTERFACE_WORDS.filter((word) => new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u').test(text)).filter((word) => !properNames.has(word));

  it.each([
    ['/es', es as Record<string, string>],
    ['/zh', zh as Record<string, string>],
  ] as const)('the visible text of every %s page type has no English interface text', (prefix, dictionary) => {
    const phrases = englishPhrases(dictionary);
    expect(phrases.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const page of pages.filter((one) => one.prefix === prefix)) {
      // Proper names are taken out first: "Frontier Auto" or "Grand Touring" are written alike in every language.
      const text = PROGRAMME_NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), page.visible);
      const found = phrases.filter((phrase) => text.includes(phrase));
      const words = strayWords(text.replace(/[A-Z][a-z]+(?: [A-Z][a-z]+)*/g, (name) => (name.split(' ').every((word) => properNames.has(word)) ? ' ' : name)));
      if (found.length || words.length) problems.push(`${page.url}: ${[...found.map((phrase) => `“${phrase}”`), ...words].join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it('the check finds English on a page: the English pages are full of it', () => {
    const home = pages.find((page) => page.prefix === '' && page.type.name === 'home');
    expect(strayWords(home?.visible ?? '').length).toBeGreaterThan(3);
    expect(englishPhrases(es as Record<string, string>).some((phrase) => home?.visible.includes(phrase))).toBe(true);
  });
});
