import { sql } from 'kysely';
import type { BookingContext } from '../context.ts';
import { enqueueAppointmentEvent } from './appointment-events.ts';

/** How long before an unpaid session's hold ends its patient is reminded to pay it. */
export const PAYMENT_REMINDER_HOURS = 24;

/**
 * Reminds a patient, once, to pay a session still unpaid a day before its hold ends (a weekly series' later sessions,
 * held until days before them), with how to pay it: its Webpay page, or the transfer's account and reference. Holds no
 * longer than that lead time (one booking's) were just made and are not reminded. The (appointment) row is inserted
 * with ON CONFLICT DO NOTHING in the transaction that queues the mail, so it goes out once whatever the number of
 * instances. Returns how many were reminded.
 */
export async function remindUnpaidHolds(ctx: BookingContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ appointment_id: number }>`
      insert into booking.payment_due_reminders (appointment_id)
      select id from booking.appointments
      where status = 'PENDING_PAYMENT' and hold_expires_at > ${now}
        and hold_expires_at <= ${now}::timestamptz + make_interval(hours => ${PAYMENT_REMINDER_HOURS})
        and hold_expires_at - created_at > make_interval(hours => ${PAYMENT_REMINDER_HOURS})
      on conflict do nothing
      returning appointment_id
    `.execute(trx);
    for (const { appointment_id: appointmentId } of rows) await enqueueAppointmentEvent(ctx, trx, { kind: 'payment_due', appointmentId });
    return rows.length;
  });
}
