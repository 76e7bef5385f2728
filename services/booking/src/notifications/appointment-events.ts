import { meetingLinkOf } from '@emind/domain';
import type { PaymentAccount } from '@emind/contracts';
import { enqueueMails } from '@emind/server-kit';
import type { Transaction } from 'kysely';
import type { BookingContext } from '../context.ts';
import type { BookingDatabase } from '../db/schema.ts';
import { findAppointment, type AppointmentRecord } from '../appointments/appointments.repository.ts';
import { platformAccount, psychologistAccounts } from '../appointments/payment-accounts.ts';
import { peopleByProfile, type Person } from '../appointments/people.repository.ts';
import type { AppointmentEvent } from './appointment-event.ts';
import { appointmentMails, type MailFacts } from './appointment-mails.ts';

const party = (person: Person | undefined) => ({ name: person ? `${person.first_name} ${person.last_name}`.trim() : '', email: person?.email ?? '' });

async function activeAdminEmails(trx: Transaction<BookingDatabase>): Promise<string[]> {
  const rows = await trx.selectFrom('identity.profile_directory').select('email').where('user_type', '=', 'admin').where('is_active', '=', true).execute();
  return rows.map((row) => row.email);
}

/** The facts a mail about this appointment may state, from what the caller read of it. */
export function factsOf(
  ctx: BookingContext,
  kind: MailFacts['kind'],
  record: AppointmentRecord,
  { people, account, admins }: { people: Map<number, Person>; account: PaymentAccount | null; admins: string[] },
): MailFacts {
  return {
    kind,
    paymentMethod: record.payment_method,
    appointment: {
      id: record.id,
      startsAt: new Date(record.starts_at),
      endsAt: new Date(record.ends_at),
      status: record.status,
      amount: record.payment_amount,
      isFirst: record.is_first_appointment,
      holdExpiresAt: new Date(record.hold_expires_at),
      meetingLink: meetingLinkOf(record, ctx.config),
      calendarSequence: record.calendar_sequence,
    },
    client: party(people.get(record.client_id)),
    psychologist: party(people.get(record.psychologist_id)),
    account,
    admins,
    publicOrigin: ctx.config.publicOrigin,
  };
}

/** The facts a mail about this appointment may state, read inside the transaction that changed it. */
export async function mailFacts(ctx: BookingContext, trx: Transaction<BookingDatabase>, kind: MailFacts['kind'], appointmentId: number): Promise<MailFacts | null> {
  const record = await findAppointment(trx, appointmentId);
  if (!record) return null;
  const people = await peopleByProfile(trx, [record.client_id, record.psychologist_id]);
  const needsAccount = kind === 'booked' || kind === 'destination_changed' || kind === 'payment_due';
  const account = !needsAccount
    ? null
    : record.is_first_appointment
      ? await platformAccount(trx, ctx.config)
      : ((await psychologistAccounts(trx, [record.psychologist_id])).get(record.psychologist_id) ?? null);
  const admins = kind === 'proof_uploaded' && record.is_first_appointment ? await activeAdminEmails(trx) : [];
  return factsOf(ctx, kind, record, { people, account, admins });
}

/**
 * Queues the mails of an event in the same transaction as the change, so a change and its mails commit
 * together and no request waits on SMTP; the booking mail job sends them.
 */
export async function enqueueMailsOf(trx: Transaction<BookingDatabase>, facts: MailFacts): Promise<void> {
  await enqueueMails(trx, 'booking', appointmentMails(facts).filter((mail) => mail.to));
}

/** The same, reading the facts of the event inside the transaction. */
export async function enqueueAppointmentEvent(ctx: BookingContext, trx: Transaction<BookingDatabase>, event: AppointmentEvent): Promise<void> {
  const facts = await mailFacts(ctx, trx, event.kind, event.appointmentId);
  if (facts) await enqueueMailsOf(trx, facts);
}
