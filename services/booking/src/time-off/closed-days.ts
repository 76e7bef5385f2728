import { bookingMessages, closedDates } from '@emind/domain';
import { badRequestDetail } from '@emind/server-kit';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';
import { skipsHolidays, timeOffWithin } from './time-off.repository.ts';

/** The psychologist's days without slots in a window: time off, and holidays when 'No atender feriados' is on. */
export async function closedDatesFor(db: Kysely<BookingDatabase>, psychologistId: number, window: { from: string; to: string }): Promise<Set<string>> {
  const ranges = await timeOffWithin(db, psychologistId, window);
  const skip = await skipsHolidays(db, psychologistId);
  return closedDates(window, ranges, skip);
}

/**
 * Refuses a booking on a closed day. Call it inside the booking's transaction after `takeBookingTurn`: time off
 * is written under the same psychologist turn, so a booking either sees the time off or is in before it (and is
 * then listed as stranded).
 */
export async function refuseClosedDay(trx: Transaction<BookingDatabase>, psychologistId: number, date: string): Promise<void> {
  const closed = await closedDatesFor(trx, psychologistId, { from: date, to: date });
  if (closed.size > 0) throw badRequestDetail(bookingMessages.slotUnavailable);
}

/** The psychologist's booking turn (the same advisory key as `takeBookingTurn`'s first lock, by user id). */
export async function takePsychologistTurn(trx: Transaction<BookingDatabase>, psychologistUserId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('booking.psychologist'), ${psychologistUserId})`.execute(trx);
}
