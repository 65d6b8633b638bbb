/**
 * The recall information as a visitor reads it, in their language: the answer for one VIN (the vehicle it stands for,
 * its recalls, how many are open, when the list was last updated) and the list of every campaign. The service and
 * the recalls page both answer from these, so the JSON and the page never disagree; dates come already written in
 * the language, so the browser shows the server's words and never formats them itself.
 */
import { text, type Catalog } from '../catalog/catalog.ts';
import type { Language } from '../i18n/languages.ts';
import { formatOfferDate } from '../offers/terms.ts';
import { decodeVin } from './decode.ts';
import { openCount, recallsForVehicle } from './match.ts';
import type { Campaign, RecallsFile, RemedyStatus } from './schema.ts';

export interface AffectedView {
  modelCode: string;
  modelName: string;
  /** First and last model year, both included. */
  yearFrom: number;
  yearTo: number;
  /** Names of the trims affected; empty for every trim. */
  trims: string[];
  /** First and last VIN serial number (positions 12–17), six digits each. */
  serialFrom: string;
  serialTo: string;
}

export interface CampaignView {
  /** NHTSA campaign number, `26V-512`. */
  campaign: string;
  /** The maker's campaign number, `HRC-2609`. */
  makerCampaign: string;
  reported: string;
  /** `reported` as the language writes it. */
  reportedLabel: string;
  status: RemedyStatus;
  ownerNotification: string;
  ownerNotificationLabel: string;
  component: string;
  summary: string;
  risk: string;
  remedy: string;
  affected: AffectedView[];
}

export interface VinRecallView extends CampaignView {
  /** The repair is on record for this VIN; otherwise the recall is open. */
  completed: boolean;
}

export interface RecallVehicle {
  year: number;
  modelCode: string;
  modelName: string;
  trimCode: string | null;
  trimName: string | null;
}

export interface RecallAnswer {
  /** The VIN asked about, trimmed and upper case. */
  vin: string;
  lastUpdated: string;
  lastUpdatedLabel: string;
  /** Whether the VIN is one of the brand's vehicles. */
  ours: boolean;
  /** The vehicle the VIN stands for; null when it is not ours. */
  vehicle: RecallVehicle | null;
  /** Open recalls first, then completed ones. */
  recalls: VinRecallView[];
  openCount: number;
}

function pad(serial: number): string {
  return String(serial).padStart(6, '0');
}

export function campaignView(campaign: Campaign, catalog: Pick<Catalog, 'models'>, lang: Language): CampaignView {
  return {
    campaign: campaign.campaign,
    makerCampaign: campaign.makerCampaign,
    reported: campaign.reported,
    reportedLabel: formatOfferDate(campaign.reported, lang),
    status: campaign.status,
    ownerNotification: campaign.ownerNotification,
    ownerNotificationLabel: formatOfferDate(campaign.ownerNotification, lang),
    component: text(campaign.component, lang),
    summary: text(campaign.summary, lang),
    risk: text(campaign.risk, lang),
    remedy: text(campaign.remedy, lang),
    affected: campaign.affected.map((group) => {
      const model = catalog.models.find((item) => item.code === group.model);
      const trimNames = new Map(model?.years.flatMap((year) => year.trims.map((trim) => [trim.code, trim.name] as const)) ?? []);
      return {
        modelCode: group.model,
        modelName: model?.name ?? group.model,
        yearFrom: group.years[0],
        yearTo: group.years[1],
        trims: group.trims.map((code) => trimNames.get(code) ?? code),
        serialFrom: pad(group.serials[0]),
        serialTo: pad(group.serials[1]),
      };
    }),
  };
}

/** Every campaign of the file, newest report first. */
export function campaignList(file: RecallsFile, catalog: Pick<Catalog, 'models'>, lang: Language): CampaignView[] {
  return [...file.campaigns].sort((a, b) => b.reported.localeCompare(a.reported)).map((campaign) => campaignView(campaign, catalog, lang));
}

/**
 * The answer for a VIN that passed the VIN rule: the vehicle and its recalls when it is ours, otherwise no vehicle
 * and no recalls (the caller says "not a {brand} vehicle").
 */
export function recallAnswer(file: RecallsFile, catalog: Pick<Catalog, 'models'>, vin: string, lang: Language): RecallAnswer {
  const vehicle = decodeVin(vin, catalog.models);
  const matched = vehicle ? recallsForVehicle(file, vehicle) : [];
  return {
    vin: vin.trim().toUpperCase(),
    lastUpdated: file.lastUpdated,
    lastUpdatedLabel: formatOfferDate(file.lastUpdated, lang),
    ours: vehicle !== null,
    vehicle: vehicle ? { year: vehicle.year, modelCode: vehicle.modelCode, modelName: vehicle.modelName, trimCode: vehicle.trimCode, trimName: vehicle.trimName } : null,
    recalls: matched.map(({ campaign, completed }) => ({ ...campaignView(campaign, catalog, lang), completed })),
    openCount: openCount(matched),
  };
}
