import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIEWS } from '#domain/build-price/data.ts';
import { STEPS } from '#domain/build-price/url.ts';
import { ACCESSORY_GROUPS, ACCESSORY_STATES } from '#domain/catalog/catalog-schema.ts';
import { FORMS, TRADE_IN_CONDITIONS } from '#domain/forms/definitions.ts';
import { LIST_FILTERS, SORTS } from '#domain/inventory/address.ts';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { US_STATE_CODES } from '#domain/validation/rules.ts';
import { CALC_ERROR_IDS, calcErrorKey } from '#domain/finance/calculator.ts';
import { FORM_PAGES, RECEIVED_PAGES } from '#domain/forms/pages.ts';
import { sitePages } from '#domain/platform/site-map.ts';
import { VIDEOS } from '#domain/video/library.ts';

const dictionaries = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every literal key passed to t(…) in the source. */
function literalKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles('src')) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) keys.add(match[1] ?? '');
  }
  return keys;
}

/** Keys built at run time from data: page titles and intros, section names, mode banners. */
function dynamicKeys(): Set<string> {
  const keys = new Set<string>();
  for (const page of sitePages('Halden')) {
    keys.add(`page.${page.key}.title`);
    keys.add(`page.${page.key}.intro`);
    keys.add(`nav.section.${page.section}`);
  }
  for (const page of ['notFound', 'serverError']) {
    keys.add(`page.${page}.title`);
    keys.add(`page.${page}.intro`);
  }
  keys.add('mode.editor');
  keys.add('mode.preview');
  // Build & Price: step names, picture views, accessory groups and states come from the flow and the catalog.
  for (const step of STEPS) keys.add(`bp.step.${step}`);
  for (const view of VIEWS) keys.add(`bp.view.${view}`);
  for (const group of ACCESSORY_GROUPS) keys.add(`bp.accessories.group.${group}`);
  for (const state of ACCESSORY_STATES) keys.add(`bp.accessories.state.${state}`);
  for (const key of ['bp.marker.installed', 'bp.marker.partOnly', 'bp.notice.modelNotFound', 'bp.notice.buildNotFound']) keys.add(key);
  // Forms are data: labels, hints, choices, help, agreement links, buttons, next steps and thank-you texts.
  for (const form of FORMS) {
    for (const key of ['submit', 'next1', 'next2']) keys.add(`form.${form.name}.${key}`);
    if (form.thankYou) keys.add(form.thankYou.title).add(form.thankYou.text);
    for (const field of form.fields) {
      const props = field.options?.props;
      for (const key of [props?.label, props?.hint, field.tooltipConfig?.text, props?.linkPage ? `form.link.${props.linkPage}` : undefined]) if (key) keys.add(key);
      if (!field.noTranslate) for (const choice of props?.choices ?? []) keys.add(choice.label);
    }
  }
  for (const [page, forms] of Object.entries(FORM_PAGES)) {
    if (Object.keys(forms).length < 2) continue;
    keys.add(`page.${page}.choose`);
    for (const kind of Object.keys(forms)) keys.add(`page.${page}.kind.${kind}`);
  }
  for (const page of RECEIVED_PAGES) for (const key of ['heading', 'text', 'next']) keys.add(`received.${page}.${key}`);
  for (const code of US_STATE_CODES) keys.add(`state.${code}`);
  // The payment calculator's field errors carry their dictionary key (calc.error.{field}.{rule}).
  for (const id of CALC_ERROR_IDS) keys.add(calcErrorKey(id));
  // Inventory: a filter's legend, each order, each status.
  for (const filter of [...LIST_FILTERS, 'priceMin', 'priceMax']) keys.add(`inventory.filter.${filter}`);
  for (const sort of SORTS) keys.add(`inventory.sort.${sort}`);
  for (const status of ['in-stock', 'in-transit']) keys.add(`inventory.status.${status}`);
  // Financing and leasing: the two ways to pay, the offer lists and the glossary; the trade-in's conditions.
  for (const kind of ['finance', 'lease']) for (const key of ['title', 'text', 'best', 'point1', 'point2', 'point3', 'point4']) keys.add(`financing.${kind}.${key}`);
  for (const list of ['financeOffers', 'leaseOffers']) keys.add(`financing.${list}`);
  for (const term of ['apr', 'term', 'downPayment', 'moneyFactor', 'residual', 'capCost', 'dueAtSigning']) keys.add(`financing.term.${term}`).add(`financing.term.${term}.text`);
  for (const condition of TRADE_IN_CONDITIONS) keys.add(`tradeIn.condition.${condition}`);
  // Videos name their title and description by dictionary key.
  for (const video of Object.values(VIDEOS)) for (const key of [video.titleKey, video.descriptionKey]) if (key) keys.add(key);
  return keys;
}

describe('dictionaries', () => {
  it('have exactly the same keys in en, es and zh', () => {
    const en = Object.keys(dictionaries.en ?? {}).sort();
    for (const lang of LANGUAGES) expect(Object.keys(dictionaries[lang] ?? {}).sort(), lang).toEqual(en);
  });

  it('contain every key the code uses, in all three languages', () => {
    const used = [...literalKeys(), ...dynamicKeys()];
    expect(used.length).toBeGreaterThan(50);
    for (const lang of LANGUAGES) {
      const missing = used.filter((key) => !(key in (dictionaries[lang] ?? {})));
      expect(missing, `missing in ${lang}.json`).toEqual([]);
    }
  });

  it('keep every {placeholder} of the English text in the translations', () => {
    // The names a text fills: `{name}` and the number of a plural form `{name, plural, …}` (decision 035); a plural
    // form may name a value in several branches, and Chinese, with one form, writes a plain `{count}`.
    const names = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|\s*,\s*plural\s*,)/g)].map((match) => match[1]))].sort();
    for (const [key, english] of Object.entries(dictionaries.en ?? {})) {
      for (const lang of ['es', 'zh']) {
        const text = dictionaries[lang]?.[key] ?? '';
        expect(names(text), `${lang} ${key}`).toEqual(names(english));
      }
    }
  });

  it('are translated, not English copies (apart from placeholders-only strings, units and place names written alike everywhere)', () => {
    const sameEverywhere = new Set(['compare.unit.mpge']);
    // US state names: Spanish writes most of them as English does (Texas, Ohio), and translates the rest (Nueva York).
    const placeName = (key: string) => key.startsWith('state.');
    for (const lang of ['es', 'zh']) {
      const copies = Object.entries(dictionaries.en ?? {}).filter(
        ([key, english]) => !sameEverywhere.has(key) && !(lang === 'es' && placeName(key)) && /[a-z]{4,}/i.test(english.replace(/\{\w+\}/g, '')) && dictionaries[lang]?.[key] === english,
      );
      expect(copies.map(([key]) => key), lang).toEqual([]);
    }
  });
});
