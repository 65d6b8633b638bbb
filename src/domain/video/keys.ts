/** Keyboard rules of the player's controls (the WAI-ARIA slider pattern for volume, the transcript's scroll). */
import { TRANSCRIPT_SCROLL_STEP, VOLUME_MAX, VOLUME_MIN, VOLUME_PAGE_STEP, VOLUME_STEP } from './constants.ts';
import { clampVolume } from './machine.ts';

/**
 * The volume a key moves the slider to, or null when the key is not the slider's: arrows ±5 (right/up louder),
 * Page Up/Down ±20, Home 0, End 100.
 */
export function volumeForKey(volume: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampVolume(volume + VOLUME_STEP);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampVolume(volume - VOLUME_STEP);
    case 'PageUp':
      return clampVolume(volume + VOLUME_PAGE_STEP);
    case 'PageDown':
      return clampVolume(volume - VOLUME_PAGE_STEP);
    case 'Home':
      return VOLUME_MIN;
    case 'End':
      return VOLUME_MAX;
    default:
      return null;
  }
}

/** The slider's value for a pointer at `x` across a track from `left` of `width` pixels, in steps of 5. */
export function volumeAtPointer(x: number, left: number, width: number): number {
  if (width <= 0) return VOLUME_MAX;
  const fraction = Math.min(1, Math.max(0, (x - left) / width));
  return clampVolume(Math.round((fraction * VOLUME_MAX) / VOLUME_STEP) * VOLUME_STEP);
}

/** How far (px) a key scrolls the transcript panel, or null for keys it leaves to the browser. */
export function transcriptScrollForKey(key: string): number | null {
  if (key === 'ArrowDown') return TRANSCRIPT_SCROLL_STEP;
  if (key === 'ArrowUp') return -TRANSCRIPT_SCROLL_STEP;
  return null;
}

/** Seconds an arrow key moves the seek bar: one second in a short film, five in anything a minute or longer. */
export function seekStep(duration: number): number {
  return Number.isFinite(duration) && duration >= 60 ? 5 : 1;
}

/** `m:ss` (or `h:mm:ss`), for the time display; unknown times read 0:00. */
export function formatTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
