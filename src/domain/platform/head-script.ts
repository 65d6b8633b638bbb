/**
 * The one inline script of every page, at the top of its <head> and allowed by its SHA-256 in the
 * Content-Security-Policy (src/server/plugins/security.ts): the site's image fallback, the brand font for a returning
 * visitor, and for a browser that lacks invoker commands or `<dialog closedby>`, the loading of the polyfills
 * (src/client/polyfills.ts), logging 'Could not load the polyfills' when that fails. A current browser loads nothing.
 */
import { IMAGE_FALLBACK_SCRIPT } from '#domain/imagery/image-fallback.ts';
import { STORAGE_KEYS } from '#domain/storage/versioning.ts';

/** The class on <html> that draws the page in the brand's web font (tokens.css). */
export const BRAND_FONT_CLASS = 'brand-font';
/** The web font's family, as tokens.css declares it. */
export const BRAND_FONT_FAMILY = 'Inter Variable';

/**
 * The brand font (decision 028): a page is drawn in it only when an earlier page of the site has put it in the
 * browser's cache, so a first visit never waits for 49 KB of font before its first paint. Half a second after a page
 * has loaded and drawn its frames, the font is fetched (not applied: nothing on the page moves) and remembered in
 * local storage.
 */
const BRAND_FONT_SCRIPT = [
  `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.brandFont)}))document.documentElement.classList.add(${JSON.stringify(BRAND_FONT_CLASS)})}catch(e){}`,
  "addEventListener('load',function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(function(){",
  `if(!document.fonts||document.documentElement.classList.contains(${JSON.stringify(BRAND_FONT_CLASS)}))return;`,
  `document.fonts.load(${JSON.stringify(`1em "${BRAND_FONT_FAMILY}"`)}).then(function(f){try{if(f.length)localStorage.setItem(${JSON.stringify(STORAGE_KEYS.brandFont)},'1')}catch(e){}},function(){})`,
  '},500)})})})',
].join('');

export const POLYFILL_LOAD_FAILED = 'Could not load the polyfills';

/** The script for a build whose polyfills are at `polyfills` (null without a browser build: nothing to load). */
export function headScript(polyfills: string | null): string {
  if (!polyfills) return `${IMAGE_FALLBACK_SCRIPT};${BRAND_FONT_SCRIPT}`;
  const loader = [
    "if(!('command' in HTMLButtonElement.prototype)||!('closedBy' in HTMLDialogElement.prototype)){",
    "var s=document.createElement('script');s.type='module';",
    `s.src=${JSON.stringify(polyfills)};`,
    `s.onerror=function(){console.error(${JSON.stringify(POLYFILL_LOAD_FAILED)})};`,
    'document.head.appendChild(s)}',
  ].join('');
  return `${IMAGE_FALLBACK_SCRIPT};${BRAND_FONT_SCRIPT};${loader}`;
}
