import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type App } from '../server.ts';
import { metricValue } from '../testing.ts';
import { UNMATCHED_ROUTE } from './request-metrics.ts';

const apps: App[] = [];
async function appWithRoutes(): Promise<App> {
  const app = createServer({ logLevel: 'silent' });
  app.get('/api/patients/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  app.post('/api/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  apps.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const DURATION = 'emind_http_request_duration_seconds';

describe('request metrics', () => {
  it('counts and times answers by route pattern and status, never by the raw URL', async () => {
    const app = await appWithRoutes();
    for (const id of ['17', '18', 'maria@example.cl']) await app.inject({ method: 'GET', url: `/api/patients/${id}` });
    await app.inject({ method: 'POST', url: '/api/fails' });

    expect(await metricValue(app, `${DURATION}_count`, { method: 'GET', route: '/api/patients/:id', status_code: 200 })).toBe(3);
    expect(await metricValue(app, `${DURATION}_count`, { method: 'POST', route: '/api/fails', status_code: 500 })).toBe(1);
    expect(await metricValue(app, `${DURATION}_sum`, { route: '/api/patients/:id' })).toBeGreaterThan(0);
    const text = await app.metrics.registry.metrics();
    expect(text).not.toContain('maria@example.cl');
    expect(text).not.toMatch(/route="\/api\/patients\/1[78]"/);
  });

  it('puts every unmatched URL under one label', async () => {
    const app = await appWithRoutes();
    for (const url of ['/nope', '/api/unknown/123', '/wp-login.php?x=1']) await app.inject({ method: 'GET', url });
    expect(await metricValue(app, `${DURATION}_count`, { route: UNMATCHED_ROUTE, status_code: 404 })).toBe(3);
    const routes = new Set(((await app.metrics.registry.getSingleMetric(DURATION)?.get())?.values ?? []).map((value) => value.labels.route));
    expect([...routes]).toEqual([UNMATCHED_ROUTE]);
  });

  it('keeps each app’s metrics in its own registry (many apps in one process)', async () => {
    const [first, second] = await Promise.all([appWithRoutes(), appWithRoutes()]);
    await first.inject({ method: 'GET', url: '/api/patients/1' });
    expect(await metricValue(first, `${DURATION}_count`)).toBe(1);
    expect(await metricValue(second, `${DURATION}_count`)).toBe(0);
    expect(first.metrics.registry).not.toBe(second.metrics.registry);
  });

  it('starts the booking counters at zero for each kind and outcome', async () => {
    const app = await appWithRoutes();
    const text = await app.metrics.registry.metrics();
    for (const kind of ['appointment', 'series']) {
      for (const outcome of ['created', 'refused']) expect(text).toContain(`emind_bookings_total{kind="${kind}",outcome="${outcome}"} 0`);
    }
    expect(text).toContain('emind_logins_failed_total 0');
  });
});
