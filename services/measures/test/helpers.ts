import booking, { bookingDefaults, bookingMigrations } from '@emind/booking';
import { catalogueMigrations } from '@emind/catalogue';
import { identityMigrations } from '@emind/identity';
import { adminSession, bearer, mountTestIdentity, registerSession, type TestSession } from '@emind/identity/testing';
import { schemaDb } from '@emind/server-kit';
import { baseTestConfig, insertBookingAppointment, type ServiceTestApp, serviceTestApp, TEST_MAIL_CONFIG } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import measures from '../src/app.ts';
import type { MeasuresConfig } from '../src/config.ts';
import type { MeasuresContext } from '../src/context.ts';
import { measuresMigrations } from '../src/db/migrations.ts';
import type { MeasuresDatabase } from '../src/db/schema.ts';

export interface TestApp extends ServiceTestApp {
  /** The service's clock: tests move it to make questionnaires fall due. */
  clock: { now: Date };
  ctx: MeasuresContext;
}

/**
 * identity (accounts, tokens, names) beside measures, over a database with booking's migrations (its published views);
 * with `booking`, booking's routes too, for the tests that change sessions as a person would.
 */
export async function buildTestApp(options: { booking?: boolean } = {}): Promise<TestApp> {
  return serviceTestApp({
    name: 'measures',
    migrations: [identityMigrations, catalogueMigrations, bookingMigrations, measuresMigrations],
    mount: async (app, { database, dataDir }) => {
      const config: MeasuresConfig = { ...baseTestConfig(dataDir), ...TEST_MAIL_CONFIG };
      const clock = { now: new Date() };
      const now = () => clock.now;
      await mountTestIdentity(app, database, dataDir);
      await app.register(measures, { prefix: '/api', database, config, now });
      if (options.booking) {
        const bookingConfig = { ...config, ...bookingDefaults };
        await app.register(booking, { prefix: '/api', database, config: bookingConfig, now });
      }
      return { clock, ctx: { db: schemaDb<MeasuresDatabase>(database, 'measures'), config, now } };
    },
  });
}

export type Session = TestSession;
export { adminSession, bearer, registerSession };

let hourOffset = 0;

/** An appointment in booking's own table (the view `care_sessions` is booking's, read as is), `hoursAhead` from now. */
export async function appointment(t: TestApp, client: Session, psychologist: Session, hoursAhead: number, status = 'CONFIRMED'): Promise<Date> {
  hourOffset += 1;
  const startsAt = new Date(t.clock.now.getTime() + hoursAhead * 3_600_000 + hourOffset * 60_000);
  startsAt.setUTCSeconds(0, 0);
  await insertBookingAppointment(t.database.db, {
    psychologistProfileId: psychologist.profileId, clientProfileId: client.profileId, startsAt, minutes: 50,
    status, paymentAmount: 20000, isFirst: false, holdExpiresAt: startsAt,
  });
  return startsAt;
}

/** A psychologist and a patient with a confirmed session a week ahead: the care relation every route checks. */
export async function careRelation(t: TestApp): Promise<{ psychologist: Session; patient: Session }> {
  const psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Valentina', last_name: 'Rojas' });
  const patient = await registerSession(t.app, 'client', { first_name: 'Camila', last_name: 'Soto' });
  await appointment(t, patient, psychologist, 24 * 7);
  return { psychologist, patient };
}

export function api(t: TestApp, session: Session | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: session ? bearer(session.access) : {}, ...(payload ? { payload } : {}) });
}

export async function assign(t: TestApp, psychologist: Session, patient: Session, instrument: string, schedule: string): Promise<number> {
  const response = await api(t, psychologist, 'POST', '/api/measures/assignments/', { patient: patient.profileId, instrument, schedule });
  if (response.statusCode !== 201) throw new Error(`assign: ${response.statusCode} ${response.body}`);
  return response.json<{ id: number }>().id;
}

export async function outboxTo(t: TestApp, email: string): Promise<{ subject: string; text: string }[]> {
  const { rows } = await sql<{ message: { to: string; subject: string; text: string } }>`
    select message from measures.mail_outbox order by id`.execute(t.database.db);
  return rows.map((row) => row.message).filter((message) => message.to === email);
}

/** The access-log entries of this kind written for the reader's reads (by e-mail, as identity knows them). */
export async function accessEntries(t: TestApp, resource: string, reader: Session): Promise<{ subject_user_id: number }[]> {
  const { rows } = await sql<{ subject_user_id: number }>`
    select l.subject_user_id from measures.access_log l join identity.users u on u.id = l.actor_user_id
    where l.resource = ${resource} and u.email = ${reader.email}`.execute(t.database.db);
  return rows;
}
