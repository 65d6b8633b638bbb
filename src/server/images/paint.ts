/** Paint colours for the drawings: strict `#rrggbb` parsing and the lighter and darker shades a finish reflects. */

export type Rgb = readonly [number, number, number];

const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** Parses `#rrggbb`; throws a RangeError on anything else, because a drawing must never guess a colour. */
export function parseHexColor(value: unknown): Rgb {
  const match = typeof value === 'string' ? HEX_COLOR.exec(value) : null;
  if (!match) throw new RangeError(`Expected a colour as #rrggbb, got ${JSON.stringify(value)?.slice(0, 40) ?? String(value)}`);
  return [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? '', 16), parseInt(match[3] ?? '', 16)];
}

export function toHex([r, g, b]: Rgb): string {
  const part = (v: number) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [10, 13, 18];
const SKY: Rgb = [214, 226, 238];

/** Five tones of one finish, from the shadow under the sill to the sky caught on the roof. */
export interface PaintTones {
  deep: Rgb;
  shadow: Rgb;
  base: Rgb;
  light: Rgb;
  highlight: Rgb;
}

/**
 * Derives the tones of a paint. Pure mixing toward black and white would turn a white car grey-blue in the
 * shadows and leave a black car without highlights, so the mixes depend on how light the paint is.
 */
export function paintTones(rgb: Rgb): PaintTones {
  const lum = luminance(rgb);
  const dark = lum < 0.06;
  const pale = lum > 0.6;
  if (pale) {
    // A white car is mostly light grey in a picture; its own colour is the light the shoulders catch.
    return {
      deep: mix(rgb, [58, 66, 78], 0.62),
      shadow: mix(rgb, [112, 122, 134], 0.38),
      base: mix(rgb, [150, 160, 172], 0.13),
      light: rgb,
      highlight: mix(rgb, WHITE, 0.9),
    };
  }
  return {
    deep: mix(rgb, INK, 0.78),
    shadow: mix(rgb, INK, 0.46),
    base: rgb,
    light: dark ? mix(rgb, SKY, 0.34) : mix(rgb, WHITE, 0.3),
    highlight: dark ? mix(rgb, SKY, 0.74) : mix(rgb, WHITE, 0.68),
  };
}

/** A point on the tone ramp: 0 is the deepest shadow, 0.55 the paint itself, 1 the brightest reflection. */
export function tone(tones: PaintTones, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  if (k < 0.3) return mix(tones.deep, tones.shadow, k / 0.3);
  if (k < 0.55) return mix(tones.shadow, tones.base, (k - 0.3) / 0.25);
  if (k < 0.8) return mix(tones.base, tones.light, (k - 0.55) / 0.25);
  return mix(tones.light, tones.highlight, (k - 0.8) / 0.2);
}
