import { bookingMigrations } from '@emind/booking';
import { catalogueMigrations } from '@emind/catalogue';
import { identityMigrations } from '@emind/identity';
import { sessionsMigrations } from '@emind/sessions';
import { adminSession, bearer, mountTestIdentity, registerSession, type TestSession } from '@emind/identity/testing';
import { baseTestConfig, type ServiceTestApp, serviceTestApp } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import reviews from '../src/app.ts';
import type { ReviewsConfig } from '../src/config.ts';
import { reviewsMigrations } from '../src/db/migrations.ts';

export type TestApp = ServiceTestApp;

/** identity (accounts, tokens, names) beside reviews, over a database with booking's and catalogue's migrations (their published views). */
export async function buildTestApp(): Promise<TestApp> {
  return serviceTestApp({
    name: 'reviews',
    migrations: [identityMigrations, catalogueMigrations, bookingMigrations, reviewsMigrations, sessionsMigrations],
    mount: async (app, { database, dataDir }) => {
      const config: ReviewsConfig = baseTestConfig(dataDir);
      await mountTestIdentity(app, database, dataDir);
      await app.register(reviews, { prefix: '/api', database, config });
      return {};
    },
  });
}

export type Session = TestSession;
export { adminSession, bearer, registerSession };

let dayOffset = 0;

/**
 * An appointment in booking's table (what booking's own routes store; a session only reaches COMPLETED once
 * it has started, which a test cannot wait for). Each call takes its own day, so slots never overlap.
 */
export async function appointment(t: TestApp, client: Session, psychologist: Session, status = 'COMPLETED'): Promise<{ id: number; date: string }> {
  dayOffset += 1;
  const date = new Date(Date.UTC(2026, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);
  const result = await sql<{ id: number }>`
    insert into booking.appointments
      (psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status, payment_method, payment_amount, is_first_appointment, hold_expires_at)
    values (${psychologist.profileId}, ${client.profileId}, ${date}, '10:00', '11:00', ${`${date}T13:00:00Z`}, ${`${date}T14:00:00Z`},
            ${status}, 'transfer', 20000, false, ${`${date}T13:00:00Z`})
    returning id
  `.execute(t.database.db);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('appointment not stored');
  return { id, date };
}

export function submit(t: TestApp, session: Session, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/comments/client/submit/', headers: bearer(session.access), payload });
}

export function moderate(t: TestApp, admin: Session, id: number, status: string) {
  return t.app.inject({ method: 'PATCH', url: `/api/comments/admin/reviews/${id}/`, headers: bearer(admin.access), payload: { status } });
}

/**
 * Makes a psychologist listed by the one rule, as their onboarding and the admin's verification would: VERIFIED
 * with an approved price, complete bank data and a weekly block.
 */
export async function listInDirectory(t: TestApp, psychologist: Session): Promise<void> {
  const db = t.database.db;
  await sql`insert into catalogue.psychologists (profile_id, verification_status, approved_price) values (${psychologist.profileId}, 'VERIFIED', 20000)
            on conflict (profile_id) do update set verification_status = 'VERIFIED', approved_price = 20000`.execute(db);
  await sql`update identity.profiles set bank_name = 'BANCO_ESTADO', bank_account_number = '12345678', bank_account_owner = 'Titular',
            bank_account_owner_rut = '12.345.678-5' where id = ${psychologist.profileId}`.execute(db);
  await sql`insert into booking.schedule_blocks (psychologist_id, day_of_week, start_time, end_time)
            values (${psychologist.profileId}, 'monday', '09:00', '13:00') on conflict do nothing`.execute(db);
}
