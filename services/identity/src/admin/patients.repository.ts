import { foldedContains } from '@emind/server-kit';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { IdentityDatabase } from '../db/schema.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

/** Client accounts with their appointment figures, read from booking's published summary (no row: none yet). */
const patientQuery = (db: Db) =>
  db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('booking.client_appointment_summary as s', 's.client_id', 'profiles.id')
    .select([
      'profiles.id as profile_id',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.is_active',
      'users.created_at',
      'profiles.profile_image',
      'profiles.rut',
      'profiles.region',
      'profiles.phone',
      sql<number>`coalesce(s.total_appointments, 0)`.as('total_appointments'),
      's.last_appointment_date',
      's.last_appointment_status',
      's.next_appointment_date',
      's.next_appointment_status',
    ])
    .where('users.user_type', '=', 'client');

/** Case- and accent-insensitive "contains", over name, e-mail and RUT. */
export function listPatients(db: Db, search: string | undefined) {
  let query = patientQuery(db);
  if (search?.trim()) {
    query = query.where(foldedContains(sql`users.first_name || ' ' || users.last_name || ' ' || users.email || ' ' || coalesce(profiles.rut, '')`, search));
  }
  return query.orderBy('users.created_at', 'desc').orderBy('users.id', 'desc').execute();
}
export type PatientRow = Awaited<ReturnType<typeof listPatients>>[number];

export function findPatient(db: Db, profileId: number) {
  return patientQuery(db).where('profiles.id', '=', profileId).executeTakeFirst();
}

export async function setActive(db: Db, userId: number, active: boolean): Promise<void> {
  await db.updateTable('users').set({ is_active: active }).where('id', '=', userId).execute();
}
