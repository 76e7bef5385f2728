import { notFound } from '@emind/server-kit';
import { revokeAllForUser } from '../accounts/refresh-tokens.repository.ts';
import type { IdentityContext } from '../context.ts';
import { findPatient, listPatients, setActive, type PatientRow } from './patients.repository.ts';

export interface Patient {
  id: number;
  user: { id: number; first_name: string; last_name: string; email: string; is_active: boolean };
  profile_image: string | null;
  rut: string | null;
  region: string | null;
  phone: string | null;
  created_at: string;
  // Appointment data arrives with the booking issue.
  total_appointments: number;
  last_appointment_date: string | null;
  last_appointment_status: string | null;
  next_appointment_date: string | null;
  next_appointment_status: string | null;
}

function toPatient(row: PatientRow): Patient {
  return {
    id: row.profile_id,
    user: { id: row.user_id, first_name: row.first_name, last_name: row.last_name, email: row.email, is_active: row.is_active },
    profile_image: row.profile_image,
    rut: row.rut,
    region: row.region,
    phone: row.phone,
    created_at: new Date(row.created_at).toISOString(),
    total_appointments: 0,
    last_appointment_date: null,
    last_appointment_status: null,
    next_appointment_date: null,
    next_appointment_status: null,
  };
}

export async function patients(ctx: IdentityContext, search: string | undefined): Promise<Patient[]> {
  return (await listPatients(ctx.db, search)).map(toPatient);
}

export async function patient(ctx: IdentityContext, profileId: number): Promise<Patient> {
  const row = await findPatient(ctx.db, profileId);
  if (!row) throw notFound('Paciente no encontrado');
  return toPatient(row);
}

/** Deactivating signs the patient out everywhere (refresh tokens revoked); login then answers USER_INACTIVE. */
export async function togglePatientActive(ctx: IdentityContext, profileId: number): Promise<Patient> {
  const row = await findPatient(ctx.db, profileId);
  if (!row) throw notFound('Paciente no encontrado');
  await ctx.db.transaction().execute(async (trx) => {
    await setActive(trx, row.user_id, !row.is_active);
    if (row.is_active) await revokeAllForUser(trx, row.user_id);
  });
  return patient(ctx, profileId);
}
