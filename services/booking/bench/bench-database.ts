// What the booking benchmarks share: a scratch database on DATABASE_URL's server (or localhost), what booking reads of
// the other services (identity's and measures' own schemas, the catalogue's listing view over a table of their own),
// and a schedule open every day.
import { randomBytes } from 'node:crypto';
import type { ScheduleConfig } from '@emind/domain';
import { identityMigrations } from '@emind/identity';
import { measuresMigrations } from '@emind/measures';
import { migrateSchema, type DatabaseHandle } from '@emind/server-kit';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(query: (db: Kysely<unknown>) => Promise<unknown>): Promise<void> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }) });
  try {
    await query(db);
  } finally {
    await db.destroy();
  }
}

/** A new empty database named `{prefix}_{random}`; `drop()` removes it, connections and all. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer((db) => sql`create database ${sql.id(name)}`.execute(db));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer((db) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(db)) };
}

/**
 * Every view booking reads, before booking starts: identity's and measures' (the declared minors a booking is checked
 * against) by their own migrations, the catalogue's listing over `public.bench_listing`, which the benchmarks fill.
 */
export async function prepareBookingNeighbours(handle: DatabaseHandle): Promise<void> {
  await migrateSchema(handle, identityMigrations);
  await migrateSchema(handle, measuresMigrations);
  await sql`create table public.bench_listing (profile_id integer primary key, verification_status text, approved_price integer)`.execute(handle.db);
  await sql`create schema catalogue`.execute(handle.db);
  await sql`create view catalogue.psychologist_listing as select * from public.bench_listing`.execute(handle.db);
}

export const openEveryDay: ScheduleConfig = Object.fromEntries(
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => [day, { enabled: true, timeBlocks: [{ startTime: '08:00', endTime: '20:00' }] }]),
);

/** A psychologist booking takes: listed (VERIFIED at 20000), with a bank account, open every day from 08:00 to 20:00. */
export async function makeBookable(handle: DatabaseHandle, profileId: number): Promise<void> {
  await sql`insert into public.bench_listing values (${profileId}, 'VERIFIED', 20000)`.execute(handle.db);
  await sql`update identity.profiles set bank_name = 'BANCO_ESTADO', bank_account_type = 'RUT', bank_account_number = '12345678',
    bank_account_owner = 'Bench', bank_account_owner_rut = '12.345.678-5', bank_account_owner_email = 'b@bench.cl' where id = ${profileId}`.execute(handle.db);
  for (const day of Object.keys(openEveryDay)) {
    await sql`insert into booking.schedule_blocks (psychologist_id, day_of_week, start_time, end_time) values (${profileId}, ${day}, '08:00', '20:00')`.execute(handle.db);
  }
}
