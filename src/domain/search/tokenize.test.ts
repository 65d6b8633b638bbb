import { describe, expect, it } from 'vitest';
import { isHanTerm, normalizeTerm, terms, words } from './tokenize.ts';

describe('search tokenizer', () => {
  it('splits Chinese into dictionary words, not single characters, where Intl.Segmenter knows the words', () => {
    expect(terms('付款计算器和特别优惠', 'zh')).toEqual(['付款', '计算', '器', '特别', '优惠']);
    expect(terms('全天候轿车', 'zh')).toEqual(['全天候', '轿车']);
  });

  it('keeps Latin words and numbers inside Chinese text, drops punctuation, spaces and Chinese stop words', () => {
    expect(terms('查看 Kestrel 的价格。', 'zh')).toEqual(['查看', 'kestrel', '价格']);
    expect(terms('2027 款', 'zh')).toEqual(['2027', '款']);
  });

  it('splits English and Spanish on anything but letters and digits, folding case and accents, without stop words', () => {
    expect(terms('The all-weather sedan, from $27,995.', 'en')).toEqual(['all', 'weather', 'sedan', '27', '995']);
    expect(terms('Vehículos de ocasión certificados', 'es')).toEqual(['vehiculos', 'ocasion', 'certificados']);
  });

  it('gives each word its offsets in the source text', () => {
    expect(words('Hi, Crest!', 'en')).toEqual([
      { text: 'Hi', start: 0, end: 2 },
      { text: 'Crest', start: 4, end: 9 },
    ]);
    expect(words('查找经销商', 'zh')).toEqual([
      { text: '查找', start: 0, end: 2 },
      { text: '经销', start: 2, end: 4 },
      { text: '商', start: 4, end: 5 },
    ]);
  });

  it('folds full-width forms and accents', () => {
    expect(normalizeTerm('Ｋｅｓｔｒｅｌ')).toBe('kestrel');
    expect(normalizeTerm('AÑO')).toBe('ano');
    expect(isHanTerm('轿车')).toBe(true);
    expect(isHanTerm('sedan')).toBe(false);
  });

  it('splits a long Chinese text in pieces without cutting a word, number or offset at a piece\'s edge', () => {
    // Longer than one piece (256 characters), with words, Latin names and numbers falling on every edge.
    const phrase = '查找经销商，Kestrel 售价 $39,397 起。';
    for (const pad of [0, 1, 2, 3, 5, 7]) {
      const text = `${'轿'.repeat(pad)}${phrase.repeat(40)}`;
      const found = words(text, 'zh');
      for (const word of found) expect(text.slice(word.start, word.end)).toBe(word.text);
      const each = found.slice(found.findIndex((word) => word.text === '查找')).map((word) => word.text);
      expect(each.slice(0, 7)).toEqual(['查找', '经销', '商', 'Kestrel', '售价', '39', '397']);
      expect(each.filter((word) => word === '经销')).toHaveLength(40);
      expect(each.filter((word) => word === '397')).toHaveLength(40);
      expect(each.filter((word) => word === 'Kestrel')).toHaveLength(40);
    }
  });
});
