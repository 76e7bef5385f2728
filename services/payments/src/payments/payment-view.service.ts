import type { AppointmentPayment } from '@emind/contracts';
import { paymentMessages } from '@emind/domain';
import { notFound, type AuthUser } from '@emind/server-kit';
import type { PaymentsContext } from '../context.ts';
import { payableAppointment, transactionsOf } from './transactions.repository.ts';

/**
 * An appointment's payment for its patient, its psychologist and admins (anyone else: not found): the transaction that
 * confirmed it, else the latest, with its refunds, and whether a new card payment may be started.
 */
export async function appointmentPayment(ctx: PaymentsContext, user: AuthUser, appointmentId: number): Promise<AppointmentPayment> {
  const appointment = await payableAppointment(ctx.db, appointmentId);
  const mayRead = appointment && (user.userType === 'admin' || appointment.client_id === user.profileId || appointment.psychologist_id === user.profileId);
  if (!appointment || !mayRead) throw notFound(paymentMessages.appointmentNotFound);
  const transactions = await transactionsOf(ctx.db, appointmentId);
  const shown = transactions.find((tx) => tx.confirmed) ?? transactions[0];
  const refunds = shown
    ? await ctx.db.selectFrom('refunds').select(['amount', 'status', 'created_at']).where('transaction_id', '=', shown.id).orderBy('id').execute()
    : [];
  const holdExpiresAt = new Date(appointment.hold_expires_at);
  return {
    appointment: appointmentId,
    method: appointment.payment_method,
    status: shown?.status ?? null,
    amount: appointment.amount,
    card_last4: shown?.card_last4 ?? null,
    authorization_code: shown?.authorization_code ?? null,
    refunds: refunds.map((refund) => ({ amount: refund.amount, status: refund.status, created_at: new Date(refund.created_at).toISOString() })),
    appointment_status: appointment.status,
    hold_expires_at: holdExpiresAt.toISOString(),
    can_retry:
      appointment.status === 'PENDING_PAYMENT' && appointment.payment_method === 'credit_card' && holdExpiresAt > ctx.now() &&
      ctx.config.paymentMethods.includes('credit_card') && !transactions.some((tx) => tx.status === 'COMMITTING'),
  };
}
