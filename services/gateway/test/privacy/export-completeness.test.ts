import { privacyServices, type PrivacyService } from '@emind/server-kit';
import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, eventually, login, loginAdmin, usePlatform } from './privacy-journey.ts';

/**
 * The export is complete by construction: every column of every schema that holds a person's id is listed here
 * with the export key that carries its rows, or with the reason it is left out. The schemas are every privacy
 * service of the manifest, so a new service's tables are looked at too. A new table or column holding a person's id
 * fails this test until it is placed; a listed key that comes back empty while the table holds rows of the person
 * fails it too.
 */
type Placement = { key: `${PrivacyService}.${string}` } | { excluded: string };

const ABOUT_OTHERS = 'reads this person made of other people’s data: exporting them would disclose those people';
const coverage: Record<string, Placement> = {
  'identity.users.id': { key: 'identity.account' },
  'identity.profiles.id': { key: 'identity.profile' },
  'identity.profiles.user_id': { key: 'identity.profile' },
  'identity.refresh_tokens.user_id': { key: 'identity.sessions' },
  'identity.password_reset_tokens.user_id': { key: 'identity.password_resets' },
  'identity.consents.user_id': { key: 'identity.consents' },
  'identity.mail_preferences.user_id': { key: 'identity.mail_preferences' },
  'identity.data_requests.user_id': { key: 'identity.data_requests' },
  'identity.access_log.subject_user_id': { key: 'identity.accesses_by_admins' },
  'identity.access_log.actor_user_id': { excluded: ABOUT_OTHERS },
  'catalogue.psychologists.profile_id': { key: 'catalogue.professional_profile' },
  'catalogue.experiences.profile_id': { key: 'catalogue.experiences' },
  'catalogue.verification_documents.profile_id': { key: 'catalogue.verification_documents' },
  'catalogue.suggested_prices.profile_id': { key: 'catalogue.suggested_prices' },
  'catalogue.access_log.subject_user_id': { key: 'catalogue.accesses_by_admins' },
  'catalogue.access_log.actor_user_id': { excluded: ABOUT_OTHERS },
  'booking.schedule_blocks.psychologist_id': { key: 'booking.schedule_blocks' },
  'booking.appointments.client_id': { key: 'booking.appointments_as_client' },
  'booking.appointments.psychologist_id': { key: 'booking.appointments_as_psychologist' },
  'booking.appointment_status_changes.changed_by_user_id': { key: 'booking.status_changes_made' },
  'booking.appointment_series.client_id': { excluded: 'only links the patient’s own weekly sessions (ids and the number of weeks); each session is exported in booking.appointments_as_client' },
  'booking.appointment_series.psychologist_id': { excluded: 'only links the weekly sessions of one patient (ids and the number of weeks); each session is exported in booking.appointments_as_psychologist' },
  'booking.appointment_reschedules.changed_by_user_id': { excluded: 'each move is also written as a status-change entry (from, to, who, when, the note), exported in booking.status_changes_made' },
  'booking.psychologist_patient_marks.psychologist_id': { key: 'booking.patient_marks' },
  'booking.psychologist_patient_marks.client_id': { excluded: 'the psychologist’s own working mark in their list (active or not), exported to the psychologist' },
  'booking.access_log.subject_user_id': { key: 'booking.accesses_by_others' },
  'booking.access_log.actor_user_id': { excluded: ABOUT_OTHERS },
  'booking.waitlist_entries.client_id': { key: 'booking.waitlist_entries' },
  'booking.waitlist_entries.psychologist_id': { excluded: 'patients waiting for the psychologist: only their number is theirs to see (GET /api/waitlist/count/)' },
  'booking.waitlist_notices.client_id': { key: 'booking.waitlist_notices' },
  'booking.waitlist_notices.psychologist_id': { excluded: 'freed slots told to patients waiting for the psychologist: the patients’ data' },
  'booking.time_off.psychologist_id': { key: 'booking.time_off' },
  'booking.time_off_settings.psychologist_id': { key: 'booking.holidays_setting' },
  'booking.cancellation_policies.psychologist_id': { key: 'booking.cancellation_policy' },
  'booking.calendar_feeds.user_id': { excluded: 'a calendar link’s secret, kept only as its hash; the person sees and renews it in Mis Citas or Mi Agenda' },
  'booking.freed_slots.psychologist_id': { excluded: 'a work queue of the psychologist’s freed slots (date and time only), the schedule they already hold' },
  'booking.clinical_note_versions.author_profile_id': { excluded: 'the psychologist’s versions of their patients’ clinical notes: each patient’s health data, whose copy is the patient’s (booking.clinical_record, docs/privacy/clinical-record.md)' },
  'booking.sealed_records.subject_user_id': { excluded: 'sealed by law after an erasure: no route, screen or export reads it' },
  'reviews.reviews.client_id': { key: 'reviews.reviews_written' },
  'reviews.reviews.psychologist_id': { key: 'reviews.reviews_received' },
  'reviews.reviews.moderated_by_user_id': { key: 'reviews.reviews_moderated' },
  'reviews.access_log.subject_user_id': { key: 'reviews.accesses_by_others' },
  'reviews.access_log.actor_user_id': { excluded: ABOUT_OTHERS },
  'measures.intakes.client_id': { key: 'measures.intake' },
  'measures.assignments.client_id': { key: 'measures.questionnaires_assigned' },
  'measures.assignments.psychologist_id': { excluded: 'questionnaires the psychologist asked of patients: each patient’s health data, exported to the patient' },
  'measures.responses.client_id': { key: 'measures.questionnaire_answers' },
  'measures.responses.psychologist_id': { excluded: 'patients’ answers and scores: each patient’s health data, exported to the patient' },
  'measures.safety_flags.client_id': { key: 'measures.safety_alerts' },
  'measures.safety_flags.psychologist_id': { excluded: 'safety alerts about patients: each patient’s health data, exported to the patient' },
  'measures.intake_reminders.client_id': { key: 'measures.intake_reminder_sent_at' },
  'measures.minor_declarations.client_id': { key: 'measures.refused_as_minor_at' },
  'measures.access_log.subject_user_id': { key: 'measures.accesses_by_others' },
  'measures.access_log.actor_user_id': { excluded: ABOUT_OTHERS },
  // A psychologist's boletas are the ones they issued (later sessions); a first session's is the platform's document.
  'billing.boletas.client_id': { key: 'billing.boletas' },
  'billing.boletas.psychologist_id': { key: 'billing.boletas' },
  'billing.boletas.attached_by_user_id': { excluded: 'the platform’s boletas an admin attached: tax documents of each patient’s sessions, exported to the patient' },
  'billing.certificates.client_id': { key: 'billing.certificates' },
  'billing.certificates.psychologist_id': { excluded: 'certificates patients asked for: each patient’s, exported to them; what they state of the psychologist is public through the verification route' },
  'billing.access_log.subject_user_id': { key: 'billing.accesses_by_others' },
  'billing.access_log.actor_user_id': { excluded: ABOUT_OTHERS },
  'sessions.attendance.user_id': { key: 'sessions.session_attendance' },
  'sessions.tickets.user_id': { excluded: 'a one-use ticket into a video room, valid for minutes: a secret, not a record about the person' },
  'sessions.access_log.subject_user_id': { key: 'sessions.accesses_by_others' },
  'sessions.access_log.actor_user_id': { excluded: ABOUT_OTHERS },
  'payments.transactions.client_id': { key: 'payments.card_payments' },
  'payments.payout_lines.psychologist_id': { key: 'payments.payouts' },
  'payments.payout_sessions.psychologist_id': { key: 'payments.payouts' },
  'payments.payout_batches.created_by_user_id': { key: 'payments.payout_batches_handled' },
  'payments.payout_batches.paid_by_user_id': { key: 'payments.payout_batches_handled' },
  'payments.access_log.subject_user_id': { key: 'payments.accesses_by_others' },
  'payments.access_log.actor_user_id': { excluded: ABOUT_OTHERS },
  'messaging.conversations.client_id': { key: 'messaging.conversations' },
  'messaging.conversations.psychologist_id': { key: 'messaging.conversations' },
  'messaging.messages.sender_profile_id': { key: 'messaging.conversations' },
  'messaging.settings.psychologist_id': { key: 'messaging.answering_hours' },
  'messaging.tickets.user_id': { excluded: 'single-use tickets for the live socket, deleted within a minute: they hold nothing but who may connect' },
  'messaging.tickets.profile_id': { excluded: 'single-use tickets for the live socket, deleted within a minute: they hold nothing but who may connect' },
  'messaging.shared_documents.psychologist_id': { key: 'messaging.documents' },
  'messaging.shared_documents.client_id': { key: 'messaging.documents' },
  // Only the document's patient signs it: their signatures ride on their documents in messaging.documents.
  'messaging.document_signatures.signer_profile_id': { key: 'messaging.documents' },
  'messaging.document_signatures.signer_user_id': { key: 'messaging.documents' },
  'messaging.access_log.subject_user_id': { key: 'messaging.accesses_by_others' },
  'messaging.access_log.actor_user_id': { excluded: ABOUT_OTHERS },
};

/** Columns named as a person's id, and which id they hold: the account's (users.id) or the profile's (profiles.id). */
const idSpace = (table: string, column: string): 'user' | 'profile' | null => {
  if (table === 'identity.users' && column === 'id') return 'user';
  if (table === 'identity.profiles' && column === 'id') return 'profile';
  if (column === 'user_id' || column.endsWith('_user_id')) return 'user';
  if (['client_id', 'psychologist_id', 'profile_id'].includes(column) || column.endsWith('_profile_id')) return 'profile';
  return null;
};

const platform = usePlatform();

const call = (access: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  platform.app.inject({ method, url, headers: bearer(access), ...(payload ? { payload } : {}) });

async function personColumns(): Promise<{ name: string; space: 'user' | 'profile' }[]> {
  const { rows } = await sql<{ table_schema: string; table_name: string; column_name: string }>`
    select c.table_schema, c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema in (${sql.join(privacyServices)}) and c.data_type = 'integer'`.execute(platform.database.db);
  return rows.flatMap((row) => {
    const space = idSpace(`${row.table_schema}.${row.table_name}`, row.column_name);
    return space ? [{ name: `${row.table_schema}.${row.table_name}.${row.column_name}`, space }] : [];
  });
}

async function ids(email: string): Promise<{ user: number; profile: number }> {
  const { rows: [row] } = await sql<{ user: number; profile: number }>`
    select u.id as "user", p.id as profile from identity.users u join identity.profiles p on p.user_id = u.id where u.email = ${email}`.execute(platform.database.db);
  if (!row) throw new Error(`${email} missing`);
  return row;
}

/** Requests the export, waits for the jobs, downloads the ZIP and opens it. */
async function exportOf(access: string): Promise<{ datos: Record<string, Record<string, unknown>>; files: string[] }> {
  const requested = await call(access, 'POST', '/api/privacy/exports/');
  expect(requested.statusCode, requested.body).toBe(202);
  const { id } = requested.json<{ id: number }>();
  const url = await eventually(async () => (await call(access, 'GET', `/api/privacy/exports/${id}/`)).json<{ download_url: string | null }>().download_url);
  const zip = await call(access, 'GET', url);
  expect(zip.headers['content-type']).toContain('application/zip');
  const entries = unzipSync(new Uint8Array(zip.rawPayload));
  const datosJson = entries['datos.json'];
  const summary = entries['resumen.html'];
  if (!datosJson || !summary) throw new Error('datos.json and resumen.html expected');
  expect(strFromU8(summary)).toContain('<html');
  return { datos: JSON.parse(strFromU8(datosJson)) as Record<string, Record<string, unknown>>, files: Object.keys(entries) };
}

/**
 * Payments' rows of the three people, written as payments writes them (no card reaches Transbank from here): the
 * patient's card payment of the session, a batch the admin made and marked paid, the psychologist's line and session.
 */
async function paidByCardAndPaidOut(appointment: number, patient: number, psychologist: number, adminUser: number): Promise<void> {
  const db = platform.database.db;
  const { rows: [tx] } = await sql<{ id: number }>`insert into payments.transactions (appointment_id, client_id, amount, buy_order, session_id, token, status, confirmed)
    values (${appointment}, ${patient}, 25000, ${`EM-${appointment}-X`}, 'emind-tx-x', 'token-completeness', 'AUTHORIZED', false) returning id`.execute(db);
  const { rows: [batch] } = await sql<{ id: number }>`insert into payments.payout_batches (up_to, created_by_user_id, paid_on, paid_by_user_id)
    values ('2026-01-31', ${adminUser}, '2026-02-02', ${adminUser}) returning id`.execute(db);
  if (!tx || !batch) throw new Error('payments rows expected');
  await sql`insert into payments.payout_lines (batch_id, psychologist_id, amount, sessions, rut, name) values (${batch.id}, ${psychologist}, 25000, 1, '12.345.678-5', 'Titular')`.execute(db);
  await sql`insert into payments.payout_sessions (appointment_id, batch_id, psychologist_id, transaction_id, amount) values (${appointment}, ${batch.id}, ${psychologist}, ${tx.id}, 25000)`.execute(db);
}

const filled = (value: unknown): boolean => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined);

describe('the export', () => {
  it('places every column that holds a person’s id', async () => {
    const unplaced = (await personColumns()).map((column) => column.name).filter((name) => !(name in coverage));
    expect(unplaced).toEqual([]);
  });

  it('carries every table holding rows of a patient, a psychologist and an admin, with their files', async () => {
    const admin = await loginAdmin(platform.app);
    const patient = await login(platform.app, 'paciente@e-mind.cl');
    const camila = await ids('paciente@e-mind.cl');
    const { rows: [completed] } = await sql<{ email: string; id: number }>`
      select u.email, a.id from booking.appointments a join identity.profiles p on p.id = a.psychologist_id
      join identity.users u on u.id = p.user_id where a.client_id = ${camila.profile} and a.status = 'COMPLETED' limit 1`.execute(platform.database.db);
    if (!completed) throw new Error('the demo patient has a completed session');
    const psychologist = await login(platform.app, completed.email);
    await paidByCardAndPaidOut(completed.id, camila.profile, (await ids(completed.email)).profile, (await ids('admin.gateway@test.cl')).user);

    // Use what leaves rows about a person: switches, a reset link, a review and its moderation, reads by others.
    expect((await call(patient, 'PATCH', '/api/privacy/consents/', { optional_mail: { reminders: false } })).statusCode).toBe(200);
    await platform.app.inject({ method: 'POST', url: '/api/auth/request-password-reset/', payload: { email: 'paciente@e-mind.cl' } });
    const pending = (await call(patient, 'GET', '/api/comments/client/pending-appointments/')).json<{ results: { id: number }[] }>().results;
    const review = await call(patient, 'POST', '/api/comments/client/submit/', { appointment: pending[0]?.id ?? 0, rating: 4, comment: 'Me ayudó mucho.' });
    expect(review.statusCode, review.body).toBe(201);
    expect((await call(admin, 'PATCH', `/api/comments/admin/reviews/${review.json<{ id: number }>().id}/`, { status: 'APPROVED' })).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/profiles/admin/patients/')).statusCode).toBe(200);
    expect((await call(psychologist, 'GET', `/api/appointments/psychologist_patients/${camila.profile}/`)).statusCode).toBe(200);
    // A message each way, the psychologist's answering hours and a read by the psychologist (messaging's access log).
    const [conversation] = (await call(patient, 'GET', '/api/messages/conversations/')).json<{ id: number }[]>();
    for (const who of [patient, psychologist]) {
      expect((await call(who, 'POST', `/api/messages/conversations/${conversation?.id ?? 0}/messages/`, { text: 'Hola' })).statusCode).toBe(201);
    }
    expect((await call(psychologist, 'PATCH', '/api/messages/settings/', { answering_hours: 'Lunes 9 a 13' })).statusCode).toBe(200);
    for (const text of ['NOTA-CLINICA-PRIMERA', 'NOTA-CLINICA-VIGENTE']) {
      expect((await call(psychologist, 'PATCH', `/api/appointments/${completed.id}/add-notes/`, { psychologist_notes: text })).statusCode).toBe(200);
    }

    const people = [
      { access: patient, email: 'paciente@e-mind.cl' },
      { access: psychologist, email: completed.email },
      { access: admin, email: 'admin.gateway@test.cl' },
    ];
    const columns = await personColumns();
    for (const person of people) {
      const own = await ids(person.email);
      const { datos, files } = await exportOf(person.access);
      for (const column of columns) {
        const placement = coverage[column.name];
        if (!placement || 'excluded' in placement) continue;
        const [schema, table, name] = column.name.split('.') as [string, string, string];
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${schema}.${table}`)}
          where ${sql.ref(name)} = ${own[column.space]}`.execute(platform.database.db);
        if ((rows[0]?.n ?? 0) === 0) continue;
        const [service, key] = placement.key.split('.') as [string, string];
        expect(filled(datos[service]?.[key]), `${person.email}: ${column.name} has rows, ${placement.key} is empty`).toBe(true);
      }
      if (person.email === 'paciente@e-mind.cl') expect(files.some((file) => file.startsWith('booking/comprobantes/'))).toBe(true);
      // docs/privacy/clinical-record.md: the patient's copy holds the note as it stands; no one else's export holds it.
      const clinicalRecord = JSON.stringify(datos.booking?.clinical_record ?? null);
      expect(clinicalRecord.includes('NOTA-CLINICA-VIGENTE'), person.email).toBe(person.email === 'paciente@e-mind.cl');
      expect(JSON.stringify(datos)).not.toContain('NOTA-CLINICA-PRIMERA');
    }
  }, 120_000);

  it('is its owner’s alone', async () => {
    const patient = await login(platform.app, 'paciente@e-mind.cl');
    const other = await login(platform.app, 'renovar.terminos@e-mind.cl');
    const mine = (await call(patient, 'GET', '/api/privacy/exports/')).json<{ id: number }[]>();
    const id = mine[0]?.id;
    if (!id) throw new Error('an export exists');
    expect((await call(other, 'GET', `/api/privacy/exports/${id}/`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/privacy/exports/${id}/download/`)).statusCode).toBe(404);
  });
});
