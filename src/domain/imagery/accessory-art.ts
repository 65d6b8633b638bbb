/**
 * What the pictures know about accessories: which illustration each catalog accessory's card shows, and which
 * accessories change how the car looks (and so appear on its drawing).
 */
import type { AccessoryLook } from './image-paths.ts';

/** The illustrations an accessory card can show; several accessories of one kind share one. */
export const ACCESSORY_ARTS = [
  'crossbars',
  'roof-basket',
  'cargo-box',
  'bike-carrier',
  'kayak-carrier',
  'ski-carrier',
  'roof-tent',
  'tow-hitch',
  'hitch-bike',
  'mud-flaps',
  'wheel',
  'wheel-locks',
  'side-molding',
  'lip-spoiler',
  'exhaust',
  'floor-mat',
  'cargo-tray',
  'cargo-net',
  'cargo-cover',
  'pet-barrier',
  'charger',
  'dash-cam',
  'key-fob',
  'mirror',
  'light',
  'air-filter',
  'brake-pads',
  'strut-bar',
  'shield',
  'bundle',
  'part',
] as const;
export type AccessoryArt = (typeof ACCESSORY_ARTS)[number];

export function isAccessoryArt(value: unknown): value is AccessoryArt {
  return typeof value === 'string' && (ACCESSORY_ARTS as readonly string[]).includes(value);
}

/**
 * The catalog's accessory codes: the illustration each one's card shows (a code not listed shows the generic part)
 * and, for the accessories that show on the car, how they look there.
 */
const OF_CODE: Readonly<Record<string, { art: AccessoryArt; look?: AccessoryLook }>> = {
  CROSSBAR: { art: 'crossbars', look: 'crossbars' },
  ROOFBASKET: { art: 'roof-basket', look: 'roof-basket' },
  CARGOBOX: { art: 'cargo-box', look: 'cargo-box' },
  BIKECARRIER: { art: 'bike-carrier', look: 'bike-carrier' },
  KAYAKCARRIER: { art: 'kayak-carrier', look: 'kayak-carrier' },
  SKICARRIER: { art: 'ski-carrier', look: 'ski-carrier' },
  ROOFTENT: { art: 'roof-tent', look: 'roof-tent' },
  HITCH: { art: 'tow-hitch', look: 'tow-hitch' },
  BALLMOUNT: { art: 'tow-hitch', look: 'tow-hitch' },
  HITCHBIKE: { art: 'hitch-bike', look: 'hitch-bike' },
  SPLASHGRD: { art: 'mud-flaps', look: 'mud-flaps' },
  WINTERSET: { art: 'wheel', look: 'winter-wheels' },
  WHEELLOCKS: { art: 'wheel-locks' },
  SIDEMOLD: { art: 'side-molding', look: 'side-molding' },
  DOOREDGE: { art: 'side-molding' },
  LIPSPOILER: { art: 'lip-spoiler', look: 'lip-spoiler' },
  EXHTIPS: { art: 'exhaust' },
  SPORTEXH: { art: 'exhaust' },
  CARPETMAT: { art: 'floor-mat' },
  FLOORLINER: { art: 'floor-mat' },
  TRUNKMAT: { art: 'floor-mat' },
  CARGOMAT: { art: 'floor-mat' },
  CARGOTRAY: { art: 'cargo-tray' },
  TRUNKTRAY: { art: 'cargo-tray' },
  TRUNKORG: { art: 'cargo-tray' },
  CARGONET: { art: 'cargo-net' },
  CARGOCOVER: { art: 'cargo-cover' },
  PETBARRIER: { art: 'pet-barrier' },
  SEATBACK: { art: 'cargo-cover' },
  CHARGER: { art: 'charger' },
  CHARGECBL: { art: 'charger' },
  DASHCAM: { art: 'dash-cam' },
  REMOTESTART: { art: 'key-fob' },
  AUTODIM: { art: 'mirror' },
  PUDDLE: { art: 'light' },
  SILLPLATE: { art: 'light' },
  AIRFILTER: { art: 'air-filter' },
  PERFPADS: { art: 'brake-pads' },
  STRUTBAR: { art: 'strut-bar' },
  PAINTFILM: { art: 'shield' },
  BUMPERCVR: { art: 'shield' },
  PROTBUNDLE: { art: 'bundle' },
  ROADBUNDLE: { art: 'bundle' },
  TRAILBUNDLE: { art: 'bundle' },
};

export function accessoryArt(code: string): AccessoryArt {
  return OF_CODE[code]?.art ?? 'part';
}

export function accessoryLook(code: string): AccessoryLook | null {
  return OF_CODE[code]?.look ?? null;
}

/** The codes that change the car's look (for tests and documentation). */
export const LOOK_CHANGING_CODES: readonly string[] = Object.entries(OF_CODE).flatMap(([code, { look }]) => (look ? [code] : []));
