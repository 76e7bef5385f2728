/**
 * Card payment benchmark: what creating a Webpay transaction and committing a return add over Transbank's own time,
 * at BENCH_CONCURRENCY (20) concurrent payments, against the Webpay stand-in (test support) on this machine.
 *  1. the stand-in's own create and commit, called straight through Transbank's SDK (the floor);
 *  2. POST /api/payments/webpay/ (reads the appointment, records the transaction, creates it at "Transbank");
 *  3. the return with token_ws (claims it, commits at "Transbank", records it and confirms the appointment in one
 *     database transaction).
 * Prints p50 and p99 of each and the p99 each adds over the stand-in; refuses to print them when an answer is not the
 * expected one (201 for creates, 303 for returns). BENCH_PAYMENTS (400), BENCH_CONCURRENCY (20), BENCH_POOL (Postgres
 * connections, 10). PGlite in memory, or Postgres with DATABASE_URL (a scratch schema set
 * in that database: use a throwaway one).
 *
 *   npx tsx services/payments/bench/webpay.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import booking, { bookingDefaults } from '@emind/booking';
import identity from '@emind/identity';
import { identityTestConfig, registerSession } from '@emind/identity/testing';
import { createServer, migrateSchema, openDatabase } from '@emind/server-kit';
import { refuseUnexpectedAnswers } from '@emind/server-kit/bench';
import { insertBookingAppointment } from '@emind/server-kit/testing';
import { catalogueMigrations } from '@emind/catalogue';
import { sql } from 'kysely';
import payments from '../src/app.ts';
import type { PaymentsConfig } from '../src/config.ts';
import { createWebpay } from '../src/webpay/webpay.ts';
import { startWebpayStandIn } from '../test/support/webpay-stand-in.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 400);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const figures = (label: string, times: number[]): string => `${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`;

/** Runs `task` over every item with `concurrency` at a time; each call's duration in ms. */
async function timed<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      const start = performance.now();
      await task(item);
      times.push(performance.now() - start);
    }
  }));
  return times;
}

const standIn = await startWebpayStandIn();
const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-payments-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: Number(process.env.BENCH_POOL ?? 10) });
await migrateSchema(database, catalogueMigrations);
const base = { dataDir, databaseUrl: process.env.DATABASE_URL, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined } as const;
const config: PaymentsConfig = {
  ...base, smtpUrl: undefined, mailFrom: 'bench <b@bench.cl>', jobIntervalMs: 3_600_000, publicOrigin: 'http://127.0.0.1',
  webpay: { commerceCode: standIn.commerceCode, apiKey: standIn.apiKey, baseUrl: standIn.url, timeoutMs: 20_000 },
  paymentMethods: ['credit_card', 'transfer'], holdMinutes: 15, retentionPaymentYears: 6,
};
const app = createServer({ logLevel: 'silent' });
await app.register(identity, { prefix: '/api', database, config: identityTestConfig(dataDir) });
await app.register(booking, { prefix: '/api', database, config: { ...base, ...bookingDefaults, jobIntervalMs: 3_600_000 } });
await app.register(payments, { prefix: '/api', database, config });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const patient = await registerSession(app, 'client');
  const psychologist = await registerSession(app, 'psychologist');
  const appointments: number[] = [];
  for (let i = 0; i < PAYMENTS; i += 1) {
    const startsAt = new Date(Date.now() + (48 + i) * 3_600_000);
    const id = await insertBookingAppointment(database.db, {
      psychologistProfileId: psychologist.profileId, clientProfileId: patient.profileId, startsAt, minutes: 50, status: 'PENDING_PAYMENT',
      paymentAmount: 25000, isFirst: false, holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    appointments.push(id);
  }
  await sql`update booking.appointments set payment_method = 'credit_card' where id = any (${appointments})`.execute(database.db);

  const webpay = createWebpay(config.webpay);
  const floorTokens: string[] = [];
  const floorCreate = await timed(appointments.map((_, i) => i), CONCURRENCY, async (i) => {
    floorTokens.push((await webpay.create(`BENCH-${i}`, `bench-${i}`, 25000, `${origin}/api/payments/webpay/return/`)).token);
  });
  for (const token of floorTokens) standIn.pay(token, 'approved');
  const floorCommit = await timed(floorTokens, CONCURRENCY, async (token) => void (await webpay.commit(token)));

  const statuses = new Map<number, number>();
  const count = (status: number): void => void statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const tokens: string[] = [];
  const create = await timed(appointments, CONCURRENCY, async (appointment) => {
    const response = await fetch(`${origin}/api/payments/webpay/`, {
      method: 'POST', headers: { authorization: `Bearer ${patient.access}`, 'content-type': 'application/json' }, body: JSON.stringify({ appointment }),
    });
    count(response.status);
    if (response.status === 201) tokens.push(((await response.json()) as { token: string }).token);
  });
  refuseUnexpectedAnswers('POST /api/payments/webpay/', statuses, [201]);
  for (const token of tokens) standIn.pay(token, 'approved');
  statuses.clear();
  const commit = await timed(tokens, CONCURRENCY, async (token) => {
    const response = await fetch(`${origin}/api/payments/webpay/return/`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token_ws: token }),
    });
    count(response.status);
  });
  refuseUnexpectedAnswers('the return (token_ws)', statuses, [303]);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from booking.appointments where id = any (${appointments}) and status = 'CONFIRMED'`.execute(database.db);

  console.info(`${PAYMENTS} card payments at ${CONCURRENCY} concurrent, ${database.kind}; ${rows[0]?.n} sessions confirmed`);
  console.info(figures('stand-in create (SDK, the floor)', floorCreate));
  console.info(figures('POST /api/payments/webpay/', create));
  console.info(figures('stand-in commit (SDK, the floor)', floorCommit));
  console.info(figures('return token_ws → 303', commit));
  console.info(`added p99: create ${(percentile(create, 99) - percentile(floorCreate, 99)).toFixed(1)} ms, commit ${(percentile(commit, 99) - percentile(floorCommit, 99)).toFixed(1)} ms (target < 50 ms)`);
} finally {
  await app.close();
  await database.close();
  await standIn.close();
  await rm(dataDir, { recursive: true, force: true });
}
