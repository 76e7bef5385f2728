import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { messages, openDatabase } from '@emind/server-kit';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ServiceProcess, waitFor } from './processes.ts';

const adminUrl = process.env.DATABASE_URL;
const services = [
  { name: 'identity', script: 'services/identity/src/server.ts', portVar: 'IDENTITY_PORT', urlVar: 'IDENTITY_URL' },
  { name: 'catalogue', script: 'services/catalogue/src/server.ts', portVar: 'CATALOGUE_PORT', urlVar: 'CATALOGUE_URL' },
  { name: 'booking', script: 'services/booking/src/server.ts', portVar: 'BOOKING_PORT', urlVar: 'BOOKING_URL' },
  { name: 'reviews', script: 'services/reviews/src/server.ts', portVar: 'REVIEWS_PORT', urlVar: 'REVIEWS_URL' },
] as const;

async function onAdmin(query: (db: Kysely<unknown>) => Promise<unknown>): Promise<void> {
  const handle = await openDatabase({ databaseUrl: adminUrl, poolSize: 1 });
  try {
    await query(handle.db);
  } finally {
    await handle.close();
  }
}

if (!adminUrl) {
  console.log('DATABASE_URL is not set: the split-mode smoke journey (every service its own process on Postgres) did not run');
}

describe.runIf(adminUrl)('split mode: every service its own process behind the gateway, on Postgres', () => {
  const database = `emind_split_${randomBytes(5).toString('hex')}`;
  const running = new Map<string, ServiceProcess>();
  let gatewayUrl = '';
  let dataDir = '';

  beforeAll(async () => {
    await onAdmin((db) => sql`create database ${sql.id(database)}`.execute(db));
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'emind-split-'));
    const shared = { DATABASE_URL: url.toString(), EMIND_DATA_DIR: dataDir, EMIND_SEED_DEMO: 'true', EMIND_RATE_LIMITS: 'false', HOST: '127.0.0.1', EMIND_TRUST_PROXY: 'loopback' };
    const upstreams: Record<string, string> = {};
    // One after another, as start:split does: each seeds from the accounts the one before wrote.
    for (const service of services) {
      const port = await freePort();
      const process = new ServiceProcess(service.script, { ...shared, [service.portVar]: String(port) });
      process.start();
      running.set(service.name, process);
      upstreams[service.urlVar] = `http://127.0.0.1:${port}`;
      await waitFor(`${upstreams[service.urlVar]}/api/${service.name}/health`);
    }
    const port = await freePort();
    const gateway = new ServiceProcess('services/gateway/src/main.ts', { ...shared, ...upstreams, PORT: String(port) });
    gateway.start();
    running.set('gateway', gateway);
    gatewayUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${gatewayUrl}/api/health`);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([...running.values()].map((process) => process.stop()));
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await onAdmin((db) => sql`drop database if exists ${sql.id(database)} with (force)`.execute(db));
  }, 60_000);

  const api = (route: string, init?: RequestInit) => fetch(`${gatewayUrl}/api${route}`, init);

  it('serves a journey through the gateway; a stopped service answers 503 while the others serve, and recovers', async () => {
    const health = await (await api('/health')).json();
    expect(health).toMatchObject({ status: 'ok' });

    const login = await api('/auth/login/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'paciente@e-mind.cl', password: 'Demo1234!' }) });
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
    const mine = () => api('/appointments/client-appointments/', { headers: { authorization: `Bearer ${access}` } });
    const directory = () => api('/profiles/public/psychologists/');
    expect((await mine()).status).toBe(200);
    expect(((await (await directory()).json()) as { count: number }).count).toBeGreaterThan(0);

    const booking = running.get('booking')!;
    await booking.stop();
    const down = await mine();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ detail: messages.serviceUnavailable });
    expect((await directory()).status).toBe(200);
    expect((await api('/comments/public/psychologist/999999/reviews/')).status).toBe(404);

    booking.start();
    await waitFor(`${gatewayUrl}/api/health`);
    const deadline = Date.now() + 60_000;
    while ((await mine()).status !== 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mine()).status).toBe(200);
  }, 180_000);
});
