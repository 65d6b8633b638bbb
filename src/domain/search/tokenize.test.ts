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
    expect(terms('Vehículos de ocasión certificados', 'es')).toEqual(['vehicul', 'ocasion', 'certific']);
  });

  it('reduces English and Spanish words to their stem, accents or not, and keeps too short a stem whole', () => {
    expect(terms('Autos usados, garantía, garantias', 'es')).toEqual(['aut', 'usad', 'garanti', 'garanti']);
    expect(terms('floor mats, dealers, used', 'en')).toEqual(['floor', 'mat', 'dealer', 'used']);
  });

  it("joins the site's Chinese words that the segmenter splits (脚垫, 拖车钩, 经销商), in documents and queries alike", () => {
    expect(terms('地毯式脚垫', 'zh')).toEqual(['地毯', '式', '脚垫']);
    expect(terms('脚垫', 'zh')).toEqual(['脚垫']);
    expect(terms('拖车钩式自行车架', 'zh')).toEqual(['拖车钩', '式', '自行车架']);
    expect(terms('以旧换新', 'zh')).toEqual(['以旧换新']);
  });

  it('gives each word its offsets in the source text', () => {
    expect(words('Hi, Crest!', 'en')).toEqual([
      { text: 'Hi', start: 0, end: 2 },
      { text: 'Crest', start: 4, end: 9 },
    ]);
    expect(words('查找经销商', 'zh')).toEqual([
      { text: '查找', start: 0, end: 2 },
      { text: '经销商', start: 2, end: 5 },
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
      expect(each.slice(0, 6)).toEqual(['查找', '经销商', 'Kestrel', '售价', '39', '397']);
      expect(each.filter((word) => word === '经销商')).toHaveLength(40);
      expect(each.filter((word) => word === '397')).toHaveLength(40);
      expect(each.filter((word) => word === 'Kestrel')).toHaveLength(40);
    }
  });
});
