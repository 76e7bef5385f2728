import { randomBytes } from 'node:crypto';
import { bearer, registerSession, setBankInfo, type TestSession } from '@emind/identity/testing';
import {
  grantPublishedViews,
  migrateSchema,
  openDatabase,
  provisionServiceRoles,
  serviceDatabaseUrl,
  serviceNames,
  serviceRole,
  type DatabaseHandle,
  type ServiceName,
} from '@emind/server-kit';
import { openTestDatabase } from '@emind/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { allMigrations } from './global-setup.ts';

export const CACHE_STATUS = 'x-directory-cache';
/** On Postgres a notification reaches the listening connection a moment after the writer's commit. */
export const soon = { timeout: 3_000, interval: 10 };
export const mondayMornings = { schedule_config: { monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '12:00' }] } } };

export async function expectOk(app: FastifyInstance, method: 'PATCH' | 'POST', url: string, token: string, payload: object): Promise<void> {
  const response = await app.inject({ method, url, headers: bearer(token), payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
}

/** A new psychologist, through the services' own routes, with every listing piece but the weekly schedule. */
export async function psychologistAllButSchedule(app: FastifyInstance, adminToken: string, firstName: string): Promise<TestSession> {
  const session = await registerSession(app, 'psychologist', { first_name: firstName, last_name: 'Caché' });
  await expectOk(app, 'PATCH', '/api/profiles/psychologist-profiles/me/professional/', session.access, {
    university: 'Universidad de Chile', graduation_year: 2015, health_register_number: '123456',
    specialties: ['Terapia Gestalt'], target_populations: ['Adultos (26-40 años)'], intervention_areas: ['Ansiedad'],
  });
  await expectOk(app, 'PATCH', `/api/profiles/admin/psychologists/${session.profileId}/toggle-status/`, adminToken, { verification_status: 'VERIFIED' });
  await expectOk(app, 'POST', `/api/pricing/psychologist-prices/set_psychologist_price/${session.profileId}/`, adminToken, { price: 10000 });
  await setBankInfo(app, session, 'psychologist');
  return session;
}

/** Sets the psychologist's account active or not, as erasure leaves it: no route does (identity's own column). */
export async function setAccountActive(database: DatabaseHandle, session: TestSession, active: boolean): Promise<void> {
  await sql`update identity.users set is_active = ${active} where id = (select user_id from identity.profiles where id = ${session.profileId})`.execute(database.db);
}

export interface ServiceRoles {
  admin: DatabaseHandle;
  /** The connection each service migrated with. */
  asService: Map<ServiceName, DatabaseHandle>;
  /** A new connection as the service's own role (closed by `close`). */
  connectAs(service: ServiceName): Promise<DatabaseHandle>;
  close(): Promise<void>;
}

/** Split mode's shape on a fresh Postgres database: every service migrated as its own role, published views granted. */
export async function migrateAsServiceRoles(databaseUrl: string): Promise<ServiceRoles> {
  const prefix = `emind_c${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const admin = await openTestDatabase({ migrations: [], pgliteDump: null, databaseUrl });
  const name = (await sql<{ name: string }>`select current_database() as name`.execute(admin.db)).rows[0]?.name ?? '';
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  await provisionServiceRoles(admin.db, { password, prefix });
  const handles: DatabaseHandle[] = [];
  const connectAs = async (service: ServiceName): Promise<DatabaseHandle> => {
    const handle = await openDatabase({ databaseUrl: serviceDatabaseUrl(url.toString(), service, password, prefix), poolSize: 2 });
    handles.push(handle);
    return handle;
  };
  const asService = new Map<ServiceName, DatabaseHandle>();
  for (const [index, service] of serviceNames.entries()) {
    const migrations = allMigrations[index];
    if (migrations?.schema !== service) throw new Error(`migrations of ${service} expected at ${index}`);
    const handle = await connectAs(service);
    asService.set(service, handle);
    await migrateSchema(handle, migrations);
    await grantPublishedViews(admin.db, prefix);
  }
  return {
    admin,
    asService,
    connectAs,
    close: async () => {
      for (const handle of handles) await handle.close();
      await admin.close();
      // Roles belong to the cluster, not to the dropped test database.
      const cluster = await openDatabase({ databaseUrl, poolSize: 1 });
      for (const service of serviceNames) await sql`drop role if exists ${sql.id(serviceRole(service, prefix))}`.execute(cluster.db);
      await cluster.close();
    },
  };
}
