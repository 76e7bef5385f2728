import { enqueueMails } from '@emind/server-kit';
import { sql, type Transaction } from 'kysely';
import type { BookingContext } from '../context.ts';
import type { BookingDatabase } from '../db/schema.ts';
import { appointmentMails } from './appointment-mails.ts';
import { mailFacts } from './appointment-events.ts';

/** The addresses, among these appointments' parties, of people who turned reminders off (identity's optional_mail). */
async function reminderOptOuts(trx: Transaction<BookingDatabase>, appointmentIds: number[]): Promise<Set<string>> {
  if (appointmentIds.length === 0) return new Set();
  const parties = trx.selectFrom('appointments').where('id', 'in', appointmentIds);
  const rows = await trx
    .selectFrom('identity.profile_directory as d')
    .innerJoin('identity.optional_mail as o', 'o.user_id', 'd.user_id')
    .select('d.email')
    .where('o.reminders', '=', false)
    .where((eb) => eb.or([eb('d.profile_id', 'in', parties.select('client_id')), eb('d.profile_id', 'in', parties.select('psychologist_id'))]))
    .execute();
  return new Set(rows.map((row) => row.email));
}

/**
 * Reminds both parties of each confirmed session once per configured lead time (EMIND_REMINDER_HOURS). A
 * (appointment, hours) row is inserted with ON CONFLICT DO NOTHING in the transaction that queues the mail,
 * so a reminder goes out once whatever the number of instances; when several lead times fall due together
 * (a session confirmed at the last minute) one mail covers them. A party who turned reminders off gets none. Returns how many sessions were reminded.
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
    const optedOut = await reminderOptOuts(trx, [...reminded]);
    for (const appointmentId of reminded) {
      const facts = await mailFacts(ctx, trx, 'reminder', appointmentId);
      if (facts) await enqueueMails(trx, 'booking', appointmentMails(facts).filter((mail) => mail.to && !optedOut.has(mail.to)));
    }
    return reminded.size;
  });
}
