import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from '../database.ts';
import type { MetricsSettings } from './metrics-config.ts';

/** Each app's metrics server, closed with the app (the hook is the app's own from creation: the app may be listening by now). */
const metricsServers = new WeakMap<FastifyInstance, Server>();

export async function closeMetricsServer(app: FastifyInstance): Promise<void> {
  const server = metricsServers.get(app);
  if (!server) return;
  metricsServers.delete(app);
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

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
 * The process's metrics: the app's registry, Node's process figures and the pool of the process's database
 * handle (null: none), served at `/metrics` on a port of its own, never through the app's public one; closes
 * with the app. A port already taken is logged and the process runs on without
 * metrics: a second instance on one machine (a rolling restart) must not die for want of a metrics port.
 * Returns where it listens, or null.
 */
export async function serveMetrics(app: FastifyInstance, settings: MetricsSettings, database: DatabaseHandle | null): Promise<AddressInfo | null> {
  const { port, host } = settings;
  if (port === null) return null;
  if (database) app.metrics.watchDatabase(database);
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
  metricsServers.set(app, server);
  return address;
}
