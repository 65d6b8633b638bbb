/**
 * The build's price lines as a person reads them (names instead of codes, in the flow's order): what the summary,
 * the side panel and the build PDF list. The amounts are the build's own, so they always sum to its price.
 */
import type { Translate } from '#domain/i18n/translate.ts';
import type { Build } from './build.ts';
import type { ConfiguratorData } from './data.ts';

export interface PriceRow {
  key: string;
  label: string;
  amount: number | null;
  /** Shown instead of an amount (e.g. "Included"). */
  note?: string;
  marker?: '^' | '^^';
}

/** The build's lines as rows a person reads: names instead of codes, in the flow's order. */
export function priceRows(build: Build, data: ConfiguratorData | null, t: Translate): PriceRow[] {
  const rows: PriceRow[] = [];
  if (!build.trim || !build.model) return rows;
  const name = (code: string) => data?.accessories.find((item) => item.code === code)?.name ?? code;
  rows.push({ key: 'trim', label: t('bp.line.trim', { year: build.year ?? '', model: build.model.name, trim: build.trim.name }), amount: build.trim.price });
  if (build.trim.transmission) rows.push({ key: 'transmission', label: t('bp.line.transmission', { name: build.trim.transmission.name }), amount: build.trim.transmission.price });
  if (build.colors.exterior) rows.push({ key: 'exterior', label: t('bp.line.exterior', { name: build.colors.exterior.name }), amount: build.colors.exterior.price });
  if (build.colors.interior) rows.push({ key: 'interior', label: t('bp.line.interior', { name: build.colors.interior.name }), amount: null, note: t('bp.included') });
  if (build.packages.selected) rows.push({ key: 'package', label: t('bp.line.package', { name: build.packages.selected.name }), amount: build.packages.selected.price });
  for (const item of build.accessories.added) rows.push({ key: `acc-${item.code}`, label: name(item.code), amount: item.price, marker: item.flag });
  for (const item of build.accessories.included) rows.push({ key: `inc-${item.code}`, label: name(item.code), amount: null, note: t('bp.included') });
  if (build.summary.destinationCharge !== null) {
    rows.push({ key: 'destination', label: t('bp.line.destination', { state: build.summary.selectedState ?? '' }), amount: build.summary.destinationCharge });
  }
  return rows;
}

