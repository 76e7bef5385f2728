import type { PublishedRow } from '@emind/server-kit';
import type { Kysely } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

export type Person = Pick<PublishedRow<'identity.profile_directory'>, 'profile_id' | 'user_id' | 'first_name' | 'last_name' | 'email' | 'profile_image' | 'gender'> &
  Pick<PublishedRow<'identity.profile_contacts'>, 'phone'>;

const personColumns = ['d.profile_id', 'd.user_id', 'd.first_name', 'd.last_name', 'd.email', 'c.phone', 'd.profile_image', 'd.gender'] as const;

/** Names and contact of people (identity's directory and contacts views). */
export function people(db: Kysely<BookingDatabase>) {
  return db.selectFrom('identity.profile_directory as d').leftJoin('identity.profile_contacts as c', 'c.profile_id', 'd.profile_id').select([...personColumns]);
}

/** Names and contact of the parties, from identity's directory view, by profile id. */
export async function peopleByProfile(db: Kysely<BookingDatabase>, profileIds: number[]): Promise<Map<number, Person>> {
  if (profileIds.length === 0) return new Map();
  const rows = await people(db).where('d.profile_id', 'in', profileIds).execute();
  return new Map(rows.map((row) => [row.profile_id, row]));
}

/** The same, by user id (who made a status change). */
export async function peopleByUser(db: Kysely<BookingDatabase>, userIds: number[]): Promise<Map<number, Person>> {
  if (userIds.length === 0) return new Map();
  const rows = await people(db).where('d.user_id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}
