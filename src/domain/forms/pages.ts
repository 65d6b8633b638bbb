/** Which page shows which form (pure data): the form pages by site-map key, and the pages a submission lands on. */
import {
  CERTIFIED_COLLISION_FORM,
  CONTACT_FORM,
  CONTACT_RETAILER_FORM,
  COUPON_FORM,
  DEAR_BRAND_FORM,
  EMAIL_SIGNUP_FORM,
  EV_CANCELLATION_FORM,
  FINANCE_APPLICATION_FORM,
  FLEET_FORM,
  LOVE_PROMISE_CUSTOMER_FORM,
  LOVE_PROMISE_PARTNER_FORM,
  LOVE_PROMISE_RETAILER_FORM,
  MAIL_PREFERENCES_FORM,
  QUOTE_FORM,
  RESERVATION_CANCELLATION_FORM,
  SHARE_STORY_FORM,
  SHARE_THE_LOVE_FORM,
  SOLD_ORDER_FORM,
  TEST_DRIVE_FORM,
  TRADE_IN_FORM,
} from './definitions.ts';
import type { FormDefinition } from './types.ts';

/** The forms a page offers; the first is the default, the others are chosen with `?kind=` (values are the keys). */
export const FORM_PAGES: Record<string, Record<string, FormDefinition>> = {
  getLocalPrice: { quote: QUOTE_FORM },
  scheduleTestDrive: { testDrive: TEST_DRIVE_FORM },
  customerSupport: { contact: CONTACT_FORM },
  shareYourStory: { story: SHARE_STORY_FORM },
  dearBrand: { letter: DEAR_BRAND_FORM },
  lovePromise: { customer: LOVE_PROMISE_CUSTOMER_FORM, retailer: LOVE_PROMISE_RETAILER_FORM, partner: LOVE_PROMISE_PARTNER_FORM },
  shareTheLoveForm: { nomination: SHARE_THE_LOVE_FORM },
  fleet: { fleet: FLEET_FORM },
  soldOrder: { order: SOLD_ORDER_FORM },
  evCancellation: { cancellation: EV_CANCELLATION_FORM },
  reservationCancellation: { cancellation: RESERVATION_CANCELLATION_FORM },
  emailSignup: { signup: EMAIL_SIGNUP_FORM },
  mailPreferences: { preferences: MAIL_PREFERENCES_FORM },
  couponDisbursement: { coupon: COUPON_FORM },
  contactRetailer: { retailer: CONTACT_RETAILER_FORM },
  collisionEstimate: { estimate: CERTIFIED_COLLISION_FORM },
  applyFinancing: { application: FINANCE_APPLICATION_FORM },
  guaranteedTradeIn: { tradeIn: TRADE_IN_FORM },
};

/** The pages a submission lands on, with the confirmation number in the query. */
export const RECEIVED_PAGES: ReadonlySet<string> = new Set(['sentToRetailer', 'shareTheLoveThankYou']);

/** The page (site-map key) that shows a form, for re-showing it with errors after a submission made without script. */
export function pageOfForm(name: string): { key: string; kind: string } | null {
  for (const [key, forms] of Object.entries(FORM_PAGES)) {
    for (const [kind, form] of Object.entries(forms)) if (form.name === name) return { key, kind };
  }
  return null;
}

