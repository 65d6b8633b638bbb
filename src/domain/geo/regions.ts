/**
 * Our own sales geography: every state (and DC) to its region, district and zone. Regions are the catalog's
 * (`catalog/regions.json`, which prices the destination charge); districts split a region, zones group regions.
 * The spec's default location is the central-US point: KS, region 060, district 02, zone 02, temporary ZIP 66952.
 */

export interface SalesArea {
  region: string;
  district: string;
  zone: string;
}

export const DEFAULT_AREA = { state: 'KS', region: '060', district: '02', zone: '02', zipCode: '66952', latitude: 39.8077, longitude: -98.556 } as const;

/** Zones: 01 east, 02 central, 03 west, 04 offshore. */
const TABLE: Record<string, SalesArea> = {
  CT: { region: '010', district: '01', zone: '01' },
  MA: { region: '010', district: '01', zone: '01' },
  ME: { region: '010', district: '02', zone: '01' },
  NH: { region: '010', district: '02', zone: '01' },
  NY: { region: '010', district: '03', zone: '01' },
  RI: { region: '010', district: '01', zone: '01' },
  VT: { region: '010', district: '02', zone: '01' },
  DC: { region: '020', district: '01', zone: '01' },
  DE: { region: '020', district: '02', zone: '01' },
  MD: { region: '020', district: '01', zone: '01' },
  NJ: { region: '020', district: '02', zone: '01' },
  PA: { region: '020', district: '03', zone: '01' },
  VA: { region: '020', district: '01', zone: '01' },
  WV: { region: '020', district: '03', zone: '01' },
  AL: { region: '030', district: '01', zone: '01' },
  FL: { region: '030', district: '02', zone: '01' },
  GA: { region: '030', district: '01', zone: '01' },
  KY: { region: '030', district: '03', zone: '01' },
  MS: { region: '030', district: '01', zone: '01' },
  NC: { region: '030', district: '04', zone: '01' },
  SC: { region: '030', district: '04', zone: '01' },
  TN: { region: '030', district: '03', zone: '01' },
  IL: { region: '040', district: '01', zone: '02' },
  IN: { region: '040', district: '02', zone: '02' },
  MI: { region: '040', district: '03', zone: '02' },
  OH: { region: '040', district: '02', zone: '02' },
  WI: { region: '040', district: '03', zone: '02' },
  AR: { region: '050', district: '01', zone: '02' },
  LA: { region: '050', district: '01', zone: '02' },
  NM: { region: '050', district: '03', zone: '03' },
  OK: { region: '050', district: '02', zone: '02' },
  TX: { region: '050', district: '02', zone: '02' },
  IA: { region: '060', district: '01', zone: '02' },
  KS: { region: '060', district: '02', zone: '02' },
  MN: { region: '060', district: '03', zone: '02' },
  MO: { region: '060', district: '02', zone: '02' },
  ND: { region: '060', district: '03', zone: '02' },
  NE: { region: '060', district: '01', zone: '02' },
  SD: { region: '060', district: '03', zone: '02' },
  AZ: { region: '070', district: '01', zone: '03' },
  CO: { region: '070', district: '02', zone: '03' },
  ID: { region: '070', district: '03', zone: '03' },
  MT: { region: '070', district: '03', zone: '03' },
  NV: { region: '070', district: '01', zone: '03' },
  UT: { region: '070', district: '02', zone: '03' },
  WY: { region: '070', district: '02', zone: '03' },
  CA: { region: '080', district: '01', zone: '03' },
  OR: { region: '080', district: '02', zone: '03' },
  WA: { region: '080', district: '02', zone: '03' },
  AK: { region: '090', district: '01', zone: '04' },
  HI: { region: '100', district: '01', zone: '04' },
};

export const STATES = Object.keys(TABLE).sort();

/** The sales area of a state; null for places outside our network (territories, military mail). */
export function salesArea(state: string): SalesArea | null {
  return TABLE[state.toUpperCase()] ?? null;
}
