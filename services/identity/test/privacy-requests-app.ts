import { bookingMigrations } from '@emind/booking';
import { catalogueMigrations } from '@emind/catalogue';
import { measuresMigrations } from '@emind/measures';
import { reviewsMigrations } from '@emind/reviews';
import { sessionsMigrations } from '@emind/sessions';
import { privacyServices, schemaDb, storageFromEnv, type DatabaseHandle, type PrivacyService } from '@emind/server-kit';
import { insertBookingAppointment, serviceTestApp, type ServiceTestApp } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import identity, { type PrivacyJobContext } from '../src/app.ts';
import type { IdentityConfig } from '../src/config.ts';
import { identityMigrations } from '../src/db/migrations.ts';
import type { IdentityDatabase } from '../src/db/schema.ts';
import { userIdOf } from '../src/privacy/requests/access-log.repository.ts';
import { identityTestConfig, type TestSession } from '../src/testing.ts';

/**
 * Identity over a database with all the services' schemas (data requests read the other services' published views: parts,
 * access events, upcoming sessions), with a clock the test can pin; unpinned it is the real one.
 */
export interface PrivacyTestApp extends ServiceTestApp {
  config: IdentityConfig;
  clock: { pinned: Date | null };
}

export async function buildPrivacyTestApp(overrides: Partial<IdentityConfig> = {}): Promise<PrivacyTestApp> {
  return serviceTestApp({
    name: 'identity-privacy',
    migrations: [identityMigrations, catalogueMigrations, bookingMigrations, reviewsMigrations, sessionsMigrations, measuresMigrations],
    mount: async (app, { database, dataDir }) => {
      const config = identityTestConfig(dataDir, overrides);
      const clock: { pinned: Date | null } = { pinned: null };
      await app.register(identity, { prefix: '/api', database, config, now: () => clock.pinned ?? new Date() });
      return { config, clock };
    },
  });
}

let slot = 0;
/**
 * An appointment in booking's own table (the view `upcoming_sessions` is booking's, read as is), `days` ahead,
 * each at its own hour so the overlap constraints never meet. Ids are profile ids, as booking keeps them.
 */
export async function insertAppointment(
  database: DatabaseHandle,
  row: { clientProfileId: number; psychologistProfileId: number; status: string; days: number },
): Promise<number> {
  slot += 1;
  const startsAt = new Date(Date.now() + row.days * 86_400_000 + slot * 3_600_000);
  startsAt.setUTCMinutes(0, 0, 0);
  return insertBookingAppointment(database.db, {
    psychologistProfileId: row.psychologistProfileId, clientProfileId: row.clientProfileId, startsAt, minutes: 60,
    status: row.status, paymentAmount: 30000, isFirst: true, holdExpiresAt: new Date(startsAt.getTime() + 3_600_000),
  });
}

/** The jobs' context over the test app's database and data folder, on the test's clock. */
export function jobContext(t: PrivacyTestApp): PrivacyJobContext {
  return {
    db: schemaDb<IdentityDatabase>(t.database, 'identity'),
    storage: storageFromEnv(t.config.dataDir),
    config: t.config,
    now: () => t.clock.pinned ?? new Date(),
  };
}

/** The account id behind a test session (what the access log and the requests record). */
export async function userIdOfSession(t: PrivacyTestApp, session: TestSession): Promise<number> {
  const id = await userIdOf(schemaDb<IdentityDatabase>(t.database, 'identity'), session.email);
  if (id === undefined) throw new Error(`no account for ${session.email}`);
  return id;
}

/** A service's part of a request, as that service's privacy job would have written it. */
export async function insertPart(
  database: DatabaseHandle,
  schema: PrivacyService,
  requestId: number,
  kind: 'export' | 'erasure',
  part: { data?: Record<string, unknown>; files?: { name: string; key: string }[] } = {},
): Promise<void> {
  await sql`insert into ${sql.table(`${schema}.privacy_work`)} (request_id, kind, data, files)
    values (${requestId}, ${kind}, ${kind === 'export' ? JSON.stringify(part.data ?? {}) : null}::jsonb, ${JSON.stringify(part.files ?? [])}::jsonb)`.execute(database.db);
}

/** An empty part of every other service of the manifest that has not written one yet, as their jobs would. */
export async function insertRemainingParts(database: DatabaseHandle, requestId: number, kind: 'export' | 'erasure'): Promise<void> {
  for (const schema of privacyServices.filter((name) => name !== 'identity')) {
    const { rows } = await sql`select 1 from ${sql.table(`${schema}.privacy_work`)} where request_id = ${requestId}`.execute(database.db);
    if (rows.length === 0) await insertPart(database, schema, requestId, kind);
  }
}
