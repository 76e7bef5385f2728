/**
 * Weekly series benchmark on Postgres (DATABASE_URL or localhost), in a scratch database it creates and drops.
 * Prints figures, asserts nothing: the latency of POST /api/appointments/series/ booking 12 sessions (one
 * transaction: the booking turn, the check of every date, 12 inserts with their history and the mail), each client
 * a distinct weekday and hour of two psychologists open every day, sent one after another through app.inject.
 *
 *   npx tsx services/booking/bench/series.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import identity from '@emind/identity';
import { identityTestConfig, registerSession } from '@emind/identity/testing';
import { createServer, openDatabase } from '@emind/server-kit';
import { sql } from 'kysely';
import booking from '../src/app.ts';
import { bookingDefaults, type BookingConfig } from '../src/config.ts';
import { createScratchDatabase, makeBookable, prepareBookingNeighbours } from './bench-database.ts';

/** Monday 2026-12-07, 07:00 in Chile: every anchor lies in the first week, so 12 weeks fit in the window. */
const NOW = new Date('2026-12-07T10:00:00Z');
const WARM_UP = 10;
const day = (offset: number) => new Date(Date.UTC(2026, 11, 7 + offset)).toISOString().slice(0, 10);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const scratch = await createScratchDatabase('bench_series');
const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-bench-series-'));
const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
try {
  await prepareBookingNeighbours(handle);
  const app = createServer({ logLevel: 'silent' });
  await app.register(identity, { prefix: '/api', database: handle, config: identityTestConfig(dataDir) });
  const config: BookingConfig = {
    dataDir, databaseUrl: scratch.url, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined,
    ...bookingDefaults, jobIntervalMs: 3_600_000,
  };
  await app.register(booking, { prefix: '/api', database: handle, config, now: () => NOW });
  await app.ready();

  const psychologists = [await registerSession(app, 'psychologist'), await registerSession(app, 'psychologist')];
  for (const psychologist of psychologists) {
    await makeBookable(handle, psychologist.profileId);
  }
  const slots = psychologists.flatMap((psychologist) =>
    Array.from({ length: 7 * 12 }, (_, index) => ({ psychologist: psychologist.profileId, date: day(index % 7), hour: 8 + Math.floor(index / 7) })));
  console.info(`registering ${slots.length} clients…`);
  const clients = [];
  while (clients.length < slots.length) clients.push(await registerSession(app, 'client'));

  const timings: number[] = [];
  let failures = 0;
  for (const [index, slot] of slots.entries()) {
    const hour = String(slot.hour).padStart(2, '0');
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST', url: '/api/appointments/series/', headers: { authorization: `Bearer ${clients[index]?.access}` },
      payload: { psychologist: slot.psychologist, date: slot.date, start_time: `${hour}:00`, end_time: `${String(slot.hour + 1).padStart(2, '0')}:00`, payment_method: 'transfer', weeks: 12 },
    });
    const elapsed = performance.now() - started;
    if (answer.statusCode !== 201) failures += 1;
    else if (index >= WARM_UP) timings.push(elapsed);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const held = (await sql<{ n: string }>`select count(*) as n from booking.appointments where series_id is not null`.execute(handle.db)).rows[0]?.n;
  console.info(`12-session series on Postgres: ${sorted.length} measured (after ${WARM_UP} warm-up), ${failures} not 201, ${held} sessions held`);
  console.info(`p50 ${percentile(sorted, 50).toFixed(1)} ms · p99 ${percentile(sorted, 99).toFixed(1)} ms · max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`);
  await app.close();
} finally {
  await handle.close();
  await scratch.drop();
  await rm(dataDir, { recursive: true, force: true });
}
