/**
 * The site's one image fallback: a picture that fails to load is replaced by the not-found picture (or the one its
 * `data-fallback` names), on every page, server-rendered or hydrated, without an island or a handler per image.
 *
 * It is a few hundred bytes of script placed inline at the top of every page's <head>, so it listens before the first
 * <img> is parsed: `error` does not bubble, but a listener on the document in the capture phase hears every image's.
 * The Content-Security-Policy allows exactly this script by its SHA-256 hash (src/server/plugins/security.ts), not
 * inline script in general. A `<picture>`'s sources are removed so the browser cannot pick one of them again, and an
 * image already showing its fallback is left alone (no loop if that fails too); an island that gives the element a
 * new address later gets a fallback again if that one fails. Without script the browser shows the image's alternative text.
 */
import { NOT_FOUND_IMAGE } from './image-paths.ts';

/** The attribute an image may carry to name its own fallback picture instead of the site's not-found one. */
export const FALLBACK_ATTRIBUTE = 'data-fallback';
/** The mark a replaced image carries (for styling and for tests). */
export const FAILED_ATTRIBUTE = 'data-image-failed';

export const IMAGE_FALLBACK_SCRIPT = [
  "document.addEventListener('error',function(e){",
  'var i=e.target;',
  'if(!(i instanceof HTMLImageElement))return;',
  `var f=i.getAttribute('${FALLBACK_ATTRIBUTE}')||'${NOT_FOUND_IMAGE}';`,
  "if(i.getAttribute('src')===f)return;",
  `i.setAttribute('${FAILED_ATTRIBUTE}','');`,
  'var p=i.parentNode;',
  "if(p&&p.nodeName==='PICTURE')p.querySelectorAll('source').forEach(function(s){s.remove()});",
  "i.removeAttribute('srcset');i.removeAttribute('sizes');",
  'i.src=f',
  '},true)',
].join('');
