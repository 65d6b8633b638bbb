/**
 * The shape of `catalog/offers.json` (written by `scripts/generate-offers.ts`): the special offers — APR financing,
 * lease and customer cash — per model year, national or limited to sales regions, each with its dates and the
 * numbered disclaimers that carry its fine print in the three languages. Checked with zod when the server starts.
 */
import { z } from 'zod';
import { Localized, ModelCode, TrimCode } from '#domain/catalog/catalog-schema.ts';
import { STATES, salesArea } from '#domain/geo/regions.ts';

export const OFFER_TYPES = ['apr', 'lease', 'cash'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** Every sales region of our own table (`src/domain/geo/regions.ts`), the codes an offer may be limited to. */
export const REGION_CODES: readonly string[] = [...new Set(STATES.map((state) => salesArea(state)?.region ?? ''))].filter(Boolean).sort();

/**
 * Offer fine print is numbered after the catalog's own disclaimers (1–99), so both share a page's footnotes
 * without ever taking each other's number.
 */
export const OFFER_DISCLAIMER_IDS = { min: 100, max: 999 } as const;

const DisclaimerId = z.number().int().min(OFFER_DISCLAIMER_IDS.min).max(OFFER_DISCLAIMER_IDS.max);
const Dollars = z.number().int().positive();
const Months = z.number().int().min(12).max(96);
const CalendarDay = z.iso.date();

const OfferBase = z.object({
  /** Stable and readable, e.g. `kstl-2027-apr-010-nov26`. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'offer ids are lower-case words joined by dashes').max(64),
  model: ModelCode,
  year: z.number().int().min(2000).max(2100),
  /** The trims the offer is limited to; empty for every trim of the model year. */
  trims: z.array(TrimCode),
  /** `national`, or the sales regions the offer is limited to. */
  regions: z.union([z.literal('national'), z.array(z.enum(REGION_CODES as [string, ...string[]])).min(1)]),
  /** First and last calendar day of the offer, both included. */
  startDate: CalendarDay,
  endDate: CalendarDay,
  /** The offer's fine print, in the order its markers are shown. */
  disclaimers: z.array(DisclaimerId).min(1),
});

export const AprOffer = OfferBase.extend({
  type: z.literal('apr'),
  /** Annual percentage rate, e.g. 0.9 for 0.9 %. */
  apr: z.number().min(0).max(25),
  months: Months,
});

export const LeaseOffer = OfferBase.extend({
  type: z.literal('lease'),
  monthlyPayment: Dollars,
  months: Months,
  dueAtSigning: z.number().int().nonnegative(),
  milesPerYear: z.number().int().min(5000).max(20000),
});

export const CashOffer = OfferBase.extend({
  type: z.literal('cash'),
  amount: Dollars,
});

export const Offer = z.discriminatedUnion('type', [AprOffer, LeaseOffer, CashOffer]).superRefine((offer, context) => {
  if (offer.endDate < offer.startDate) context.addIssue({ code: 'custom', path: ['endDate'], message: `ends (${offer.endDate}) before it starts (${offer.startDate})` });
  if (new Set(offer.trims).size !== offer.trims.length) context.addIssue({ code: 'custom', path: ['trims'], message: 'a trim appears twice' });
  if (Array.isArray(offer.regions) && new Set(offer.regions).size !== offer.regions.length) context.addIssue({ code: 'custom', path: ['regions'], message: 'a region appears twice' });
  if (new Set(offer.disclaimers).size !== offer.disclaimers.length) context.addIssue({ code: 'custom', path: ['disclaimers'], message: 'a disclaimer appears twice' });
});
export type Offer = z.infer<typeof Offer>;

export const OfferDisclaimer = z.object({ id: DisclaimerId, label: Localized, content: Localized });
export type OfferDisclaimer = z.infer<typeof OfferDisclaimer>;

/** The whole file: what the schemas of single records cannot see is checked here (unique ids, known disclaimers). */
export const OffersFile = z
  .object({
    disclaimers: z.array(OfferDisclaimer),
    offers: z.array(Offer),
  })
  .superRefine((file, context) => {
    const disclaimerIds = new Set<number>();
    file.disclaimers.forEach((item, index) => {
      if (disclaimerIds.has(item.id)) context.addIssue({ code: 'custom', path: ['disclaimers', index, 'id'], message: `disclaimer ${item.id} appears twice` });
      disclaimerIds.add(item.id);
    });
    const offerIds = new Set<string>();
    const used = new Set<number>();
    file.offers.forEach((offer, index) => {
      if (offerIds.has(offer.id)) context.addIssue({ code: 'custom', path: ['offers', index, 'id'], message: `offer ${offer.id} appears twice` });
      offerIds.add(offer.id);
      for (const id of offer.disclaimers) {
        used.add(id);
        if (!disclaimerIds.has(id)) context.addIssue({ code: 'custom', path: ['offers', index, 'disclaimers'], message: `offer ${offer.id} refers to disclaimer ${id}, which the file does not define` });
      }
    });
    file.disclaimers.forEach((item, index) => {
      if (!used.has(item.id)) context.addIssue({ code: 'custom', path: ['disclaimers', index, 'id'], message: `disclaimer ${item.id} belongs to no offer` });
    });
  });
export type OffersFile = z.infer<typeof OffersFile>;

/** Reads the file's JSON; throws an error naming the first problem (`catalog/offers.json: offers.3.endDate …`). */
export function parseOffersFile(value: unknown, source = 'catalog/offers.json'): OffersFile {
  const parsed = OffersFile.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${source}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.replace(/:\s+/, ': '));
}
