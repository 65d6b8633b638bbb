/**
 * Albers USA as us-atlas projected its "albers" files (scale 1300, translate 487.5×305 in a 975×610 box), so pins
 * placed with it sit on the drawn map; and the viewBox that frames a set of pins (the map "zooms to the results").
 */
import { geoAlbersUsa } from 'd3-geo';

export const MAP_BOX = { width: 975, height: 610 } as const;

const projection = geoAlbersUsa().scale(1300).translate([487.5, 305]);

/** [x, y] on the 975×610 map unrounded (a static map zoomed to a street needs the metres), or null outside it. */
export function projectPrecise(latitude: number, longitude: number): [number, number] | null {
  return projection([longitude, latitude]);
}

/** [x, y] on the 975×610 map, or null for points outside the projection (outside the US and its insets). */
export function projectPoint(latitude: number, longitude: number): [number, number] | null {
  const point = projectPrecise(latitude, longitude);
  return point ? [Math.round(point[0] * 10) / 10, Math.round(point[1] * 10) / 10] : null;
}

/**
 * The box that shows every point with a margin, never smaller than `minWidth` map units (about 60 miles at the
 * default) so a single retailer is not shown at street level, kept to the map's aspect ratio.
 */
export function frame(points: readonly [number, number][], minWidth = 70): { x: number; y: number; width: number; height: number } {
  if (points.length === 0) return { x: 0, y: 0, width: MAP_BOX.width, height: MAP_BOX.height };
  const xs = points.map((point) => point[0]);
  const ys = points.map((point) => point[1]);
  const ratio = MAP_BOX.height / MAP_BOX.width;
  let width = Math.max(minWidth, (Math.max(...xs) - Math.min(...xs)) * 1.4, ((Math.max(...ys) - Math.min(...ys)) * 1.4) / ratio);
  width = Math.min(width, MAP_BOX.width);
  const height = width * ratio;
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  const x = Math.min(Math.max(cx - width / 2, 0), MAP_BOX.width - width);
  const y = Math.min(Math.max(cy - height / 2, 0), MAP_BOX.height - height);
  const r = (value: number) => Math.round(value * 10) / 10;
  return { x: r(x), y: r(y), width: r(width), height: r(height) };
}
