/** Small helpers that write SVG text: compact numbers, paths from points, polygon clipping and simplification. */

export type Pt = readonly [number, number];

/** One decimal is far below a pixel at any size the site shows, and keeps the documents small. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A closed path through the points (`M…L…Z`). */
export function closedPath(points: readonly Pt[]): string {
  if (points.length === 0) return '';
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;
}

/** An open path through the points. */
export function openPath(points: readonly Pt[]): string {
  if (points.length === 0) return '';
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}`;
}

/** Attributes from a record; values are numbers or strings that the caller builds from validated data only. */
export function attrs(values: Readonly<Record<string, string | number | undefined>>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
}

/**
 * Keeps the part of a polygon on the inner side of the line through `a` and `b` (the left side, walking from
 * a to b). Sutherland–Hodgman: the clip region is a half-plane, so any polygon may be clipped by it.
 */
export function clipHalfPlane(polygon: readonly Pt[], a: Pt, b: Pt): Pt[] {
  const side = (p: Pt) => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  const out: Pt[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const current = polygon[i] as Pt;
    const previous = polygon[(i + polygon.length - 1) % polygon.length] as Pt;
    const sc = side(current);
    const sp = side(previous);
    if (sc >= 0) {
      if (sp < 0) out.push(intersect(previous, current, sp, sc));
      out.push(current);
    } else if (sp >= 0) {
      out.push(intersect(previous, current, sp, sc));
    }
  }
  return out;
}

function intersect(p: Pt, q: Pt, sp: number, sq: number): Pt {
  const t = sp / (sp - sq);
  return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
}

/** Resamples a closed polygon at a fixed spacing, so smoothing treats long and short edges alike. */
export function resampleClosed(polygon: readonly Pt[], step: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Pt;
    const b = polygon[(i + 1) % polygon.length] as Pt;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const count = Math.max(1, Math.ceil(length / step));
    for (let k = 0; k < count; k++) out.push([a[0] + ((b[0] - a[0]) * k) / count, a[1] + ((b[1] - a[1]) * k) / count]);
  }
  return out;
}

/** Rounds the corners of a closed polygon by repeated neighbour averaging (a cheap, even fillet). */
export function smoothClosed(polygon: readonly Pt[], passes: number): Pt[] {
  let current = [...polygon];
  const n = current.length;
  if (n < 3) return current;
  for (let pass = 0; pass < passes; pass++) {
    current = current.map((p, i) => {
      const a = current[(i + n - 1) % n] as Pt;
      const b = current[(i + 1) % n] as Pt;
      return [(a[0] + 2 * p[0] + b[0]) / 4, (a[1] + 2 * p[1] + b[1]) / 4] as const;
    });
  }
  return current;
}

/** Ramer–Douglas–Peucker on an open polyline: drops points closer than `tolerance` to the simplified line. */
export function simplify(points: readonly Pt[], tolerance: number): Pt[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    const a = points[first] as Pt;
    const b = points[last] as Pt;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const length = Math.hypot(dx, dy) || 1;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const p = points[i] as Pt;
      const distance = Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
      if (distance > worstDistance) {
        worst = i;
        worstDistance = distance;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Ramer–Douglas–Peucker on a closed ring: split at the point farthest from the first, simplify both halves. */
export function simplifyClosed(points: readonly Pt[], tolerance: number): Pt[] {
  if (points.length < 4) return [...points];
  const first = points[0] as Pt;
  let far = 0;
  let farDistance = -1;
  points.forEach((p, i) => {
    const distance = Math.hypot(p[0] - first[0], p[1] - first[1]);
    if (distance > farDistance) {
      far = i;
      farDistance = distance;
    }
  });
  const a = simplify(points.slice(0, far + 1), tolerance);
  const b = simplify([...points.slice(far), first], tolerance);
  return [...a.slice(0, -1), ...b.slice(0, -1)];
}

/** Convex hull (Andrew's monotone chain), counter-clockwise. */
export function convexHull(points: readonly Pt[]): Pt[] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as Pt, lower[lower.length - 1] as Pt, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (const p of [...sorted].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2] as Pt, upper[upper.length - 1] as Pt, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** Signed area (positive when counter-clockwise in a y-up frame). */
export function signedArea(polygon: readonly Pt[]): number {
  let area = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i] as Pt;
    const b = polygon[(i + 1) % polygon.length] as Pt;
    area += a[0] * b[1] - b[0] * a[1];
  }
  return area / 2;
}
