/**
 * Statements one booking sends to Postgres (DATABASE_URL or localhost), counted in-process with a Kysely log
 * hook, in a scratch database it creates and drops. Prints the count per booking and the statements of the last.
 *
 *   npx tsx services/booking/bench/queries.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import identity, { identityMigrations } from '@emind/identity';
import { identityTestConfig, registerSession } from '@emind/identity/testing';
import { createServer, migrateSchema, type DatabaseHandle } from '@emind/server-kit';
import { availableDays } from '@emind/domain';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import booking from '../src/app.ts';
import { bookingDefaults } from '../src/config.ts';

const BOOKINGS = 20;
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const week = { enabled: true, timeBlocks: [{ startTime: '08:00', endTime: '20:00' }] };

async function admin(query: (db: Kysely<unknown>) => Promise<unknown>): Promise<void> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: baseUrl, max: 1 }) }) });
  try {
    await query(db);
  } finally {
    await db.destroy();
  }
}

const name = `emind_queries_${randomBytes(4).toString('hex')}`;
await admin((db) => sql`create database ${sql.id(name)}`.execute(db));
const url = new URL(baseUrl);
url.pathname = `/${name}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-queries-'));
let statements: string[] = [];
const db = new Kysely<unknown>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 5 }) }),
  log: (event) => {
    statements.push(event.query.sql.replace(/\s+/g, ' '));
  },
});
const handle: DatabaseHandle = { kind: 'postgres', db, pglite: null, close: () => db.destroy() };
try {
  await migrateSchema(handle, identityMigrations);
  await sql`create table public.bench_listing (profile_id integer primary key, verification_status text, approved_price integer)`.execute(db);
  await sql`create schema catalogue`.execute(db);
  await sql`create view catalogue.psychologist_listing as select * from public.bench_listing`.execute(db);
  const app = createServer({ logLevel: 'silent' });
  await app.register(identity, { prefix: '/api', database: handle, config: identityTestConfig(dataDir) });
  await app.register(booking, {
    prefix: '/api', database: handle,
    config: { dataDir, databaseUrl: url.toString(), logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined, ...bookingDefaults, jobIntervalMs: 3_600_000 },
  });
  await app.ready();
  const psychologist = await registerSession(app, 'psychologist');
  const client = await registerSession(app, 'client');
  await sql`insert into public.bench_listing values (${psychologist.profileId}, 'VERIFIED', 20000)`.execute(db);
  await sql`update identity.profiles set bank_name = 'BANCO_ESTADO', bank_account_type = 'RUT', bank_account_number = '12345678',
    bank_account_owner = 'Bench', bank_account_owner_rut = '12.345.678-5', bank_account_owner_email = 'b@bench.cl' where id = ${psychologist.profileId}`.execute(db);
  const schedule = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, week]));
  for (const day of Object.keys(schedule)) {
    await sql`insert into booking.schedule_blocks (psychologist_id, day_of_week, start_time, end_time) values (${psychologist.profileId}, ${day}, '08:00', '20:00')`.execute(db);
  }
  const slots = availableDays(schedule, new Date()).flatMap((day) => day.slots.map((slot) => ({ date: day.date, ...slot })));
  let last: string[] = [];
  for (let index = 0; index <= BOOKINGS; index += 1) {
    statements = [];
    const response = await app.inject({
      method: 'POST', url: '/api/appointments/', headers: { authorization: `Bearer ${client.access}` },
      payload: { psychologist: psychologist.profileId, ...slots[index], payment_method: 'transfer' },
    });
    if (response.statusCode !== 201) throw new Error(`booking ${index}: ${response.statusCode} ${response.body}`);
    last = statements;
  }
  console.log(`statements per booking: ${last.length}`);
  for (const statement of last) console.log(`  ${statement}`);
  await app.close();
} finally {
  await db.destroy();
  await admin((admin) => sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin));
  await rm(dataDir, { recursive: true, force: true });
}
