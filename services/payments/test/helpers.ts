import booking, { bookingDefaults, bookingMigrations, type BookingConfig } from '@emind/booking';
import { catalogueMigrations } from '@emind/catalogue';
import { identityMigrations } from '@emind/identity';
import { adminSession, bearer, mountTestIdentity, registerSession, type TestSession } from '@emind/identity/testing';
import { schemaDb } from '@emind/server-kit';
import { insertBookingAppointment, serviceTestApp, type ServiceTestApp } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import payments from '../src/app.ts';
import type { PaymentsConfig } from '../src/config.ts';
import type { PaymentsContext } from '../src/context.ts';
import { paymentsMigrations } from '../src/db/migrations.ts';
import type { PaymentsDatabase } from '../src/db/schema.ts';
import { createWebpay } from '../src/webpay/webpay.ts';
import { startWebpayStandIn, type WebpayStandIn } from './support/webpay-stand-in.ts';

export interface TestApp extends ServiceTestApp {
  standIn: WebpayStandIn;
  clock: { now: Date };
  ctx: PaymentsContext;
  bookingConfig: BookingConfig;
}

export type Session = TestSession;
export { adminSession, bearer, registerSession };

/** identity, booking and payments in one app over one database, payments talking to a Webpay stand-in. */
export async function buildTestApp(overrides: Partial<PaymentsConfig> = {}): Promise<TestApp> {
  const standIn = await startWebpayStandIn();
  return serviceTestApp({
    name: 'payments',
    migrations: [identityMigrations, catalogueMigrations, bookingMigrations, paymentsMigrations],
    mount: async (app, { database, dataDir }) => {
      const base = { dataDir, databaseUrl: undefined, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined } as const;
      const config: PaymentsConfig = {
        ...base, smtpUrl: undefined, mailFrom: 'e-mind <no-reply@e-mind.cl>', jobIntervalMs: 3_600_000, publicOrigin: 'https://e-mind.test',
        webpay: { commerceCode: standIn.commerceCode, apiKey: standIn.apiKey, baseUrl: standIn.url, timeoutMs: 2_000 },
        paymentMethods: ['credit_card', 'transfer'], holdMinutes: 15, retentionPaymentYears: 6,
        ...overrides,
      };
      const bookingConfig: BookingConfig = { ...base, ...bookingDefaults, jobIntervalMs: 3_600_000 };
      const clock = { now: new Date('2026-11-20T15:00:00Z') };
      const now = () => clock.now;
      await mountTestIdentity(app, database, dataDir);
      await app.register(booking, { prefix: '/api', database, config: bookingConfig, now });
      await app.register(payments, { prefix: '/api', database, config, now });
      return { standIn, clock, bookingConfig, ctx: { db: schemaDb<PaymentsDatabase>(database, 'payments'), config, webpay: createWebpay(config.webpay), now } };
    },
    closeFirst: () => standIn.close(),
  });
}

/**
 * Hours already given to each app's appointments. Per app, not per module: test files share a worker's modules, and a
 * count carried over from an earlier file put a later file's sessions days past where its tests move the clock.
 */
const hoursGiven = new WeakMap<TestApp, number>();

/** An appointment booked by card, PENDING_PAYMENT with a hold of 15 minutes from the clock, in booking's own table. */
export async function cardAppointment(t: TestApp, patient: Session, psychologist: Session, options: { amount?: number; holdMinutes?: number } = {}): Promise<number> {
  const hours = (hoursGiven.get(t) ?? 0) + 2;
  hoursGiven.set(t, hours);
  const startsAt = new Date(t.clock.now.getTime() + (48 + hours) * 3_600_000);
  const id = await insertBookingAppointment(t.database.db, {
    psychologistProfileId: psychologist.profileId, clientProfileId: patient.profileId, startsAt, minutes: 50, status: 'PENDING_PAYMENT',
    paymentAmount: options.amount ?? 25000, isFirst: true, holdExpiresAt: new Date(t.clock.now.getTime() + (options.holdMinutes ?? 15) * 60_000),
  });
  await sql`update booking.appointments set payment_method = 'credit_card' where id = ${id}`.execute(t.database.db);
  return id;
}

export async function people(t: TestApp): Promise<{ patient: Session; psychologist: Session; other: Session; admin: Session }> {
  return {
    patient: await registerSession(t.app, 'client', { first_name: 'Sofía', last_name: 'Núñez' }),
    psychologist: await registerSession(t.app, 'psychologist', { first_name: 'Tomás', last_name: 'Muñoz' }),
    other: await registerSession(t.app, 'client', { first_name: 'Otra', last_name: 'Persona' }),
    admin: await adminSession(t.app),
  };
}

export function startPayment(t: TestApp, session: Session, appointment: number) {
  return t.app.inject({ method: 'POST', url: '/api/payments/webpay/', headers: bearer(session.access), payload: { appointment } });
}

/** Transbank's return as the browser brings it: a form POST (default) or a GET with the fields in the query. */
export function returnWith(t: TestApp, fields: Record<string, string>, method: 'POST' | 'GET' = 'POST') {
  if (method === 'GET') return t.app.inject({ method: 'GET', url: `/api/payments/webpay/return/?${new URLSearchParams(fields)}` });
  return t.app.inject({
    method: 'POST', url: '/api/payments/webpay/return/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString(),
  });
}

export function paymentOf(t: TestApp, session: Session, appointment: number) {
  return t.app.inject({ method: 'GET', url: `/api/payments/appointments/${appointment}/`, headers: bearer(session.access) });
}

export async function appointmentRow(t: TestApp, id: number): Promise<{ status: string; meeting_room: string | null; card_transaction_id: number | null }> {
  const { rows } = await sql<{ status: string; meeting_room: string | null; card_transaction_id: number | null }>`
    select status, meeting_room, card_transaction_id from booking.appointments where id = ${id}`.execute(t.database.db);
  if (!rows[0]) throw new Error(`no appointment ${id}`);
  return rows[0];
}

export async function historyOf(t: TestApp, id: number): Promise<{ to_status: string; changed_by_role: string; changed_by_user_id: number | null; note: string }[]> {
  const { rows } = await sql<{ to_status: string; changed_by_role: string; changed_by_user_id: number | null; note: string }>`
    select to_status, changed_by_role, changed_by_user_id, note from booking.appointment_status_changes where appointment_id = ${id} order by id`.execute(t.database.db);
  return rows;
}
