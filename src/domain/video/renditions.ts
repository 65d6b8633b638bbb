/** Chooses the rendition (360p, 540p, 720p or 1080p) that fits the player's rendered size. */
import type { VideoRendition } from './types.ts';

/** Device pixels beyond 2 per CSS pixel are not worth the bytes. */
const MAX_PIXEL_RATIO = 2;

/**
 * The smallest rendition at least as tall as the player's box in device pixels; the largest when none is; null
 * when there are no renditions (the caller then plays the default source).
 */
export function chooseRendition(renditions: readonly VideoRendition[] | undefined, renderedHeight: number, pixelRatio = 1): VideoRendition | null {
  if (!renditions?.length) return null;
  const sorted = [...renditions].sort((a, b) => a.height - b.height);
  const needed = Math.max(0, renderedHeight) * Math.min(MAX_PIXEL_RATIO, Math.max(1, pixelRatio || 1));
  return sorted.find((rendition) => rendition.height >= needed) ?? sorted[sorted.length - 1] ?? null;
}

/** The player's height from its width when only the width is known (its box keeps the video's aspect ratio). */
export function renderedHeightFor(width: number, videoWidth: number, videoHeight: number): number {
  if (videoWidth <= 0) return 0;
  return (width * videoHeight) / videoWidth;
}
