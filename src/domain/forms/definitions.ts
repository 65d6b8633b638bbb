/**
 * The site's forms as data. The island renders these; the server re-validates every submission against the same
 * declaration. Labels and choices are dictionary keys.
 */
import { brandSlug } from '#domain/platform/site-map.ts';
import type { FieldConfig, FormDefinition, FormStep } from './types.ts';

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
const email: FieldConfig = person[2] as FieldConfig;
const names: FieldConfig[] = person.slice(0, 2);
/** E-mail on a row of its own, where no half-width field follows it. */
const emailRow: FieldConfig = { ...email, isFullWidth: true };

/** A labelled single-line field of a validation, with its own name. */
const named = (name: string, validation: FieldConfig['validation'], required: boolean, attrs: Record<string, string> = {}, extra: Partial<FieldConfig> = {}): FieldConfig => text(name, validation, required, attrs, extra);

const stateSelect = (name: string, validation: 'state' | 'companyState'): FieldConfig => ({
  name,
  id: `field-${name}`,
  component: 'state',
  validation,
  options: { props: { label: `form.field.${name}`, required: true }, attrs: { autocomplete: 'address-level1' } },
  layout: { type: 'stateZip', position: 'left' },
});
const zipBeside = (field: FieldConfig): FieldConfig => ({ ...field, layout: { type: 'stateZip', position: 'right' } });

/** A box that must be ticked; its label links to the page it agrees to. */
const agreement = (name: string, validation: 'terms' | 'ugcAgreement' | 'cancellationTerms' | 'acknowledge' | 'creditConsent', linkPage?: string): FieldConfig => ({
  name,
  id: `field-${name}`,
  component: 'checkbox',
  validation,
  options: { props: { label: `form.field.${name}`, required: true, ...(linkPage ? { linkPage } : {}) } },
  isFullWidth: true,
});

const storyTitle = named('storyTitle', 'storyTitle', true, {}, { isFullWidth: true });
const storyText: FieldConfig = { name: 'storyText', id: 'field-storyText', component: 'textarea', validation: 'storyText', options: { props: { label: 'form.field.storyText', required: true, maxLength: 5000 } }, isFullWidth: true };
const storyCity = named('storyCity', 'storyCity', true, { autocomplete: 'address-level2' });
/** Photo, video or YouTube link: required on every story form (spec section 5, story media). */
const storyMedia: FieldConfig = {
  name: 'media',
  id: 'field-media',
  component: 'file',
  validation: 'storyMedia',
  options: { props: { label: 'form.field.media', required: true, accept: ['image', 'video'], allowLink: true, maxBytes: 10 * 1024 * 1024, hint: 'form.hint.media' } },
  isFullWidth: true,
};
const storyAgreements = [agreement('terms', 'terms', 'terms'), agreement('ugcAgreement', 'ugcAgreement', 'ugcTerms')];

/** A wizard's step: its hash name, its title key (`form.step.<name>`) and the fields it holds. */
const step = (name: string, fields: readonly FieldConfig[]): FormStep => ({ name, title: `form.step.${name.replace(/-(\w)/g, (_all, letter: string) => letter.toUpperCase())}`, fields: fields.map((field) => field.name) });
/** The story forms' last two steps: the story itself, then the agreements to publish it. */
const storySteps = [step('your-story', [storyTitle, storyText, storyMedia]), step('agreements', storyAgreements)];

/** Filled from a Build & Price build when the visitor comes from its summary. */
const build: FieldConfig = { name: 'buildToken', id: 'field-buildToken', component: 'hidden' };
/** A build's choices when the summary's link was followed without script: the POST saves the build (src/domain/forms/lead-vehicle.ts). */
const buildConfig: FieldConfig = { name: 'buildConfig', id: 'field-buildConfig', component: 'hidden' };
/** Filled with an inventory vehicle's VIN when the visitor comes from its page. */
const inventoryVin: FieldConfig = { name: 'vin', id: 'field-vin', component: 'hidden' };

export const QUOTE_FORM: FormDefinition = {
  name: 'quote',
  service: 'Quote',
  endpoint: '/services/contact/quote',
  fields: [...person, phone(false), zip, retailer, vehicle, contactMethod, comments(false), build, inventoryVin, buildConfig],
  thankYou: { title: 'form.quote.thanksTitle', text: 'form.quote.thanksText' },
  toRetailer: true,
};

export const TEST_DRIVE_FORM: FormDefinition = {
  name: 'testDrive',
  service: 'Test drive',
  endpoint: '/services/contact/testdrive',
  fields: [
    ...person,
    phone(true),
    zip,
    retailer,
    vehicle,
    { name: 'date', id: 'field-date', component: 'date', validation: 'date', options: { props: { label: 'form.field.date', required: true } } },
    comments(false),
    build,
    inventoryVin,
    buildConfig,
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

/** Share your story: an owner's story with a photo, a video or a YouTube link, published only with their agreement. */
export const SHARE_STORY_FORM: FormDefinition = {
  name: 'shareStory',
  service: 'Share-your-story submit',
  endpoint: '/bin/services/shareyourstory/submit',
  fields: [...names, emailRow, storyCity, stateSelect('state', 'state'), storyTitle, storyText, storyMedia, ...storyAgreements],
  thankYou: { title: 'form.shareStory.thanksTitle', text: 'form.shareStory.thanksText' },
  story: true,
  steps: [step('about-you', [...names, emailRow, storyCity, stateSelect('state', 'state')]), ...storySteps],
};

/** Letters to the maker (`/owners/dear-{brand}.html`), posted to the story area `/services/dear{brand}/story`. */
export const DEAR_BRAND_FORM: FormDefinition = {
  name: 'dearBrand',
  service: 'Story',
  endpoint: '/services/dear{brand}/story',
  fields: [...names, emailRow, storyCity, stateSelect('state', 'state'), storyTitle, storyText, storyMedia, ...storyAgreements],
  thankYou: { title: 'form.dearBrand.thanksTitle', text: 'form.dearBrand.thanksText' },
  story: true,
};

/** Love-promise stories: a customer about their retailer, a retailer about its community, a partner organisation. */
export const LOVE_PROMISE_CUSTOMER_FORM: FormDefinition = {
  name: 'lovePromiseCustomer',
  service: 'Love-promise customer submit',
  endpoint: '/bin/services/lovepromise/customer',
  fields: [...names, email, zip, retailer, storyTitle, storyText, storyMedia, ...storyAgreements],
  thankYou: { title: 'form.lovePromise.thanksTitle', text: 'form.lovePromise.thanksText' },
  toRetailer: true,
  steps: [step('about-you', [...names, email, zip, retailer]), ...storySteps],
};

const retailerName = named('retailerName', 'retailerName', true, { autocomplete: 'organization' }, { isFullWidth: true, options: { props: { label: 'form.field.retailerName', required: true }, attrs: { autocomplete: 'organization' } } });

export const LOVE_PROMISE_RETAILER_FORM: FormDefinition = {
  name: 'lovePromiseRetailer',
  service: 'Love-promise dealer submit',
  endpoint: '/bin/services/lovepromise/dealer',
  fields: [retailerName, ...names, email, phone(true), storyCity, stateSelect('state', 'state'), storyTitle, storyText, storyMedia, ...storyAgreements],
  thankYou: { title: 'form.lovePromise.thanksTitle', text: 'form.lovePromise.thanksText' },
  steps: [step('about-you', [retailerName, ...names, email, phone(true), storyCity, stateSelect('state', 'state')]), ...storySteps],
};

const organizationName = named('organizationName', 'organizationName', true, { autocomplete: 'organization' }, { isFullWidth: true, options: { props: { label: 'form.field.organizationName', required: true }, attrs: { autocomplete: 'organization' } } });
const organizationUrl = named('organizationUrl', 'organizationUrl', true, { inputmode: 'url', autocomplete: 'url', spellcheck: 'false' }, { isFullWidth: true, options: { props: { label: 'form.field.organizationUrl', required: true, hint: 'form.hint.organizationUrl' }, attrs: { inputmode: 'url', autocomplete: 'url', spellcheck: 'false' } } });

export const LOVE_PROMISE_PARTNER_FORM: FormDefinition = {
  name: 'lovePromisePartner',
  service: 'Love-promise partner submit',
  endpoint: '/bin/services/lovepromise/partner',
  fields: [organizationName, organizationUrl, ...names, emailRow, storyTitle, storyText, storyMedia, ...storyAgreements],
  thankYou: { title: 'form.lovePromise.thanksTitle', text: 'form.lovePromise.thanksText' },
  steps: [step('about-you', [organizationName, organizationUrl, ...names, emailRow]), ...storySteps],
};

/** The nominated organisation: the first step of the share-the-love wizard. */
const SHARE_THE_LOVE_ORGANIZATION: FieldConfig[] = [
  // One of the charities the share-the-love page lists (the page passes them to the form), or another organization.
  {
    name: 'charity',
    id: 'field-charity',
    component: 'charity',
    validation: 'charity',
    options: { props: { label: 'form.field.charity', required: true, hint: 'form.hint.charity', linkPage: 'shareTheLove' } },
    isFullWidth: true,
  },
  // A listed charity is known: its name, site, e-mail and logo are asked only for another organization.
  ...[
    organizationName,
    organizationUrl,
    { ...named('organizationEmail', 'organizationEmail', true, { inputmode: 'email', autocomplete: 'off' }), component: 'email' as const },
    { name: 'logo', id: 'field-logo', component: 'file' as const, validation: 'organizationLogo' as const, options: { props: { label: 'form.field.logo', required: true, accept: ['image' as const], maxBytes: 2 * 1024 * 1024, hint: 'form.hint.logo' } }, isFullWidth: true },
  ].map((field): FieldConfig => ({ ...field, visibleWhen: { field: 'charity', value: 'other' } })),
];
/** Who nominates it, why, and the terms: the second step. */
const SHARE_THE_LOVE_NOMINATOR: FieldConfig[] = [
  ...names,
  email,
  zip,
  { ...comments(false), options: { props: { label: 'form.field.nominationReason', required: false, maxLength: 1500 } } },
  agreement('terms', 'terms', 'terms'),
];

/** Share the love: a charity nomination with its logo; the visitor lands on the thank-you page under /share-the-love/. */
export const SHARE_THE_LOVE_FORM: FormDefinition = {
  name: 'shareTheLove',
  endpoint: '/services/sharethelove/nomination',
  fields: [...SHARE_THE_LOVE_ORGANIZATION, ...SHARE_THE_LOVE_NOMINATOR],
  successPage: 'shareTheLoveThankYou',
  // The first step keeps its address (#organization); its title names what it asks now, the charity.
  steps: [{ ...step('organization', SHARE_THE_LOVE_ORGANIZATION), title: 'form.step.charity' }, step('about-you', SHARE_THE_LOVE_NOMINATOR)],
};

/** Fleet sales: a company buying 25 vehicles or more. */
export const FLEET_FORM: FormDefinition = {
  name: 'fleet',
  endpoint: '/services/contact/fleet',
  fields: [
    { ...named('companyName', 'companyName', true, { autocomplete: 'organization' }), isFullWidth: true },
    { ...named('companyAddress', 'companyAddress', true, { autocomplete: 'address-line1' }), isFullWidth: true },
    named('companyCity', 'companyCity', true, { autocomplete: 'address-level2' }),
    stateSelect('companyState', 'companyState'),
    zipBeside({ ...named('companyZip', 'companyZip', true, { autocomplete: 'postal-code', inputmode: 'numeric' }), component: 'zip' }),
    ...names,
    email,
    phone(true),
    { ...named('fleetVehicles', 'fleetVehicles', true, { inputmode: 'numeric' }), tooltipConfig: { text: 'form.tooltip.fleetVehicles' } },
    { ...vehicle, options: { props: { label: 'form.field.fleetModel', required: true } } },
    comments(false),
  ],
  thankYou: { title: 'form.fleet.thanksTitle', text: 'form.fleet.thanksText' },
};

/** Sold order: the visitor asks a retailer to order a vehicle built to their choices. */
export const SOLD_ORDER_FORM: FormDefinition = {
  name: 'soldOrder',
  endpoint: '/services/contact/soldorder',
  fields: [...person, phone(true), zip, retailer, vehicle, contactMethod, comments(false), build],
  thankYou: { title: 'form.soldOrder.thanksTitle', text: 'form.soldOrder.thanksText' },
  toRetailer: true,
};

/** Cancelling an order for the electric model: the order ID and the cancellation terms. */
export const EV_CANCELLATION_FORM: FormDefinition = {
  name: 'evCancellation',
  endpoint: '/services/reservation/cancel/order',
  fields: [
    ...person,
    { ...named('orderId', 'orderId', true, { inputmode: 'numeric', autocomplete: 'off' }), tooltipConfig: { text: 'form.tooltip.orderId' } },
    { ...comments(false), options: { props: { label: 'form.field.cancellationReason', required: false, maxLength: 1500 } } },
    agreement('cancellationTerms', 'cancellationTerms'),
  ],
  thankYou: { title: 'form.evCancellation.thanksTitle', text: 'form.evCancellation.thanksText' },
};

/** Cancelling a reservation by its code (the "reservation cancel coupon" service). */
export const RESERVATION_CANCELLATION_FORM: FormDefinition = {
  name: 'reservationCancellation',
  service: 'Reservation cancel coupon',
  endpoint: '/services/reservation/cancel/coupon',
  fields: [
    ...person,
    { ...named('reservationCode', 'reservationCode', true, { autocomplete: 'off', autocapitalize: 'characters', spellcheck: 'false' }), tooltipConfig: { text: 'form.tooltip.reservationCode' } },
    agreement('cancellationTerms', 'cancellationTerms'),
  ],
  thankYou: { title: 'form.reservationCancellation.thanksTitle', text: 'form.reservationCancellation.thanksText' },
};

const interests: FieldConfig = {
  name: 'interests',
  id: 'field-interests',
  component: 'checkbox',
  validation: 'optionGroup',
  options: { props: { label: 'form.field.interests', required: true, choices: ['offers', 'news', 'events', 'owners'].map((value) => ({ value, label: `form.interest.${value}` })) } },
  isFullWidth: true,
};

/** Get e-mail updates: sign-up with the topics the visitor wants (the "update signup" service). */
export const EMAIL_SIGNUP_FORM: FormDefinition = {
  name: 'emailSignup',
  service: 'Update signup',
  endpoint: '/services/contact/updatesignup',
  fields: [...person, zip, interests],
  thankYou: { title: 'form.emailSignup.thanksTitle', text: 'form.emailSignup.thanksText' },
};

/** E-mail preferences: the topics an address receives (`/services/contact/mail/preferences`); every e-mail has an unsubscribe link. */
export const MAIL_PREFERENCES_FORM: FormDefinition = {
  name: 'mailPreferences',
  service: 'Mail preferences',
  endpoint: '/services/contact/mail/preferences',
  fields: [email, interests],
  thankYou: { title: 'form.mailPreferences.thanksTitle', text: 'form.mailPreferences.thanksText' },
};

/** Coupon disbursement (`/bin/couponDisbursement`): where to mail an owner's coupon, for the VIN it belongs to. */
export const COUPON_FORM: FormDefinition = {
  name: 'couponDisbursement',
  service: 'Coupon disbursement',
  endpoint: '/bin/couponDisbursement',
  fields: [
    ...person,
    phone(false),
    { ...named('address', 'address', true, { autocomplete: 'address-line1' }), isFullWidth: true },
    { ...named('address2', 'address2', false, { autocomplete: 'address-line2' }), isFullWidth: true },
    named('city', 'city', true, { autocomplete: 'address-level2' }),
    stateSelect('state', 'state'),
    zipBeside({ ...zip, options: { ...zip.options, resetSiblingFields: [] } }),
    { ...named('vin', 'vin', true, { autocapitalize: 'characters', spellcheck: 'false', autocomplete: 'off' }), tooltipConfig: { text: 'form.tooltip.vin' } },
    agreement('terms', 'terms', 'terms'),
  ],
  thankYou: { title: 'form.couponDisbursement.thanksTitle', text: 'form.couponDisbursement.thanksText' },
};

/** Contact a retailer (from the finder or an inventory vehicle); the visitor lands on the sent-to-retailer page. */
export const CONTACT_RETAILER_FORM: FormDefinition = {
  name: 'contactRetailer',
  endpoint: '/services/contact/retailer',
  fields: [
    ...person,
    phone(false),
    zip,
    retailer,
    { ...named('vin', 'vin', false, { autocapitalize: 'characters', spellcheck: 'false', autocomplete: 'off' }), options: { props: { label: 'form.field.vinOptional', required: false }, attrs: { autocapitalize: 'characters', spellcheck: 'false', autocomplete: 'off' } } },
    contactMethod,
    comments(true),
  ],
  successPage: 'sentToRetailer',
  toRetailer: true,
};

/** Certified collision repair: an estimate request to a certified collision center (`/services/contact/mail/certifiedcollision`). */
export const CERTIFIED_COLLISION_FORM: FormDefinition = {
  name: 'certifiedCollision',
  service: 'Certified collision',
  endpoint: '/services/contact/mail/certifiedcollision',
  fields: [
    ...person,
    phone(true),
    zip,
    { ...named('shopName', 'shopName', true, { autocomplete: 'off' }), isFullWidth: true, options: { props: { label: 'form.field.shopName', required: true, hint: 'form.hint.shopName' } } },
    { ...named('vin', 'vin', false, { autocapitalize: 'characters', spellcheck: 'false', autocomplete: 'off' }), options: { props: { label: 'form.field.vinOptional', required: false }, attrs: { autocapitalize: 'characters', spellcheck: 'false', autocomplete: 'off' } } },
    { ...named('mileage', 'mileage', false, { inputmode: 'numeric' }), options: { props: { label: 'form.field.mileage', required: false }, attrs: { inputmode: 'numeric' } } },
    comments(true),
  ],
  thankYou: { title: 'form.certifiedCollision.thanksTitle', text: 'form.certifiedCollision.thanksText' },
};

const select = (name: string, choices: readonly string[], prefix: string, required = true, extra: Partial<FieldConfig> = {}): FieldConfig => ({
  name,
  id: `field-${name}`,
  component: 'select',
  validation: 'selection',
  options: { props: { label: `form.field.${name}`, required, choices: choices.map((value) => ({ value, label: `${prefix}.${value}` })) } },
  ...extra,
});
const amount = (name: string, required: boolean, extra: Partial<FieldConfig> = {}): FieldConfig => named(name, 'amount', required, { inputmode: 'numeric' }, extra);

/** The terms a finance application may ask for, in months (the payment calculator offers the same). */
export const FINANCE_TERMS = ['36', '48', '60', '72'] as const;

/**
 * Apply for financing: a credit pre-qualification request to the chosen retailer's finance manager, who completes the
 * credit application with the visitor. It asks for what a finance manager needs to prepare offers and deliberately
 * nothing a website should not hold (no Social Security number, no date of birth, no bank details).
 */
export const FINANCE_APPLICATION_FORM: FormDefinition = {
  name: 'financeApplication',
  endpoint: '/services/contact/finance',
  fields: [
    ...person,
    phone(true),
    { ...named('address', 'address', true, { autocomplete: 'address-line1' }), isFullWidth: true },
    named('city', 'city', true, { autocomplete: 'address-level2' }),
    stateSelect('state', 'state'),
    zipBeside(zip),
    retailer,
    vehicle,
    select('housing', ['rent', 'own', 'family', 'other'], 'form.housing', true, { layout: { column: 2, position: 'left' } }),
    amount('housingPayment', true, { layout: { column: 2, position: 'right' } }),
    select('employment', ['fullTime', 'partTime', 'selfEmployed', 'retired', 'student', 'other'], 'form.employment', true, { layout: { column: 2, position: 'left' } }),
    named('employer', 'companyName', false, { autocomplete: 'organization' }, { layout: { column: 2, position: 'right' } }),
    amount('annualIncome', true, { layout: { column: 2, position: 'left' } }),
    amount('downPayment', false, { layout: { column: 2, position: 'right' } }),
    select('term', FINANCE_TERMS, 'form.term', true),
    agreement('creditConsent', 'creditConsent', 'privacy'),
  ],
  thankYou: { title: 'form.financeApplication.thanksTitle', text: 'form.financeApplication.thanksText' },
  toRetailer: true,
};

/** The conditions a trade-in may be in (src/domain/finance/trade-in.ts prices each). */
export const TRADE_IN_CONDITIONS = ['excellent', 'veryGood', 'good', 'fair', 'poor'] as const;

/**
 * Guaranteed trade-in: the vehicle (VIN, mileage, condition) and the visitor, to a retailer who honours the estimate
 * after an inspection. The server prices it again from the VIN and stores the estimate with the lead.
 */
export const TRADE_IN_FORM: FormDefinition = {
  name: 'tradeIn',
  endpoint: '/services/gtp/submit',
  fields: [
    { ...named('vin', 'vin', true, { autocapitalize: 'characters', spellcheck: 'false', autocomplete: 'off' }), tooltipConfig: { text: 'form.tooltip.vin' }, layout: { column: 2, position: 'left' } },
    { ...named('mileage', 'mileage', true, { inputmode: 'numeric' }), layout: { column: 2, position: 'right' } },
    select('condition', TRADE_IN_CONDITIONS, 'tradeIn.condition', true, { isFullWidth: true }),
    ...person,
    phone(true),
    zip,
    retailer,
    comments(false),
  ],
  thankYou: { title: 'form.tradeIn.thanksTitle', text: 'form.tradeIn.thanksText' },
  toRetailer: true,
};

export const FORMS: readonly FormDefinition[] = [
  QUOTE_FORM,
  TEST_DRIVE_FORM,
  CONTACT_FORM,
  SHARE_STORY_FORM,
  DEAR_BRAND_FORM,
  LOVE_PROMISE_CUSTOMER_FORM,
  LOVE_PROMISE_RETAILER_FORM,
  LOVE_PROMISE_PARTNER_FORM,
  SHARE_THE_LOVE_FORM,
  FLEET_FORM,
  SOLD_ORDER_FORM,
  EV_CANCELLATION_FORM,
  RESERVATION_CANCELLATION_FORM,
  EMAIL_SIGNUP_FORM,
  MAIL_PREFERENCES_FORM,
  COUPON_FORM,
  CONTACT_RETAILER_FORM,
  CERTIFIED_COLLISION_FORM,
  FINANCE_APPLICATION_FORM,
  TRADE_IN_FORM,
];

export function formByName(name: string): FormDefinition | undefined {
  return FORMS.find((form) => form.name === name);
}

/** The path a form posts to for a brand (`{brand}` becomes the brand's slug without dashes: dearhalden). */
export function formEndpoint(form: FormDefinition, brand: string): string {
  return form.endpoint.replace('{brand}', brandSlug(brand).replace(/-/g, ''));
}
