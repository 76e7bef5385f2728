import type { Kysely } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

/** The approved price now (catalogue's view): what a new appointment costs. */
export async function approvedPrice(db: Kysely<BookingDatabase>, psychologistId: number): Promise<number | null> {
  const row = await db
    .selectFrom('catalogue.psychologist_listing')
    .select('approved_price')
    .where('profile_id', '=', psychologistId)
    .executeTakeFirst();
  return row?.approved_price ?? null;
}
