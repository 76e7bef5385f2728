import type { FastifyInstance } from 'fastify';
import { createAppMetrics, type AppMetrics } from './app-metrics.ts';
import { closeMetricsServer } from './metrics-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The route label of requests no route matched (404s, the gateway's SPA fallback): one label, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Gives the app its metrics and times every answer by its route pattern, so ids and e-mails never become labels. */
export function useMetrics(app: FastifyInstance): void {
  const metrics = createAppMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.requestDuration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onClose', closeMetricsServer);
}
