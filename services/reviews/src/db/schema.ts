import type { ReviewSignature, ReviewStatus } from '@emind/domain';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PublishedViews } from '@emind/server-kit';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ReviewsTable {
  id: Generated<number>;
  /** Booking's appointment id: one review per appointment (unique). */
  appointment_id: number;
  /** Identity profile ids. */
  client_id: number;
  psychologist_id: number;
  /** Postgres `date`: 'yyyy-MM-dd', the session's day in Chile. */
  appointment_date: string;
  rating: number;
  comment: string;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  moderated_by_user_id: number | null;
  moderated_at: Timestamp | null;
  created_at: Timestamp;
  /** The client erased their account: the review stays, its author is shown as 'Paciente anónimo'. */
  author_erased: Generated<boolean>;
  /** How the public profile signs the review: first name and initial (the default) or 'Paciente verificado'. */
  signature: Generated<ReviewSignature>;
}

/** Published by booking: sessions that took place. Read-only here. */
export interface CompletedSessionsView {
  appointment_id: ColumnType<number, never, never>;
  client_id: ColumnType<number, never, never>;
  psychologist_id: ColumnType<number, never, never>;
  date: ColumnType<string, never, never>;
  start_time: ColumnType<string, never, never>;
}

/** Published by catalogue: whether a psychologist is listed (VERIFIED with an approved price). Read-only here. */
export interface ReviewsDatabase {
  reviews: ReviewsTable;
  'booking.completed_sessions': CompletedSessionsView;
  'identity.profile_directory': PublishedViews['identity.profile_directory'];
}

export type ReviewRow = Selectable<ReviewsTable>;
