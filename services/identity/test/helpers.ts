import type { DatabaseHandle, MailMessage } from '@emind/server-kit';
import { serviceTestApp, type ServiceTestApp } from '@emind/server-kit/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import identity from '../src/app.ts';
import { noRateLimits, type IdentityConfig } from '../src/config.ts';
import { bearer, identityTestConfig, TEST_ADMIN, TEST_PASSWORD, uniqueEmail } from '../src/testing.ts';
import { identityMigrations } from '../src/db/migrations.ts';


export { noRateLimits, uniqueEmail, bearer };
export const ADMIN = TEST_ADMIN;
export const PASSWORD = TEST_PASSWORD;

export interface TestApp extends ServiceTestApp {
  config: IdentityConfig;
}

/**
 * Stands in for booking's `booking.client_appointment_summary` view (which the admin patients list reads) in
 * this test database, over a table the test fills: identity's tests do not run booking's migrations.
 */
async function useAppointmentSummaryFixture(database: DatabaseHandle): Promise<void> {
  await sql`create table if not exists public.test_client_appointment_summary (client_id integer primary key, total_appointments integer not null,
            last_appointment_date text, last_appointment_status text, next_appointment_date text, next_appointment_status text)`.execute(database.db);
  await sql`create schema if not exists booking`.execute(database.db);
  await sql`drop view if exists booking.client_appointment_summary`.execute(database.db);
  await sql`create view booking.client_appointment_summary as select * from public.test_client_appointment_summary`.execute(database.db);
}

export async function setAppointmentSummary(
  t: TestApp,
  row: { client_id: number; total: number; last: [string, string] | null; next: [string, string] | null },
): Promise<void> {
  await sql`insert into public.test_client_appointment_summary values (${row.client_id}, ${row.total}, ${row.last?.[0] ?? null},
            ${row.last?.[1] ?? null}, ${row.next?.[0] ?? null}, ${row.next?.[1] ?? null})`.execute(t.database.db);
}

export async function buildTestApp(overrides: Partial<IdentityConfig> = {}): Promise<TestApp> {
  return serviceTestApp({
    name: 'identity',
    migrations: [identityMigrations],
    prepare: useAppointmentSummaryFixture,
    mount: async (app, { database, dataDir }) => {
      const config = identityTestConfig(dataDir, { allowedOrigins: ['http://localhost:3000'], ...overrides });
      await app.register(identity, { prefix: '/api', database, config });
      return { config };
    },
  });
}


export function registerPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  return {
    email,
    username: email,
    password: PASSWORD,
    password2: PASSWORD,
    user_type: 'client',
    first_name: 'Valentina',
    last_name: 'Rojas',
    phone_number: '+56 9 1234 5678',
    ...overrides,
  };
}

export interface SessionBody {
  access: string;
  refresh: string;
  user: { id: number; user_type: string; profile_id: number; email: string };
}

export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<SessionBody> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/register/', payload: registerPayload(overrides) });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json<SessionBody>();
}

export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<SessionBody> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<SessionBody>();
}


/**
 * The mails queued for one recipient, oldest first, read from the outbox table whatever their delivery state:
 * on a shared Postgres another test file's instance may be the one that sends (or fails to send) them.
 */
export async function mailsTo(t: TestApp, to: string): Promise<MailMessage[]> {
  const result = await sql<{ message: MailMessage }>`
    select message from identity.mail_outbox where message->>'to' = ${to} order by id`.execute(t.database.db);
  return result.rows.map((row) => row.message);
}

export function multipart(field: string, filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----emind${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
