/**
 * available-days with time off and holidays on (issue 17), on Postgres (DATABASE_URL or localhost), in a scratch
 * database it creates and drops. Prints figures, asserts nothing: GET /api/schedules/psychologist/{id}/available-days
 * p50/p99 for a psychologist open every day who skips holidays and has time off inside and around the window, with
 * 1,000,000 appointments of others in the table (BENCH_APPOINTMENTS) and their own sessions in the window.
 * One run on one connection (a request's own latency), then RUNS runs of 10 connections, autocannon 10 s each, on
 * the same data: req/s, p50/p99 and CPU per request of the server process and its Postgres backends (from /proc,
 * steadier than latency on a shared machine), and in how many runs p99 stayed under TARGET_P99_MS.
 * The server runs in a second process, so the load generator does not share its CPU; BENCH_SERVER_NODE_ARGS adds
 * node options to it (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 *
 *   npx tsx services/booking/bench/available-days.ts
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import identity from '@emind/identity';
import { identityTestConfig, registerSession } from '@emind/identity/testing';
import { addCalendarDays, chileToday } from '@emind/domain';
import { createServer, openDatabase, type DatabaseHandle } from '@emind/server-kit';
import { answerCounts, refuseUnexpectedAnswers } from '@emind/server-kit/bench';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import booking from '../src/app.ts';
import { bookingDefaults } from '../src/config.ts';
import { createScratchDatabase, makeBookable, prepareBookingNeighbours } from './bench-database.ts';
import { cpuDuring } from './process-cpu.ts';

const FILLER = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
const RUNS = 3;
const TARGET_P99_MS = 30;

async function startServer(databaseUrl: string, dataDir: string, handle: DatabaseHandle) {
  const app = createServer({ logLevel: 'silent' });
  await app.register(identity, { prefix: '/api', database: handle, config: identityTestConfig(dataDir) });
  const config = { dataDir, databaseUrl, logLevel: 'silent' as const, trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined, ...bookingDefaults, jobIntervalMs: 3_600_000 };
  await app.register(booking, { prefix: '/api', database: handle, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port };
}

if (process.argv[2] === 'serve') {
  const handle = await openDatabase({ databaseUrl: process.argv[3] ?? '', poolSize: 20 });
  const { port } = await startServer(process.argv[3] ?? '', process.argv[4] ?? '', handle);
  process.on('SIGTERM', () => process.exit(0));
  process.send?.(port);
} else await main();

async function seed(handle: DatabaseHandle, psychologistId: number, clientId: number): Promise<void> {
  await makeBookable(handle, psychologistId);
  const today = chileToday(new Date());
  await sql`insert into booking.time_off_settings (psychologist_id, skip_holidays) values (${psychologistId}, true)`.execute(handle.db);
  // Past, current and future time off: two ranges inside the 30-day window, the rest around it.
  for (let week = -20; week < 20; week += 1) {
    const from = addCalendarDays(today, week * 7 + 3);
    await sql`insert into booking.time_off (psychologist_id, starts_on, ends_on, reason) values (${psychologistId}, ${from}, ${addCalendarDays(from, week % 2 === 0 ? 1 : 0)}, 'bench')`.execute(handle.db);
  }
  await sql`
    insert into booking.appointments (psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status,
      payment_method, payment_amount, is_first_appointment, hold_expires_at)
    select ${psychologistId}, ${clientId}, d::date, '12:00', '13:00', d + time '15:00', d + time '16:00', 'CONFIRMED', 'transfer', 20000, false, d
    from generate_series(1, 29) g, lateral (select ${today}::date + g as d) x`.execute(handle.db);
  await sql`
    insert into booking.appointments (psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status,
      payment_method, payment_amount, is_first_appointment, hold_expires_at)
    select 1000000 + g % 5000, 2000000 + g, d::date, '10:00', '11:00', d + time '14:00', d + time '15:00', 'CONFIRMED', 'transfer', 20000, false, d
    from generate_series(1, ${FILLER}) g, lateral (select timestamptz '2020-01-01 00:00:00+00' + (g / 5000) * interval '1 day' as d) x`.execute(handle.db);
  await sql`analyze`.execute(handle.db);
}

async function main(): Promise<void> {
  const database = await createScratchDatabase('emind_bench_days');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-bench-'));
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
  try {
    await prepareBookingNeighbours(handle);
    const { app } = await startServer(database.url, dataDir, handle);
    const [psychologist, client] = [await registerSession(app, 'psychologist'), await registerSession(app, 'client')];
    const started = performance.now();
    await seed(handle, psychologist.profileId, client.profileId);
    console.log(`seeded ${FILLER} appointments, 40 time off ranges, holidays skipped in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const child = fork(import.meta.filename, ['serve', database.url, dataDir], { execArgv: ['--import', 'tsx', ...extra] });
    const [port] = (await once(child, 'message')) as [number];
    const url = `http://127.0.0.1:${port}/api/schedules/psychologist/${psychologist.profileId}/available-days/`;
    const headers = { authorization: `Bearer ${client.access}` };
    const first = await fetch(url, { headers });
    if (first.status !== 200) throw new Error(`available-days answered ${first.status}: ${await first.text()}`);
    const days = (await first.json()) as { date: string }[];
    const label = `available-days (time off + holidays on, ${FILLER} appointments, ${days.length} open days)`;
    const measure = async (connections: number) => {
      const { result, server, postgres } = await cpuDuring(handle, child.pid ?? 0, () => autocannon({ url, connections, duration: 10, headers }));
      refuseUnexpectedAnswers(`available-days at ${connections} connection(s)`, answerCounts(result), [200]);
      const cpu = `CPU per request: server ${(server / result.requests.total).toFixed(2)} ms, Postgres ${(postgres / result.requests.total).toFixed(2)} ms`;
      console.log(`${connections} connection(s): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${cpu}`);
      return result.latency.p99;
    };
    console.log(label);
    await measure(1);
    let underTarget = 0;
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`run ${run}/${RUNS}, `);
      if ((await measure(10)) < TARGET_P99_MS) underTarget += 1;
    }
    console.log(`p99 < ${TARGET_P99_MS} ms with 10 connections in ${underTarget} of ${RUNS} runs`);
    child.kill();
    await app.close();
  } finally {
    await handle.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
