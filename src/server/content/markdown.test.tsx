import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Slugger } from '#domain/content/markdown-ast.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { PageContextProvider } from '#ui/components/page-context.tsx';
import { MarkdownBlocks } from '#ui/content/markdown-view.tsx';
import { markdownToBlocks, normaliseHref } from './markdown.ts';

function html(markdown: string, lang: Language = 'en', wcmmodeDisabled = false): string {
  const blocks = markdownToBlocks(markdown, 1, { file: 'content/en/x.md', slugger: new Slugger() });
  return renderToStaticMarkup(
    <PageContextProvider value={{ lang, t: createTranslator({}), brand: 'Halden', path: '/x.html', mode: 'live', wcmmodeDisabled }}>
      <MarkdownBlocks blocks={blocks} />
    </PageContextProvider>,
  );
}

describe('content Markdown', () => {
  it('renders headings with unique ids (an explicit {#id} wins), paragraphs, lists, tables and quotes', () => {
    expect(html('## How it works\n\nText **bold** *em* `code`.\n\n## How it works\n\n### Own {#mine}\n\n- a\n- b\n\n1. one\n2. two')).toBe(
      '<h2 id="how-it-works">How it works</h2><p>Text <strong>bold</strong> <em>em</em> <code>code</code>.</p><h2 id="how-it-works-2">How it works</h2><h3 id="mine">Own</h3>' +
        '<ul><li>a</li><li>b</li></ul><ol><li>one</li><li>two</li></ol>',
    );
    expect(html('| Day | Hours |\n|---|:-:|\n| Sat | 9–5 |')).toBe(
      '<div class="content-table"><table><thead><tr><th scope="col">Day</th><th scope="col" class="align-center">Hours</th></tr></thead><tbody><tr><td>Sat</td><td class="align-center">9–5</td></tr></tbody></table></div>',
    );
    expect(html('## 常见问题')).toBe('<h2 id="常见问题">常见问题</h2>');
    expect(html('## ¿Cómo está?')).toBe('<h2 id="como-esta">¿Cómo está?</h2>');
  });

  it('never lets raw HTML through: tags show as text, comments disappear, entities are decoded once', () => {
    expect(html('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html('Hi <b onclick="x()">there</b> <!-- note --> &amp; &lt;3')).toBe('<p>Hi &lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;  &amp; &lt;3</p>');
    expect(html('<!-- an author note -->\n\nText')).toBe('<p>Text</p>');
  });

  it('gives internal page paths the page language, keeps wcmmode=disabled, and leaves other links alone', () => {
    const markdown = '[a](/owners/recalls.html) [b](/support/customer-support#faq) [c](/es/find/a-retailer.html?q=1) [d](https://example.com) [e](mailto:x@example.com) [f](#top) [g](/content/halden/en/owners/recalls)';
    expect(html(markdown, 'es')).toBe(
      '<p><a href="/es/owners/recalls.html">a</a> <a href="/es/support/customer-support.html#faq">b</a> <a href="/es/find/a-retailer.html?q=1">c</a> ' +
        '<a href="https://example.com" rel="noopener">d</a> <a href="mailto:x@example.com">e</a> <a href="#top">f</a> <a href="/es/owners/recalls.html">g</a></p>',
    );
    expect(html('[a](/owners/recalls.html)', 'zh', true)).toBe('<p><a href="/zh/owners/recalls.html?wcmmode=disabled">a</a></p>');
    expect(html('[a](/owners/recalls.html)', 'en')).toBe('<p><a href="/owners/recalls.html">a</a></p>');
  });

  it('refuses unsafe links and images with the file and line', () => {
    expect(() => markdownToBlocks('Intro\n\n[x](javascript:alert(1))', 4, { file: 'content/en/x.md', slugger: new Slugger() })).toThrow('content/en/x.md:6: the link "javascript:alert(1)" is not allowed');
    expect(() => markdownToBlocks('![x](https://cdn.example.com/a.png)', 1, { file: 'f.md', slugger: new Slugger() })).toThrow('f.md:1: the image "https://cdn.example.com/a.png" is not allowed');
    expect(normaliseHref('data:text/html,x')).toBeNull();
    expect(normaliseHref('relative.html')).toBeNull();
    expect(normaliseHref('/a/../b.html')).toBeNull();
    expect(normaliseHref('/images/vehicle/suv/side/5c6166.svg')).toBe('/images/vehicle/suv/side/5c6166.svg');
  });
});
