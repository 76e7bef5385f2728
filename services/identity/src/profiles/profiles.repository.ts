import { sql, type Kysely, type Transaction } from 'kysely';
import type { IdentityDatabase, ProfileUpdate } from '../db/schema.ts';

type Db = Kysely<IdentityDatabase> | Transaction<IdentityDatabase>;

export function findProfileOfUser(db: Db, userId: number) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .selectAll('profiles')
    .select(['users.first_name', 'users.last_name', 'users.email', 'users.user_type'])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
}
export type ProfileWithUser = NonNullable<Awaited<ReturnType<typeof findProfileOfUser>>>;

export async function updateProfile(db: Db, userId: number, changes: ProfileUpdate): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ ...changes, updated_at: sql`now()` })
    .where('user_id', '=', userId)
    .execute();
}

export async function updateUserNames(db: Db, userId: number, names: { first_name?: string; last_name?: string }): Promise<void> {
  if (names.first_name === undefined && names.last_name === undefined) return;
  await db.updateTable('users').set(names).where('id', '=', userId).execute();
}
