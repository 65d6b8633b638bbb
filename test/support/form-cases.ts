/**
 * Valid submissions of any lead form, built from its fields' validations, and the multipart bodies that carry them:
 * shared by the form-endpoint tests and the hostile-input suite, which start from a valid case and break one field.
 */
import type { FormDefinition } from '#domain/forms/types.ts';
import type { ValidationName } from '#domain/validation/types.ts';

/** An active retailer and its ZIP in the demo network. */
export const ACTIVE_RETAILER = { id: '10004', slug: 'north-brookfield-frontier-auto', zip: '13418' } as const;
export const VEHICLE = '2026|KSTL|PREM|W3P';
export const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';
/** A real 1×1 PNG (a transparent pixel). */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A real 1×1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface FilePart {
  name: string;
  filename: string;
  type: string;
  content: Buffer;
}
export type Values = Record<string, string | string[]>;

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** A valid value per validation (the e-mail fields get the submission's own address; choices take the field's first). */
export const VALID_VALUES: Partial<Record<ValidationName, string>> = {
  // Another organization: its fields are then required, as the nomination form always asked them.
  charity: 'other',
  firstName: 'Ana María',
  lastName: "O'Neil-Smith",
  phone: '555-555-0100',
  zipCode: ACTIVE_RETAILER.zip,
  retailer: ACTIVE_RETAILER.id,
  vehicleOfInterest: VEHICLE,
  comments: 'Line one,\nline two.',
  date: inAWeek,
  // A brand VIN our plants write (2020 Pica Base), so the guaranteed trade-in can price it too.
  vin: 'JF2FACA12LG504787',
  address: '100 Main St',
  address2: 'Apt 4',
  city: 'Kansas City',
  state: 'KS',
  storyCity: 'Wichita',
  storyTitle: 'Our first road trip',
  storyText: 'Four states,\nthree kids and one very patient Kestrel.',
  storyMedia: YOUTUBE,
  retailerName: 'Frontier Auto',
  organizationName: 'Helping Hands',
  organizationUrl: 'https://helping-hands.example.org',
  organizationEmail: 'info@helping-hands.example.org',
  companyName: 'Prairie Couriers',
  companyAddress: '200 Commerce Ave',
  companyCity: 'Wichita',
  companyState: 'KS',
  companyZip: '67202',
  fleetVehicles: '40',
  orderId: '2026000123',
  reservationCode: 'RSV-2026-ABC',
  shopName: 'Main Street Body Shop',
  mileage: '42000',
  terms: 'on',
  ugcAgreement: 'on',
  cancellationTerms: 'on',
  acknowledge: 'on',
  amount: '52000',
  creditConsent: 'on',
};

export interface FormCase {
  values: Values;
  /** A file for each file field that takes no link (the logo). */
  files: FilePart[];
}

/**
 * Every validated field of the form filled with a valid value (optional ones too), sent from `email`: a field with
 * choices takes its first (a checkbox group its first two), a file field its link when it takes one, else a GIF file.
 */
export function validCase(form: FormDefinition, email: string): FormCase {
  const values: Values = {};
  const files: FilePart[] = [];
  for (const field of form.fields) {
    if (!field.validation) continue;
    const choices = field.options?.props?.choices?.map((choice) => choice.value) ?? [];
    if (field.component === 'file' && !field.options?.props?.allowLink) files.push({ name: field.name, filename: `${field.name}.gif`, type: 'image/gif', content: GIF });
    else if (field.validation === 'email' || field.validation === 'emailConfirm') values[field.name] = email;
    else if (field.validation === 'optionGroup') values[field.name] = choices.slice(0, 2);
    else if (choices.length > 0) values[field.name] = choices[0]!;
    else {
      const value = VALID_VALUES[field.validation];
      if (value === undefined) throw new Error(`${form.name}.${field.name}: no valid value for ${field.validation}`);
      values[field.name] = value;
    }
  }
  return { values, files };
}

/** A multipart/form-data body of `fields` and `files` with `boundary`. */
export function multipartBody(fields: Values, files: readonly FilePart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
  for (const file of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
