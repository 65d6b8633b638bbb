/**
 * The recall information as a visitor reads it, in their language: the answer for one VIN (the vehicle it stands for,
 * its recalls, how many are open, when the list was last updated) and the list of every campaign. The service and
 * the recalls page both answer from these, so the JSON and the page never disagree; dates come already written in
 * the language, so the browser shows the server's words and never formats them itself.
 */
import { text, type Catalog } from '#domain/catalog/catalog.ts';
import { formatDay } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import { decodeVin } from './decode.ts';
import { openCount, recallsForVehicle } from './match.ts';
import type { CampaignView, RecallAnswer } from './contract.ts';
import type { Campaign, RecallsFile } from './schema.ts';

/** The shapes the recall services answer are declared once, as zod schemas, in `./contract.ts`; these are their types. */
export type { AffectedView, CampaignView, RecallAnswer, RecallVehicle, VinRecallView } from './contract.ts';

function pad(serial: number): string {
  return String(serial).padStart(6, '0');
}

export function campaignView(campaign: Campaign, catalog: Pick<Catalog, 'models'>, lang: Language): CampaignView {
  return {
    campaign: campaign.campaign,
    makerCampaign: campaign.makerCampaign,
    reported: campaign.reported,
    reportedLabel: formatDay(campaign.reported, lang),
    status: campaign.status,
    ownerNotification: campaign.ownerNotification,
    ownerNotificationLabel: formatDay(campaign.ownerNotification, lang),
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
    lastUpdatedLabel: formatDay(file.lastUpdated, lang),
    ours: vehicle !== null,
    vehicle: vehicle ? { year: vehicle.year, modelCode: vehicle.modelCode, modelName: vehicle.modelName, trimCode: vehicle.trimCode, trimName: vehicle.trimName } : null,
    recalls: matched.map(({ campaign, completed }) => ({ ...campaignView(campaign, catalog, lang), completed })),
    openCount: openCount(matched),
  };
}
