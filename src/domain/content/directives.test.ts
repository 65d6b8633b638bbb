import { describe, expect, it } from 'vitest';
import { parseAttributes, splitDirectives } from './directives.ts';

describe('embed directives', () => {
  it('splits Markdown, leaf embeds and container embeds, keeping their line numbers', () => {
    const body = ['Intro', '', '::video{id="brand-film"}', '', ':::accordion', '### Q?', 'A.', ':::', 'After'].join('\n');
    expect(splitDirectives(body, 'f.md', 10)).toEqual([
      { kind: 'markdown', text: 'Intro\n', line: 10 },
      { kind: 'directive', name: 'video', attrs: { id: 'brand-film' }, line: 12, body: null },
      { kind: 'directive', name: 'accordion', attrs: {}, line: 14, body: { text: '### Q?\nA.', line: 15 } },
      { kind: 'markdown', text: 'After', line: 18 },
    ]);
  });

  it('leaves directives inside fenced code alone', () => {
    const segments = splitDirectives(['```', '::video{id="x"}', '```'].join('\n'), 'f.md', 1);
    expect(segments).toEqual([{ kind: 'markdown', text: '```\n::video{id="x"}\n```', line: 1 }]);
  });

  it('reads quoted, single-quoted and bare values, flags and #id', () => {
    expect(parseAttributes('{label="a b" pages=\'x y\' mode=all open #faq-2}', 'f.md', 1)).toEqual({ label: 'a b', id: 'faq-2', pages: 'x y', mode: 'all', open: true });
    expect(() => parseAttributes('{id="a" id="b"}', 'f.md', 4)).toThrow('f.md:4: the attribute "id" is given twice');
    expect(() => parseAttributes('{id="open}', 'f.md', 5)).toThrow(/^f\.md:5: cannot read the attributes/);
  });

  it('refuses unclosed, nested and stray directives with the line', () => {
    expect(() => splitDirectives(':::accordion\n### Q', 'f.md', 3)).toThrow('f.md:3: ":::accordion" is never closed by a line ":::"');
    expect(() => splitDirectives(':::tabs\n:::accordion\n:::\n:::', 'f.md', 1)).toThrow('f.md:2: ":::accordion" cannot be nested inside ":::tabs" (opened on line 1)');
    expect(() => splitDirectives('text\n:::', 'f.md', 7)).toThrow('f.md:8: ":::" closes nothing');
    expect(() => splitDirectives('::Video', 'f.md', 2)).toThrow('f.md:2: malformed embed "::Video": write ::name{attr="value"} or :::name … :::');
  });
});
