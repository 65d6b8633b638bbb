/**
 * Image addresses: what a drawn image is (`ImageSpec`), its address under `/images/…`, and the logical paths
 * the image service turns into addresses (`/vehicles/suv/side/1f4e79` → `/images/vehicle/suv/side/1f4e79.svg`).
 */
import { BODY_STYLES, type BodyStyle } from '#domain/catalog/codes.ts';
import { type AccessoryArt } from './accessory-art.ts';
import { roundImageWidth } from './image-widths.ts';

/**
 * The turntable's eight exterior views in turning order, each named by where the camera stands: `head-on` (0°, in
 * front of the nose), `front` (45°, the three-quarter front every other page shows), `side` (90°, the driver's side),
 * `rear` (135°), `tail-on` (180°) and the three `-right` views on the passenger side, which are the mirror images of
 * `rear`, `side` and `front`. The three original names keep their meaning, so saved builds and links stay right.
 */
export const EXTERIOR_VIEWS = ['head-on', 'front', 'side', 'rear', 'tail-on', 'rear-right', 'side-right', 'front-right'] as const;
export type ExteriorView = (typeof EXTERIOR_VIEWS)[number];
/** Every view of a vehicle drawing: the turntable's eight, and the cabin (drawn in the interior colour). */
export const VEHICLE_VIEWS = [...EXTERIOR_VIEWS, 'interior'] as const;
export type VehicleView = (typeof VEHICLE_VIEWS)[number];

/** Where the camera stands, in degrees round the car: 0 in front of the nose, 90 at the driver's side. */
export const VIEW_ANGLES: Readonly<Record<ExteriorView, number>> = {
  'head-on': 0,
  front: 45,
  side: 90,
  rear: 135,
  'tail-on': 180,
  'rear-right': 225,
  'side-right': 270,
  'front-right': 315,
};

export function isExteriorView(value: unknown): value is ExteriorView {
  return typeof value === 'string' && (EXTERIOR_VIEWS as readonly string[]).includes(value);
}

/**
 * The accessories that change how the car looks, as the drawing knows them (several catalog codes may share one
 * look). A vehicle drawing's address lists the chosen looks, so its cache key stays small and catalog-free.
 */
export const ACCESSORY_LOOKS = ['crossbars', 'roof-basket', 'cargo-box', 'bike-carrier', 'kayak-carrier', 'ski-carrier', 'roof-tent', 'tow-hitch', 'hitch-bike', 'mud-flaps', 'winter-wheels', 'side-molding', 'lip-spoiler'] as const;
export type AccessoryLook = (typeof ACCESSORY_LOOKS)[number];

/** The query parameter of a drawing's accessory looks: `?acc=bike-carrier.crossbars`. */
export const LOOKS_PARAM = 'acc';
/** No car carries more looks than there are; a longer list is a bad request before it is parsed further. */
const MAX_LOOKS_PARAM = 200;

export function isAccessoryLook(value: unknown): value is AccessoryLook {
  return typeof value === 'string' && (ACCESSORY_LOOKS as readonly string[]).includes(value);
}

/** The canonical form of a list of looks: known ones only, deduplicated, in the order of ACCESSORY_LOOKS. */
export function canonicalLooks(looks: Iterable<string>): AccessoryLook[] {
  const wanted = new Set(looks);
  return ACCESSORY_LOOKS.filter((look) => wanted.has(look));
}

/**
 * Reads `?acc=`: undefined when absent, the looks when the value is already canonical (known looks joined by `.`,
 * each once, in the order of ACCESSORY_LOOKS), else null (a bad request): one picture, one address.
 */
export function parseLooksParam(value: unknown): AccessoryLook[] | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '' || value.length > MAX_LOOKS_PARAM) return null;
  const parts = value.split('.');
  if (!parts.every(isAccessoryLook)) return null;
  const looks = canonicalLooks(parts);
  return looks.join('.') === value ? looks : null;
}

/** The default image shown when an image cannot be loaded (spec: "default not-found image"). */
export const NOT_FOUND_IMAGE = '/images/not-found.svg';

/** A drawn image. Colours are `#rrggbb` in lower case; `width` is already rounded to the image steps. */
export type ImageSpec =
  | { kind: 'vehicle'; bodyStyle: BodyStyle; view: VehicleView; rgb: string; width?: number; detail?: 'low'; looks?: readonly AccessoryLook[] }
  | { kind: 'chip'; rgb: string; width?: number }
  | { kind: 'interior'; rgb: string; width?: number }
  | { kind: 'not-found'; width?: number }
  | { kind: 'accessory'; art: AccessoryArt; width?: number };

export function isBodyStyle(value: unknown): value is BodyStyle {
  return typeof value === 'string' && (BODY_STYLES as readonly string[]).includes(value);
}

export function isVehicleView(value: unknown): value is VehicleView {
  return typeof value === 'string' && (VEHICLE_VIEWS as readonly string[]).includes(value);
}

/** Six hex digits, with or without `#`, as `#rrggbb` in lower case; null for anything else. */
export function parseColorParam(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^#?([0-9a-f]{6})$/i.exec(value);
  return match ? `#${(match[1] ?? '').toLowerCase()}` : null;
}

/**
 * Reads a `wid` parameter: undefined when absent, null when it is not a whole number from 1 to 99999, else the
 * width rounded to the image steps (so 401 → 450, 5000 → 2000).
 */
export function parseWidthParam(value: unknown): number | null | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value) || Number(value) <= 0) return null;
  return roundImageWidth(Number(value));
}

/** The query of a vehicle drawing's low-detail rendition (`Save-Data`, the page flag `lowResolutionImages`). */
export const LOW_DETAIL_PARAM = 'detail';
export const LOW_DETAIL_VALUE = 'low';

/** Reads `?detail=`: undefined when absent, 'low', or null for anything else (a bad request). */
export function parseDetailParam(value: unknown): 'low' | null | undefined {
  if (value === undefined || value === '') return undefined;
  return value === LOW_DETAIL_VALUE ? 'low' : null;
}

/** A vehicle drawing's address in its low-detail rendition; any other address is returned as it is. */
export function lowDetailAddress(address: string): string {
  if (!address.startsWith('/images/vehicle/') || /[?&]detail=/.test(address)) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${LOW_DETAIL_PARAM}=${LOW_DETAIL_VALUE}`;
}

/** The address of a drawn image under `/images/`; the address alone determines the picture. */
export function imageAddress(spec: ImageSpec): string {
  const query = spec.width === undefined ? '' : `?wid=${roundImageWidth(spec.width)}`;
  switch (spec.kind) {
    case 'vehicle': {
      // The cabin shows no accessory looks, so its address never carries them.
      const looks = spec.view === 'interior' ? [] : canonicalLooks(spec.looks ?? []);
      const params = [query.slice(1), looks.length > 0 ? `${LOOKS_PARAM}=${looks.join('.')}` : ''].filter(Boolean).join('&');
      const address = `/images/vehicle/${spec.bodyStyle}/${spec.view}/${spec.rgb.slice(1)}.svg${params ? `?${params}` : ''}`;
      return spec.detail === 'low' ? lowDetailAddress(address) : address;
    }
    case 'chip':
      return `/images/chip/${spec.rgb.slice(1)}.svg${query}`;
    case 'interior':
      return `/images/interior/${spec.rgb.slice(1)}.svg${query}`;
    case 'not-found':
      return `${NOT_FOUND_IMAGE}${query}`;
    case 'accessory':
      return `/images/accessory/${spec.art}.svg${query}`;
  }
}

export type LogicalImageResult = { ok: true; spec: ImageSpec } | { ok: false; status: 400 | 404; reason: string };

/**
 * Resolves one of the image service's logical paths: `/vehicles/{bodyStyle}/{view}/{rgbhex}`,
 * `/chips/{rgbhex}` and `/interiors/{rgbhex}`, each optionally with `?wid=` (or a `width` given separately).
 * Anything else is not found; a malformed width is a bad request.
 */
export function resolveLogicalImagePath(path: string, width?: string): LogicalImageResult {
  const [pathname = '', search = ''] = path.split('?', 2);
  const fromPath = new URLSearchParams(search).get('wid') ?? undefined;
  const parsedWidth = parseWidthParam(width ?? fromPath);
  if (parsedWidth === null) return { ok: false, status: 400, reason: 'wid must be a whole number of pixels from 1 to 99999' };
  const withWidth = <T extends ImageSpec>(spec: T): T => (parsedWidth === undefined ? spec : { ...spec, width: parsedWidth });
  const segments = pathname.replace(/\/+$/, '').split('/');
  const notFound: LogicalImageResult = { ok: false, status: 404, reason: `No image for ${pathname.slice(0, 200)}` };
  if (segments[0] !== '') return notFound;
  const [, kind, ...rest] = segments;
  if (kind === 'vehicles' && rest.length === 3) {
    const [bodyStyle, view, color] = rest;
    const rgb = parseColorParam(color);
    if (!isBodyStyle(bodyStyle) || !isVehicleView(view) || !rgb) return notFound;
    return { ok: true, spec: withWidth({ kind: 'vehicle', bodyStyle, view, rgb }) };
  }
  if ((kind === 'chips' || kind === 'interiors') && rest.length === 1) {
    const rgb = parseColorParam(rest[0]);
    if (!rgb) return notFound;
    return { ok: true, spec: withWidth({ kind: kind === 'chips' ? 'chip' : 'interior', rgb }) };
  }
  return notFound;
}
