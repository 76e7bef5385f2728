import { bookingMigrations } from '@emind/booking';
import { catalogueMigrations } from '@emind/catalogue';
import { identityMigrations } from '@emind/identity';
import { adminSession, bearer, mountTestIdentity, registerSession, type TestSession } from '@emind/identity/testing';
import { createServer, schemaDb, storageFromEnv } from '@emind/server-kit';
import { baseTestConfig, insertBookingAppointment, type ServiceTestApp, serviceTestApp, TEST_MAIL_CONFIG } from '@emind/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import messaging from '../src/app.ts';
import type { MessagingConfig } from '../src/config.ts';
import type { MessagingContext } from '../src/context.ts';
import type { MessagingDatabase } from '../src/db/schema.ts';
import { LiveHub } from '../src/live/live-hub.ts';
import { messagingMigrations } from '../src/db/migrations.ts';

export interface TestApp extends ServiceTestApp {
  config: MessagingConfig;
  clock: { now: Date };
  /** What the jobs run with (a hub of its own: no sockets). */
  ctx: MessagingContext;
  /** Another messaging instance on the same database (what a second process would be), listening. */
  secondInstance(): Promise<FastifyInstance>;
}

export type Session = TestSession;
export { adminSession, bearer, registerSession };

/** identity (accounts, tokens) beside messaging, over a database with booking's schema (it publishes `care_sessions`). */
export async function buildTestApp(overrides: Partial<MessagingConfig> = {}): Promise<TestApp> {
  const others: FastifyInstance[] = [];
  return serviceTestApp({
    name: 'messaging',
    migrations: [identityMigrations, catalogueMigrations, bookingMigrations, messagingMigrations],
    mount: async (app, { database, dataDir }) => {
      const config: MessagingConfig = { ...baseTestConfig(dataDir), ...TEST_MAIL_CONFIG, mailAfterMinutes: 15, redisUrl: undefined, ...overrides };
      const clock = { now: new Date() };
      const now = () => clock.now;
      await mountTestIdentity(app, database, dataDir);
      await app.register(messaging, { prefix: '/api', database, config, now });
      const secondInstance = async (): Promise<FastifyInstance> => {
        const other = createServer({ logLevel: 'silent' });
        await other.register(messaging, { prefix: '/api', database, config, now });
        await other.listen({ port: 0, host: '127.0.0.1' });
        others.push(other);
        return other;
      };
      return {
        config, clock, secondInstance,
        ctx: { db: schemaDb<MessagingDatabase>(database, 'messaging'), config, live: new LiveHub(), storage: storageFromEnv(dataDir), now },
      };
    },
    listen: true,
    closeFirst: async () => {
      for (const other of others) await other.close();
    },
  });
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

interface ConversationOut { id: number; with_name: string; closed: boolean; unread: number; answering_hours: string | null; last_message: { text: string } | null }

export async function conversations(t: TestApp, session: Session): Promise<ConversationOut[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/messages/conversations/', headers: bearer(session.access) });
  if (response.statusCode !== 200) throw new Error(`conversations: ${response.statusCode} ${response.body}`);
  return response.json<ConversationOut[]>();
}

export async function conversationId(t: TestApp, session: Session): Promise<number> {
  const [first] = await conversations(t, session);
  if (!first) throw new Error('no conversation');
  return first.id;
}

export function send(t: TestApp, session: Session, id: number, text: unknown, app: FastifyInstance = t.app, idempotencyKey?: string) {
  const headers = { ...bearer(session.access), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) };
  return app.inject({ method: 'POST', url: `/api/messages/conversations/${id}/messages/`, headers, payload: { text } });
}

export function page(t: TestApp, session: Session, id: number, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/messages/conversations/${id}/messages/${query}`, headers: bearer(session.access) });
}

/** Reads up to `upTo`, by default everything (the largest message id there can be). */
export function markRead(t: TestApp, session: Session, id: number, upTo = Number.MAX_SAFE_INTEGER) {
  return t.app.inject({ method: 'POST', url: `/api/messages/conversations/${id}/read/`, headers: bearer(session.access), payload: { up_to: upTo } });
}

export async function unread(t: TestApp, session: Session): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/messages/unread-count/', headers: bearer(session.access) })).json<{ unread: number }>().unread;
}

/** The psychologist closes (or, `closed: false`, reopens) the conversation. */
export function close(t: TestApp, session: Session, id: number, closed: unknown = true) {
  return t.app.inject({ method: 'PATCH', url: `/api/messages/conversations/${id}/`, headers: bearer(session.access), payload: { closed } });
}

export function openWith(t: TestApp, session: Session, other: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/messages/conversations/', headers: bearer(session.access), payload: { with: other } });
}

/** A PNG's first bytes: enough for file-type to name it. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e6e0e50000000049454e44ae426082', 'hex',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export interface FilePart { name: string; content: Buffer; type?: string }

/** A multipart send: `file` and an optional `text`, built by hand as a browser would. */
export function sendFile(t: TestApp, session: Session, id: number, file: FilePart | null, text?: string, idempotencyKey?: string) {
  const boundary = '----emindtest';
  const parts: Buffer[] = [];
  if (text !== undefined) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="text"\r\n\r\n${text}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const headers = {
    ...bearer(session.access), 'content-type': `multipart/form-data; boundary=${boundary}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
  };
  return t.app.inject({ method: 'POST', url: `/api/messages/conversations/${id}/messages/`, headers, payload: Buffer.concat(parts) });
}
