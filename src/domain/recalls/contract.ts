/**
 * The contract of `/services/vehicles/recalls/*` (decision 005): the zod schemas of the recall answers, which the
 * routes declare (so the OpenAPI document shows them), the recall lookup island parses with (`#client/api.ts`), and
 * the view types of `./view.ts` are inferred from. Dates come with a label already written in the language asked.
 */
import { z } from 'zod';
import { LANGUAGES } from '#domain/i18n/languages.ts';
import { REMEDY_STATUSES } from './schema.ts';

export const RecallLangQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en').describe('Language of the texts') });
export const RecallVinParamsSchema = z.object({ vin: z.string().max(64).describe('17 characters; checked with the VIN rule of the forms') });

export const AffectedViewSchema = z.object({
  modelCode: z.string(),
  modelName: z.string(),
  yearFrom: z.number().int().describe('First model year affected'),
  yearTo: z.number().int().describe('Last model year affected (included)'),
  trims: z.array(z.string()).describe('Names of the trims affected; empty for every trim'),
  serialFrom: z.string().describe('First VIN serial number (positions 12–17), six digits'),
  serialTo: z.string().describe('Last VIN serial number (positions 12–17), six digits'),
});

export const CampaignViewSchema = z.object({
  campaign: z.string().describe('NHTSA campaign number, e.g. 26V-512'),
  makerCampaign: z.string().describe("The maker's campaign number, e.g. HRC-2609"),
  reported: z.string().describe('Day of the report to NHTSA, YYYY-MM-DD'),
  reportedLabel: z.string().describe('`reported` as the language writes it'),
  status: z.enum(REMEDY_STATUSES).describe('Whether retailers can make the repair yet'),
  ownerNotification: z.string().describe('Day owners were (or will be) told by mail, YYYY-MM-DD'),
  ownerNotificationLabel: z.string(),
  component: z.string(),
  summary: z.string(),
  risk: z.string(),
  remedy: z.string(),
  affected: z.array(AffectedViewSchema),
});

export const VinRecallViewSchema = CampaignViewSchema.extend({
  completed: z.boolean().describe('The repair is on record for this VIN; otherwise the recall is open'),
});

export const RecallVehicleSchema = z.object({
  year: z.number().int(),
  modelCode: z.string(),
  modelName: z.string(),
  trimCode: z.string().nullable(),
  trimName: z.string().nullable(),
});

/** The recall information for one VIN, as the recalls page shows it. */
export const RecallAnswerSchema = z.object({
  vin: z.string().describe('The VIN asked about, trimmed and upper case'),
  lastUpdated: z.string().describe('Day the recall information was last updated, YYYY-MM-DD'),
  lastUpdatedLabel: z.string(),
  ours: z.boolean().describe("Whether the VIN is one of the brand's vehicles"),
  vehicle: RecallVehicleSchema.nullable().describe('The vehicle the VIN stands for; null when it is not ours'),
  recalls: z.array(VinRecallViewSchema).describe('Open recalls first, then completed ones; newest report first'),
  openCount: z.number().int(),
});

/** `GET /services/vehicles/recalls/{vin}`: the answer and, for a VIN that is not ours, the message saying so. */
export const RecallLookupSchema = RecallAnswerSchema.extend({
  message: z.string().nullable().describe('"This VIN is not a {brand} vehicle." when it is not ours; null otherwise'),
});

/** `GET /services/vehicles/recalls/lastupdated`. */
export const RecallsLastUpdatedSchema = z.object({ lastUpdated: z.string(), lastUpdatedLabel: z.string(), campaigns: z.number().int() });

export type AffectedView = z.infer<typeof AffectedViewSchema>;
export type CampaignView = z.infer<typeof CampaignViewSchema>;
export type VinRecallView = z.infer<typeof VinRecallViewSchema>;
export type RecallVehicle = z.infer<typeof RecallVehicleSchema>;
export type RecallAnswer = z.infer<typeof RecallAnswerSchema>;
export type RecallLookup = z.infer<typeof RecallLookupSchema>;
