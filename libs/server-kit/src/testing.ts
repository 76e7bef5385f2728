import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateSchema, type ServiceMigrations } from './migrations.ts';
import type { PrivacySubject } from './privacy/privacy-parts-job.ts';
import { createServer, type ServerOptions } from './server.ts';
import type { FastifyInstance } from 'fastify';

import { afterAll, afterEach, beforeAll, inject } from 'vitest';

// The global setup migrates once and provides the result to every test file: on PGlite a dump
// (`inject('pgliteDump')`), on Postgres a template database each file's database is copied from.
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string | null;
    postgresTemplate: PostgresTemplate | null;
  }
}

/** A database migrated once per run, and the migrations it holds: each schema's migration names. */
export interface PostgresTemplate {
  name: string;
  migrations: Record<string, string[]>;
}

/**
 * Starting PGlite was 40 % of the service tests' CPU on PGlite (98 files, ~2.5 s each), part of it zeroing its 128 MB
 * of shared buffers. A test file's data fits in 16 MB.
 */
const TEST_PGLITE_SETTINGS = { shared_buffers: '16MB' };

/**
 * A real database for one test file: with DATABASE_URL, a fresh Postgres database (dropped on close);
 * otherwise an in-memory PGlite started from the dump the global setup migrated once.
 */
export async function openTestDatabase(options: {
  migrations: ServiceMigrations[];
  pgliteDump: string | null | undefined;
  databaseUrl?: string | undefined;
}): Promise<DatabaseHandle> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) return openFreshPostgres(databaseUrl, options.migrations);
  const loadDataDir = options.pgliteDump ? new Blob([await readFile(options.pgliteDump)]) : undefined;
  const handle = await openDatabase({ pgliteDataDir: 'memory://', pgliteSettings: TEST_PGLITE_SETTINGS, ...(loadDataDir ? { loadDataDir } : {}) });
  if (!loadDataDir) for (const set of options.migrations) await migrateSchema(handle, set);
  return handle;
}

/** An app a service test drives: its database and data directory are its own, and go with it on close. */
export interface ServiceTestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** A fresh directory for the signing keys, uploads and mail files. */
  dataDir: string;
  close(): Promise<void>;
}

export interface ServiceTestOptions<Mounted extends object> {
  /** Names the data directory (`emind-<name>-…`). */
  name: string;
  /** Every schema the test's services write or read. */
  migrations: ServiceMigrations[];
  /** Before anything is mounted: tables and views standing in for services the test does not mount. */
  prepare?: (database: DatabaseHandle) => Promise<void>;
  /** Silent unless a test reads the log lines. */
  server?: ServerOptions;
  /** Registers the services (identity first, when tokens are needed); what it returns joins the result. */
  mount(app: FastifyInstance, resources: { database: DatabaseHandle; dataDir: string }): Promise<Mounted>;
  /** On a free loopback port, for tests that open real sockets; otherwise only ready for `inject`. */
  listen?: boolean;
  /** Closed before the app: what the test opened besides it (other instances, stand-ins). */
  closeFirst?: () => Promise<void>;
}

/** The one way service tests build their app: test database, data directory, server, services, and closing all of it. */
export async function serviceTestApp<Mounted extends object>(options: ServiceTestOptions<Mounted>): Promise<ServiceTestApp & Mounted> {
  const database = await openTestDatabase({ migrations: options.migrations, pgliteDump: inject('pgliteDump') });
  await options.prepare?.(database);
  const dataDir = await mkdtemp(path.join(tmpdir(), `emind-${options.name}-`));
  const app = createServer(options.server ?? { logLevel: 'silent' });
  const mounted = await options.mount(app, { database, dataDir });
  if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' });
  else await app.ready();
  return {
    ...mounted,
    app,
    database,
    dataDir,
    close: async () => {
      await options.closeFirst?.();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What every service's config holds, as the service tests run it: silent, on no port, its jobs run by the tests. */
export function baseTestConfig(dataDir: string) {
  return { dataDir, databaseUrl: undefined, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined, jobIntervalMs: 3_600_000 } as const;
}

/** The mail settings of a service that sends mail, in tests: nothing goes over SMTP, links point at a test origin. */
export const TEST_MAIL_CONFIG = { smtpUrl: undefined, mailFrom: 'e-mind <no-reply@e-mind.cl>', publicOrigin: 'https://e-mind.test' } as const;

/** What a test file shares: its app as `t`, and whatever else its tests start from (people, records). */
export interface FileSuite {
  t: { close(): Promise<void> };
}

/**
 * Builds a test file's suite before its tests and closes its app after them (registering the hooks itself, so it is
 * called at the top of the file); the fields of what it returns are there once the tests run. `afterEach` puts back
 * what a test may change, such as a clock.
 */
export function appPerFile<Suite extends FileSuite>(build: () => Promise<Suite>, options: { afterEach?: () => void } = {}): Suite {
  // Empty until beforeAll fills it: the file's tests read it only after.
  const suite = {} as Suite;
  beforeAll(async () => {
    Object.assign(suite, await build());
  });
  afterAll(() => suite.t.close());
  const reset = options.afterEach;
  if (reset) afterEach(reset);
  return suite;
}

/** Runs `query` on a connection of its own to `databaseUrl` as its admin (databases, roles, connections), then closes it. */
export async function adminQuery(databaseUrl: string | undefined, query: (db: Kysely<unknown>) => Promise<unknown>): Promise<void> {
  if (!databaseUrl) throw new Error('an admin query needs DATABASE_URL (a Postgres server)');
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
  try {
    await query(admin);
  } finally {
    await admin.destroy();
  }
}

/** The run's template, when it holds exactly the migrations asked for (a file with its own gets an empty database). */
function templateFor(migrations: ServiceMigrations[]): string | undefined {
  const template = inject('postgresTemplate');
  if (!template || migrations.length === 0) return undefined;
  const held = ({ schema, migrations: set }: ServiceMigrations): boolean =>
    template.migrations[schema]?.join() === Object.keys(set).join();
  return migrations.every(held) ? template.name : undefined;
}

async function openFreshPostgres(databaseUrl: string, migrations: ServiceMigrations[]): Promise<DatabaseHandle> {
  const name = `emind_test_${randomBytes(6).toString('hex')}`;
  // Copying the migrated template takes a fraction of migrating (0.3-0.8 s against 3-5 s on the loaded 2 cores);
  // the migrations below then find nothing left to do.
  const template = templateFor(migrations);
  await adminQuery(databaseUrl, (db) => sql`create database ${sql.id(name)}${template ? sql` template ${sql.id(template)}` : sql``}`.execute(db));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  for (const set of migrations) await migrateSchema(handle, set);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(databaseUrl, (db) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(db));
    },
  };
}

/** Global setup on Postgres: a database with every migration applied, for each test file's database to copy. */
export async function createPostgresTemplate(databaseUrl: string, migrations: ServiceMigrations[]): Promise<PostgresTemplate & { drop: () => Promise<void> }> {
  const name = `emind_test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, (db) => sql`create database ${sql.id(name)}`.execute(db));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    for (const set of migrations) await migrateSchema(handle, set);
  } finally {
    await handle.close();
  }
  return {
    name,
    migrations: Object.fromEntries(migrations.map(({ schema, migrations: set }) => [schema, Object.keys(set)])),
    drop: () => adminQuery(databaseUrl, (db) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(db)),
  };
}

/** Global setup: migrate a PGlite once and dump it, so each test file starts from the dump. */
export async function dumpMigratedPglite(migrations: ServiceMigrations[]): Promise<Blob> {
  const handle = await openDatabase({ pgliteDataDir: 'memory://', pgliteSettings: TEST_PGLITE_SETTINGS });
  try {
    for (const set of migrations) await migrateSchema(handle, set);
    // The services use the `postgres` database only; without the two templates the dump is a third smaller
    // (45 → 30 MB, 600 fewer files), and each test file unpacks it.
    for (const template of ['template0', 'template1']) {
      await sql`alter database ${sql.id(template)} is_template false`.execute(handle.db);
      await sql`drop database ${sql.id(template)}`.execute(handle.db);
    }
    if (!handle.pglite) throw new Error('expected PGlite');
    return await handle.pglite.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/**
 * The sum of the series of `name` (a histogram's `_count`/`_sum` too) that carry `labels`, collected as a scrape
 * would; 0 when none does yet.
 */
export async function metricValue(app: FastifyInstance, name: string, labels: Record<string, string | number> = {}): Promise<number> {
  const { registry } = app.metrics;
  const metric = registry.getSingleMetric(name) ?? registry.getSingleMetric(name.replace(/_(count|sum)$/, ''));
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const wanted = Object.entries(labels);
  const matching = values.filter(
    (value) => (('metricName' in value && value.metricName) || name) === name && wanted.every(([key, expected]) => String(value.labels[key]) === String(expected)),
  );
  return matching.reduce((sum, value) => sum + value.value, 0);
}

export interface BookingAppointmentRow {
  psychologistProfileId: number;
  clientProfileId: number;
  startsAt: Date;
  minutes: number;
  status: string;
  paymentAmount: number;
  isFirst: boolean;
  holdExpiresAt: Date;
}

/**
 * An appointment written straight into booking's table, for the tests of services that read booking's published
 * views. The calendar columns are UTC labels that must not cross midnight (start_time < end_time), so a session
 * ending after midnight is labelled to end at 23:59; the instants stay true (overlaps are checked on them).
 */
export async function insertBookingAppointment(db: Kysely<unknown>, row: BookingAppointmentRow): Promise<number> {
  const endsAt = new Date(row.startsAt.getTime() + row.minutes * 60_000);
  const lastMinuteOfDay = Date.parse(row.startsAt.toISOString().slice(0, 10)) + 86_400_000 - 60_000;
  const labelStart = new Date(row.startsAt.getTime() - Math.max(0, endsAt.getTime() - lastMinuteOfDay));
  const labelEnd = new Date(labelStart.getTime() + row.minutes * 60_000);
  const time = (d: Date) => d.toISOString().slice(11, 16);
  const result = await sql<{ id: number }>`
    insert into booking.appointments (psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status,
      payment_method, payment_amount, is_first_appointment, hold_expires_at)
    values (${row.psychologistProfileId}, ${row.clientProfileId}, ${labelStart.toISOString().slice(0, 10)}, ${time(labelStart)},
      ${time(labelEnd)}, ${row.startsAt}, ${endsAt}, ${row.status}, 'transfer', ${row.paymentAmount}, ${row.isFirst}, ${row.holdExpiresAt})
    returning id`.execute(db);
  const [inserted] = result.rows;
  if (!inserted) throw new Error('the appointment was not written');
  return inserted.id;
}

/** The person a privacy request is about, as identity's `profile_directory` gives them (no RUT or phone). */
export async function privacySubjectOf(db: Kysely<unknown>, profileId: number, requestId = 1): Promise<PrivacySubject> {
  const { rows } = await sql<{ user_id: number; user_type: PrivacySubject['userType']; first_name: string; last_name: string; email: string }>`
    select user_id, user_type, first_name, last_name, email from identity.profile_directory where profile_id = ${profileId}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`no profile ${profileId}`);
  return { requestId, userId: row.user_id, userType: row.user_type, email: row.email, firstName: row.first_name, lastName: row.last_name, rut: '', phone: '' };
}
