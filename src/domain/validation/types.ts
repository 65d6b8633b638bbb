/**
 * The validation contract shared by the browser and the server (spec section 5). Every rule is a pure function
 * over the field's value and the other values; an error names its validation and rule so its text is looked up as
 * `formError-{validation}-{rule}` in the dictionaries, with the spec's English message as the fallback.
 */

export const VALIDATION_NAMES = [
  'email',
  'emailConfirm',
  'multipleEmails',
  'firstName',
  'lastName',
  'address',
  'address2',
  'city',
  'state',
  'zipCode',
  'phone',
  'mileage',
  'comments',
  'shareComments',
  'zipOrCity',
  'retailer',
  'vin',
  'search',
  'retailerName',
  'shopName',
  'companyName',
  'companyAddress',
  'companyCity',
  'companyState',
  'companyZip',
  'fleetVehicles',
  'storyTitle',
  'storyText',
  'storyCity',
  'storyMedia',
  'organizationName',
  'organizationUrl',
  'organizationEmail',
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
  'singleWord',
  /** Whole dollars (income, a monthly payment, a down payment): digits only. */
  'amount',
  /** The credit-review authorization a finance application must carry. */
  'creditConsent',
  /** Share the Love: the charity nominated, a listed charity's id or `other` (the server checks the id is real). */
  'charity',
] as const;
export type ValidationName = (typeof VALIDATION_NAMES)[number];

export interface FieldError {
  validation: ValidationName;
  /** e.g. 'required', 'pattern', 'maxLength', 'match', 'minimum', 'checkDigit'. */
  rule: string;
  /** `formError-{validation}-{rule}`. */
  key: string;
  /** The spec's English message, verbatim (placeholders like {brand} already filled). */
  message: string;
  /** Values for the dictionary text's placeholders. */
  params?: Record<string, string | number>;
}

/** What a rule may read besides the value. */
export interface ValidationContext {
  /** Every value of the form (for confirmations and groups). */
  values: Readonly<Record<string, string | readonly string[] | undefined>>;
  brand: string;
  required: boolean;
  /** VIN prefixes from brand config (default jf1, jf2, 4s3, 4s4). */
  vinPrefixes?: readonly string[];
  /** The site's own host, for story links. */
  host?: string;
  /** The name of the field being checked (for confirmations: `emailConfirm` compares with `email`). */
  field?: string;
}

/** A rule: null when the value passes. Files are checked by name/type/size strings the caller passes as the value. */
export type Rule = (value: string, context: ValidationContext) => FieldError | null;
