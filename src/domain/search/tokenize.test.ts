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
});
