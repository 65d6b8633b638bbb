import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Retailer } from '#domain/retailers/types.ts';
import { localizeHref } from '#domain/i18n/paths.ts';
import { sitePages } from '#domain/platform/site-map.ts';
import { pageText } from '#domain/search/html-text.ts';
import type { SearchAnswer, SearchHit, TextPart } from '#domain/search/types.ts';
import { createTestApp, type TestApp } from '../../support/app.ts';

const dictionaries = Object.fromEntries(
  (['en', 'es', 'zh'] as const).map((lang) => [lang, JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>]),
) as Record<'en' | 'es' | 'zh', Record<string, string>>;
const retailers = JSON.parse(readFileSync('catalog/retailers.json', 'utf8')) as Retailer[];
const kestrel = JSON.parse(readFileSync('catalog/models/KSTL.json', 'utf8')) as { years: { year: number; active: boolean; trims: { code: string; name: string }[] }[] };
const kestrelTrims = [...kestrel.years].filter((year) => year.active).sort((a, b) => b.year - a.year)[0]?.trims ?? [];

type Answer = Omit<SearchAnswer, 'results'> & { results: (SearchHit & { titleHtml: string; snippetHtml: string })[] };
const plain = (parts: readonly TextPart[]) => parts.map((part) => part.text).join('');

let t: TestApp;
/** What the services and the page answered before the index was built. */
let early: { service: { status: number; retryAfter: unknown; body: unknown }; page: { status: number; body: string } };

beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: 'Halden' });
  // Not listening: the first search starts the build and answers "getting ready".
  const service = await t.app.inject({ url: '/services/search?q=kestrel&lang=es' });
  const page = await t.app.inject({ url: '/es/search-results.html?q=kestrel' });
  early = { service: { status: service.statusCode, retryAfter: service.headers['retry-after'], body: service.json() }, page: { status: page.statusCode, body: page.body } };
  await t.app.siteSearch.whenReady();
}, 240_000);
afterAll(async () => t.close());

async function search(query: string): Promise<Answer> {
  const response = await t.app.inject({ url: `/services/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}

describe('indexing renders', () => {
  it('render a gated page as published for no visitor, while a visitor without a retailer, or with a forged header, is sent to choose one', async () => {
    const path = '/shopping-tools/get-local-price.html';
    // A public host: on localhost the test app is in author mode, where the geogate never redirects.
    const host = 'www.halden.example';
    const indexing = await t.app.inject({ url: path, headers: { host, ...t.app.indexingHeaders } });
    expect(indexing.statusCode).toBe(200);
    expect(indexing.headers['set-cookie']).toBeUndefined();
    // No visitor context in the page: the bar offers to set one.
    expect(indexing.body).toContain('No retailer chosen yet.');
    const visitor = await t.app.inject({ url: path, headers: { host } });
    expect(visitor.statusCode).toBe(302);
    const forged = await t.app.inject({ url: path, headers: { host, 'x-halden-indexing': 'guess' } });
    expect(forged.statusCode).toBe(302);
  });
});

describe('GET /services/search while the index is being built', () => {
  it('answers 503 with the translated "getting ready" message and Retry-After, and the results page says the same', () => {
    expect(early.service).toEqual({
      status: 503,
      retryAfter: '2',
      body: { message: 'La búsqueda se está preparando. Vuelva a intentarlo en un momento.', code: 'SEARCH_NOT_READY', reason: 'The search index is being built' },
    });
    expect(early.page.status).toBe(503);
    expect(early.page.body).toContain('La búsqueda se está preparando. Vuelva a intentarlo en un momento.');
  });

  it('reports the status, the documents per language and the build time once ready', async () => {
    const response = await t.app.inject({ url: '/services/search/status' });
    const status = response.json<{ status: string; documents: Record<string, number>; buildMs: number }>();
    expect(status.status).toBe('ready');
    expect(status.documents.en).toBe(status.documents.es);
    expect(status.documents.en).toBe(status.documents.zh);
    expect(status.documents.en).toBeGreaterThan(retailers.filter((item) => item.status === 'Active').length);
    expect(status.buildMs).toBeGreaterThan(0);
  });
});

describe('the site vocabulary (decision 034)', () => {
  it('finds an accessory by its exact catalog name and links to its card on the Build & Price accessories step, which the page has', async () => {
    const answer = await search(`q=${encodeURIComponent('Carpeted floor mats')}&lang=en`);
    const [first] = answer.results;
    expect(first).toMatchObject({ id: 'accessory:CARPETMAT', kind: 'accessory' });
    expect(first?.url).toMatch(/^\/build\/\d{4}\/all-categories\/[A-Z]+\/[A-Z0-9]+\/accessories#acc-CARPETMAT$/);
    const page = await t.app.inject({ url: first?.url.split('#')[0] ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="acc-CARPETMAT"');
  });

  it('finds a package and links to its card on the packages step', async () => {
    const answer = await search(`q=${encodeURIComponent('paquete de tecnología')}&lang=es`);
    expect(answer.results[0]).toMatchObject({ id: 'package:TECH', kind: 'package' });
    const page = await t.app.inject({ url: answer.results[0]?.url.split('#')[0] ?? '' });
    expect(page.body).toContain('id="pkg-TECH"');
  });

  it('answers what shoppers type with the site\'s own words, and leaves a correct query uncorrected', async () => {
    const dealer = await search('q=find%20a%20dealer&lang=en');
    expect(dealer.results[0]?.url).toBe('/find/a-retailer.html');
    const used = await search('q=autos%20usados&lang=es');
    expect(used.results.slice(0, 3).map((hit) => hit.url)).toContain('/es/vehicle-info/certified-pre-owned/certified-pre-owned.html');
    expect(used.didYouMean).toBeNull();
    for (const query of ['floor%20mats', 'roof%20rack', 'tow%20hitch']) expect((await search(`q=${query}&lang=en`)).didYouMean).toBeNull();
    const tradeIn = await search(`q=${encodeURIComponent('以旧换新')}&lang=zh`);
    expect(tradeIn.results[0]?.url).toBe('/zh/shopping-tools/guaranteed-trade-in.html');
  });

  it('shows where a result sits in the language of the page, from page titles, not URL words', async () => {
    const page = await t.app.inject({ url: `/es/search-results.html?q=${encodeURIComponent('bolsa de aire')}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Llamados a revisión › Llamado a revisión de la bolsa de aire del pasajero delantero');
    expect(page.body).not.toContain('owners › recalls');
  });
});

describe('GET /services/search', () => {
  it('finds a model by its name, first, with its trims, highlighted', async () => {
    const answer = await search('q=Kestrel&lang=en');
    const [first] = answer.results;
    expect(first).toMatchObject({ id: 'model:KSTL', kind: 'model', url: '/vehicles/kestrel.html', titleHtml: '<mark>Kestrel</mark>' });
    expect(answer.facets.find((facet) => facet.kind === 'model')?.count).toBe(1);
    expect(answer.facets.find((facet) => facet.kind === 'trim')?.count).toBe(kestrelTrims.length);
    expect(answer.total).toBe(answer.facets.reduce((sum, facet) => sum + facet.count, 0));
    expect(answer.didYouMean).toBeNull();
  });

  it('filters by content type, keeps the counts of every type, and pages the results', async () => {
    const all = await search('q=Kestrel&lang=en');
    const trims = await search('q=Kestrel&lang=en&type=trim&pageSize=2');
    expect(trims.facets).toEqual(all.facets);
    expect(trims).toMatchObject({ kind: 'trim', total: kestrelTrims.length, page: 1, pageSize: 2, pageCount: Math.ceil(kestrelTrims.length / 2) });
    expect(trims.results.map((hit) => hit.kind)).toEqual(['trim', 'trim']);
    const second = await search('q=Kestrel&lang=en&type=trim&pageSize=2&page=2');
    expect(second.page).toBe(2);
    const seen = [...trims.results, ...second.results].map((hit) => hit.id);
    expect(new Set(seen).size).toBe(seen.length);
    const everyTrim = await search('q=Kestrel&lang=en&type=trim&pageSize=50');
    expect(everyTrim.results.map((hit) => plain(hit.title)).sort()).toEqual(kestrelTrims.map((trim) => `Kestrel ${trim.name}`).sort());
    expect(everyTrim.results.every((hit) => hit.url.startsWith('/build/') && hit.url.endsWith('/trim'))).toBe(true);
  });

  it('finds a retailer by its name and links to its page in the language asked', async () => {
    const retailer = retailers.find((item) => item.name === 'Tulsa Bluegrass Auto');
    expect(retailer?.status).toBe('Active');
    const answer = await search('q=Tulsa%20Bluegrass&lang=es');
    expect(answer.results[0]).toMatchObject({ id: `retailer:${retailer?.id}`, kind: 'retailer', url: `/es/find/retailers/${retailer?.id}-${retailer?.slug}.html`, titleHtml: '<mark>Tulsa</mark> <mark>Bluegrass</mark> Auto' });
  });

  it('finds a page by its Spanish title, accents or not', async () => {
    const title = dictionaries.es['page.privacy.title'] ?? '';
    expect(title).toBe('Política de privacidad');
    for (const query of ['Pol%C3%ADtica%20de%20privacidad', 'politica%20privacidad']) {
      const answer = await search(`q=${query}&lang=es`);
      expect(answer.results[0]).toMatchObject({ kind: 'page', url: '/es/support/privacy-policies.html' });
      expect(plain(answer.results[0]?.title ?? [])).toBe(title);
    }
  });

  it('finds Chinese pages and models by Chinese words', async () => {
    const finder = await search(`q=${encodeURIComponent('查找经销商')}&lang=zh`);
    expect(finder.results[0]).toMatchObject({ kind: 'page', url: '/zh/find/a-retailer.html' });
    expect(finder.results[0]?.titleHtml).toBe('<mark>查找经销商</mark>');
    const lumen = await search(`q=${encodeURIComponent('纯电')}&lang=zh`);
    expect(lumen.results[0]).toMatchObject({ id: 'model:LUMN', url: '/zh/vehicles/lumen.html' });
  });

  it('tolerates a typo and says what was meant', async () => {
    const answer = await search('q=kestral&lang=en');
    expect(answer.results[0]?.id).toBe('model:KSTL');
    expect(answer.didYouMean).toBe('Kestrel');
  });

  it('makes each FAQ entry of a page a result linking to the entry on its page', async () => {
    const page = await t.app.inject({ url: '/owners/vehicle-resources.html' });
    const [faq] = pageText(page.body).faqs;
    expect(faq?.id).toBeTruthy();
    const answer = await search(`q=${encodeURIComponent(faq?.question ?? '')}&lang=en&type=faq`);
    expect(answer.results[0]).toMatchObject({ kind: 'faq', url: `/owners/vehicle-resources.html#${encodeURIComponent(faq?.id ?? '')}` });
    expect(plain(answer.results[0]?.title ?? [])).toBe(faq?.question);
    expect(page.body).toContain(`id="${faq?.id}"`);
  });

  it('answers an empty result with zero counts and no suggestion when nothing is close', async () => {
    const answer = await search('q=qqqqzzzz&lang=en');
    expect(answer).toMatchObject({ total: 0, pageCount: 0, results: [], didYouMean: null });
    expect(answer.facets.map((facet) => facet.count)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('escapes what it highlights', async () => {
    const answer = await search(`q=${encodeURIComponent('<b>Kestrel</b>')}&lang=en`);
    expect(answer.query).toBe('<b>Kestrel</b>');
    // The tags are searched as words ("b" and "kestrel": a page holding both, the stories page, is the hit now).
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.some((hit) => `${hit.titleHtml} ${hit.snippetHtml}`.includes('<mark>Kestrel</mark>'))).toBe(true);
    expect(answer.results.every((hit) => !/<(?!\/?mark>)/.test(hit.snippetHtml + hit.titleHtml))).toBe(true);
  });

  it.each([
    ['', 'q', 'Please enter a search term.'],
    ['q=%20%20&lang=en', 'q', 'Please enter a search term.'],
    [`q=${'a'.repeat(101)}`, 'q', 'A search term is at most 100 characters.'],
    ['q=kestrel&lang=fr', 'lang', 'lang must be en, es or zh.'],
    ['q=kestrel&type=car', 'type', 'type must be one of page, model, trim, accessory, package, retailer, faq.'],
    ['q=kestrel&page=0', 'page', 'page must be a whole number from 1.'],
  ])('answers 400 for ?%s', async (query, field, message) => {
    const response = await t.app.inject({ url: `/services/search?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'BAD_REQUEST', reason: `querystring.${field}: ${message}` });
  });
});

describe('the services\' description', () => {
  it('documents the search services under utility in a valid OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/services/openapi.json' })).json<{ paths: Record<string, { get?: { tags?: string[] } }> }>();
    for (const path of ['/services/search', '/services/search/suggest', '/services/search/status']) expect(document.paths[path]?.get?.tags, path).toEqual(['utility']);
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
  });
});

describe('GET /services/search/suggest', () => {
  it('suggests the model first for the start of its name, in the language asked', async () => {
    const response = await t.app.inject({ url: '/services/search/suggest?q=kes&lang=zh' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ query: string; lang: string; suggestions: { id: string; url: string; titleHtml: string }[] }>();
    expect(answer.query).toBe('kes');
    expect(answer.suggestions[0]).toMatchObject({ id: 'model:KSTL', url: '/zh/vehicles/kestrel.html', titleHtml: '<mark>Kestrel</mark>' });
    expect(answer.suggestions.length).toBeLessThanOrEqual(8);
  });

  it('answers 400 without a query', async () => {
    const response = await t.app.inject({ url: '/services/search/suggest?lang=en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Please enter a search term.', code: 'BAD_REQUEST', reason: 'querystring.q: Please enter a search term.' });
  });
});

describe('the search results page', () => {
  it('shows highlighted results, the facets as links and pages, never indexed', async () => {
    const response = await t.app.inject({ url: '/search-results.html?q=Kestrel' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    expect(response.body).toContain('<title>Results for “Kestrel” | Halden</title>');
    expect(response.body).toContain('<a href="/vehicles/kestrel.html"><mark class="search-mark">Kestrel</mark></a>');
    expect(response.body).toContain('<a class="search-facets__item" href="/search-results.html?q=Kestrel&amp;type=trim">');
    expect(response.body).toContain('<x-site-search data-island=""');
  });

  it('filters by the type in its address, in Spanish', async () => {
    const response = await t.app.inject({ url: '/es/search-results.html?q=Kestrel&type=model' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<a class="search-facets__item" href="/es/search-results.html?q=Kestrel&amp;type=model" aria-current="true">');
    expect(response.body).toContain('<p class="search-results__count">1 resultado para “Kestrel”</p>');
  });

  it('says No Results with a suggestion and popular pages when nothing matches', async () => {
    // "tanr": no word of the index is that close for a search (1 edit for 4 letters), but a swap of two letters is "Tarn".
    const response = await t.app.inject({ url: '/search-results.html?q=tanr' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h2 class="search-empty__title">No Results</h2>');
    expect(response.body).toContain('<p class="search-did-you-mean">Did you mean <a href="/search-results.html?q=Tarn">Tarn</a>?</p>');
    const none = await t.app.inject({ url: '/es/search-results.html?q=qqqqzzzz' });
    expect(none.body).toContain('<h2 class="search-empty__title">Sin resultados</h2>');
    expect(none.body).toContain('<h2 id="search-popular-title" class="search-popular__title">Páginas populares</h2>');
    expect(none.body).toContain('<a href="/es/vehicle-info/all-vehicles.html">');
  });

  it('answers 400 with the spec\'s message for an empty search, and never echoes markup', async () => {
    const empty = await t.app.inject({ url: '/search-results.html?q=%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please enter a search term.');
    const hostile = await t.app.inject({ url: `/search-results.html?q=${encodeURIComponent('<script>alert(1)</script>')}` });
    expect(hostile.body).not.toContain('<script>alert(1)');
    expect(hostile.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the header search', () => {
  it('is a GET form to the results page in the visitor\'s language, and a page without islands still carries no script', async () => {
    const response = await t.app.inject({ url: '/zh/support/privacy-policies.html' });
    expect(response.body).toContain('action="/zh/search-results.html" method="get"');
    expect(response.body).toContain('name="q"');
    expect(response.body).not.toMatch(/<script(?![^>]*application\/ld\+json)(?! id="head-script">)/);
  });
});

describe('content tags', () => {
  type Tags = { lang: string; tags: { id: string; kind: string; label: string; url: string }[] };
  const active = ['ARVO', 'BRCK', 'KSTL', 'LUMN', 'MORW', 'PICA', 'SOLA', 'TARN', 'VNTA']
    .map((code) => JSON.parse(readFileSync(`catalog/models/${code}.json`, 'utf8')) as { code: string; name: string; active: boolean; categories: string[] })
    .filter((model) => model.active);

  it('GET /services/utility/tags names every topic, active model and used category in the language asked, each with its results page', async () => {
    const response = await t.app.inject({ url: '/services/utility/tags?lang=es' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const answer = response.json<Tags>();
    expect(answer.lang).toBe('es');
    const topics = answer.tags.filter((tag) => tag.kind === 'topic');
    expect(topics.map((tag) => [tag.id, tag.label])).toEqual(
      ['vehicles', 'shopping', 'owners', 'retailers', 'support'].map((section) => [`topic:${section}`, dictionaries.es[`nav.section.${section}`]]),
    );
    expect(answer.tags.filter((tag) => tag.kind === 'model').map((tag) => tag.label).sort()).toEqual(active.map((model) => model.name).sort());
    expect(answer.tags.filter((tag) => tag.kind === 'category').map((tag) => tag.id).sort()).toEqual([...new Set(active.flatMap((model) => model.categories))].map((code) => `category:${code}`).sort());
    expect(answer.tags.find((tag) => tag.id === 'topic:owners')?.url).toBe('/es/search-results.html?tag=topic%3Aowners');

    const models = (await t.app.inject({ url: '/services/utility/tags?kind=model' })).json<Tags>();
    expect(models.lang).toBe('en');
    expect(new Set(models.tags.map((tag) => tag.kind))).toEqual(new Set(['model']));
    const bad = await t.app.inject({ url: '/services/utility/tags?kind=colour' });
    expect(bad.statusCode).toBe(400);
  });

  it('a tag alone lists everything tagged, and every result of a tagged search carries the tag', async () => {
    const owners = await search('tag=topic%3Aowners&lang=es&pageSize=50');
    expect(owners.tag).toBe('topic:owners');
    expect(owners.total).toBeGreaterThan(3);
    // The owners' pages of the site map (each indexed page but the results page itself), then their FAQ entries.
    const ownersPages = sitePages('Halden')
      .filter((page) => page.section === 'owners' && !page.hidden)
      .map((page) => localizeHref(page.path, 'es'));
    expect(owners.results.filter((hit) => hit.kind === 'page').map((hit) => hit.url).sort()).toEqual(ownersPages.sort());
    expect(owners.results.filter((hit) => hit.kind !== 'page').every((hit) => hit.kind === 'faq' && ownersPages.includes(hit.url.split('#')[0] ?? ''))).toBe(true);
    expect(owners.results.map((hit) => hit.url)).toContain('/es/owners/recalls/airbag-recall.html');
    expect(owners.tagFacets).toEqual([{ id: 'topic:owners', count: owners.total }]);

    // The model and its trims first, then the accessories and packages offered for it (they name it).
    const kestrel = await search('q=kestrel&tag=model%3AKSTL&lang=en&pageSize=50');
    const modelAndTrims = ['model:KSTL', ...kestrelTrims.map((trim) => `trim:KSTL-${trim.code}`)].sort();
    expect(kestrel.results.slice(0, modelAndTrims.length).map((hit) => hit.id).sort()).toEqual(modelAndTrims);
    expect(kestrel.results.slice(modelAndTrims.length).every((hit) => hit.kind === 'accessory' || hit.kind === 'package')).toBe(true);
    const unfiltered = await search('q=kestrel&lang=en&pageSize=50');
    expect(unfiltered.tagFacets.find((facet) => facet.id === 'model:KSTL')?.count).toBe(kestrel.total);
  });

  it('answers 400 for a tag that is not one', async () => {
    const message = 'tag must be topic:, model: or category: followed by a key.';
    const response = await t.app.inject({ url: '/services/search?tag=owners' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'BAD_REQUEST', reason: `querystring.tag: ${message}` });
  });

  it('the results page lists a tag in its language, with the tag lists as links, and an authored page links to its topic', async () => {
    const response = await t.app.inject({ url: '/es/search-results.html?tag=topic:owners' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('Todo sobre “Propietarios”');
    expect(html).toContain(`aria-label="${dictionaries.es['search.tags.label']}"`);
    expect(html).toContain('href="/es/owners/recalls/airbag-recall.html"');
    expect(html).toMatch(/<a class="search-facets__item" href="\/es\/search-results.html\?q=" aria-current="true"><span class="search-facets__label">Propietarios</);

    const withQuery = await t.app.inject({ url: '/search-results.html?q=kestrel&tag=model:KSTL' });
    expect(withQuery.body).toContain('Only results tagged “Kestrel”.');
    expect(withQuery.body).toContain('href="/search-results.html?q=kestrel">Show all results</a>');

    const authored = await t.app.inject({ url: '/zh/owners/recalls/airbag-recall.html' });
    expect(authored.statusCode).toBe(200);
    expect(authored.body).toContain(dictionaries.zh['content.tags.title']);
    expect(authored.body).toContain('<a class="chip-link" href="/zh/search-results.html?tag=topic%3Aowners">车主</a>');
  });

  it('documents the tags service under utility', async () => {
    const document = (await t.app.inject({ url: '/services/openapi.json' })).json<{ paths: Record<string, { get?: { tags?: string[]; summary?: string } }> }>();
    expect(document.paths['/services/utility/tags']?.get?.tags).toEqual(['utility']);
    expect(document.paths['/services/utility/tags']?.get?.summary).toMatch(/^Tags/);
  });
});
