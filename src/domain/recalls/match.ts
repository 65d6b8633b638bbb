/**
 * Which recall campaigns concern a vehicle: a campaign affects a decoded VIN when one of its groups names the VIN's
 * model, its model year lies in the group's range, its trim is one of the group's (or the group names none) and its
 * serial number lies in the group's serial range. A recall whose repair is on record for the VIN is complete; the
 * others are open. Also the check of the recalls file against the catalog. Pure.
 */
import { vinCheckDigit } from '#domain/validation/rules.ts';
import type { DecodedVin, VinModel } from './decode.ts';
import { decodeVin } from './decode.ts';
import type { AffectedVehicles, Campaign, RecallsFile } from './schema.ts';

export interface MatchedRecall {
  campaign: Campaign;
  /** The repair is on record for this VIN. */
  completed: boolean;
}

/** Whether one group of affected vehicles holds the vehicle. */
export function groupAffects(group: AffectedVehicles, vehicle: Pick<DecodedVin, 'modelCode' | 'year' | 'trimCode' | 'serial'>): boolean {
  if (group.model !== vehicle.modelCode) return false;
  if (vehicle.year < group.years[0] || vehicle.year > group.years[1]) return false;
  if (group.trims.length > 0 && (vehicle.trimCode === null || !group.trims.includes(vehicle.trimCode))) return false;
  return vehicle.serial >= group.serials[0] && vehicle.serial <= group.serials[1];
}

export function campaignAffects(campaign: Campaign, vehicle: Pick<DecodedVin, 'modelCode' | 'year' | 'trimCode' | 'serial'>): boolean {
  return campaign.affected.some((group) => groupAffects(group, vehicle));
}

/** The campaigns of the file that concern the vehicle: open ones first, then newest report first. */
export function recallsForVehicle(file: RecallsFile, vehicle: DecodedVin): MatchedRecall[] {
  return file.campaigns
    .filter((campaign) => campaignAffects(campaign, vehicle))
    .map((campaign) => ({ campaign, completed: campaign.completed.includes(vehicle.vin) }))
    .sort((a, b) => Number(a.completed) - Number(b.completed) || b.campaign.reported.localeCompare(a.campaign.reported) || a.campaign.campaign.localeCompare(b.campaign.campaign));
}

/** How many of the recalls still need their repair. */
export function openCount(recalls: readonly MatchedRecall[]): number {
  return recalls.filter((item) => !item.completed).length;
}

/**
 * What does not fit the catalog: unknown models or trims, model years no trim of which the catalog can name, and
 * completed VINs that are not ours or that the campaign does not affect. Empty when the file fits.
 */
export function recallCatalogProblems(file: RecallsFile, models: readonly VinModel[]): string[] {
  const problems: string[] = [];
  for (const campaign of file.campaigns) {
    for (const group of campaign.affected) {
      const model = models.find((item) => item.code === group.model);
      if (!model) {
        problems.push(`${campaign.campaign}: no model ${group.model}`);
        continue;
      }
      const trims = new Set(model.years.flatMap((year) => year.trims.map((trim) => trim.code)));
      for (const trim of group.trims) if (!trims.has(trim)) problems.push(`${campaign.campaign}: ${group.model} has no trim ${trim}`);
      const latest = Math.max(...model.years.map((year) => year.year));
      if (group.years[1] > latest) problems.push(`${campaign.campaign}: ${group.model} has no model year ${group.years[1]}`);
    }
    for (const vin of campaign.completed) {
      const vehicle = decodeVin(vin, models);
      if (vinCheckDigit(vin) !== vin.charAt(8)) problems.push(`${campaign.campaign}: completed VIN ${vin} has a wrong check digit`);
      else if (!vehicle) problems.push(`${campaign.campaign}: completed VIN ${vin} is not one of ours`);
      else if (!campaignAffects(campaign, vehicle)) problems.push(`${campaign.campaign}: completed VIN ${vin} is not affected`);
    }
  }
  return problems;
}
