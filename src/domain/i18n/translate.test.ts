import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator, translateOr } from './translate.ts';

describe('createTranslator', () => {
  const t = createTranslator({ hello: 'Hello {name}', dear: 'Dear {brand}', same: '{x} and {x}' }, { brand: 'Halden' });

  it('fills placeholders from the call and from the base params', () => {
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('dear')).toBe('Dear Halden');
    expect(t('same', { x: 1 })).toBe('1 and 1');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(t('hello')).toBe('Hello {name}');
  });

  it('renders "ERROR: Translation key not found" followed by the key when a key is missing', () => {
    expect(t('nav.nothing')).toBe('ERROR: Translation key not found nav.nothing');
  });
});

describe('translateOr', () => {
  it('uses the dictionary text when present and the default message otherwise', () => {
    const dictionary = { 'formError-email-required': 'Escriba su correo electrónico.' };
    expect(translateOr(dictionary, 'formError-email-required', 'Please enter your email address.')).toBe('Escriba su correo electrónico.');
    expect(translateOr(dictionary, 'formError-email-max', 'You can only enter up to {max} characters.', { max: 50 })).toBe(
      'You can only enter up to 50 characters.',
    );
  });
});

describe('plural forms (decision 035): {count, plural, …} chosen by Intl.PluralRules of the dictionary language', () => {
  const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>;
  const es = JSON.parse(readFileSync('locales/es.json', 'utf8')) as Record<string, string>;
  const zh = JSON.parse(readFileSync('locales/zh.json', 'utf8')) as Record<string, string>;
  const near = (dictionary: Record<string, string>, count: number) => createTranslator(dictionary)('inventory.count.near', { count, radius: 25, place: 'Anchorage, AK 99501' });

  it.each([
    [0, '0 vehicles within 25 miles of Anchorage, AK 99501'],
    [1, '1 vehicle within 25 miles of Anchorage, AK 99501'],
    [2, '2 vehicles within 25 miles of Anchorage, AK 99501'],
    [2660, '2,660 vehicles within 25 miles of Anchorage, AK 99501'],
  ])('English: %i', (count, text) => {
    expect(near(en, count)).toBe(text);
  });

  it.each([
    [0, '0 vehículos a menos de 25 millas de Anchorage, AK 99501'],
    [1, '1 vehículo a menos de 25 millas de Anchorage, AK 99501'],
    [2, '2 vehículos a menos de 25 millas de Anchorage, AK 99501'],
  ])('Spanish: %i', (count, text) => {
    expect(near(es, count)).toBe(text);
  });

  it.each([
    [0, 'Anchorage, AK 99501 周边 25 英里内共 0 辆车'],
    [1, 'Anchorage, AK 99501 周边 25 英里内共 1 辆车'],
    [2, 'Anchorage, AK 99501 周边 25 英里内共 2 辆车'],
  ])('Chinese (one form for every count): %i', (count, text) => {
    expect(near(zh, count)).toBe(text);
  });

  it('an exact =N branch wins over the category, # is the count and other placeholders fill inside a branch', () => {
    const t = createTranslator({ 'i18n.locale': 'en-US', x: '{count, plural, =0 {No {thing}s} one {# {thing}} other {# {thing}s}}' });
    expect([0, 1, 3].map((count) => t('x', { count, thing: 'offer' }))).toEqual(['No offers', '1 offer', '3 offers']);
  });

  it('a plural without its number stays as written, so the gap is seen', () => {
    const t = createTranslator({ x: '{count, plural, one {# car} other {# cars}}' });
    expect(t('x', {})).toBe('{count, plural, one {# car} other {# cars}}');
  });

  it('every dictionary names its locale, and its plural texts are well formed with an other branch', () => {
    for (const [dictionary, locale] of [[en, 'en-US'], [es, 'es-US'], [zh, 'zh-Hans']] as const) {
      expect(dictionary['i18n.locale']).toBe(locale);
      const t = createTranslator(dictionary);
      for (const [key, text] of Object.entries(dictionary)) {
        if (!/\{\w+\s*,\s*plural\s*,/.test(text)) continue;
        const name = /\{(\w+)\s*,\s*plural/.exec(text)?.[1] ?? '';
        for (const count of [0, 1, 2, 5]) expect(t(key, { [name]: count, count, total: count, max: count }), `${key} (${count})`).not.toMatch(/plural|#/);
      }
    }
  });

  it('no count text of any language says "1 …s": every {count} beside a plural noun is a plural form', () => {
    // A "{count} vehicles" left without its plural form would print "1 vehicles".
    const nouns = /\{(count|total)\} (vehicles|retailers|results|stories|offers|questions|recalls|campaigns|transmissions|months|years|suggestions|vehículos|concesionarios|resultados|historias|ofertas|preguntas|meses|años)\b/;
    for (const dictionary of [en, es]) for (const [key, text] of Object.entries(dictionary)) expect(nouns.test(text), `${key}: ${text}`).toBe(false);
  });
});
