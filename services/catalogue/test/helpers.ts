import { bookingMigrations } from '@emind/booking';
import { identityMigrations } from '@emind/identity';
import { reviewsMigrations } from '@emind/reviews';
import { sessionsMigrations } from '@emind/sessions';
import {
  adminSession,
  bearer,
  mountTestIdentity,
  registerSession,
  setBankInfo,
  uniqueEmail,
  type TestSession,
} from '@emind/identity/testing';
import { schemaDb, storageFromEnv } from '@emind/server-kit';
import { baseTestConfig, type ServiceTestApp, serviceTestApp } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import catalogue from '../src/app.ts';
import type { CatalogueConfig } from '../src/config.ts';
import type { CatalogueContext } from '../src/context.ts';
import { catalogueMigrations } from '../src/db/migrations.ts';
import type { CatalogueDatabase } from '../src/db/schema.ts';

/** Monday 2026-06-01, 08:00 in Chile (UTC-4). */
export const NOW = new Date('2026-06-01T12:00:00Z');

export interface TestApp extends ServiceTestApp {
  ctx: CatalogueContext;
}

export async function buildTestApp(): Promise<TestApp> {
  return serviceTestApp({
    name: 'catalogue',
    migrations: [identityMigrations, catalogueMigrations, bookingMigrations, reviewsMigrations, sessionsMigrations],
    mount: async (app, { database, dataDir }) => {
      const config: CatalogueConfig = baseTestConfig(dataDir);
      await mountTestIdentity(app, database, dataDir);
      await app.register(catalogue, { prefix: '/api', database, config, now: () => NOW });
      return { ctx: { db: schemaDb<CatalogueDatabase>(database, 'catalogue'), config, storage: storageFromEnv(dataDir), now: () => NOW } };
    },
  });
}

export type Session = TestSession;
export { bearer, registerSession as registerUser, adminSession as loginAdmin, uniqueEmail };

/** A test file's app, two psychologists, a client and the admin, for `appPerFile`. */
export async function buildAppWithPeople(): Promise<{ t: TestApp; psy: Session; other: Session; client: Session; admin: Session }> {
  const t = await buildTestApp();
  const psy = await registerSession(t.app, 'psychologist');
  const other = await registerSession(t.app, 'psychologist');
  const client = await registerSession(t.app, 'client');
  return { t, psy, other, client, admin: await adminSession(t.app) };
}

/** A weekly schedule row in booking's table (what booking's own routes would store). */
export async function addScheduleBlock(t: TestApp, profileId: number, day: string, start: string, end: string): Promise<void> {
  await sql`insert into booking.schedule_blocks (psychologist_id, day_of_week, start_time, end_time) values (${profileId}, ${day}, ${start}, ${end})`.execute(t.database.db);
}

/** An appointment holding a one-hour slot (Chile, UTC-4 in June), the way booking stores one. */
export async function holdSlot(t: TestApp, hold: { psychologistId: number; clientId: number; date: string; start: string; status?: string }): Promise<void> {
  const { psychologistId, clientId, date, start, status = 'PENDING_PAYMENT' } = hold;
  const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:${start.slice(3, 5)}`;
  const startsAt = `${date}T${start}:00-04:00`;
  await sql`
    insert into booking.appointments (psychologist_id, client_id, date, start_time, end_time, starts_at, ends_at, status,
      payment_method, payment_amount, is_first_appointment, hold_expires_at)
    values (${psychologistId}, ${clientId}, ${date}, ${start}, ${end}, ${startsAt}::timestamptz, ${startsAt}::timestamptz + interval '1 hour',
      ${status}, 'transfer', 10000, true, ${startsAt}::timestamptz)`.execute(t.database.db);
}

/** A listed psychologist (verified, priced, with bank data and a schedule), made through the API like the real flow. */
export async function listedPsychologist(
  t: TestApp,
  admin: Session,
  options: { first_name?: string; last_name?: string; price?: number; graduation_year?: number; specialties?: string[]; target_populations?: string[]; intervention_areas?: string[] } = {},
): Promise<Session> {
  const session = await registerSession(t.app, 'psychologist', { first_name: options.first_name ?? 'Valentina', last_name: options.last_name ?? 'Rojas' });
  const patch = await t.app.inject({
    method: 'PATCH',
    url: '/api/profiles/psychologist-profiles/me/professional/',
    headers: bearer(session.access),
    payload: {
      university: 'Universidad de Chile',
      graduation_year: options.graduation_year ?? 2015,
      health_register_number: '123456',
      specialties: options.specialties ?? ['Terapia Gestalt'],
      target_populations: options.target_populations ?? ['Adultos (26-40 años)'],
      intervention_areas: options.intervention_areas ?? ['Ansiedad'],
    },
  });
  if (patch.statusCode !== 200) throw new Error(`patch failed: ${patch.body}`);
  await t.app.inject({ method: 'PATCH', url: `/api/profiles/admin/psychologists/${session.profileId}/toggle-status/`, headers: bearer(admin.access), payload: { verification_status: 'VERIFIED' } });
  await completeForListing(t, admin, session, options.price ?? 10000);
  return session;
}

/** What the listing rule asks of a VERIFIED psychologist besides the status: an approved price, bank data and a schedule. */
export async function completeForListing(t: TestApp, admin: Session, session: Session, price = 10000): Promise<void> {
  await t.app.inject({ method: 'POST', url: `/api/pricing/psychologist-prices/set_psychologist_price/${session.profileId}/`, headers: bearer(admin.access), payload: { price } });
  await setBankInfo(t.app, session, 'psychologist');
  await addScheduleBlock(t, session.profileId, 'monday', '09:00', '18:00');
}

let counter = 0;

/** Multipart body with one file part and text fields: fields first, or the file first as browsers send it. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }, order: 'fields-first' | 'file-first' = 'fields-first') {
  const boundary = `----emind${Date.now()}${++counter}`;
  const fieldParts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const fileParts = file
    ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`), file.content, Buffer.from('\r\n')]
    : [];
  const parts = order === 'file-first' ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
