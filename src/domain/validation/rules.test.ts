import { describe, expect, it } from 'vitest';
import { interpolate } from '#domain/i18n/translate.ts';
import { ERROR_MESSAGES } from './messages.ts';
import { ALWAYS_REQUIRED, OVERSIZED_IMAGE_TYPE, RULES, SPEC_REQUIRED, fileKind, isCalendarDate, isStoryLink, parseVehicle } from './rules.ts';
import { VALIDATION_NAMES, type FieldError, type ValidationContext, type ValidationName } from './types.ts';

const context = (required: boolean, extra: Partial<ValidationContext> = {}): ValidationContext => ({ values: {}, brand: 'Halden', required, ...extra });
const check = (validation: ValidationName, value: string, required = true, extra: Partial<ValidationContext> = {}): FieldError | null =>
  RULES[validation](value, context(required, extra));

const MAX = (n: number) => `You can only enter up to ${n} characters.`;
const SUPPORT = { supportUrl: '/support/customer-support.html' };
const VIN_NOT_FOUND = 'The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.';

type Row = [value: string, rule: string | null, message?: string, params?: Record<string, string | number>];

/** Every rule, table-driven: value → the failing rule and its exact English message (null = valid). Required fields. */
const TABLE: Partial<Record<ValidationName, Row[]>> = {
  email: [
    ['', 'required', 'Please enter your email address.'],
    ['   ', 'required', 'Please enter your email address.'],
    ['jane.doe@example.com', null],
    ['Jane_Doe+cars-1@Mail.Example.CO', null],
    ['  jane@example.com  ', null],
    ['a@b.info', null],
    ['jane@example', 'pattern', 'Please enter a valid email address.'],
    ['jane@example.c', 'pattern', 'Please enter a valid email address.'],
    ['jane@example.travel', 'pattern', 'Please enter a valid email address.'],
    ['jane doe@example.com', 'pattern', 'Please enter a valid email address.'],
    ['jane!@example.com', 'pattern', 'Please enter a valid email address.'],
    ['janeexample.com', 'pattern', 'Please enter a valid email address.'],
    [`${'a'.repeat(38)}@example.com`, null], // exactly 50
    [`${'a'.repeat(39)}@example.com`, 'maxLength', 'You can only enter up to 50 characters.', { max: 50 }],
  ],
  emailConfirm: [
    ['', 'required', 'Please confirm your email address.'],
    ['jane@example.com', null],
    ['JANE@example.com ', null],
    ['john@example.com', 'match', 'The email addresses you entered do not match.'],
  ],
  multipleEmails: [
    ['', 'required', 'Please enter at least one email address.'],
    ['a@example.com', null],
    ['a@example.com, b@example.com,c@example.org', null],
    ['a@x.com,b@x.com,c@x.com,d@x.com,e@x.com', null],
    ['a@x.com,b@x.com,c@x.com,d@x.com,e@x.com,f@x.com', 'pattern', 'Please enter valid email addresses, no more than 5.', { max: 5 }],
    ['a@example.com, not-an-email', 'pattern', 'Please enter valid email addresses, no more than 5.', { max: 5 }],
    [',', 'pattern', 'Please enter valid email addresses, no more than 5.', { max: 5 }],
  ],
  firstName: [
    ['', 'required', 'Please enter your first name.'],
    ['J', null],
    ["Mary-Jane O'Neil", null],
    ['José María', null],
    ['明', null],
    ['Ann & Bob Jr.', null],
    ['Agent 47', null],
    ['a'.repeat(30), null],
    ['a'.repeat(31), 'maxLength', MAX(30), { max: 30 }],
    ['Jane!', 'pattern', "Please enter a valid first name (letters, numbers, spaces, &, ., ' and - only)."],
    ['Jane <b>', 'pattern', "Please enter a valid first name (letters, numbers, spaces, &, ., ' and - only)."],
  ],
  lastName: [
    ['', 'required', 'Please enter your last name.'],
    ['D', 'minLength', 'Please enter at least 2 characters.', { min: 2 }],
    ['Do', null],
    ['Núñez-García', null],
    ['欧阳', null],
    // DECISIONS.md: a family name in a CJK script may be one character.
    ['王', null],
    ['李', null],
    ['김', null],
    ['b'.repeat(31), 'maxLength', MAX(30), { max: 30 }],
    ['Doe@', 'pattern', "Please enter a valid last name (letters, numbers, spaces, &, ., ' and - only)."],
  ],
  address: [
    ['', 'required', 'Please enter your address.'],
    ['1 Main St., Apt #4', null],
    ['x'.repeat(50), null],
    ['x'.repeat(51), 'maxLength', MAX(50), { max: 50 }],
  ],
  address2: [
    ['', 'required', 'Please enter the second line of your address.'],
    ['x'.repeat(51), 'maxLength', MAX(50), { max: 50 }],
  ],
  city: [
    ['', 'required', 'Please enter your city.'],
    ['Winston-Salem', null],
    ['San José', null],
    ['c'.repeat(25), null],
    ['c'.repeat(26), 'maxLength', MAX(25), { max: 25 }],
    ['District 9', 'pattern', 'Please enter a city name without numbers.'],
  ],
  state: [
    ['', 'required', 'Please select your state.'],
    ['NY', null],
    ['dc', null],
    ['PR', 'pattern', 'Please select a valid US state.'],
    ['XX', 'pattern', 'Please select a valid US state.'],
    ['New York', 'pattern', 'Please select a valid US state.'],
  ],
  zipCode: [
    ['', 'required', 'Please enter your zip code.'],
    ['12345', null],
    ['12345-6789', null],
    ['12345 6789', null],
    ['12345  6789', null],
    ['12345 - 6789', null],
    ['123456789', null],
    ['1234', 'pattern', 'Please enter a valid 5-digit zip code.'],
    ['123456', 'pattern', 'Please enter a valid 5-digit zip code.'],
    ['12345-678', 'pattern', 'Please enter a valid 5-digit zip code.'],
    ['12345--6789', 'pattern', 'Please enter a valid 5-digit zip code.'],
    ['ABCDE', 'pattern', 'Please enter a valid 5-digit zip code.'],
    ['00000', 'pattern', 'Please enter a valid 5-digit zip code.'],
  ],
  phone: [
    ['', 'required', 'Please enter your phone number.'],
    ['(555)123-4567', null],
    ['(555) 123-4567', null],
    ['555-123-4567', null],
    ['5551234567', null],
    ['555-1234567', 'pattern', 'Please enter a valid 10-digit phone number.'],
    ['555.123.4567', 'pattern', 'Please enter a valid 10-digit phone number.'],
    ['555123456', 'pattern', 'Please enter a valid 10-digit phone number.'],
    ['15551234567', 'pattern', 'Please enter a valid 10-digit phone number.'],
    ['(555)-123-4567', 'pattern', 'Please enter a valid 10-digit phone number.'],
    ['phone', 'pattern', 'Please enter a valid 10-digit phone number.'],
  ],
  mileage: [
    ['', 'required', 'Please enter the mileage.'],
    ['0', null],
    ['999999', null],
    ['1000000', 'maxLength', MAX(6), { max: 6 }],
    ['12,345', 'pattern', 'Please enter a mileage between 0 and 999,999.'],
    ['-5', 'pattern', 'Please enter a mileage between 0 and 999,999.'],
    ['12.5', 'pattern', 'Please enter a mileage between 0 and 999,999.'],
  ],
  amount: [
    ['', 'required', 'Please enter an amount.'],
    ['0', null],
    ['9999999', null],
    ['10000000', 'maxLength', MAX(7), { max: 7 }],
    ['52,000', 'pattern', 'Please enter a whole-dollar amount using numbers only.'],
    ['$1200', 'pattern', 'Please enter a whole-dollar amount using numbers only.'],
    ['1200.50', 'pattern', 'Please enter a whole-dollar amount using numbers only.'],
  ],
  comments: [
    ['', 'required', 'Please enter your comments.'],
    ['c'.repeat(1500), null],
    ['c'.repeat(1501), 'maxLength', MAX(1500), { max: 1500 }],
    [`${'c'.repeat(749)}\r\n${'c'.repeat(750)}`, null], // CRLF counts once, as in the browser
  ],
  shareComments: [
    ['', 'required', 'Please enter a message.'],
    ['s'.repeat(255), null],
    ['s'.repeat(256), 'maxLength', MAX(255), { max: 255 }],
  ],
  zipOrCity: [
    ['', 'required', 'Please enter a valid zip code or city.'],
    ['Denver, CO', null],
    ['z'.repeat(101), 'maxLength', MAX(100), { max: 100 }],
  ],
  retailer: [
    ['', 'required', 'Please select a Halden retailer.', { brand: 'Halden' }],
    ['100234', null],
  ],
  vin: [
    ['', 'required', 'Please enter a valid VIN.'],
    ['JF1GPAY67G833189', 'length', 'Please enter a valid VIN.'],
    ['JF1GPAY67G83318944', 'length', 'Please enter a valid VIN.'],
    ['JF1GPAY67G833I894', 'pattern', 'Please enter a valid VIN.'],
    ['JF1GPAY67G8331894', null],
    ['19XFC1F7XGE028370', 'prefix', VIN_NOT_FOUND, SUPPORT],
    ['JF1GPAY68G8331894', 'checkDigit', VIN_NOT_FOUND, SUPPORT],
  ],
  search: [
    ['', 'required', 'Please enter a search term.'],
    ['outback', null],
  ],
  retailerName: [
    ['', 'required', 'Please enter the retailer name.'],
    ['r'.repeat(50), null],
    ['r'.repeat(51), 'maxLength', MAX(50), { max: 50 }],
  ],
  shopName: [
    ['', 'required', 'Please enter the shop name.'],
    ['A', null],
    ['s'.repeat(100), null],
    ['s'.repeat(101), 'maxLength', MAX(100), { max: 100 }],
  ],
  companyName: [
    ['', 'required', 'Please enter your company name.'],
    ['c'.repeat(51), 'maxLength', MAX(50), { max: 50 }],
  ],
  companyAddress: [
    ['', 'required', 'Please enter your company address.'],
    ['c'.repeat(51), 'maxLength', MAX(50), { max: 50 }],
  ],
  companyCity: [
    ['', 'required', 'Please enter your company city.'],
    ['Boise', null],
    ['c'.repeat(26), 'maxLength', MAX(25), { max: 25 }],
    ['Area 51', 'pattern', 'Please enter a city name without numbers.'],
  ],
  companyState: [
    ['', 'required', 'Please select your company state.'],
    ['TX', null],
    ['ZZ', 'pattern', 'Please select a valid US state.'],
  ],
  companyZip: [
    ['', 'required', 'Please enter your company zip code.'],
    ['66952', null],
    ['66952-1234', 'pattern', 'Please enter a valid 5-digit zip code.'],
    ['6695A', 'pattern', 'Please enter a valid 5-digit zip code.'],
  ],
  fleetVehicles: [
    ['', 'required', 'Please enter the number of vehicles.'],
    ['25', null],
    ['1000', null],
    ['24', 'minimum', 'Minimum number of vehicles required for Fleet eligibility is 25.', { min: 25 }],
    ['0', 'minimum', 'Minimum number of vehicles required for Fleet eligibility is 25.', { min: 25 }],
    ['twenty', 'pattern', 'Please enter the number of vehicles using digits only.'],
    ['2 5', 'pattern', 'Please enter the number of vehicles using digits only.'],
    ['9999999999', null],
    ['99999999999', 'maxLength', MAX(10), { max: 10 }],
  ],
  storyTitle: [
    ['', 'required', 'Please enter a title for your story.'],
    ['t'.repeat(100), null],
    ['t'.repeat(101), 'maxLength', MAX(100), { max: 100 }],
  ],
  storyText: [
    ['', 'required', 'Please tell us your story.'],
    ['t'.repeat(5000), null],
    ['t'.repeat(5001), 'maxLength', MAX(5000), { max: 5000 }],
  ],
  storyCity: [
    ['', 'required', 'Please enter your city.'],
    ['c'.repeat(26), 'maxLength', MAX(25), { max: 25 }],
  ],
  storyMedia: [
    ['', 'required', 'Please add a photo, a video or a YouTube link.'],
    ['image/jpeg', null],
    ['image/png', null],
    ['image/gif', null],
    ['Trip.JPG', null],
    ['video/mp4', null],
    ['clip.mov', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://youtu.be/dQw4w9WgXcQ', null],
    ['youtu.be/dQw4w9WgXcQ', null],
    ['www.youtube.com/shorts/dQw4w9WgXcQ', null],
    ['http://example.com/my-story', null],
    ['https://photos.example.org/a/b?c=d', null],
    ['image/bmp', 'imageFormat', 'Please upload a photo in JPG, PNG or GIF format.'],
    ['photo.heic', 'imageFormat', 'Please upload a photo in JPG, PNG or GIF format.'],
    ['image/webp', 'imageFormat', 'Please upload a photo in JPG, PNG or GIF format.'],
    ['video/x-msvideo', 'videoFormat', 'Please upload a video in MP4, MOV or WebM format.'],
    ['application/pdf', 'format', 'Please upload a photo or a video.'],
    [OVERSIZED_IMAGE_TYPE, 'dimensions', 'Please upload a smaller photo: at most 10000 pixels on its longest side and 50 megapixels in all.', { maxSide: 10_000, maxMegapixels: 50 }],
    ['ftp://example.com/story', 'link', 'Please enter a link that starts with http:// or https://, or a valid YouTube link.'],
    ['www.example.com/story', 'link', 'Please enter a link that starts with http:// or https://, or a valid YouTube link.'],
    ['youtube.com/watch?v=short', 'link', 'Please enter a link that starts with http:// or https://, or a valid YouTube link.'],
    ['my holiday', 'link', 'Please enter a link that starts with http:// or https://, or a valid YouTube link.'],
    [`https://example.com/${'p'.repeat(81)}`, 'maxLength', MAX(100), { max: 100 }],
  ],
  organizationName: [
    ['', 'required', 'Please enter the name of your organization.'],
    ['o'.repeat(51), 'maxLength', MAX(50), { max: 50 }],
  ],
  organizationUrl: [
    ['', 'required', "Please enter your organization's website."],
    ['www.charity.org', null],
    ['https://charity.org/give', null],
    ['www.charity .org', 'pattern', 'Please enter a website address without spaces.'],
    [`https://${'u'.repeat(89)}.org`, 'maxLength', MAX(100), { max: 100 }],
  ],
  organizationEmail: [
    ['', 'required', "Please enter your organization's email address."],
    ['info@charity.org', null],
    ['info@charity', 'pattern', 'Please enter a valid email address.'],
    [`${'i'.repeat(39)}@charity.org`, 'maxLength', MAX(50), { max: 50 }],
  ],
  organizationLogo: [
    ['', 'required', "Please upload your organization's logo."],
    ['image/png', null],
    ['image/jpeg', null],
    ['image/gif', null],
    ['image/webp', null],
    ['image/svg+xml', 'format', 'Please upload a logo in PNG, JPG, GIF or WebP format.'],
    ['Logo.SVG', 'format', 'Please upload a logo in PNG, JPG, GIF or WebP format.'],
    ['logo.jpeg', null],
    ['image/bmp', 'format', 'Please upload a logo in PNG, JPG, GIF or WebP format.'],
    ['application/pdf', 'format', 'Please upload a logo in PNG, JPG, GIF or WebP format.'],
    ['logo.tiff', 'format', 'Please upload a logo in PNG, JPG, GIF or WebP format.'],
    ['logo', 'format', 'Please upload a logo in PNG, JPG, GIF or WebP format.'],
    [OVERSIZED_IMAGE_TYPE, 'dimensions', 'Please upload a smaller logo: at most 10000 pixels on its longest side and 50 megapixels in all.', { maxSide: 10_000, maxMegapixels: 50 }],
  ],
  charity: [
    ['', 'required', 'Please choose the charity you nominate.'],
    ['other', null],
    ['second-chance', null],
    ['hometown-10004', null],
    ['Second Chance', 'unknown', 'This charity is not one of the Share the Love charities. Please choose one from the list, or Another organization.'],
    ['<script>', 'unknown', 'This charity is not one of the Share the Love charities. Please choose one from the list, or Another organization.'],
  ],
  creditConsent: [
    ['', 'required', 'Please authorize the credit review to send your application.'],
    ['false', 'required', 'Please authorize the credit review to send your application.'],
    ['on', null],
  ],
  terms: [
    ['', 'required', 'Please agree to the terms and conditions.'],
    ['false', 'required', 'Please agree to the terms and conditions.'],
    ['true', null],
    ['on', null],
  ],
  ugcAgreement: [
    ['', 'required', 'Please agree to the user-generated content terms.'],
    ['on', null],
  ],
  selection: [
    ['', 'required', 'Please make a selection.'],
    ['email', null],
  ],
  vehicleOfInterest: [
    ['', 'required', 'Please select at least one vehicle of interest.'],
    ['|||', 'required', 'Please select at least one vehicle of interest.'],
    ['2025|OUTB|LTD|K1X', null],
    ['2025|OUTB||', null],
    ['2025|OUTB', null],
    ['|OUTB||', 'year', 'Please select a year.'],
    ['25|OUTB||', 'year', 'Please select a year.'],
    ['2025|||', 'model', 'Please select a model.'],
    ['2025|OUTB|LTD|K1X|extra', 'pattern', 'Please select a vehicle from the list.'],
  ],
  optionGroup: [
    ['', 'required', 'Please select at least one option.'],
    ['navigation', null],
  ],
  acknowledge: [
    ['', 'required', 'Please confirm that you understand you are leaving this website.'],
    ['true', null],
  ],
  date: [
    ['', 'required', 'Please select a date.'],
    ['2025-06-30', null],
    ['2024-02-29', null],
    ['2000-02-29', null],
    ['2025-02-29', 'pattern', 'Please enter a valid date.'],
    ['1900-02-29', 'pattern', 'Please enter a valid date.'],
    ['2025-04-31', 'pattern', 'Please enter a valid date.'],
    ['2025-13-01', 'pattern', 'Please enter a valid date.'],
    ['2025-00-10', 'pattern', 'Please enter a valid date.'],
    ['06/30/2025', 'pattern', 'Please enter a valid date.'],
    ['2025-6-30', 'pattern', 'Please enter a valid date.'],
  ],
  reservationCode: [
    ['', 'required', 'Please enter your reservation code.'],
    ['ABC123', null],
    ['r'.repeat(30), null],
    ['r'.repeat(31), 'maxLength', 'Your reservation code can be up to 30 characters.', { max: 30 }],
  ],
  cancellationTerms: [
    ['', 'required', 'Please agree to the cancellation terms.'],
    ['on', null],
  ],
  orderId: [
    ['', 'required', 'Please enter your order ID.'],
    ['1234567890', null],
    ['1'.repeat(25), null],
    ['1'.repeat(26), 'maxLength', MAX(25), { max: 25 }],
    ['123 456', 'pattern', 'Please enter a valid order ID using numbers only. If you need help, contact Customer Support.', SUPPORT],
    ['A-123', 'pattern', 'Please enter a valid order ID using numbers only. If you need help, contact Customer Support.', SUPPORT],
  ],
  singleWord: [
    ['', 'required', 'Please enter a word.'],
    ['Outback', null],
    ['two words', 'pattern', 'Please enter a single word without spaces.'],
    ['tab\there', 'pattern', 'Please enter a single word without spaces.'],
    ['trailing ', 'pattern', 'Please enter a single word without spaces.'],
  ],
};

describe('rules: every validation, table-driven, with the exact messages', () => {
  it('covers every validation name', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...VALIDATION_NAMES].sort());
    expect(Object.keys(RULES).sort()).toEqual([...VALIDATION_NAMES].sort());
  });

  for (const [validation, rows] of Object.entries(TABLE) as [ValidationName, Row[]][]) {
    describe(validation, () => {
      for (const [value, rule, message, params] of rows) {
        const shown = value.length > 40 ? `${value.slice(0, 20)}… (${value.length} chars)` : JSON.stringify(value);
        it(`${shown} → ${rule ?? 'valid'}`, () => {
          const error = check(validation, value, true, validation === 'emailConfirm' ? { values: { email: 'jane@example.com' }, field: 'emailConfirm' } : {});
          if (rule === null) {
            expect(error).toBeNull();
            return;
          }
          expect(error).toEqual({ validation, rule, key: `formError-${validation}-${rule}`, message, ...(params ? { params } : {}) });
        });
      }
    });
  }
});

describe('rules: required', () => {
  it('an optional empty field passes every validation except the boxes that must be ticked', () => {
    for (const validation of VALIDATION_NAMES) {
      const error = check(validation, '', false);
      if (ALWAYS_REQUIRED.has(validation)) expect(error?.rule, validation).toBe('required');
      else expect(error, validation).toBeNull();
    }
  });

  it('a required empty field fails with its own required message, which is in the message table', () => {
    for (const validation of VALIDATION_NAMES) {
      const error = check(validation, '  ', true);
      expect(error?.rule, validation).toBe('required');
      expect(error?.key).toBe(`formError-${validation}-required`);
      expect(error?.message).toBe(interpolate(ERROR_MESSAGES[`${validation}-required` as keyof typeof ERROR_MESSAGES], error?.params));
    }
  });

  it('optional fields still check what is entered (an optional VIN accepts empty, not a bad VIN)', () => {
    expect(check('vin', '', false)).toBeNull();
    expect(check('vin', 'ABC', false)?.rule).toBe('length');
    expect(check('email', 'nope', false)?.rule).toBe('pattern');
  });

  it('the spec-required set names only real validations and includes the must-tick boxes', () => {
    for (const name of SPEC_REQUIRED) expect(VALIDATION_NAMES).toContain(name);
    for (const name of ALWAYS_REQUIRED) expect(SPEC_REQUIRED.has(name)).toBe(true);
  });
});

describe('rules: particulars', () => {
  it('emailConfirm compares with values.email, trimmed and case-insensitively; a missing email is a mismatch', () => {
    expect(check('emailConfirm', 'a@b.com', true, { values: { email: ' A@B.com ' }, field: 'emailConfirm' })).toBeNull();
    expect(check('emailConfirm', 'a@b.com', true, { values: {}, field: 'emailConfirm' })?.rule).toBe('match');
    expect(check('emailConfirm', 'a@b.com', true, { values: { email: ['a@b.com'] } })?.rule).toBe('match');
    // A field named xConfirm confirms x.
    expect(check('emailConfirm', 'z@b.com', true, { values: { email: 'a@b.com', workEmail: 'z@b.com' }, field: 'workEmailConfirm' })).toBeNull();
  });

  it("retailer fills {brand} from the context and keeps it as a param", () => {
    const error = check('retailer', '', true, { brand: 'Ostra' });
    expect(error?.message).toBe('Please select a Ostra retailer.');
    expect(error?.params).toEqual({ brand: 'Ostra' });
  });

  it('reading (DECISIONS): the reservation code accepts up to 30 characters and its message states 30', () => {
    expect(check('reservationCode', 'x'.repeat(11))).toBeNull();
    expect(check('reservationCode', 'x'.repeat(31))?.message).toContain('30');
  });

  it('reading: (xxx)xxx-xxxx is 13 characters, accepted because the spec names the format; 10–12 bounds the other forms', () => {
    expect(check('phone', '(555)123-4567')).toBeNull();
    expect(check('phone', '555-123-4567')).toBeNull();
    expect(check('phone', '5551234567')).toBeNull();
  });

  it('reading: 00000 is not a ZIP (as the geographic service reads it)', () => {
    expect(check('zipCode', '00000')?.rule).toBe('pattern');
    expect(check('zipCode', '00501')).toBeNull();
  });

  it('reading (DECISIONS): story media links are http(s) links, YouTube links in their usual forms, or the site host', () => {
    expect(isStoryLink('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe(true);
    expect(isStoryLink('youtube.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isStoryLink('http://localhost')).toBe(false);
    expect(isStoryLink('javascript:alert(1)')).toBe(false);
    expect(check('storyMedia', 'halden.example/stories/1', true, { host: 'halden.example' })).toBeNull();
    expect(check('storyMedia', 'halden.example/stories/1')?.rule).toBe('link');
  });

  it('file values are a MIME type or a file name', () => {
    expect(fileKind('image/JPG')).toEqual({ family: 'image', subtype: 'jpeg' });
    expect(fileKind('holiday.photo.PNG')).toEqual({ family: 'image', subtype: 'png' });
    expect(fileKind('movie.MOV')).toEqual({ family: 'video', subtype: 'quicktime' });
    expect(fileKind('application/pdf')).toEqual({ family: 'other', subtype: 'pdf' });
    expect(fileKind('notes.txt')).toBeNull();
    expect(fileKind('dir/photo.jpg')).toBeNull();
  });

  it('real calendar dates, leap years included', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('2025-12-31')).toBe(true);
  });

  it('the vehicle picker value is YEAR|MODEL|TRIM|COLOR', () => {
    expect(parseVehicle('2025|OUTB|LTD|K1X')).toEqual({ year: '2025', model: 'OUTB', trim: 'LTD', color: 'K1X' });
    expect(parseVehicle('2025|OUTB')).toEqual({ year: '2025', model: 'OUTB', trim: '', color: '' });
    expect(parseVehicle('1|2|3|4|5')).toBeNull();
  });

  it('names take letters of any script, combining marks and the curly apostrophe', () => {
    expect(check('firstName', 'Zoë')).toBeNull();
    expect(check('firstName', 'Zoe\u0308')).toBeNull();
    expect(check('lastName', 'O’Brien')).toBeNull();
    expect(check('lastName', '王五')).toBeNull();
  });

  it('lengths count code points, not UTF-16 units', () => {
    expect(check('comments', '😀'.repeat(1500))).toBeNull();
    expect(check('comments', '😀'.repeat(1501))?.rule).toBe('maxLength');
  });

  it('every error any rule gave in this file has its text in the message table', () => {
    for (const [validation, rows] of Object.entries(TABLE) as [ValidationName, Row[]][]) {
      for (const [value] of rows) {
        const error = check(validation, value, true, { values: { email: 'x@y.com' } });
        if (error) expect(Object.keys(ERROR_MESSAGES)).toContain(error.key.replace(/^formError-/, ''));
      }
    }
  });
});
