import type { BookingContext } from '../context.ts';
import { enqueueAppointmentEvent } from './appointment-events.ts';

const BATCH = 50;

/**
 * The confirmations `booking.confirm_card_payment` queued (a card payment confirmed the appointment inside the
 * payments service's transaction): each gets booking's usual confirmation mails, with the .ics, queued in the
 * transaction that removes it from the queue. Rows another instance holds are skipped, so each is mailed once.
 */
export async function mailCardConfirmations(ctx: BookingContext): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx.selectFrom('card_confirmations').select('appointment_id').orderBy('created_at').limit(BATCH).forUpdate().skipLocked().execute();
    for (const { appointment_id } of due) await enqueueAppointmentEvent(ctx, trx, { kind: 'confirmed', appointmentId: appointment_id });
    if (due.length > 0) await trx.deleteFrom('card_confirmations').where('appointment_id', 'in', due.map((row) => row.appointment_id)).execute();
    return due.length;
  });
}
