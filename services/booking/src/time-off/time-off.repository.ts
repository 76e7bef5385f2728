import type { AppointmentStatus, TimeOffRange } from '@emind/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { BookingDatabase } from '../db/schema.ts';

export interface TimeOffRow extends TimeOffRange {
  id: number;
  reason: string;
}

const timeOffColumns = [
  'id',
  sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'),
  sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on'),
  'reason',
] as const;

/** The psychologist's time off that ends on or after `from`, soonest first. */
export async function listTimeOff(db: Kysely<BookingDatabase>, psychologistId: number, from: string): Promise<TimeOffRow[]> {
  return db
    .selectFrom('time_off')
    .select(timeOffColumns)
    .where('psychologist_id', '=', psychologistId)
    .where('ends_on', '>=', from)
    .orderBy('starts_on')
    .orderBy('id')
    .execute();
}

/** Time off overlapping a window (both ends included). */
export async function timeOffWithin(db: Kysely<BookingDatabase>, psychologistId: number, window: { from: string; to: string }): Promise<TimeOffRange[]> {
  return timeOffOverlapping(db, psychologistId, window).execute();
}

export function timeOffOverlapping(db: Kysely<BookingDatabase>, psychologistId: number, window: { from: string; to: string }) {
  return db
    .selectFrom('time_off')
    .select([sql<string>`to_char(starts_on, 'YYYY-MM-DD')`.as('starts_on'), sql<string>`to_char(ends_on, 'YYYY-MM-DD')`.as('ends_on')])
    .where('psychologist_id', '=', psychologistId)
    .where('ends_on', '>=', window.from)
    .where('starts_on', '<=', window.to);
}

export async function insertTimeOff(
  trx: Transaction<BookingDatabase>,
  row: { psychologist_id: number; starts_on: string; ends_on: string; reason: string },
): Promise<TimeOffRow> {
  return trx.insertInto('time_off').values(row).returning(timeOffColumns).executeTakeFirstOrThrow();
}

/** Deletes one of the psychologist's own time off; undefined when there is none with that id. */
export async function deleteTimeOff(trx: Transaction<BookingDatabase>, psychologistId: number, id: number): Promise<TimeOffRow | undefined> {
  return trx.deleteFrom('time_off').where('id', '=', id).where('psychologist_id', '=', psychologistId).returning(timeOffColumns).executeTakeFirst();
}

export function skipHolidaysOf(db: Kysely<BookingDatabase>, psychologistId: number) {
  return db.selectFrom('time_off_settings').select('skip_holidays').where('psychologist_id', '=', psychologistId);
}

export async function skipsHolidays(db: Kysely<BookingDatabase>, psychologistId: number): Promise<boolean> {
  return (await skipHolidaysOf(db, psychologistId).executeTakeFirst())?.skip_holidays ?? false;
}

export async function saveSkipHolidays(trx: Transaction<BookingDatabase>, psychologistId: number, skip: boolean, now: Date): Promise<void> {
  await trx
    .insertInto('time_off_settings')
    .values({ psychologist_id: psychologistId, skip_holidays: skip, updated_at: now })
    .onConflict((oc) => oc.column('psychologist_id').doUpdateSet({ skip_holidays: skip, updated_at: now }))
    .execute();
}

export interface OpenAppointmentRow {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  status: AppointmentStatus;
  /** The patient's account (null once erased): whom the list's read is recorded for. */
  user_id: number | null;
  first_name: string;
  last_name: string;
}

/** The psychologist's appointments still to happen (not cancelled, completed or no-show) on the given dates. */
export async function openAppointmentsOn(db: Kysely<BookingDatabase>, psychologistId: number, dates: readonly string[], now: Date): Promise<OpenAppointmentRow[]> {
  if (dates.length === 0) return [];
  return db
    .selectFrom('appointments as a')
    .leftJoin('identity.profile_directory as d', 'd.profile_id', 'a.client_id')
    .select([
      'a.id',
      sql<string>`to_char(a.date, 'YYYY-MM-DD')`.as('date'),
      sql<string>`to_char(a.start_time, 'HH24:MI')`.as('start_time'),
      sql<string>`to_char(a.end_time, 'HH24:MI')`.as('end_time'),
      'a.status',
      'd.user_id',
      sql<string>`coalesce(d.first_name, 'Paciente')`.as('first_name'),
      sql<string>`coalesce(d.last_name, '')`.as('last_name'),
    ])
    .where('a.psychologist_id', '=', psychologistId)
    .where('a.status', 'not in', ['CANCELLED', 'COMPLETED', 'NO_SHOW'])
    .where('a.starts_at', '>', now)
    .where('a.date', 'in', dates)
    .orderBy('a.starts_at')
    .execute();
}

/** The last date an open appointment of the psychologist falls on (bounds the stranded search), or null. */
export async function lastOpenAppointmentDate(db: Kysely<BookingDatabase>, psychologistId: number, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('appointments')
    .select(sql<string | null>`to_char(max(date), 'YYYY-MM-DD')`.as('last'))
    .where('psychologist_id', '=', psychologistId)
    .where('status', 'not in', ['CANCELLED', 'COMPLETED', 'NO_SHOW'])
    .where('starts_at', '>', now)
    .executeTakeFirst();
  return row?.last ?? null;
}
