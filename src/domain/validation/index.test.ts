import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_SIGNUP_FORM, FORMS, QUOTE_FORM, SHARE_THE_LOVE_FORM } from '#domain/forms/definitions.ts';
import type { FieldConfig } from '#domain/forms/types.ts';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { createTranslator } from '#domain/i18n/translate.ts';
import {
  appliesTo,
  ERROR_MESSAGES,
  SPEC_REQUIRED,
  emailServiceError,
  emailServiceVerdict,
  emailValidationUrl,
  errorText,
  isFieldRequired,
  shouldShowError,
  validateField,
  validateValues,
  validatesOnKeyup,
  zipLookupError,
  zipLookupUrl,
  zipLookupVerdict,
  type FormValues,
} from './index.ts';
import { VALIDATION_NAMES, type FieldError, type ValidationContext } from './types.ts';

const context = (extra: Partial<ValidationContext> = {}): ValidationContext => ({ values: {}, brand: 'Halden', required: true, ...extra });

const field = (name: string, validation: FieldConfig['validation'], props: NonNullable<FieldConfig['options']>['props'] = {}, extra: Partial<FieldConfig> = {}): FieldConfig => ({
  name,
  id: `field-${name}`,
  component: 'text',
  validation,
  options: { props },
  ...extra,
});

describe('validateField', () => {
  it('reads a missing value as empty', () => {
    expect(validateField('email', undefined, context())?.rule).toBe('required');
    expect(validateField('email', undefined, context({ required: false }))).toBeNull();
  });

  it('a list passes required with one non-empty item and checks every item', () => {
    expect(validateField('optionGroup', [], context())?.rule).toBe('required');
    expect(validateField('optionGroup', ['', ' '], context())?.rule).toBe('required');
    expect(validateField('optionGroup', ['roof-rack'], context())).toBeNull();
    expect(validateField('vehicleOfInterest', ['2025|OUTB||', '2024|FORS|PREM|'], context())).toBeNull();
    expect(validateField('vehicleOfInterest', ['2025|OUTB||', '|FORS||'], context())?.rule).toBe('year');
    expect(validateField('terms', ['on'], context())).toBeNull();
  });

  it('multipleEmails reads a list as one comma-separated value (so the limit of 5 holds across items)', () => {
    expect(validateField('multipleEmails', ['a@x.com', 'b@x.com'], context())).toBeNull();
    expect(validateField('multipleEmails', ['a@x.com,b@x.com,c@x.com', 'd@x.com,e@x.com,f@x.com'], context())?.rule).toBe('pattern');
  });
});

describe('validateValues', () => {
  const fields: FieldConfig[] = [
    field('firstName', 'firstName', { required: true }),
    field('email', 'email', { required: true }),
    field('emailConfirm', 'emailConfirm', { required: true }),
    field('phone', 'phone', { required: false }),
    field('hiddenVin', 'vin', { required: true }, { component: 'hidden' }),
    field('invisibleZip', 'zipCode', { required: true, isVisible: false }),
    field('note', undefined, { required: true }),
    field('topic', 'selection', { required: true, choices: [{ value: 'vehicle', label: 'x' }, { value: 'other', label: 'y' }] }),
    field('agree', 'terms'),
    field('search', 'search'),
  ];

  it('maps each invalid field to its first error and skips hidden, invisible and unvalidated fields', () => {
    const errors = validateValues(fields, { email: 'bad', emailConfirm: 'other@x.com', topic: 'vehicle' }, { brand: 'Halden' });
    expect(Object.keys(errors).sort()).toEqual(['agree', 'email', 'emailConfirm', 'firstName', 'search']);
    expect(errors.email?.rule).toBe('pattern');
    expect(errors.emailConfirm?.rule).toBe('match');
    expect(errors.firstName?.message).toBe('Please enter your first name.');
  });

  it("uses the field's required (an optional phone may be empty); without one, the spec's required set", () => {
    const values = { firstName: 'Jo', email: 'jo@x.com', emailConfirm: 'jo@x.com', topic: 'other', agree: 'on', search: 'outback' };
    expect(validateValues(fields, values, { brand: 'Halden' })).toEqual({});
    expect(validateValues(fields, { ...values, search: '' }, { brand: 'Halden' }).search?.rule).toBe('required');
    expect(isFieldRequired(field('s', 'search'))).toBe(true);
    expect(isFieldRequired(field('s', 'search', { required: false }))).toBe(false);
    expect(isFieldRequired(field('c', 'comments'))).toBe(false);
  });

  it('rejects a selection that is none of the choices (a tampered submission)', () => {
    const errors = validateValues(fields, { topic: 'free-car' }, { brand: 'Halden' });
    expect(errors.topic).toEqual({ validation: 'selection', rule: 'choice', key: 'formError-selection-choice', message: 'Please choose one of the options.' });
  });

  it('rejects a checkbox-group value that is none of its boxes, and takes any set of its boxes', () => {
    const fields = EMAIL_SIGNUP_FORM.fields.filter((item) => item.name === 'interests');
    expect(validateValues(fields, { interests: ['offers', 'lottery'] }, { brand: 'Halden' }).interests?.key).toBe('formError-selection-choice');
    expect(validateValues(fields, { interests: ['offers', 'events'] }, { brand: 'Halden' })).toEqual({});
    expect(validateValues(fields, { interests: [] }, { brand: 'Halden' }).interests?.message).toBe('Please select at least one option.');
  });

  it("ignores the caller's values, required and field in the context (the island passes its own)", () => {
    const errors = validateValues(QUOTE_FORM.fields, { firstName: 'Jo' }, { brand: 'Halden', values: {}, required: false });
    expect(errors.lastName?.rule).toBe('required');
    expect(errors.retailer?.message).toBe('Please select a Halden retailer.');
  });

  it("the site's forms mark as required every field whose validation the spec calls required", () => {
    for (const form of FORMS) {
      for (const declared of form.fields) {
        if (declared.validation && SPEC_REQUIRED.has(declared.validation) && declared.component !== 'hidden') {
          expect(isFieldRequired(declared), `${form.name}.${declared.name}`).toBe(true);
        }
      }
    }
  });

  it('the browser and the server give the same verdicts: twice in a row, and on a JSON round-tripped copy (property)', () => {
    const fieldsAll: FieldConfig[] = VALIDATION_NAMES.map((validation, index) => field(`f${index}`, validation, { required: index % 2 === 0 }));
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', ' ', 'on', 'true', 'jane@example.com', '12345-6789', '(555)123-4567', 'JF1GPAY67G8331894', '2025-02-29', '2025|OUTB||', 'image/png', 'https://youtu.be/dQw4w9WgXcQ', '25', 'NY'),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
    );
    const value = fc.oneof(text, fc.array(text, { maxLength: 3 }), fc.constant(undefined));
    const values = fc.dictionary(fc.constantFrom(...fieldsAll.map((f) => f.name), 'email'), value);
    fc.assert(
      fc.property(values, fc.constantFrom('Halden', 'Ostra'), (input, brand) => {
        const formValues = input as FormValues;
        const first = validateValues(fieldsAll, formValues, { brand });
        const again = validateValues(fieldsAll, formValues, { brand });
        const copy = JSON.parse(JSON.stringify(formValues)) as FormValues;
        const onServer = validateValues(JSON.parse(JSON.stringify(fieldsAll)) as FieldConfig[], copy, JSON.parse(JSON.stringify({ brand })) as { brand: string });
        expect(again).toEqual(first);
        expect(onServer).toEqual(first);
        // Every error names a key that has a text.
        for (const error of Object.values(first)) expect(ERROR_MESSAGES).toHaveProperty(error.key.replace(/^formError-/, ''));
      }),
      { numRuns: 300 },
    );
  });
});

describe('fields that apply only for another field’s value (visibleWhen)', () => {
  const organization = SHARE_THE_LOVE_FORM.fields.filter((field) => field.visibleWhen);
  const step = SHARE_THE_LOVE_FORM.fields.filter((field) => SHARE_THE_LOVE_FORM.steps?.[0]?.fields.includes(field.name));

  it('the nomination asks the organization’s name, website, e-mail and logo only for another organization', () => {
    expect(organization.map((field) => [field.name, field.visibleWhen])).toEqual(
      ['organizationName', 'organizationUrl', 'organizationEmail', 'logo'].map((name) => [name, { field: 'charity', value: 'other' }]),
    );
    expect(appliesTo(organization[0]!, { charity: 'other' })).toBe(true);
    expect(appliesTo(organization[0]!, { charity: ' other ' })).toBe(true);
    expect(appliesTo(organization[0]!, { charity: 'second-chance' })).toBe(false);
    expect(appliesTo(organization[0]!, {})).toBe(false);
  });

  it('a listed charity needs no organization fields; another organization needs them all, as before', () => {
    expect(validateValues(step, { charity: 'second-chance' }, { brand: 'Halden' })).toEqual({});
    // Whatever the organization fields hold is not checked while a listed charity is chosen.
    expect(validateValues(step, { charity: 'hometown-10004', organizationUrl: 'not a url', organizationEmail: 'info@' }, { brand: 'Halden' })).toEqual({});
    expect(Object.fromEntries(Object.entries(validateValues(step, { charity: 'other' }, { brand: 'Halden' })).map(([name, error]) => [name, error.message]))).toEqual({
      organizationName: 'Please enter the name of your organization.',
      organizationUrl: "Please enter your organization's website.",
      organizationEmail: "Please enter your organization's email address.",
      logo: "Please upload your organization's logo.",
    });
    expect(validateValues(step, {}, { brand: 'Halden' })).toEqual({ charity: expect.objectContaining({ key: 'formError-charity-required', message: 'Please choose the charity you nominate.' }) });
  });
});

describe('errorText', () => {
  const error: FieldError = { validation: 'retailer', rule: 'required', key: 'formError-retailer-required', message: 'Please select a Halden retailer.', params: { brand: 'Halden' } };

  it('uses the dictionary text with the params when the key exists', () => {
    const t = createTranslator({ 'formError-retailer-required': 'Seleccione un concesionario {brand}.' });
    expect(errorText(error, t, () => true)).toBe('Seleccione un concesionario Halden.');
  });

  it("falls back to the error's English message when the dictionary lacks the key", () => {
    const t = createTranslator({});
    expect(errorText(error, t, () => false)).toBe('Please select a Halden retailer.');
  });

  it('gives the same text in every language as the dictionaries hold, placeholders filled', () => {
    for (const lang of LANGUAGES) {
      const dictionary = JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>;
      const text = errorText(error, createTranslator(dictionary), (key) => key in dictionary);
      expect(text, lang).toContain('Halden');
      expect(text, lang).not.toContain('{brand}');
    }
  });
});

describe('dictionaries hold every form error', () => {
  const dictionaries = Object.fromEntries(LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Record<string, string>]));

  it('en has exactly the message table as formError-* entries', () => {
    const en = dictionaries.en ?? {};
    const formErrors = Object.fromEntries(Object.entries(en).filter(([key]) => key.startsWith('formError-')));
    const expected = Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([id, text]) => [`formError-${id}`, text]));
    expect(formErrors).toEqual(expected);
  });

  it('es and zh translate every one, keeping the placeholders', () => {
    for (const lang of ['es', 'zh']) {
      for (const [id, english] of Object.entries(ERROR_MESSAGES)) {
        const text = dictionaries[lang]?.[`formError-${id}`];
        expect(text, `${lang} ${id}`).toBeTruthy();
        expect(text, `${lang} ${id}`).not.toBe(english);
        const placeholders = (s: string) => [...s.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
        expect(placeholders(text ?? ''), `${lang} ${id}`).toEqual(placeholders(english));
      }
    }
  });
});

describe('display rules (spec 5)', () => {
  it('an error shows only once dirty, invalid and not pending, and not while typing', () => {
    const all = [true, false];
    for (const dirty of all)
      for (const invalid of all)
        for (const pending of all)
          for (const typing of all) {
            expect(shouldShowError({ dirty, invalid, pending, typing }), JSON.stringify({ dirty, invalid, pending, typing })).toBe(dirty && invalid && !pending && !typing);
          }
  });

  it('keyup validation needs validateOnChange and a value longer than minimumValidationLength, never for the VIN', () => {
    const email = field('email', 'email', { validateOnChange: true, minimumValidationLength: 5 });
    expect(validatesOnKeyup(email, 'abcde')).toBe(false);
    expect(validatesOnKeyup(email, 'abcdef')).toBe(true);
    expect(validatesOnKeyup(field('email', 'email', { minimumValidationLength: 1 }), 'abcdef')).toBe(false);
    expect(validatesOnKeyup(field('email', 'email', { validateOnChange: true }), 'a')).toBe(true);
    expect(validatesOnKeyup(field('email', 'email', { validateOnChange: true }), '')).toBe(false);
    expect(validatesOnKeyup(field('vin', 'vin', { validateOnChange: true, minimumValidationLength: 0 }), 'JF1GPAY67G8331894')).toBe(false);
    expect(validatesOnKeyup(field('ownerVin', 'vin', { validateOnChange: true }), 'JF1')).toBe(false);
  });
});

describe('remote checks', () => {
  it('ZIP lookup: valid only on 200 with an object carrying a zipCode and no response error', () => {
    expect(zipLookupVerdict(200, { zipCode: '66952', city: 'Lebanon', state: 'KS' })).toBe(true);
    expect(zipLookupVerdict(404, { message: 'No Results', code: 'NOT_FOUND', reason: 'x' })).toBe(false);
    expect(zipLookupVerdict(200, { zipCode: '66952', error: 'boom' })).toBe(false);
    expect(zipLookupVerdict(200, { zipCode: '66952', responseError: { code: 1 } })).toBe(false);
    expect(zipLookupVerdict(200, { message: 'Invalid ZipCode' })).toBe(false);
    expect(zipLookupVerdict(200, null)).toBe(false);
    expect(zipLookupVerdict(200, [{ zipCode: '66952' }])).toBe(false);
    expect(zipLookupVerdict(200, '66952')).toBe(false);
    expect(zipLookupVerdict(0, undefined)).toBe(false);
    expect(zipLookupUrl(' 66952-1234 ')).toBe('/services/utility/geographicdata/66952');
    expect(zipLookupError()).toEqual({ validation: 'zipCode', rule: 'lookup', key: 'formError-zipCode-lookup', message: 'Please enter a valid 5-digit zip code.' });
  });

  it('e-mail service: truthy answers are valid; false and any failure count as invalid', () => {
    expect(emailServiceVerdict({ status: 200, body: true })).toBe(true);
    expect(emailServiceVerdict({ status: 200, body: 'true' })).toBe(true);
    expect(emailServiceVerdict({ status: 200, body: { valid: true } })).toBe(true);
    expect(emailServiceVerdict({ status: 200, body: false })).toBe(false);
    expect(emailServiceVerdict({ status: 200, body: 'false' })).toBe(false);
    expect(emailServiceVerdict({ status: 200, body: { valid: false } })).toBe(false);
    expect(emailServiceVerdict({ status: 200, body: '' })).toBe(false);
    expect(emailServiceVerdict({ status: 200, body: null })).toBe(false);
    expect(emailServiceVerdict({ status: 500, body: true })).toBe(false);
    expect(emailServiceVerdict(null)).toBe(false);
    expect(emailServiceVerdict(undefined)).toBe(false);
    expect(emailValidationUrl('WEB', ' jo+cars@example.com ')).toBe('/services/contact/mail/validate?sourceCode=WEB&email=jo%2Bcars%40example.com');
    expect(emailServiceError().message).toBe('Please enter a valid email address.');
  });
});
