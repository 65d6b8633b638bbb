/**
 * The words for the owner documents' codes in the visitor's language: document titles and descriptions, coverage
 * names and terms, maintenance work, powertrains. Each key is written out (not built from the code) so the dictionary
 * test sees every one of them. Pure: the translator comes in.
 */
import { formatNumber } from '#domain/i18n/format.ts';
import type { Language } from '#domain/i18n/languages.ts';
import type { Translate } from '#domain/i18n/translate.ts';
import type { Coverage, CoverageKind, MaintenanceItem, OwnerDocument, Powertrain } from './documents.ts';

export function documentTitle(t: Translate, document: OwnerDocument): string {
  switch (document) {
    case 'owners-manual':
      return t('manuals.doc.ownersManual.title');
    case 'warranty':
      return t('manuals.doc.warranty.title');
    case 'maintenance':
      return t('manuals.doc.maintenance.title');
    case 'quick-reference':
      return t('manuals.doc.quickReference.title');
  }
}

export function documentDescription(t: Translate, document: OwnerDocument): string {
  switch (document) {
    case 'owners-manual':
      return t('manuals.doc.ownersManual.text');
    case 'warranty':
      return t('manuals.doc.warranty.text');
    case 'maintenance':
      return t('manuals.doc.maintenance.text');
    case 'quick-reference':
      return t('manuals.doc.quickReference.text');
  }
}

export function coverageName(t: Translate, kind: CoverageKind): string {
  switch (kind) {
    case 'basic':
      return t('manuals.coverage.basic');
    case 'powertrain':
      return t('manuals.coverage.powertrain');
    case 'corrosion':
      return t('manuals.coverage.corrosion');
    case 'emissions':
      return t('manuals.coverage.emissions');
    case 'hybrid':
      return t('manuals.coverage.hybrid');
    case 'battery':
      return t('manuals.coverage.battery');
    case 'roadside':
      return t('manuals.coverage.roadside');
  }
}

/** What a coverage pays for, in a sentence. */
export function coverageText(t: Translate, kind: CoverageKind): string {
  switch (kind) {
    case 'basic':
      return t('manuals.coverage.basicText');
    case 'powertrain':
      return t('manuals.coverage.powertrainText');
    case 'corrosion':
      return t('manuals.coverage.corrosionText');
    case 'emissions':
      return t('manuals.coverage.emissionsText');
    case 'hybrid':
      return t('manuals.coverage.hybridText');
    case 'battery':
      return t('manuals.coverage.batteryText');
    case 'roadside':
      return t('manuals.coverage.roadsideText');
  }
}

/** "3 years / 36,000 miles", "5 years / unlimited miles". */
export function coverageTerm(t: Translate, coverage: Pick<Coverage, 'years' | 'miles'>, lang: Language): string {
  return coverage.miles === null
    ? t('manuals.coverage.termUnlimited', { years: coverage.years })
    : t('manuals.coverage.term', { years: coverage.years, miles: formatNumber(coverage.miles, lang) });
}

export function maintenanceItemName(t: Translate, item: MaintenanceItem): string {
  switch (item) {
    case 'oil':
      return t('manuals.item.oil');
    case 'rotateTires':
      return t('manuals.item.rotateTires');
    case 'inspectBrakes':
      return t('manuals.item.inspectBrakes');
    case 'cabinFilter':
      return t('manuals.item.cabinFilter');
    case 'engineAirFilter':
      return t('manuals.item.engineAirFilter');
    case 'brakeFluid':
      return t('manuals.item.brakeFluid');
    case 'transmissionFluid':
      return t('manuals.item.transmissionFluid');
    case 'coolant':
      return t('manuals.item.coolant');
    case 'sparkPlugs':
      return t('manuals.item.sparkPlugs');
    case 'batteryCoolant':
      return t('manuals.item.batteryCoolant');
    case 'highVoltageCheck':
      return t('manuals.item.highVoltageCheck');
  }
}

export function powertrainName(t: Translate, powertrain: Powertrain): string {
  switch (powertrain) {
    case 'gasoline':
      return t('manuals.powertrain.gasoline');
    case 'hybrid':
      return t('manuals.powertrain.hybrid');
    case 'electric':
      return t('manuals.powertrain.electric');
  }
}
