import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateSchema, type ServiceMigrations } from './migrations.ts';
import type { FastifyInstance } from 'fastify';

import type {} from 'vitest';

// The global setup provides the migrated PGlite dump to every test file (`inject('pgliteDump')`).
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string | null;
  }
}

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
  const handle = await openDatabase({ pgliteDataDir: 'memory://', ...(loadDataDir ? { loadDataDir } : {}) });
  if (!loadDataDir) for (const set of options.migrations) await migrateSchema(handle, set);
  return handle;
}

async function adminQuery(databaseUrl: string, query: (db: Kysely<unknown>) => Promise<unknown>): Promise<void> {
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
  try {
    await query(admin);
  } finally {
    await admin.destroy();
  }
}

async function openFreshPostgres(databaseUrl: string, migrations: ServiceMigrations[]): Promise<DatabaseHandle> {
  const name = `emind_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, (db) => sql`create database ${sql.id(name)}`.execute(db));
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

/** Global setup: migrate a PGlite once and dump it, so each test file starts from the dump. */
export async function dumpMigratedPglite(migrations: ServiceMigrations[]): Promise<Blob> {
  const handle = await openDatabase({ pgliteDataDir: 'memory://' });
  try {
    for (const set of migrations) await migrateSchema(handle, set);
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
