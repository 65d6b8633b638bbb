/** What `npm run bench` loads, by area. Later capabilities add their endpoints here. */

export interface Target {
  name: string;
  path: string;
  /** The static file of the same size this target is compared with, if any. */
  compareWith?: string;
}

export const STATIC_TWIN = '/assets/bench-static.html';

export const targets: Target[] = [
  { name: 'home page', path: '/', compareWith: STATIC_TWIN },
  { name: 'content page (privacy)', path: '/support/privacy-policies.html', compareWith: STATIC_TWIN },
  { name: 'dictionary dict.en.json', path: '/libs/cq/i18n/dict.en.json' },
  { name: 'static file, home-page size', path: STATIC_TWIN },
  // catalog (issue 4)
  { name: 'all-vehicles page', path: '/vehicle-info/all-vehicles.html', compareWith: STATIC_TWIN },
  { name: 'model page', path: '/vehicles/kestrel.html', compareWith: STATIC_TWIN },
  { name: 'basic model data', path: '/services/vehicles/models/basicdata' },
  { name: 'trim details (KS)', path: '/services/vehicles/trims/details/2027/KSTL?state=KS' },
  { name: 'accessory configuration', path: '/services/vehicles/config/accessories/2027/KSTL/BASE/CVT/none' },
  { name: 'compare features', path: '/services/compare/features/2027/KSTL' },
  // Build & Price (issue 5)
  { name: 'Build & Price model step', path: '/build.html', compareWith: STATIC_TWIN },
  { name: 'Build & Price colors step', path: '/build/2026/all-categories/VNTA/SPRT/colors', compareWith: STATIC_TWIN },
  {
    name: 'Build & Price summary with choices (per-request render, not cached)',
    path: '/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT,BIKECARRIER',
    compareWith: STATIC_TWIN,
  },
  { name: 'build data (VNTA 2026)', path: '/services/vehicles/config/data/2026/VNTA' },
  // retailers and geo (issue 6)
  { name: 'retailers by ZIP (66952, nearest 5)', path: '/services/dealers/by/zip?zipcode=66952' },
  { name: 'retailers by ZIP (10001, nearest 10, collision)', path: '/services/dealers/by/zip?zipcode=10001&count=10&service=certifiedCollision' },
  { name: 'geographic data (66952)', path: '/services/utility/geographicdata/66952' },
  { name: 'ZIP / city suggestions (q=spring)', path: '/services/utility/geographicdata/suggest?q=spring' },
  // inventory (issue 8): indexed SQL pages; the facet counts of a filter set are counted once, then kept per process
  { name: 'inventory search, new, no filters (page 1, facets)', path: '/services/inventory/search?kind=new' },
  { name: 'inventory search, new, model + year, price-desc, page 3', path: '/services/inventory/search?kind=new&model=KSTL&year=2027&sort=price-desc&page=3' },
  { name: 'inventory search, new, within 250 miles of 66952, nearest first', path: '/services/inventory/search?kind=new&zip=66952&radius=250' },
  { name: 'inventory search, CPO, mileage under 30,000, lowest first', path: '/services/inventory/search?kind=cpo&mileageMax=30000&sort=mileage-asc' },
  {
    name: 'inventory GraphQL v2 (GET), Kestrel, 24 with facets',
    path: `/services/graphql?query=${encodeURIComponent('{ retailerInventoryV2(filter: { models: ["KSTL"] }, first: 24) { totalCount nodes { vin price retailer { name } } pageInfo { endCursor } facets { years { value count } } } }')}`,
  },
];

/**
 * The lead-form POSTs (urlencoded) bench/forms.ts loads on its own server, with LEADS_RATE_LIMIT=off: a valid quote,
 * stored with its outbox rows before the answer, and the same with a bad e-mail address (refused, nothing stored).
 */
/** `body`: a valid quote, a quote with a bad e-mail, or a share-your-story form with a photo (multipart). */
export const formTargets: { name: string; path: string; body: 'quote' | 'invalidQuote' | 'storyWithPhoto'; status: number }[] = [
  { name: 'quote POST, valid (stored, 201)', path: '/services/contact/quote', body: 'quote', status: 201 },
  { name: 'quote POST, invalid e-mail (400)', path: '/services/contact/quote', body: 'invalidQuote', status: 400 },
  { name: 'share-your-story POST with a 4 KB PNG (multipart; file sniffed, hashed, stored; 201)', path: '/bin/services/shareyourstory/submit', body: 'storyWithPhoto', status: 201 },
];
