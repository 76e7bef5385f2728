import { appointmentCode } from '@emind/domain';
import { runPrivacyParts } from '@emind/server-kit';
import { appPerFile } from '@emind/server-kit/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bookingParticipant } from '../../src/privacy/booking-participant.ts';
import { purgeSealedRecords } from '../../src/privacy/retention.ts';
import { book, bookablePsychologist, buildAppWithPlatformAccount, clock, NOW, registerUser, resetClock } from '../helpers.ts';
import { confirmedAppointment, patch, subjectOf } from './support.ts';

const suite = appPerFile(buildAppWithPlatformAccount, { afterEach: resetClock });

const participant = () => bookingParticipant(suite.t.ctx);
const AFTER_FIRST_SESSION = new Date('2026-06-01T16:00:00Z');

interface AppointmentState {
  id: number;
  status: string;
  client_notes: string;
  psychologist_notes: string;
  payment_proof_key: string | null;
  payment_proof_mime: string | null;
}
async function appointmentsOf(clientProfileId: number): Promise<AppointmentState[]> {
  const { rows } = await sql<AppointmentState>`select id, status, client_notes, psychologist_notes, payment_proof_key, payment_proof_mime
    from booking.appointments where client_id = ${clientProfileId} order by id`.execute(suite.t.database.db);
  return rows;
}
async function sealedOf(userId: number) {
  const { rows } = await sql<{ appointment_id: number; kind: string; payload: Record<string, unknown>; file_key: string | null; sealed_at: Date; purge_after: Date }>`
    select appointment_id, kind, payload, file_key, sealed_at, purge_after from booking.sealed_records where subject_user_id = ${userId} order by kind, appointment_id`.execute(suite.t.database.db);
  return rows;
}
const fileExists = (key: string) => suite.t.ctx.storage.read(key).then(() => true, () => false);

/**
 * A client who used every booking feature: a session booked with notes, paid with a proof, confirmed, noted by the
 * psychologist and completed; a later hold still unpaid; a mark in the psychologist's list; mail about all of it.
 */
async function clientWithHistory() {
  const psychologist = await bookablePsychologist(suite.t);
  const client = await registerUser(suite.t.app, 'client', { first_name: 'Ximena', last_name: 'Privacidad' });
  const done = await confirmedAppointment(suite.t, { client, psychologist, admin: suite.admin }, { client_notes: 'NOTA-DEL-CLIENTE-1' });
  expect((await patch(suite.t, psychologist, `/api/appointments/${done}/add-notes/`, { psychologist_notes: 'NOTA-CLINICA-1' })).statusCode).toBe(200);
  const held = (await book(suite.t, client, psychologist.profileId, { date: '2026-06-02', start_time: '15:00', end_time: '16:00', client_notes: 'NOTA-DEL-CLIENTE-2' })).json<{ id: number }>().id;
  expect((await patch(suite.t, psychologist, `/api/appointments/psychologist_patients/${client.profileId}/status/`)).statusCode).toBe(200);
  clock.now = AFTER_FIRST_SESSION;
  expect((await patch(suite.t, psychologist, `/api/appointments/${done}/update-status/`, { status: 'COMPLETED' })).statusCode).toBe(200);
  return { psychologist, client, done, held };
}

describe("booking's export", () => {
  it('gives a client their appointments, history, payments, proof files and clinical record', async () => {
    const { client, done, held } = await clientWithHistory();
    const subject = await subjectOf(suite.t, client, 'client', 'Ximena', 'Privacidad');
    const part = await suite.t.ctx.db.transaction().execute((trx) => participant().exportPart(trx, subject));

    const appointments = part.data.appointments_as_client as { code: string; client_notes: string; status: string; payment: { proof_file: string | null; amount: number }; history: { to_status: string }[] }[];
    expect(appointments.map((a) => a.code)).toEqual([appointmentCode(done), appointmentCode(held)]);
    expect(appointments[0]).toMatchObject({ status: 'COMPLETED', client_notes: 'NOTA-DEL-CLIENTE-1', payment: { amount: 20000, proof_file: `booking/comprobantes/${appointmentCode(done)}.png` } });
    expect(appointments[0]?.history.map((change) => change.to_status)).toEqual(['PENDING_PAYMENT', 'PAYMENT_UPLOADED', 'PAYMENT_VERIFIED', 'CONFIRMED', 'COMPLETED']);
    expect(appointments[1]).toMatchObject({ status: 'PENDING_PAYMENT', client_notes: 'NOTA-DEL-CLIENTE-2', payment: { proof_file: null } });
    expect(part.files).toEqual([{ name: `booking/comprobantes/${appointmentCode(done)}.png`, key: expect.any(String) }]);
    expect(await fileExists(part.files[0]?.key ?? '')).toBe(true);
    // Ley 20.584 art. 13: the patient's copy of their clinical record, as it stands, apart from the appointments.
    expect(part.data.clinical_record).toEqual([
      { appointment_code: appointmentCode(done), date: '2026-06-01', psychologist: expect.any(String), notes: 'NOTA-CLINICA-1', written_at: NOW.toISOString() },
    ]);
    expect(JSON.stringify(part.data.appointments_as_client)).not.toContain('NOTA-CLINICA');
    expect(JSON.stringify(part.data)).not.toContain('psychologist_notes');
  });

  it('gives a psychologist their schedule, appointments (patients by first name and initial) and marks; no notes, no proofs', async () => {
    const { psychologist, done } = await clientWithHistory();
    const subject = await subjectOf(suite.t, psychologist, 'psychologist', 'Valentina', 'Rojas');
    const part = await suite.t.ctx.db.transaction().execute((trx) => participant().exportPart(trx, subject));
    expect(part.files).toEqual([]);
    expect(part.data.schedule_blocks).toHaveLength(2);
    expect(part.data.patient_marks).toEqual([{ patient: 'Ximena P.', active: false, updated_at: expect.any(String) }]);
    expect((part.data.appointments_as_psychologist as { code: string; patient: string }[])[0]).toMatchObject({ code: appointmentCode(done), patient: 'Ximena P.' });
    expect((part.data.status_changes_made as { to_status: string }[]).map((change) => change.to_status)).toEqual(['CONFIRMED', 'COMPLETED']);
    const text = JSON.stringify(part.data);
    for (const secret of ['NOTA-CLINICA', 'NOTA-DEL-CLIENTE', 'Privacidad', 'comprobantes']) expect(text).not.toContain(secret);
  });
});

describe("booking's erasure", () => {
  it('clears a client’s notes, seals clinical notes and proofs, cancels their unpaid holds, deletes marks and mail', async () => {
    const { client, psychologist, done, held } = await clientWithHistory();
    const subject = await subjectOf(suite.t, client, 'client', 'Ximena', 'Privacidad');
    const [proofKey] = (await sql<{ payment_proof_key: string }>`select payment_proof_key from booking.appointments where id = ${done}`.execute(suite.t.database.db)).rows.map((r) => r.payment_proof_key);
    const mailAbout = async () => (await sql<{ n: number }>`select count(*)::int as n from booking.mail_outbox where message::text ilike ${`%${client.email}%`} or message::text ilike '%Ximena Privacidad%'`.execute(suite.t.database.db)).rows[0]?.n;
    expect(await mailAbout()).toBeGreaterThan(0);

    await suite.t.ctx.db.transaction().execute((trx) => participant().erase(trx, subject, AFTER_FIRST_SESSION));

    expect(await appointmentsOf(client.profileId)).toEqual([
      { id: done, status: 'COMPLETED', client_notes: '', psychologist_notes: '', payment_proof_key: null, payment_proof_mime: null },
      { id: held, status: 'CANCELLED', client_notes: '', psychologist_notes: '', payment_proof_key: null, payment_proof_mime: null },
    ]);
    const history = await sql<{ changed_by_role: string; note: string }>`select changed_by_role, note from booking.appointment_status_changes where appointment_id = ${held} order by id`.execute(suite.t.database.db);
    expect(history.rows.at(-1)).toEqual({ changed_by_role: 'system', note: 'Cuenta eliminada' });
    const clientNotes = await sql<{ n: number }>`select count(*)::int as n from booking.appointment_status_changes where changed_by_user_id = ${subject.userId} and note <> ''`.execute(suite.t.database.db);
    expect(clientNotes.rows[0]?.n).toBe(0);

    const sealed = await sealedOf(subject.userId);
    expect(sealed.map(({ appointment_id, kind, file_key }) => ({ appointment_id, kind, file_key }))).toEqual([
      { appointment_id: done, kind: 'clinical_note', file_key: null },
      { appointment_id: done, kind: 'payment_record', file_key: proofKey },
    ]);
    expect(sealed[0]?.payload).toMatchObject({ code: appointmentCode(done), psychologist_notes: 'NOTA-CLINICA-1' });
    expect(sealed[1]?.payload).toMatchObject({ code: appointmentCode(done), date: '2026-06-01', amount: 20000, method: 'transfer', status: 'COMPLETED' });
    const years = (row: { sealed_at: Date; purge_after: Date } | undefined) => row && new Date(row.purge_after).getUTCFullYear() - new Date(row.sealed_at).getUTCFullYear();
    expect([years(sealed[0]), years(sealed[1])]).toEqual([15, 6]);
    expect(await fileExists(proofKey ?? '')).toBe(true);

    const marks = await sql<{ n: number }>`select count(*)::int as n from booking.psychologist_patient_marks where client_id = ${client.profileId}`.execute(suite.t.database.db);
    expect(marks.rows[0]?.n).toBe(0);
    expect(await mailAbout()).toBe(0);
    // The psychologist's own data is untouched.
    const blocks = await sql<{ n: number }>`select count(*)::int as n from booking.schedule_blocks where psychologist_id = ${psychologist.profileId}`.execute(suite.t.database.db);
    expect(blocks.rows[0]?.n).toBe(2);
  });

  it("deletes a psychologist's schedule and marks, seals their notes, cancels their unpaid holds and tells those patients", async () => {
    const { psychologist, client, done } = await clientWithHistory();
    const other = await registerUser(suite.t.app, 'client', { first_name: 'Tomás', last_name: 'Otro' });
    const hold = (await book(suite.t, other, psychologist.profileId, { date: '2026-06-08', start_time: '09:00', end_time: '10:00' })).json<{ id: number }>().id;
    await sql`delete from booking.mail_outbox`.execute(suite.t.database.db);
    const subject = await subjectOf(suite.t, psychologist, 'psychologist', 'Valentina', 'Rojas');

    await suite.t.ctx.db.transaction().execute((trx) => participant().erase(trx, subject, AFTER_FIRST_SESSION));

    const counts = await sql<{ blocks: number; marks: number; notes: number }>`select
        (select count(*)::int from booking.schedule_blocks where psychologist_id = ${psychologist.profileId}) as blocks,
        (select count(*)::int from booking.psychologist_patient_marks where psychologist_id = ${psychologist.profileId}) as marks,
        (select count(*)::int from booking.appointments where psychologist_id = ${psychologist.profileId} and psychologist_notes <> '') as notes`.execute(suite.t.database.db);
    expect(counts.rows[0]).toEqual({ blocks: 0, marks: 0, notes: 0 });
    expect((await sealedOf(subject.userId)).map(({ appointment_id, kind }) => ({ appointment_id, kind }))).toEqual([{ appointment_id: done, kind: 'clinical_note' }]);
    const statuses = await sql<{ id: number; status: string }>`select id, status from booking.appointments where psychologist_id = ${psychologist.profileId} and client_id = ${other.profileId}`.execute(suite.t.database.db);
    expect(statuses.rows).toEqual([{ id: hold, status: 'CANCELLED' }]);
    // The first client's own unpaid hold with them is cancelled too; both patients are told, without the psychologist's name or address.
    const mails = await sql<{ message: { to: string; subject: string; text: string } }>`select message from booking.mail_outbox order by id`.execute(suite.t.database.db);
    expect(mails.rows.map((row) => row.message.to).sort()).toEqual([client.email, other.email].sort());
    for (const { message } of mails.rows) {
      expect(message.subject).toMatch(/^Sesión cancelada: EM-/);
      expect(message.text).toContain('Psicólogo eliminado');
      expect(JSON.stringify(message)).not.toContain(psychologist.email);
      expect(JSON.stringify(message)).not.toContain('Valentina Rojas');
    }
  });
});

describe("booking's privacy job", () => {
  it("writes booking's part of each open request once, read from identity's published requests", async () => {
    const { client, psychologist, done } = await clientWithHistory();
    expect((await suite.t.app.inject({ method: 'GET', url: `/api/appointments/${done}/`, headers: { authorization: `Bearer ${psychologist.access}` } })).statusCode).toBe(200);
    const subject = await subjectOf(suite.t, client, 'client', 'Ximena', 'Privacidad');
    const request = async (kind: 'export' | 'erasure') =>
      (await sql<{ id: number }>`insert into identity.data_requests (user_id, user_type, kind, due_at, email, first_name, last_name)
        values (${subject.userId}, 'client', ${kind}, now() + interval '30 days', ${client.email}, 'Ximena', 'Privacidad') returning id`.execute(suite.t.database.db)).rows[0]?.id;
    const exportId = await request('export');
    const job = () => runPrivacyParts(suite.t.ctx.db, participant(), AFTER_FIRST_SESSION);
    expect(await job()).toBeGreaterThanOrEqual(1);
    expect(await job()).toBe(0);
    const part = await sql<{ kind: string; data: { appointments_as_client: unknown[]; accesses_by_others: { resource: string }[] }; files: unknown[] }>`
      select kind, data, files from booking.privacy_parts where request_id = ${exportId}`.execute(suite.t.database.db);
    expect(part.rows[0]?.kind).toBe('export');
    expect(part.rows[0]?.data.appointments_as_client).toHaveLength(2);
    // Every answer that shows the appointment to someone else is a read: the admin's verification, the confirmation,
    // the notes (with them), the mark toggle (the patient's detail), the completion, then the detail itself.
    expect(part.rows[0]?.data.accesses_by_others.map((entry) => entry.resource)).toEqual([
      'appointment', 'appointment', 'appointment', 'clinical_notes', 'patient_detail', 'clinical_notes', 'appointment', 'clinical_notes', 'appointment', 'clinical_notes',
    ]);
    expect(part.rows[0]?.files).toHaveLength(1);

    const erasureId = await request('erasure');
    expect(await job()).toBeGreaterThanOrEqual(1);
    const erased = await sql<{ kind: string }>`select kind from booking.privacy_parts where request_id = ${erasureId}`.execute(suite.t.database.db);
    expect(erased.rows).toEqual([{ kind: 'erasure' }]);
    expect((await appointmentsOf(client.profileId)).every((row) => row.client_notes === '' && row.payment_proof_key === null)).toBe(true);
  });
});

describe('the retention job', () => {
  it('purges sealed records and their files once their period ends, by the pinned clock', async () => {
    const { client, done } = await clientWithHistory();
    const subject = await subjectOf(suite.t, client, 'client', 'Ximena', 'Privacidad');
    await suite.t.ctx.db.transaction().execute((trx) => participant().erase(trx, subject, AFTER_FIRST_SESSION));
    const [payment] = (await sealedOf(subject.userId)).filter((row) => row.kind === 'payment_record');
    const proofKey = payment?.file_key ?? '';
    expect(await fileExists(proofKey)).toBe(true);

    clock.now = new Date('2032-06-01T15:59:00Z');
    await purgeSealedRecords(suite.t.ctx);
    expect((await sealedOf(subject.userId)).map((row) => row.kind)).toEqual(['clinical_note', 'payment_record']);

    clock.now = new Date('2032-06-01T16:00:00Z');
    await purgeSealedRecords(suite.t.ctx);
    expect((await sealedOf(subject.userId)).map((row) => row.kind)).toEqual(['clinical_note']);
    expect(await fileExists(proofKey)).toBe(false);

    clock.now = new Date('2041-06-01T16:00:00Z');
    await purgeSealedRecords(suite.t.ctx);
    expect(await sealedOf(subject.userId)).toEqual([]);
    expect(done).toBeGreaterThan(0);
  });
});
