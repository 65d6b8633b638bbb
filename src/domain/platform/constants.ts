/** Layout and timing constants from the spec, shared by CSS-facing code, islands and tests. */

/** Layout `min-width` breakpoints in px; "mobile" means small or medium (narrower than lg). */
export const BREAKPOINTS = { sm: 0, md: 401, lg: 901, xl: 1201 } as const;
/** Image rendition break points (used to pick image widths, not layout). */
export const IMAGE_BREAKPOINTS = { sm: 400, md: 900, lg: 1200, xl: 1600 } as const;

export function isMobileWidth(width: number): boolean {
  return width < BREAKPOINTS.lg;
}

export const OVERLAY_HIDE_DELAY_MS = 200;
export const OVERLAY_ANIMATION_MS = 600;
export const PRELOAD_CLASS_REMOVAL_MS = 300;
export const WINDOW_EVENT_DEBOUNCE_MS = 100;
export const COOKIE_DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const TRANSLATION_CACHE_MS = 24 * 60 * 60 * 1000;
export const KEY_CODES = { space: 32, enter: 13, escape: 27, tab: 9 } as const;
