import { describe, expect, it } from 'vitest';
import { ContentError } from './content-error.ts';
import { parseFrontMatter } from './front-matter.ts';

const error = (source: string): ContentError => {
  try {
    parseFrontMatter(source, 'content/en/x.md');
  } catch (caught) {
    if (caught instanceof ContentError) return caught;
    throw caught;
  }
  throw new Error('no error');
};

describe('front matter', () => {
  it('reads plain, quoted and boolean values, one level of nesting, and comments', () => {
    const front = parseFrontMatter(
      ['---', 'title: Privacy policy # shown in the tab', 'description: "Say \\"hi\\": here"', "note: 'it''s fine'", 'geogate: true', '# a comment', 'hero:', '  eyebrow: Support', '  image: /images/a.svg', '---', '', 'Body'].join('\n'),
      'content/en/x.md',
    );
    expect(front.data).toEqual({ title: 'Privacy policy', description: 'Say "hi": here', note: "it's fine", geogate: true, hero: { eyebrow: 'Support', image: '/images/a.svg' } });
    expect(front.lines).toEqual({ title: 2, description: 3, note: 4, geogate: 5, hero: 7, 'hero.eyebrow': 8, 'hero.image': 9 });
    expect(front.body).toBe('\nBody');
    expect(front.bodyLine).toBe(11);
  });

  it('names the file and the line of each mistake', () => {
    expect(error('title: x').message).toBe('content/en/x.md:1: the file must start with front matter: a line "---"');
    expect(error('---\ntitle: x\n').message).toBe('content/en/x.md:1: the front matter is not closed by a line "---"');
    expect(error('---\ntitle: x\nthis is not yaml\n---\n').message).toBe('content/en/x.md:3: expected "key: value", found "this is not yaml"');
    expect(error('---\ntitle: x\ntitle: y\n---\n').message).toBe('content/en/x.md:3: "title" is given twice');
    expect(error('---\ntitle: "open\n---\n').message).toBe('content/en/x.md:2: unterminated "quoted" value');
    expect(error('---\nhero:\n    eyebrow: x\n---\n').message).toBe('content/en/x.md:3: indent nested keys by exactly two spaces');
    expect(error('---\ntitle: x\n\tdescription: y\n---\n').message).toBe('content/en/x.md:3: indent with spaces, not tabs');
    expect(error('---\ntags: [a, b]\n---\n').message).toBe('content/en/x.md:2: unsupported YAML value "[a, b]": write it in quotes');
    const caught = error('---\n\n\nsection owners\n---\n');
    expect([caught.file, caught.line]).toEqual(['content/en/x.md', 4]);
  });
});
