import { enqueueMails } from '@emind/server-kit';
import { sql } from 'kysely';
import type { BookingContext } from '../context.ts';
import { appointmentMails } from './appointment-mails.ts';
import { mailFacts } from './appointment-events.ts';

/**
 * Reminds both parties of each confirmed session once per configured lead time (EMIND_REMINDER_HOURS). A
 * (appointment, hours) row is inserted with ON CONFLICT DO NOTHING in the transaction that queues the mail,
 * so a reminder goes out once whatever the number of instances; when several lead times fall due together
 * (a session confirmed at the last minute) one mail covers them. Returns how many sessions were reminded.
 */
export async function sendDueReminders(ctx: BookingContext): Promise<number> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const reminded = new Set<number>();
    for (const hours of ctx.config.reminderHours) {
      const marked = await sql<{ appointment_id: number }>`
        insert into booking.appointment_reminders (appointment_id, hours_before)
        select id, ${hours} from booking.appointments
        where status = 'CONFIRMED' and starts_at > ${now} and starts_at <= ${now}::timestamptz + make_interval(hours => ${hours})
        on conflict do nothing
        returning appointment_id
      `.execute(trx);
      for (const row of marked.rows) reminded.add(row.appointment_id);
    }
    for (const appointmentId of reminded) {
      const facts = await mailFacts(ctx, trx, 'reminder', appointmentId);
      if (facts) await enqueueMails(trx, 'booking', appointmentMails(facts).filter((mail) => mail.to));
    }
    return reminded.size;
  });
}
