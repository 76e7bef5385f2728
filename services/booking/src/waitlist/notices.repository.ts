import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';
import type { ClaimedSlot } from './freed-slots.ts';

type Trx = Transaction<BookingDatabase>;

/** Whether no appointment other than a cancelled one holds any part of the slot now. */
export async function isSlotFree(trx: Trx, slot: ClaimedSlot, endsAt: Date): Promise<boolean> {
  const held = await trx
    .selectFrom('appointments')
    .select('id')
    .where('psychologist_id', '=', slot.psychologist_id)
    .where('status', '<>', 'CANCELLED')
    .where(sql<boolean>`tstzrange(starts_at, ends_at) && tstzrange(${slot.starts_at}::timestamptz, ${endsAt}::timestamptz)`)
    .executeTakeFirst();
  return held === undefined;
}

/**
 * Records a notice for every patient whose entry in force suits the slot (ISO weekday, part of day) and who
 * has not been told of it yet; returns the patients newly noticed (the unique constraint keeps it to once).
 */
export async function insertNotices(trx: Trx, slot: ClaimedSlot, match: { weekday: number; partOfDay: string }, now: Date): Promise<number[]> {
  const inserted = await sql<{ client_id: number }>`
    insert into booking.waitlist_notices (client_id, psychologist_id, date, start_time, end_time, starts_at, created_at)
    select e.client_id, e.psychologist_id, ${slot.date}::date, ${slot.start_time}::time, ${slot.end_time}::time, ${slot.starts_at}, ${now}
    from booking.waitlist_entries e
    where e.psychologist_id = ${slot.psychologist_id} and e.expires_at > ${now}
      and e.weekdays @> array[${match.weekday}]::smallint[] and e.part_of_day = ${match.partOfDay}
    order by e.created_at, e.id
    on conflict on constraint waitlist_notices_once_per_slot do nothing
    returning client_id
  `.execute(trx);
  return inserted.rows.map((row) => row.client_id);
}

export interface NoticeRow {
  id: number;
  psychologist_id: number;
  psychologist_name: string;
  date: string;
  start_time: string;
  end_time: string;
  created_at: Date;
}

/** The patient's notices of slots still ahead and still free, while the patient still waits for that psychologist. */
export async function currentNotices(db: Kysely<BookingDatabase>, clientId: number, now: Date): Promise<NoticeRow[]> {
  const result = await sql<NoticeRow>`
    select n.id, n.psychologist_id, trim(coalesce(d.first_name, '') || ' ' || coalesce(d.last_name, '')) as psychologist_name,
      to_char(n.date, 'YYYY-MM-DD') as date, to_char(n.start_time, 'HH24:MI') as start_time, to_char(n.end_time, 'HH24:MI') as end_time, n.created_at
    from booking.waitlist_notices n
    left join identity.profile_directory d on d.profile_id = n.psychologist_id
    where n.client_id = ${clientId} and n.starts_at > ${now}
      and exists (select 1 from booking.waitlist_entries e where e.client_id = n.client_id and e.psychologist_id = n.psychologist_id and e.expires_at > ${now})
      and not exists (
        select 1 from booking.appointments a
        where a.psychologist_id = n.psychologist_id and a.status <> 'CANCELLED' and a.date = n.date
          and a.start_time < n.end_time and n.start_time < a.end_time
      )
    order by n.starts_at, n.id
    limit 50
  `.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}
