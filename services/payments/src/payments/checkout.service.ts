import type { WebpayRedirect } from '@emind/contracts';
import { paymentMessages } from '@emind/domain';
import { conflict, HttpError, notFound, type AuthUser } from '@emind/server-kit';
import type { PaymentsContext } from '../context.ts';
import { WebpayError } from '../webpay/webpay.ts';
import { checkoutFacts, insertTransaction, updateTransaction } from './transactions.repository.ts';

/** Where Transbank sends the browser back: this service's return route, behind the public origin. */
export const returnUrlOf = (ctx: PaymentsContext): string => `${ctx.config.publicOrigin}/api/payments/webpay/return/`;

/** Transbank's fault, said to the patient: 503 when it was too slow, 502 when it failed. Never a 500. */
export function transbankFault(error: WebpayError): HttpError {
  return error.kind === 'timeout' ? new HttpError(503, { detail: paymentMessages.transbankSlow }) : new HttpError(502, { detail: paymentMessages.transbankDown });
}

/**
 * Starts a card payment of the patient's own appointment while it is PENDING_PAYMENT by card and its hold lasts: a
 * transaction of the appointment's stored amount (never the client's), created at Transbank. Anyone else's appointment
 * is not found; any other state is a conflict. When Transbank fails or is too slow the transaction ends FAILED (no
 * token was handed out, so no one can pay it) and the patient may try again.
 */
export async function startCardPayment(ctx: PaymentsContext, patient: AuthUser, appointmentId: number): Promise<WebpayRedirect> {
  const appointment = await checkoutFacts(ctx.db, appointmentId);
  if (!appointment || appointment.client_id !== patient.profileId) throw notFound(paymentMessages.appointmentNotFound);
  const now = ctx.now();
  if (!ctx.config.paymentMethods.includes('credit_card')) throw conflict(paymentMessages.cardsOff);
  if (appointment.status !== 'PENDING_PAYMENT' || appointment.payment_method !== 'credit_card' || new Date(appointment.hold_expires_at) <= now) {
    throw conflict(paymentMessages.notPayable);
  }
  if (appointment.committing) throw conflict(paymentMessages.inProgress);
  const tx = await insertTransaction(ctx.db, { id: appointment.nextTransactionId, appointmentId, clientId: patient.profileId, amount: appointment.amount, now });
  try {
    const created = await ctx.webpay.create(tx.buy_order, tx.session_id, tx.amount, returnUrlOf(ctx));
    await updateTransaction(ctx.db, tx.id, { token: created.token });
    return { url: created.url, token: created.token };
  } catch (error) {
    await updateTransaction(ctx.db, tx.id, { status: 'FAILED' });
    if (error instanceof WebpayError) throw transbankFault(error);
    throw error;
  }
}
