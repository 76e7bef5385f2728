import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { grantPublishedViews, messages, portVariable, rolePasswords, serviceDatabaseUrl, serviceRole, serviceNames, upstreamVariable } from '@emind/server-kit';
import { adminQuery } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/split/prepare-database.ts';
import { freePort, ServiceProcess, waitFor } from './processes.ts';

const adminUrl = process.env.DATABASE_URL;
const services = serviceNames.map((name) => ({ name, script: `services/${name}/src/server.ts`, portVar: portVariable(name), urlVar: upstreamVariable(name) }));

describe.skipIf(!adminUrl)('split mode: every service its own process and Postgres role behind the gateway (needs DATABASE_URL)', () => {
  const database = `emind_split_${randomBytes(5).toString('hex')}`;
  // Roles belong to the whole cluster: this run's own, so parallel runs and start:split keep theirs.
  const rolePrefix = `emind_s${randomBytes(4).toString('hex')}`;
  const passwords = rolePasswords();
  const running = new Map<string, ServiceProcess>();
  let gatewayUrl = '';
  let dataDir = '';
  let splitDatabaseUrl = '';

  beforeAll(async () => {
    await adminQuery(adminUrl, (db) => sql`create database ${sql.id(database)}`.execute(db));
    const url = new URL(adminUrl!);
    url.pathname = `/${database}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'emind-split-'));
    const databaseUrl = url.toString();
    // As start:split does: every service migrated as its own role before any starts (each refuses to start without
    // the views it reads).
    await prepareDatabase({ adminUrl: databaseUrl, passwords, prefix: rolePrefix });
    const shared = {
      DATABASE_URL: databaseUrl, EMIND_DATA_DIR: dataDir, EMIND_SEED_DEMO: 'true', EMIND_RATE_LIMITS: 'false', HOST: '127.0.0.1',
      EMIND_TRUST_PROXY: 'loopback', EMIND_JOB_INTERVAL_MS: '500',
    };
    splitDatabaseUrl = databaseUrl;
    const upstreams: Record<string, string> = {};
    // One after another, as start:split does, each as its own role: each seeds from what the one before
    // published, granted once it has migrated.
    for (const service of services) {
      const port = await freePort();
      const ownRole = { DATABASE_URL: serviceDatabaseUrl(databaseUrl, service.name, passwords[service.name], rolePrefix) };
      const process = new ServiceProcess(service.script, { ...shared, ...ownRole, [service.portVar]: String(port) });
      process.start();
      running.set(service.name, process);
      upstreams[service.urlVar] = `http://127.0.0.1:${port}`;
      await waitFor(`${upstreams[service.urlVar]}/api/${service.name}/health`);
      await adminQuery(databaseUrl, (db) => grantPublishedViews(db, rolePrefix));
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
    await adminQuery(adminUrl, async (db) => {
      await sql`drop database if exists ${sql.id(database)} with (force)`.execute(db);
      for (const service of serviceNames) await sql`drop role if exists ${sql.id(serviceRole(service, rolePrefix))}`.execute(db);
    });
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
    const listed = (await (await directory()).json()) as { count: number; results: { id: number; name: string }[] };
    expect(listed.count).toBeGreaterThan(0);
    // The gateway prerenders a profile from the catalogue it proxies to.
    const first = listed.results[0]!;
    expect(await (await fetch(`${gatewayUrl}/especialistas/${first.id}`)).text()).toContain(`<h1>${first.name}</h1>`);

    const booking = running.get('booking')!;
    await booking.stop();
    const down = await mine();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ detail: messages.serviceUnavailable, request_id: down.headers.get('x-request-id') });
    expect((await directory()).status).toBe(200);
    expect((await api('/comments/public/psychologist/999999/reviews/')).status).toBe(404);

    booking.start();
    await waitFor(`${gatewayUrl}/api/health`);
    const deadline = Date.now() + 60_000;
    while ((await mine()).status !== 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mine()).status).toBe(200);
  }, 180_000);

  /** Which services have done their part of a data request (each writes its own schema's privacy_work). */
  async function partsDone(requestId: number): Promise<string[]> {
    const done: string[] = [];
    await adminQuery(splitDatabaseUrl, async (db) => {
      for (const service of serviceNames) {
        const { rows } = await sql`select 1 from ${sql.table(`${service}.privacy_work`)} where request_id = ${requestId}`.execute(db);
        if (rows.length > 0) done.push(service);
      }
    });
    return done.sort();
  }

  async function until(check: () => Promise<boolean>, ms = 60_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('not reached in time');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  it('erases in every service while identity is down, and a stopped service does its part when it is back', async () => {
    const json = { 'content-type': 'application/json' };
    const email = `split.borrar.${randomBytes(3).toString('hex')}@test.cl`;
    const register = await api('/auth/register/', {
      method: 'POST', headers: json,
      body: JSON.stringify({ email, username: email, password: 'Demo1234!', password2: 'Demo1234!', user_type: 'client', first_name: 'Tomás', last_name: 'Partido', phone_number: '+56 9 2222 3333' }),
    });
    expect(register.status).toBe(201);
    const login = await api('/auth/login/', { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'Demo1234!' }) });
    const { access } = (await login.json()) as { access: string };

    const booking = running.get('booking')!;
    const identity = running.get('identity')!;
    await booking.stop();
    const erased = await api('/privacy/erasure/', { method: 'POST', headers: { ...json, authorization: `Bearer ${access}` }, body: JSON.stringify({ password: 'Demo1234!' }) });
    expect(erased.status).toBe(202);
    const { id } = (await erased.json()) as { id: number };
    await identity.stop();

    // Identity may have done its own part before it stopped (it finishes its running job when it drains): only
    // booking's absence is certain.
    const done = async (service: string) => (await partsDone(id)).includes(service);
    await until(async () => (await done('catalogue')) && (await done('reviews')));
    expect(await done('booking')).toBe(false);
    booking.start();
    await until(() => done('booking'));
    identity.start();
    await until(async () => (await partsDone(id)).length === services.length);
    await adminQuery(splitDatabaseUrl, async (db) => {
      await until(async () => {
        const { rows } = await sql<{ status: string }>`select status from identity.data_requests where id = ${id}`.execute(db);
        return rows[0]?.status === 'done';
      });
    });
    await waitFor(`${gatewayUrl}/api/health`);
  }, 180_000);
});
