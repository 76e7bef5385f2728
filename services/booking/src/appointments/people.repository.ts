import type { Kysely } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

export interface Person {
  profile_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  profile_image: string | null;
  gender: string | null;
}

const personColumns = ['profile_id', 'user_id', 'first_name', 'last_name', 'email', 'phone', 'profile_image', 'gender'] as const;

/** Names and contact of the parties, from identity's directory view, by profile id. */
export async function peopleByProfile(db: Kysely<BookingDatabase>, profileIds: number[]): Promise<Map<number, Person>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db.selectFrom('identity.profile_directory').select([...personColumns]).where('profile_id', 'in', profileIds).execute();
  return new Map(rows.map((row) => [row.profile_id, row]));
}

/** The same, by user id (who made a status change). */
export async function peopleByUser(db: Kysely<BookingDatabase>, userIds: number[]): Promise<Map<number, Person>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('identity.profile_directory').select([...personColumns]).where('user_id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.user_id, row]));
}
