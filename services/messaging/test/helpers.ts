import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookingMigrations } from '@emind/booking';
import { catalogueMigrations } from '@emind/catalogue';
import identity, { identityMigrations } from '@emind/identity';
import { adminSession, bearer, identityTestConfig, registerSession, type TestSession } from '@emind/identity/testing';
import { createServer, schemaDb, type DatabaseHandle } from '@emind/server-kit';
import { insertBookingAppointment, openTestDatabase } from '@emind/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import messaging from '../src/app.ts';
import type { MessagingConfig } from '../src/config.ts';
import type { MessagingContext } from '../src/context.ts';
import type { MessagingDatabase } from '../src/db/schema.ts';
import { LiveHub } from '../src/live/live-hub.ts';
import { messagingMigrations } from '../src/db/migrations.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: MessagingConfig;
  clock: { now: Date };
  /** What the jobs run with (a hub of its own: no sockets). */
  ctx: MessagingContext;
  /** Another messaging instance on the same database (what a second process would be), listening. */
  secondInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export type Session = TestSession;
export { adminSession, bearer, registerSession };

/** identity (accounts, tokens) beside messaging, over a database with booking's schema (it publishes `care_sessions`). */
export async function buildTestApp(overrides: Partial<MessagingConfig> = {}): Promise<TestApp> {
  const database = await openTestDatabase({
    migrations: [identityMigrations, catalogueMigrations, bookingMigrations, messagingMigrations],
    pgliteDump: inject('pgliteDump'),
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'emind-messaging-'));
  const config: MessagingConfig = {
    dataDir, databaseUrl: undefined, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined,
    smtpUrl: undefined, mailFrom: 'e-mind <no-reply@e-mind.cl>', jobIntervalMs: 3_600_000, publicOrigin: 'https://e-mind.test',
    mailAfterMinutes: 15, redisUrl: undefined, ...overrides,
  };
  const clock = { now: new Date() };
  const now = () => clock.now;
  const app = createServer({ logLevel: 'silent' });
  // identity first: it writes the signing keys messaging verifies with, and issues the test tokens.
  await app.register(identity, { prefix: '/api', database, config: identityTestConfig(dataDir) });
  await app.register(messaging, { prefix: '/api', database, config, now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const others: FastifyInstance[] = [];
  return {
    app, database, config, clock,
    ctx: { db: schemaDb<MessagingDatabase>(database, 'messaging'), config, live: new LiveHub(), now },
    secondInstance: async () => {
      const other = createServer({ logLevel: 'silent' });
      await other.register(messaging, { prefix: '/api', database, config, now });
      await other.listen({ port: 0, host: '127.0.0.1' });
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let hours = 0;

/** A confirmed session between the two in booking's own table, a fresh hour each call so none overlap. */
export async function careSession(t: TestApp, patient: Session, psychologist: Session, status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED'): Promise<number> {
  hours += 2;
  return insertBookingAppointment(t.database.db, {
    psychologistProfileId: psychologist.profileId, clientProfileId: patient.profileId, startsAt: new Date(Date.now() + (48 + hours) * 3_600_000),
    minutes: 50, status, paymentAmount: 25000, isFirst: hours === 2, holdExpiresAt: new Date(Date.now() + 3_600_000),
  });
}

export async function cancelAll(t: TestApp, patient: Session, psychologist: Session): Promise<void> {
  await sql`update booking.appointments set status = 'CANCELLED' where client_id = ${patient.profileId} and psychologist_id = ${psychologist.profileId}`.execute(t.database.db);
}

export async function pair(t: TestApp): Promise<{ patient: Session; psychologist: Session }> {
  const patient = await registerSession(t.app, 'client', { first_name: 'Sofía', last_name: 'Núñez' });
  const psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Tomás', last_name: 'Muñoz' });
  await careSession(t, patient, psychologist);
  return { patient, psychologist };
}

interface ConversationOut { id: number; with_name: string; closed: boolean; unread: number; answering_hours: string | null; last_message: { body: string } | null }

export async function conversations(t: TestApp, session: Session): Promise<ConversationOut[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/messaging/conversations/', headers: bearer(session.access) });
  if (response.statusCode !== 200) throw new Error(`conversations: ${response.statusCode} ${response.body}`);
  return response.json<ConversationOut[]>();
}

export async function conversationId(t: TestApp, session: Session): Promise<number> {
  const [first] = await conversations(t, session);
  if (!first) throw new Error('no conversation');
  return first.id;
}

export function send(t: TestApp, session: Session, id: number, body: unknown, app: FastifyInstance = t.app) {
  return app.inject({ method: 'POST', url: `/api/messaging/conversations/${id}/messages/`, headers: bearer(session.access), payload: { body } });
}

export function page(t: TestApp, session: Session, id: number, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/messaging/conversations/${id}/messages/${query}`, headers: bearer(session.access) });
}

export function markRead(t: TestApp, session: Session, id: number) {
  return t.app.inject({ method: 'POST', url: `/api/messaging/conversations/${id}/read/`, headers: bearer(session.access) });
}

export async function unread(t: TestApp, session: Session): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/messaging/unread-count/', headers: bearer(session.access) })).json<{ unread: number }>().unread;
}
