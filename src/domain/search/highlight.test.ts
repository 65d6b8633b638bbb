import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, matcherFor, partsToHtml, partsToText, snippet } from './highlight.ts';

describe('highlighting', () => {
  it('marks the matched words and escapes everything else, so data can never inject HTML', () => {
    const parts = highlight('<img src=x onerror="alert(1)"> Crest & Co\'s <b>sedan</b>', 'en', matcherFor(['crest', 'sedan']));
    expect(partsToHtml(parts)).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <mark>Crest</mark> &amp; Co&#39;s &lt;b&gt;<mark>sedan</mark>&lt;/b&gt;');
  });

  it('escapes a matched word that carries markup characters of its own', () => {
    expect(partsToHtml([{ text: '<script>', mark: true }])).toBe('<mark>&lt;script&gt;</mark>');
    expect(escapeHtml(`a<b>&"'`)).toBe('a&lt;b&gt;&amp;&quot;&#39;');
  });

  it('marks Chinese words, joining neighbouring marks', () => {
    expect(highlight('查找经销商', 'zh', matcherFor(['经销商']))).toEqual([
      { text: '查找', mark: false },
      { text: '经销商', mark: true },
    ]);
  });

  it('cuts a long text to the window with the most different matches, at word boundaries, with ellipses', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The Crest sedan seats five. ${'Consectetur adipiscing elit. '.repeat(10)}`;
    const parts = snippet(text, 'en', matcherFor(['crest', 'sedan']), 80);
    const plain = partsToText(parts);
    expect(plain.startsWith('…')).toBe(true);
    expect(plain.endsWith('…')).toBe(true);
    expect(plain.length).toBeLessThanOrEqual(82);
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(['Crest', 'sedan']);
    expect(plain).toMatch(/^… ?[A-Za-z]/);
  });

  it('starts at the beginning of the text when nothing matched', () => {
    expect(partsToText(snippet('One two three four five six seven', 'en', matcherFor([]), 15))).toBe('One two three…');
  });
});
