import { appointmentCode, appointmentStatusLabels, meetingLinkOf, publicPatientName } from '@emind/domain';
import { accessesAbout, type ExportPart, type PrivacySubject } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { BookingConfig } from '../config.ts';
import type { AppointmentRow, BookingDatabase } from '../db/schema.ts';
import { changesMadeBy, clientAppointments, clinicalRecordOf, historyOf, patientMarksOf, psychologistAppointments, scheduleBlocksOf } from './export.repository.ts';
import { profileIdOf } from './subject.repository.ts';
import { exportWaitlist } from '../waitlist/waitlist-privacy.ts';
import { exportTimeOff } from '../time-off/time-off-privacy.ts';
import { exportCancellationPolicy } from '../cancellation-policy/policy-privacy.ts';

type Trx = Transaction<BookingDatabase>;
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const fullName = (row: { first_name: string | null; last_name: string | null }) => `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();

/** An appointment as the export names it on either side: its code, its Chile wall-clock times and its status. */
const appointmentNamed = (row: Pick<AppointmentRow, 'id' | 'date' | 'start_time' | 'end_time' | 'status'>) => ({
  code: appointmentCode(row.id),
  date: row.date,
  start_time: row.start_time,
  end_time: row.end_time,
  status: row.status,
  status_display: appointmentStatusLabels[row.status],
});

/** Where a proof goes inside the ZIP: `booking/comprobantes/EM-000123.png`. */
export const proofFileName = (appointmentId: number, key: string): string => `booking/comprobantes/${appointmentCode(appointmentId)}.${key.split('.').at(-1) ?? 'bin'}`;

async function asClient(trx: Trx, config: BookingConfig, profileId: number, files: ExportPart['files']) {
  const rows = await clientAppointments(trx, profileId);
  const history = await historyOf(trx, rows.map((row) => row.id));
  return rows.map((row) => {
    const proofFile = row.payment_proof_key ? proofFileName(row.id, row.payment_proof_key) : null;
    if (row.payment_proof_key && proofFile) files.push({ name: proofFile, key: row.payment_proof_key });
    return {
      ...appointmentNamed(row),
      psychologist: fullName(row),
      payment: {
        method: row.payment_method,
        amount: row.payment_amount,
        is_first_session: row.is_first_appointment,
        proof_uploaded_at: iso(row.payment_proof_uploaded_at),
        proof_file: proofFile,
        refunded_at: iso(row.refunded_at),
      },
      meeting_link: meetingLinkOf(row, config),
      client_notes: row.client_notes,
      created_at: iso(row.created_at),
      history: history
        .filter((change) => change.appointment_id === row.id)
        .map((change) => ({
          from_status: change.from_status,
          to_status: change.to_status,
          changed_by_role: change.changed_by_role,
          note: change.note,
          created_at: iso(change.created_at),
        })),
    };
  });
}

/** Ley 20.584 art. 13: the holder of the clinical record may obtain a copy of it (docs/privacy/clinical-record.md). */
async function clinicalRecord(trx: Trx, profileId: number) {
  const notes = await clinicalRecordOf(trx, profileId);
  return notes.map((note) => ({
    appointment_code: appointmentCode(note.id),
    date: note.date,
    psychologist: fullName(note),
    notes: note.psychologist_notes,
    written_at: iso(note.written_at ?? null),
  }));
}

async function asPsychologist(trx: Trx, profileId: number) {
  const appointments = await psychologistAppointments(trx, profileId);
  const schedule = await scheduleBlocksOf(trx, profileId);
  const marks = await patientMarksOf(trx, profileId);
  return {
    appointments_as_psychologist: appointments.map((row) => ({
      ...appointmentNamed(row),
      patient: publicPatientName(row.first_name ?? '', row.last_name ?? ''),
      payment_method: row.payment_method,
      payment_amount: row.payment_amount,
      is_first_session: row.is_first_appointment,
      created_at: iso(row.created_at),
    })),
    schedule_blocks: schedule.map((block) => ({ ...block, created_at: iso(block.created_at) })),
    patient_marks: marks.map((mark) => ({ patient: publicPatientName(mark.first_name ?? '', mark.last_name ?? ''), active: mark.is_active, updated_at: iso(mark.updated_at) })),
    ...(await exportTimeOff(trx, profileId)),
    ...(await exportCancellationPolicy(trx, profileId)),
  };
}

/**
 * Booking's share of a person's export (keys in docs/privacy/export-keys.md, section "booking"). A patient gets their
 * clinical record as it stands (docs/privacy/clinical-record.md); a psychologist never gets their patients' notes or
 * proofs; sealed records are exported to no one.
 */
export async function exportBookingPart(trx: Trx, config: BookingConfig, subject: PrivacySubject): Promise<ExportPart> {
  const files: ExportPart['files'] = [];
  const profileId = await profileIdOf(trx, subject.userId);
  const made = await changesMadeBy(trx, subject.userId);
  const accesses = await accessesAbout(trx, 'booking', subject.userId);
  const data: Record<string, unknown> = {
    status_changes_made: made.map((change) => ({
      appointment_code: appointmentCode(change.appointment_id),
      from_status: change.from_status,
      to_status: change.to_status,
      role: change.changed_by_role,
      note: change.note,
      created_at: iso(change.created_at),
    })),
    accesses_by_others: accesses.map((entry) => ({ ...entry, created_at: iso(entry.created_at) })),
  };
  if (profileId !== null && subject.userType === 'client') data.appointments_as_client = await asClient(trx, config, profileId, files);
  if (profileId !== null && subject.userType === 'client') data.clinical_record = await clinicalRecord(trx, profileId);
  if (profileId !== null && subject.userType === 'client') Object.assign(data, await exportWaitlist(trx, profileId));
  if (profileId !== null && subject.userType === 'psychologist') Object.assign(data, await asPsychologist(trx, profileId));
  return { data, files };
}
