/**
 * Vehicle pictures for the PDFs: the site's own SVG drawings (src/server/images/vehicle-drawing.ts) rasterized to PNG
 * with resvg compiled to WebAssembly, since pdf-lib embeds PNG and JPEG but not SVG (docs/decisions/036-pictures-in-pdfs.md).
 * The rasterizer starts once per thread; PNGs are kept per thread in a byte-bounded LRU keyed by everything a picture
 * depends on (body style, view, colour, width).
 *
 * `npm run build` draws every catalog paint's picture ahead (scripts/build-pictures.ts, into dist/pdf-pictures/), and
 * a worker reads those files instead of starting the rasterizer: resvg's WebAssembly holds 40–55 MB of the process
 * once started (its compiled code and linear memory, which never shrinks). A paint the build did not know (a catalog
 * changed since) is drawn as before.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import type { BodyStyle } from '#domain/catalog/codes.ts';
import { LruCache } from '#domain/platform/lru-cache.ts';
import type { VehicleView } from '#domain/imagery/image-paths.ts';
import { renderVehicleSvg } from '#server/images/vehicle-drawing.ts';

const require = createRequire(import.meta.url);

/** What a PDF picture is drawn from. */
export interface PictureSpec {
  bodyStyle: BodyStyle;
  view: VehicleView;
  /** Exterior paint, `#rrggbb`. */
  rgb: string;
  /** Pixels across (the picture's height follows from the drawing, cropped to the car). */
  width: number;
}

export interface Picture {
  png: Uint8Array;
  width: number;
  height: number;
}

/**
 * PNGs kept per thread: a 720-pixel picture weighs 60–190 KB, so 8 MB holds every body style in the colours a burst of
 * documents asks for, and a run of unique colours cannot grow the worker's heap past it.
 */
export const PICTURE_CACHE_BYTES = 8 * 1024 * 1024;
const cache = new LruCache<string, Picture>({ maxBytes: PICTURE_CACHE_BYTES, sizeOf: (picture) => picture.png.byteLength });

/** Where the build leaves the pictures of the catalog's paints, one PNG per {@link prebuiltName}. */
export const PREBUILT_DIR = new URL('../../../dist/pdf-pictures/', import.meta.url);

/** The file name of a front picture drawn ahead: body style, paint and width, e.g. `suv-1f3a5c-720.png`. */
export function prebuiltName(spec: PictureSpec): string | null {
  const rgb = /^#([0-9a-f]{6})$/.exec(spec.rgb.toLowerCase())?.[1];
  if (!rgb || spec.view !== 'front' || !/^[a-z-]+$/.test(spec.bodyStyle) || !Number.isInteger(spec.width)) return null;
  return `${spec.bodyStyle}-${rgb}-${spec.width}.png`;
}

/** The PNG the build drew for `spec` (in `dir`), with its size from the PNG's header, or null when there is none. */
export function prebuilt(spec: PictureSpec, dir: URL = PREBUILT_DIR): Picture | null {
  const name = prebuiltName(spec);
  if (!name) return null;
  let png: Buffer;
  try {
    png = readFileSync(new URL(name, dir));
  } catch {
    return null;
  }
  // A PNG: the 8-byte signature, then the IHDR chunk whose data starts with width and height (big-endian).
  if (png.length < 24 || png.readUInt32BE(0) !== 0x89504e47 || png.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Everything a picture depends on. */
const keyOf = (spec: PictureSpec) => `${spec.bodyStyle}|${spec.view}|${spec.rgb.toLowerCase()}|${spec.width}`;

let ready: Promise<void> | null = null;
function start(): Promise<void> {
  ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'))).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/**
 * Compiles the rasterizer ahead of the first picture when the build drew none (a PDF worker calls it as it starts,
 * so the first document does not wait for it); a failure here is left for that document's own call to report.
 */
export function warmPictures(): void {
  try {
    if (readdirSync(PREBUILT_DIR).some((name) => name.endsWith('.png'))) return;
  } catch {
    /* no pictures drawn ahead: start the rasterizer */
  }
  start().catch(() => {});
}

/** The drawing as a PNG cropped to the car and its shadow, `spec.width` pixels across. */
export async function vehiclePicture(spec: PictureSpec): Promise<Picture> {
  const key = keyOf(spec);
  const cached = cache.get(key);
  if (cached) return cached;
  // A picture drawn ahead is read again each time (≈ 0.1 ms from the page cache) rather than kept: the worker's
  // memory holds only the pictures it had to draw.
  return prebuilt(spec) ?? drawPicture(spec);
}

/** Draws the picture with the rasterizer (started at the first call), and keeps it. */
export async function drawPicture(spec: PictureSpec): Promise<Picture> {
  const key = keyOf(spec);
  await start();
  const svg = renderVehicleSvg({ bodyStyle: spec.bodyStyle, view: spec.view, rgb: spec.rgb.toLowerCase() });
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: spec.width }, shapeRendering: 2, font: { loadSystemFonts: false } });
  try {
    // The drawing's frame is 16:9 whatever the car; the document wants the car, not the frame's empty sky.
    const box = resvg.getBBox();
    if (box) resvg.cropByBBox(box);
    const image = resvg.render();
    try {
      const picture = { png: image.asPng(), width: image.width, height: image.height };
      cache.set(key, picture);
      return picture;
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
