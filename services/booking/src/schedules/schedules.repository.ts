import type { ScheduleConfig, TakenInterval, TimeOffRange, Weekday } from '@emind/domain';
import { isListedSql, preparedStatement } from '@emind/server-kit';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { BookingDatabase } from '../db/schema.ts';
import { skipHolidaysOf, timeOffOverlapping } from '../time-off/time-off.repository.ts';

export interface ScheduleBlock {
  day_of_week: Weekday;
  start_time: string;
  end_time: string;
}

export function scheduleBlocksOf(db: Kysely<BookingDatabase>, psychologistId: number) {
  return db
    .selectFrom('schedule_blocks')
    .select([
      'day_of_week',
      sql<string>`to_char(start_time, 'HH24:MI')`.as('start_time'),
      sql<string>`to_char(end_time, 'HH24:MI')`.as('end_time'),
    ])
    .where('psychologist_id', '=', psychologistId)
    .orderBy('start_time');
}

export async function listScheduleBlocks(db: Kysely<BookingDatabase>, psychologistId: number): Promise<ScheduleBlock[]> {
  return scheduleBlocksOf(db, psychologistId).execute();
}

/**
 * Replaces a psychologist's whole week; run inside the service's transaction. Two saves of one week take turns
 * (a transaction-scoped advisory lock): interleaved, both deletes would miss the other's rows and both weeks stay.
 */
export async function replaceScheduleBlocks(
  trx: Transaction<BookingDatabase>,
  psychologistId: number,
  config: ScheduleConfig,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('booking.schedule_blocks'), ${psychologistId})`.execute(trx);
  await trx.deleteFrom('schedule_blocks').where('psychologist_id', '=', psychologistId).execute();
  const rows = Object.entries(config).flatMap(([day, value]) =>
    (value?.timeBlocks ?? []).map((block) => ({
      psychologist_id: psychologistId,
      day_of_week: day as Weekday,
      start_time: block.startTime,
      end_time: block.endTime,
    })),
  );
  if (rows.length > 0) await trx.insertInto('schedule_blocks').values(rows).execute();
}

export async function countScheduleBlocks(db: Kysely<BookingDatabase>): Promise<number> {
  const row = await db.selectFrom('schedule_blocks').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A listed, so bookable, psychologist (the one rule, `isListedSql` in server-kit) with their price (catalogue's
 * view, `l`) and the bank data they are paid to (identity's view, `p`); no row when not bookable.
 */
export function bookableListing(db: Kysely<BookingDatabase>, profileId: number) {
  return db
    .selectFrom('catalogue.psychologist_listing as l')
    .innerJoin('identity.payout_accounts as p', 'p.profile_id', 'l.profile_id')
    .where('l.profile_id', '=', profileId)
    .where(isListedSql(sql.ref('l.profile_id')));
}

/** The price of a bookable psychologist; null when not bookable. */
export async function bookablePrice(db: Kysely<BookingDatabase>, profileId: number): Promise<number | null> {
  const row = await bookableListing(db, profileId).select('l.approved_price').executeTakeFirst();
  return row?.approved_price ?? null;
}

export async function isListedPsychologist(db: Kysely<BookingDatabase>, profileId: number): Promise<boolean> {
  return (await bookablePrice(db, profileId)) !== null;
}

function psychologistProfileOf(db: Kysely<BookingDatabase>, profileId: number) {
  return db
    .selectFrom('identity.profile_directory')
    .select('profile_id')
    .where('profile_id', '=', profileId)
    .where('user_type', '=', 'psychologist');
}

export async function isPsychologistProfile(db: Kysely<BookingDatabase>, profileId: number): Promise<boolean> {
  return (await psychologistProfileOf(db, profileId).executeTakeFirst()) !== undefined;
}

/** Psychologist profile ids by lower-cased e-mail (identity's view). */
export async function psychologistIdsByEmail(db: Kysely<BookingDatabase>, emails: string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectFrom('identity.profile_directory')
    .select(['profile_id', 'email'])
    .where('user_type', '=', 'psychologist')
    .where(sql<string>`lower(email)`, 'in', emails.map((email) => email.toLowerCase()))
    .execute();
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.profile_id]));
}

/** Intervals held in the window (every appointment that is not cancelled), Chile wall clock. */
export async function takenIntervals(
  db: Kysely<BookingDatabase>,
  psychologistId: number,
  window: { from: string; to: string },
): Promise<TakenInterval[]> {
  return takenIntervalsOf(db, psychologistId, window).orderBy('date').orderBy('start_time').execute();
}

// An index-only range scan of appointments_psychologist_date_idx (psychologist_id, date) include (…, status).
function takenIntervalsOf(db: Kysely<BookingDatabase>, psychologistId: number, window: { from: string; to: string }) {
  return db
    .selectFrom('appointments')
    .select([
      sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'),
      sql<string>`to_char(start_time, 'HH24:MI')`.as('start_time'),
      sql<string>`to_char(end_time, 'HH24:MI')`.as('end_time'),
    ])
    .where('psychologist_id', '=', psychologistId)
    .where('status', '<>', 'CANCELLED')
    .where('date', '>=', window.from)
    .where('date', '<=', window.to);
}

/** Who asks decides what "visible" means: their own schedule, any psychologist's (admins), or a listed one's. */
export type ScheduleAudience = 'own' | 'admin' | 'listed';

/** Everything a psychologist's free days are computed from, read in one statement. */
export interface AvailabilityFacts {
  visible: boolean;
  blocks: ScheduleBlock[];
  time_off: TimeOffRange[];
  skip_holidays: boolean;
  taken: TakenInterval[];
}

function visibleTo(db: Kysely<BookingDatabase>, psychologistId: number, audience: ScheduleAudience): RawBuilder<boolean> {
  if (audience === 'own') return sql<boolean>`true`;
  if (audience === 'admin') return sql<boolean>`exists (${psychologistProfileOf(db, psychologistId)})`;
  return isListedSql(psychologistId);
}

/**
 * The facts of `getAvailableDays` in one round trip (it was five): whether the asker may see the psychologist,
 * their week, their time off and holiday setting, and the intervals already taken in the window. Prepared: three
 * texts (one per audience), planned once per connection.
 */
export async function availabilityFacts(
  db: Kysely<BookingDatabase>,
  psychologistId: number,
  audience: ScheduleAudience,
  window: { from: string; to: string },
): Promise<AvailabilityFacts> {
  return db
    .selectNoFrom([
      visibleTo(db, psychologistId, audience).as('visible'),
      jsonArrayFrom(scheduleBlocksOf(db, psychologistId)).$castTo<ScheduleBlock[]>().as('blocks'),
      jsonArrayFrom(timeOffOverlapping(db, psychologistId, window)).$castTo<TimeOffRange[]>().as('time_off'),
      sql<boolean>`coalesce((${skipHolidaysOf(db, psychologistId)}), false)`.as('skip_holidays'),
      jsonArrayFrom(takenIntervalsOf(db, psychologistId, window)).$castTo<TakenInterval[]>().as('taken'),
    ])
    .modifyEnd(preparedStatement)
    .executeTakeFirstOrThrow();
}
