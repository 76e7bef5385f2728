import type { PatientSummary } from '@emind/contracts';
import { notFound, recordAccess, recordListAccess, type AuthUser } from '@emind/server-kit';
import { endAllAccess } from '../accounts/refresh-tokens.repository.ts';
import type { IdentityContext } from '../context.ts';
import { findPatient, listPatients, setActive, type PatientRow } from './patients.repository.ts';

/** The admin's patient row: the shared patient shape (user.is_active is the account) and when it was created. */
export type Patient = PatientSummary & { created_at: string };

function toPatient(row: PatientRow): Patient {
  return {
    id: row.profile_id,
    user: { id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email, is_active: row.is_active },
    profile_image: row.profile_image,
    rut: row.rut,
    region: row.region,
    phone: row.phone,
    created_at: new Date(row.created_at).toISOString(),
    total_appointments: row.total_appointments,
    last_appointment_date: row.last_appointment_date,
    last_appointment_status: row.last_appointment_status,
    next_appointment_date: row.next_appointment_date,
    next_appointment_status: row.next_appointment_status,
  };
}

/**
 * An admin's reads of patients are logged (Ley 20.584) in the transaction that reads them: one patient's record on
 * each read, the list at any search as a 'patient_list' read of each patient in it (coalesced).
 */
const actorOf = (admin: AuthUser) => ({ actorUserId: admin.id, actorRole: admin.userType });

export function patients(ctx: IdentityContext, admin: AuthUser, search: string | undefined): Promise<Patient[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await listPatients(trx, search);
    await recordListAccess(trx, 'identity', rows.map((row) => ({ ...actorOf(admin), subjectUserId: row.user_id, resource: 'patient_list' })));
    return rows.map(toPatient);
  });
}

export function patient(ctx: IdentityContext, admin: AuthUser, profileId: number): Promise<Patient> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findPatient(trx, profileId);
    if (!row) throw notFound('Paciente no encontrado');
    await recordAccess(trx, 'identity', { ...actorOf(admin), subjectUserId: row.user_id, resource: 'patient_record', resourceId: row.profile_id });
    return toPatient(row);
  });
}

/** Deactivating signs the patient out everywhere (refresh tokens revoked); login then answers USER_INACTIVE. */
export async function togglePatientActive(ctx: IdentityContext, admin: AuthUser, profileId: number): Promise<Patient> {
  const row = await findPatient(ctx.db, profileId);
  if (!row) throw notFound('Paciente no encontrado');
  await ctx.db.transaction().execute(async (trx) => {
    await setActive(trx, row.user_id, !row.is_active);
    if (row.is_active) await endAllAccess(trx, row.user_id);
  });
  return patient(ctx, admin, profileId);
}
