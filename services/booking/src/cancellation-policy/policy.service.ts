import type { AppointmentRefund, CancellationPolicyInput } from '@emind/contracts';
import {
  bookingMessages,
  cancellationRefund,
  defaultCancellationPolicy,
  describeCancellationRefund,
  freeCancellationDeadline,
  type CancellationPolicy,
  type CancellationRefund,
} from '@emind/domain';
import { badRequestDetail, notFound, type AuthUser } from '@emind/server-kit';
import { canSee } from '../appointments/appointment-view.ts';
import { findAppointment } from '../appointments/appointments.repository.ts';
import { clientMayCancel } from '../appointments/lifecycle.service.ts';
import type { BookingContext } from '../context.ts';
import { bookedPolicy, findPolicy, findRefund, savePolicy } from './policy.repository.ts';
import { amountPaidOf } from './refund-on-cancel.ts';

const NO_REFUND_RECORDED = 'Esta cita no tiene un reembolso registrado.';

/** 'Política de cancelación': the psychologist's own (the default until they choose one). */
export async function policyOf(ctx: BookingContext, psychologist: AuthUser): Promise<CancellationPolicy> {
  const stored = await findPolicy(ctx.db, psychologist.profileId);
  return stored ? { free_cancellation_hours: stored.free_cancellation_hours, late_cancellation_refund_percent: stored.late_cancellation_refund_percent } : defaultCancellationPolicy;
}

/** Applies to appointments booked from now on; each booked one keeps the policy it was booked under. */
export async function setPolicy(ctx: BookingContext, psychologist: AuthUser, policy: CancellationPolicyInput): Promise<CancellationPolicy> {
  await savePolicy(ctx.db, psychologist.profileId, policy);
  return policyOf(ctx, psychologist);
}

/**
 * What cancelling the appointment refunds: for a cancelled one, what was recorded when it was cancelled; for one the
 * patient may still cancel, what their cancellation would refund now (the cancel dialog shows it before they confirm).
 * Anyone the appointment is not theirs gets the same 404.
 */
export async function appointmentRefund(ctx: BookingContext, viewer: AuthUser, id: number): Promise<AppointmentRefund> {
  const record = await findAppointment(ctx.db, id);
  const policy = record ? await bookedPolicy(ctx.db, id) : undefined;
  if (!record || !policy || !canSee(viewer, record)) throw notFound(bookingMessages.appointmentNotFound);
  const base = { appointment: id, payment_method: record.payment_method, policy, free_until: freeCancellationDeadline(policy, new Date(record.starts_at)).toISOString(), refunded: record.refunded_at !== null };
  const answer = (state: AppointmentRefund['state'], amountPaid: number, refund: CancellationRefund): AppointmentRefund => ({
    ...base, state, amount_paid: amountPaid, refund_amount: refund.amount, refund_percent: refund.percent, reason: refund.reason,
    message: describeCancellationRefund(refund, record.payment_method, policy),
  });
  if (record.status === 'CANCELLED') {
    const recorded = await findRefund(ctx.db, id);
    if (!recorded) throw notFound(NO_REFUND_RECORDED);
    return answer('due', recorded.amount_paid, { amount: recorded.refund_amount, percent: recorded.refund_percent, reason: recorded.reason });
  }
  if (!clientMayCancel(ctx, record)) throw badRequestDetail(bookingMessages.cancelNotAllowed);
  const amountPaid = amountPaidOf(record);
  return answer('preview', amountPaid, cancellationRefund({ policy, amountPaid, startsAt: new Date(record.starts_at), cancelledAt: ctx.now(), cancelledBy: 'patient' }));
}
