import { describe, expect, it } from 'vitest';
import { FORMS } from './definitions.ts';
import { inNameOrder } from './name-order.ts';

const names = (lang: 'en' | 'es' | 'zh', form = FORMS.find((one) => one.name === 'quote')) =>
  inNameOrder(form?.fields ?? [], lang)
    .map((field) => field.name)
    .filter((name) => name === 'firstName' || name === 'lastName');

describe('the order of the name fields (DECISIONS.md: family name first on Chinese pages)', () => {
  it('puts the family name before the given name on Chinese pages', () => {
    expect(names('zh')).toEqual(['lastName', 'firstName']);
  });

  it('keeps the given name first in English and Spanish', () => {
    expect(names('en')).toEqual(['firstName', 'lastName']);
    expect(names('es')).toEqual(['firstName', 'lastName']);
  });

  it('every form with both name fields has the family name first in Chinese, and nothing else moves', () => {
    const both = FORMS.filter((form) => form.fields.some((field) => field.validation === 'lastName') && form.fields.some((field) => field.validation === 'firstName'));
    expect(both.length).toBeGreaterThan(5);
    for (const form of both) {
      const zh = inNameOrder(form.fields, 'zh').map((field) => field.name);
      expect(zh.indexOf('lastName'), form.name).toBeLessThan(zh.indexOf('firstName'));
      const others = (order: string[]) => order.filter((name) => name !== 'firstName' && name !== 'lastName');
      expect(others(zh), form.name).toEqual(others(form.fields.map((field) => field.name)));
    }
  });
});
