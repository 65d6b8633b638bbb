/**
 * Image addresses: what a drawn image is (`ImageSpec`), its address under `/images/…`, and the logical paths
 * the image service turns into addresses (`/vehicles/suv/side/1f4e79` → `/images/vehicle/suv/side/1f4e79.svg`).
 */
import { BODY_STYLES, type BodyStyle } from '#domain/catalog/codes.ts';
import { roundImageWidth } from './image-widths.ts';

export const VEHICLE_VIEWS = ['front', 'side', 'rear'] as const;
export type VehicleView = (typeof VEHICLE_VIEWS)[number];

/** The default image shown when an image cannot be loaded (spec: "default not-found image"). */
export const NOT_FOUND_IMAGE = '/images/not-found.svg';

/** A drawn image. Colours are `#rrggbb` in lower case; `width` is already rounded to the image steps. */
export type ImageSpec =
  | { kind: 'vehicle'; bodyStyle: BodyStyle; view: VehicleView; rgb: string; width?: number; detail?: 'low' }
  | { kind: 'chip'; rgb: string; width?: number }
  | { kind: 'interior'; rgb: string; width?: number }
  | { kind: 'not-found'; width?: number };

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
      const address = `/images/vehicle/${spec.bodyStyle}/${spec.view}/${spec.rgb.slice(1)}.svg${query}`;
      return spec.detail === 'low' ? lowDetailAddress(address) : address;
    }
    case 'chip':
      return `/images/chip/${spec.rgb.slice(1)}.svg${query}`;
    case 'interior':
      return `/images/interior/${spec.rgb.slice(1)}.svg${query}`;
    case 'not-found':
      return `${NOT_FOUND_IMAGE}${query}`;
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
