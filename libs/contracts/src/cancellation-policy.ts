import { freeCancellationHoursOptions, lateCancellationRefundPercentOptions } from '@emind/domain';
import { z } from 'zod';
import { REQUIRED } from './common.ts';

/**
 * A psychologist's cancellation policy (issue 39): `GET|PUT /api/booking/cancellation-policy/`, the psychologist's own;
 * also `cancellation_policy` in the public profile. The rule itself is `cancellationRefund` in @emind/domain.
 */

const oneOf = <T extends number>(options: readonly T[], message: string) =>
  z.literal(options, { error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : message) });

export const cancellationPolicySchema = z
  .object({
    free_cancellation_hours: oneOf(freeCancellationHoursOptions, 'Elige 12, 24 o 48 horas.'),
    late_cancellation_refund_percent: oneOf(lateCancellationRefundPercentOptions, 'Elige 0, 50 o 100 %.'),
  })
  .strict();
export type CancellationPolicyInput = z.infer<typeof cancellationPolicySchema>;

export const refundReasonSchema = z.enum(['unpaid', 'free_window', 'late', 'not_by_patient']);

/**
 * `GET /api/booking/cancellation-policy/appointments/{id}/refund/`: for an open appointment, what the patient's
 * cancellation would refund now ('preview'); for a cancelled one, what was recorded when it was cancelled ('due').
 */
export const appointmentRefundSchema = z.object({
  appointment: z.number(),
  state: z.enum(['preview', 'due']),
  payment_method: z.string(),
  amount_paid: z.number(),
  refund_amount: z.number(),
  refund_percent: z.number(),
  reason: refundReasonSchema,
  /** The policy the appointment was booked under. */
  policy: cancellationPolicySchema,
  /** The last instant a patient's cancellation is free (ISO). */
  free_until: z.string(),
  /** The sentence the cancel dialog shows before the patient confirms. */
  message: z.string(),
  /** Whether an admin marked the refund made (transfers). */
  refunded: z.boolean(),
});
export type AppointmentRefund = z.infer<typeof appointmentRefundSchema>;
