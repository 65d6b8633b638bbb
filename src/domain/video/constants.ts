/** The spec's video constants (section 9): renditions, speeds, volume, and every timing the player keeps. */

/** A rendition preset: the picture height and the bit rate the media service encodes it at. */
export interface VideoPreset {
  name: 'small' | 'medium' | 'large' | 'xl';
  height: 360 | 540 | 720 | 1080;
  /** Bits per second, video only. */
  bitrate: number;
}

/** Small 360p/730k, medium 540p/2000k, large 720p/3000k, extra large 1080p/5000k. */
export const VIDEO_PRESETS: readonly VideoPreset[] = [
  { name: 'small', height: 360, bitrate: 730_000 },
  { name: 'medium', height: 540, bitrate: 2_000_000 },
  { name: 'large', height: 720, bitrate: 3_000_000 },
  { name: 'xl', height: 1080, bitrate: 5_000_000 },
];

export const RENDITION_HEIGHTS = [360, 540, 720, 1080] as const;
export type RenditionHeight = (typeof RENDITION_HEIGHTS)[number];

export const PLAYBACK_SPEEDS = [0.5, 1, 1.25, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const DEFAULT_SPEED: PlaybackSpeed = 1;

/** Volume runs 0–100 in the interface (the media element's 0–1 times 100); the keyboard moves it by 5. */
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 100;
export const VOLUME_STEP = 5;
/** Page Up / Page Down move the slider by a larger step, as the WAI-ARIA slider pattern suggests. */
export const VOLUME_PAGE_STEP = 20;

/** On touch devices the controls hide this long after the last touch while the video plays. */
export const CONTROLS_TIMEOUT_MS = 3500;
/** Play/pause requests closer together than this collapse into one (a double tap is not play-then-pause). */
export const PLAY_PAUSE_DEBOUNCE_MS = 200;
/** After the modal closes, the player resets this much later (once the dialog has gone). */
export const MODAL_RESET_DELAY_MS = 500;
/** The transcript panel scrolls this far per arrow key. */
export const TRANSCRIPT_SCROLL_STEP = 30;

/** The player counts as in view from 150 px outside the viewport… */
export const INTERSECTION_ROOT_MARGIN = '150px';
/** …and is observed at 20 evenly spaced thresholds, from 0 (any pixel) to 1 (wholly inside). */
export const INTERSECTION_THRESHOLDS: readonly number[] = Array.from({ length: 20 }, (_, index) => index / 19);
