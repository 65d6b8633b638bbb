/**
 * The brand's emblem as data, so the site's header (src/ui/layout/logo.tsx) and the PDFs (src/server/pdf/writer.ts)
 * draw the same mark: a ring and a peaked "A" on a 48-unit square, every part stroked in the ink's colour.
 */
export const LOGO_MARK_SIZE = 48;

/** The ring. */
export const LOGO_RING = { cx: 24, cy: 24, r: 22, strokeWidth: 2.5 } as const;

/** The strokes inside the ring, as SVG path data on the 48-unit square (y downwards). */
export const LOGO_STROKES = [
  { d: 'M13 31 L24 14 L35 31', strokeWidth: 3.5 },
  { d: 'M18.5 26 H29.5', strokeWidth: 3 },
] as const;
