/**
 * Which special offers a visitor sees: those running today (a calendar day in the region's time zone, so an offer
 * ending Dec 31 runs through the end of Dec 31 where the visitor is), national ones plus those of their region,
 * a regional offer taking the place of the national one it improves on, sorted for display. Pure; no I/O.
 */
import type { Offer, OfferType } from './schema.ts';

/** Where no region is known, offer days are counted in US Eastern time (national programs start there). */
export const DEFAULT_OFFER_TIME_ZONE = 'America/New_York';

/** The time zone each sales region counts its offer days in (the zone most of its retailers keep). */
const REGION_TIME_ZONES: Readonly<Record<string, string>> = {
  '010': 'America/New_York',
  '020': 'America/New_York',
  '030': 'America/New_York',
  '040': 'America/Chicago',
  '050': 'America/Chicago',
  '060': 'America/Chicago',
  '070': 'America/Denver',
  '080': 'America/Los_Angeles',
  '090': 'America/Anchorage',
  '100': 'Pacific/Honolulu',
};

export function offerTimeZone(region?: string | null): string {
  return (region ? REGION_TIME_ZONES[region] : undefined) ?? DEFAULT_OFFER_TIME_ZONE;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) it is at `now` in `timeZone`. */
export function offerDay(now: Date | number, timeZone = DEFAULT_OFFER_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export type OfferStatus = 'upcoming' | 'active' | 'expired';

/** Calendar days compare as text: `YYYY-MM-DD` sorts as dates do. */
export function offerStatus(offer: Pick<Offer, 'startDate' | 'endDate'>, day: string): OfferStatus {
  if (day < offer.startDate) return 'upcoming';
  if (day > offer.endDate) return 'expired';
  return 'active';
}

export function isNational(offer: Pick<Offer, 'regions'>): boolean {
  return offer.regions === 'national';
}

/** True when the offer is valid in `region`; with no region only national offers apply. */
export function appliesIn(offer: Pick<Offer, 'regions'>, region?: string | null): boolean {
  if (offer.regions === 'national') return true;
  return typeof region === 'string' && offer.regions.includes(region);
}

/**
 * Offers a regional one replaces: the same kind of offer on the same model year and the same trims. A region's
 * 0.9 % APR is shown instead of the national 1.9 %, never beside it, so the visitor is not left to pick the better.
 */
function replacementKey(offer: Offer): string {
  return [offer.model, offer.year, offer.type, [...offer.trims].sort().join(',')].join('|');
}

const TYPE_ORDER: Readonly<Record<OfferType, number>> = { apr: 0, lease: 1, cash: 2 };

/**
 * Display order: by model (in `modelOrder`, the catalog's lineup order, then by code), regional before national,
 * then financing, lease, cash; newer model years first; offers on every trim before trim-limited ones.
 */
export function sortOffers<T extends Offer>(offers: readonly T[], modelOrder: readonly string[] = []): T[] {
  const rank = (model: string) => {
    const index = modelOrder.indexOf(model);
    return index < 0 ? modelOrder.length : index;
  };
  return [...offers].sort(
    (a, b) =>
      rank(a.model) - rank(b.model) ||
      a.model.localeCompare(b.model) ||
      Number(isNational(a)) - Number(isNational(b)) ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      b.year - a.year ||
      Number(a.trims.length > 0) - Number(b.trims.length > 0) ||
      a.id.localeCompare(b.id),
  );
}

export interface ActiveOffersQuery {
  /** The request time. */
  now: Date | number;
  /** The visitor's sales region (from their ZIP), or the retailer's; none for national offers only. */
  region?: string | null;
  /** Only this model's offers. */
  model?: string | null;
  /** Where the day is counted; the region's zone by default. */
  timeZone?: string;
  /** Model codes in display order. */
  modelOrder?: readonly string[];
}

/** The offers running today for the region (national and regional merged, regional first), sorted for display. */
export function activeOffers<T extends Offer>(offers: readonly T[], query: ActiveOffersQuery): T[] {
  const day = offerDay(query.now, query.timeZone ?? offerTimeZone(query.region));
  const running = offers.filter((offer) => offerStatus(offer, day) === 'active' && appliesIn(offer, query.region) && (!query.model || offer.model === query.model));
  const regional = new Set(running.filter((offer) => !isNational(offer)).map(replacementKey));
  const merged = running.filter((offer) => !isNational(offer) || !regional.has(replacementKey(offer)));
  return sortOffers(merged, query.modelOrder);
}
