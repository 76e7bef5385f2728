import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

/** Split mode: forwards each service's /api prefixes to its own process. */
export async function proxyPrefixes(app: FastifyInstance, upstream: string, prefixes: readonly string[]): Promise<void> {
  for (const prefix of prefixes) {
    await app.register(httpProxy, {
      upstream,
      prefix: `/api${prefix}`,
      rewritePrefix: `/api${prefix}`,
      replyOptions: {
        // Node rejects a forwarded `expect: 100-continue` on multipart uploads; the gateway already read the body.
        rewriteRequestHeaders: (request, headers) => {
          const { expect: _expect, ...rest } = headers;
          const forwarded = [headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
          return { ...rest, 'x-forwarded-for': forwarded };
        },
      },
    });
  }
}
