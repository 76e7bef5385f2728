import { sql, type Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

/** A slot that became free: the psychologist, its Chile date and wall-clock times, and when it starts. */
export interface FreedSlot {
  psychologist_id: number;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: Date | string;
}

/**
 * Records that slots freed up, in the transaction of the change that freed them (a cancellation, an expired
 * hold, a reschedule's old slot, time off removed, a widened schedule): the waitlist job tells the patients
 * waiting only once that change has committed, and never of a change that rolled back.
 */
export async function recordFreedSlots(trx: Transaction<BookingDatabase>, slots: readonly FreedSlot[]): Promise<void> {
  if (slots.length === 0) return;
  await trx
    .insertInto('freed_slots')
    .values(slots.map((slot) => ({
      psychologist_id: slot.psychologist_id,
      date: slot.date,
      start_time: slot.start_time.slice(0, 5),
      end_time: slot.end_time.slice(0, 5),
      starts_at: slot.starts_at,
      created_at: sql<Date>`now()`,
    })))
    .execute();
}

export async function recordFreedSlot(trx: Transaction<BookingDatabase>, slot: FreedSlot): Promise<void> {
  await recordFreedSlots(trx, [slot]);
}

export interface ClaimedSlot {
  id: number;
  psychologist_id: number;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: Date;
}

/**
 * Claims unprocessed freed slots for this transaction: rows another instance holds are skipped, and the claim
 * commits with the notices and mails it leads to, so each freed slot is handled once across instances.
 */
export async function claimFreedSlots(trx: Transaction<BookingDatabase>, now: Date, batch: number): Promise<ClaimedSlot[]> {
  const claimed = await sql<ClaimedSlot>`
    update booking.freed_slots set processed_at = ${now}
    where id in (
      select id from booking.freed_slots where processed_at is null order by id limit ${batch} for update skip locked
    )
    returning id, psychologist_id, to_char(date, 'YYYY-MM-DD') as date, to_char(start_time, 'HH24:MI') as start_time,
      to_char(end_time, 'HH24:MI') as end_time, starts_at
  `.execute(trx);
  return claimed.rows.map((row) => ({ ...row, id: Number(row.id) }));
}
