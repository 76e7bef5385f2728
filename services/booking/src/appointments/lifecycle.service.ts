import type { Appointment } from '@emind/contracts';
import {
  allowedPsychologistTransitions,
  bookingMessages,
  clientCancellableStatuses,
  mayVerifyPayment,
  psychologistStatusTransitions,
  statusChangeNotes,
  verifiableStatuses,
  type AppointmentStatus,
} from '@emind/domain';
import { badRequestDetail, HttpError, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { appointmentForViewer } from './appointment-view.ts';
import type { AppointmentRecord } from './appointments.repository.ts';
import { changeAppointment, confirmation, type Transition } from './transitions.service.ts';

const refuse = (detail: string): HttpError => new HttpError(400, { detail });
const forbid = (detail: string): HttpError => new HttpError(403, { detail });
const started = (ctx: BookingContext, record: AppointmentRecord): boolean => new Date(record.starts_at).getTime() <= ctx.now().getTime();

/** The client cancels before the session starts (decisions.md); a confirmed session's invitation is withdrawn. */
export async function cancelByClient(ctx: BookingContext, client: AuthUser, id: number): Promise<Appointment> {
  if (client.userType !== 'client') throw forbid(bookingMessages.cancelNotAllowed);
  await changeAppointment(ctx, client, id, (record) => clientCancellation(ctx, record), 'cancellation');
  return appointmentForViewer(ctx, client, id);
}

/** Whether the client may still cancel it: a cancellable status, before the session starts. */
export const clientMayCancel = (ctx: BookingContext, record: AppointmentRecord): boolean =>
  clientCancellableStatuses.includes(record.status) && !started(ctx, record);

/** The client's cancellation of one appointment (refused once it may no longer be cancelled). */
export function clientCancellation(ctx: BookingContext, record: AppointmentRecord): Transition {
  if (!clientMayCancel(ctx, record)) throw refuse(bookingMessages.cancelNotAllowed);
  return {
    to: 'CANCELLED',
    note: 'Cancelada por el paciente',
    event: 'cancelled',
    ...(record.status === 'CONFIRMED' ? { changes: { calendar_sequence: record.calendar_sequence + 1 } } : {}),
  };
}

/**
 * Verify (PENDING_PAYMENT or PAYMENT_UPLOADED → PAYMENT_VERIFIED; a first session only by an admin) and
 * confirm (PAYMENT_VERIFIED → CONFIRMED), by an admin or the appointment's psychologist.
 */
export async function updatePaymentStatus(
  ctx: BookingContext,
  user: AuthUser,
  id: number,
  { status, notes }: { status: 'PAYMENT_VERIFIED' | 'CONFIRMED'; notes?: string | undefined },
): Promise<Appointment> {
  if (user.userType === 'client') throw forbid(bookingMessages.transitionNotAllowed);
  await changeAppointment(ctx, user, id, (record): Transition => {
    if (status === 'PAYMENT_VERIFIED') {
      if (!verifiableStatuses.includes(record.status)) throw refuse(bookingMessages.transitionNotAllowed);
      if (!mayVerifyPayment(user.userType, record.is_first_appointment)) throw forbid(bookingMessages.firstAppointmentAdminOnly);
      const note = user.userType === 'admin' ? statusChangeNotes.paymentVerifiedByAdmin : statusChangeNotes.paymentVerifiedByPsychologist;
      return { to: 'PAYMENT_VERIFIED', note: notes || note, event: 'payment_verified' };
    }
    if (record.status !== 'PAYMENT_VERIFIED') throw refuse(bookingMessages.transitionNotAllowed);
    return { to: 'CONFIRMED', note: notes || statusChangeNotes.confirmed, changes: confirmation(record), event: 'confirmed' };
  });
  return appointmentForViewer(ctx, user, id);
}

/** The psychologist's status changes, exactly the spec's table; an admin may make the same ones. */
export async function updateStatus(
  ctx: BookingContext,
  user: AuthUser,
  id: number,
  { status, notes }: { status: AppointmentStatus; notes?: string | undefined },
): Promise<Appointment> {
  if (user.userType === 'client') throw forbid(bookingMessages.transitionNotAllowed);
  await changeAppointment(ctx, user, id, (record): Transition => {
    const sessionStarted = started(ctx, record);
    if (!allowedPsychologistTransitions(record.status, sessionStarted).includes(status)) {
      const laterAllowed = (psychologistStatusTransitions[record.status] ?? []).includes(status);
      throw refuse(laterAllowed ? bookingMessages.sessionNotStarted : bookingMessages.transitionNotAllowed);
    }
    if (status === 'CONFIRMED') return { to: status, note: notes || statusChangeNotes.confirmed, changes: confirmation(record), event: 'confirmed' };
    if (status === 'CANCELLED') {
      const withdrawn = record.status === 'CONFIRMED' ? { changes: { calendar_sequence: record.calendar_sequence + 1 } } : {};
      return { to: status, note: notes || 'Cancelada por el profesional', event: 'cancelled', ...withdrawn };
    }
    if (status === 'COMPLETED') return { to: status, note: notes ?? '', event: 'completed' };
    return { to: status, note: notes ?? '' };
  }, status === 'CANCELLED' ? 'cancellation' : 'change');
  return appointmentForViewer(ctx, user, id);
}

/** Refunds happen out of band; an admin records one for a paid appointment that was cancelled. */
export async function markRefunded(ctx: BookingContext, admin: AuthUser, id: number): Promise<Appointment> {
  const before = await appointmentForViewer(ctx, admin, id);
  if (!before.refund_pending) throw badRequestDetail('Esta cita no tiene un reembolso pendiente.');
  await changeAppointment(ctx, admin, id, (record): Transition => ({ to: record.status, note: '', changes: { refunded_at: ctx.now() } }), 'refund');
  return appointmentForViewer(ctx, admin, id);
}
