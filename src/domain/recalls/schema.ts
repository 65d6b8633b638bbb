/**
 * The shape of `catalog/recalls.json`: the brand's safety recall campaigns as the recalls page and the
 * `/services/vehicles/recalls/{vin}` service read them — the NHTSA campaign number and the maker's own, what is
 * wrong, the risk and the remedy in the three languages, whether the remedy is available yet, and the vehicles
 * affected as model-year ranges and VIN serial-number ranges — plus the day the list was last updated. Checked with
 * zod when the server starts (and against the catalog by `recallCatalogProblems`).
 */
import { z } from 'zod';
import { Localized, ModelCode, TrimCode } from '#domain/catalog/catalog-schema.ts';
import { VIN_PATTERN } from '#domain/inventory/vin.ts';

/** NHTSA's recall campaign number: two-digit year, V for vehicle, a dash and a sequence (`24V-123`). */
export const CAMPAIGN_NUMBER = /^\d{2}V-\d{3}$/;
/** The maker's own campaign number (`HRC-2609`: year and month of the decision). */
export const MAKER_CAMPAIGN_NUMBER = /^[A-Z]{3}-\d{4}$/;

export const REMEDY_STATUSES = ['remedy-available', 'remedy-not-available'] as const;
export type RemedyStatus = (typeof REMEDY_STATUSES)[number];

/** The last six VIN positions: a serial number of six digits. */
export const SERIAL_RANGE = { min: 0, max: 999_999 } as const;

const CalendarDay = z.iso.date();
const Year = z.number().int().min(1980).max(2039);
const Serial = z.number().int().min(SERIAL_RANGE.min).max(SERIAL_RANGE.max);
const Vin = z.string().regex(VIN_PATTERN, 'VINs are 17 upper-case VIN characters');

/** One group of affected vehicles: a model, its model years (both included), some or all trims, a serial range. */
export const AffectedVehicles = z
  .object({
    model: ModelCode,
    /** First and last model year, both included. */
    years: z.tuple([Year, Year]),
    /** The trims affected; empty for every trim. */
    trims: z.array(TrimCode),
    /** First and last VIN serial number (positions 12–17), both included. */
    serials: z.tuple([Serial, Serial]),
  })
  .refine((item) => item.years[0] <= item.years[1], { message: 'the first model year comes after the last' })
  .refine((item) => item.serials[0] <= item.serials[1], { message: 'the first serial number comes after the last' });
export type AffectedVehicles = z.infer<typeof AffectedVehicles>;

export const Campaign = z.object({
  campaign: z.string().regex(CAMPAIGN_NUMBER, 'NHTSA campaign numbers look like 24V-123'),
  makerCampaign: z.string().regex(MAKER_CAMPAIGN_NUMBER, 'maker campaign numbers look like HRC-2609'),
  /** The day the defect report went to NHTSA. */
  reported: CalendarDay,
  status: z.enum(REMEDY_STATUSES),
  /** The day owners were (or will be) told by mail. */
  ownerNotification: CalendarDay,
  component: Localized,
  summary: Localized,
  risk: Localized,
  remedy: Localized,
  affected: z.array(AffectedVehicles).min(1),
  /** VINs whose recall repair is on record: for them the campaign is complete rather than open. */
  completed: z.array(Vin),
});
export type Campaign = z.infer<typeof Campaign>;

export const RecallsFile = z
  .object({
    /** The day the recall information was last brought up to date. */
    lastUpdated: CalendarDay,
    /** Newest first. */
    campaigns: z.array(Campaign).min(1),
  })
  .superRefine((file, context) => {
    const seen = new Set<string>();
    for (const [index, campaign] of file.campaigns.entries()) {
      for (const number of [campaign.campaign, campaign.makerCampaign]) {
        if (seen.has(number)) context.addIssue({ code: 'custom', path: ['campaigns', index], message: `campaign number ${number} is used twice` });
        seen.add(number);
      }
      if (campaign.reported > file.lastUpdated) context.addIssue({ code: 'custom', path: ['campaigns', index, 'reported'], message: `${campaign.campaign} is reported after the last update` });
      // The NHTSA number starts with the two digits of the year it was reported in.
      if (campaign.campaign.slice(0, 2) !== campaign.reported.slice(2, 4)) {
        context.addIssue({ code: 'custom', path: ['campaigns', index, 'campaign'], message: `${campaign.campaign} was not reported in 20${campaign.campaign.slice(0, 2)}` });
      }
    }
  });
export type RecallsFile = z.infer<typeof RecallsFile>;

/** Reads a recalls file; throws a readable error naming the first problem. */
export function parseRecallsFile(value: unknown): RecallsFile {
  const parsed = RecallsFile.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`catalog/recalls.json: ${issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'invalid'}`);
}
