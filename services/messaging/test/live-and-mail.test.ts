import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailUnreadMessages } from '../src/mail/unread-mail-job.ts';
import { bearer, buildTestApp, conversationId, markRead, pair, send, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function openLive(app: FastifyInstance, session: Session): Promise<{ events: unknown[]; next(): Promise<unknown>; socket: WebSocket; closed: Promise<number> }> {
  const ticket = (await app.inject({ method: 'POST', url: '/api/messages/ticket/', headers: bearer(session.access) })).json<{ ticket: string }>().ticket;
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/messages/ws?ticket=${encodeURIComponent(ticket)}`);
  const events: unknown[] = [];
  const waiters: ((event: unknown) => void)[] = [];
  socket.on('message', (data: Buffer) => {
    const event: unknown = JSON.parse(data.toString());
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else events.push(event);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    events, socket, closed,
    next: () => (events.length ? Promise.resolve(events.shift()) : new Promise((resolve, reject) => {
      waiters.push(resolve);
      setTimeout(() => reject(new Error('no live event within 5 s')), 5000);
    })),
  };
}

describe('live', () => {
  it('tells the other person on another instance that the conversation changed, never its content', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    const second = await t.secondInstance();
    const live = await openLive(second, psychologist);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await send(t, patient, id, 'un secreto')).statusCode).toBe(201);
    expect(await live.next()).toEqual({ type: 'changed', conversation: id });
    // The read tells the sender's socket too ('Visto').
    const senderLive = await openLive(t.app, patient);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await markRead(t, psychologist, id);
    expect(await senderLive.next()).toEqual({ type: 'changed', conversation: id });
    live.socket.close();
    senderLive.socket.close();
  });

  it('a ticket opens one socket once; a bad one is closed with 4401', async () => {
    const { patient } = await pair(t);
    const ticket = (await t.app.inject({ method: 'POST', url: '/api/messages/ticket/', headers: bearer(patient.access) })).json<{ ticket: string }>().ticket;
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const open = (value: string) => {
      const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/messages/ws?ticket=${encodeURIComponent(value)}`);
      return { socket, closed: new Promise<number>((resolve) => socket.on('close', (code: number) => resolve(code))) };
    };
    const first = open(ticket);
    await new Promise((resolve) => first.socket.once('open', resolve));
    expect(await open(ticket).closed).toBe(4401);
    expect(await open('nada').closed).toBe(4401);
    first.socket.close();
    expect((await t.app.inject({ method: 'POST', url: '/api/messages/ticket/' })).statusCode).toBe(401);
  });
});

describe('mail that tells, never shows', () => {
  const outbox = async (to: string) => {
    const { rows } = await sql<{ message: { to: string; subject: string; text: string } }>`
      select message from messaging.mail_outbox where message->>'to' = ${to} order by id`.execute(t.database.db);
    return rows.map((row) => row.message);
  };

  it('sends one mail per conversation for unread messages older than the delay, without content, until they are read', async () => {
    const { patient, psychologist } = await pair(t);
    const id = await conversationId(t, patient);
    const start = new Date();
    t.clock.now = start;
    await send(t, patient, id, 'contenido privado uno');
    await send(t, patient, id, 'contenido privado dos');
    t.clock.now = new Date(start.getTime() + 14 * 60_000);
    await mailUnreadMessages(t.ctx);
    expect(await outbox(psychologist.email)).toEqual([]);

    t.clock.now = new Date(start.getTime() + 16 * 60_000);
    // Several instances' jobs at once: the mail is sent once, and no run deadlocks with another (on Postgres they did).
    await Promise.all(Array.from({ length: 6 }, () => mailUnreadMessages(t.ctx)));
    await mailUnreadMessages(t.ctx);
    const mails = await outbox(psychologist.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Tienes un mensaje nuevo de Sofía Núñez');
    expect(mails[0]?.text).toContain('https://e-mind.test/psicologo/dashboard/mensajes');
    expect(mails[0]?.text).not.toContain('contenido privado');

    // Another message while the first are unread: no second mail.
    await send(t, patient, id, 'contenido privado tres');
    t.clock.now = new Date(start.getTime() + 40 * 60_000);
    await mailUnreadMessages(t.ctx);
    expect(await outbox(psychologist.email)).toHaveLength(1);

    // Read, then a new message: one new mail, to the patient when the psychologist writes.
    await markRead(t, psychologist, id);
    await send(t, psychologist, id, 'respuesta');
    await send(t, patient, id, 'gracias');
    t.clock.now = new Date(start.getTime() + 60 * 60_000);
    await mailUnreadMessages(t.ctx);
    expect(await outbox(psychologist.email)).toHaveLength(2);
    const toPatient = await outbox(patient.email);
    expect(toPatient).toHaveLength(1);
    expect(toPatient[0]?.subject).toBe('Tienes un mensaje nuevo de Tomás Muñoz');
    expect(toPatient[0]?.text).toContain('https://e-mind.test/dashboard/mensajes');
    t.clock.now = new Date();
  });

  it.skipIf(!process.env.DATABASE_URL)('never waits on a message another transaction holds, so a reader marking messages read cannot deadlock with it (needs DATABASE_URL: two connections, PGlite has one)', async () => {
    const { patient } = await pair(t);
    const id = await conversationId(t, patient);
    const start = new Date();
    t.clock.now = start;
    await send(t, patient, id, 'uno');
    await send(t, patient, id, 'dos');
    const [first, second] = (await sql<{ id: number }>`select id from messaging.messages where conversation_id = ${id} order by id`.execute(t.ctx.db)).rows.map((row) => row.id);
    t.clock.now = new Date(start.getTime() + 16 * 60_000);
    let signalHeld = (): void => undefined;
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (signalHeld = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // A reader's transaction holds the first message, and marks the second read once let go.
    const reader = t.ctx.db.transaction().execute(async (trx) => {
      await sql`select id from messaging.messages where id = ${first} for update`.execute(trx);
      signalHeld();
      await released;
      await sql`update messaging.messages set read_at = now() where id = ${second}`.execute(trx);
    });
    await held;
    const job = mailUnreadMessages(t.ctx);
    const outcome = await Promise.race([job.then(() => 'ran'), new Promise<string>((resolve) => setTimeout(() => resolve('waited on the reader'), 5_000))]);
    release();
    await Promise.all([job, reader]);
    expect(outcome).toBe('ran');
    t.clock.now = new Date();
  });
});
