import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const helmetOptions = (scriptSources: readonly string[], formTargets: readonly string[]): HelmetOptions => ({
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
      // Webpay's payment form takes the card payment by a form POST of its token (services/payments).
      formAction: ["'self'", ...formTargets],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * What helmet writes, worked out once: with static directives (no nonce, no per-request function) its headers are
 * the same on every answer. @fastify/helmet built helmet's middleware, and parsed the CSP, on every request.
 */
export function securityHeaders(scriptSources: readonly string[], formTargets: readonly string[] = []): OutgoingHttpHeaders {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(helmetOptions(scriptSources, formTargets))(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return response.getHeaders();
}

/**
 * Strict CSP: no inline script (tokens live in localStorage) but the gateway's own, allowed by their hashes
 * (`scriptSources`); inline styles only because emotion injects them. Every answer carries the headers.
 */
export const securityPlugin = fp<{ scriptSources: readonly string[]; formTargets?: readonly string[] }>(
  async (app, { scriptSources, formTargets = [] }) => {
    const headers = securityHeaders(scriptSources, formTargets);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'gateway-security', fastify: '5.x' },
);
