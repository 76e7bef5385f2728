import { bookingMigrations } from '@emind/booking';
import { catalogueMigrations } from '@emind/catalogue';
import { identityMigrations } from '@emind/identity';
import { bearer, mountTestIdentity, registerSession, type TestSession } from '@emind/identity/testing';
import { reviewsMigrations } from '@emind/reviews';
import { createServer } from '@emind/server-kit';
import { insertBookingAppointment, serviceTestApp, type ServiceTestApp } from '@emind/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import sessions from '../src/app.ts';
import type { SessionsConfig } from '../src/config.ts';
import { sessionsMigrations } from '../src/db/migrations.ts';
import { SocketPeer } from './socket-peer.ts';

export interface TestApp extends ServiceTestApp {
  config: SessionsConfig;
  /** Another sessions instance on the same database (what a second process would be). */
  secondInstance(overrides?: Partial<SessionsConfig>): Promise<FastifyInstance>;
}

/** Rooms of sessions starting within two days are open: tests place their appointments hours apart from now. */
export const TEST_WINDOW = { earlyMinutes: 2 * 24 * 60, graceMinutes: 60 };

export function sessionsTestConfig(dataDir: string, overrides: Partial<SessionsConfig> = {}): SessionsConfig {
  return {
    dataDir, databaseUrl: undefined, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined,
    jobIntervalMs: 3_600_000, window: TEST_WINDOW, turn: { urls: [], secret: undefined }, relayOnly: false, redisUrl: undefined, ...overrides,
  };
}

/** identity (accounts, tokens) beside sessions, over a database with every schema (booking publishes the appointments). */
export async function buildTestApp(overrides: Partial<SessionsConfig> = {}): Promise<TestApp> {
  const others: FastifyInstance[] = [];
  return serviceTestApp({
    name: 'sessions',
    migrations: [identityMigrations, catalogueMigrations, bookingMigrations, reviewsMigrations, sessionsMigrations],
    mount: async (app, { database, dataDir }) => {
      const config = sessionsTestConfig(dataDir, overrides);
      await mountTestIdentity(app, database, dataDir);
      await app.register(sessions, { prefix: '/api', database, config });
      const secondInstance = async (more: Partial<SessionsConfig> = {}): Promise<FastifyInstance> => {
        const other = createServer({ logLevel: 'silent' });
        await other.register(sessions, { prefix: '/api', database, config: { ...config, ...more } });
        await other.listen({ port: 0, host: '127.0.0.1' });
        others.push(other);
        return other;
      };
      return { config, secondInstance };
    },
    // Listening: the signaling tests open real sockets.
    listen: true,
    closeFirst: async () => {
      for (const other of others) await other.close();
    },
  });
}

export type Session = TestSession;
export { bearer, registerSession };

let hours = 0;

/**
 * An appointment in booking's own table (the view `session_appointments` is booking's, read as is), 50 minutes long,
 * starting `fromNowMinutes` from now plus a fresh hour each call, so no two of one psychologist overlap.
 */
export async function appointment(t: TestApp, client: Session, psychologist: Session, options: { status?: string; fromNowMinutes?: number } = {}): Promise<number> {
  hours += 1;
  const startsAt = new Date(Date.now() + (options.fromNowMinutes ?? 0) * 60_000 + hours * 3_600_000);
  startsAt.setUTCSeconds(0, 0);
  return insertBookingAppointment(t.database.db, {
    psychologistProfileId: psychologist.profileId, clientProfileId: client.profileId, startsAt, minutes: 50,
    status: options.status ?? 'CONFIRMED', paymentAmount: 30000, isFirst: true, holdExpiresAt: new Date(startsAt.getTime() + 50 * 60_000),
  });
}

export async function ticketFor(t: TestApp, session: Session, appointmentId: number, app: FastifyInstance = t.app): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/api/sessions/${appointmentId}/ticket/`, headers: bearer(session.access) });
  if (response.statusCode !== 200) throw new Error(`ticket: ${response.statusCode} ${response.body}`);
  return response.json<{ ticket: string }>().ticket;
}

/**
 * The psychologist in the room, then the patient, each past its welcome and the psychologist seeing them wait; with
 * `admit`, let in too (the call is on). On `app` (another instance) when given.
 */
export async function meetInRoom(
  t: TestApp,
  people: { client: Session; psychologist: Session },
  appointmentId: number,
  { admit = true, app = t.app }: { admit?: boolean; app?: FastifyInstance } = {},
): Promise<{ doctor: SocketPeer; patient: SocketPeer }> {
  const doctor = await SocketPeer.open(app, appointmentId, await ticketFor(t, people.psychologist, appointmentId, app));
  await doctor.next('welcome');
  const patient = await SocketPeer.open(app, appointmentId, await ticketFor(t, people.client, appointmentId, app));
  await patient.next('welcome');
  await doctor.next('peer');
  if (admit) {
    doctor.send({ type: 'admit' });
    await patient.next('admitted');
    await doctor.next('peer');
  }
  return { doctor, patient };
}

/** A test file's app, with a client and a psychologist registered on it. */
export async function buildAppWithPair(overrides: Partial<SessionsConfig> = {}): Promise<{ t: TestApp; client: Session; psychologist: Session }> {
  const t = await buildTestApp(overrides);
  const [client, psychologist] = await Promise.all([registerSession(t.app, 'client'), registerSession(t.app, 'psychologist')]);
  return { t, client, psychologist };
}
