import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFoundHandler, useErrorHandling } from './error-handler.ts';
import { requestLogFields } from './log-redaction.ts';
import { useMetrics } from './metrics/request-metrics.ts';
import { releaseUnreadBodies } from './refused-bodies.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';
import { refuseBodiesWhereNoneIsDeclared, validatorCompiler } from './strict-bodies.ts';

z.config(z.locales.es());

export type App = FastifyInstance;

export interface ServerOptions {
  logLevel?: string;
  /** Per-request body limit for JSON (uploads set their own). */
  bodyLimit?: number;
  trustProxy?: boolean | string;
  /** False when the app installs its own root 404 handler (the gateway's SPA fallback). */
  notFoundHandler?: boolean;
  /** How long a plugin may take to start (Fastify's default is 10 s; seeding demo data on a busy machine takes longer). */
  pluginTimeout?: number;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * A Fastify root with the zod compilers, the one error shape, trailing-slash-optional routes and request ids
 * (`x-request-id`, adopted when sane, in every log line as `reqId` and in every answer), and its metrics
 * (`app.metrics`, recorded always, served only where a runner calls `serveMetrics`).
 */
export function createServer(options: ServerOptions = {}): FastifyInstance {
  const logger: FastifyServerOptions['logger'] =
    options.logLevel === 'silent'
      ? false
      : {
          level: options.logLevel ?? 'info',
          // Calendar tokens, reset links and any credential in a query stay out of every log line.
          serializers: { req: requestLogFields },
          ...(options.logStream ? { stream: options.logStream } : {}),
        };
  const app = Fastify({
    logger,
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    requestTimeout: 120_000,
    // On close: idle keep-alive sockets go at once, requests in flight finish; new ones on open sockets get 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Fastify's own requestIdHeader would take any value; requestIdOf keeps only a sane one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    ...(options.pluginTimeout ? { pluginTimeout: options.pluginTimeout } : {}),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', refuseBodiesWhereNoneIsDeclared);
  releaseUnreadBodies(app);
  useMetrics(app);
  // Callback hooks, here and in the other per-request hooks: an async one costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  useErrorHandling(app);
  if (options.notFoundHandler !== false) app.setNotFoundHandler(notFoundHandler);
  return app;
}
