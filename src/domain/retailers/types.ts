/**
 * The retailer (dealer) network as the services answer it: the contract the finder, the confirm-retailer page and
 * the retailer pages read. Field names follow the spec where it names them (dealer.id, dealer.address.zipcode,
 * distance, type Active / TotalActive).
 */
export const RETAILER_SERVICES = ['sales', 'service', 'parts', 'certifiedCollision', 'evCharging', 'certifiedPreOwned', 'fleet', 'rentals'] as const;
export type RetailerService = (typeof RETAILER_SERVICES)[number];

/** The spec's default retailer type and filter. */
export const RETAILER_TYPES = ['Active', 'TotalActive'] as const;
export type RetailerType = (typeof RETAILER_TYPES)[number];

/** The spec's limits: a ZIP search fetches 5 and shows at least 4 when 4 exist; a map box returns at most 750. */
export const RETAILER_LIMITS = { minimum: 4, maximum: 5, boundedMaximum: 750 } as const;

/** The shapes the services answer are declared once, as zod schemas, in `./contract.ts`; these are their types. */
export type { OpeningHours, Retailer, RetailerAddress, RetailerBrief, RetailerList, RetailerResult, RetailerStory } from './contract.ts';
