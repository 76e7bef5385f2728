/**
 * The bookings benchmark's ceiling: bare INSERTs into `public.bench_ceiling`, a copy of booking.appointments with
 * its exclusion constraints and indexes (LIKE … INCLUDING ALL), from a process of its own holding as many
 * connections as the API's load, so the load generator does not share the measuring process's CPU either. A named
 * prepared statement, parsed once per connection: the database's own limit, not a client's.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';

/** A slot's wall-clock and absolute times. */
export interface CeilingSlot {
  date: string;
  start_time: string;
  end_time: string;
  startsAt: string;
  endsAt: string;
}

export interface CeilingSpec {
  databaseUrl: string;
  connections: number;
  /** As many as the API answered, so the table fills as far and the same share of inserts collides. */
  attempts: number;
  /** Each insert draws a psychologist, a client and a slot at random, as the API load draws its requests. */
  psychologistIds: number[];
  clientIds: number[];
  slots: CeilingSlot[];
}

export interface CeilingResult {
  seconds: number;
  attempts: number;
  inserted: number;
  /** Refused by an exclusion constraint, or as a deadlock. */
  refused: number;
  p99Ms: number;
}

export const createCeilingTable = 'create table public.bench_ceiling (like booking.appointments including all)';
const insert = `insert into public.bench_ceiling (psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status,
  payment_method, payment_amount, is_first_appointment, hold_expires_at)
  values ($1, $2, $3, $4, $5, $6, $7, 'PENDING_PAYMENT', 'transfer', 20000, true, now() + interval '1 day')`;

async function insertFor(spec: CeilingSpec): Promise<CeilingResult> {
  const pick = <T>(values: T[]): T | undefined => values[Math.floor(Math.random() * values.length)];
  const latencies: number[] = [];
  let refused = 0;
  let started = 0;
  // Clients of their own, not a pg.Pool's: a pool drops a connection whose query failed, and a refused insert is not a
  // reason to reconnect.
  const clients = await Promise.all(Array.from({ length: spec.connections }, async () => {
    const client = new pg.Client(spec.databaseUrl);
    await client.connect();
    return client;
  }));
  const connection = async (client: pg.Client) => {
    while (started < spec.attempts) {
      started += 1;
      const slot = pick(spec.slots);
      if (!slot) return;
      const sent = performance.now();
      const values = [pick(spec.psychologistIds), pick(spec.clientIds), slot.date, slot.start_time, slot.end_time, slot.startsAt, slot.endsAt];
      await client.query({ name: 'bench_ceiling_insert', text: insert, values }).catch((error: unknown) => {
        // Racing inserts that find each other's row under an exclusion constraint may deadlock (what booking's turns avoid).
        if (!['23P01', '40P01'].includes(String((error as { code?: unknown }).code))) throw error;
        refused += 1;
      });
      latencies.push(performance.now() - sent);
    }
  };
  const began = performance.now();
  await Promise.all(clients.map(connection));
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, attempts: latencies.length, inserted: latencies.length - refused, refused, p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0) };
}

/**
 * The inserting process: waits for a spec and answers its result, then keeps its connections until it is stopped,
 * so their Postgres backends are still there when the CPU they used is read.
 */
if (process.argv[2] === 'insert-ceiling') {
  process.on('disconnect', () => process.exit(1));
  const received = once(process, 'message');
  process.send?.('ready');
  const [spec] = (await received) as [CeilingSpec];
  process.send?.(await insertFor(spec));
}

/** Forks the inserting process; `run` hands it the spec and resolves with its result. */
export function forkInserter(): { pid: number; run: (spec: CeilingSpec) => Promise<CeilingResult>; stop: () => void } {
  const child = fork(import.meta.filename, ['insert-ceiling'], { execArgv: ['--import', 'tsx'] });
  const ready = once(child, 'message');
  return {
    pid: child.pid ?? 0,
    run: async (spec) => {
      await ready;
      child.send(spec);
      const exited = once(child, 'exit').then(([code]) => Promise.reject(new Error(`the inserting process exited (${String(code)})`)));
      const [result] = (await Promise.race([once(child, 'message'), exited])) as [CeilingResult];
      return result;
    },
    stop: () => child.kill(),
  };
}
