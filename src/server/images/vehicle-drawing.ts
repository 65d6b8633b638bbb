/**
 * Draws the vehicle pictures as standalone SVG documents: a small orthographic renderer turns a body style's
 * profile into a shaded body, glass, lamps and wheels, seen from the side or from a three-quarter angle.
 */
import { BODY_STYLES, type BodyStyle } from '#domain/catalog/codes.ts';
import { canonicalLooks, isExteriorView, VEHICLE_VIEWS, VIEW_ANGLES, type AccessoryLook, type ImageSpec, type VehicleView } from '#domain/imagery/image-paths.ts';
import { renderAccessoryArtSvg } from './accessory-art.ts';
import { renderInteriorSvg } from './interior-drawing.ts';
import { BODY_SPECS, type BodySpec, type FaceShape, type ProfilePart, type WheelDesign } from './body-styles.ts';
import { mix, paintTones, parseHexColor, tone, toHex, type PaintTones, type Rgb } from './paint.ts';
import { attrs, clipHalfPlane, closedPath, convexHull, num, openPath, resampleClosed, signedArea, simplify, simplifyClosed, smoothClosed, type Pt } from './svg-writer.ts';

export { VEHICLE_VIEWS, type VehicleView };

/** Every drawing shares one 16:9 frame, so a page reserves the same box whatever the car. */
export const DRAWING_WIDTH = 1600;
export const DRAWING_HEIGHT = 900;
/** The largest `width` attribute a caller may ask for; the image service never asks for more than 2000. */
export const MAX_SVG_WIDTH = 4000;

export interface VehicleDrawingInput {
  bodyStyle: BodyStyle;
  view: VehicleView;
  /** Exterior paint as `#rrggbb`. */
  rgb: string;
  /** The SVG's `width` attribute in CSS pixels (height follows at 16:9); the viewBox never changes. */
  width?: number;
  /**
   * 'low': the rendition for visitors saving data — body, glass, wheels, lamps and shadow, without the fine
   * details (door shut lines and handles, character line, vents, mirror, roof rails).
   */
  detail?: 'low';
  /** The accessories on the car (ignored for the interior), drawn in the canonical order whatever the order given. */
  looks?: readonly AccessoryLook[];
}

type V3 = readonly [number, number, number];

const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const normalize = (a: V3): V3 => {
  const length = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / length, a[1] / length, a[2] / length];
};
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const smoothstep = (low: number, high: number, value: number) => {
  const t = clamp((value - low) / (high - low), 0, 1);
  return t * t * (3 - 2 * t);
};

interface Camera {
  right: V3;
  up: V3;
  /** From the car towards the camera. */
  toward: V3;
  /** Key light, fixed relative to the camera so every view is lit alike. */
  light: V3;
  scale: number;
}

/**
 * World axes: x points to the car's front, y up, z out of the visible (driver's) side. `angle` is where the camera
 * stands round the car, from 0 (in front of the nose) through 90 (the side, dead level) to 180 (behind the tail);
 * every other view looks down 8°. The passenger-side views are these pictures mirrored.
 */
function makeCamera(angle: number): Camera {
  // Dead on, the side would shrink to a sliver; a studio shot of the nose or tail is taken a little off the axis.
  const turned = angle === 0 ? 14 : angle === 180 ? 166 : angle;
  const yaw = (turned * Math.PI) / 180;
  const level = angle === 90;
  const endOn = Math.abs(Math.cos(yaw));
  const pitch = ((level ? 0 : 8 - 3 * smoothstep(0.75, 1, endOn)) * Math.PI) / 180;
  const toward: V3 = [Math.cos(yaw) * Math.cos(pitch), Math.sin(pitch), Math.sin(yaw) * Math.cos(pitch)];
  const right = normalize(cross(toward, [0, 1, 0]));
  const up = cross(right, toward);
  // Studio key light above the camera and to its right: the face on the right of the picture is lit, the
  // face turned to the left falls into shadow, and the tops catch the most.
  const light = normalize([
    0.35 * right[0] + 0.8 * up[0] + 0.45 * toward[0],
    0.35 * right[1] + 0.8 * up[1] + 0.45 * toward[1],
    0.35 * right[2] + 0.8 * up[2] + 0.45 * toward[2],
  ]);
  // Seen end-on the car is narrow, so it is drawn larger to fill the same frame.
  const scale = level ? 0.285 : 0.272 + 0.04 * smoothstep(0.75, 1, endOn);
  return { right, up, toward, light, scale };
}

/** A sampled point of the profile with its outward normal (in s,y) and the body's cross-section there. */
interface Row {
  s: number;
  y: number;
  ns: number;
  ny: number;
  /** Half width at the edge of the upper surface. */
  w: number;
  /** Radius of the rounded shoulder, and the crown of the surface across the car. */
  r: number;
  crown: number;
}

interface Model {
  spec: BodySpec;
  rows: Row[];
  parts: ProfilePart[];
  /** The body side's outline in (s, y), wheel arches included. */
  silhouette: Pt[];
  beltY(s: number): number;
  halfWidthAt(s: number, y: number): number;
  rowAt(t: number): Row;
  /** Fractional row index where the front (or rear) face passes height y. */
  faceT(face: 'front' | 'rear', y: number): number;
  arch: { cy: number; radius: number };
}

function sampleProfile(spec: BodySpec): { points: Pt[]; parts: ProfilePart[] } {
  const points: Pt[] = [spec.profile.start];
  const parts: ProfilePart[] = [spec.profile.segments[0]?.part ?? 'nose'];
  let current = spec.profile.start;
  for (const segment of spec.profile.segments) {
    const from = current;
    const { c1, c2, to } = segment;
    const at = (t: number): Pt => {
      if (!c1 || !c2) return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
      const u = 1 - t;
      return [
        u * u * u * from[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * to[0],
        u * u * u * from[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * to[1],
      ];
    };
    // Enough samples for the bends (about 5° each) and for the long flat runs (about 220 mm each).
    let length = 0;
    let turn = 0;
    let previous = from;
    let previousAngle: number | null = null;
    for (let k = 1; k <= 24; k++) {
      const p = at(k / 24);
      length += Math.hypot(p[0] - previous[0], p[1] - previous[1]);
      const angle = Math.atan2(p[1] - previous[1], p[0] - previous[0]);
      if (previousAngle !== null) turn += Math.abs(Math.atan2(Math.sin(angle - previousAngle), Math.cos(angle - previousAngle)));
      previousAngle = angle;
      previous = p;
    }
    const count = Math.max(2, Math.ceil(length / 220), Math.ceil(turn / (5 * (Math.PI / 180))));
    for (let k = 1; k <= count; k++) {
      points.push(at(k / count));
      parts.push(segment.part);
    }
    current = to;
  }
  return { points, parts };
}

function buildModel(spec: BodySpec): Model {
  const { points, parts } = sampleProfile(spec);
  const [[beltS0, beltY0], [beltS1, beltY1]] = spec.belt;
  const beltY = (s: number) => beltY0 + ((s - beltS0) * (beltY1 - beltY0)) / (beltS1 - beltS0);
  const [frontRadius, rearRadius] = spec.corner;
  const halfWidthAt = (s: number, y: number) => {
    let w = spec.halfWidth;
    const sc = clamp(s, 0, spec.length);
    if (sc < frontRadius) w -= frontRadius - Math.sqrt(frontRadius ** 2 - (frontRadius - sc) ** 2);
    const fromRear = spec.length - sc;
    if (fromRear < rearRadius) w -= rearRadius - Math.sqrt(rearRadius ** 2 - (rearRadius - fromRear) ** 2);
    const belt = beltY(s);
    if (y > belt) w -= (y - belt) * spec.tumble;
    const tuck = spec.sillY + 170;
    if (y < tuck) w -= (tuck - y) * 0.2;
    return w;
  };

  const rows: Row[] = points.map((p, i) => {
    const a = points[Math.max(0, i - 1)] as Pt;
    const b = points[Math.min(points.length - 1, i + 1)] as Pt;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const ns = -(b[1] - a[1]) / length;
    const ny = (b[0] - a[0]) / length;
    const w = halfWidthAt(p[0], p[1]);
    const r = spec.shoulder * smoothstep(0.2, 0.8, ny);
    return { s: p[0], y: p[1], ns, ny, w, r, crown: spec.crown * clamp(ny, 0, 1) + 12 * Math.abs(ns) };
  });

  const rowAt = (t: number): Row => {
    const i = clamp(Math.floor(t), 0, rows.length - 2);
    const f = clamp(t - i, 0, 1);
    const a = rows[i] as Row;
    const b = rows[i + 1] as Row;
    const lerp = (x: number, y: number) => x + (y - x) * f;
    const s = lerp(a.s, b.s);
    const y = lerp(a.y, b.y);
    return { s, y, ns: lerp(a.ns, b.ns), ny: lerp(a.ny, b.ny), w: halfWidthAt(s, y), r: lerp(a.r, b.r), crown: lerp(a.crown, b.crown) };
  };

  const faceT = (face: 'front' | 'rear', y: number) => {
    const n = rows.length;
    for (let k = 0; k < n - 1; k++) {
      const i = face === 'front' ? k : n - 1 - k;
      const j = face === 'front' ? i + 1 : i - 1;
      const a = rows[i] as Row;
      const b = rows[j] as Row;
      if ((a.y - y) * (b.y - y) <= 0 && a.y !== b.y) {
        const f = (y - a.y) / (b.y - a.y);
        return face === 'front' ? i + f : i - f;
      }
    }
    return face === 'front' ? 0 : n - 1;
  };

  // The body side: profile over the top, then back along the sills and round the wheel arches.
  const cy = spec.tireRadius + spec.archGap * 0.3;
  const radius = spec.tireRadius + spec.archGap * 0.7;
  const bottom: Pt[] = [];
  const dy = spec.sillY - cy;
  const dx = Math.sqrt(Math.max(0, radius * radius - dy * dy));
  const startAngle = Math.atan2(dy, dx);
  for (const axle of [spec.axles[1], spec.axles[0]]) {
    for (let k = 0; k <= 28; k++) {
      const angle = startAngle + ((Math.PI - 2 * startAngle) * k) / 28;
      bottom.push([axle + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
    }
  }
  const silhouette: Pt[] = [...points, ...bottom];

  return { spec, rows, parts, silhouette, beltY, halfWidthAt, rowAt, faceT, arch: { cy, radius } };
}

/** Everything the drawing functions share: the model, the camera and a projection to the page. */
interface Scene {
  model: Model;
  camera: Camera;
  tones: PaintTones;
  /** The paint exactly as given; the side gradient carries it where the body shows its true colour. */
  paint: Rgb;
  world(s: number, y: number, z: number): V3;
  project(p: V3): Pt;
  /** A point on the visible body side. */
  side(s: number, y: number, out?: number): V3;
  /** A point on the upper surface (hood, roof, faces) at row t and lateral position lat. */
  upper(t: number, lat: number, out?: number): V3;
  /** Affine map of a plane (origin, unit vectors) to the page, as an SVG `matrix(…)`. */
  matrix(origin: V3, ex: V3, ey: V3): string;
  shadeT(normal: V3): number;
  defs: string[];
}

function makeScene(model: Model, camera: Camera, paint: Rgb): Scene {
  const { spec } = model;
  const world = (s: number, y: number, z: number): V3 => [spec.length / 2 - s, y, z];
  const project = (p: V3): Pt => [camera.scale * dot(p, camera.right), -camera.scale * dot(p, camera.up)];
  const offsetAt = (lat: number, row: Row) => {
    const a = Math.abs(lat);
    const inner = row.w - row.r;
    if (a >= row.w) return 0;
    if (a > inner && row.r > 0) {
      const c = (a - inner) / row.r;
      return row.r * Math.sqrt(Math.max(0, 1 - c * c));
    }
    const u = inner > 0 ? a / inner : 0;
    return row.r + row.crown * (1 - u * u);
  };
  return {
    model,
    camera,
    tones: paintTones(paint),
    paint,
    world,
    project,
    side: (s, y, out = 0) => world(s, y, model.halfWidthAt(s, y) + out),
    upper: (t, lat, out = 0) => {
      const row = model.rowAt(t);
      const offset = offsetAt(lat, row) + out;
      return world(row.s + row.ns * offset, row.y + row.ny * offset, lat);
    },
    matrix: (origin, ex, ey) => {
      const o = project(origin);
      const x = project([origin[0] + ex[0], origin[1] + ex[1], origin[2] + ex[2]]);
      const y = project([origin[0] + ey[0], origin[1] + ey[1], origin[2] + ey[2]]);
      return `matrix(${[x[0] - o[0], x[1] - o[1], y[0] - o[0], y[1] - o[1], o[0], o[1]].map((v) => String(Math.round(v * 10000) / 10000)).join(' ')})`;
    },
    shadeT: (normal) => {
      const up = normal[1];
      const key = dot(normal, camera.light);
      return clamp(0.47 + 0.24 * Math.max(up, 0) - 0.15 * Math.max(-up, 0) + 0.16 * key, 0.03, 1);
    },
    defs: [],
  };
}

/** Lateral samples across the upper surface, near edge first: rounded shoulder, crowned middle, far shoulder. */
function lateralSamples(row: Row): number[] {
  const inner = Math.max(0, row.w - row.r);
  const near = [0, 0.3, 0.6, 1].map((k) => inner + row.r * Math.cos((k * Math.PI) / 2));
  const middle = [0.55, 0, -0.55].map((u) => u * inner);
  return [...near, ...middle, ...[...near].reverse().map((lat) => -lat)];
}

const hex = (rgb: Rgb) => toHex(rgb);

/** The upper surfaces as flat-shaded facets, neighbours of one colour merged, drawn far to near. */
function drawUpperSurface(scene: Scene): string {
  const { model, camera } = scene;
  const grid = model.rows.map((row, i) => lateralSamples(row).map((lat) => scene.upper(i, lat)));
  const columns = (grid[0] as V3[]).length - 1;
  const shapes: Array<{ depth: number; d: string; fill: string }> = [];
  for (let j = 0; j < columns; j++) {
    let run: { start: number; color: string; depth: number } | null = null;
    const flush = (end: number) => {
      if (!run) return;
      const left: Pt[] = [];
      const right: Pt[] = [];
      for (let i = run.start; i <= end + 1; i++) {
        left.push(scene.project((grid[i] as V3[])[j] as V3));
        right.push(scene.project((grid[i] as V3[])[j + 1] as V3));
      }
      shapes.push({ depth: run.depth / (end - run.start + 1), d: closedPath([...left, ...right.reverse()]), fill: run.color });
      run = null;
    };
    for (let i = 0; i < model.rows.length - 1; i++) {
      const a = (grid[i] as V3[])[j] as V3;
      const b = (grid[i + 1] as V3[])[j] as V3;
      const c = (grid[i + 1] as V3[])[j + 1] as V3;
      const d = (grid[i] as V3[])[j + 1] as V3;
      let normal = cross(sub(c, a), sub(b, d));
      const row = model.rows[i] as Row;
      const inside = scene.world(row.s - row.ns * 500, row.y - row.ny * 500, 0);
      const center: V3 = [(a[0] + c[0]) / 2, (a[1] + c[1]) / 2, (a[2] + c[2]) / 2];
      if (dot(normal, sub(center, inside)) < 0) normal = [-normal[0], -normal[1], -normal[2]];
      const area = Math.hypot(normal[0], normal[1], normal[2]);
      normal = normalize(normal);
      const visible = area > 1e-3 && dot(normal, camera.toward) > 0.01;
      if (!visible) {
        flush(i - 1);
        continue;
      }
      const t = Math.round(scene.shadeT(normal) * 64) / 64;
      const color = hex(tone(scene.tones, t));
      const depth = dot(center, camera.toward);
      if (run && run.color === color) run.depth += depth;
      else {
        flush(i - 1);
        run = { start: i, color, depth };
      }
    }
    flush(model.rows.length - 2);
  }
  shapes.sort((p, q) => p.depth - q.depth);
  return `<g stroke-width="0.9" stroke-linejoin="round">${shapes.map((shape) => `<path d="${shape.d}" fill="${shape.fill}" stroke="${shape.fill}"/>`).join('')}</g>`;
}

/** Projects a polygon drawn on the body side, following the surface point by point. */
function sidePolygon(scene: Scene, polygon: readonly Pt[], out = 0, tolerance = 0.35): Pt[] {
  const projected = resampleClosed(polygon, 40).map(([s, y]) => scene.project(scene.side(s, y, out)));
  return simplifyClosed(projected, tolerance);
}

function sidePath(scene: Scene, polygon: readonly Pt[], out = 0): string {
  return closedPath(sidePolygon(scene, polygon, out));
}

function sideLine(scene: Scene, line: readonly Pt[], out = 0): string {
  const dense: Pt[] = [];
  for (let i = 0; i < line.length - 1; i++) {
    const a = line[i] as Pt;
    const b = line[i + 1] as Pt;
    const count = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 40));
    for (let k = 0; k < count; k++) dense.push([a[0] + ((b[0] - a[0]) * k) / count, a[1] + ((b[1] - a[1]) * k) / count]);
  }
  dense.push(line[line.length - 1] as Pt);
  return openPath(simplify(dense.map(([s, y]) => scene.project(scene.side(s, y, out))), 0.3));
}

/** Clips a polygon to the inside of a convex polygon. */
function clipConvex(subject: readonly Pt[], clip: readonly Pt[]): Pt[] {
  const ring = signedArea(clip) >= 0 ? clip : [...clip].reverse();
  let out = [...subject];
  for (let i = 0; i < ring.length && out.length > 0; i++) out = clipHalfPlane(out, ring[i] as Pt, ring[(i + 1) % ring.length] as Pt);
  return out;
}

function clipSBand(polygon: readonly Pt[], s0: number, s1: number): Pt[] {
  return clipHalfPlane(clipHalfPlane(polygon, [s0, 0], [s0, -1]), [s1, -1], [s1, 0]);
}

/** Paint on the body side: a gradient that catches sky above the shoulder and road below the character line. */
function drawBodySide(scene: Scene): string {
  const { model, camera, tones, paint } = scene;
  const { spec } = model;
  const sideNormal: V3 = [0, 0, 1];
  const t0 = scene.shadeT(sideNormal);
  const roofY = Math.max(...model.rows.map((row) => row.y));
  const beltMid = model.beltY(spec.length / 2);
  const character = (spec.characterLine[0] + spec.characterLine[1]) / 2;
  const bottom = spec.sillY - 30;
  const at = (y: number) => num(clamp((roofY - y) / (roofY - bottom), 0, 1));
  const stops: Array<[string, number]> = [
    [at(roofY), t0 + 0.16],
    [at(beltMid + 60), t0 + 0.2],
    [at(beltMid - 10), t0 + 0.3],
    [at(beltMid - 90), t0 + 0.15],
    [at(character + 20), -1],
    [at(character - 30), t0 - 0.05],
    [at(spec.sillY + 260), t0 - 0.1],
    [at(spec.sillY + 40), t0 - 0.24],
    ['1', t0 - 0.3],
  ];
  const plane = scene.matrix(scene.world(0, 0, spec.halfWidth), [-1, 0, 0], [0, 1, 0]);
  scene.defs.push(
    `<linearGradient id="paint-side" gradientUnits="userSpaceOnUse" x1="0" y1="${num(roofY)}" x2="0" y2="${num(bottom)}" gradientTransform="${plane}">${stops
      .map(([offset, t]) => `<stop offset="${offset}" stop-color="${t < 0 ? hex(paint) : hex(tone(tones, t))}"/>`)
      .join('')}</linearGradient>`,
  );
  const parts = [`<path d="${sidePath(scene, model.silhouette)}" fill="url(#paint-side)"/>`];

  // Rounded plan-view corners: each band darkens or brightens the side paint by how its normal turns.
  const [frontRadius, rearRadius] = spec.corner;
  for (const end of ['front', 'rear'] as const) {
    const radius = end === 'front' ? frontRadius : rearRadius;
    for (let k = 0; k < 10; k++) {
      const phi0 = (k * Math.PI) / 20;
      const phi1 = ((k + 1) * Math.PI) / 20;
      const d0 = radius * (1 - Math.cos(phi0));
      const d1 = radius * (1 - Math.cos(phi1));
      const mid = (phi0 + phi1) / 2;
      const normal: V3 = [end === 'front' ? Math.cos(mid) : -Math.cos(mid), 0, Math.sin(mid)];
      const facing = dot(normal, camera.toward);
      const band = end === 'front' ? clipSBand(model.silhouette, d0, d1) : clipSBand(model.silhouette, spec.length - d1, spec.length - d0);
      if (band.length < 3) continue;
      const diff = scene.shadeT(normal) - t0;
      const opacity = facing <= 0.02 ? 0 : clamp(Math.abs(diff) * 1.3, 0, 0.55);
      if (opacity < 0.02) continue;
      parts.push(`<path d="${sidePath(scene, band)}" fill="${diff > 0 ? '#fff' : '#000'}" fill-opacity="${Math.round(opacity * 100) / 100}"/>`);
    }
  }
  return parts.join('');
}

/** Window opening from the outline: A pillar, roof and rear glass pulled inwards, cut by the belt and the rear pillar. */
function glassOpening(model: Model, grow: number): Pt[] {
  const { spec, rows, parts } = model;
  const inset = spec.glasshouse.inset;
  const outline: Pt[] = [];
  rows.forEach((row, i) => {
    const part = parts[i];
    if (part !== 'windshield' && part !== 'roof' && part !== 'rearGlass') return;
    const d = inset[part] - grow;
    outline.push([row.s - row.ns * d, row.y - row.ny * d]);
  });
  const first = outline[0] as Pt;
  const last = outline[outline.length - 1] as Pt;
  let polygon: Pt[] = [...outline, [last[0] + 3000, -6000], [first[0] - 3000, -6000]];
  const [b0, b1] = spec.belt;
  polygon = clipHalfPlane(polygon, [b0[0], b0[1] - grow * 0.7], [b1[0], b1[1] - grow * 0.7]);
  const [c0, c1] = spec.glasshouse.rearCut;
  const shift = grow * 1.2;
  polygon = clipHalfPlane(polygon, [c0[0] + shift, c0[1]], [c1[0] + shift, c1[1]]);
  return polygon;
}

function rounded(polygon: readonly Pt[], passes = 9): Pt[] {
  if (polygon.length < 3) return [];
  return smoothClosed(resampleClosed(polygon, 14), passes);
}

function drawGlasshouse(scene: Scene): string {
  const { model } = scene;
  const { spec } = model;
  const opening = glassOpening(model, 0);
  const surround = rounded(glassOpening(model, 24), 10);
  const roofY = Math.max(...model.rows.map((row) => row.y));
  const plane = scene.matrix(scene.world(0, 0, spec.halfWidth), [-1, 0, 0], [0, 1, 0]);
  const beltMid = model.beltY(spec.length / 2);
  scene.defs.push(
    `<linearGradient id="glass-side" gradientUnits="userSpaceOnUse" x1="0" y1="${num(roofY)}" x2="0" y2="${num(beltMid)}" gradientTransform="${plane}"><stop offset="0" stop-color="#6d7d8c"/><stop offset="0.28" stop-color="#34414e"/><stop offset="0.62" stop-color="#1a232d"/><stop offset="1" stop-color="#0d1218"/></linearGradient>`,
  );
  const out: string[] = [];
  out.push(`<path d="${sidePath(scene, surround)}" fill="#0f1317"/>`);
  if (spec.glasshouse.trim === 'chrome') {
    out.push(`<path d="${sidePath(scene, surround)}" fill="none" stroke="#c9d0d6" stroke-width="3.2" stroke-opacity="0.9"/>`);
  }
  // Split the opening at each pillar, leaving the black surround to show as the pillar.
  const cuts = spec.glasshouse.pillars;
  let pieces: Pt[][] = [opening];
  for (const pillar of cuts) {
    const next: Pt[][] = [];
    for (const piece of pieces) {
      const bottomY = model.beltY(pillar.s) - 200;
      const topY = bottomY + 1000;
      const lean = (pillar.lean * 1000) / 700;
      const half = pillar.width / 2;
      const front = clipHalfPlane(piece, [pillar.s - half, bottomY], [pillar.s - half - lean, topY]);
      const back = clipHalfPlane(piece, [pillar.s + half - lean, topY], [pillar.s + half, bottomY]);
      if (front.length >= 3) next.push(front);
      if (back.length >= 3) next.push(back);
    }
    pieces = next;
  }
  for (const piece of pieces) {
    const glass = rounded(piece, 7);
    if (glass.length < 3) continue;
    out.push(`<path d="${sidePath(scene, glass)}" fill="url(#glass-side)"/>`);
    // A soft diagonal reflection across each pane.
    const xs = glass.map((p) => p[0]);
    const s0 = Math.min(...xs);
    const s1 = Math.max(...xs);
    const span = s1 - s0;
    const band = clipConvex(glass, [
      [s0 + span * 0.42, 3000],
      [s0 + span * 0.62, 3000],
      [s0 + span * 0.38, -3000],
      [s0 + span * 0.18, -3000],
    ]);
    if (band.length >= 3) out.push(`<path d="${sidePath(scene, band)}" fill="#fff" fill-opacity="0.07"/>`);
  }
  return out.join('');
}

function drawDoors(scene: Scene): string {
  const { model } = scene;
  const { spec } = model;
  const lines: string[] = [];
  const [b0] = spec.belt;
  const sill = spec.sillY + 18;
  // The front door opens just behind the A pillar's foot; the wing ahead of it belongs to the front wheel.
  const frontEdge: Pt[] = [
    [b0[0] - 30, b0[1] - 6],
    [b0[0] - 60, model.beltY(b0[0]) - 260],
    [b0[0] - 80, sill],
  ];
  lines.push(sideLine(scene, frontEdge));
  const rearAxle = spec.axles[1];
  const ring = model.arch.radius + 60;
  spec.doors.rearEdges.forEach((edge, index) => {
    const last = index === spec.doors.rearEdges.length - 1 && spec.doors.rearEdges.length > 1;
    const top: Pt = [edge, model.beltY(edge) - 4];
    if (last && edge > rearAxle - ring) {
      // The rear door's shut line runs down and then follows the wheel arch to the sill.
      const dx = edge - rearAxle;
      const hitY = model.arch.cy + Math.sqrt(Math.max(0, ring * ring - dx * dx));
      const start = Math.atan2(hitY - model.arch.cy, dx);
      const end = Math.PI - Math.asin(clamp((sill - model.arch.cy) / ring, -1, 1));
      const path: Pt[] = [top, [edge, hitY]];
      for (let k = 1; k <= 10; k++) {
        const angle = start + ((end - start) * k) / 10;
        path.push([rearAxle + ring * Math.cos(angle), model.arch.cy + ring * Math.sin(angle)]);
      }
      lines.push(sideLine(scene, path));
    } else {
      lines.push(sideLine(scene, [top, [edge - 25, sill]]));
    }
  });
  const handles = spec.doors.rearEdges.map((edge) => {
    const y = model.beltY(edge - 200) - 105;
    const handle = rounded(
      [
        [edge - 330, y - 16],
        [edge - 150, y - 16],
        [edge - 150, y + 16],
        [edge - 330, y + 16],
      ],
      12,
    );
    return `<path d="${sidePath(scene, handle)}" fill="${hex(tone(scene.tones, scene.shadeT([0, 0, 1]) - 0.14))}" stroke="#000" stroke-opacity="0.35" stroke-width="1"/>`;
  });
  const shut = lines.map((d) => `<path d="${d}"/>`).join('');
  return `<g fill="none" stroke-linecap="round"><g stroke="#06080a" stroke-opacity="0.55" stroke-width="2">${shut}</g></g>${handles.join('')}`;
}

function drawCharacterLine(scene: Scene): string {
  const { model } = scene;
  const { spec } = model;
  const [yFront, yRear] = spec.characterLine;
  const sFront = spec.axles[0] + model.arch.radius * 0.6;
  const sRear = spec.length - 260;
  const line: Pt[] = [];
  for (let k = 0; k <= 20; k++) {
    const s = sFront + ((sRear - sFront) * k) / 20;
    line.push([s, yFront + ((yRear - yFront) * (s - sFront)) / (sRear - sFront)]);
  }
  const below = line.map(([s, y]) => [s, y - 14] as Pt);
  return `<g fill="none" stroke-linecap="round"><path d="${sideLine(scene, line)}" stroke="#fff" stroke-opacity="0.32" stroke-width="2.4"/><path d="${sideLine(scene, below)}" stroke="#000" stroke-opacity="0.14" stroke-width="2.6"/></g>`;
}

function drawCladding(scene: Scene): string {
  const { model } = scene;
  const { spec } = model;
  if (!spec.cladding) return '';
  const out: string[] = [];
  const radius = model.arch.radius;
  const band = 64;
  const dy = spec.sillY - model.arch.cy;
  const start = Math.atan2(dy, Math.sqrt(Math.max(0, radius * radius - dy * dy)));
  for (const axle of spec.axles) {
    const outer: Pt[] = [];
    const inner: Pt[] = [];
    for (let k = 0; k <= 24; k++) {
      const angle = start + ((Math.PI - 2 * start) * k) / 24;
      inner.push([axle + radius * Math.cos(angle), model.arch.cy + radius * Math.sin(angle)]);
      outer.push([axle + (radius + band) * Math.cos(angle), model.arch.cy + (radius + band) * Math.sin(angle)]);
    }
    const flare = clipHalfPlane([...outer, ...inner.reverse()], [0, spec.sillY], [1, spec.sillY]);
    out.push(`<path d="${sidePath(scene, flare, 4)}"/>`);
  }
  const sill: Pt[] = [
    [spec.axles[0] + radius, spec.sillY],
    [spec.axles[1] - radius, spec.sillY],
    [spec.axles[1] - radius - 20, spec.sillY + 110],
    [spec.axles[0] + radius + 20, spec.sillY + 110],
  ];
  out.push(`<path d="${sidePath(scene, sill, 2)}"/>`);
  // Bumper corners, below the lamps.
  const lowFront = clipHalfPlane(clipSBand(model.silhouette, -100, spec.axles[0] - radius + 10), [1, spec.sillY + 150], [0, spec.sillY + 150]);
  const last = model.rows[model.rows.length - 1] as Row;
  const lowRear = clipHalfPlane(clipSBand(model.silhouette, spec.axles[1] + radius - 10, last.s + 300), [1, spec.sillY + 150], [0, spec.sillY + 150]);
  for (const corner of [lowFront, lowRear]) if (corner.length >= 3) out.push(`<path d="${sidePath(scene, corner, 2)}"/>`);
  return `<g fill="#1b1e22">${out.join('')}</g>`;
}

function drawMirror(scene: Scene): string {
  const { model } = scene;
  const [b0] = model.spec.belt;
  const s = b0[0] + 60;
  const y = b0[1] + 10;
  const housing: Pt[] = rounded(
    [
      [s + 20, y],
      [s + 40, y + 120],
      [s + 150, y + 150],
      [s + 270, y + 130],
      [s + 280, y + 40],
      [s + 230, y + 5],
    ],
    14,
  );
  const arm: Pt[] = [
    [s + 10, y - 10],
    [s + 150, y - 10],
    [s + 150, y + 40],
    [s + 30, y + 60],
  ];
  const base = hex(tone(scene.tones, scene.shadeT([0, 0, 1]) + 0.05));
  const top = hex(tone(scene.tones, scene.shadeT([0, 1, 0.4]) + 0.1));
  scene.defs.push(
    `<linearGradient id="mirror" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${base}"/><stop offset="1" stop-color="${hex(tone(scene.tones, 0.25))}"/></linearGradient>`,
  );
  return `<path d="${sidePath(scene, arm, 40)}" fill="#15181c"/><path d="${sidePath(scene, housing, 150)}" fill="url(#mirror)" stroke="#000" stroke-opacity="0.25" stroke-width="1"/>`;
}

/** Two slim gills in the wing behind the front wheel, the sports car's only side ornament. */
function drawSideVent(scene: Scene): string {
  const { model } = scene;
  const { spec } = model;
  if (!spec.sideVent) return '';
  const s = spec.axles[0] + model.arch.radius + 90;
  const y = (spec.characterLine[0] + model.beltY(s)) / 2 - 40;
  const gills = [0, 1].map((k) =>
    rounded(
      [
        [s + k * 40, y - k * 70],
        [s + 330 + k * 20, y + 40 - k * 70],
        [s + 330 + k * 20, y + 62 - k * 70],
        [s + k * 40, y + 26 - k * 70],
      ],
      5,
    ),
  );
  return gills.map((gill) => `<path d="${sidePath(scene, gill)}" fill="#0b0d10" stroke="#fff" stroke-opacity="0.18" stroke-width="1"/>`).join('');
}

/** Roof rails: raised bars on feet, or a flush strip along the roof edge. */
function drawRoofRails(scene: Scene, which: 'near' | 'far'): string {
  const { model } = scene;
  const { spec } = model;
  if (spec.roofRails === 'none') return '';
  const roofRows = model.rows.filter((_, i) => model.parts[i] === 'roof');
  if (roofRows.length < 2) return '';
  const s0 = (roofRows[0] as Row).s + 120;
  const s1 = (roofRows[roofRows.length - 1] as Row).s - 150;
  const along = roofRows.filter((row) => row.s >= s0 && row.s <= s1);
  const sign = which === 'near' ? 1 : -1;
  const raised = spec.roofRails === 'raised';
  const inboard = raised ? 150 : 70;
  const lift = raised ? 48 : 6;
  const thick = raised ? 32 : 20;
  const at = (row: Row, dy: number) => scene.project(scene.world(row.s, row.y + row.r + dy, sign * (row.w - inboard)));
  const top = along.map((row) => at(row, lift + thick));
  const bottom = along.map((row) => at(row, lift)).reverse();
  const out = [`<path d="${closedPath([...top, ...bottom])}" fill="#25292e"/>`];
  out.push(`<path d="${openPath(top)}" fill="none" stroke="#aab3bc" stroke-width="1.6" stroke-opacity="0.8"/>`);
  if (raised) {
    for (const row of [along[0], along[along.length - 1]]) {
      if (!row) continue;
      const foot = [at(row, lift + thick), at({ ...row, s: row.s + (row === along[0] ? 120 : -120) }, lift + thick), at(row, 0)];
      out.push(`<path d="${closedPath(foot)}" fill="#1b1e22"/>`);
    }
  }
  return out.join('');
}

/** Glass or trim on the upper surface between two profile parts' rows, inset from the edges. */
function upperRegion(scene: Scene, part: ProfilePart, edgeInset: number, fromRow = 0.5, toRow = 0.5): { d: string; facing: number } | null {
  const indices = scene.model.parts.map((p, i) => (p === part ? i : -1)).filter((i) => i >= 0);
  if (indices.length < 2) return null;
  const t0 = (indices[0] as number) - 1 + fromRow;
  const t1 = (indices[indices.length - 1] as number) - toRow;
  const steps = 14;
  const ts = Array.from({ length: steps + 1 }, (_, k) => t0 + ((t1 - t0) * k) / steps);
  const lat = (t: number, side: number) => side * Math.max(0, scene.model.rowAt(t).w - edgeInset);
  const near = ts.map((t) => scene.upper(t, lat(t, 1), 3));
  const far = [...ts].reverse().map((t) => scene.upper(t, lat(t, -1), 3));
  const across = (t: number, from: number, to: number) =>
    Array.from({ length: 9 }, (_, k) => {
      const l = lat(t, 1);
      return scene.upper(t, l * (from + ((to - from) * k) / 8), 3);
    });
  const ring = [...near, ...across(t1, 1, -1).slice(1, -1), ...far, ...across(t0, -1, 1).slice(1, -1)];
  const middle = scene.model.rowAt((t0 + t1) / 2);
  const normal: V3 = normalize([-middle.ns, middle.ny, 0]);
  return { d: closedPath(ring.map((p) => scene.project(p))), facing: dot(normal, scene.camera.toward) };
}

function drawUpperGlass(scene: Scene): string {
  const { spec } = scene.model;
  scene.defs.push(
    '<linearGradient id="glass-top" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#5f6f7e"/><stop offset="0.45" stop-color="#26313c"/><stop offset="1" stop-color="#0e1319"/></linearGradient>',
  );
  const out: string[] = [];
  const windshield = upperRegion(scene, 'windshield', spec.glasshouse.inset.windshield, 0.7, 0.3);
  if (windshield && windshield.facing > 0.02) out.push(`<path d="${windshield.d}" fill="url(#glass-top)" stroke="#0b0e12" stroke-width="1.5"/>`);
  const rear = upperRegion(scene, 'rearGlass', spec.glasshouse.inset.rearGlass * 0.8, 0.35, 0.35);
  if (rear && rear.facing > 0.02) out.push(`<path d="${rear.d}" fill="url(#glass-top)" stroke="#0b0e12" stroke-width="1.5"/>`);
  if (spec.roofGlass) {
    // A panoramic roof: glass over the middle of the roof, clear of the rails.
    const roof = upperRegion(scene, 'roof', 330, 2.5, 2.5);
    if (roof && roof.facing > 0.02) out.push(`<path d="${roof.d}" fill="url(#glass-top)" fill-opacity="0.92"/>`);
  }
  return out.join('');
}

const FACE_FILL: Record<FaceShape['kind'], string> = {
  lamp: 'url(#lamp)',
  lampStrip: '#f4f9ff',
  tailLamp: 'url(#tail)',
  tailStrip: '#ff4a4f',
  grille: '#111417',
  grilleBar: 'url(#chrome)',
  intake: '#0d1013',
  trim: 'url(#chrome)',
  badge: '#dfe4e9',
  exhaust: '#1a1d21',
  diffuser: '#14171b',
};

/** Lamps, grilles and vents on the front or rear face, wrapping round the corners where they are drawn to. */
function drawFace(scene: Scene, face: 'front' | 'rear'): string {
  const { model, camera } = scene;
  const shapes = face === 'front' ? model.spec.front : model.spec.rear;
  const faceNormal = (y: number) => {
    const row = model.rowAt(model.faceT(face, y));
    return normalize([-row.ns, row.ny, 0]);
  };
  const toWorld = (x: number, y: number, anchor: FaceShape['anchor'], mirror: boolean): V3 => {
    const t = model.faceT(face, y);
    const row = model.rowAt(t);
    let lat = anchor === 'center' ? x : row.w + x;
    if (mirror) lat = -lat;
    if (lat > row.w) {
      const ds = lat - row.w;
      const s = face === 'front' ? row.s + ds : row.s - ds;
      return scene.side(s, y, 2);
    }
    return scene.upper(t, Math.max(lat, -row.w), 3);
  };
  const out: string[] = [];
  for (const shape of shapes) {
    if (shape.kind === 'exhaust') {
      for (const [x, y] of shape.points) {
        for (const mirror of [false, true]) {
          if (dot(faceNormal(y), camera.toward) <= 0.02) continue;
          const ring: Pt[] = [];
          for (let k = 0; k < 24; k++) {
            const angle = (k * Math.PI * 2) / 24;
            ring.push(scene.project(toWorld(x + 55 * Math.cos(angle), y + 42 * Math.sin(angle), 'center', mirror)));
          }
          out.push(`<path d="${closedPath(ring)}" fill="#0b0d0f" stroke="#b8c0c8" stroke-width="2.2"/>`);
        }
      }
      continue;
    }
    const mirrors = shape.single ? [false] : [false, true];
    for (const mirror of mirrors) {
      // The part on the face and the part wrapped onto the side are drawn (or not) by their own surface.
      const pieces: Array<{ polygon: Pt[]; onSide: boolean }> = [];
      if (shape.anchor === 'edge') {
        // Walking up the corner line keeps the face (x ≤ 0) on the left; walking down keeps the side.
        pieces.push({ polygon: clipHalfPlane(shape.points, [0, 0], [0, 1]), onSide: false });
        if (!mirror) pieces.push({ polygon: clipHalfPlane(shape.points, [0, 1], [0, 0]), onSide: true });
      } else {
        pieces.push({ polygon: [...shape.points], onSide: false });
      }
      for (const piece of pieces) {
        if (piece.polygon.length < 3) continue;
        const ys = piece.polygon.map((p) => p[1]);
        const midY = (Math.min(...ys) + Math.max(...ys)) / 2;
        const normal: V3 = piece.onSide ? [0, 0, 1] : faceNormal(midY);
        if (dot(normal, camera.toward) <= 0.03) continue;
        const dense = resampleClosed(piece.polygon, 25);
        const projected = dense.map(([x, y]) => scene.project(toWorld(x, y, shape.anchor, mirror)));
        const d = closedPath(simplifyClosed(projected, 0.3));
        const glow = shape.kind === 'lampStrip' ? ' stroke="#d8ecff" stroke-opacity="0.55" stroke-width="3"' : shape.kind === 'tailStrip' ? ' stroke="#ff7b7f" stroke-opacity="0.45" stroke-width="3"' : shape.kind === 'lamp' || shape.kind === 'tailLamp' ? ' stroke="#07090b" stroke-width="1.2"' : '';
        out.push(`<path d="${d}" fill="${FACE_FILL[shape.kind]}"${glow}/>`);
        if (shape.kind === 'grille' || shape.kind === 'intake') out.push(faceSlats(piece.polygon, (x, y) => scene.project(toWorld(x, y, shape.anchor, mirror)), shape.kind));
      }
    }
  }
  return out.join('');
}

/** Horizontal slats inside a grille, or a mesh line inside an intake. */
function faceSlats(polygon: readonly Pt[], map: (x: number, y: number) => Pt, kind: 'grille' | 'intake'): string {
  const ys = polygon.map((p) => p[1]);
  const xs = polygon.map((p) => p[0]);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const x0 = Math.min(...xs) - 10;
  const x1 = Math.max(...xs) + 10;
  const step = kind === 'grille' ? 42 : 36;
  const lines: string[] = [];
  for (let y = y0 + step / 2; y < y1; y += step) {
    const slat = clipConvex(
      [
        [x0, y - 6],
        [x1, y - 6],
        [x1, y + 6],
        [x0, y + 6],
      ],
      polygon,
    );
    if (slat.length < 3) continue;
    lines.push(closedPath(resampleClosed(slat, 40).map(([x, yy]) => map(x, yy))));
  }
  return `<path d="${lines.join('')}" fill="${kind === 'grille' ? '#2c3238' : '#1f2429'}"/>`;
}

const SPOKES: Record<WheelDesign, { count: number; path: (rim: number) => string }> = {
  // Five pairs of slim spokes.
  'split-five': {
    count: 5,
    path: (rim) => {
      const hub = rim * 0.3;
      const edge = rim - 14;
      return `M-22 ${-hub}L-62 ${-edge}L-30 ${-edge}L-4 ${-hub}ZM22 ${-hub}L62 ${-edge}L30 ${-edge}L4 ${-hub}Z`;
    },
  },
  'twin-five': {
    count: 5,
    path: (rim) => {
      const hub = rim * 0.3;
      const edge = rim - 14;
      return `M-30 ${-hub}Q-40 ${-(hub + edge) / 2} -48 ${-edge}L-14 ${-edge}Q-10 ${-(hub + edge) / 2} -6 ${-hub}ZM30 ${-hub}Q40 ${-(hub + edge) / 2} 48 ${-edge}L14 ${-edge}Q10 ${-(hub + edge) / 2} 6 ${-hub}Z`;
    },
  },
  'ten-spoke': {
    count: 10,
    path: (rim) => {
      const hub = rim * 0.28;
      const edge = rim - 14;
      return `M-15 ${-hub}L-24 ${-edge}L24 ${-edge}L15 ${-hub}Z`;
    },
  },
  aero: {
    count: 5,
    path: (rim) => {
      const hub = rim * 0.28;
      const edge = rim - 14;
      return `M-34 ${-hub}Q-70 ${-(hub + edge) / 2} -96 ${-edge}L18 ${-edge}Q6 ${-(hub + edge) / 2} 30 ${-hub}Z`;
    },
  },
  winter: {
    count: 6,
    path: (rim) => {
      const hub = rim * 0.3;
      const edge = rim - 14;
      return `M-26 ${-hub}L-44 ${-edge}L44 ${-edge}L26 ${-hub}Z`;
    },
  },
  forged: {
    count: 7,
    path: (rim) => {
      const hub = rim * 0.26;
      const edge = rim - 12;
      return `M-18 ${-hub}Q-34 ${-(hub + edge) / 2} -16 ${-edge}L22 ${-edge}Q8 ${-(hub + edge) / 2} 16 ${-hub}Z`;
    },
  },
};

function wheelDefs(scene: Scene): void {
  const { spec } = scene.model;
  const design = SPOKES[spec.wheel];
  const rim = spec.rimRadius;
  const tire = spec.tireRadius;
  const graphite = spec.rimFinish === 'graphite';
  const spokeTop = graphite ? '#c9d0d6' : '#f4f6f8';
  const spokeMid = graphite ? '#6c747c' : '#b9c1c8';
  const spokeLow = graphite ? '#3a4047' : '#7e878f';
  const spokes = Array.from({ length: design.count }, (_, k) => `<use href="#spoke" transform="rotate(${num((360 / design.count) * k)})"/>`).join('');
  scene.defs.push(
    `<radialGradient id="tire" cx="0.5" cy="0.5" r="0.5"><stop offset="${num(rim / tire - 0.02)}" stop-color="#2b2f34"/><stop offset="${num((rim / tire + 1) / 2)}" stop-color="#1a1d20"/><stop offset="0.96" stop-color="#101214"/><stop offset="1" stop-color="#08090a"/></radialGradient>`,
    `<linearGradient id="spoke-fill" x1="0" y1="0" x2="0.2" y2="1"><stop offset="0" stop-color="${spokeTop}"/><stop offset="0.55" stop-color="${spokeMid}"/><stop offset="1" stop-color="${spokeLow}"/></linearGradient>`,
    `<linearGradient id="rim-lip" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${graphite ? '#6d757d' : '#f7f9fa'}"/><stop offset="0.5" stop-color="${graphite ? '#2c3237' : '#98a1a9'}"/><stop offset="1" stop-color="${graphite ? '#4a5259' : '#d5dadf'}"/></linearGradient>`,
    `<path id="spoke" d="${design.path(rim)}" fill="url(#spoke-fill)" stroke="${graphite ? '#14171a' : '#6f7880'}" stroke-width="2"/>`,
    `<g id="wheel-face"><circle r="${tire}" fill="url(#tire)"/><circle r="${tire - 22}" fill="none" stroke="#30353a" stroke-width="5"/><circle r="${rim}" fill="#15181b"/><circle r="${num(rim * 0.74)}" fill="#5f666d"/><circle r="${num(rim * 0.74)}" fill="none" stroke="#474d53" stroke-width="10"/><path d="M${num(rim * 0.34)} ${num(-rim * 0.62)}A${num(rim * 0.72)} ${num(rim * 0.72)} 0 0 1 ${num(rim * 0.68)} ${num(-rim * 0.12)}L${num(rim * 0.5)} ${num(-rim * 0.1)}A${num(rim * 0.52)} ${num(rim * 0.52)} 0 0 0 ${num(rim * 0.25)} ${num(-rim * 0.45)}Z" fill="${spec.caliper}"/><circle r="${num(rim * 0.3)}" fill="#3b4148"/>${spokes}<circle r="${rim - 6}" fill="none" stroke="url(#rim-lip)" stroke-width="14"/><circle r="${rim - 15}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="2"/><circle r="${num(rim * 0.18)}" fill="url(#rim-lip)"/><circle r="${num(rim * 0.11)}" fill="#1d2126"/></g>`,
  );
}

function drawWheel(scene: Scene, axle: number, which: 'near' | 'far'): string {
  const { spec } = scene.model;
  const tire = spec.tireRadius;
  const zFace = which === 'near' ? spec.halfWidth - spec.wheelInset : -(spec.halfWidth - spec.wheelInset);
  const zInner = which === 'near' ? zFace - spec.tireWidth : zFace + spec.tireWidth;
  const ring = (z: number, r: number) => Array.from({ length: 40 }, (_, k) => {
    const angle = (k * Math.PI * 2) / 40;
    return scene.project(scene.world(axle + r * Math.cos(angle), tire + r * Math.sin(angle), z));
  });
  const hull = convexHull([...ring(zFace, tire - 6), ...ring(zInner, tire - 6), ...ring((zFace + zInner) / 2, tire)]);
  const tread = `<path d="${closedPath(hull)}" fill="url(#tread)"/>`;
  if (which === 'far') {
    const inner = scene.matrix(scene.world(axle, tire, zInner), [-1, 0, 0], [0, -1, 0]);
    return `${tread}<g transform="${inner}"><circle r="${tire - 8}" fill="#121417"/><circle r="${spec.rimRadius}" fill="#24282d"/></g>`;
  }
  const face = scene.matrix(scene.world(axle, tire, zFace), [-1, 0, 0], [0, -1, 0]);
  return `${tread}<use href="#wheel-face" transform="${face}"/>`;
}

function drawWheelWells(scene: Scene): string {
  const { model } = scene;
  const { spec } = model;
  const out: string[] = [];
  const dy = spec.sillY - model.arch.cy;
  const start = Math.atan2(dy, Math.sqrt(Math.max(0, model.arch.radius ** 2 - dy * dy)));
  for (const axle of spec.axles) {
    const arc: Pt[] = [];
    for (let k = 0; k <= 24; k++) {
      const angle = start + ((Math.PI - 2 * start) * k) / 24;
      arc.push([axle + model.arch.radius * Math.cos(angle), model.arch.cy + model.arch.radius * Math.sin(angle)]);
    }
    const projected = arc.map(([s, y]) => scene.project(scene.world(s, y, spec.halfWidth - 10)));
    const deep = [...arc].reverse().map(([s, y]) => scene.project(scene.world(s, y, spec.halfWidth - spec.tireWidth - 120)));
    out.push(`<path d="${closedPath(convexHull([...projected, ...deep]))}" fill="#08090b"/>`);
  }
  return out.join('');
}

function drawShadow(scene: Scene): string {
  const { spec } = scene.model;
  const { camera } = scene;
  const origin = scene.world(spec.length / 2, 0, 0);
  const o = scene.project(origin);
  const ex = scene.project(scene.world(spec.length / 2 - 1, 0, 0));
  let ez = scene.project(scene.world(spec.length / 2, 0, 1));
  // Seen dead level, the ground is a line; tilt it a little so the shadow still reads as a pool.
  if (Math.abs(ez[1] - o[1]) < 0.02 * camera.scale) ez = [ez[0], o[1] + 0.1 * camera.scale];
  const m = (ax: number, ay: number, cx: number, cy: number) =>
    `matrix(${[ex[0] - o[0], ex[1] - o[1], ez[0] - o[0], ez[1] - o[1], o[0], o[1]].map((v) => String(Math.round(v * 10000) / 10000)).join(' ')}) translate(${num(cx)} ${num(cy)}) scale(${num(ax)} ${num(ay)})`;
  scene.defs.push(
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="0.55" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="contact"><stop offset="0" stop-color="#000" stop-opacity="0.7"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
  );
  const out = [`<circle r="1" fill="url(#shadow)" transform="${m(spec.length / 2 + 420, spec.halfWidth + 380, 0, 0)}"/>`];
  out.push(`<circle r="1" fill="url(#shadow)" transform="${m(spec.length / 2 + 40, spec.halfWidth + 40, 0, 0)}"/>`);
  for (const axle of spec.axles) {
    for (const side of [1, -1]) {
      const z = side * (spec.halfWidth - spec.wheelInset - spec.tireWidth / 2);
      out.push(`<circle r="1" fill="url(#contact)" transform="${m(spec.tireRadius * 0.9, spec.tireWidth * 0.9, spec.length / 2 - axle, z)}"/>`);
    }
  }
  return out.join('');
}

function sharedDefs(scene: Scene): void {
  scene.defs.push(
    '<linearGradient id="lamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#56626e"/><stop offset="0.5" stop-color="#222a33"/><stop offset="1" stop-color="#101419"/></linearGradient>',
    '<linearGradient id="tail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8343c"/><stop offset="0.55" stop-color="#8e1017"/><stop offset="1" stop-color="#4a070b"/></linearGradient>',
    '<linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f4f6"/><stop offset="0.5" stop-color="#9aa3ab"/><stop offset="1" stop-color="#d9dee2"/></linearGradient>',
    '<linearGradient id="tread" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0c0d0f"/><stop offset="0.5" stop-color="#1f2226"/><stop offset="1" stop-color="#0c0d0f"/></linearGradient>',
  );
}

function bounds(points: readonly Pt[]): { minX: number; maxX: number; minY: number; maxY: number } {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

function svgDocument(body: string, defs: readonly string[], width?: number, viewBox = `0 0 ${DRAWING_WIDTH} ${DRAWING_HEIGHT}`, ratio = DRAWING_HEIGHT / DRAWING_WIDTH): string {
  const w = width ?? Number(viewBox.split(' ')[2]);
  const size = attrs({ width: Math.round(w), height: Math.round(w * ratio) });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"${size}>${defs.length > 0 ? `<defs>${defs.join('')}</defs>` : ''}${body}</svg>`;
}

function checkWidth(width: number | undefined): number | undefined {
  if (width === undefined) return undefined;
  if (!Number.isFinite(width) || width <= 0 || width > MAX_SVG_WIDTH) throw new RangeError(`width must be a number from 1 to ${MAX_SVG_WIDTH}`);
  return width;
}

const models = new Map<BodyStyle, Model>();

/** A box in world coordinates (s along the car from the nose, y up, z towards the driver's side), its faces shaded. */
function drawBox(scene: Scene, [s0, s1]: readonly [number, number], [y0, y1]: readonly [number, number], [z0, z1]: readonly [number, number], base: Rgb): string {
  const { camera } = scene;
  const corner = (s: number, y: number, z: number) => scene.project(scene.world(s, y, z));
  const faces: Array<{ normal: V3; points: Pt[] }> = [
    { normal: [0, 1, 0], points: [corner(s0, y1, z0), corner(s1, y1, z0), corner(s1, y1, z1), corner(s0, y1, z1)] },
    { normal: [0, 0, 1], points: [corner(s0, y0, z1), corner(s1, y0, z1), corner(s1, y1, z1), corner(s0, y1, z1)] },
    { normal: [0, 0, -1], points: [corner(s0, y0, z0), corner(s1, y0, z0), corner(s1, y1, z0), corner(s0, y1, z0)] },
    { normal: [1, 0, 0], points: [corner(s0, y0, z0), corner(s0, y0, z1), corner(s0, y1, z1), corner(s0, y1, z0)] },
    { normal: [-1, 0, 0], points: [corner(s1, y0, z0), corner(s1, y0, z1), corner(s1, y1, z1), corner(s1, y1, z0)] },
  ];
  return faces
    .filter((face) => dot(face.normal, camera.toward) > 0.01)
    .map((face) => {
      const light = 0.55 + 0.35 * dot(face.normal, camera.light) + 0.15 * face.normal[1];
      return `<path d="${closedPath(face.points)}" fill="${hex(mix(base, light > 0.7 ? [255, 255, 255] : [0, 0, 0], Math.abs(light - 0.7) * 0.9))}"/>`;
    })
    .join('');
}

/** A rounded solid (an ellipsoid squared off by `power`) as its outline, with a gradient and a highlight. */
function drawSolid(scene: Scene, id: string, center: V3, [a, b, c]: readonly [number, number, number], base: Rgb, power = 2): string {
  const points: Pt[] = [];
  const e = 2 / power;
  const signPow = (v: number) => Math.sign(v) * Math.abs(v) ** e;
  for (let i = 0; i <= 12; i++) {
    const v = -Math.PI / 2 + (Math.PI * i) / 12;
    for (let j = 0; j < 24; j++) {
      const u = (Math.PI * 2 * j) / 24;
      const p: V3 = [center[0] + a * signPow(Math.cos(v)) * signPow(Math.cos(u)), center[1] + b * signPow(Math.sin(v)), center[2] + c * signPow(Math.cos(v)) * signPow(Math.sin(u))];
      points.push(scene.project(scene.world(p[0], p[1], p[2])));
    }
  }
  const hull = convexHull(points);
  const box = bounds(hull);
  scene.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(box.minY)}" x2="0" y2="${num(box.maxY)}"><stop offset="0" stop-color="${hex(mix(base, [255, 255, 255], 0.45))}"/><stop offset="0.35" stop-color="${hex(base)}"/><stop offset="1" stop-color="${hex(mix(base, [0, 0, 0], 0.55))}"/></linearGradient>`,
  );
  const sheenY = box.minY + (box.maxY - box.minY) * 0.28;
  const sheen = `<path d="M${num(box.minX + (box.maxX - box.minX) * 0.12)} ${num(sheenY)}L${num(box.maxX - (box.maxX - box.minX) * 0.12)} ${num(sheenY)}" stroke="#fff" stroke-opacity="0.35" stroke-width="${num(Math.max(2, (box.maxY - box.minY) * 0.06))}" stroke-linecap="round"/>`;
  return `<path d="${closedPath(hull)}" fill="url(#${id})" stroke="#000" stroke-opacity="0.35" stroke-width="1.5"/>${sheen}`;
}

/** A bicycle drawn flat in mm (x towards the tail, y down, wheels on y = 0), placed by a plane matrix. */
function bicycle(frame: string): string {
  const wheel = (cx: number) => `<circle cx="${cx}" cy="-330" r="330" fill="none" stroke="#1a1d21" stroke-width="36"/><circle cx="${cx}" cy="-330" r="300" fill="none" stroke="#9aa3ab" stroke-width="8"/><circle cx="${cx}" cy="-330" r="40" fill="#5d646b"/>`;
  return [
    wheel(-520),
    wheel(520),
    `<path d="M-520 -330L-180 -330L80 -720L-300 -720ZM-180 -330L-340 -860M520 -330L330 -880M-300 -720L330 -760" fill="none" stroke="${frame}" stroke-width="40" stroke-linejoin="round" stroke-linecap="round"/>`,
    '<path d="M-420 -880L-260 -880M250 -900L400 -880" stroke="#1a1d21" stroke-width="44" stroke-linecap="round"/>',
  ].join('');
}

interface RoofPlace {
  /** From the first to the last crossbar along the car. */
  s0: number;
  s1: number;
  /** Height of the crossbars' top. */
  top: number;
  /** Half the crossbars' length. */
  half: number;
}

function roofPlace(scene: Scene): RoofPlace | null {
  const { model } = scene;
  const roofRows = model.rows.map((row, i) => ({ row, i })).filter(({ i }) => model.parts[i] === 'roof');
  if (roofRows.length < 2) return null;
  const first = roofRows[0]?.row as Row;
  const last = roofRows[roofRows.length - 1]?.row as Row;
  const span = last.s - first.s;
  const crown = Math.max(...roofRows.map(({ i }) => scene.upper(i, 0)[1]));
  const half = Math.min(first.w, last.w) - 60;
  return { s0: first.s + span * 0.2, s1: last.s - span * 0.16, top: crown + 110, half };
}

/**
 * The accessories that change the car's look, in two layers: what the body hides or stands in front of (drawn
 * before it) and what stands in front of the body or on the roof (drawn after). Each piece is a group whose id
 * names its look.
 */
function accessoryLayers(scene: Scene, fitted: ReadonlySet<AccessoryLook>): { behind: string; wheels: { before: string; after: string }; front: string } {
  const behind: string[] = [];
  const front: string[] = [];
  if (fitted.size === 0) return { behind: '', wheels: { before: '', after: '' }, front: '' };
  let flaps = '';
  const { model, camera } = scene;
  const { spec } = model;
  const group = (look: AccessoryLook, content: string) => `<g id="acc-${look}">${content}</g>`;
  const tailFacing = dot([-1, 0, 0], camera.toward) > 0.05;
  const rear = tailFacing ? front : behind;
  const black: Rgb = [28, 31, 35];
  const steel: Rgb = [150, 158, 166];

  const roof = roofPlace(scene);
  const roofLoads = (['roof-basket', 'cargo-box', 'bike-carrier', 'kayak-carrier', 'ski-carrier', 'roof-tent'] as const).filter((look) => fitted.has(look));
  if (roof && (fitted.has('crossbars') || roofLoads.length > 0)) {
    const bars: string[] = [];
    for (const s of [roof.s0, roof.s1]) {
      for (const side of [-1, 1]) {
        const z = side * (roof.half - 40);
        bars.push(drawBox(scene, [s - 70, s + 70], [roof.top - 120, roof.top - 20], [z - 35, z + 35], black));
      }
      bars.push(drawBox(scene, [s - 40, s + 40], [roof.top - 40, roof.top], [-roof.half, roof.half], black));
    }
    front.push(group('crossbars', bars.join('')));
    const length = roof.s1 - roof.s0;
    const middle = (roof.s0 + roof.s1) / 2;
    for (const look of roofLoads) {
      if (look === 'roof-basket') {
        const s0 = roof.s0 - 120;
        const s1 = roof.s1 + 120;
        const z = roof.half - 60;
        const rails = [
          drawBox(scene, [s0, s1], [roof.top, roof.top + 30], [-z, -z + 40], steel.map((v) => v * 0.3) as unknown as Rgb),
          drawBox(scene, [s0, s0 + 40], [roof.top, roof.top + 150], [-z, z], black),
          drawBox(scene, [s1 - 40, s1], [roof.top, roof.top + 150], [-z, z], black),
          drawBox(scene, [s0, s1], [roof.top + 120, roof.top + 150], [z - 40, z], black),
          drawBox(scene, [s0, s1], [roof.top, roof.top + 30], [z - 40, z], black),
        ];
        const slats = Array.from({ length: 6 }, (_, k) => {
          const s = s0 + ((s1 - s0) * (k + 1)) / 7;
          return drawBox(scene, [s - 15, s + 15], [roof.top + 10, roof.top + 120], [z - 30, z - 10], black);
        });
        front.push(group(look, [...rails, ...slats].join('')));
      } else if (look === 'cargo-box') {
        front.push(group(look, drawSolid(scene, 'acc-box-fill', [middle, roof.top + 190, 0], [length * 0.62, 190, roof.half * 0.62], [36, 40, 46], 4)));
      } else if (look === 'roof-tent') {
        front.push(group(look, `${drawSolid(scene, 'acc-tent-fill', [middle, roof.top + 170, 0], [length * 0.7, 170, roof.half * 0.95], [64, 74, 62], 6)}`));
      } else if (look === 'kayak-carrier') {
        front.push(group(look, drawSolid(scene, 'acc-kayak-fill', [middle - 80, roof.top + 260, roof.half * 0.45], [1900, 150, 300], [232, 108, 28], 2)));
      } else if (look === 'ski-carrier') {
        const z0 = -roof.half * 0.7;
        const z1 = roof.half * 0.7;
        const skis = [-0.45, -0.15, 0.15, 0.45].map((k, i) => drawBox(scene, [middle - 900, middle + 900], [roof.top + 60 + i * 4, roof.top + 80 + i * 4], [k * roof.half - 45, k * roof.half + 45], i % 2 === 0 ? [180, 30, 40] : [30, 110, 180]));
        front.push(group(look, [drawBox(scene, [roof.s0 - 40, roof.s0 + 40], [roof.top, roof.top + 60], [z0, z1], [46, 50, 56]), drawBox(scene, [roof.s1 - 40, roof.s1 + 40], [roof.top, roof.top + 60], [z0, z1], [46, 50, 56]), ...skis].join('')));
      } else if (look === 'bike-carrier') {
        const z = roof.half * 0.35;
        const tray = drawBox(scene, [middle - 900, middle + 900], [roof.top, roof.top + 40], [z - 40, z + 40], black);
        const plane = scene.matrix(scene.world(middle, roof.top + 40, z), [-1, 0, 0], [0, -1, 0]);
        front.push(group(look, `${tray}<g transform="${plane}">${bicycle('#c7352f')}</g>`));
      }
    }
  }

  const tail = spec.length;
  if (fitted.has('tow-hitch') || fitted.has('hitch-bike')) {
    const receiver = drawBox(scene, [tail - 120, tail + 140], [300, 380], [-45, 45], black);
    const ball = `<circle cx="0" cy="0" r="1" fill="url(#chrome)" transform="translate(${scene.project(scene.world(tail + 150, 420, 0)).map(num).join(' ')}) scale(${num(camera.scale * 38)})"/>`;
    rear.push(group('tow-hitch', `${receiver}${fitted.has('hitch-bike') ? '' : ball}`));
  }
  if (fitted.has('hitch-bike')) {
    const mast = drawBox(scene, [tail + 140, tail + 200], [330, 1100], [-30, 30], black);
    const plane = scene.matrix(scene.world(tail + 320, 260, 0), [0, 0, 1], [0, -1, 0]);
    rear.push(group('hitch-bike', `${mast}<g transform="${plane}">${bicycle('#2f6fc7')}</g>`));
  }

  const sideFacing = dot([0, 0, 1], camera.toward) > 0.05;
  if (fitted.has('mud-flaps')) {
    const flapBoxes = spec.axles.map((axle) => {
      const s = axle + model.arch.radius * 0.78;
      const z = spec.halfWidth - spec.wheelInset - 20;
      return drawBox(scene, [s, s + 14], [70, model.arch.cy + 40], [z - spec.tireWidth + 40, z], [22, 24, 27]);
    });
    flaps = group('mud-flaps', flapBoxes.join(''));
  }
  if (fitted.has('side-molding') && sideFacing) {
    const y = spec.sillY + 210;
    const s0 = spec.axles[0] + model.arch.radius + 80;
    const s1 = spec.axles[1] - model.arch.radius - 80;
    const strip: Pt[] = [
      [s0, y],
      [s1, y],
      [s1, y + 60],
      [s0, y + 60],
    ];
    front.push(group('side-molding', `<path d="${sidePath(scene, rounded(strip, 4), 4)}" fill="#1c1f23"/><path d="${sideLine(scene, [[s0 + 20, y + 58], [s1 - 20, y + 58]], 5)}" stroke="url(#chrome)" stroke-width="3" fill="none"/>`));
  }
  if (fitted.has('lip-spoiler')) {
    const deck = model.parts.lastIndexOf('deck');
    const at = deck >= 0 ? deck : model.parts.indexOf('rearGlass');
    if (at >= 0) {
      const row = model.rowAt(at);
      const half = row.w - 90;
      const base = (lat: number) => scene.upper(at, lat, 10);
      const lip = (lat: number): V3 => {
        const p = base(lat);
        return [p[0] - 170, p[1] + 55, p[2]];
      };
      const lats = Array.from({ length: 9 }, (_, k) => -half + (2 * half * k) / 8);
      const wing = [...lats.map((lat) => scene.project(base(lat))), ...[...lats].reverse().map((lat) => scene.project(lip(lat)))];
      front.push(group('lip-spoiler', `<path d="${closedPath(wing)}" fill="#15181c" stroke="#596169" stroke-width="1.2"/>`));
    }
  }
  // A flap hangs behind its wheel: the wheel hides it from ahead, and it hides the wheel from behind.
  const noseFacing = camera.toward[0] > 0;
  return { behind: behind.join(''), wheels: { before: noseFacing ? flaps : '', after: noseFacing ? '' : flaps }, front: front.join('') };
}

/** How far above the roof each load reaches, in millimetres (a bike stands tallest). */
const LOAD_HEIGHT: Partial<Record<AccessoryLook, number>> = { crossbars: 60, 'roof-basket': 200, 'cargo-box': 430, 'bike-carrier': 1120, 'kayak-carrier': 460, 'ski-carrier': 150, 'roof-tent': 400 };

/** How tall the car's roof loads stand in the picture, in page units. */
function roofLoadRise(scene: Scene, fitted: ReadonlySet<AccessoryLook>): number {
  const tallest = Math.max(0, ...[...fitted].map((look) => LOAD_HEIGHT[look] ?? 0));
  return (tallest + 40) * scene.camera.scale;
}

function modelFor(bodyStyle: BodyStyle): Model {
  let model = models.get(bodyStyle);
  if (!model) {
    model = buildModel(BODY_SPECS[bodyStyle]);
    models.set(bodyStyle, model);
  }
  return model;
}

/**
 * Renders one body style from one view in one paint (for the interior: in the interior colour) as a complete SVG
 * document, with the accessories that change its look.
 */
export function renderVehicleSvg({ bodyStyle, view, rgb, width, detail, looks = [] }: VehicleDrawingInput): string {
  if (!(BODY_STYLES as readonly string[]).includes(bodyStyle)) throw new RangeError(`Unknown body style ${JSON.stringify(bodyStyle)}`);
  if (!(VEHICLE_VIEWS as readonly string[]).includes(view)) throw new RangeError(`Unknown view ${JSON.stringify(view)}`);
  const paint = parseHexColor(rgb);
  const size = checkWidth(width);
  if (!isExteriorView(view)) return svgDocument(renderInteriorSvg(bodyStyle, paint, detail), [], size);
  const fitted = new Set(canonicalLooks(looks));
  const angle = VIEW_ANGLES[view];
  // The passenger side is the driver's side in a mirror: the car is symmetric, and the cache holds one drawing less.
  const mirrored = angle > 180;
  let model = modelFor(bodyStyle);
  if (fitted.has('winter-wheels')) model = { ...model, spec: { ...model.spec, wheel: 'winter', rimFinish: 'graphite' } };
  const scene = makeScene(model, makeCamera(mirrored ? 360 - angle : angle), paint);
  sharedDefs(scene);
  wheelDefs(scene);
  const { spec } = model;

  const fine = detail !== 'low';
  const accessories = accessoryLayers(scene, fitted);
  const layers = [
    drawShadow(scene),
    accessories.behind,
    ...spec.axles.map((axle) => drawWheel(scene, axle, 'far')),
    drawWheelWells(scene),
    accessories.wheels.before,
    // The winter set changes the wheels themselves; the group names it like the other looks.
    fitted.has('winter-wheels') ? `<g id="acc-winter-wheels">${spec.axles.map((axle) => drawWheel(scene, axle, 'near')).join('')}</g>` : spec.axles.map((axle) => drawWheel(scene, axle, 'near')).join(''),
    accessories.wheels.after,
    fine ? drawRoofRails(scene, 'far') : '',
    drawUpperSurface(scene),
    drawUpperGlass(scene),
    drawBodySide(scene),
    drawCladding(scene),
    fine ? drawCharacterLine(scene) : '',
    fine ? drawDoors(scene) : '',
    fine ? drawSideVent(scene) : '',
    drawGlasshouse(scene),
    drawFace(scene, 'front'),
    drawFace(scene, 'rear'),
    fine ? drawMirror(scene) : '',
    fine ? drawRoofRails(scene, 'near') : '',
    fine ? drawHighlights(scene) : '',
    accessories.front,
  ];

  // Place the car: centred across the frame, tyres on a common ground line. Roof loads are left out of the box, so
  // the car stays where it was and the load rises above it.
  const outline = [
    ...model.silhouette.map(([s, y]) => scene.project(scene.side(s, y))),
    ...model.rows.map((row) => scene.project(scene.world(row.s, row.y, -row.w))),
    ...spec.axles.flatMap((axle) => [-1, 1].map((side) => scene.project(scene.world(axle, 0, side * (spec.halfWidth - spec.wheelInset))))),
  ];
  const box = bounds(outline);
  const dx = DRAWING_WIDTH / 2 - (box.minX + box.maxX) / 2;
  const dy = DRAWING_HEIGHT * 0.86 - box.maxY;
  // A roof load must stay inside the frame: the whole picture shrinks about the ground line when it would not.
  const loadTop = box.minY - roofLoadRise(scene, fitted);
  const room = DRAWING_HEIGHT * 0.86 - DRAWING_HEIGHT * 0.04;
  const fit = Math.min(1, room / (box.maxY - loadTop));
  const place = fit < 1 ? `translate(${num(DRAWING_WIDTH / 2)} ${num(DRAWING_HEIGHT * 0.86)}) scale(${num(fit)}) translate(${num(dx - DRAWING_WIDTH / 2)} ${num(dy - DRAWING_HEIGHT * 0.86)})` : `translate(${num(dx)} ${num(dy)})`;
  const body = `<g id="car"${mirrored ? ' class="mirrored"' : ''} transform="${mirrored ? `matrix(-1 0 0 1 ${DRAWING_WIDTH} 0) ` : ''}${place}">${layers.join('')}</g>`;
  const svg = svgDocument(body, scene.defs, size);
  // The low-detail rendition also draws its outlines to the whole unit (half a pixel at the widest the site shows it):
  // the numbers' decimals are a third of the document.
  return fine ? svg : svg.replace(/ d="([^"]*)"/g, (_match, path: string) => ` d="${path.replace(/-?\d+\.\d+/g, (value) => String(Math.round(Number(value)) || 0))}"`);
}

/** A studio's soft light: a broad sheen along the shoulder of the body side, strongest where it faces the camera. */
function drawHighlights(scene: Scene): string {
  const { model, camera } = scene;
  const { spec } = model;
  const facing = dot([0, 0, 1], camera.toward);
  if (facing < 0.2) return '';
  const beltMid = model.beltY(spec.length / 2);
  const s0 = spec.axles[0] - model.arch.radius * 0.2;
  const s1 = spec.axles[1] + model.arch.radius * 0.2;
  const band: Pt[] = [
    [s0, beltMid - 40],
    [s1, model.beltY(s1) - 30],
    [s1 - 40, model.beltY(s1) - 140],
    [s0 + 40, beltMid - 170],
  ];
  scene.defs.push(
    '<linearGradient id="sheen-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.5"/><stop offset="0.6" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  );
  return `<path d="${sidePath(scene, rounded(band, 6))}" fill="url(#sheen-side)" opacity="${num(0.45 * facing)}"/>`;
}

/** A round paint chip with a glossy highlight, for colour pickers. */
export function renderColorChipSvg(rgb: string, width?: number): string {
  const tones = paintTones(parseHexColor(rgb));
  const size = checkWidth(width);
  const defs = [
    `<radialGradient id="chip" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="${hex(tones.light)}"/><stop offset="0.45" stop-color="${hex(tones.base)}"/><stop offset="0.85" stop-color="${hex(tones.shadow)}"/><stop offset="1" stop-color="${hex(tones.deep)}"/></radialGradient>`,
    '<radialGradient id="gloss" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>',
  ];
  const body = [
    '<circle cx="60" cy="62" r="52" fill="#000" fill-opacity="0.12"/>',
    '<circle cx="60" cy="60" r="52" fill="url(#chip)"/>',
    '<path d="M22 52A38 38 0 0 1 98 52C86 44 73 40 60 40S34 44 22 52Z" fill="url(#sheen)"/>',
    '<ellipse cx="42" cy="36" rx="14" ry="8" transform="rotate(-30 42 36)" fill="url(#gloss)"/>',
    `<circle cx="60" cy="60" r="51.5" fill="none" stroke="${hex(tones.deep)}" stroke-opacity="0.55" stroke-width="1.5"/>`,
  ].join('');
  return svgDocument(body, defs, size, '0 0 120 120', 1);
}

/** A stitched upholstery swatch for interior colours: two panels, a seam, perforations and top-stitching. */
export function renderInteriorSwatchSvg(rgb: string, width?: number): string {
  const base = parseHexColor(rgb);
  const tones = paintTones(base);
  const size = checkWidth(width);
  const thread = hex(tones.base[0] + tones.base[1] + tones.base[2] > 380 ? mix(base, [40, 40, 40], 0.45) : mix(base, [255, 255, 255], 0.55));
  const defs = [
    `<linearGradient id="hide" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${hex(mix(base, [255, 255, 255], 0.14))}"/><stop offset="0.6" stop-color="${hex(base)}"/><stop offset="1" stop-color="${hex(tones.shadow)}"/></linearGradient>`,
    `<radialGradient id="puff" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></radialGradient>`,
    `<pattern id="perf" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.1" fill="${hex(tones.deep)}" fill-opacity="0.7"/></pattern>`,
  ];
  const body = [
    '<rect x="6" y="9" width="108" height="108" rx="14" fill="#000" fill-opacity="0.14"/>',
    '<rect x="6" y="6" width="108" height="108" rx="14" fill="url(#hide)"/>',
    '<rect x="20" y="20" width="80" height="80" rx="8" fill="url(#perf)"/>',
    '<rect x="20" y="20" width="80" height="80" rx="8" fill="url(#puff)"/>',
    `<path d="M20 60H100" stroke="${hex(tones.deep)}" stroke-opacity="0.5" stroke-width="1.6"/>`,
    `<rect x="20" y="20" width="80" height="80" rx="8" fill="none" stroke="${hex(tones.shadow)}" stroke-width="1.4"/>`,
    `<g fill="none" stroke="${thread}" stroke-width="1.3" stroke-dasharray="3.2 2.4" stroke-linecap="round"><rect x="13" y="13" width="94" height="94" rx="10"/><path d="M20 56H100M20 64H100"/></g>`,
    '<rect x="6.5" y="6.5" width="107" height="107" rx="13.5" fill="none" stroke="#000" stroke-opacity="0.18"/>',
  ].join('');
  return svgDocument(body, defs, size, '0 0 120 120', 1);
}

/** The neutral placeholder shown when an image cannot be found: a car's outline with a question mark. */
export function renderNotFoundSvg(width?: number): string {
  const size = checkWidth(width);
  const model = modelFor('crossover');
  const scene = makeScene(model, makeCamera(90), [200, 200, 200]);
  const outline = model.silhouette.map(([s, y]) => scene.project(scene.world(s, y, 0)));
  const box = bounds(outline);
  const k = 0.78;
  const dx = DRAWING_WIDTH / 2 - ((box.minX + box.maxX) / 2) * k;
  const dy = DRAWING_HEIGHT * 0.84 - box.maxY * k;
  const wheels = model.spec.axles.map((axle) => {
    const [x, y] = scene.project(scene.world(axle, model.spec.tireRadius, 0));
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(model.spec.tireRadius * scene.camera.scale * 0.92)}"/>`;
  });
  const window = rounded(glassOpening(model, 0), 8).map(([s, y]) => scene.project(scene.world(s, y, 0)));
  const body = [
    `<g transform="translate(${num(dx)} ${num(dy)}) scale(${k})" fill="none" stroke="#9aa5b1" stroke-width="7" stroke-linejoin="round" stroke-linecap="round">`,
    `<path d="${closedPath(simplifyClosed(outline, 0.6))}"/>`,
    `<path d="${closedPath(simplifyClosed(window, 0.6))}" stroke-width="5"/>`,
    wheels.join(''),
    '</g>',
    // The badge floats above the roof, clear of the outline.
    '<g transform="translate(0 -132)">',
    '<circle cx="800" cy="330" r="92" fill="#eef1f4" stroke="#9aa5b1" stroke-width="7"/>',
    '<path d="M768 305C768 284 783 272 801 272C820 272 834 284 834 302C834 318 823 325 812 332C804 337 801 342 801 352V360" fill="none" stroke="#5b6878" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>',
    '<circle cx="801" cy="392" r="10" fill="#5b6878"/>',
    '</g>',
  ].join('');
  return svgDocument(body, [], size);
}

/** Renders any drawn image from its description (the image routes' single entry point). */
export function renderImageSvg(spec: ImageSpec): string {
  switch (spec.kind) {
    case 'vehicle':
      return renderVehicleSvg(spec);
    case 'chip':
      return renderColorChipSvg(spec.rgb, spec.width);
    case 'interior':
      return renderInteriorSwatchSvg(spec.rgb, spec.width);
    case 'not-found':
      return renderNotFoundSvg(spec.width);
    case 'accessory':
      return renderAccessoryArtSvg(spec.art, spec.width);
  }
}
