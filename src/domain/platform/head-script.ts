/**
 * The one inline script of every page, at the top of its <head> and allowed by its SHA-256 in the
 * Content-Security-Policy (src/server/plugins/security.ts): the site's image fallback, and for a browser that lacks
 * invoker commands or `<dialog closedby>`, the loading of the polyfills (src/client/polyfills.ts), logging 'Could not
 * load the polyfills' when that fails. A current browser loads nothing.
 */
import { IMAGE_FALLBACK_SCRIPT } from '#domain/imagery/image-fallback.ts';

export const POLYFILL_LOAD_FAILED = 'Could not load the polyfills';

/** The script for a build whose polyfills are at `polyfills` (null without a browser build: nothing to load). */
export function headScript(polyfills: string | null): string {
  if (!polyfills) return IMAGE_FALLBACK_SCRIPT;
  const loader = [
    "if(!('command' in HTMLButtonElement.prototype)||!('closedBy' in HTMLDialogElement.prototype)){",
    "var s=document.createElement('script');s.type='module';",
    `s.src=${JSON.stringify(polyfills)};`,
    `s.onerror=function(){console.error(${JSON.stringify(POLYFILL_LOAD_FAILED)})};`,
    'document.head.appendChild(s)}',
  ].join('');
  return `${IMAGE_FALLBACK_SCRIPT};${loader}`;
}
