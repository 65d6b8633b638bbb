/**
 * The site's own static map pictures: an SVG of the land, state borders and coast around a point, cut to the picture
 * (us-atlas's states in Albers USA, clipped by d3-geo to the frame), the towns in it named from the ZIP index, and the
 * markers as pins. Zoom follows the providers' Web Mercator levels (at zoom z a pixel is 156,543 m × cos(latitude) ÷
 * 2^z), so a map asked for at "zoom 13, 300x188" covers what a provider's would. It has no streets: the site keeps
 * drawing its own maps and sends no visitor to a third party (DECISIONS.md).
 */
import { geoIdentity, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import type { Feature, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import { projectPrecise } from '#domain/geo/us-projection.ts';
import type { LatLng, StaticMapQuery } from '#domain/geo/static-map.ts';
import type { ZipIndex } from './zip-index.ts';
import { statesTopology } from './us-map.ts';

const EARTH_EQUATOR_METRES_PER_PIXEL_AT_ZOOM_0 = 156_543.033_92;
const METRES_PER_DEGREE_OF_LATITUDE = 111_320;

/** Colours of a roadmap: water, land, borders, coast, towns, pins. */
const COLOURS = { water: '#cfe0ee', land: '#f4f2ed', border: '#a39e93', coast: '#8fa9bf', town: '#3b4350', pin: '#c8102e' } as const;

interface Land {
  states: { shape: Feature<Geometry, { name: string }>; bounds: [[number, number], [number, number]] }[];
  borders: MultiLineString;
  nation: GeoPermissibleObjects;
}

let land: Land | null = null;

/** The states as shapes with their boxes, once per process (the first map drawn reads the atlas). */
function landShapes(): Land {
  if (land) return land;
  const topology = statesTopology();
  const measure = geoPath();
  const states = feature(topology, topology.objects.states).features.map((shape) => ({ shape, bounds: measure.bounds(shape) }));
  land = {
    states,
    borders: mesh(topology, topology.objects.states, (a, b) => a !== b),
    nation: feature(topology, topology.objects.nation),
  };
  return land;
}

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char);

/** Albers map units per metre at a point (the insets of Alaska and Hawaii have scales of their own). */
function unitsPerMetre(point: LatLng): number | null {
  const here = projectPrecise(point.latitude, point.longitude);
  const north = projectPrecise(point.latitude + 0.01, point.longitude);
  if (!here || !north) return null;
  return Math.hypot(north[0] - here[0], north[1] - here[1]) / (0.01 * METRES_PER_DEGREE_OF_LATITUDE);
}

const LABEL = { fontSize: 11, charWidth: 6.2, height: 13 } as const;

interface Town {
  name: string;
  size: number;
  x: number;
  y: number;
}

/** The towns whose ZIP centres fall in the picture, largest first, each at the middle of its ZIPs there. */
function townsIn(places: ZipIndex, centre: LatLng, halfLat: number, halfLng: number, toPixel: (point: LatLng) => [number, number] | null): Town[] {
  const towns = new Map<string, { name: string; size: number; x: number; y: number; count: number }>();
  for (const place of places.all()) {
    if (Math.abs(place.latitude - centre.latitude) > halfLat || Math.abs(place.longitude - centre.longitude) > halfLng) continue;
    const pixel = toPixel(place);
    if (!pixel) continue;
    const key = `${place.city}|${place.state}`;
    const town = towns.get(key);
    if (town) {
      town.x += pixel[0];
      town.y += pixel[1];
      town.count += 1;
    } else {
      towns.set(key, { name: place.city, size: places.townSize(place), x: pixel[0], y: pixel[1], count: 1 });
    }
  }
  return [...towns.values()]
    .map((town) => ({ name: town.name, size: town.size, x: town.x / town.count, y: town.y / town.count }))
    .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name));
}

/** Labels that fit inside the picture without covering one another or a pin, largest town first. */
function placeLabels(towns: readonly Town[], width: number, height: number, pins: readonly [number, number][]): Town[] {
  const taken: { x0: number; y0: number; x1: number; y1: number }[] = pins.map(([x, y]) => ({ x0: x - 9, y0: y - 24, x1: x + 9, y1: y + 2 }));
  const placed: Town[] = [];
  const most = Math.max(2, Math.round((width * height) / 9_000));
  for (const town of towns) {
    if (placed.length >= most) break;
    const half = (town.name.length * LABEL.charWidth) / 2;
    const box = { x0: town.x - half - 2, y0: town.y - LABEL.height - 4, x1: town.x + half + 2, y1: town.y + 3 };
    if (box.x0 < 0 || box.y0 < 0 || box.x1 > width || box.y1 > height) continue;
    if (taken.some((other) => box.x0 < other.x1 && other.x0 < box.x1 && box.y0 < other.y1 && other.y0 < box.y1)) continue;
    taken.push(box);
    placed.push(town);
  }
  return placed;
}

/** The SVG picture of a static map's parameters. */
export function drawStaticMap(query: StaticMapQuery, places: ZipIndex): string {
  const { center, zoom, markers } = query;
  const { width, height } = query.size;
  const metresPerPixel = (EARTH_EQUATOR_METRES_PER_PIXEL_AT_ZOOM_0 * Math.cos((center.latitude * Math.PI) / 180)) / 2 ** zoom;
  const middle = projectPrecise(center.latitude, center.longitude);
  const scale = unitsPerMetre(center);
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="${COLOURS.water}"/>`];
  const pins: [number, number][] = [];
  if (middle && scale) {
    // Pixels per Albers unit, and the frame: the centre in the middle of the picture.
    const k = 1 / (metresPerPixel * scale);
    const dx = width / 2 - middle[0] * k;
    const dy = height / 2 - middle[1] * k;
    const projection = geoIdentity()
      .scale(k)
      .translate([dx, dy])
      .clipExtent([
        [-2, -2],
        [width + 2, height + 2],
      ]);
    const path = geoPath(projection).digits(1);
    const frame = { x0: -dx / k, y0: -dy / k, x1: (width - dx) / k, y1: (height - dy) / k };
    const { states, borders, nation } = landShapes();
    const visible = states.filter(({ bounds: [[x0, y0], [x1, y1]] }) => x0 < frame.x1 && x1 > frame.x0 && y0 < frame.y1 && y1 > frame.y0);
    const fill = visible.map(({ shape }) => path(shape) ?? '').join('');
    if (fill) parts.push(`<path d="${fill}" fill="${COLOURS.land}"/>`);
    if (visible.length > 0) {
      const border = path(borders);
      if (border) parts.push(`<path d="${border}" fill="none" stroke="${COLOURS.border}" stroke-width="1.2" stroke-dasharray="5 3"/>`);
      const coast = path(nation);
      if (coast) parts.push(`<path d="${coast}" fill="none" stroke="${COLOURS.coast}" stroke-width="1"/>`);
    }
    const toPixel = (point: LatLng): [number, number] | null => {
      const at = projectPrecise(point.latitude, point.longitude);
      return at ? [Math.round((at[0] * k + dx) * 10) / 10, Math.round((at[1] * k + dy) * 10) / 10] : null;
    };
    for (const marker of markers) {
      const pixel = toPixel(marker);
      if (pixel && pixel[0] >= 0 && pixel[0] <= width && pixel[1] >= 0 && pixel[1] <= height) pins.push(pixel);
    }
    // The picture's reach in degrees, with a margin, to pass over the ZIPs far away before projecting any.
    const halfLat = ((height / 2) * metresPerPixel * 1.2) / METRES_PER_DEGREE_OF_LATITUDE;
    const halfLng = halfLat * (width / height) / Math.max(0.05, Math.cos((center.latitude * Math.PI) / 180));
    const labels = placeLabels(townsIn(places, center, halfLat, halfLng, toPixel), width, height, pins);
    for (const town of labels) {
      parts.push(
        `<circle cx="${town.x.toFixed(1)}" cy="${town.y.toFixed(1)}" r="2.5" fill="${COLOURS.town}"/>`,
        `<text x="${town.x.toFixed(1)}" y="${(town.y - 6).toFixed(1)}" text-anchor="middle" font-size="${LABEL.fontSize}" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" fill="${COLOURS.town}" stroke="#fff" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${escapeXml(town.name)}</text>`,
      );
    }
  }
  for (const [x, y] of pins) {
    parts.push(
      `<path transform="translate(${x} ${y})" d="M0 0C-2.7-4.2-8-8.4-8-13.5a8 8 0 1 1 16 0C8-8.4 2.7-4.2 0 0Z" fill="${COLOURS.pin}" stroke="#fff" stroke-width="1.5"/>`,
      `<circle cx="${x}" cy="${y - 13.5}" r="3" fill="#fff"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
