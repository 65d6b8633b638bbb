/** Security headers for every answer: a strict Content-Security-Policy (no inline script at all), and friends. */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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
      reply.header('permissions-policy', 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()');
      return payload;
    });
  },
  { name: 'security' },
);
