import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../config.ts';
import { createServer, type App } from '../server.ts';
import { metricsEnvSchema, metricsSettingsFromEnv } from './metrics-config.ts';
import { serveMetrics } from './metrics-server.ts';

const apps: App[] = [];
function newApp(): App {
  const app = createServer({ logLevel: 'silent' });
  app.get('/api/things', async () => ({ ok: true }));
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const onLoopback = { host: '127.0.0.1', port: 0 };

describe('metrics server', () => {
  it('serves the Prometheus text at /metrics on its own port, and nothing else there', async () => {
    const app = newApp();
    const address = await serveMetrics(app, onLoopback, null);
    await app.ready();
    if (!address) throw new Error('not listening');
    await app.inject({ method: 'GET', url: '/api/things' });

    const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await response.text();
    expect(text).toContain('# TYPE emind_http_request_duration_seconds histogram');
    expect(text).toMatch(/emind_http_request_duration_seconds_count\{method="GET",route="\/api\/things",status_code="200"\} 1/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');

    expect((await fetch(`http://127.0.0.1:${address.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${address.port}/api/things`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${address.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('is not on the app’s own routes', async () => {
    const app = newApp();
    await serveMetrics(app, onLoopback, null);
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('stops with the app, even when started once the app listens', async () => {
    const app = newApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = await serveMetrics(app, onLoopback, null);
    expect((await fetch(`http://127.0.0.1:${address?.port}/metrics`)).status).toBe(200);
    await app.close();
    await expect(fetch(`http://127.0.0.1:${address?.port}/metrics`)).rejects.toThrow();
  });

  it('serves nothing when switched off', async () => {
    expect(await serveMetrics(newApp(), { host: '127.0.0.1', port: null }, null)).toBeNull();
  });

  it('lets the process run on without metrics when the port is taken', async () => {
    const squatter: Server = createHttpServer();
    await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
    try {
      const app = newApp();
      expect(await serveMetrics(app, { host: '127.0.0.1', port: (squatter.address() as AddressInfo).port }, null)).toBeNull();
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/things' })).statusCode).toBe(200);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});

describe('metrics settings', () => {
  it('default to 9464 on loopback; off and 0 are accepted; a bad port names the variable', () => {
    expect(metricsSettingsFromEnv({})).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsSettingsFromEnv({ EMIND_METRICS_PORT: 'off' }).port).toBeNull();
    expect(metricsSettingsFromEnv({ EMIND_METRICS_PORT: '0', EMIND_METRICS_HOST: '0.0.0.0' })).toEqual({ port: 0, host: '0.0.0.0' });
    expect(() => readConfig(metricsEnvSchema, { EMIND_METRICS_PORT: '70000' })).toThrow(ConfigError);
    expect(() => readConfig(metricsEnvSchema, { EMIND_METRICS_PORT: 'nine' })).toThrow(/EMIND_METRICS_PORT/);
  });
});
