import type { Insertable, Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { AppointmentReschedulesTable, BookingDatabase } from '../db/schema.ts';
import { listScheduleBlocks, type ScheduleBlock } from '../schedules/schedules.repository.ts';
import { peopleByProfile, type Person } from '../appointments/people.repository.ts';

export interface RescheduleFacts {
  schedule: ScheduleBlock[];
  /** The parties, by profile id. */
  people: Map<number, Person>;
}

/** What a move reads before its transaction: the psychologist's weekly schedule and both parties. */
export async function readRescheduleFacts(db: Kysely<BookingDatabase>, psychologistId: number, clientId: number): Promise<RescheduleFacts> {
  const [schedule, people] = await Promise.all([listScheduleBlocks(db, psychologistId), peopleByProfile(db, [psychologistId, clientId])]);
  return { schedule, people };
}

export async function insertReschedule(trx: Transaction<BookingDatabase>, row: Insertable<AppointmentReschedulesTable>): Promise<void> {
  await trx.insertInto('appointment_reschedules').values(row).execute();
}

/** Reminders already sent were for the old time: the new time gets its own. */
export async function forgetReminders(trx: Transaction<BookingDatabase>, appointmentId: number): Promise<void> {
  await sql`delete from booking.appointment_reminders where appointment_id = ${appointmentId}`.execute(trx);
}
