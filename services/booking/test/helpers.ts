import { identityMigrations } from '@emind/identity';
import {
  adminSession,
  bearer,
  mountTestIdentity,
  registerSession,
  setBankInfo as setIdentityBankInfo,
  TEST_BANK,
  uniqueEmail,
  type TestSession,
} from '@emind/identity/testing';
import type { DatabaseHandle, MailMessage, MailTransport } from '@emind/server-kit';
import { serviceTestApp, type ServiceTestApp } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, vi } from 'vitest';
import booking from '../src/app.ts';
import { createBookingContext } from '../src/plugins/booking-context.ts';
import { bookingDefaults, type BookingConfig } from '../src/config.ts';
import type { BookingContext } from '../src/context.ts';
import { bookingMigrations } from '../src/db/migrations.ts';
import { drainBookingOutbox } from '../src/notifications/queued-mail.ts';

/** Monday 2026-06-01, 08:00 in Chile (UTC-4). */
export const NOW = new Date('2026-06-01T12:00:00Z');
/** The services' clock in tests: NOW unless a test moves it (and puts it back). */
export const clock = { now: NOW };

export interface TestApp extends ServiceTestApp {
  ctx: BookingContext;
}

/**
 * Stands in for catalogue's `catalogue.psychologist_listing` view (profile_id, verification_status,
 * approved_price) in this test database, over a table the test fills.
 */
async function useListingFixture(database: DatabaseHandle): Promise<void> {
  await sql`create table if not exists public.test_psychologist_listing (profile_id integer primary key, verification_status text not null, approved_price integer)`.execute(database.db);
  await sql`create schema if not exists catalogue`.execute(database.db);
  await sql`drop view if exists catalogue.psychologist_listing cascade`.execute(database.db);
  await sql`create view catalogue.psychologist_listing as select profile_id, verification_status, approved_price from public.test_psychologist_listing`.execute(database.db);
}

/**
 * Stands in for measures' `measures.declared_minors` view (client_id: patients refused as minors at the intake) in
 * this test database, over a table the test fills.
 */
async function useDeclaredMinorsFixture(database: DatabaseHandle): Promise<void> {
  await sql`create table if not exists public.test_declared_minors (client_id integer primary key)`.execute(database.db);
  await sql`create schema if not exists measures`.execute(database.db);
  await sql`create or replace view measures.declared_minors as select client_id from public.test_declared_minors`.execute(database.db);
}

export async function declareMinor(t: TestApp, clientProfileId: number): Promise<void> {
  await sql`insert into public.test_declared_minors values (${clientProfileId})`.execute(t.database.db);
}

export async function setListing(t: TestApp, profileId: number, status: string, approvedPrice: number | null): Promise<void> {
  await sql`insert into public.test_psychologist_listing values (${profileId}, ${status}, ${approvedPrice})
            on conflict (profile_id) do update set verification_status = excluded.verification_status, approved_price = excluded.approved_price`.execute(t.database.db);
}

export interface TestAppOptions {
  /** Collects every log line, at debug level (tests that prove what is never logged). */
  logLines?: string[];
  config?: Partial<BookingConfig>;
}

export async function buildTestApp({ logLines, config: overrides = {} }: TestAppOptions = {}): Promise<TestApp> {
  return serviceTestApp({
    name: 'booking',
    migrations: [identityMigrations, bookingMigrations],
    prepare: async (database) => {
      await useListingFixture(database);
      await useDeclaredMinorsFixture(database);
    },
    server: logLines ? { logLevel: 'debug', logStream: { write: (line) => logLines.push(line) } } : { logLevel: 'silent' },
    mount: async (app, { database, dataDir }) => {
      const config: BookingConfig = {
        dataDir,
        databaseUrl: undefined,
        logLevel: 'silent',
        trustProxy: 'loopback',
        port: 0,
        seedDemo: false,
        jwtPublicKey: undefined,
        ...bookingDefaults,
        // Tests run the jobs themselves.
        jobIntervalMs: 3_600_000,
        ...overrides,
      };
      await mountTestIdentity(app, database, dataDir);
      await app.register(booking, { prefix: '/api', database, config, now: () => clock.now });
      return { ctx: createBookingContext(database, config, () => clock.now) };
    },
  });
}

export type Session = TestSession;
export { bearer, registerSession as registerUser, adminSession as loginAdmin, uniqueEmail };

export const BANK = TEST_BANK;

/** Monday 09:00–12:00 and Tuesday 15:00–17:00: on NOW's Monday the free slots are 09, 10 and 11. */
export const WEEK = {
  monday: { enabled: true, timeBlocks: [{ startTime: '09:00', endTime: '12:00' }] },
  tuesday: { enabled: true, timeBlocks: [{ startTime: '15:00', endTime: '17:00' }] },
};

/** One-hour slots starting at each of `hours` ('09' is 09:00–10:00), as the free days list them. */
const hourSlots = (...hours: string[]) => hours.map((hour) => ({ start_time: `${hour}:00`, end_time: `${String(Number(hour) + 1).padStart(2, '0')}:00` }));
const dayOf = (day_name: string, day_of_week: string) => (date: string, ...hours: string[]) => ({ date, day_name, day_of_week, slots: hourSlots(...hours) });

/** A free day as `/available-days/` answers it: `openDay.monday('2026-06-01', '09', '10')`. */
export const openDay = {
  monday: dayOf('lunes', 'monday'),
  tuesday: dayOf('martes', 'tuesday'),
  wednesday: dayOf('miércoles', 'wednesday'),
  sunday: dayOf('domingo', 'sunday'),
};

export function setBankInfo(t: TestApp, session: Session, role: 'psychologist' | 'admin', bank?: Record<string, string>): Promise<void> {
  return setIdentityBankInfo(t.app, session, role, bank);
}

/** The services' clock back at NOW, after a test that moved it. */
export function resetClock(): void {
  clock.now = NOW;
}

/** A test file's app, for `appPerFile`. */
export async function buildAppOnly(): Promise<{ t: TestApp }> {
  return { t: await buildTestApp() };
}

/** A test file's app and its admin. */
export async function buildAppWithAdmin(options: TestAppOptions = {}): Promise<{ t: TestApp; admin: Session }> {
  const t = await buildTestApp(options);
  return { t, admin: await adminSession(t.app) };
}

/** A test file's app and its admin, with the platform's bank account set (a first session is paid there). */
export async function buildAppWithPlatformAccount({
  platformBank = { ...BANK, bank_account_owner: 'E-Mind SpA' },
  ...options
}: TestAppOptions & { platformBank?: Record<string, string> } = {}): Promise<{ t: TestApp; admin: Session }> {
  const built = await buildAppWithAdmin(options);
  await setBankInfo(built.t, built.admin, 'admin', platformBank);
  return built;
}

/** `buildAppWithPlatformAccount`, and a psychologist clients can book at `price`. */
export async function buildAppWithPsychologist({
  price,
  ...options
}: Parameters<typeof buildAppWithPlatformAccount>[0] & { price?: number } = {}): Promise<{ t: TestApp; admin: Session; psychologist: Session }> {
  const built = await buildAppWithPlatformAccount(options);
  return { ...built, psychologist: await bookablePsychologist(built.t, price) };
}

/** Sends what booking's outbox holds and answers the mails that went. */
export async function drainedMails(t: TestApp): Promise<MailMessage[]> {
  const sent: MailMessage[] = [];
  const recorder: MailTransport = { send: async (message) => void sent.push(message) };
  await drainBookingOutbox(t.database.db, t.ctx.config, recorder, { now: new Date(Date.now() + 60_000) });
  return sent;
}

/** A psychologist clients can book: listed (VERIFIED, approved price), with a schedule and bank data. */
export async function bookablePsychologist(t: TestApp, price = 20000, { withBank = true } = {}): Promise<Session> {
  const psychologist = await registerSession(t.app, 'psychologist');
  await setListing(t, psychologist.profileId, 'VERIFIED', price);
  if (withBank) await setBankInfo(t, psychologist, 'psychologist');
  const schedule = await t.app.inject({
    method: 'PATCH',
    url: '/api/schedules/psychologist-schedule/update/',
    headers: bearer(psychologist.access),
    payload: { schedule_config: WEEK },
  });
  if (schedule.statusCode !== 200) throw new Error(`schedule: ${schedule.statusCode}`);
  return psychologist;
}

export function book(t: TestApp, session: Session, psychologistId: number, slot: { date?: string; start_time?: string; end_time?: string; client_notes?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/appointments/',
    headers: bearer(session.access),
    payload: {
      psychologist: psychologistId,
      date: '2026-06-01',
      start_time: '09:00',
      end_time: '10:00',
      payment_method: 'transfer',
      client_notes: '',
      ...slot,
    },
  });
}

function multipart(field: string, content: Buffer, fileName: string) {
  const boundary = `----emind${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A one-pixel PNG: a proof typed by content. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** POSTs a payment proof as the route expects it (multipart, field `payment_proof`). */
export function uploadProof(t: TestApp, session: Session, id: number, content: Buffer, field = 'payment_proof', fileName = 'comprobante.png') {
  const body = multipart(field, content, fileName);
  return t.app.inject({ method: 'POST', url: `/api/appointments/${id}/upload-payment/`, payload: body.payload, headers: { ...body.headers, ...bearer(session.access) } });
}

let markers = 0;

/**
 * Every change notified so far has been heard by the service's kept client lists. `t.ctx` is a context of its own, as
 * another instance would be: what a job run through it changes reaches the service's kept lists by Postgres
 * notification, a moment after the commit. Notifications reach a listener in commit order, so once a marker sent now
 * has reached the feed's connection, every earlier one has too. PGlite hears its own before the statement returns.
 */
export async function changesHeard(t: TestApp): Promise<void> {
  const marker = `test.marker.${++markers}`;
  const emitted = vi.spyOn(pg.Client.prototype, 'emit');
  try {
    await sql`select pg_notify('emind_appointment_changes', ${marker})`.execute(t.database.db);
    if (t.database.pglite) return;
    const heard = () => emitted.mock.calls.some(([event, message]) => event === 'notification' && (message as pg.Notification).payload === marker);
    await expect.poll(heard, { timeout: 3_000, interval: 10 }).toBe(true);
  } finally {
    emitted.mockRestore();
  }
}
