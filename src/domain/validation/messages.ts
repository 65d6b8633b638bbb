/**
 * The English text of every error the validation rules can produce, keyed `{validation}-{rule}` (the dictionary key
 * is `formError-` + that). Texts carry `{placeholders}` for the error's params; the `message` of a FieldError is the
 * text with its params filled. locales/en.json holds exactly these texts (a test keeps them equal), es and zh
 * translate them with the same placeholders.
 *
 * Where the spec gives a message it is used verbatim (with the number it states turned into a placeholder that
 * fills back to the same words, e.g. 'You can only enter up to {max} characters.' with max 50).
 */
import type { ValidationName } from './types.ts';

/** The customer-support page the VIN and order-ID messages point to (spec section 2, "customer support"). */
export const CUSTOMER_SUPPORT_PATH = '/support/customer-support.html';

const MAX = 'You can only enter up to {max} characters.';
const VIN_INVALID = 'Please enter a valid VIN.';
const VIN_NOT_FOUND = 'The VIN you entered is not valid or could not be found. Please check it and try again, or contact Customer Support.';
const NO_DIGITS_CITY = 'Please enter a city name without numbers.';
const VALID_STATE = 'Please select a valid US state.';
const VALID_ZIP = 'Please enter a valid 5-digit zip code.';
const VALID_EMAIL = 'Please enter a valid email address.';

export const ERROR_MESSAGES = {
  'email-required': 'Please enter your email address.',
  'email-maxLength': MAX,
  'email-pattern': VALID_EMAIL,
  /** The optional server check (GET /services/contact/mail/validate) said no, or could not be reached. */
  'email-service': VALID_EMAIL,
  'emailConfirm-required': 'Please confirm your email address.',
  'emailConfirm-match': 'The email addresses you entered do not match.',
  'multipleEmails-required': 'Please enter at least one email address.',
  'multipleEmails-pattern': 'Please enter valid email addresses, no more than {max}.',
  'firstName-required': 'Please enter your first name.',
  'firstName-maxLength': MAX,
  'firstName-pattern': "Please enter a valid first name (letters, numbers, spaces, &, ., ' and - only).",
  'lastName-required': 'Please enter your last name.',
  'lastName-minLength': 'Please enter at least {min} characters.',
  'lastName-maxLength': MAX,
  'lastName-pattern': "Please enter a valid last name (letters, numbers, spaces, &, ., ' and - only).",
  'address-required': 'Please enter your address.',
  'address-maxLength': MAX,
  'address2-required': 'Please enter the second line of your address.',
  'address2-maxLength': MAX,
  'city-required': 'Please enter your city.',
  'city-maxLength': MAX,
  'city-pattern': NO_DIGITS_CITY,
  'state-required': 'Please select your state.',
  'state-pattern': VALID_STATE,
  'zipCode-required': 'Please enter your zip code.',
  'zipCode-pattern': VALID_ZIP,
  /** The geographic-data lookup found no such ZIP (spec: "failed ZIP validation yields not valid"). */
  'zipCode-lookup': VALID_ZIP,
  'phone-required': 'Please enter your phone number.',
  'phone-pattern': 'Please enter a valid 10-digit phone number.',
  'mileage-required': 'Please enter the mileage.',
  'mileage-maxLength': MAX,
  'mileage-pattern': 'Please enter a mileage between 0 and 999,999.',
  'comments-required': 'Please enter your comments.',
  'comments-maxLength': MAX,
  'shareComments-required': 'Please enter a message.',
  'shareComments-maxLength': MAX,
  'zipOrCity-required': 'Please enter a valid zip code or city.',
  'zipOrCity-maxLength': MAX,
  'retailer-required': 'Please select a {brand} retailer.',
  'vin-required': VIN_INVALID,
  'vin-length': VIN_INVALID,
  'vin-pattern': VIN_INVALID,
  'vin-prefix': VIN_NOT_FOUND,
  'vin-checkDigit': VIN_NOT_FOUND,
  'search-required': 'Please enter a search term.',
  'retailerName-required': 'Please enter the retailer name.',
  'retailerName-maxLength': MAX,
  'shopName-required': 'Please enter the shop name.',
  'shopName-maxLength': MAX,
  'companyName-required': 'Please enter your company name.',
  'companyName-maxLength': MAX,
  'companyAddress-required': 'Please enter your company address.',
  'companyAddress-maxLength': MAX,
  'companyCity-required': 'Please enter your company city.',
  'companyCity-maxLength': MAX,
  'companyCity-pattern': NO_DIGITS_CITY,
  'companyState-required': 'Please select your company state.',
  'companyState-pattern': VALID_STATE,
  'companyZip-required': 'Please enter your company zip code.',
  'companyZip-pattern': VALID_ZIP,
  'fleetVehicles-required': 'Please enter the number of vehicles.',
  'fleetVehicles-maxLength': MAX,
  'fleetVehicles-pattern': 'Please enter the number of vehicles using digits only.',
  'fleetVehicles-minimum': 'Minimum number of vehicles required for Fleet eligibility is {min}.',
  'storyTitle-required': 'Please enter a title for your story.',
  'storyTitle-maxLength': MAX,
  'storyText-required': 'Please tell us your story.',
  'storyText-maxLength': MAX,
  'storyCity-required': 'Please enter your city.',
  'storyCity-maxLength': MAX,
  'storyMedia-required': 'Please add a photo, a video or a YouTube link.',
  'storyMedia-maxLength': MAX,
  'storyMedia-link': 'Please enter a link that starts with http:// or https://, or a valid YouTube link.',
  'storyMedia-imageFormat': 'Please upload a photo in JPG, PNG or GIF format.',
  'storyMedia-videoFormat': 'Please upload a video in MP4, MOV or WebM format.',
  'storyMedia-format': 'Please upload a photo or a video.',
  /** An image over the size limits of rules.ts (MAX_IMAGE_SIDE, MAX_IMAGE_MEGAPIXELS), measured by the server. */
  'storyMedia-dimensions': 'Please upload a smaller photo: at most {maxSide} pixels on its longest side and {maxMegapixels} megapixels in all.',
  'organizationName-required': 'Please enter the name of your organization.',
  'organizationName-maxLength': MAX,
  'organizationUrl-required': "Please enter your organization's website.",
  'organizationUrl-maxLength': MAX,
  'organizationUrl-pattern': 'Please enter a website address without spaces.',
  'organizationEmail-required': "Please enter your organization's email address.",
  'organizationEmail-maxLength': MAX,
  'organizationEmail-pattern': VALID_EMAIL,
  'organizationLogo-required': "Please upload your organization's logo.",
  'organizationLogo-format': 'Please upload a logo in PNG, JPG, GIF or WebP format.',
  'organizationLogo-dimensions': 'Please upload a smaller logo: at most {maxSide} pixels on its longest side and {maxMegapixels} megapixels in all.',
  'terms-required': 'Please agree to the terms and conditions.',
  'ugcAgreement-required': 'Please agree to the user-generated content terms.',
  'selection-required': 'Please make a selection.',
  /** A submitted value that is none of the field's choices (validateValues checks it for `selection` fields). */
  'selection-choice': 'Please choose one of the options.',
  'vehicleOfInterest-required': 'Please select at least one vehicle of interest.',
  'vehicleOfInterest-year': 'Please select a year.',
  'vehicleOfInterest-model': 'Please select a model.',
  'vehicleOfInterest-pattern': 'Please select a vehicle from the list.',
  'optionGroup-required': 'Please select at least one option.',
  'acknowledge-required': 'Please confirm that you understand you are leaving this website.',
  'date-required': 'Please select a date.',
  'date-pattern': 'Please enter a valid date.',
  'reservationCode-required': 'Please enter your reservation code.',
  'reservationCode-maxLength': 'Your reservation code can be up to {max} characters.',
  'cancellationTerms-required': 'Please agree to the cancellation terms.',
  'orderId-required': 'Please enter your order ID.',
  'orderId-maxLength': MAX,
  'orderId-pattern': 'Please enter a valid order ID using numbers only. If you need help, contact Customer Support.',
  'singleWord-required': 'Please enter a word.',
  'singleWord-pattern': 'Please enter a single word without spaces.',
  /** Guaranteed trade-in: a valid VIN that is not one of the brand's vehicles the program can price. */
  'vin-program': 'We could not find this VIN among {brand} vehicles. Please check it, or ask your retailer for an appraisal.',
  'vin-tooOld': 'Vehicles more than 12 years old are appraised in person by your retailer.',
  'vin-notYet': 'This vehicle is too new for a trade-in estimate. Please contact your retailer.',
  'amount-required': 'Please enter an amount.',
  'amount-maxLength': MAX,
  'amount-pattern': 'Please enter a whole-dollar amount using numbers only.',
  'creditConsent-required': 'Please authorize the credit review to send your application.',
  'charity-required': 'Please choose the charity you nominate.',
  /** A charity id that is none of the Share the Love charities (a national one, or a participating retailer's hometown one). */
  'charity-unknown': 'This charity is not one of the Share the Love charities. Please choose one from the list, or Another organization.',
} as const satisfies Record<`${ValidationName}-${string}`, string>;

export type ErrorId = keyof typeof ERROR_MESSAGES;

/** The dictionary key of an error id: `formError-{validation}-{rule}`. */
export const errorKey = (id: ErrorId): string => `formError-${id}`;
