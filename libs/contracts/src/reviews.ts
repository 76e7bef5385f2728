import { DEFAULT_REVIEW_SIGNATURE, moderationOutcomes, RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX, reviewMessages, reviewSignatures, reviewStatuses } from '@emind/domain';
import { z } from 'zod';
import { MAX_RECORD_ID, REQUIRED } from './common.ts';

/**
 * The reviews API (`/api/comments/…`, reviews service). A review belongs to one COMPLETED appointment and is
 * written by its client, once. Comments are plain text: stored and shown as text, never as HTML.
 */

export const reviewStatusSchema = z.enum(reviewStatuses);

export const submitReviewBody = z.object({
  appointment: z.number({ error: REQUIRED }).int().positive().max(MAX_RECORD_ID),
  rating: z
    .number({ error: reviewMessages.ratingRange })
    .int(reviewMessages.ratingRange)
    .min(RATING_MIN, reviewMessages.ratingRange)
    .max(RATING_MAX, reviewMessages.ratingRange),
  comment: z.string().trim().max(REVIEW_COMMENT_MAX, reviewMessages.commentTooLong).optional().default(''),
  /** How the public profile signs it: 'Camila S.' (default) or 'Paciente verificado'. */
  signature: z.enum(reviewSignatures, { error: reviewMessages.signatureInvalid }).optional().default(DEFAULT_REVIEW_SIGNATURE),
});
export type SubmitReviewInput = z.input<typeof submitReviewBody>;
export type SubmitReview = z.output<typeof submitReviewBody>;

/** A review as its author, the psychologist and admins see it (spec 2 §3 'Review'). */
export const reviewSchema = z.object({
  id: z.number(),
  appointment: z.number(),
  rating: z.number().int(),
  comment: z.string(),
  status: reviewStatusSchema,
  status_display: z.string(),
  created_at: z.string(),
  patient_name: z.string(),
  psychologist_name: z.string(),
  /** 'yyyy-MM-dd', the session's day in Chile. */
  appointment_date: z.string(),
  signature: z.enum(reviewSignatures),
  /** The name the public profile shows under it, as the author chose. */
  public_name: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** What a visitor sees on a profile: APPROVED reviews only, the patient as 'Camila S.'. */
export const publicReviewSchema = reviewSchema.pick({ id: true, rating: true, comment: true, created_at: true, appointment_date: true, patient_name: true });
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** Counts APPROVED reviews only: the ones that are public and count in ratings. */
export const reviewStatsSchema = z.object({
  /** One decimal; null without approved reviews. */
  average_rating: z.number().nullable(),
  total_reviews: z.number().int(),
  rating_distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/** A COMPLETED session of the client without a review yet. */
export const pendingReviewAppointmentSchema = z.object({
  id: z.number(),
  date: z.string(),
  start_time: z.string(),
  psychologist_data: z.object({ name: z.string() }),
});
export type PendingReviewAppointment = z.infer<typeof pendingReviewAppointmentSchema>;

export const pendingReviewAppointmentsSchema = z.object({ results: z.array(pendingReviewAppointmentSchema) });
export type PendingReviewAppointments = z.infer<typeof pendingReviewAppointmentsSchema>;
export const reviewListSchema = z.object({ results: z.array(reviewSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;
export const publicReviewListSchema = z.object({ results: z.array(publicReviewSchema) });
export type PublicReviewList = z.infer<typeof publicReviewListSchema>;
export const psychologistReviewsSchema = z.object({ reviews: z.array(reviewSchema), stats: reviewStatsSchema });
export type PsychologistReviews = z.infer<typeof psychologistReviewsSchema>;

export const adminReviewsQuery = z.object({ status: reviewStatusSchema.optional() });
export const moderateReviewBody = z.object({ status: z.enum(moderationOutcomes, { error: 'Estado no válido (APPROVED o REJECTED)' }) });
export type ModerateReviewInput = z.infer<typeof moderateReviewBody>;
