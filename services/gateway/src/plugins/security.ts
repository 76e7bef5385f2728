import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Strict CSP: no inline script (tokens live in localStorage) but the gateway's own, allowed by their hashes
 * (`scriptSources`); inline styles only because emotion injects them.
 */
export const securityPlugin = fp<{ scriptSources: readonly string[] }>(
  async (app, { scriptSources }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptSources],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          // Payment proofs (PDF) are previewed in a frame from a blob URL fetched with the bearer token.
          frameSrc: ["'self'", 'blob:'],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'gateway-security', fastify: '5.x' },
);
