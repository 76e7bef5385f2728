/**
 * Card payment benchmark: what creating a Webpay transaction and committing a return add over Transbank's own time,
 * at BENCH_CONCURRENCY (20) concurrent payments, against the Webpay stand-in (test support) on this machine.
 *  1. the stand-in's own create and commit, called straight through Transbank's SDK (the floor);
 *  2. POST /api/payments/webpay/ (reads the appointment, records the transaction, creates it at "Transbank");
 *  3. the return with token_ws (claims it, commits at "Transbank", then records it and confirms the appointment in
 *     one statement).
 * Three passes: the stand-in answering at once (20 payments always in flight at the server, which is then the queue:
 * this measures its throughput); answering in BENCH_TRANSBANK_MS (100) as Transbank across the network does, with
 * the 20 payers in lock-step; and the same with the payers starting a twentieth of that apart.
 * Prints p50 and p99 of each, the p99 each adds over the stand-in, the CPU the serving process spent per payment and
 * the machine's load average; refuses to print them when an answer is not the expected one (201 for creates, 303 for
 * returns). Each part first runs WARMUP payments untimed (BENCH_WARMUP, twice the concurrency): a process's first requests
 * compile its routes and open its connections once, which the p99 would otherwise measure.
 * The load is served by a second process (BENCH_IN_PROCESS=true: this one), so the load generator and the
 * stand-in do not share its CPU: Postgres only (DATABASE_URL, default localhost), in a scratch database created and
 * dropped. BENCH_PAYMENTS (1,000 a pass), BENCH_CONCURRENCY (20), BENCH_POOL (the server's Postgres connections, 10);
 * BENCH_SERVER_NODE_ARGS adds node options to the serving process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), and
 * BENCH_WINDOW_FILE where the first pass's creates and returns ran, for `libs/server-kit/src/bench/cpu-profile.ts <profile> <window>`.
 *
 *   npx tsx services/payments/bench/webpay.ts
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import booking, { bookingDefaults } from '@emind/booking';
import { cpuMs, createScratchDatabase } from '@emind/booking/bench';
import { catalogueMigrations } from '@emind/catalogue';
import identity from '@emind/identity';
import { identityTestConfig, registerSession } from '@emind/identity/testing';
import { createServer, migrateSchema, openDatabase, type DatabaseHandle } from '@emind/server-kit';
import { refuseUnexpectedAnswers } from '@emind/server-kit/bench';
import { insertBookingAppointment } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import payments from '../src/app.ts';
import type { PaymentsConfig } from '../src/config.ts';
import { createWebpay } from '../src/webpay/webpay.ts';
import { startWebpayStandIn, type WebpayStandIn } from '../test/support/webpay-stand-in.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1000);
const POOL = Number(process.env.BENCH_POOL ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2 * CONCURRENCY);
/**
 * The second pass's Transbank time (BENCH_TRANSBANK_MS, 100): a real create or commit is an HTTPS round trip to
 * Transbank and its work, not the stand-in's sub-millisecond local answer. The first pass keeps the stand-in instant,
 * so 20 payments in flight never wait on Transbank and the server itself is the queue.
 */
const TRANSBANK_MS = Number(process.env.BENCH_TRANSBANK_MS ?? 100);
/** With a profiled server: where the measured span goes (`{ from, to }` in µs of the monotonic clock, as cpu-profile.ts reads it). */
const WINDOW_FILE = process.env.BENCH_WINDOW_FILE;
const monotonicMicroseconds = (): number => Number(process.hrtime.bigint() / 1000n);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const figures = (label: string, times: number[]): string => `${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`;
const loadAverage = (): string => loadavg().map((value) => value.toFixed(1)).join(' ');

/**
 * Runs `task` over every item with `concurrency` at a time; each call's duration in ms. With `staggerMs`, the k-th
 * worker starts k × staggerMs later, as payers who did not all press 'Pagar' in the same millisecond.
 */
async function timed<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>, staggerMs = 0): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async (_, worker) => {
    if (staggerMs > 0) await new Promise((resolve) => setTimeout(resolve, worker * staggerMs));
    while (next < items.length) {
      const item = items[next++] as T;
      const start = performance.now();
      await task(item);
      times.push(performance.now() - start);
    }
  }));
  return times;
}

function paymentsConfig(dataDir: string, databaseUrl: string, webpayUrl: string, standIn: Pick<WebpayStandIn, 'commerceCode' | 'apiKey'>): PaymentsConfig {
  return {
    dataDir, databaseUrl, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined,
    smtpUrl: undefined, mailFrom: 'bench <b@bench.cl>', jobIntervalMs: 3_600_000, publicOrigin: 'http://127.0.0.1',
    webpay: { commerceCode: standIn.commerceCode, apiKey: standIn.apiKey, baseUrl: webpayUrl, timeoutMs: 20_000 },
    paymentMethods: ['credit_card', 'transfer'], holdMinutes: 15, retentionPaymentYears: 6,
  };
}

/** identity, booking and payments as the platform serves them, on `handle`. */
async function startServer(handle: DatabaseHandle, config: PaymentsConfig) {
  const { dataDir, databaseUrl } = config;
  const base = { dataDir, databaseUrl, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined } as const;
  const app = createServer({ logLevel: 'silent' });
  await app.register(identity, { prefix: '/api', database: handle, config: identityTestConfig(dataDir) });
  await app.register(booking, { prefix: '/api', database: handle, config: { ...base, ...bookingDefaults, jobIntervalMs: 3_600_000 } });
  await app.register(payments, { prefix: '/api', database: handle, config });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin };
}

/** The serving process: same database and data directory (so the same signing keys) as this one; reports its origin. */
async function serve(config: PaymentsConfig): Promise<void> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: POOL });
  const { origin } = await startServer(handle, config);
  // An orderly exit, so a --cpu-prof profile gets written; and with the benchmark, should it fail.
  process.on('SIGTERM', () => process.exit(0));
  process.on('disconnect', () => process.exit(1));
  process.send?.(origin);
}

async function forkServer(config: PaymentsConfig) {
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = fork(import.meta.filename, ['serve', JSON.stringify(config)], { execArgv: ['--import', 'tsx', ...extra] });
  const [origin] = (await once(child, 'message')) as [string];
  return { origin, pid: child.pid ?? 0, stop: async () => {
    child.kill('SIGTERM');
    await once(child, 'exit');
  } };
}

async function main(): Promise<void> {
  const standIn = await startWebpayStandIn();
  const database = await createScratchDatabase('emind_bench_pay');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-payments-bench-'));
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 5 });
  const config = paymentsConfig(dataDir, database.url, standIn.url, standIn);
  try {
    await migrateSchema(handle, catalogueMigrations);
    // Migrates and signs the sessions here; the load goes to a second process unless BENCH_IN_PROCESS.
    const local = await startServer(handle, config);
    const server = process.env.BENCH_IN_PROCESS === 'true' ? { origin: local.origin, pid: process.pid, stop: async () => undefined } : await forkServer(config);
    const origin = server.origin;
    const patient = await registerSession(local.app, 'client');
    const psychologist = await registerSession(local.app, 'psychologist');
    const booked: number[] = [];
    // Transbank instant (the server is the queue); Transbank's time with 20 payers in lock-step; the same, staggered.
    const passes = [{ transbankMs: 0, staggerMs: 0 }, { transbankMs: TRANSBANK_MS, staggerMs: 0 }, { transbankMs: TRANSBANK_MS, staggerMs: TRANSBANK_MS / CONCURRENCY }];
    for (let i = 0; i < passes.length * (WARMUP + PAYMENTS); i += 1) {
      const startsAt = new Date(Date.now() + (48 + i) * 3_600_000);
      booked.push(await insertBookingAppointment(handle.db, {
        psychologistProfileId: psychologist.profileId, clientProfileId: patient.profileId, startsAt, minutes: 50, status: 'PENDING_PAYMENT',
        paymentAmount: 25000, isFirst: false, holdExpiresAt: new Date(Date.now() + 3_600_000),
      }));
    }
    await sql`update booking.appointments set payment_method = 'credit_card' where id = any (${booked})`.execute(handle.db);

    const webpay = createWebpay(config.webpay);
    /** Creates and commits `count` transactions straight through the SDK; the times of each step. */
    const floor = async (first: number, count: number) => {
      const floorTokens: string[] = [];
      const floorCreate = await timed(Array.from({ length: count }, (_, i) => first + i), CONCURRENCY, async (i) => {
        floorTokens.push((await webpay.create(`BENCH-${i}`, `bench-${i}`, 25000, `${origin}/api/payments/webpay/return/`)).token);
      });
      for (const token of floorTokens) standIn.pay(token, 'approved');
      return { floorCreate, floorCommit: await timed(floorTokens, CONCURRENCY, async (token) => void (await webpay.commit(token))) };
    };

    const statuses = new Map<number, number>();
    const count = (status: number): void => void statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const cpuOfServer = async (): Promise<number> => (await cpuMs([server.pid])).get(server.pid) ?? 0;
    /** Pays each appointment through the API: its create, then its return once the stand-in approved it. */
    const payThroughApi = async (ids: number[], staggerMs: number) => {
      statuses.clear();
      const tokens: string[] = [];
      const create = await timed(ids, CONCURRENCY, async (appointment) => {
        const response = await fetch(`${origin}/api/payments/webpay/`, {
          method: 'POST', headers: { authorization: `Bearer ${patient.access}`, 'content-type': 'application/json' }, body: JSON.stringify({ appointment }),
        });
        count(response.status);
        if (response.status === 201) tokens.push(((await response.json()) as { token: string }).token);
      }, staggerMs);
      const cpuCreate = await cpuOfServer();
      refuseUnexpectedAnswers('POST /api/payments/webpay/', statuses, [201]);
      for (const token of tokens) standIn.pay(token, 'approved');
      statuses.clear();
      const commit = await timed(tokens, CONCURRENCY, async (token) => {
        const response = await fetch(`${origin}/api/payments/webpay/return/`, {
          method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token_ws: token }),
        });
        count(response.status);
      }, staggerMs);
      refuseUnexpectedAnswers('the return (token_ws)', statuses, [303]);
      return { create, cpuCreate, commit, tokens };
    };

    const where = server.pid === process.pid ? 'served by this process' : 'served by its own process';
    console.info(`${PAYMENTS} card payments a pass (after ${WARMUP} untimed) at ${CONCURRENCY} concurrent, Postgres (pool ${POOL}), ${where}`);
    for (const [index, { transbankMs, staggerMs }] of passes.entries()) {
      // Transbank's own time: the stand-in holds each create and commit this long before answering.
      standIn.faults = transbankMs > 0 ? { create: { delayMs: transbankMs }, commit: { delayMs: transbankMs } } : {};
      const ids = booked.slice(index * (WARMUP + PAYMENTS), (index + 1) * (WARMUP + PAYMENTS));
      const appointments = ids.slice(WARMUP);
      const first = index * (WARMUP + PAYMENTS);
      await floor(first, WARMUP);
      const { floorCreate, floorCommit } = await floor(first + WARMUP, PAYMENTS);
      await payThroughApi(ids.slice(0, WARMUP), staggerMs);
      const cpuBefore = await cpuOfServer();
      const from = monotonicMicroseconds();
      const { create, cpuCreate, commit, tokens } = await payThroughApi(appointments, staggerMs);
      const cpuCommit = await cpuOfServer();
      if (WINDOW_FILE && index === 0) await writeFile(WINDOW_FILE, JSON.stringify({ from, to: monotonicMicroseconds() }));
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from booking.appointments where id = any (${appointments}) and status = 'CONFIRMED'`.execute(handle.db);

      const transbank = transbankMs === 0 ? 'Transbank instant (the server saturated)' : `Transbank answering in ${transbankMs} ms`;
      const payers = staggerMs === 0 ? 'payers in lock-step' : `payers starting ${staggerMs} ms apart`;
      console.info(`\n${transbank}, ${payers}; ${rows[0]?.n} sessions confirmed; load average ${loadAverage()}`);
      console.info(figures('stand-in create (SDK, the floor)', floorCreate));
      console.info(figures('POST /api/payments/webpay/', create));
      console.info(figures('stand-in commit (SDK, the floor)', floorCommit));
      console.info(figures('return token_ws → 303', commit));
      if (server.pid !== process.pid) {
        console.info(`server CPU per payment: create ${((cpuCreate - cpuBefore) / PAYMENTS).toFixed(2)} ms, return ${((cpuCommit - cpuCreate) / tokens.length).toFixed(2)} ms`);
      }
      console.info(`added p99: create ${(percentile(create, 99) - percentile(floorCreate, 99)).toFixed(1)} ms, commit ${(percentile(commit, 99) - percentile(floorCommit, 99)).toFixed(1)} ms (target < 50 ms)`);
    }
    await server.stop();
    await local.app.close();
  } finally {
    await handle.close();
    await database.drop();
    await standIn.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'serve') await serve(JSON.parse(process.argv[3] ?? '{}') as PaymentsConfig);
else await main();
