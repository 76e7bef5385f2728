import type { Transaction } from 'kysely';
import type { CatalogueDatabase } from '../db/schema.ts';

type Trx = Transaction<CatalogueDatabase>;

/** The user a profile belongs to (the subject of an access-log entry). */
export async function userIdOfProfile(trx: Trx, profileId: number): Promise<number | null> {
  const row = await trx.selectFrom('identity.profile_directory').select('user_id').where('profile_id', '=', profileId).executeTakeFirst();
  return row?.user_id ?? null;
}

export function psychologistRows(trx: Trx, profileIds: number[]) {
  return trx.selectFrom('psychologists').selectAll().where('profile_id', 'in', profileIds).orderBy('profile_id').execute();
}

export function experienceRows(trx: Trx, profileIds: number[]) {
  return trx
    .selectFrom('experiences')
    .select(['experience_type', 'institution', 'role', 'description', 'start_date', 'end_date'])
    .where('profile_id', 'in', profileIds)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
}

export function documentRows(trx: Trx, profileIds: number[]) {
  return trx.selectFrom('verification_documents').selectAll().where('profile_id', 'in', profileIds).orderBy('id').execute();
}

export function suggestedPriceRows(trx: Trx, profileIds: number[]) {
  return trx.selectFrom('suggested_prices').select(['price', 'created_at']).where('profile_id', 'in', profileIds).orderBy('id').execute();
}

/** Experiences, documents and suggested prices go with the row (on delete cascade). */
export async function deletePsychologists(trx: Trx, profileIds: number[]): Promise<void> {
  await trx.deleteFrom('psychologists').where('profile_id', 'in', profileIds).execute();
}

