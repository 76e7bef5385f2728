import type { PatientSummary } from '@emind/contracts';
import { notFound, recordAccess, type AuthUser } from '@emind/server-kit';
import { endAllAccess } from '../accounts/refresh-tokens.repository.ts';
import type { Transaction } from 'kysely';
import type { IdentityContext } from '../context.ts';
import type { IdentityDatabase } from '../db/schema.ts';
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

/** Every patient row an admin sees is logged (Ley 20.584), in the transaction that reads it. */
function logRead(trx: Transaction<IdentityDatabase>, admin: AuthUser, rows: PatientRow[]): Promise<void> {
  return recordAccess(
    trx,
    'identity',
    rows.map((row) => ({ subjectUserId: row.user_id, actorUserId: admin.id, actorRole: admin.userType, resource: 'patient_record', resourceId: row.profile_id })),
  );
}

export function patients(ctx: IdentityContext, admin: AuthUser, search: string | undefined): Promise<Patient[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await listPatients(trx, search);
    await logRead(trx, admin, rows);
    return rows.map(toPatient);
  });
}

export function patient(ctx: IdentityContext, admin: AuthUser, profileId: number): Promise<Patient> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findPatient(trx, profileId);
    if (!row) throw notFound('Paciente no encontrado');
    await logRead(trx, admin, [row]);
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
