/**
 * The spec's image rules: the width presets, rounding a requested width to the image server's steps, the
 * rendition breakpoints and `srcset` strings built from an address template.
 */

/** Width presets (spec: $400, $900, $1200, $2000), smallest first. */
export const IMAGE_WIDTH_PRESETS = [400, 900, 1200, 2000] as const;
export const IMAGE_MAX_WIDTH = 2000;
export const IMAGE_WIDTH_STEP = 50;

/**
 * Rendition breakpoints: the viewport width up to which each rendition size is chosen. This is the second of
 * the spec's two breakpoint sets; the first (0/401/901/1201) is the layout's (docs: DECISIONS.md).
 */
export const RENDITION_BREAKPOINTS = { sm: 400, md: 900, lg: 1200, xl: 1600 } as const;
export type RenditionSize = keyof typeof RENDITION_BREAKPOINTS;
export const RENDITION_SIZES = ['sm', 'md', 'lg', 'xl'] as const satisfies readonly RenditionSize[];

/**
 * Rounds a requested width up to the next step of 50 and caps it at 2000, so any request maps to one of 40
 * renditions a cache can hold. Rejects widths that are not positive numbers.
 */
export function roundImageWidth(width: number): number {
  if (typeof width !== 'number' || !Number.isFinite(width) || width <= 0) {
    throw new RangeError(`Image width must be a positive number, got ${String(width)}`);
  }
  return Math.min(IMAGE_MAX_WIDTH, Math.ceil(width / IMAGE_WIDTH_STEP) * IMAGE_WIDTH_STEP);
}

/** The rendition size for a viewport width: the first breakpoint at or above it, `xl` beyond 1200 px. */
export function renditionSizeFor(viewportWidth: number): RenditionSize {
  for (const size of RENDITION_SIZES) {
    if (size !== 'xl' && viewportWidth <= RENDITION_BREAKPOINTS[size]) return size;
  }
  return 'xl';
}

/**
 * The media query that selects a rendition size in a `<picture>`: each size up to its breakpoint, `xl` above
 * the last one. `xl` is the fallback and gets no query of its own.
 */
export function renditionMedia(size: RenditionSize): string | undefined {
  if (size === 'xl') return undefined;
  return `(max-width: ${RENDITION_BREAKPOINTS[size]}px)`;
}

/** The placeholder a srcset template carries where the width goes. */
export const WIDTH_PLACEHOLDER = '{width}';

/**
 * Builds a `srcset` from an address template holding `{width}`, one candidate per width (rounded like any
 * request, duplicates dropped): `/img.svg?wid={width}` → `/img.svg?wid=400 400w, /img.svg?wid=900 900w, …`.
 */
export function buildSrcset(template: string, widths: readonly number[] = IMAGE_WIDTH_PRESETS): string {
  if (!template.includes(WIDTH_PLACEHOLDER)) throw new RangeError(`A srcset template needs ${WIDTH_PLACEHOLDER}: ${template}`);
  const rounded = [...new Set(widths.map(roundImageWidth))].sort((a, b) => a - b);
  return rounded.map((width) => `${template.replaceAll(WIDTH_PLACEHOLDER, String(width))} ${width}w`).join(', ');
}

/** Adds `wid={width}` to an address (keeping its other query parameters), making it a srcset template. */
export function widthTemplate(address: string): string {
  if (address.includes(WIDTH_PLACEHOLDER)) return address;
  const [path = '', hash] = address.split('#', 2);
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}wid=${WIDTH_PLACEHOLDER}${hash === undefined ? '' : `#${hash}`}`;
}
