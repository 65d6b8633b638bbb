/** Timing constants from the spec shared by the browser code. */

export const TRANSLATION_CACHE_MS = 24 * 60 * 60 * 1000;
