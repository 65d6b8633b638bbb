/**
 * Every page type of the site, each with one representative address: the quality gates (axe, HTML validity, byte
 * budgets) and the Lighthouse bench all walk this one list, so a gate cannot check a page the others skip.
 *
 * The list starts from the site map (every fixed path, each form variant by `?kind=`) and adds the pages whose
 * address carries data: a model page, the retailer list and a retailer, each Build & Price step, the inventory
 * vehicle and comparisons, search results and the 404 page. `pageTypes.test.ts` checks that nothing of the site map
 * is missing, so a new page joins the gates by being added to the site map.
 */
import { FORM_PAGES } from '#domain/forms/pages.ts';
import { sitePages } from '#domain/platform/site-map.ts';

export type PageKind =
  /** Authored or static pages: the budget says they send no JavaScript at all. */
  | 'content'
  /** Pages with islands (forms, finders, configurator, filters, players). */
  | 'app';

export interface PageType {
  /** A stable name for reports and test titles. */
  name: string;
  /** The English address; `/es` and `/zh` prefix it for the other languages. */
  path: string;
  kind: PageKind;
  /** The page is geogated: the visitor needs a preferred retailer in the `geo-data` cookie (see `retailerCookie`). */
  needsRetailer?: boolean;
  /** The status the page answers with (the 404 page answers 404). */
  status?: number;
  /** The page exists in English only (the services' API documentation, written for developers). */
  englishOnly?: boolean;
}

export const BRAND = 'Halden';
/** An active retailer near the default ZIP, the one the gates' visitor has chosen. */
export const GATE_RETAILER = { id: '10001', zip: '66952', state: 'KS', region: '060' } as const;

/** The `geo-data` cookie value of a visitor who has chosen `GATE_RETAILER` (version 0001, saved now). */
export function retailerCookie(now = Date.now()): string {
  return encodeURIComponent(
    JSON.stringify({ version: '0001', savedAt: now, zipCode: GATE_RETAILER.zip, dealerZipCode: GATE_RETAILER.zip, state: GATE_RETAILER.state, region: GATE_RETAILER.region, selectedDealer: GATE_RETAILER.id }),
  );
}

/**
 * Content pages: text, pictures, tables and links, with nothing interactive beyond links, `<details>` and `<dialog>`
 * with invoker commands. The budget test holds them to sending no script at all. (Authored pages that embed an
 * interactive component — tabs, an accordion, a video, a form — send that island and count as `app`.)
 */
const CONTENT_KEYS = new Set(['brochures', 'privacy', 'terms', 'ugcTerms', 'siteMap', 'shareTheLoveThankYou', 'sentToRetailer', 'financingAndLeasing', 'manualsWarranties', 'scheduleService', 'localPrice', 'dearBrandStories']);

/** Site-map pages shown with data in the address (the bare address is a valid page too, but says little). */
const WITH_DATA: Record<string, string> = {
  home: '/',
  compareTrims: '/compare/trims.html?model=TARN',
  globalCompare: '/vehicle-info/compare/global.html?v=KSTL-BASE&v=LUMN-BASE',
  localInventory: '/vehicle-info/local-inventory.html?zip=66952',
  searchResults: '/search-results.html?q=kestrel',
  paymentCalculator: '/shopping-tools/payment-calculator.html?price=31995',
  guaranteedTradeIn: '/shopping-tools/guaranteed-trade-in.html?vin=JF2FACA12LG504787&mileage=52000&condition=good',
  getLocalPrice: '/shopping-tools/get-local-price.html?year=2026&model=VNTA&trim=SPRT',
  localPrice: '/shopping-tools/local-price.html?year=2026&model=VNTA&trim=SPRT',
  specialOffers: '/shopping-tools/special-offers.html?zip=10001',
};

/** Site-map pages that need a VIN from the stock: filled in by `withInventory`. */
export const INVENTORY_KEYS = ['inventoryVehicle', 'localInventoryCompare', 'certifiedPreOwnedCompare'] as const;

/** Pages that are not in the site map: data pages and the configurator's steps. */
const EXTRA: PageType[] = [
  { name: 'model page', path: '/vehicles/kestrel.html', kind: 'content' },
  { name: 'retailer list', path: '/find/retailers.html', kind: 'content' },
  { name: 'retailers of a state', path: '/find/retailers/tx.html', kind: 'content' },
  { name: 'retailer page', path: '/find/retailers/10004-north-brookfield-frontier-auto.html', kind: 'content' },
  { name: 'Build & Price: model (Vanta chosen)', path: '/build/VNTA', kind: 'app' },
  { name: 'Build & Price: trim', path: '/build/2026/all-categories/VNTA', kind: 'app' },
  { name: 'Build & Price: colours', path: '/build/2026/all-categories/VNTA/SPRT/colors', kind: 'app' },
  { name: 'Build & Price: packages', path: '/build/2026/all-categories/VNTA/SPRT/packages', kind: 'app' },
  { name: 'Build & Price: accessories', path: '/build/2026/all-categories/VNTA/SPRT/accessories', kind: 'app' },
  { name: 'Build & Price: summary', path: '/build/2026/all-categories/VNTA/SPRT/summary?tr=6MT&ext=Y7Z&pkg=PERF&acc=CARPETMAT', kind: 'app' },
  { name: 'API documentation', path: '/services/docs.html', kind: 'app', englishOnly: true },
  { name: 'search results: nothing found', path: '/search-results.html?q=zzqxv', kind: 'app' },
  { name: 'not found', path: '/vehicles/no-such-model.html', kind: 'content', status: 404 },
  // The dear{brand} stories: a search, a search that finds nothing, and one story (a demo story of the seed).
  { name: 'stories: search', path: '/owners/dear-halden/stories.html?q=kayak', kind: 'content' },
  { name: 'stories: nothing found', path: '/owners/dear-halden/stories.html?q=zzqxv', kind: 'content' },
  { name: 'story', path: '/owners/dear-halden/stories/SDEM0000001.html', kind: 'content' },
];

/** The page types that need no data from the running site. */
export function staticPageTypes(): PageType[] {
  const types: PageType[] = [];
  for (const page of sitePages(BRAND)) {
    if ((INVENTORY_KEYS as readonly string[]).includes(page.key)) continue;
    const path = WITH_DATA[page.key] ?? page.path;
    const base = { kind: CONTENT_KEYS.has(page.key) ? 'content' : 'app', ...(page.geogate ? { needsRetailer: true } : {}) } as const;
    const forms = FORM_PAGES[page.key];
    const kinds = forms ? Object.keys(forms) : [];
    if (kinds.length > 1) {
      for (const kind of kinds) types.push({ name: `${page.key} (${kind})`, path: `${page.path}?kind=${kind}`, ...base });
    } else {
      types.push({ name: page.key, path, ...base });
    }
  }
  return [...types, ...EXTRA];
}

interface SearchAnswer {
  vehicles: { vin: string }[];
}

/** The page types whose address names vehicles in stock: `{vins}` is replaced by `resolvePath`. */
const STOCK: PageType[] = [
  { name: 'inventoryVehicle', path: '/vehicle-info/local-inventory/vehicle.html?vin={new:1}', kind: 'app' },
  { name: 'localInventoryCompare', path: '/vehicle-info/local-inventory/compare.html?{new:3}', kind: 'app' },
  { name: 'certifiedPreOwnedCompare', path: '/vehicle-info/certified-pre-owned/compare.html?{cpo:2}', kind: 'app' },
];

/** Every page type; the stock ones still hold a `{new:N}` / `{cpo:N}` placeholder for `resolvePath`. */
export function pageTypes(): PageType[] {
  return [...staticPageTypes(), ...STOCK];
}

/**
 * The address of a page type with its placeholders filled from the running site's stock (the seed is deterministic,
 * but the site is the authority on what is in stock): `{new:1}` is a VIN, `{new:3}` three `vin=` parameters.
 */
export async function resolvePath(type: PageType, fetchJson: (path: string) => Promise<unknown>): Promise<string> {
  const match = /\{(new|cpo):(\d)\}/.exec(type.path);
  if (!match) return type.path;
  const [placeholder, kind, count] = match as unknown as [string, 'new' | 'cpo', string];
  const answer = (await fetchJson(`/services/inventory/search?kind=${kind}${kind === 'new' ? '&zip=66952' : ''}&pageSize=${count}`)) as SearchAnswer;
  const vins = answer.vehicles.map((vehicle) => vehicle.vin);
  if (vins.length < Number(count)) throw new Error(`The stock has fewer than ${count} ${kind} vehicles.`);
  return type.path.replace(placeholder, count === '1' ? vins[0]! : vins.map((vin) => `vin=${vin}`).join('&'));
}

export const LANGUAGE_PREFIXES = ['', '/es', '/zh'] as const;

/** The language prefixes a page type exists in. */
export function prefixesOf(type: PageType): readonly string[] {
  return type.englishOnly ? [''] : LANGUAGE_PREFIXES;
}
