import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages.ts';

describe('resolveLanguage', () => {
  it('accepts en, es and zh', () => {
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('es')).toBe('es');
    expect(resolveLanguage('zh')).toBe('zh');
  });

  it('reads the language part of a regional tag', () => {
    expect(resolveLanguage('es-US')).toBe('es');
    expect(resolveLanguage('zh-Hans')).toBe('zh');
  });

  it('warns about an unknown locale and falls back to English', () => {
    const warnings: string[] = [];
    expect(resolveLanguage('fr', (message) => warnings.push(message))).toBe('en');
    expect(warnings).toEqual(['Unknown locale "fr", falling back to en']);
  });
});
