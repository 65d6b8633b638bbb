/** Every page of the site by key: its path, its section, and whether navigation lists it. Pure data. */
import type { Language } from '#domain/i18n/languages.ts';

export type SectionKey = 'vehicles' | 'shopping' | 'owners' | 'retailers' | 'support' | 'utility';

export interface SitePage {
  key: string;
  path: string;
  section: SectionKey;
  /** Listed in the header's menu under its section. */
  nav?: boolean;
  /** Listed in the footer. */
  footer?: boolean;
  /** Left out of the site map and search engines (styleguide, confirmation steps, 404). */
  hidden?: boolean;
  /**
   * The spec's geogate flag: the page needs a preferred retailer, so a visitor without one is sent to confirm it
   * first (`src/server/plugins/geogate.ts`). Set on the pages whose content is a retailer's: a local price quote,
   * the local price it answers, a message to the retailer and a service appointment at the retailer.
   */
  geogate?: boolean;
  /** An authored page (content/): its title and description in each language, from its front matter. */
  text?: Readonly<Record<Language, { title: string; description: string }>>;
}

/** A name as it appears in a URL segment: `Halden` → `halden`, `Ñandú Motors` → `nandu-motors`. */
export function brandSlug(brand: string): string {
  return brand
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function sitePages(brand: string): SitePage[] {
  return [
    { key: 'home', path: '/index.html', section: 'utility' },
    { key: 'allVehicles', path: '/vehicle-info/all-vehicles.html', section: 'vehicles', nav: true, footer: true },
    { key: 'build', path: '/build.html', section: 'vehicles', nav: true, footer: true },
    { key: 'compareTrims', path: '/compare/trims.html', section: 'vehicles', nav: true },
    { key: 'globalCompare', path: '/vehicle-info/compare/global.html', section: 'vehicles', nav: true, footer: true },
    { key: 'accolades', path: '/vehicle-info/accolades.html', section: 'vehicles', nav: true },
    { key: 'brochures', path: '/vehicle-info/brochures.html', section: 'vehicles', nav: true },
    { key: 'localInventory', path: '/vehicle-info/local-inventory.html', section: 'shopping', nav: true, footer: true },
    { key: 'inventoryVehicle', path: '/vehicle-info/local-inventory/vehicle.html', section: 'shopping', hidden: true },
    { key: 'localInventoryCompare', path: '/vehicle-info/local-inventory/compare.html', section: 'shopping' },
    { key: 'certifiedPreOwned', path: '/vehicle-info/certified-pre-owned/certified-pre-owned.html', section: 'shopping', nav: true, footer: true },
    { key: 'certifiedPreOwnedCompare', path: '/vehicle-info/certified-pre-owned/compare.html', section: 'shopping' },
    { key: 'specialOffers', path: '/shopping-tools/special-offers.html', section: 'shopping', nav: true, footer: true },
    { key: 'getLocalPrice', path: '/shopping-tools/get-local-price.html', section: 'shopping', nav: true, geogate: true },
    { key: 'scheduleTestDrive', path: '/shopping-tools/schedule-a-test-drive.html', section: 'shopping', nav: true, footer: true },
    { key: 'localPrice', path: '/shopping-tools/local-price.html', section: 'shopping', hidden: true, geogate: true },
    { key: 'sentToRetailer', path: '/shopping-tools/sent-to-retailer.html', section: 'shopping', hidden: true },
    { key: 'soldOrder', path: '/shopping-tools/order-your-vehicle.html', section: 'shopping', nav: true },
    { key: 'fleet', path: '/shopping-tools/fleet-sales.html', section: 'shopping', footer: true },
    { key: 'reservationCancellation', path: '/shopping-tools/reservation-cancellation.html', section: 'shopping' },
    { key: 'evCancellation', path: '/shopping-tools/electric-vehicle-order-cancellation.html', section: 'shopping' },
    { key: 'chooseVehicle', path: '/shopping-tools/choose-a-vehicle.html', section: 'shopping' },
    { key: 'contactRetailer', path: '/shopping-tools/contact-retailer.html', section: 'shopping', geogate: true },
    { key: 'financingAndLeasing', path: '/shopping-tools/financing-and-leasing.html', section: 'shopping', nav: true, footer: true },
    { key: 'paymentCalculator', path: '/shopping-tools/payment-calculator.html', section: 'shopping', nav: true },
    { key: 'applyFinancing', path: '/shopping-tools/apply-for-financing.html', section: 'shopping', nav: true },
    { key: 'guaranteedTradeIn', path: '/shopping-tools/guaranteed-trade-in.html', section: 'shopping', nav: true },
    { key: 'findRetailer', path: '/find/a-retailer.html', section: 'retailers', footer: true },
    { key: 'preferredRetailer', path: '/find/preferred-retailer.html', section: 'retailers' },
    { key: 'collisionCenter', path: '/find/collision-center.html', section: 'retailers', footer: true },
    { key: 'collisionEstimate', path: '/find/collision-center/request-an-estimate.html', section: 'retailers' },
    { key: 'confirmRetailer', path: '/confirm-your-retailer.html', section: 'retailers', hidden: true },
    { key: 'confirmZip', path: '/confirm-your-zipcode.html', section: 'retailers', hidden: true },
    { key: 'vehicleResources', path: '/owners/vehicle-resources.html', section: 'owners', nav: true, footer: true },
    { key: 'scheduleService', path: '/owners/schedule-service.html', section: 'owners', nav: true, footer: true, geogate: true },
    { key: 'recalls', path: '/owners/recalls.html', section: 'owners', nav: true, footer: true },
    { key: 'airbagRecall', path: '/owners/recalls/airbag-recall.html', section: 'owners' },
    { key: 'manualsWarranties', path: '/owners/manuals-and-warranties.html', section: 'owners', nav: true },
    { key: 'dearBrand', path: `/owners/dear-${brandSlug(brand)}.html`, section: 'owners', nav: true },
    { key: 'dearBrandStories', path: `/owners/dear-${brandSlug(brand)}/stories.html`, section: 'owners' },
    { key: 'shareYourStory', path: '/owners/share-your-story.html', section: 'owners', nav: true },
    { key: 'lovePromise', path: '/owners/love-promise-stories.html', section: 'owners', nav: true },
    { key: 'shareTheLove', path: '/share-the-love.html', section: 'owners', nav: true, footer: true },
    { key: 'shareTheLoveForm', path: '/share-the-love/nominate.html', section: 'owners' },
    { key: 'shareTheLoveThankYou', path: '/share-the-love/thank-you.html', section: 'owners', hidden: true },
    { key: 'couponDisbursement', path: '/owners/coupon-disbursement.html', section: 'owners' },
    { key: 'customerSupport', path: '/support/customer-support.html', section: 'support', footer: true },
    { key: 'emailSignup', path: '/support/get-email-updates.html', section: 'support', footer: true },
    { key: 'mailPreferences', path: '/support/email-preferences.html', section: 'support' },
    { key: 'privacy', path: '/support/privacy-policies.html', section: 'support', footer: true },
    { key: 'terms', path: '/support/terms-and-conditions.html', section: 'support', footer: true },
    { key: 'ugcTerms', path: '/support/terms-and-conditions/ugc.html', section: 'support', footer: true },
    { key: 'searchResults', path: '/search-results.html', section: 'utility', hidden: true },
    { key: 'siteMap', path: '/site-map.html', section: 'support', footer: true },
    { key: 'styleguide', path: '/styleguide.html', section: 'utility', hidden: true },
  ];
}

export const NOT_FOUND_PATH = '/404.html';

export function pageByKey(pages: readonly SitePage[], key: string): SitePage {
  const page = pages.find((item) => item.key === key);
  if (!page) throw new Error(`No page ${key}`);
  return page;
}
