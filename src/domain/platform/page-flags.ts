/**
 * The spec's global page state flags (section 4, DECISIONS "global page state flags"): what a page leaves out of the
 * shell, whether it shows low-resolution vehicle pictures, whether retailers' call-tracking numbers are shown, and
 * whether the page needs a retailer (the geogate). They come from three places, merged by `pageFlags`:
 * - the page itself: an authored page's front matter (`flags:`), a site-map page's geogate;
 * - the address: `?view=embed`, a page shown inside a retailer's own site, hides the site's navigation, ribbon,
 *   footer, fixed navigation and back-to link;
 * - the request: the browser's `Save-Data: on` asks for low-resolution pictures.
 */

/** The parts of the shell a page can leave out. */
export const LAYOUT_FLAGS = ['hideNavigation', 'hideRibbon', 'hideFooter', 'hideFixedNavigation', 'hideBackTo'] as const;
export type LayoutFlag = (typeof LAYOUT_FLAGS)[number];

export type PageFlags = Record<LayoutFlag, boolean> & {
  /** Vehicle pictures in their low-detail rendition (the browser sent `Save-Data: on`). */
  lowResolutionImages: boolean;
  /** Retailers' call-tracking numbers are shown instead of their main number (configured per deployment). */
  callTracking: boolean;
  /** The page needs a preferred retailer (the geogate). */
  retailersRequired: boolean;
};

/** The query parameter and value that show a page for embedding: `?view=embed`. */
export const EMBED_PARAM = 'view';
export const EMBED_VALUE = 'embed';

export interface PageFlagInputs {
  /** What the page sets for itself (front matter). */
  page?: Partial<Record<LayoutFlag, boolean>>;
  embed?: boolean;
  saveData?: boolean;
  callTracking?: boolean;
  retailersRequired?: boolean;
}

export function pageFlags({ page = {}, embed = false, saveData = false, callTracking = false, retailersRequired = false }: PageFlagInputs = {}): PageFlags {
  const layout = Object.fromEntries(LAYOUT_FLAGS.map((flag) => [flag, embed || page[flag] === true])) as Record<LayoutFlag, boolean>;
  return { ...layout, lowResolutionImages: saveData, callTracking, retailersRequired };
}

/** The `Save-Data` request header (Client Hints): "on" asks for less data. */
export function wantsSaveData(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && value.trim().toLowerCase() === 'on';
}

const FLAG_NAMES = [...LAYOUT_FLAGS, 'lowResolutionImages', 'callTracking', 'retailersRequired'] as const;

/** The flags that are set, space-separated: the page's `<html data-flags>`, which the islands read back. */
export function flagList(flags: PageFlags): string {
  return FLAG_NAMES.filter((flag) => flags[flag]).join(' ');
}

/** Reads `flagList`'s text back (unknown words are ignored). */
export function parseFlagList(text: string | undefined): PageFlags {
  const set = new Set((text ?? '').split(/\s+/));
  return Object.fromEntries(FLAG_NAMES.map((flag) => [flag, set.has(flag)])) as PageFlags;
}
