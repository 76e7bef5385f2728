/**
 * Live delivery benchmark (issue 41): 500 conversations live at once on two messaging instances over one Postgres —
 * each psychologist's socket on the first, each patient's on the second — and how long a message takes from the
 * send until the other person's socket is told ('changed'), p50/p99 (target p99 < 100 ms): at a steady rate over all
 * conversations (BENCH_RATE a second), then with every conversation sending at the same moment. A send is the
 * service's own call on the first instance (its transaction, the row lock, the insert, the sealed bus message), not
 * HTTP: the route adds only the token check. A send that writes no new row, or a socket told of another conversation
 * or never told, refuses the figures.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx services/messaging/bench/live-delivery.ts  # REDIS_URL for Redis
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { refuseUnexpectedAnswers } from '@emind/server-kit/bench';
import type { DatabaseHandle } from '@emind/server-kit';
import { sql } from 'kysely';
import { WebSocket } from 'ws';
import { openConversationWith } from '../src/conversations/conversations.repository.ts';
import { sendMessage } from '../src/messages/send-message.service.ts';
import { benchDatabase, carePairs, messagingInstance, ms, percentile, psychologistOf, type MessagingInstance } from './bench-setup.ts';

const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 500);
/**
 * The steady phase's rate over all conversations. People write a message every few minutes at most: 500
 * conversations live at once send well under 10 a second; 100 a second is ten times that.
 */
const PACED_RATE = Number(process.env.BENCH_RATE ?? 100);
const PACED_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 3);
const DELIVERY_TIMEOUT_MS = 5_000;

interface Listener {
  socket: WebSocket;
  /** Resolves with the conversation of the next 'changed' event. */
  next(): Promise<number>;
}

async function ticket(handle: DatabaseHandle, profileId: number): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  await sql`insert into messaging.tickets (hash, user_id, profile_id, expires_at)
    values (${createHash('sha256').update(value).digest('base64url')}, ${profileId}, ${profileId}, now() + interval '10 minutes')`.execute(handle.db);
  return value;
}

async function listen(handle: DatabaseHandle, instance: MessagingInstance, profileId: number): Promise<Listener> {
  const address = instance.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/messages/ws?ticket=${await ticket(handle, profileId)}`);
  const waiting: ((conversation: number) => void)[] = [];
  const early: number[] = [];
  socket.on('message', (data: Buffer) => {
    const { conversation } = JSON.parse(data.toString()) as { conversation: number };
    const resolve = waiting.shift();
    if (resolve) resolve(conversation);
    else early.push(conversation);
  });
  const next = () => new Promise<number>((resolve, reject) => {
    const ready = early.shift();
    if (ready !== undefined) return resolve(ready);
    const timer = setTimeout(() => reject(new Error('not told in time')), DELIVERY_TIMEOUT_MS);
    waiting.push((conversation) => {
      clearTimeout(timer);
      resolve(conversation);
    });
  });
  await new Promise<void>((resolve, reject) => socket.once('open', () => resolve()).once('error', reject));
  // The hub adds the socket once its ticket is redeemed, a moment after the upgrade: wait for it to be there.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { socket, next };
}

const bench = await benchDatabase();
const { handle } = bench;
try {
  await carePairs(handle, CONVERSATIONS);
  const sending = await messagingInstance(handle);
  const receiving = await messagingInstance(handle);
  const conversations: { id: number; patientId: number; psychologistId: number; patient: Listener; psychologist: Listener }[] = [];
  for (let start = 1; start <= CONVERSATIONS; start += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, CONVERSATIONS - start + 1) }, async (_, offset) => {
      const patientId = start + offset;
      const psychologistId = 100000 + patientId;
      const id = await openConversationWith(sending.ctx.db, { profileId: patientId, role: 'client' }, psychologistId);
      if (id === undefined) throw new Error('no conversation');
      return { id, patientId, psychologistId, psychologist: await listen(handle, sending, psychologistId), patient: await listen(handle, receiving, patientId) };
    }));
    conversations.push(...batch);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const bus = process.env.REDIS_URL ? 'Redis pub/sub' : 'PostgreSQL LISTEN/NOTIFY';
  console.log(`live delivery: ${CONVERSATIONS} conversations (${CONVERSATIONS * 2} sockets: psychologists on instance 1, patients on instance 2), ` +
    `database pool 10 per instance; bus ${bus}; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);

  const outcomes = new Map<number, number>();
  const count = (status: number) => outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
  let sequence = 0;
  /** One message: the psychologist sends on instance 1, the patient's socket on instance 2 is told; ms. */
  const deliver = async (conversation: (typeof conversations)[number]): Promise<number> => {
    sequence += 1;
    const started = performance.now();
    const told = conversation.patient.next().catch(() => -1);
    const sent = await sendMessage(sending.ctx, psychologistOf(conversation.psychologistId), conversation.id, {
      text: `Mensaje ${sequence} entre sesiones`, file: null, idempotencyKey: `bench-${sequence}-${randomBytes(6).toString('hex')}`,
    });
    const patientTold = await told;
    count(sent.replayed ? 200 : patientTold === conversation.id ? 201 : 0);
    return performance.now() - started;
  };
  const report = (label: string, times: number[]) => {
    refuseUnexpectedAnswers(label, outcomes, [201]);
    times.sort((a, b) => a - b);
    console.log(`  ${label}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(percentile(times, 100))} (${times.length} messages)`);
  };

  // Steady: PACED_RATE messages a second over all conversations in turn, every socket open.
  const paced: Promise<number>[] = [];
  const start = performance.now();
  for (let index = 0; index < PACED_RATE * PACED_SECONDS; index += 1) {
    const wait = start + (index * 1000) / PACED_RATE - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const conversation = conversations[index % conversations.length];
    if (conversation) paced.push(deliver(conversation));
  }
  report(`steady ${PACED_RATE} messages/s for ${PACED_SECONDS} s, send on instance 1 → patient's socket on instance 2`, await Promise.all(paced));

  // Burst: every conversation sends at the same moment, BURSTS times (no real use does this).
  if (BURSTS > 0) {
    const burst: number[] = [];
    for (let round = 0; round < BURSTS; round += 1) burst.push(...await Promise.all(conversations.map(deliver)));
    report(`burst: all ${CONVERSATIONS} conversations at once, ${BURSTS} times`, burst);
  }
  for (const conversation of conversations) {
    conversation.patient.socket.close();
    conversation.psychologist.socket.close();
  }
  await receiving.app.close();
  await sending.app.close();
} finally {
  await bench.drop();
}
