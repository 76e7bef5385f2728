import type { PendingReviewAppointment, PublicReview, Review, ReviewStats, SubmitReview } from '@emind/contracts';
import { ANONYMOUS_REVIEWER_NAME, reviewMessages, reviewSignatureName, reviewStatusLabels, type ModerationOutcome } from '@emind/domain';
import { badRequestDetail, conflict, isListed, isUniqueViolation, notFound, recordAccess, recordListAccess, type AuthUser } from '@emind/server-kit';
import type { Kysely } from 'kysely';
import type { ReviewsContext } from '../context.ts';
import type { ReviewsDatabase } from '../db/schema.ts';
import {
  approvedRatingCounts,
  deleteReview,
  findCompletedSession,
  insertReview,
  listReviews,
  moderatePending,
  reviewExists,
  sessionsAwaitingReview,
  type ReviewFilter,
  type ReviewRecord,
} from './reviews.repository.ts';

const fullName = (first: string, last: string): string => `${first} ${last}`.trim();

/** An erased client's reviews name nobody, on every screen (identity's pseudonym is not shown either). */
const authorName = (record: ReviewRecord, name: (first: string, last: string) => string): string =>
  record.author_erased ? ANONYMOUS_REVIEWER_NAME : name(record.client_first_name, record.client_last_name);

/** The name under a public review: the author's chosen signature ('Camila S.' or 'Paciente verificado'). */
const publicAuthorName = (record: ReviewRecord): string =>
  authorName(record, (first, last) => reviewSignatureName(record.signature, first, last));

function toReview(record: ReviewRecord): Review {
  return {
    id: record.id,
    appointment: record.appointment_id,
    rating: record.rating,
    comment: record.comment,
    status: record.status,
    status_display: reviewStatusLabels[record.status],
    created_at: new Date(record.created_at).toISOString(),
    patient_name: authorName(record, fullName),
    psychologist_name: fullName(record.psychologist_first_name, record.psychologist_last_name),
    appointment_date: record.appointment_date,
    signature: record.signature,
    public_name: publicAuthorName(record),
  };
}

/** Records that `viewer` was shown these reviews with their authors' names (an author's own reads are not recorded). */
function recordAuthorsShown(db: Kysely<ReviewsDatabase>, viewer: AuthUser, records: ReviewRecord[], read: 'review' | 'review_list'): Promise<void> {
  const actor = { actorUserId: viewer.id, actorRole: viewer.userType };
  const authors = records.flatMap((record) => (record.author_erased || record.client_user_id === null ? [] : [{ ...actor, subjectUserId: record.client_user_id, resourceId: record.id }]));
  if (read === 'review_list') return recordListAccess(db, 'reviews', authors.map(({ resourceId: _shown, ...author }) => ({ ...author, resource: read })));
  return recordAccess(db, 'reviews', authors.map((author) => ({ ...author, resource: read })));
}

/** One review as `viewer` sees it (a change's answer), read and recorded in one transaction. */
function reviewShownTo(ctx: ReviewsContext, viewer: AuthUser, id: number): Promise<Review> {
  return ctx.db.transaction().execute(async (trx) => {
    const [record] = await listReviews(trx, { id });
    if (!record) throw notFound(reviewMessages.reviewNotFound);
    await recordAuthorsShown(trx, viewer, [record], 'review');
    return toReview(record);
  });
}

/** Reviews with their authors' names (a psychologist's, moderation, the author's own), recorded as a 'review_list' read. */
export function reviews(ctx: ReviewsContext, viewer: AuthUser, filter: ReviewFilter): Promise<Review[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const records = await listReviews(trx, filter);
    await recordAuthorsShown(trx, viewer, records, 'review_list');
    return records.map(toReview);
  });
}

export async function pendingAppointments(ctx: ReviewsContext, client: AuthUser): Promise<PendingReviewAppointment[]> {
  const sessions = await sessionsAwaitingReview(ctx.db, client.profileId);
  return sessions.map((session) => ({
    id: session.appointment_id,
    date: session.date,
    start_time: session.start_time,
    psychologist_data: { name: fullName(session.psychologist_first_name, session.psychologist_last_name) },
  }));
}

/** Only the client of a COMPLETED appointment, once; the database's unique constraint settles concurrent submits. */
export async function submitReview(ctx: ReviewsContext, client: AuthUser, input: SubmitReview): Promise<Review> {
  const session = await findCompletedSession(ctx.db, input.appointment);
  if (!session) throw badRequestDetail(reviewMessages.notCompleted);
  if (session.client_id !== client.profileId) throw notFound(reviewMessages.appointmentNotFound);
  try {
    const id = await insertReview(ctx.db, {
      appointment_id: session.appointment_id,
      client_id: session.client_id,
      psychologist_id: session.psychologist_id,
      appointment_date: session.date,
      rating: input.rating,
      comment: input.comment,
      signature: input.signature,
    });
    return await reviewShownTo(ctx, client, id);
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_one_per_appointment')) throw conflict(reviewMessages.alreadyReviewed);
    throw error;
  }
}

export async function psychologistStats(ctx: ReviewsContext, psychologistId: number): Promise<ReviewStats> {
  const counts = await approvedRatingCounts(ctx.db, psychologistId);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { rating, count } of counts) distribution[rating as keyof typeof distribution] = Number(count);
  const total = counts.reduce((sum, { count }) => sum + Number(count), 0);
  const sum = counts.reduce((acc, { rating, count }) => acc + rating * Number(count), 0);
  return { average_rating: total > 0 ? Math.round((sum / total) * 10) / 10 : null, total_reviews: total, rating_distribution: distribution };
}

/** decisions.md: for anyone not listed the public API reveals nothing (404), as the public profile does. */
export async function publicReviews(ctx: ReviewsContext, psychologistId: number): Promise<PublicReview[]> {
  if (!(await isListed(ctx.db, psychologistId))) throw notFound(reviewMessages.specialistUnavailable);
  const records = await listReviews(ctx.db, { psychologistId, status: 'APPROVED' });
  return records.map((record) => ({
    id: record.id,
    rating: record.rating,
    comment: record.comment,
    created_at: new Date(record.created_at).toISOString(),
    appointment_date: record.appointment_date,
    patient_name: publicAuthorName(record),
  }));
}

/** An admin moves only PENDING reviews. */
export async function moderateReview(ctx: ReviewsContext, admin: AuthUser, id: number, status: ModerationOutcome): Promise<Review> {
  const moved = await moderatePending(ctx.db, id, status, admin.id);
  if (moved === null) {
    if (await reviewExists(ctx.db, id)) throw conflict(reviewMessages.onlyPending);
    throw notFound(reviewMessages.reviewNotFound);
  }
  return reviewShownTo(ctx, admin, id);
}

export async function removeReview(ctx: ReviewsContext, id: number): Promise<void> {
  if (!(await deleteReview(ctx.db, id))) throw notFound(reviewMessages.reviewNotFound);
}
