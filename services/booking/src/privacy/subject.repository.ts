import type { Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

/**
 * Booking keys people by identity profile id; a request names the user. Identity keeps the (pseudonymised) user
 * and profile rows after an erasure, so the mapping outlives it. Null: the person has no profile, so booking
 * holds nothing under a profile id about them.
 */
export async function profileIdOf(trx: Transaction<BookingDatabase>, userId: number): Promise<number | null> {
  const row = await trx.selectFrom('identity.profile_directory').select('profile_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.profile_id ?? null;
}
