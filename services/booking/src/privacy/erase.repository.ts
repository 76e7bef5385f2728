import { sql, type Transaction } from 'kysely';
import type { BookingDatabase, SealedRecordKind } from '../db/schema.ts';

type Trx = Transaction<BookingDatabase>;
/** appointmentCode in SQL: 'EM-000123'. */
const code = sql`'EM-' || lpad(a.id::text, greatest(6, length(a.id::text)), '0')`;
export const ERASURE_NOTE = 'Cuenta eliminada';

/** Cancels the party's unpaid holds still ahead (frees the slots), by the system; returns the cancelled ids. */
export async function cancelFutureHolds(trx: Trx, party: 'client_id' | 'psychologist_id', profileId: number, now: Date): Promise<number[]> {
  const cancelled = await trx
    .updateTable('appointments')
    .set({ status: 'CANCELLED', updated_at: sql`now()` })
    .where(party, '=', profileId)
    .where('status', '=', 'PENDING_PAYMENT')
    .where('starts_at', '>', now)
    .returning('id')
    .execute();
  const ids = cancelled.map((row) => row.id);
  if (ids.length > 0) {
    await trx
      .insertInto('appointment_status_changes')
      .values(ids.map((id) => ({ appointment_id: id, from_status: 'PENDING_PAYMENT' as const, to_status: 'CANCELLED' as const, changed_by_user_id: null, changed_by_role: 'system' as const, note: ERASURE_NOTE })))
      .execute();
  }
  return ids;
}

export interface SealedRecordInput {
  subjectUserId: number;
  kind: SealedRecordKind;
  years: number;
  now: Date;
}

/** Every version of an appointment's clinical note, oldest first, as sealed JSON (null when it has none). */
const noteVersions = sql`(select jsonb_agg(jsonb_build_object('author_profile_id', v.author_profile_id, 'notes', v.notes, 'written_at', v.written_at) order by v.id)
                          from booking.clinical_note_versions v where v.appointment_id = a.id)`;

/**
 * Moves the clinical notes of the party's appointments, with every earlier version (Decreto 41/2012), into sealed
 * records (one per appointment with a note or a version) and clears them, in a fixed number of statements whatever the
 * number of appointments. Only here may versions be deleted: the transaction says so to the table's trigger.
 */
export async function sealClinicalNotes(trx: Trx, party: 'client_id' | 'psychologist_id', profileId: number, seal: Omit<SealedRecordInput, 'kind'>): Promise<void> {
  const versioned = sql`exists (select 1 from booking.clinical_note_versions v where v.appointment_id = a.id)`;
  await sql`
    insert into booking.sealed_records (subject_user_id, appointment_id, kind, payload, file_key, sealed_at, purge_after)
    select ${seal.subjectUserId}, a.id, 'clinical_note',
           jsonb_build_object('code', ${code}, 'date', to_char(a.date, 'YYYY-MM-DD'), 'client_id', a.client_id,
                              'psychologist_id', a.psychologist_id, 'psychologist_notes', a.psychologist_notes, 'versions', ${noteVersions}),
           null, ${seal.now}, ${seal.now}::timestamptz + make_interval(years => ${seal.years})
    from booking.appointments a
    where a.${sql.ref(party)} = ${profileId} and (a.psychologist_notes <> '' or ${versioned})`.execute(trx);
  await trx.updateTable('appointments').set({ psychologist_notes: '' }).where(party, '=', profileId).where('psychologist_notes', '<>', '').execute();
  await sql`select set_config('booking.sealing_clinical_record', 'on', true)`.execute(trx);
  await sql`delete from booking.clinical_note_versions v using booking.appointments a where v.appointment_id = a.id and a.${sql.ref(party)} = ${profileId}`.execute(trx);
  await sql`select set_config('booking.sealing_clinical_record', 'off', true)`.execute(trx);
}

/** Moves the client's payment proofs into sealed payment records (the tax record keeps the file) and unlinks them. */
export async function sealPaymentProofs(trx: Trx, clientId: number, seal: Omit<SealedRecordInput, 'kind'>): Promise<void> {
  await sql`
    insert into booking.sealed_records (subject_user_id, appointment_id, kind, payload, file_key, sealed_at, purge_after)
    select ${seal.subjectUserId}, a.id, 'payment_record',
           jsonb_build_object('code', ${code}, 'date', to_char(a.date, 'YYYY-MM-DD'), 'amount', a.payment_amount,
                              'method', a.payment_method, 'status', a.status, 'proof_mime', a.payment_proof_mime,
                              'proof_uploaded_at', a.payment_proof_uploaded_at),
           a.payment_proof_key, ${seal.now}, ${seal.now}::timestamptz + make_interval(years => ${seal.years})
    from booking.appointments a
    where a.client_id = ${clientId} and a.payment_proof_key is not null`.execute(trx);
  await trx
    .updateTable('appointments')
    .set({ payment_proof_key: null, payment_proof_mime: null })
    .where('client_id', '=', clientId)
    .where('payment_proof_key', 'is not', null)
    .execute();
}

export async function clearClientNotes(trx: Trx, clientId: number): Promise<void> {
  await trx.updateTable('appointments').set({ client_notes: '' }).where('client_id', '=', clientId).where('client_notes', '<>', '').execute();
}

/**
 * Every note on the history of the party's appointments, whoever wrote it (a psychologist's 'pidió cancelar, llamar
 * al …', an admin's verification note, a move's reason), except the system's fixed texts, which name nobody.
 */
export async function clearHistoryNotesOf(trx: Trx, party: 'client_id' | 'psychologist_id', profileId: number): Promise<void> {
  await trx
    .updateTable('appointment_status_changes')
    .set({ note: '' })
    .where('note', '<>', '')
    .where('changed_by_role', '<>', 'system')
    .where('appointment_id', 'in', (eb) => eb.selectFrom('appointments').select('id').where(party, '=', profileId))
    .execute();
}

/** The party's appointments cancelled because of their erasure (when it was accepted, or by this job). */
export async function holdsCancelledOnErasure(trx: Trx, party: 'client_id' | 'psychologist_id', profileId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('appointments as a')
    .innerJoin('appointment_status_changes as c', 'c.appointment_id', 'a.id')
    .select('a.id')
    .distinct()
    .where(`a.${party}`, '=', profileId)
    .where('c.changed_by_role', '=', 'system')
    .where('c.to_status', '=', 'CANCELLED')
    .where('c.note', '=', ERASURE_NOTE)
    .orderBy('a.id')
    .execute();
  return rows.map((row) => row.id);
}

export async function clearNotesWrittenBy(trx: Trx, userId: number): Promise<void> {
  await trx.updateTable('appointment_status_changes').set({ note: '' }).where('changed_by_user_id', '=', userId).where('note', '<>', '').execute();
}

export async function deleteMarksAbout(trx: Trx, clientId: number): Promise<void> {
  await trx.deleteFrom('psychologist_patient_marks').where('client_id', '=', clientId).execute();
}

export async function deleteMarksBy(trx: Trx, psychologistId: number): Promise<void> {
  await trx.deleteFrom('psychologist_patient_marks').where('psychologist_id', '=', psychologistId).execute();
}

export async function deleteScheduleBlocks(trx: Trx, psychologistId: number): Promise<void> {
  await trx.deleteFrom('schedule_blocks').where('psychologist_id', '=', psychologistId).execute();
}
