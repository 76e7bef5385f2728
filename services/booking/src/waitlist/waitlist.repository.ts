import type { PartOfDay } from '@emind/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

type Db = Kysely<BookingDatabase>;

export interface EntryRow {
  id: number;
  psychologist_id: number;
  psychologist_name: string;
  weekdays: number[];
  part_of_day: PartOfDay;
  created_at: Date;
  expires_at: Date;
}

const psychologistName = sql<string>`trim(coalesce(d.first_name, '') || ' ' || coalesce(d.last_name, ''))`;

/** The patient's entries still in force, newest first. */
export function entriesOf(db: Db, clientId: number, now: Date): Promise<EntryRow[]> {
  return db
    .selectFrom('waitlist_entries as e')
    .leftJoin('identity.profile_directory as d', 'd.profile_id', 'e.psychologist_id')
    .select(['e.id', 'e.psychologist_id', psychologistName.as('psychologist_name'), 'e.weekdays', 'e.part_of_day', 'e.created_at', 'e.expires_at'])
    .where('e.client_id', '=', clientId)
    .where('e.expires_at', '>', now)
    .orderBy('e.id', 'desc')
    .execute();
}

/**
 * Adds the entry; a lapsed one of the same pair is replaced in the same statement. Returns the id, or null when
 * the pair already has an entry in force (the unique constraint decides between concurrent joins).
 */
export async function insertEntry(
  trx: Transaction<BookingDatabase>,
  entry: { client_id: number; psychologist_id: number; weekdays: number[]; part_of_day: PartOfDay; created_at: Date; expires_at: Date },
): Promise<number | null> {
  const days = sql`array[${sql.join(entry.weekdays)}]::smallint[]`;
  const inserted = await sql<{ id: number }>`
    insert into booking.waitlist_entries as e (client_id, psychologist_id, weekdays, part_of_day, created_at, expires_at)
    values (${entry.client_id}, ${entry.psychologist_id}, ${days}, ${entry.part_of_day}, ${entry.created_at}, ${entry.expires_at})
    on conflict on constraint waitlist_entries_one_per_pair do update
      set weekdays = excluded.weekdays, part_of_day = excluded.part_of_day, created_at = excluded.created_at, expires_at = excluded.expires_at
      where e.expires_at <= ${entry.created_at}
    returning id
  `.execute(trx);
  return inserted.rows[0]?.id ?? null;
}

export async function deleteEntry(db: Db, clientId: number, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('waitlist_entries').where('id', '=', id).where('client_id', '=', clientId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export async function countWaiting(db: Db, psychologistId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('psychologist_id', '=', psychologistId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Lapsed entries are removed (the person's data is kept no longer than its use). */
export async function deleteLapsedEntries(db: Db | Transaction<BookingDatabase>, now: Date): Promise<number> {
  const deleted = await db.deleteFrom('waitlist_entries').where('expires_at', '<=', now).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
