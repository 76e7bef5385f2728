import { ANONYMOUS_REVIEWER_NAME, publicPatientName, reviewStatusLabels } from '@emind/domain';
import { accessesAbout, profileIdsOfUser, scrubMentions, type ExportPart, type PrivacyParticipant, type PrivacySubject } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { ReviewsDatabase } from '../db/schema.ts';
import { listReviews, type ReviewRecord } from '../reviews/reviews.repository.ts';
import { forgetModerator, markAuthorErased, moderatedBy } from './privacy.repository.ts';

type Trx = Transaction<ReviewsDatabase>;

const common = (record: ReviewRecord) => ({
  appointment_date: record.appointment_date,
  rating: record.rating,
  comment: record.comment,
  status: record.status,
  status_display: reviewStatusLabels[record.status],
  created_at: record.created_at,
});

async function reviewsOf(trx: Trx, filter: 'clientId' | 'psychologistId', profileIds: number[]): Promise<ReviewRecord[]> {
  const lists = [];
  for (const id of profileIds) lists.push(await listReviews(trx, { [filter]: id }));
  return lists.flat();
}

async function exportPart(trx: Trx, subject: PrivacySubject): Promise<ExportPart> {
  const profileIds = await profileIdsOfUser(trx, subject.userId);
  const written = await reviewsOf(trx, 'clientId', profileIds);
  const received = await reviewsOf(trx, 'psychologistId', profileIds);
  return {
    data: {
      reviews_written: written.map((record) => ({
        ...common(record),
        psychologist_name: `${record.psychologist_first_name} ${record.psychologist_last_name}`.trim(),
      })),
      // The author as the public list shows them: first name and initial, never more.
      reviews_received: received.map((record) => ({
        ...common(record),
        author: record.author_erased ? ANONYMOUS_REVIEWER_NAME : publicPatientName(record.client_first_name, record.client_last_name),
      })),
      reviews_moderated: await moderatedBy(trx, subject.userId),
      // Who read the person's reviews with their name (a psychologist's list, moderation).
      accesses_by_others: await accessesAbout(trx, 'reviews', subject.userId),
    },
    files: [],
  };
}

/**
 * A client's reviews stay (they are the psychologist's record) with the author shown as 'Paciente anónimo'; a
 * psychologist's received reviews stay, unlisted with them (catalogue's part takes them out of the directory).
 * reviews sends no mail, so there is no outbox to clear.
 */
async function erase(trx: Trx, subject: PrivacySubject): Promise<void> {
  await markAuthorErased(trx, await profileIdsOfUser(trx, subject.userId));
  await forgetModerator(trx, subject.userId);
  // Another patient's review may name them (their psychologist, by name): the review stays, the name goes.
  await scrubMentions(trx, 'reviews.reviews', 'comment', subject);
}

export const reviewsPrivacyParticipant: PrivacyParticipant<ReviewsDatabase> = { service: 'reviews', exportPart, erase };
