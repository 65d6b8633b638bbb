import { describe, expect, it } from 'vitest';
import { draftOf, restoreDraft } from './draft.ts';
import type { FieldConfig } from './types.ts';

const field = (name: string, component: FieldConfig['component']): FieldConfig => ({ name, component, id: `f-${name}` });
const FIELDS = [field('firstName', 'text'), field('email', 'email'), field('topics', 'checkbox'), field('vin', 'hidden'), field('logo', 'file'), field('comments', 'textarea')];

describe('form drafts', () => {
  it('keep what the visitor typed or picked, not hidden carriers, files or empty fields', () => {
    expect(draftOf(FIELDS, { firstName: 'Ana', email: ' ', topics: ['service'], vin: 'JF1ZZZZZ0L1234567', logo: 'x.png', comments: '' })).toEqual({ firstName: 'Ana', topics: ['service'] });
    expect(draftOf(FIELDS, { firstName: '', topics: [] })).toBeNull();
  });

  it('give back only known fields of the right shape, where the page has no value of its own', () => {
    const stored = { firstName: 'Ana', email: 'ana@example.com', topics: ['service', 7], vin: 'FORGED', unknown: 'x', comments: 'x'.repeat(10_001) };
    expect(restoreDraft(FIELDS, stored, { firstName: '', email: 'server@example.com' })).toEqual({ firstName: 'Ana' });
    expect(restoreDraft(FIELDS, 'not a draft', {})).toEqual({});
    expect(restoreDraft(FIELDS, null, {})).toEqual({});
    expect(restoreDraft(FIELDS, ['Ana'], {})).toEqual({});
  });
});
