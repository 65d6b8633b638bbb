import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMS } from './definitions.ts';

const dictionaries = ['en', 'es', 'zh'].map((lang) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>);

describe('wizards (multi-step forms, DECISIONS.md)', () => {
  it('are the story forms and the share-the-love nomination', () => {
    expect(FORMS.filter((form) => form.steps).map((form) => form.name)).toEqual(['shareStory', 'lovePromiseCustomer', 'lovePromiseRetailer', 'lovePromisePartner', 'shareTheLove']);
  });

  for (const form of FORMS.filter((item) => item.steps)) {
    it(`${form.name}: every visible field is in exactly one step, in the form's order, and each step is named for the address`, () => {
      const steps = form.steps ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(2);
      for (const step of steps) {
        expect(step.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(step.fields.length).toBeGreaterThan(0);
        for (const dictionary of dictionaries) expect(dictionary[step.title], step.title).toBeTruthy();
      }
      expect(new Set(steps.map((step) => step.name)).size).toBe(steps.length);
      const visible = form.fields.filter((field) => field.component !== 'hidden').map((field) => field.name);
      expect(steps.flatMap((step) => step.fields)).toEqual(visible);
    });
  }
});
