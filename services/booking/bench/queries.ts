/**
 * Statements one booking sends to Postgres (DATABASE_URL or localhost), counted in-process with a Kysely log
 * hook, in a scratch database it creates and drops. Prints the count per booking and the statements of the last.
 *
 *   npx tsx services/booking/bench/queries.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import identity from '@emind/identity';
import { identityTestConfig, registerSession } from '@emind/identity/testing';
import { createServer, type DatabaseHandle } from '@emind/server-kit';
import { availableDays } from '@emind/domain';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import booking from '../src/app.ts';
import { bookingDefaults } from '../src/config.ts';
import { createScratchDatabase, openEveryDay, prepareBookingNeighbours } from './bench-database.ts';

const BOOKINGS = 20;

const database = await createScratchDatabase('emind_queries');
const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-queries-'));
let statements: string[] = [];
const db = new Kysely<unknown>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 5 }) }),
  log: (event) => {
    statements.push(event.query.sql.replace(/\s+/g, ' '));
  },
});
const handle: DatabaseHandle = { kind: 'postgres', db, pglite: null, close: () => db.destroy() };
try {
  await prepareBookingNeighbours(handle);
  const app = createServer({ logLevel: 'silent' });
  await app.register(identity, { prefix: '/api', database: handle, config: identityTestConfig(dataDir) });
  await app.register(booking, {
    prefix: '/api', database: handle,
    config: { dataDir, databaseUrl: database.url, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined, ...bookingDefaults, jobIntervalMs: 3_600_000 },
  });
  await app.ready();
  const psychologist = await registerSession(app, 'psychologist');
  const client = await registerSession(app, 'client');
  await sql`insert into public.bench_listing values (${psychologist.profileId}, 'VERIFIED', 20000)`.execute(db);
  await sql`update identity.profiles set bank_name = 'BANCO_ESTADO', bank_account_type = 'RUT', bank_account_number = '12345678',
    bank_account_owner = 'Bench', bank_account_owner_rut = '12.345.678-5', bank_account_owner_email = 'b@bench.cl' where id = ${psychologist.profileId}`.execute(db);
  for (const day of Object.keys(openEveryDay)) {
    await sql`insert into booking.schedule_blocks (psychologist_id, day_of_week, start_time, end_time) values (${psychologist.profileId}, ${day}, '08:00', '20:00')`.execute(db);
  }
  const slots = availableDays(openEveryDay, new Date()).flatMap((day) => day.slots.map((slot) => ({ date: day.date, ...slot })));
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
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
