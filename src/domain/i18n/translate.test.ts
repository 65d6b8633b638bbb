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
