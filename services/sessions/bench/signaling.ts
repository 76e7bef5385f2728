/**
 * Signaling benchmark (issue 27): 1,000 open sockets (500 rooms, each a psychologist and an admitted patient) on one
 * sessions instance, and the relay of a message between the two people of a room (p50/p99): at a steady rate over all
 * rooms (BENCH_RATE messages a second), then with all rooms sending at once (a burst no real use makes); then the same
 * with the patient and the psychologist of each room on two instances (over LISTEN/NOTIFY, or Redis with REDIS_URL),
 * and the memory the 1,000 connections take. Tickets are written straight into the table (ticket issuance is an
 * ordinary request; this measures the sockets). The clients share the process with the server. Prints figures;
 * asserts nothing.
 *
 *   npx tsx --expose-gc services/sessions/bench/signaling.ts        # PGlite in memory; DATABASE_URL for PostgreSQL
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, migrateSchema, openDatabase, type DatabaseHandle } from '@emind/server-kit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { WebSocket } from 'ws';
import sessions from '../src/app.ts';
import type { SessionsConfig } from '../src/config.ts';
import { sessionsMigrations } from '../src/db/migrations.ts';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 500);
const MESSAGES_PER_ROOM = Number(process.env.BENCH_MESSAGES ?? 10);
/**
 * The steady phase's rate, all rooms together. A call exchanges some tens of signals while it connects and then only
 * chat and the odd ICE restart: 500 rooms starting within ten minutes average under 50 messages a second.
 */
const PACED_RATE = Number(process.env.BENCH_RATE ?? 250);
const PACED_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BATCH = 50;

interface Person {
  socket: WebSocket;
  next(type: string): Promise<Record<string, unknown>>;
}

function person(url: string): Promise<Person> {
  const socket = new WebSocket(url);
  const waiting = new Map<string, ((message: Record<string, unknown>) => void)[]>();
  const early: Record<string, unknown>[] = [];
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    const resolve = waiting.get(String(message.type))?.shift();
    if (resolve) resolve(message);
    else early.push(message);
  });
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const at = early.findIndex((message) => message.type === type);
      const [found] = at >= 0 ? early.splice(at, 1) : [];
      if (found) resolve(found);
      else waiting.set(type, [...(waiting.get(type) ?? []), resolve]);
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ socket, next }));
    socket.once('error', reject);
  });
}

async function ticket(handle: DatabaseHandle, room: number, userId: number, role: 'patient' | 'psychologist'): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(value).digest('hex');
  await sql`insert into sessions.tickets (hash, appointment_id, user_id, role, expires_at)
    values (${hash}, ${room}, ${userId}, ${role}, now() + interval '10 minutes')`.execute(handle.db);
  return value;
}

const urlOf = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}`;
};

async function openRooms(handle: DatabaseHandle, firstRoom: number, psychologistSide: FastifyInstance, patientSide: FastifyInstance) {
  const rooms: { psychologist: Person; patient: Person }[] = [];
  for (let start = 0; start < ROOMS; start += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BATCH, ROOMS - start) }, async (_, offset) => {
        const room = firstRoom + start + offset;
        const psychologist = await person(`${urlOf(psychologistSide)}/api/sessions/${room}/ws?ticket=${await ticket(handle, room, 1_000_000 + room, 'psychologist')}`);
        await psychologist.next('welcome');
        const patient = await person(`${urlOf(patientSide)}/api/sessions/${room}/ws?ticket=${await ticket(handle, room, 2_000_000 + room, 'patient')}`);
        await patient.next('welcome');
        await psychologist.next('peer');
        psychologist.socket.send(JSON.stringify({ type: 'admit' }));
        await patient.next('admitted');
        return { psychologist, patient };
      }),
    );
    rooms.push(...batch);
  }
  return rooms;
}

/** Every room at once: the psychologist sends, the patient receives, one message after another; one-way times in ms. */
async function relayTimes(rooms: { psychologist: Person; patient: Person }[]): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    rooms.map(async ({ psychologist, patient }) => {
      for (let index = 0; index < MESSAGES_PER_ROOM; index += 1) times.push(await relayOnce({ psychologist, patient }, index));
    }),
  );
  return times.sort((a, b) => a - b);
}

/** One relay: the psychologist sends, the patient receives; one-way time in ms. */
async function relayOnce({ psychologist, patient }: { psychologist: Person; patient: Person }, index: number): Promise<number> {
  const sentAt = performance.now();
  psychologist.socket.send(JSON.stringify({ type: 'signal', payload: { candidate: `candidate:${index} 1 udp 2122260223 192.0.2.1 54321 typ host` } }));
  await patient.next('signal');
  return performance.now() - sentAt;
}

/** Every room in turn at PACED_RATE messages a second, for PACED_SECONDS, while all sockets stay open. */
async function pacedRelayTimes(rooms: { psychologist: Person; patient: Person }[]): Promise<number[]> {
  const total = PACED_RATE * PACED_SECONDS;
  const start = performance.now();
  const relays: Promise<number>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = start + (index * 1000) / PACED_RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const room = rooms[index % rooms.length];
    if (room) relays.push(relayOnce(room, index));
  }
  return (await Promise.all(relays)).sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function memory(): { heap: number; rss: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  return { heap: heapUsed, rss };
}

async function instance(handle: DatabaseHandle, config: SessionsConfig): Promise<FastifyInstance> {
  const app = createServer({ logLevel: 'warn' });
  await app.register(sessions, { prefix: '/api', database: handle, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function closeAll(rooms: { psychologist: Person; patient: Person }[]): Promise<void> {
  await Promise.all(
    rooms.flatMap((room) => [room.psychologist, room.patient]).map((one) => new Promise<void>((resolve) => {
      one.socket.once('close', () => resolve());
      one.socket.close();
    })),
  );
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-signaling-bench-'));
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDataDir: 'memory://', poolSize: 10 });
await migrateSchema(handle, sessionsMigrations);
const { publicKey } = generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const config: SessionsConfig = {
  dataDir, databaseUrl: process.env.DATABASE_URL, logLevel: 'warn', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: publicKey,
  jobIntervalMs: 3_600_000, window: { earlyMinutes: 10, graceMinutes: 15 }, turn: { urls: [], secret: undefined }, relayOnly: false,
  redisUrl: process.env.REDIS_URL,
};
const bus = process.env.REDIS_URL ? 'Redis pub/sub' : `${handle.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} LISTEN/NOTIFY`;
console.log(`signaling benchmark: ${ROOMS} rooms (${ROOMS * 2} sockets), ${MESSAGES_PER_ROOM} messages per room, database ${handle.kind}, bus ${bus}, gc ${'gc' in globalThis ? 'exposed' : 'not exposed (run with --expose-gc)'}`);

const first = await instance(handle, config);
const before = memory();
let started = performance.now();
const oneInstance = await openRooms(handle, 1, first, first);
const opened = performance.now() - started;
const after = memory();
console.log(`one instance: ${ROOMS * 2} sockets open and admitted in ${(opened / 1000).toFixed(1)} s`);
console.log(`  memory for ${ROOMS * 2} connections: heap +${mb(after.heap - before.heap)}, rss +${mb(after.rss - before.rss)}; per connection ` +
  `${((after.heap - before.heap) / (ROOMS * 2) / 1024).toFixed(1)} kB heap, ${((after.rss - before.rss) / (ROOMS * 2) / 1024).toFixed(1)} kB rss ` +
  `(both ends: the benchmark's client socket lives in the same process)`);
let times = await pacedRelayTimes(oneInstance);
console.log(`  relay psychologist → patient, steady ${PACED_RATE} messages/s over all rooms for ${PACED_SECONDS} s: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(percentile(times, 100))} (${times.length} messages)`);
times = await relayTimes(oneInstance);
console.log(`  relay psychologist → patient, all rooms at once: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(percentile(times, 100))} (${times.length} messages)`);
await closeAll(oneInstance);

const second = await instance(handle, config);
started = performance.now();
const twoInstances = await openRooms(handle, ROOMS + 1, first, second);
console.log(`two instances (psychologists on one, patients on the other): ${ROOMS * 2} sockets open and admitted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
times = await pacedRelayTimes(twoInstances);
console.log(`  relay psychologist → patient across instances over ${bus}, steady ${PACED_RATE} messages/s for ${PACED_SECONDS} s: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(percentile(times, 100))} (${times.length} messages)`);
times = await relayTimes(twoInstances);
console.log(`  relay psychologist → patient across instances over ${bus}, all rooms at once: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(percentile(times, 100))} (${times.length} messages)`);
await closeAll(twoInstances);

await second.close();
await first.close();
await handle.close();
await rm(dataDir, { recursive: true, force: true });
