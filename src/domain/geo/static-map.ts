/**
 * Static maps (DECISIONS.md, "signature for static maps"): the site's own map pictures at
 * `/services/utility/staticmap`, signed like the common static-map providers' (HMAC-SHA1 over path and query,
 * URL-safe base64, appended as `&signature=`), and the contract of `GET /services/utility/googlemaps/signature?url=`
 * that signs them. The parameters follow the providers' names and the spec's defaults: zoom 13, 300x188, roadmap.
 * Every bound here is what keeps one picture's drawing small: a few markers, at most 640 pixels a side.
 */
import { z } from 'zod';

export const STATIC_MAP_PATH = '/services/utility/staticmap';
export const SIGNATURE_PATH = '/services/utility/googlemaps/signature';

/** The spec's static map defaults. */
export const STATIC_MAP_DEFAULTS = { zoom: 13, width: 300, height: 188, maptype: 'roadmap' } as const;

export const STATIC_MAP_LIMITS = { minZoom: 3, maxZoom: 18, minSide: 32, maxSide: 640, maxMarkers: 8, maxUrl: 2048 } as const;

/** The longest address the signature service takes (a provider's own limit is 8,192; ours are far shorter). */
export const MAX_SIGNED_URL = STATIC_MAP_LIMITS.maxUrl;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const COORDINATE = /^(-?\d{1,2}(?:\.\d{1,7})?),(-?\d{1,3}(?:\.\d{1,7})?)$/;

/** "40.7506,-73.9972" to a point on the earth, or null. */
export function parseLatLng(text: string): LatLng | null {
  const match = COORDINATE.exec(text.trim());
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 85 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const coordinate = (point: LatLng) => `${round(point.latitude)},${round(point.longitude)}`;

const Point = z.string().transform((text, context) => {
  const point = parseLatLng(text);
  if (!point) {
    context.addIssue({ code: 'custom', message: 'a point is latitude,longitude in degrees' });
    return z.NEVER;
  }
  return point;
});

/** The picture's parameters, as the static map route reads them (the signature is checked apart). */
export const StaticMapQuerySchema = z.object({
  center: Point.describe('The middle of the picture: latitude,longitude'),
  zoom: z.coerce
    .number()
    .int('zoom is a whole number')
    .min(STATIC_MAP_LIMITS.minZoom, `zoom is ${STATIC_MAP_LIMITS.minZoom} to ${STATIC_MAP_LIMITS.maxZoom}`)
    .max(STATIC_MAP_LIMITS.maxZoom, `zoom is ${STATIC_MAP_LIMITS.minZoom} to ${STATIC_MAP_LIMITS.maxZoom}`)
    .default(STATIC_MAP_DEFAULTS.zoom)
    .describe('Web Mercator zoom level, as the providers count it (13: a few streets)'),
  size: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/, 'size is WIDTHxHEIGHT in pixels')
    .default(`${STATIC_MAP_DEFAULTS.width}x${STATIC_MAP_DEFAULTS.height}`)
    .transform((text, context) => {
      const [width, height] = text.split('x').map(Number) as [number, number];
      const { minSide, maxSide } = STATIC_MAP_LIMITS;
      if (width < minSide || height < minSide || width > maxSide || height > maxSide) {
        context.addIssue({ code: 'custom', message: `each side is ${minSide} to ${maxSide} pixels` });
        return z.NEVER;
      }
      return { width, height };
    })
    .describe('WIDTHxHEIGHT in pixels, 32 to 640 a side'),
  maptype: z.enum(['roadmap']).default(STATIC_MAP_DEFAULTS.maptype).describe('Only roadmap: the site draws its own land, borders and towns'),
  markers: z
    .string()
    .max(400)
    .optional()
    .transform((text, context) => {
      if (!text) return [];
      const parts = text.split('|');
      if (parts.length > STATIC_MAP_LIMITS.maxMarkers) {
        context.addIssue({ code: 'custom', message: `at most ${STATIC_MAP_LIMITS.maxMarkers} markers` });
        return z.NEVER;
      }
      const points = parts.map(parseLatLng);
      if (points.some((point) => point === null)) {
        context.addIssue({ code: 'custom', message: 'markers are latitude,longitude points separated by |' });
        return z.NEVER;
      }
      return points as LatLng[];
    })
    .describe('Pins, latitude,longitude separated by |'),
});
export type StaticMapQuery = z.infer<typeof StaticMapQuerySchema>;

/** What a page asks a static map for; the defaults fill the rest. */
export interface StaticMapRequest {
  center: LatLng;
  zoom?: number;
  width?: number;
  height?: number;
  markers?: readonly LatLng[];
}

/**
 * The query of a static map, its parameters always in the same order and its points to five decimals (a metre), so
 * one map has one address (one signature, one cached picture). `key` is a provider's API key, when one is used.
 */
export function staticMapQuery(request: StaticMapRequest, key?: string): string {
  const params = new URLSearchParams();
  params.set('center', coordinate(request.center));
  params.set('zoom', String(request.zoom ?? STATIC_MAP_DEFAULTS.zoom));
  params.set('size', `${request.width ?? STATIC_MAP_DEFAULTS.width}x${request.height ?? STATIC_MAP_DEFAULTS.height}`);
  params.set('maptype', STATIC_MAP_DEFAULTS.maptype);
  if (request.markers?.length) params.set('markers', request.markers.map(coordinate).join('|'));
  if (key) params.set('key', key);
  // URLSearchParams writes "," and "|" escaped; the providers' examples (and their signatures) keep them as written.
  return params.toString().replace(/%2C/g, ',').replace(/%7C/g, '|');
}

/** A map as a page shows it: the signed address of its picture and its size. */
export const StaticMapImageSchema = z.object({
  src: z.string().describe('The signed address of the picture'),
  width: z.number().int(),
  height: z.number().int(),
  provider: z.boolean().describe("A third-party provider's picture (its refusal shows 'The google request was denied')"),
});
export type StaticMapImage = z.infer<typeof StaticMapImageSchema>;

/** The map of a retailer's card: the spec's defaults, zoom 13 at 300x188. */
export const CARD_MAP = { zoom: STATIC_MAP_DEFAULTS.zoom, width: STATIC_MAP_DEFAULTS.width, height: STATIC_MAP_DEFAULTS.height } as const;

export const SignatureQuerySchema = z.object({
  url: z
    .string({ error: 'url is the address of a static map to sign' })
    .min(1, 'url is the address of a static map to sign')
    .max(MAX_SIGNED_URL, `url is at most ${MAX_SIGNED_URL} characters`)
    .describe(`A static map's address: this site's ${STATIC_MAP_PATH}?… (relative or on its own origin), or the configured provider's`),
});

export const SignatureAnswerSchema = z.object({
  url: z.string().describe('The address with its signature appended (`&signature=`)'),
  signature: z.string().describe('HMAC-SHA1 of the path and query, in URL-safe base64'),
});
export type SignatureAnswer = z.infer<typeof SignatureAnswerSchema>;
