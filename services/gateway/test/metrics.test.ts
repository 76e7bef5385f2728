import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookingRoutePrefixes } from '@emind/booking';
import { DEMO_PASSWORD } from '@emind/identity';
import { createServer, serveMetrics } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyPrefixes } from '../src/plugins/proxy.ts';
import { buildEmbeddedGateway, type EmbeddedGateway } from './embedded-gateway.ts';

let dir: string;
let embedded: EmbeddedGateway;
let metricsPort: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'emind-metrics-'));
  const webRoot = path.join(dir, 'web');
  // A built shell: without the SPA fallback excluding it, GET /metrics would answer the shell's page with 200.
  await mkdir(path.join(webRoot, 'shell/dist'), { recursive: true });
  await writeFile(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><html><head><title>e-mind</title></head><body><div id="root"></div></body></html>');
  embedded = await buildEmbeddedGateway({ dataDir: path.join(dir, 'data'), webRoot });
  const address = await serveMetrics(embedded.app, { host: '127.0.0.1', port: 0 }, embedded.database);
  if (!address) throw new Error('metrics server not listening');
  metricsPort = address.port;
});
afterAll(async () => {
  await embedded?.close();
  await rm(dir, { recursive: true, force: true });
});

const scrape = async (): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(response.status).toBe(200);
  return response.text();
};

describe('metrics of the embedded process', () => {
  it('are not served on the public port, at the root or under any service', async () => {
    for (const url of ['/metrics', '/metrics/', '/api/metrics', '/api/identity/metrics', '/api/booking/metrics', '/api/catalogue/metrics', '/api/reviews/metrics']) {
      const response = await embedded.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('emind_');
    }
  });

  it('are served on the metrics port, one page for every service mounted in the process', async () => {
    const failed = await embedded.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: 'paciente@e-mind.cl', password: `${DEMO_PASSWORD}x` } });
    expect(failed.statusCode).toBe(401);
    await embedded.app.inject({ method: 'GET', url: '/api/psychologists/' });

    const text = await scrape();
    expect(text).toMatch(/^emind_logins_failed_total 1$/m);
    expect(text).toMatch(/^emind_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/login\/?",status_code="401"\} 1$/m);
    expect(text).toMatch(/^emind_mail_outbox_backlog\{service="identity"\} \d+$/m);
    expect(text).toMatch(/^emind_mail_outbox_backlog\{service="booking"\} \d+$/m);
    expect(text).toMatch(/^emind_mail_outbox_oldest_pending_age_seconds\{service="booking"\} [\d.e+-]+$/m);
    expect(text).toMatch(/^emind_db_pool_max\{driver="(pglite|postgres)"\} \d+$/m);
    expect(text).toMatch(/^emind_bookings_total\{kind="appointment",outcome="created"\} 0$/m);
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('metrics in split mode', () => {
  let service: FastifyInstance;
  let gateway: FastifyInstance;
  let serviceMetrics: AddressInfo | null;

  beforeAll(async () => {
    service = createServer({ logLevel: 'silent' });
    service.get('/api/booking/health', async () => ({ status: 'ok' }));
    serviceMetrics = await serveMetrics(service, { host: '127.0.0.1', port: 0 }, null);
    await service.listen({ port: 0, host: '127.0.0.1' });
    gateway = createServer({ logLevel: 'silent' });
    await proxyPrefixes(gateway, `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`, bookingRoutePrefixes);
    await gateway.ready();
  });
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
  });

  it('a service’s metrics are on its own metrics port, not reachable through the gateway', async () => {
    expect((await gateway.inject({ method: 'GET', url: '/api/booking/health' })).statusCode).toBe(200);
    expect((await gateway.inject({ method: 'GET', url: '/api/booking/metrics' })).statusCode).toBe(404);
    expect((await gateway.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);

    const text = await (await fetch(`http://127.0.0.1:${serviceMetrics?.port}/metrics`)).text();
    expect(text).toMatch(/^emind_http_request_duration_seconds_count\{method="GET",route="\/api\/booking\/health",status_code="200"\} 1$/m);
    // The gateway times what it proxied by the proxy's pattern, never the path asked for.
    const gatewayText = await gateway.metrics.registry.metrics();
    expect(gatewayText).toMatch(/route="\/api\/booking\/\*",status_code="404"\} 1$/m);
    expect(gatewayText).not.toContain('route="/api/booking/metrics"');
  });
});
