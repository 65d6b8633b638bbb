import { describe, expect, it } from 'vitest';
import { authorName, excerpt, lastInitial, publicMediaLink, storyFromSubmission, storySearchTerms, storySearchText, storyServicesBase } from './stories.ts';

describe('a story from a story form', () => {
  it("keeps the first name and the surname's initial only, and the link as a public http(s) address", () => {
    const story = storyFromSubmission(
      { firstName: ' Ana María ', lastName: "o'Neil-Smith", email: 'ana@example.com', storyCity: 'Wichita', state: 'ks', storyTitle: 'Road trip', storyText: 'Four states.', media: 'youtu.be/dQw4w9WgXcQ' } as Record<string, string>,
      'es',
      false,
    );
    expect(story).toEqual({ title: 'Road trip', body: 'Four states.', firstName: 'Ana María', lastInitial: 'O', city: 'Wichita', state: 'KS', mediaLink: 'https://youtu.be/dQw4w9WgXcQ', lang: 'es' });
    expect(JSON.stringify(story)).not.toMatch(/Neil|example\.com/);
  });

  it('gives no initial for a surname written in Chinese characters, whose first character is most often all of it', () => {
    expect(lastInitial('王')).toBe('');
    expect(lastInitial('欧阳')).toBe('');
    expect(lastInitial('Ñúñez')).toBe('Ñ');
    expect(authorName('小明', '')).toBe('小明');
    expect(authorName('Maria', 'G')).toBe('Maria G.');
  });

  it('publishes no link for an uploaded file, and none that is not http(s)', () => {
    expect(publicMediaLink('photo.jpg', true)).toBeNull();
    expect(publicMediaLink('javascript:alert(1)', false)).toBeNull();
    expect(publicMediaLink('halden.example/stories/1', false)).toBeNull();
    expect(publicMediaLink('https://example.com/a b', false)).toBe('https://example.com/a%20b');
    expect(publicMediaLink('www.youtube.com/shorts/dQw4w9WgXcQ', false)).toBe('https://www.youtube.com/shorts/dQw4w9WgXcQ');
  });
});

describe('story search', () => {
  it('folds the text and the query alike: case, accents and full-width forms', () => {
    expect(storySearchText({ title: 'Cruzó la SIERRA', body: 'Ｔａｒｎ', city: 'San José' })).toBe('cruzo la sierra\ntarn\nsan jose');
    expect(storySearchTerms('  CRUZÓ   Sierra cruzo ', 'es')).toEqual(['cruzo', 'sierra']);
  });

  it('splits a Chinese query into words whatever the page language, and keeps at most 8 words', () => {
    const chinese = storySearchTerms('大峡谷看日落', 'en');
    expect(chinese[0]).toBe('大峡谷');
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese.join('')).toBe('大峡谷看日落');
    expect(storySearchTerms('a b c d e f g h i j', 'en')).toHaveLength(8);
    expect(storySearchTerms('%_!', 'en')).toEqual([]);
  });
});

describe('excerpts and addresses', () => {
  it('cuts a long text at a space with an ellipsis, and leaves a short one whole', () => {
    expect(excerpt('Short\n\ntext.')).toBe('Short text.');
    const cut = excerpt(`${'word '.repeat(100)}end`, 50);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut).toMatch(/word…$/);
  });

  it("serves the story area under the brand's slug without dashes, as the letter form posts", () => {
    expect(storyServicesBase('Halden')).toBe('/services/dearhalden');
    expect(storyServicesBase('Ñandú Motors')).toBe('/services/dearnandumotors');
  });
});
