import httpProxy from '@fastify/http-proxy';
import { clientHungUp, messages, REQUEST_ID_HEADER } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';

/** How long the gateway waits for a service's host to take a connection. */
export const UPSTREAM_CONNECT_TIMEOUT_MS = 3000;

/**
 * Split mode: forwards each service's /api prefixes to its own process. The gateway alone decides who the
 * client is (its own EMIND_TRUST_PROXY: the load balancer) and tells the service that one address; the
 * services trust only the gateway's hop. The request id goes along, so the service's log lines carry it too.
 */
export async function proxyPrefixes(app: FastifyInstance, upstream: string, prefixes: readonly string[], options: { websocket?: boolean } = {}): Promise<void> {
  for (const prefix of prefixes) {
    await app.register(httpProxy, {
      upstream,
      // The video room's signaling socket: the upgrade goes through to the service, ticket and all.
      ...(options.websocket ? { websocket: true as const } : {}),
      prefix: `/api${prefix}`,
      rewritePrefix: `/api${prefix}`,
      // A host that is gone (a machine down) does not refuse the connection, it never answers it: the same 503
      // as a refusal after a few seconds, rather than undici's 504 after 10.
      undici: { connect: { timeout: UPSTREAM_CONNECT_TIMEOUT_MS } },
      replyOptions: {
        // Node rejects a forwarded `expect: 100-continue` on multipart uploads; the gateway already read the body.
        rewriteRequestHeaders: (request, headers) => {
          const { expect: _expect, ...rest } = headers;
          return { ...rest, 'x-forwarded-for': request.ip, [REQUEST_ID_HEADER]: request.id };
        },
        // A service that is down or restarting is a 503 for its routes only (a timeout a 504), never a 500.
        onError: (reply, { error }) => {
          if (clientHungUp(reply.request)) {
            reply.log.info({ err: error, upstream }, 'client hung up');
          } else {
            reply.log.warn({ err: error, upstream }, 'service unavailable');
          }
          const { statusCode, code } = error as { statusCode?: number; code?: string };
          const timedOut = statusCode === 504 && code !== 'UND_ERR_CONNECT_TIMEOUT';
          return reply.code(timedOut ? 504 : 503).send({ detail: messages.serviceUnavailable, request_id: reply.request.id });
        },
      },
    });
  }
}
