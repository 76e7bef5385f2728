import type { ModerationOutcome, ReviewSignature, ReviewStatus } from '@emind/domain';
import { sql, type Kysely } from 'kysely';
import type { ReviewsDatabase } from '../db/schema.ts';

export interface ReviewRecord {
  id: number;
  appointment_id: number;
  rating: number;
  comment: string;
  status: ReviewStatus;
  created_at: Date;
  appointment_date: string;
  author_erased: boolean;
  signature: ReviewSignature;
  /** The author's account: whom a read of the review is recorded for. */
  client_user_id: number | null;
  client_first_name: string;
  client_last_name: string;
  psychologist_first_name: string;
  psychologist_last_name: string;
}

export interface ReviewFilter {
  id?: number;
  clientId?: number;
  psychologistId?: number;
  status?: ReviewStatus;
}

/** Reviews with the names of both people (identity's published view), newest first. */
export async function listReviews(db: Kysely<ReviewsDatabase>, filter: ReviewFilter): Promise<ReviewRecord[]> {
  let query = db
    .selectFrom('reviews as r')
    .leftJoin('identity.profile_directory as c', 'c.profile_id', 'r.client_id')
    .leftJoin('identity.profile_directory as p', 'p.profile_id', 'r.psychologist_id')
    .select([
      'r.id', 'r.appointment_id', 'r.rating', 'r.comment', 'r.status', 'r.created_at', 'r.author_erased', 'r.signature',
      sql<string>`to_char(r.appointment_date, 'YYYY-MM-DD')`.as('appointment_date'),
      'c.user_id as client_user_id',
      sql<string>`coalesce(c.first_name, '')`.as('client_first_name'),
      sql<string>`coalesce(c.last_name, '')`.as('client_last_name'),
      sql<string>`coalesce(p.first_name, '')`.as('psychologist_first_name'),
      sql<string>`coalesce(p.last_name, '')`.as('psychologist_last_name'),
    ]);
  if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
  if (filter.clientId !== undefined) query = query.where('r.client_id', '=', filter.clientId);
  if (filter.psychologistId !== undefined) query = query.where('r.psychologist_id', '=', filter.psychologistId);
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
}

export interface PendingSession {
  appointment_id: number;
  date: string;
  start_time: string;
  psychologist_first_name: string;
  psychologist_last_name: string;
}

/** The client's COMPLETED sessions (booking's view) without a review yet, latest first. */
export async function sessionsAwaitingReview(db: Kysely<ReviewsDatabase>, clientId: number): Promise<PendingSession[]> {
  return db
    .selectFrom('booking.completed_sessions as s')
    .leftJoin('identity.profile_directory as p', 'p.profile_id', 's.psychologist_id')
    .select([
      's.appointment_id',
      sql<string>`to_char(s.date, 'YYYY-MM-DD')`.as('date'),
      's.start_time',
      sql<string>`coalesce(p.first_name, '')`.as('psychologist_first_name'),
      sql<string>`coalesce(p.last_name, '')`.as('psychologist_last_name'),
    ])
    .where('s.client_id', '=', clientId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('reviews as r').select('r.id').whereRef('r.appointment_id', '=', 's.appointment_id'))))
    .orderBy('s.date', 'desc')
    .orderBy('s.start_time', 'desc')
    .execute();
}

export async function findCompletedSession(db: Kysely<ReviewsDatabase>, appointmentId: number) {
  return db
    .selectFrom('booking.completed_sessions')
    .select(['appointment_id', 'client_id', 'psychologist_id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date')])
    .where('appointment_id', '=', appointmentId)
    .executeTakeFirst();
}

export async function insertReview(
  db: Kysely<ReviewsDatabase>,
  row: { appointment_id: number; client_id: number; psychologist_id: number; appointment_date: string; rating: number; comment: string; signature: ReviewSignature },
): Promise<number> {
  const inserted = await db.insertInto('reviews').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Moves a PENDING review; null when there is no PENDING review with that id. */
export async function moderatePending(db: Kysely<ReviewsDatabase>, id: number, status: ModerationOutcome, adminUserId: number): Promise<number | null> {
  const updated = await db
    .updateTable('reviews')
    .set({ status, moderated_by_user_id: adminUserId, moderated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
  return updated?.id ?? null;
}

export async function reviewExists(db: Kysely<ReviewsDatabase>, id: number): Promise<boolean> {
  return (await db.selectFrom('reviews').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function deleteReview(db: Kysely<ReviewsDatabase>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('reviews').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** APPROVED reviews of a psychologist counted by rating. */
export async function approvedRatingCounts(db: Kysely<ReviewsDatabase>, psychologistId: number): Promise<{ rating: number; count: number }[]> {
  return db
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll<number>().as('count')])
    .where('psychologist_id', '=', psychologistId)
    .where('status', '=', 'APPROVED')
    .groupBy('rating')
    .execute();
}

