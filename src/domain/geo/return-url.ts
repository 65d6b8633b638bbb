/**
 * Where the confirm-ZIP and confirm-retailer pages send the visitor afterwards (`?returnUrl=`). Only a path of this
 * site is accepted, so the pages can never be used to send someone elsewhere (an open redirect): it must start with
 * one '/', and neither it nor its percent-decoded form may hold '//', a backslash, whitespace, control or invisible
 * formatting characters. Its query is kept, its fragment dropped, and the language prefix (`/es/…`) is untouched.
 * The answer is ASCII (non-ASCII is percent-encoded), so it is always fit for a `Location` header.
 */
import { splitLanguage } from '#domain/i18n/paths.ts';

export const RETURN_URL_MAX_LENGTH = 2000;
/** A base that can never be a real origin, to let the URL parser normalise the path. */
const BASE = 'https://return-url.invalid';
const MAX_DECODE_ROUNDS = 4;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\s\\]|\p{Cf}/u;

/** Decodes percent-encoding until nothing changes; null when it is malformed or nested too deep. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

function isSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The checked same-site path (with its query), or null when the input is not one. */
export function checkReturnPath(input: unknown): string | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > RETURN_URL_MAX_LENGTH) return null;
  if (FORBIDDEN.test(input)) return null;
  const hashAt = input.indexOf('#');
  const withoutHash = hashAt >= 0 ? input.slice(0, hashAt) : input;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = queryAt >= 0 ? withoutHash.slice(queryAt) : '';
  if (!isSitePath(path) || path.includes('//')) return null;
  const decoded = fullyDecoded(path);
  if (decoded === null || !isSitePath(decoded) || decoded.includes('//') || FORBIDDEN.test(decoded)) return null;
  let url: URL;
  try {
    url = new URL(`${path}${query}`, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const result = `${url.pathname}${url.search}`;
  if (!isSitePath(result) || result.length > RETURN_URL_MAX_LENGTH) return null;
  return result;
}

/** The checked return path, or `fallback` (a path the caller trusts, such as the language's home page). */
export function safeReturnPath(input: unknown, fallback: string): string {
  return checkReturnPath(input) ?? fallback;
}

/** `?returnUrl=…` for a link to a confirm page; empty when there is nothing safe to carry. */
export function returnUrlQuery(returnPath: string | null | undefined): string {
  const checked = checkReturnPath(returnPath);
  return checked ? `returnUrl=${encodeURIComponent(checked)}` : '';
}

/**
 * The geogate's redirect: the confirm-retailer page in the language of the original address — keeping an explicit
 * `/en/`, `/es/` or `/zh/` prefix as it was — with the original path and query as `returnUrl`, and
 * `wcmmode=disabled` carried when the page had it.
 */
export function geogateLocation(originalUrl: string, wcmmodeDisabled = false): string {
  return `${addressPrefix(originalUrl)}/confirm-your-retailer.html?returnUrl=${encodeURIComponent(originalUrl)}${wcmmodeDisabled ? '&wcmmode=disabled' : ''}`;
}

/** The language prefix of a site address as it was written (`/es`, `/en`, or '' for an unprefixed English one). */
export function addressPrefix(url: string): string {
  const { lang, explicit } = splitLanguage(url.split(/[?#]/)[0] ?? '');
  return explicit ? `/${lang}` : '';
}
