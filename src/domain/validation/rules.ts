/**
 * One pure rule per validation name (spec section 5). The browser runs them as the visitor types, the server re-runs
 * them on every submission: the same module, so the same verdicts.
 *
 * Conventions shared by every rule:
 * - The value is trimmed and its line endings made `\n` before it is checked (a textarea posts `\r\n`, the browser
 *   holds `\n`; both must count the same). Lengths count Unicode code points. `singleWord` is the one rule that sees
 *   the untrimmed value, since whitespace anywhere is what it rejects.
 * - An empty value fails `required` when the field is required (context.required, or always for the checkboxes that
 *   must be ticked), and passes every other check when it is not.
 * - Checks run in the order required → minLength → maxLength → pattern / rule-specific checks; the first failure is
 *   the error.
 * - Files (storyMedia, organizationLogo) are checked by the string the caller passes as the value: the file's MIME
 *   type (`image/png`) or its name (`logo.png`); storyMedia also takes a link.
 */
import { interpolate } from '#domain/i18n/translate.ts';
import { VIN_PATTERN } from '#domain/inventory/vin-pattern.ts';
import { CUSTOMER_SUPPORT_PATH, ERROR_MESSAGES, errorKey, type ErrorId } from './messages.ts';
import type { FieldError, Rule, ValidationContext, ValidationName } from './types.ts';

export const DEFAULT_VIN_PREFIXES: readonly string[] = ['jf1', 'jf2', '4s3', '4s4'];
/** The alternative VIN start (spec: "jtmababa plus 9 alphanumerics"); 17 characters in all. */
export const VIN_ALTERNATIVE_PREFIX = 'jtmababa';
export const FLEET_MINIMUM = 25;
export const MAX_EMAILS = 5;

/** The 50 states and DC, as two-letter postal codes. */
export const US_STATE_CODES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
];
const STATES = new Set(US_STATE_CODES);

/** Validations the spec calls required: the default when a field's declaration does not say `required`. */
export const SPEC_REQUIRED: ReadonlySet<ValidationName> = new Set<ValidationName>([
  'email',
  'firstName',
  'lastName',
  'city',
  'state',
  'zipOrCity',
  'retailer',
  'search',
  'shopName',
  'companyState',
  'fleetVehicles',
  'storyMedia',
  'organizationUrl',
  'organizationLogo',
  'terms',
  'ugcAgreement',
  'selection',
  'vehicleOfInterest',
  'optionGroup',
  'acknowledge',
  'date',
  'reservationCode',
  'cancellationTerms',
  'orderId',
  'creditConsent',
]);

/** Checkboxes that must be ticked whatever the field says (spec: "must be ticked"). */
export const ALWAYS_REQUIRED: ReadonlySet<ValidationName> = new Set<ValidationName>(['terms', 'ugcAgreement', 'acknowledge', 'cancellationTerms', 'creditConsent']);

/** Builds the error for `{validation}-{rule}`, filling the English text's placeholders from params. */
export function fieldError(id: ErrorId, params?: Record<string, string | number>): FieldError {
  const dash = id.indexOf('-');
  const validation = id.slice(0, dash) as ValidationName;
  const rule = id.slice(dash + 1);
  const message = interpolate(ERROR_MESSAGES[id], params);
  return params ? { validation, rule, key: errorKey(id), message, params } : { validation, rule, key: errorKey(id), message };
}

/** Trimmed, with `\r\n` / `\r` as `\n`. */
export const normalise = (value: string): string => value.replace(/\r\n?/g, '\n').trim();
/** Length in code points (an emoji or a CJK extension character counts once). */
export const length = (value: string): number => [...value].length;

const isRequired = (validation: ValidationName, context: ValidationContext) => context.required || ALWAYS_REQUIRED.has(validation);

interface TextSpec {
  min?: number;
  /** A value shorter than `min` that still passes (a one-character CJK family name). */
  shortOk?: (value: string) => boolean;
  max?: number;
  /** The value must match (rule `pattern`). */
  pattern?: RegExp;
  /** The value must not match (rule `pattern`). */
  forbidden?: RegExp;
  /** Further checks once the generic ones pass. */
  then?: (value: string, context: ValidationContext) => FieldError | null;
}

/** The common shape: required, min/max length, a pattern, then anything particular. */
function textRule(validation: ValidationName, spec: TextSpec): Rule {
  return (raw, context) => {
    const value = normalise(raw);
    if (value === '') return isRequired(validation, context) ? fieldError(`${validation}-required` as ErrorId) : null;
    const size = length(value);
    if (spec.min !== undefined && size < spec.min && !spec.shortOk?.(value)) return fieldError(`${validation}-minLength` as ErrorId, { min: spec.min });
    if (spec.max !== undefined && size > spec.max) return fieldError(`${validation}-maxLength` as ErrorId, { max: spec.max });
    if (spec.pattern && !spec.pattern.test(value)) return fieldError(`${validation}-pattern` as ErrorId);
    if (spec.forbidden?.test(value)) return fieldError(`${validation}-pattern` as ErrorId);
    return spec.then ? spec.then(value, context) : null;
  };
}

// ——— patterns ———

/** Letters, digits and . _ + - before @, then a domain and a 2 to 4 letter ending; case-insensitive. */
export const EMAIL_PATTERN = /^[a-z0-9._+-]+@(?:[a-z0-9-]+\.)+[a-z]{2,4}$/i;
/** Letters of any script (with their combining marks), digits, space, &, ., apostrophe (straight or curly), hyphen. */
const NAME_PATTERN = /^[\p{L}\p{M}0-9 &.'’-]+$/u;
const HAS_DIGIT = /\p{Nd}/u;
/**
 * A name written in a CJK script (Han, kana, Hangul): DECISIONS.md reads the spec's "last name 2-30" as counting
 * characters, and a Chinese, Japanese or Korean family name may be one character (王, 李). Latin names keep the minimum.
 */
const CJK_NAME = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;
/** Whether a name is written in a CJK script, so one character is a whole name. */
export const isCjkName = (value: string): boolean => CJK_NAME.test(value);
/** 5 digits, optionally the +4 after a dash (spaces around it allowed), one or more spaces, or nothing. */
export const ZIP_PATTERN = /^(?!00000)\d{5}(?:(?: *- *| *)\d{4})?$/;
/** (xxx)xxx-xxxx (a space after the bracket allowed), xxx-xxx-xxxx or 10 digits. */
export const PHONE_PATTERN = /^(?:\(\d{3}\) ?\d{3}-\d{4}|\d{3}-\d{3}-\d{4}|\d{10})$/;
const DIGITS = /^\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// ——— VIN ———

const VIN_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
/** The VIN pattern, read leniently: typed VINs are checked before they are upper-cased. */
const VIN_CHARACTERS = new RegExp(VIN_PATTERN.source, 'i');

/**
 * The check digit a 17-character VIN should carry at position 9 (the standard weighted sum modulo 11; 10 is `X`),
 * or null when the VIN has characters a VIN cannot have.
 */
export function vinCheckDigit(vin: string): string | null {
  if (!VIN_CHARACTERS.test(vin)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const char = vin.charAt(i).toUpperCase();
    const value = /\d/.test(char) ? Number(char) : VIN_VALUES[char];
    if (value === undefined) return null;
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

function vinPrefixOk(vin: string, prefixes: readonly string[]): boolean {
  const lower = vin.toLowerCase();
  if (lower.startsWith(VIN_ALTERNATIVE_PREFIX)) return true; // the 9 characters after it are alphanumeric by VIN_CHARACTERS
  return prefixes.some((prefix) => prefix !== '' && lower.startsWith(prefix.toLowerCase()));
}

const supportParams = { supportUrl: CUSTOMER_SUPPORT_PATH };

const vinRule: Rule = (raw, context) => {
  const vin = normalise(raw);
  if (vin === '') return isRequired('vin', context) ? fieldError('vin-required') : null;
  if (vin.length !== 17) return fieldError('vin-length');
  if (!VIN_CHARACTERS.test(vin)) return fieldError('vin-pattern');
  if (!vinPrefixOk(vin, context.vinPrefixes ?? DEFAULT_VIN_PREFIXES)) return fieldError('vin-prefix', supportParams);
  if (vin.charAt(8).toUpperCase() !== vinCheckDigit(vin)) return fieldError('vin-checkDigit', supportParams);
  return null;
};

// ——— dates ———

/** Whether `YYYY-MM-DD` names a real day of the Gregorian calendar (leap years included). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

// ——— files and links ———

const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  jpg: 'jpeg', jpeg: 'jpeg', jpe: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', svg: 'svg+xml', bmp: 'bmp', tif: 'tiff', tiff: 'tiff',
  heic: 'heic', heif: 'heif', avif: 'avif', ico: 'x-icon',
};
const VIDEO_EXTENSIONS: Readonly<Record<string, string>> = {
  mp4: 'mp4', m4v: 'x-m4v', mov: 'quicktime', webm: 'webm', avi: 'x-msvideo', wmv: 'x-ms-wmv', mkv: 'x-matroska', '3gp': '3gpp', mpg: 'mpeg', mpeg: 'mpeg',
};
const MIME = /^(image|video|audio|application|text|font|model|multipart|message)\/([\w.+-]+)$/i;

export interface FileKind {
  family: 'image' | 'video' | 'other';
  /** The MIME subtype, lower case (`jpeg`, `png`, `svg+xml`, `quicktime` …). */
  subtype: string;
}

/**
 * Reads what the caller passed for a file: its MIME type (`image/jpeg`) or its name (`Photo.JPG`). Null when it is
 * neither (a name with an extension we do not know, or no extension).
 */
export function fileKind(value: string): FileKind | null {
  const mime = MIME.exec(value);
  if (mime) {
    const family = (mime[1] ?? '').toLowerCase();
    const subtype = (mime[2] ?? '').toLowerCase();
    return { family: family === 'image' || family === 'video' ? family : 'other', subtype: subtype === 'jpg' ? 'jpeg' : subtype === 'svg' ? 'svg+xml' : subtype };
  }
  if (/[/\\]/.test(value)) return null;
  const extension = /\.([a-z0-9]{2,5})$/i.exec(value)?.[1]?.toLowerCase() ?? '';
  const image = IMAGE_EXTENSIONS[extension];
  if (image) return { family: 'image', subtype: image };
  const video = VIDEO_EXTENSIONS[extension];
  if (video) return { family: 'video', subtype: video };
  return null;
}

/** The largest image a file field takes: at most this many pixels on its longest side… */
export const MAX_IMAGE_SIDE = 10_000;
/** …and at most this many megapixels in all (width × height ≤ MAX_IMAGE_MEGAPIXELS × 1,000,000). */
export const MAX_IMAGE_MEGAPIXELS = 50;
/**
 * The value a file field gets for an image over those limits (the server measures every image it receives,
 * src/server/forms/uploads.ts). It is no real MIME type, so no rule takes it as a file; the file rules refuse it with
 * their `dimensions` message.
 */
export const OVERSIZED_IMAGE_TYPE = 'application/x-oversized-image';
const IMAGE_LIMITS = { maxSide: MAX_IMAGE_SIDE, maxMegapixels: MAX_IMAGE_MEGAPIXELS } as const;

const STORY_IMAGES = new Set(['jpeg', 'png', 'gif']);
const STORY_VIDEOS = new Set(['mp4', 'quicktime', 'webm']);
/** Not SVG: a drawing can carry script, and uploads are never accepted as active content. */
const LOGO_IMAGES = new Set(['png', 'jpeg', 'gif', 'webp']);

/** YouTube links in their usual forms, with or without the scheme: watch?v=, youtu.be/, shorts/, embed/, live/. */
export const YOUTUBE_PATTERN =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:[^#\s]*&)?v=|shorts\/|embed\/|live\/)|youtu\.be\/)[\w-]{11}(?:[?&#]\S*)?$/i;
/** An http:// or https:// link to a dotted host name. */
const HTTP_LINK = /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const LOOKS_LIKE_LINK = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|m\.youtube\.|youtube\.com\/|youtu\.be\/)/i;

function startsWithHost(value: string, host: string | undefined): boolean {
  return !!host && host.trim() !== '' && !/\s/.test(value) && value.toLowerCase().startsWith(host.trim().toLowerCase());
}

/** The story-media link reading (DECISIONS.md): http:// or https:// links, YouTube links, or the site's own host. */
export function isStoryLink(value: string, host?: string): boolean {
  return HTTP_LINK.test(value) || YOUTUBE_PATTERN.test(value) || startsWithHost(value, host);
}

const storyMediaRule: Rule = (raw, context) => {
  const value = normalise(raw);
  if (value === '') return isRequired('storyMedia', context) ? fieldError('storyMedia-required') : null;
  if (value === OVERSIZED_IMAGE_TYPE) return fieldError('storyMedia-dimensions', { ...IMAGE_LIMITS });
  const linkLike = LOOKS_LIKE_LINK.test(value) || startsWithHost(value, context.host);
  const file = linkLike ? null : fileKind(value);
  if (file) {
    if (file.family === 'image') return STORY_IMAGES.has(file.subtype) ? null : fieldError('storyMedia-imageFormat');
    if (file.family === 'video') return STORY_VIDEOS.has(file.subtype) ? null : fieldError('storyMedia-videoFormat');
    return fieldError('storyMedia-format');
  }
  if (length(value) > 100) return fieldError('storyMedia-maxLength', { max: 100 });
  return isStoryLink(value, context.host) ? null : fieldError('storyMedia-link');
};

const logoRule: Rule = (raw, context) => {
  const value = normalise(raw);
  if (value === '') return isRequired('organizationLogo', context) ? fieldError('organizationLogo-required') : null;
  if (value === OVERSIZED_IMAGE_TYPE) return fieldError('organizationLogo-dimensions', { ...IMAGE_LIMITS });
  const file = fileKind(value);
  return file?.family === 'image' && LOGO_IMAGES.has(file.subtype) ? null : fieldError('organizationLogo-format');
};

// ——— choices ———

/** A ticked checkbox posts `on` (or the island's `true`). */
export const isTicked = (value: string): boolean => /^(?:true|on)$/i.test(value.trim());

const checkbox =
  (validation: 'terms' | 'ugcAgreement' | 'acknowledge' | 'cancellationTerms' | 'creditConsent'): Rule =>
  (value) =>
    isTicked(value) ? null : fieldError(`${validation}-required`);

const filled =
  (validation: 'selection' | 'optionGroup' | 'search'): Rule =>
  (raw, context) =>
    normalise(raw) === '' && isRequired(validation, context) ? fieldError(`${validation}-required`) : null;

/** Share the Love's nominated charity: `other`, or what a charity id looks like (the server checks it names a real one). */
export const OTHER_CHARITY = 'other';
const CHARITY_ID = /^[a-z0-9-]{2,60}$/;
const charityRule: Rule = (raw, context) => {
  const value = normalise(raw);
  if (value === '') return isRequired('charity', context) ? fieldError('charity-required') : null;
  return value === OTHER_CHARITY || CHARITY_ID.test(value) ? null : fieldError('charity-unknown');
};

/** The vehicle picker's value: `YEAR|MODEL|TRIM|COLOR`; trim and colour may be empty. */
export function parseVehicle(value: string): { year: string; model: string; trim: string; color: string } | null {
  const parts = value.split('|').map((part) => part.trim());
  if (parts.length > 4) return null;
  const [year = '', model = '', trim = '', color = ''] = parts;
  return { year, model, trim, color };
}

const vehicleRule: Rule = (raw, context) => {
  const value = normalise(raw);
  const vehicle = parseVehicle(value);
  const empty = value === '' || (vehicle !== null && Object.values(vehicle).every((part) => part === ''));
  if (empty) return isRequired('vehicleOfInterest', context) ? fieldError('vehicleOfInterest-required') : null;
  if (!vehicle) return fieldError('vehicleOfInterest-pattern');
  if (!/^\d{4}$/.test(vehicle.year)) return fieldError('vehicleOfInterest-year');
  if (vehicle.model === '') return fieldError('vehicleOfInterest-model');
  return null;
};

// ——— the rules ———

const emailConfirmRule: Rule = (raw, context) => {
  const value = normalise(raw);
  if (value === '') return isRequired('emailConfirm', context) ? fieldError('emailConfirm-required') : null;
  // `emailConfirm` confirms `email`; a field `xConfirm` confirms `x`.
  const target = context.field?.endsWith('Confirm') && context.field.length > 7 ? context.field.slice(0, -7) : 'email';
  const other = context.values[target];
  const original = typeof other === 'string' ? normalise(other) : '';
  return original.toLowerCase() === value.toLowerCase() ? null : fieldError('emailConfirm-match');
};

const multipleEmailsRule: Rule = (raw, context) => {
  const value = normalise(raw);
  if (value === '') return isRequired('multipleEmails', context) ? fieldError('multipleEmails-required') : null;
  const addresses = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const ok = addresses.length >= 1 && addresses.length <= MAX_EMAILS && addresses.every((item) => item.length <= 50 && EMAIL_PATTERN.test(item));
  return ok ? null : fieldError('multipleEmails-pattern', { max: MAX_EMAILS });
};

const singleWordRule: Rule = (raw, context) => {
  if (raw.trim() === '') return isRequired('singleWord', context) ? fieldError('singleWord-required') : null;
  return /\s/u.test(raw) ? fieldError('singleWord-pattern') : null;
};

const reservationCodeRule = textRule('reservationCode', { max: 30 });

const orderIdRule: Rule = (raw, context) => {
  const value = normalise(raw);
  if (value === '') return isRequired('orderId', context) ? fieldError('orderId-required') : null;
  if (length(value) > 25) return fieldError('orderId-maxLength', { max: 25 });
  return DIGITS.test(value) ? null : fieldError('orderId-pattern', supportParams);
};

const stateCheck = (validation: 'state' | 'companyState') => textRule(validation, { pattern: /^[a-z]{2}$/i, then: (value) => (STATES.has(value.toUpperCase()) ? null : fieldError(`${validation}-pattern`)) });

export const RULES: Readonly<Record<ValidationName, Rule>> = {
  email: textRule('email', { max: 50, pattern: EMAIL_PATTERN }),
  emailConfirm: emailConfirmRule,
  multipleEmails: multipleEmailsRule,
  firstName: textRule('firstName', { max: 30, pattern: NAME_PATTERN }),
  lastName: textRule('lastName', { min: 2, shortOk: isCjkName, max: 30, pattern: NAME_PATTERN }),
  address: textRule('address', { max: 50 }),
  address2: textRule('address2', { max: 50 }),
  city: textRule('city', { max: 25, forbidden: HAS_DIGIT }),
  state: stateCheck('state'),
  zipCode: textRule('zipCode', { pattern: ZIP_PATTERN }),
  phone: textRule('phone', { pattern: PHONE_PATTERN }),
  mileage: textRule('mileage', { max: 6, pattern: DIGITS }),
  comments: textRule('comments', { max: 1500 }),
  shareComments: textRule('shareComments', { max: 255 }),
  zipOrCity: textRule('zipOrCity', { max: 100 }),
  retailer: (raw, context) => (normalise(raw) === '' && isRequired('retailer', context) ? fieldError('retailer-required', { brand: context.brand }) : null),
  vin: vinRule,
  search: filled('search'),
  retailerName: textRule('retailerName', { max: 50 }),
  shopName: textRule('shopName', { min: 1, max: 100 }),
  companyName: textRule('companyName', { max: 50 }),
  companyAddress: textRule('companyAddress', { max: 50 }),
  companyCity: textRule('companyCity', { max: 25, forbidden: HAS_DIGIT }),
  companyState: stateCheck('companyState'),
  companyZip: textRule('companyZip', { pattern: /^(?!00000)\d{5}$/ }),
  fleetVehicles: textRule('fleetVehicles', {
    max: 10,
    pattern: DIGITS,
    then: (value) => (Number(value) >= FLEET_MINIMUM ? null : fieldError('fleetVehicles-minimum', { min: FLEET_MINIMUM })),
  }),
  storyTitle: textRule('storyTitle', { max: 100 }),
  storyText: textRule('storyText', { max: 5000 }),
  storyCity: textRule('storyCity', { max: 25 }),
  storyMedia: storyMediaRule,
  organizationName: textRule('organizationName', { max: 50 }),
  organizationUrl: textRule('organizationUrl', { max: 100, forbidden: /\s/u }),
  organizationEmail: textRule('organizationEmail', { max: 50, pattern: EMAIL_PATTERN }),
  organizationLogo: logoRule,
  terms: checkbox('terms'),
  ugcAgreement: checkbox('ugcAgreement'),
  selection: filled('selection'),
  vehicleOfInterest: vehicleRule,
  optionGroup: filled('optionGroup'),
  acknowledge: checkbox('acknowledge'),
  date: textRule('date', { then: (value) => (isCalendarDate(value) ? null : fieldError('date-pattern')) }),
  reservationCode: reservationCodeRule,
  cancellationTerms: checkbox('cancellationTerms'),
  orderId: orderIdRule,
  singleWord: singleWordRule,
  amount: textRule('amount', { max: 7, pattern: DIGITS }),
  creditConsent: checkbox('creditConsent'),
  charity: charityRule,
};
