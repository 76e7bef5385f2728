import type { PatientDetail, PatientFilter, PatientSort, PatientSummary } from '@emind/contracts';
import { appointmentCode, appointmentStatusLabels } from '@emind/domain';
import { notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { readAndRecord, recordPatientRead, recordPatientsShown } from '../privacy/access.ts';
import { findPatient, listPatients, sessionsWith, toggleMark, type PatientRow } from './patients.repository.ts';

export const PATIENT_NOT_FOUND = 'Paciente no encontrado';

function toSummary(row: PatientRow): PatientSummary {
  return {
    id: row.client_id,
    user: { id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email, is_active: row.is_active },
    profile_image: row.profile_image,
    rut: row.rut,
    region: row.region,
    phone: row.phone,
    total_appointments: row.total_appointments,
    last_appointment_date: row.last_appointment_date,
    last_appointment_status: row.last_appointment_status,
    next_appointment_date: row.next_appointment_date,
    next_appointment_status: row.next_appointment_status,
  };
}

/** 'Mis Pacientes' at any filter or search: each patient listed is recorded as a 'patient_list' read (coalesced). */
export function psychologistPatients(
  ctx: BookingContext,
  psychologist: AuthUser,
  query: { search?: string | undefined; filter: PatientFilter; sort: PatientSort },
): Promise<PatientSummary[]> {
  return readAndRecord(ctx, async (inRead) => {
    const rows = await listPatients(inRead.db, { psychologistId: psychologist.profileId, now: ctx.now(), ...query });
    await recordPatientsShown(inRead, psychologist, rows.map((row) => ({ userId: row.user_id })), { list: 'patient_list' });
    return rows.map(toSummary);
  });
}

/**
 * One patient of this psychologist with their sessions and notes; 404 for anyone who never booked with them. The
 * read is logged for the patient ('patient_detail', and 'clinical_notes' when there are notes: their own, still logged).
 */
export async function psychologistPatient(ctx: BookingContext, psychologist: AuthUser, clientId: number): Promise<PatientDetail> {
  const { row, sessions } = await ctx.db.transaction().execute(async (trx) => {
    const found = await findPatient(trx, { psychologistId: psychologist.profileId, clientId, now: ctx.now() });
    if (!found) throw notFound(PATIENT_NOT_FOUND);
    const rows = await sessionsWith(trx, psychologist.profileId, clientId);
    const withNotes = rows.some((session) => session.psychologist_notes !== '');
    await recordPatientRead(trx, psychologist, clientId, withNotes ? ['patient_detail', 'clinical_notes'] : ['patient_detail'], clientId);
    return { row: found, sessions: rows };
  });
  return {
    ...toSummary(row),
    sessions: sessions.map((session) => ({
      id: session.id,
      code: appointmentCode(session.id),
      date: session.date,
      start_time: session.start_time,
      end_time: session.end_time,
      starts_at: new Date(session.starts_at).toISOString(),
      status: session.status,
      status_display: appointmentStatusLabels[session.status],
      payment_amount: session.payment_amount,
      client_notes: session.client_notes,
      psychologist_notes: session.psychologist_notes,
    })),
  };
}

/** The active toggle of 'Mis Pacientes': only this psychologist's mark changes, never the account. */
export async function togglePatientMark(ctx: BookingContext, psychologist: AuthUser, clientId: number): Promise<PatientDetail> {
  const row = await findPatient(ctx.db, { psychologistId: psychologist.profileId, clientId, now: ctx.now() });
  if (!row) throw notFound(PATIENT_NOT_FOUND);
  await toggleMark(ctx.db, psychologist.profileId, clientId, ctx.now());
  return psychologistPatient(ctx, psychologist, clientId);
}
