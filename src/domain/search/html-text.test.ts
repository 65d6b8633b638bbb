import { describe, expect, it } from 'vitest';
import { decodeEntities, pageText } from './html-text.ts';

const PAGE = `<!DOCTYPE html><html lang="en-US"><head><title>Recalls | Halden</title><meta name="description" content="Check  recalls &amp; campaigns."/><style>.x{}</style></head>
<body><header><nav><a href="/">Home</a></nav></header><main id="main"><h1>Recalls</h1><p>Enter your <strong>VIN</strong>.<script>var x = "<p>no</p>";</script></p>
<nav aria-label="Steps"><a href="/a">Step nav</a></nav><div hidden>Hidden text</div><span aria-hidden="true">*</span><select><option>Choose</option></select>
<button type="button">Open</button><svg><title>Icon</title></svg><p data-search-skip="">Skip me</p>
<section data-search-faq="" id="faq-airbag"><h3 data-search-faq-question="">Is my airbag affected?</h3><div data-search-faq-answer=""><p>Check the <a href="/x">list</a>.</p></div></section>
<section data-search-faq=""><h3 data-search-faq-question="">No id?</h3><div data-search-faq-answer="">Still indexed.</div></section>
<section data-search-faq=""><div data-search-faq-answer="">No question: left out.</div></section>
<h2>Airbag&nbsp;campaign</h2><p>Since 2024&#8212;free repairs &#x2013; always.<br/>Call us.</p></main><footer>Footer text</footer></body></html>`;

describe('reading a rendered page for the index', () => {
  it('takes the title, description, headings and the main text without scripts, navigation, controls or hidden parts', () => {
    const page = pageText(PAGE);
    expect(page.title).toBe('Recalls | Halden');
    expect(page.description).toBe('Check recalls & campaigns.');
    expect(page.headings).toEqual(['Recalls', 'Airbag campaign']);
    expect(page.body).toBe('Recalls Enter your VIN. Airbag campaign Since 2024—free repairs – always. Call us.');
  });

  it('makes every data-search-faq element an entry with its question, answer and id, leaving it out of the page text', () => {
    expect(pageText(PAGE).faqs).toEqual([
      { id: 'faq-airbag', question: 'Is my airbag affected?', answer: 'Check the list.' },
      { id: null, question: 'No id?', answer: 'Still indexed.' },
    ]);
  });

  it('copes with a page without FAQ entries or without <main>', () => {
    expect(pageText('<html><head><title>T</title></head><body><main><p>Only text</p></main></body></html>')).toEqual({ title: 'T', description: '', headings: [], body: 'Only text', faqs: [] });
    expect(pageText('<p>no main</p>')).toEqual({ title: '', description: '', headings: [], body: '', faqs: [] });
  });

  it('separates words at the edges of links and spans laid out as blocks, but not before punctuation', () => {
    const html = '<main><p><span>2027 Kestrel</span><span>From $28,995</span></p><p>See the <a href="/x">list</a>. Or <a href="/y">call</a>, (<span>now</span>)</p></main>';
    expect(pageText(html).body).toBe('2027 Kestrel From $28,995 See the list. Or call, (now)');
  });

  it('leaves out the markup of islands (interactive widgets), but still finds FAQ entries inside them', () => {
    const html = '<main><h1>Finder</h1><x-retailer-finder data-island=""><h3>Smith Motors</h3><section data-search-faq="" id="q1"><p data-search-faq-question="">Why?</p><p data-search-faq-answer="">Because.</p></section></x-retailer-finder></main>';
    expect(pageText(html)).toEqual({ title: '', description: '', headings: ['Finder'], body: 'Finder', faqs: [{ id: 'q1', question: 'Why?', answer: 'Because.' }] });
  });

  it('decodes named and numeric entities and leaves unknown ones alone', () => {
    expect(decodeEntities('&lt;b&gt; &amp;amp; &#39;&#x27; &unknown; &#0;')).toBe("<b> &amp; '' &unknown; &#0;");
  });
});
