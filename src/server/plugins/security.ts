/** Security headers for every answer: a strict Content-Security-Policy (no inline script at all), and friends. */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

export default fp<{ hsts: boolean }>(
  async (app, { hsts }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
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
