/**
 * URL signing as the common static-map providers document it: the secret is URL-safe base64; the signature is
 * HMAC-SHA1 of the address's path and query exactly as written, in URL-safe base64 (padding kept), appended as the
 * last parameter, `&signature=…`. The site signs its own static maps this way and, when one is configured, a
 * provider's (DECISIONS.md, "signature for static maps").
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const toStandard = (text: string) => text.replace(/-/g, '+').replace(/_/g, '/');
const toUrlSafe = (text: string) => text.replace(/\+/g, '-').replace(/\//g, '_');

/** The key a URL-safe base64 secret stands for; a random one when none is given (one per process). */
export function signingKey(secret: string | undefined): Buffer {
  return secret ? Buffer.from(toStandard(secret), 'base64') : randomBytes(32);
}

/** The signature of a path and query (`/maps/api/staticmap?center=…`). */
export function urlSignature(pathAndQuery: string, key: Buffer): string {
  return toUrlSafe(createHmac('sha1', key).update(pathAndQuery).digest('base64'));
}

/**
 * `url` (absolute, or a path with its query) with its signature appended. A signature already on it is replaced,
 * so signing twice gives the same address.
 */
export function signUrl(url: string, key: Buffer): { url: string; signature: string } {
  const unsigned = withoutSignature(url) ?? url;
  const start = /^https?:\/\//.test(unsigned) ? unsigned.indexOf('/', unsigned.indexOf('//') + 2) : 0;
  const pathAndQuery = start < 0 ? '/' : unsigned.slice(start);
  const signature = urlSignature(pathAndQuery, key);
  return { url: `${unsigned}${unsigned.includes('?') ? '&' : '?'}signature=${signature}`, signature };
}

const SIGNATURE = /[?&]signature=([A-Za-z0-9_-]+={0,2})$/;

/** The address without its trailing `signature=` parameter; null when it has none. */
export function withoutSignature(url: string): string | null {
  const match = SIGNATURE.exec(url);
  return match ? url.slice(0, match.index) : null;
}

/** True when a request's path and query (`request.url`) end with the signature of everything before it. */
export function hasValidSignature(pathAndQuery: string, key: Buffer): boolean {
  const match = SIGNATURE.exec(pathAndQuery);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(urlSignature(pathAndQuery.slice(0, match.index), key));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
