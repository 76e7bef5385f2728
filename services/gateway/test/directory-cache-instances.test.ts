import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import booking, { bookingDefaults } from '@emind/booking';
import catalogue, { type CatalogueConfig } from '@emind/catalogue';
import identity from '@emind/identity';
import { adminSession, identityTestConfig, type TestSession } from '@emind/identity/testing';
import { CHANGE_FEED_APPLICATION, createServer, type ServiceName } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_STATUS, expectOk, mondayMornings, psychologistAllButSchedule, setAccountActive, soon } from './directory-cache-helpers.ts';
import { migrateAsServiceRoles, type ServiceRoles } from './split/service-roles.ts';

/**
 * Split mode on one Postgres database, each service as its own role: instance A runs identity, catalogue and booking
 * and takes every write; instance B is a second catalogue process whose kept answers must follow A's writes.
 */
const databaseUrl = process.env.DATABASE_URL;
const LIST = '/api/profiles/public/psychologists/?page_size=50&ordering=price';

let roles: ServiceRoles;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
let dataDir: string;
let adminToken: string;
let psychologist: TestSession;

const cardOnB = async (): Promise<{ price: number } | undefined> =>
  (await instanceB.inject({ method: 'GET', url: LIST })).json<{ results: { id: number; price: number }[] }>().results.find((card) => card.id === psychologist.profileId);

/** B's answer from memory (read until kept). */
async function keptOnB(): Promise<{ price: number } | undefined> {
  await expect.poll(async () => (await instanceB.inject({ method: 'GET', url: LIST })).headers[CACHE_STATUS], soon).toBe('HIT');
  return cardOnB();
}

const onA = (method: 'PATCH' | 'POST', url: string, token: string, payload: object) => expectOk(instanceA, method, url, token, payload);

describe.skipIf(!databaseUrl)('the directory kept by two catalogue instances (split mode, each service its own role; needs DATABASE_URL)', () => {
  beforeAll(async () => {
    roles = await migrateAsServiceRoles(databaseUrl!);
    const migratedAs = (service: ServiceName) => {
      const handle = roles.asService.get(service);
      if (!handle) throw new Error(`${service} has no connection`);
      return handle;
    };
    dataDir = await mkdtemp(path.join(tmpdir(), 'emind-cache-instances-'));
    const serviceConfig = { dataDir, databaseUrl: undefined, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined, jobIntervalMs: 3_600_000 };
    const catalogueConfig: CatalogueConfig = serviceConfig;
    instanceA = createServer({ logLevel: 'silent' });
    await instanceA.register(identity, { prefix: '/api', database: migratedAs('identity'), config: identityTestConfig(dataDir) });
    await instanceA.register(catalogue, { prefix: '/api', database: migratedAs('catalogue'), config: catalogueConfig });
    await instanceA.register(booking, { prefix: '/api', database: migratedAs('booking'), config: { ...serviceConfig, ...bookingDefaults } });
    await instanceA.ready();
    instanceB = createServer({ logLevel: 'silent' });
    await instanceB.register(catalogue, { prefix: '/api', database: await roles.connectAs('catalogue'), config: catalogueConfig });
    await instanceB.ready();
    adminToken = (await adminSession(instanceA)).access;
    psychologist = await psychologistAllButSchedule(instanceA, adminToken, 'Bea');
  }, 120_000);

  afterAll(async () => {
    await instanceB?.close();
    await instanceA?.close();
    await roles.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows on instance B at once what identity, catalogue and booking wrote through instance A', async () => {
    expect(await keptOnB()).toBeUndefined();
    // booking's role writes the last piece; its trigger notifies catalogue's listening role.
    await onA('PATCH', '/api/schedules/psychologist-schedule/update/', psychologist.access, mondayMornings);
    await expect.poll(async () => (await cardOnB())?.price, soon).toBe(10000);

    expect((await keptOnB())?.price).toBe(10000);
    await onA('POST', `/api/pricing/psychologist-prices/set_psychologist_price/${psychologist.profileId}/`, adminToken, { price: 13000 });
    await expect.poll(async () => (await cardOnB())?.price, soon).toBe(13000);

    expect(await keptOnB()).toBeDefined();
    await onA('PATCH', `/api/profiles/admin/psychologists/${psychologist.profileId}/toggle-status/`, adminToken, { verification_status: 'VERIFICATION_IN_PROGRESS' });
    await expect.poll(cardOnB, soon).toBeUndefined();
    await onA('PATCH', `/api/profiles/admin/psychologists/${psychologist.profileId}/toggle-status/`, adminToken, { verification_status: 'VERIFIED' });
    await expect.poll(cardOnB, soon).toBeDefined();

    expect(await keptOnB()).toBeDefined();
    await setAccountActive(roles.admin, psychologist, false);
    await expect.poll(cardOnB, soon).toBeUndefined();
  });

  it('keeps nothing while its listening connection is gone, and follows changes again once it is back', async () => {
    await setAccountActive(roles.admin, psychologist, true);
    await expect.poll(cardOnB, soon).toBeDefined();
    await keptOnB();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${CHANGE_FEED_APPLICATION} and datname = current_database()`.execute(roles.admin.db);
    // Lost: what was kept is dropped (a change could go unheard); back: kept again and following changes.
    await expect.poll(async () => (await instanceB.inject({ method: 'GET', url: LIST })).headers[CACHE_STATUS], soon).toBe('MISS');
    expect(await keptOnB()).toBeDefined();
    await onA('POST', `/api/pricing/psychologist-prices/set_psychologist_price/${psychologist.profileId}/`, adminToken, { price: 9000 });
    await expect.poll(async () => (await cardOnB())?.price, soon).toBe(9000);
  });
});
