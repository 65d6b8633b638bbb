/**
 * The site's forms as data. The island renders these; the server re-validates every submission against the same
 * declaration. Labels and choices are dictionary keys.
 */
import type { FieldConfig, FormDefinition } from './types.ts';

const text = (name: string, validation: FieldConfig['validation'], required: boolean, attrs: Record<string, string> = {}, extra: Partial<FieldConfig> = {}): FieldConfig => ({
  name,
  id: `field-${name}`,
  component: 'text',
  validation,
  options: { props: { label: `form.field.${name}`, required }, attrs },
  ...extra,
});

const person: FieldConfig[] = [
  text('firstName', 'firstName', true, { autocomplete: 'given-name' }, { layout: { column: 2, position: 'left' } }),
  text('lastName', 'lastName', true, { autocomplete: 'family-name' }, { layout: { column: 2, position: 'right' } }),
  { ...text('email', 'email', true, { autocomplete: 'email', inputmode: 'email' }), component: 'email', options: { props: { label: 'form.field.email', required: true, validateOnChange: true, minimumValidationLength: 5 }, attrs: { autocomplete: 'email', inputmode: 'email' } } },
];

const phone = (required: boolean): FieldConfig => ({ ...text('phone', 'phone', required, { autocomplete: 'tel', inputmode: 'tel' }), component: 'phone' });
const zip: FieldConfig = { ...text('zipCode', 'zipCode', true, { autocomplete: 'postal-code', inputmode: 'numeric' }), component: 'zip', options: { props: { label: 'form.field.zipCode', required: true, validateOnChange: true, minimumValidationLength: 4 }, attrs: { autocomplete: 'postal-code', inputmode: 'numeric' }, resetSiblingFields: ['retailer'] } };
const retailer: FieldConfig = { name: 'retailer', id: 'field-retailer', component: 'retailer', validation: 'retailer', options: { props: { label: 'form.field.retailer', required: true } }, isFullWidth: true };
const vehicle: FieldConfig = { name: 'vehicle', id: 'field-vehicle', component: 'vehicle', validation: 'vehicleOfInterest', options: { props: { label: 'form.field.vehicle', required: true } }, isFullWidth: true };
const comments = (required: boolean): FieldConfig => ({
  name: 'comments',
  id: 'field-comments',
  component: 'textarea',
  validation: 'comments',
  options: { props: { label: 'form.field.comments', required, maxLength: 1500 } },
  isFullWidth: true,
});
const contactMethod: FieldConfig = {
  name: 'contactMethod',
  id: 'field-contactMethod',
  component: 'radio',
  validation: 'selection',
  options: {
    props: {
      label: 'form.field.contactMethod',
      required: true,
      choices: [
        { value: 'email', label: 'form.choice.email' },
        { value: 'phone', label: 'form.choice.phone' },
      ],
    },
  },
};
/** Filled from a Build & Price build when the visitor comes from its summary. */
const build: FieldConfig = { name: 'buildToken', id: 'field-buildToken', component: 'hidden' };

export const QUOTE_FORM: FormDefinition = {
  name: 'quote',
  endpoint: '/services/contact/quote',
  fields: [...person, phone(false), zip, retailer, vehicle, contactMethod, comments(false), build],
  thankYou: { title: 'form.quote.thanksTitle', text: 'form.quote.thanksText' },
  toRetailer: true,
};

export const TEST_DRIVE_FORM: FormDefinition = {
  name: 'testDrive',
  endpoint: '/services/contact/testdrive',
  fields: [
    ...person,
    phone(true),
    zip,
    retailer,
    vehicle,
    { name: 'date', id: 'field-date', component: 'date', validation: 'date', options: { props: { label: 'form.field.date', required: true } } },
    comments(false),
  ],
  thankYou: { title: 'form.testDrive.thanksTitle', text: 'form.testDrive.thanksText' },
  toRetailer: true,
};

export const CONTACT_FORM: FormDefinition = {
  name: 'contact',
  endpoint: '/services/contact/mail/contact',
  fields: [
    ...person,
    { ...text('emailConfirm', 'emailConfirm', true, { autocomplete: 'email', inputmode: 'email' }), component: 'email' },
    phone(false),
    zip,
    {
      name: 'topic',
      id: 'field-topic',
      component: 'select',
      validation: 'selection',
      options: {
        props: {
          label: 'form.field.topic',
          required: true,
          choices: ['vehicle', 'service', 'recall', 'retailer', 'website', 'other'].map((value) => ({ value, label: `form.topic.${value}` })),
        },
      },
    },
    { ...text('vin', 'vin', false, { autocapitalize: 'characters', spellcheck: 'false' }), options: { props: { label: 'form.field.vin', required: false }, attrs: { autocapitalize: 'characters', spellcheck: 'false' } } },
    comments(true),
  ],
  thankYou: { title: 'form.contact.thanksTitle', text: 'form.contact.thanksText' },
};

export const FORMS: readonly FormDefinition[] = [QUOTE_FORM, TEST_DRIVE_FORM, CONTACT_FORM];

export function formByName(name: string): FormDefinition | undefined {
  return FORMS.find((form) => form.name === name);
}
