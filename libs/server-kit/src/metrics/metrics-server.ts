import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import type { MetricsSettings } from './metrics-config.ts';

function metricsHttpServer(app: FastifyInstance): Server {
  const { registry } = app.metrics;
  return createServer((request, response) => {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found: metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(request.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: collecting failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n');
      },
    );
  });
}

/**
 * Serves the app's registry (plus Node's process metrics) at `/metrics` on a port of its own, never through the
 * app's public one; closes with the app. A port already taken is logged and the process runs on without
 * metrics: a second instance on one machine (a rolling restart) must not die for want of a metrics port.
 * Call it before the app listens (it adds an onClose hook). Returns where it listens, or null.
 */
export async function serveMetrics(app: FastifyInstance, settings: MetricsSettings): Promise<AddressInfo | null> {
  const { port, host } = settings;
  if (port === null) return null;
  collectDefaultMetrics({ register: app.metrics.registry });
  const server = metricsHttpServer(app);
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      app.log.error({ err: error }, `metrics: cannot listen on ${host}:${port}; set EMIND_METRICS_PORT to a free port (or off)`);
      resolve(false);
    });
    server.listen(port, host, () => resolve(true));
  });
  if (!listening) return null;
  const address = server.address() as AddressInfo;
  app.log.info(`metrics at http://${host}:${address.port}/metrics`);
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return address;
}
