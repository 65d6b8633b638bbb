/**
 * Security headers for every answer: a strict Content-Security-Policy (no inline script but the pages' head script,
 * src/domain/platform/head-script.ts, allowed by its hash), and friends.
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The CSP source that allows exactly `script` inline, and no other inline script. */
export const inlineScriptSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/**
 * The headers for an answer Fastify writes itself before any hook runs (a path that is not valid UTF-8, a path
 * segment over the router's limit): nothing may be loaded, framed or sniffed from it.
 */
export function bareSecurityHeaders(hsts: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; object-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}

export default fp<{ hsts: boolean; headScript: string; /** A static-map provider's origin, when one draws the maps. */ mapsOrigin?: string | null }>(
  async (app, { hsts, headScript, mapsOrigin = null }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", inlineScriptSource(headScript)],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', ...(mapsOrigin ? [mapsOrigin] : [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(hsts ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: hsts ? { maxAge: 63_072_000, includeSubDomains: true, preload: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      return payload;
    });
  },
  { name: 'security' },
);
