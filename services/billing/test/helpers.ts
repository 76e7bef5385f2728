import { bookingMigrations } from '@emind/booking';
import { catalogueMigrations } from '@emind/catalogue';
import { identityMigrations } from '@emind/identity';
import { adminSession, bearer, mountTestIdentity, registerSession, type TestSession } from '@emind/identity/testing';
import { schemaDb, storageFromEnv } from '@emind/server-kit';
import { pdfPageTexts } from '@emind/server-kit/pdf-reader';
import { insertBookingAppointment, serviceTestApp, type ServiceTestApp } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import billing from '../src/app.ts';
import { defaultBillingRateLimits, type BillingConfig } from '../src/config.ts';
import type { BillingContext } from '../src/context.ts';
import { billingMigrations } from '../src/db/migrations.ts';
import type { BillingDatabase } from '../src/db/schema.ts';

export interface TestApp extends ServiceTestApp {
  /** The service's clock: tests move it to make reminders fall due. */
  clock: { now: Date };
  ctx: BillingContext;
}

export const PLATFORM_EMAIL = 'plataforma@e-mind.test';

/** identity (accounts, tokens, names) beside billing, over a database with booking's and catalogue's migrations (their published views). */
export async function buildTestApp(overrides: Partial<BillingConfig> = {}, logStream?: { write(line: string): void }): Promise<TestApp> {
  return serviceTestApp({
    name: 'billing',
    migrations: [identityMigrations, catalogueMigrations, bookingMigrations, billingMigrations],
    server: logStream ? { logLevel: 'info', logStream } : { logLevel: 'silent' },
    mount: async (app, { database, dataDir }) => {
      const config: BillingConfig = {
        dataDir, databaseUrl: undefined, logLevel: 'silent', trustProxy: 'loopback', port: 0, seedDemo: false, jwtPublicKey: undefined,
        jobIntervalMs: 3_600_000, smtpUrl: undefined, mailFrom: 'e-mind <no-reply@e-mind.cl>', publicOrigin: 'https://e-mind.test',
        boletaReminderDays: 5, platformAdminEmail: PLATFORM_EMAIL, retentionPaymentYears: 6, redisUrl: process.env.REDIS_URL,
        rateLimits: defaultBillingRateLimits,
        ...overrides,
      };
      const clock = { now: new Date('2026-11-20T15:00:00Z') };
      const now = () => clock.now;
      await mountTestIdentity(app, database, dataDir);
      await app.register(billing, { prefix: '/api', database, config, now, rateLimitNameSpace: `billing-test-${process.pid}-${Date.now()}:` });
      return { clock, ctx: { db: schemaDb<BillingDatabase>(database, 'billing'), config, storage: storageFromEnv(dataDir), now } };
    },
  });
}

export type Session = TestSession;
export { adminSession, bearer, registerSession };

let minuteOffset = 0;

export interface SessionOptions {
  /** Start instant; by default one a few hours apart from every other, in early November 2026. */
  startsAt?: Date;
  amount?: number;
  isFirst?: boolean;
  /** The status now; CANCELLED with `cancelledFrom` for a paid session cancelled. */
  status?: string;
  cancelledFrom?: string;
  refunded?: boolean;
}

/**
 * A session in booking's own tables (the view `billing_sessions` is booking's, read as is): the appointment and the
 * status changes booking writes when its payment is verified and, if so, when it is cancelled.
 */
export async function paidSession(t: TestApp, client: Session, psychologist: Session, options: SessionOptions = {}): Promise<number> {
  minuteOffset += 1;
  const startsAt = options.startsAt ?? new Date(Date.parse('2026-11-02T13:00:00Z') + minuteOffset * 3 * 3_600_000);
  const id = await insertBookingAppointment(t.database.db, {
    psychologistProfileId: psychologist.profileId, clientProfileId: client.profileId, startsAt, minutes: 50,
    status: options.status ?? 'COMPLETED', paymentAmount: options.amount ?? 25000, isFirst: options.isFirst ?? false, holdExpiresAt: startsAt,
  });
  const paidAt = new Date(startsAt.getTime() - 86_400_000);
  await sql`insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_role, created_at)
            values (${id}, 'PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'admin', ${paidAt})`.execute(t.database.db);
  if (options.status === 'CANCELLED') {
    await sql`insert into booking.appointment_status_changes (appointment_id, from_status, to_status, changed_by_role, created_at)
              values (${id}, ${options.cancelledFrom ?? 'CONFIRMED'}, 'CANCELLED', 'client', ${paidAt})`.execute(t.database.db);
    if (options.refunded) await sql`update booking.appointments set refunded_at = ${paidAt} where id = ${id}`.execute(t.database.db);
  }
  return id;
}

/** An appointment never paid (PENDING_PAYMENT): booking's view does not show it to billing. */
export async function unpaidSession(t: TestApp, client: Session, psychologist: Session): Promise<number> {
  minuteOffset += 1;
  const startsAt = new Date(Date.parse('2026-11-02T13:00:00Z') + minuteOffset * 3 * 3_600_000);
  return insertBookingAppointment(t.database.db, {
    psychologistProfileId: psychologist.profileId, clientProfileId: client.profileId, startsAt, minutes: 50,
    status: 'PENDING_PAYMENT', paymentAmount: 25000, isFirst: false, holdExpiresAt: startsAt,
  });
}

/** A psychologist with RUT and registry number (catalogue's professional profile), and a patient with a RUT. */
export async function people(t: TestApp): Promise<{ psychologist: Session; patient: Session; admin: Session }> {
  const psychologist = await registerSession(t.app, 'psychologist', { first_name: 'Tomás', last_name: 'Muñoz Peña' });
  const patient = await registerSession(t.app, 'client', { first_name: 'Sofía', last_name: 'Núñez' });
  await sql`update identity.profiles set rut = '12.345.678-5' where id = ${psychologist.profileId}`.execute(t.database.db);
  await sql`update identity.profiles set rut = '9.876.543-3' where id = ${patient.profileId}`.execute(t.database.db);
  await sql`insert into catalogue.psychologists (profile_id, health_register_number) values (${psychologist.profileId}, '123456')
            on conflict (profile_id) do update set health_register_number = excluded.health_register_number`.execute(t.database.db);
  return { psychologist, patient, admin: await adminSession(t.app) };
}

export function api(t: TestApp, session: Session | null, method: 'GET' | 'PUT', url: string) {
  return t.app.inject({ method, url, headers: session ? bearer(session.access) : {} });
}

/** A real one-page PDF, as the SII's would be. */
export async function samplePdf(text = 'Boleta de honorarios electrónica'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage();
  page.drawText(text, { x: 50, y: 700, font: await pdf.embedFont(StandardFonts.Helvetica), size: 12 });
  return Buffer.from(await pdf.save());
}

/** multipart/form-data as a browser sends it: the text fields, then the file. */
export function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----emind${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function putBoleta(t: TestApp, session: Session, appointmentId: number, fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }) {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'PUT', url: `/api/billing/appointments/${appointmentId}/boleta/`, headers: { ...bearer(session.access), ...body.headers }, payload: body.payload });
}

/** The text of every page of a PDF, as a reader (pdf.js) extracts it: proof that the text is real and selectable. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join('\n').replace(/\s+/g, ' ');
}

export async function outbox(t: TestApp): Promise<{ to: string; subject: string; text: string }[]> {
  const { rows } = await sql<{ message: { to: string; subject: string; text: string } }>`select message from billing.mail_outbox order by id`.execute(t.database.db);
  return rows.map((row) => row.message);
}

/** The access-log entries of this kind written for the reader's reads (by e-mail, as identity knows them). */
export async function accessEntries(t: TestApp, resource: string, reader: Session): Promise<{ subject_user_id: number }[]> {
  const { rows } = await sql<{ subject_user_id: number }>`
    select l.subject_user_id from billing.access_log l join identity.users u on u.id = l.actor_user_id
    where l.resource = ${resource} and u.email = ${reader.email}`.execute(t.database.db);
  return rows;
}
