import type { ReviewSignature, ReviewStatus } from '@emind/domain';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PublishedViews, Timestamp } from '@emind/server-kit';

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

export interface ReviewsDatabase extends Pick<PublishedViews, 'booking.completed_sessions' | 'identity.profile_directory'> {
  reviews: ReviewsTable;
}

export type ReviewRow = Selectable<ReviewsTable>;
