import { sql, type Kysely, type Transaction } from 'kysely';
import type { IdentityDatabase } from '../db/schema.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

const patientQuery = (db: Db) =>
  db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
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
    ])
    .where('users.user_type', '=', 'client');

/** Case- and accent-insensitive "contains", over name, e-mail and RUT. */
export function listPatients(db: Db, search: string | undefined) {
  let query = patientQuery(db);
  const term = search?.trim();
  if (term) {
    const folded = term.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[\\%_]/g, (c) => `\\${c}`);
    query = query.where(
      sql<string>`translate(lower(users.first_name || ' ' || users.last_name || ' ' || users.email || ' ' || coalesce(profiles.rut, '')), 'áéíóúüñàèìòù', 'aeiouunaeiou')`,
      'like',
      `%${folded}%`,
    );
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
