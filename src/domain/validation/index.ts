/**
 * Field validation shared by the browser (the form islands) and the server (re-validation of every submission and
 * the VIN service): the rules, the whole-form check, the error text lookup, the spec's display rules, and the
 * verdicts of the two remote checks (ZIP lookup, e-mail service). Everything here is pure.
 */
import type { FieldConfig } from '#domain/forms/types.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import { fieldError, normalise, RULES, SPEC_REQUIRED } from './rules.ts';
import type { FieldError, ValidationContext, ValidationName } from './types.ts';

export { CUSTOMER_SUPPORT_PATH, ERROR_MESSAGES, errorKey, type ErrorId } from './messages.ts';
export {
  ALWAYS_REQUIRED,
  DEFAULT_VIN_PREFIXES,
  EMAIL_PATTERN,
  FLEET_MINIMUM,
  MAX_EMAILS,
  MAX_IMAGE_MEGAPIXELS,
  MAX_IMAGE_SIDE,
  OTHER_CHARITY,
  OVERSIZED_IMAGE_TYPE,
  PHONE_PATTERN,
  RULES,
  SPEC_REQUIRED,
  US_STATE_CODES,
  VIN_ALTERNATIVE_PREFIX,
  YOUTUBE_PATTERN,
  ZIP_PATTERN,
  fieldError,
  fileKind,
  isCalendarDate,
  isStoryLink,
  isTicked,
  parseVehicle,
  vinCheckDigit,
  type FileKind,
} from './rules.ts';

export type FieldValue = string | readonly string[] | undefined;
export type FormValues = ValidationContext['values'];
/** What a whole-form check needs besides the values: the brand, and optionally VIN prefixes and the site host. */
export type FormContext = Pick<ValidationContext, 'brand'> & Partial<Omit<ValidationContext, 'brand'>>;

/**
 * Checks one value with one validation. A list (several checkboxes of a group, several vehicles) passes `required`
 * when it has at least one non-empty item, and every non-empty item is checked; `multipleEmails` reads a list as one
 * comma-separated value.
 */
export function validateField(validation: ValidationName, value: FieldValue, context: ValidationContext): FieldError | null {
  const rule = RULES[validation];
  if (value === undefined) return rule('', context);
  if (typeof value === 'string') return rule(value, context);
  if (validation === 'multipleEmails') return rule(value.join(','), context);
  const items = value.filter((item) => typeof item === 'string' && item.trim() !== '');
  if (items.length === 0) return rule('', context);
  for (const item of items) {
    const error = rule(item, context);
    if (error) return error;
  }
  return null;
}

/** Whether a field must be filled: its declaration's `required`, else whether the spec calls the validation required. */
export function isFieldRequired(field: FieldConfig): boolean {
  const declared = field.options?.props?.required;
  if (declared !== undefined) return declared;
  return field.validation !== undefined && SPEC_REQUIRED.has(field.validation);
}

/** Whether a field takes part in validation: it has a validation and is neither hidden nor made invisible. */
export function isValidatedField(field: FieldConfig): boolean {
  return field.validation !== undefined && field.component !== 'hidden' && field.options?.props?.isVisible !== false;
}

/** Whether a field applies to these values: it has no `visibleWhen`, or the field it names has the value it asks for. */
export function appliesTo(field: FieldConfig, values: FormValues): boolean {
  if (!field.visibleWhen) return true;
  const value = values[field.visibleWhen.field];
  return typeof value === 'string' && normalise(value) === field.visibleWhen.value;
}

/**
 * Checks every validated field of a form that applies to the values (appliesTo); the answer maps field names to their first error (no entry = valid).
 * A `selection` or `optionGroup` field with choices also rejects a value that is none of them (a tampered submission).
 */
export function validateValues(fields: readonly FieldConfig[], values: FormValues, context: FormContext): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const field of fields) {
    if (!isValidatedField(field) || !field.validation || !appliesTo(field, values)) continue;
    const value = values[field.name];
    const fieldContext: ValidationContext = { ...context, values, required: isFieldRequired(field), field: field.name };
    const error = validateField(field.validation, value, fieldContext) ?? choiceError(field, value);
    if (error) errors[field.name] = error;
  }
  return errors;
}

function choiceError(field: FieldConfig, value: FieldValue): FieldError | null {
  const choices = field.options?.props?.choices;
  if ((field.validation !== 'selection' && field.validation !== 'optionGroup') || !choices || choices.length === 0) return null;
  const allowed = new Set(choices.map((choice) => choice.value));
  const given = (typeof value === 'string' ? [value] : (value ?? [])).map(normalise).filter((item) => item !== '');
  return given.every((item) => allowed.has(item)) ? null : fieldError('selection-choice');
}

/** The error's text in the page language: the dictionary's `formError-{validation}-{rule}` if it has one, else the English message. */
export function errorText(error: FieldError, t: Translate, has: (key: string) => boolean): string {
  return has(error.key) ? t(error.key, error.params) : error.message;
}

/**
 * The error as a service answers it to a page in `t`'s language: `message` in that language (the English text stays
 * the spec's, verbatim), `key` and `params` kept for clients that look the text up themselves.
 */
export function inLanguage(error: FieldError, t: Translate, has: (key: string) => boolean): FieldError {
  return { ...error, message: errorText(error, t, has) };
}

export interface ErrorDisplayState {
  /** The visitor has changed or left the field (or tried to submit). */
  dirty: boolean;
  invalid: boolean;
  /** The form is being submitted, or an async check of the field is running. */
  pending: boolean;
  /** The visitor is typing in a field that does not validate on keyup. */
  typing: boolean;
}

/** Spec 5: an error shows only once the field is dirty, invalid and not pending, and not while typing on keyup. */
export function shouldShowError({ dirty, invalid, pending, typing }: ErrorDisplayState): boolean {
  return dirty && invalid && !pending && !typing;
}

/**
 * Spec 5: a text input validates on keyup only with `validateOnChange` and a value longer than
 * `minimumValidationLength`; never the VIN field (checked on change/blur only).
 */
export function validatesOnKeyup(field: FieldConfig, value: string): boolean {
  if (field.validation === 'vin' || field.name === 'vin') return false;
  const props = field.options?.props;
  if (props?.validateOnChange !== true) return false;
  return value.length > (props.minimumValidationLength ?? 0);
}

// ——— remote checks ———

/** The geographic-data path for a ZIP (the lookup the zip-code field is also checked against). */
export function zipLookupUrl(zip: string): string {
  return `/services/utility/geographicdata/${encodeURIComponent(zip.trim().slice(0, 5))}`;
}

/**
 * Spec 5: a ZIP is valid only if the geographic service returned an object without a response error: status 200 and
 * an object with a `zipCode`, and no `error` / `responseError` member. Anything else (404, an error object, a
 * network failure passed as status 0) is not valid.
 */
export function zipLookupVerdict(status: number, body: unknown): boolean {
  if (status !== 200 || typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if (record.error || record.responseError) return false;
  return typeof record.zipCode === 'string' && /^\d{5}$/.test(record.zipCode);
}

/** The error a failed ZIP lookup gives the zip-code field. */
export const zipLookupError = (): FieldError => fieldError('zipCode-lookup');

/** Spec 7: the e-mail validation call, GET /services/contact/mail/validate?sourceCode=&email=. */
export function emailValidationUrl(sourceCode: string, email: string): string {
  return `/services/contact/mail/validate?${new URLSearchParams({ sourceCode, email: email.trim() }).toString()}`;
}

/** What the browser or server saw of the e-mail service: a response, or nothing (network failure, timeout). */
export type EmailServiceResponse = { status: number; body: unknown } | null | undefined;

/**
 * Spec 7: the service answers truthy or false; any failure counts as invalid. Valid only on status 200 with a truthy
 * body that is not the text `false` (an object with a boolean `valid` is read by it).
 */
export function emailServiceVerdict(response: EmailServiceResponse): boolean {
  if (!response || response.status !== 200) return false;
  const { body } = response;
  if (typeof body === 'string') return body.trim() !== '' && body.trim().toLowerCase() !== 'false';
  if (typeof body === 'object' && body !== null && 'valid' in body) return (body).valid === true;
  return Boolean(body);
}

/** The error a failed e-mail service check gives the email field. */
export const emailServiceError = (): FieldError => fieldError('email-service');
