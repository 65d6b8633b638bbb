import { describe, expect, it } from 'vitest';
import { partsToText } from './highlight.ts';
import { editDistance, LanguageSearchIndex } from './search-index.ts';
import type { SearchDocument } from './types.ts';

const doc = (id: string, kind: SearchDocument['kind'], title: string, headings: string, body: string): SearchDocument => ({ id, kind, url: `/${id.replace(':', '/')}.html`, title, headings, body });

const CORPUS: SearchDocument[] = [
  doc('model:CRST', 'model', 'Crest', 'The all-weather sedan', 'Seats five, all-wheel drive, 32 mpg on the highway.'),
  doc('model:SOLA', 'model', 'Solace', 'A quiet family wagon', 'Room for the week and the weekend.'),
  doc('trim:CRST-LTD', 'trim', 'Crest Limited', '2.5-liter engine, AWD', 'Leather seats, heated steering wheel.'),
  doc('page:compare', 'page', 'Compare vehicles', 'Side by side', 'Put the Solace next to any vehicle of the lineup.'),
  doc('page:finance', 'page', 'Financing and leasing', 'Loans', 'Monthly payments for every model.'),
  doc('retailer:1', 'retailer', 'Crestview Motors', 'Austin, TX', '100 Main St, Austin, TX 78701'),
  doc('retailer:2', 'retailer', 'Lakeside Auto', 'Dallas, TX', '5 Elm St, Dallas, TX 75201'),
  doc('faq:warranty', 'faq', 'How long is the warranty?', 'Warranty', 'Three years or 36,000 miles, whichever comes first.'),
];
const index = new LanguageSearchIndex('en', CORPUS);
const ids = (query: string) => index.search(query).results.map((hit) => hit.id);

describe('the search index', () => {
  it('ranks an exact title hit above a body hit', () => {
    expect(ids('solace')).toEqual(['model:SOLA', 'page:compare']);
  });

  it('finds a model by a prefix ("Cres" → Crest)', () => {
    expect(ids('Cres')).toContain('model:CRST');
    expect(ids('Cres')[0]).toBe('model:CRST');
  });

  it('ranks an exact term above a prefix match of the same kind', () => {
    const hits = index.search('crest', { kind: 'retailer' }).results.map((hit) => hit.id);
    expect(hits).toEqual(['retailer:1']);
    const all = ids('crest');
    expect(all.indexOf('model:CRST')).toBeLessThan(all.indexOf('retailer:1'));
    expect(all.indexOf('trim:CRST-LTD')).toBeLessThan(all.indexOf('retailer:1'));
  });

  it('tolerates a typo ("sedna" finds the sedan) and says what was meant', () => {
    const answer = index.search('sedna');
    expect(answer.results.map((hit) => hit.id)).toEqual(['model:CRST']);
    expect(answer.didYouMean).toBe('sedan');
    expect(index.search('sedan').didYouMean).toBeNull();
  });

  it('counts results per content type exactly, before the filter, and filters by type', () => {
    const answer = index.search('tx');
    expect(answer.facets).toEqual([
      { kind: 'page', count: 0 },
      { kind: 'model', count: 0 },
      { kind: 'trim', count: 0 },
      { kind: 'accessory', count: 0 },
      { kind: 'package', count: 0 },
      { kind: 'retailer', count: 2 },
      { kind: 'faq', count: 0 },
    ]);
    const crest = index.search('crest');
    expect(crest.facets).toEqual([
      { kind: 'page', count: 0 },
      { kind: 'model', count: 1 },
      { kind: 'trim', count: 1 },
      { kind: 'accessory', count: 0 },
      { kind: 'package', count: 0 },
      { kind: 'retailer', count: 1 },
      { kind: 'faq', count: 0 },
    ]);
    const filtered = index.search('crest', { kind: 'trim' });
    expect(filtered.total).toBe(1);
    expect(filtered.kind).toBe('trim');
    expect(filtered.facets).toEqual(crest.facets);
    expect(filtered.results.map((hit) => hit.id)).toEqual(['trim:CRST-LTD']);
  });

  it('pages the results and clamps the page to the pages there are', () => {
    const first = index.search('crest', { pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    expect(first.results).toHaveLength(2);
    const second = index.search('crest', { pageSize: 2, page: 2 });
    expect(second.results).toHaveLength(1);
    expect(index.search('crest', { pageSize: 2, page: 9 }).page).toBe(2);
  });

  it('needs every term when some document has them all, and any of them otherwise', () => {
    expect(ids('crest limited')).toEqual(['trim:CRST-LTD']);
    expect(ids('solace lakeside').sort()).toEqual(['model:SOLA', 'page:compare', 'retailer:2']);
  });

  it('highlights the title and a snippet of the body with the matched terms', () => {
    const [hit] = index.search('warranty miles').results;
    expect(hit?.title).toEqual([
      { text: 'How long is the ', mark: false },
      { text: 'warranty', mark: true },
      { text: '?', mark: false },
    ]);
    expect(hit?.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual(['miles']);
    expect(hit?.url).toBe('/faq/warranty.html');
  });

  it('counts a swap of neighbouring letters as one edit, and prefers the correction found in more documents', () => {
    expect(editDistance('sedna', 'sedan')).toBe(1);
    expect(editDistance('sedna', 'edna')).toBe(1);
    expect(editDistance('kestrel', 'kestrel')).toBe(0);
    expect(editDistance('tarn', 'turn')).toBe(1);
    const withEdna = new LanguageSearchIndex('en', [...CORPUS, doc('page:sedans', 'page', 'Our cars', '', 'Every sedan we make.'), doc('retailer:3', 'retailer', 'Edna Motors', 'Edna, TX', '1 Main St, Edna, TX 77957')]);
    expect(withEdna.didYouMean('sedna')).toBe('sedan');
    expect(withEdna.didYouMean('our Sedna')).toBe('our sedan');
    expect(withEdna.didYouMean('crest')).toBeNull();
  });

  it('answers nothing, and no correction, for a query of unknown words', () => {
    const answer = index.search('qqqq');
    expect(answer).toMatchObject({ total: 0, pageCount: 0, page: 1, results: [], didYouMean: null });
    expect(answer.facets.every((facet) => facet.count === 0)).toBe(true);
  });

  it('suggests documents while typing, titles first, at most a few of a kind', () => {
    const suggestions = index.suggest('cre', 8, 1);
    expect(suggestions.map((item) => item.id)).toEqual(['model:CRST', 'trim:CRST-LTD', 'retailer:1']);
    expect(partsToText(suggestions[0]?.title ?? [])).toBe('Crest');
    expect(index.suggest('  ')).toEqual([]);
  });

  it('searches Chinese by words, with the last one as a prefix', () => {
    const zh = new LanguageSearchIndex('zh', [
      doc('page:dealer', 'page', '查找经销商', '经销商', '输入邮政编码查找附近的经销商。'),
      doc('model:SOLA', 'model', 'Solace', '全天候轿车', '舒适的家用轿车。'),
    ]);
    expect(zh.search('经销商').results.map((hit) => hit.id)).toEqual(['page:dealer']);
    expect(zh.search('轿').results.map((hit) => hit.id)).toEqual(['model:SOLA']);
    expect(zh.search('轿车').results[0]?.title).toEqual([{ text: 'Solace', mark: false }]);
    expect(zh.search('轿车').results[0]?.snippet).toEqual([
      { text: '舒适的家用', mark: false },
      { text: '轿车', mark: true },
      { text: '。', mark: false },
    ]);
  });
});

describe('content tags', () => {
  const tagged: SearchDocument[] = [
    { ...doc('model:CRST', 'model', 'Crest', 'The all-weather sedan', 'Seats five.'), tags: ['topic:vehicles', 'model:CRST', 'category:sedan'] },
    { ...doc('trim:CRST-LTD', 'trim', 'Crest Limited', 'AWD', 'Leather seats.'), tags: ['topic:vehicles', 'model:CRST', 'category:sedan'] },
    { ...doc('model:SOLA', 'model', 'Solace', 'A family wagon', 'Seats seven.'), tags: ['topic:vehicles', 'model:SOLA', 'category:wagon'] },
    { ...doc('page:recalls', 'page', 'Recalls', 'Look up your VIN', 'Seats and air bags recalled.'), tags: ['topic:owners'] },
    doc('page:untagged', 'page', 'About seats', 'Seats', 'Seats everywhere.'),
  ];
  const tagIndex = new LanguageSearchIndex('en', tagged);

  it('narrows a search to one tag and counts the results per tag before that filter, most first', () => {
    const answer = tagIndex.search('seats', { tag: 'category:sedan' });
    expect(answer.tag).toBe('category:sedan');
    expect(answer.results.map((hit) => hit.id).sort()).toEqual(['model:CRST', 'trim:CRST-LTD']);
    expect(answer.total).toBe(2);
    // Five documents say "seats"; four carry tags.
    expect(answer.tagFacets).toEqual([
      { id: 'topic:vehicles', count: 3 },
      { id: 'category:sedan', count: 2 },
      { id: 'model:CRST', count: 2 },
      { id: 'category:wagon', count: 1 },
      { id: 'model:SOLA', count: 1 },
      { id: 'topic:owners', count: 1 },
    ]);
    // The content-type counts are taken after the tag filter.
    expect(answer.facets.find((facet) => facet.kind === 'trim')?.count).toBe(1);
    expect(answer.facets.find((facet) => facet.kind === 'page')?.count).toBe(0);
  });

  it('counts tags within the content type shown', () => {
    const answer = tagIndex.search('seats', { kind: 'page' });
    expect(answer.tagFacets).toEqual([{ id: 'topic:owners', count: 1 }]);
  });

  it('lists everything with a tag when there is no query: models first, then by title', () => {
    const answer = tagIndex.search('', { tag: 'topic:vehicles' });
    expect(answer.results.map((hit) => hit.id)).toEqual(['model:CRST', 'model:SOLA', 'trim:CRST-LTD']);
    expect(answer.didYouMean).toBeNull();
    expect(tagIndex.search('', { tag: 'topic:nothing' }).total).toBe(0);
    expect(tagIndex.search('').total).toBe(0);
  });

  describe('the site vocabulary', () => {
    const mats: SearchDocument = {
      ...doc('accessory:MAT', 'accessory', 'Carpeted floor mats', 'Front and rear', 'Offered for Crest, Solace'),
      url: '/build/crest/accessories#acc-MAT',
      urls: { 'model:CRST': '/build/crest/accessories#acc-MAT', 'model:SOLA': '/build/solace/accessories#acc-MAT' },
    };
    const tagged = (item: SearchDocument, tag: string): SearchDocument => ({ ...item, tags: [tag] });
    const vocabulary = new LanguageSearchIndex('en', [...CORPUS.map((item) => (item.id === 'model:SOLA' ? tagged(item, 'model:SOLA') : item.id === 'model:CRST' ? tagged(item, 'model:CRST') : item)), mats, doc('page:retailers', 'page', 'Find a retailer', '', 'Every retailer near you.')], [
      ['mat', 'liner'],
      ['dealer', 'retailer', 'find a dealer'],
    ]);

    it('finds the other phrases of a synonym group, and a plural by its stem', () => {
      expect(vocabulary.search('floor liners').results[0]?.id).toBe('accessory:MAT');
      expect(vocabulary.search('find a dealer').results[0]?.id).toBe('page:retailers');
      expect(vocabulary.search('dealers').results[0]?.id).toBe('page:retailers');
    });

    it('links a document that serves several models to the one the query names', () => {
      expect(vocabulary.search('floor mats').results[0]?.url).toBe('/build/crest/accessories#acc-MAT');
      expect(vocabulary.search('solace floor mats').results[0]?.url).toBe('/build/solace/accessories#acc-MAT');
    });

    it('never corrects a word of the vocabulary, nor a query that finds enough', () => {
      expect(vocabulary.didYouMean('find a dealer')).toBeNull();
      expect(vocabulary.didYouMean('floor mats')).toBeNull();
      expect(vocabulary.didYouMean('Solace wagn')).toBe('Solace wagon');
    });
  });
});
