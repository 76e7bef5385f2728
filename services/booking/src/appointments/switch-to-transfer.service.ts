import type { Appointment } from '@emind/contracts';
import { bookingMessages } from '@emind/domain';
import { HttpError, type AuthUser } from '@emind/server-kit';
import { sql } from 'kysely';
import type { BookingContext } from '../context.ts';
import { appointmentForViewer } from './appointment-view.ts';
import { holdExpiry, isBookablePaymentMethod } from './payment-holds.ts';
import { changeAppointment } from './transitions.service.ts';

/**
 * The patient gives up paying by card and pays by transfer instead, while the card hold lasts: the appointment keeps its
 * slot with the transfer hold (EMIND_PAYMENT_HOLD_MINUTES) from now. Refused while Webpay may still pay it (a transaction
 * open or authorized, as payments publishes in `payments.open_card_payments`). The appointment's row is locked first, and
 * `booking.confirm_card_payment` locks it too and confirms only a card booking: a return that lands after the switch
 * confirms nothing (payments refunds it), and a switch after a claimed return sees the claim and is refused.
 */
export async function switchToTransfer(ctx: BookingContext, client: AuthUser, id: number): Promise<Appointment> {
  if (!isBookablePaymentMethod(ctx.config, 'transfer')) throw new HttpError(409, { detail: bookingMessages.paymentMethodUnavailable });
  await changeAppointment(ctx, client, id, async (record, trx) => {
    const now = ctx.now();
    const startsAt = new Date(record.starts_at);
    if (record.status !== 'PENDING_PAYMENT' || record.payment_method !== 'credit_card' || new Date(record.hold_expires_at) <= now || startsAt <= now) {
      throw new HttpError(409, { detail: bookingMessages.transferSwitchNotAllowed });
    }
    const { rows } = await sql`select 1 from payments.open_card_payments where appointment_id = ${id} limit 1`.execute(trx);
    if (rows.length > 0) throw new HttpError(409, { detail: bookingMessages.cardPaymentUnderway });
    return { to: 'PENDING_PAYMENT', note: '', changes: { payment_method: 'transfer', hold_expires_at: holdExpiry(ctx.config, 'transfer', now, startsAt) } };
  });
  return appointmentForViewer(ctx, client, id);
}
