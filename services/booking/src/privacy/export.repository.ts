import { sql, type Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

type Trx = Transaction<BookingDatabase>;

const times = [
  sql<string>`to_char(a.start_time, 'HH24:MI')`.as('start_time'),
  sql<string>`to_char(a.end_time, 'HH24:MI')`.as('end_time'),
  sql<string>`to_char(a.date, 'YYYY-MM-DD')`.as('date'),
] as const;

/** The client's appointments with what they wrote and paid; never the psychologist's notes. */
export function clientAppointments(trx: Trx, clientId: number) {
  return trx
    .selectFrom('appointments as a')
    .leftJoin('identity.profile_directory as d', 'd.profile_id', 'a.psychologist_id')
    .select([
      'a.id', 'a.status', 'a.payment_method', 'a.payment_amount', 'a.is_first_appointment', 'a.meeting_room', 'a.client_notes',
      'a.payment_proof_key', 'a.payment_proof_uploaded_at', 'a.refunded_at', 'a.created_at', 'd.first_name', 'd.last_name', ...times,
    ])
    .where('a.client_id', '=', clientId)
    .orderBy('a.starts_at')
    .orderBy('a.id')
    .execute();
}

/**
 * The patient's clinical record as it stands (docs/privacy/clinical-record.md): each session's current note, its
 * psychologist, and when it was last written. Earlier versions stay with their author.
 */
export function clinicalRecordOf(trx: Trx, clientId: number) {
  return trx
    .selectFrom('appointments as a')
    .leftJoin('identity.profile_directory as d', 'd.profile_id', 'a.psychologist_id')
    .select((eb) => [
      'a.id', 'a.psychologist_notes', 'd.first_name', 'd.last_name', sql<string>`to_char(a.date, 'YYYY-MM-DD')`.as('date'),
      eb.selectFrom('clinical_note_versions as v').whereRef('v.appointment_id', '=', 'a.id').select((v) => v.fn.max('v.written_at').as('written_at')).as('written_at'),
    ])
    .where('a.client_id', '=', clientId)
    .where('a.psychologist_notes', '<>', '')
    .orderBy('a.starts_at')
    .orderBy('a.id')
    .execute();
}

/** The psychologist's appointments: when, status and amount, and who by first name only; never notes or proofs. */
export function psychologistAppointments(trx: Trx, psychologistId: number) {
  return trx
    .selectFrom('appointments as a')
    .leftJoin('identity.profile_directory as d', 'd.profile_id', 'a.client_id')
    .select(['a.id', 'a.status', 'a.payment_method', 'a.payment_amount', 'a.is_first_appointment', 'a.created_at', 'd.first_name', 'd.last_name', ...times])
    .where('a.psychologist_id', '=', psychologistId)
    .orderBy('a.starts_at')
    .orderBy('a.id')
    .execute();
}

export function historyOf(trx: Trx, appointmentIds: number[]) {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('appointment_status_changes')
    .select(['appointment_id', 'from_status', 'to_status', 'changed_by_role', 'note', 'created_at'])
    .where('appointment_id', 'in', appointmentIds)
    .orderBy('appointment_id')
    .orderBy('id')
    .execute();
}

/** Status changes the person made (an admin's or a psychologist's actions on others' appointments included). */
export function changesMadeBy(trx: Trx, userId: number) {
  return trx
    .selectFrom('appointment_status_changes')
    .select(['appointment_id', 'from_status', 'to_status', 'changed_by_role', 'note', 'created_at'])
    .where('changed_by_user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function scheduleBlocksOf(trx: Trx, psychologistId: number) {
  return trx
    .selectFrom('schedule_blocks')
    .select(['day_of_week', sql<string>`to_char(start_time, 'HH24:MI')`.as('start_time'), sql<string>`to_char(end_time, 'HH24:MI')`.as('end_time'), 'created_at'])
    .where('psychologist_id', '=', psychologistId)
    .orderBy('day_of_week')
    .orderBy('start_time')
    .execute();
}

export function patientMarksOf(trx: Trx, psychologistId: number) {
  return trx
    .selectFrom('psychologist_patient_marks as m')
    .leftJoin('identity.profile_directory as d', 'd.profile_id', 'm.client_id')
    .select(['m.is_active', 'm.updated_at', 'd.first_name', 'd.last_name'])
    .where('m.psychologist_id', '=', psychologistId)
    .orderBy('m.client_id')
    .execute();
}

