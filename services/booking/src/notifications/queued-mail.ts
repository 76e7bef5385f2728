import type { AppointmentStatus, PaymentMethodId } from '@emind/domain';
import { drainOutbox, type MailMessage, type MailTransport } from '@emind/server-kit';
import type { QueryExecutorProvider } from 'kysely';
import type { BookingConfig } from '../config.ts';
import { toPaymentAccount } from '../appointments/payment-accounts.ts';
import { appointmentMails, type MailFacts, type Party } from './appointment-mails.ts';

/**
 * An outbox row `booking.book_appointments` queues: the 'booked' event for one recipient, with the facts the mail
 * states as they were when it was booked (names are 'first last', untrimmed), so the mail reads as if rendered then.
 */
interface QueuedBookedMail {
  event: 'booked';
  recipient: 'client' | 'psychologist';
  appointment: {
    id: number;
    starts_at: string;
    ends_at: string;
    status: AppointmentStatus;
    amount: number;
    is_first: boolean;
    hold_expires_at: string;
    calendar_sequence: number;
  };
  client: Party;
  psychologist: Party;
  account: Parameters<typeof toPaymentAccount>[0] | null;
  /** Added as it is queued (migration 20261229T110000-card-booked-mail); absent on rows queued before it. */
  payment_method?: PaymentMethodId;
}

const isQueuedEvent = (message: MailMessage | QueuedBookedMail): message is QueuedBookedMail => 'event' in message;
const party = ({ name, email }: Party): Party => ({ name: name.trim(), email });

/** The mail of a queued event, as `appointmentMails` writes it for its recipient. */
export function renderQueuedMail(queued: QueuedBookedMail, config: Pick<BookingConfig, 'publicOrigin'>): MailMessage {
  const { appointment } = queued;
  const facts: MailFacts = {
    kind: queued.event,
    paymentMethod: queued.payment_method ?? 'transfer',
    appointment: {
      id: appointment.id,
      startsAt: new Date(appointment.starts_at),
      endsAt: new Date(appointment.ends_at),
      status: appointment.status,
      amount: appointment.amount,
      isFirst: appointment.is_first,
      holdExpiresAt: new Date(appointment.hold_expires_at),
      meetingLink: null,
      calendarSequence: appointment.calendar_sequence,
    },
    client: party(queued.client),
    psychologist: party(queued.psychologist),
    account: toPaymentAccount(queued.account ?? undefined),
    admins: [],
    publicOrigin: config.publicOrigin,
  };
  const to = facts[queued.recipient].email;
  const mail = appointmentMails(facts).find((candidate) => candidate.to === to);
  if (!mail) throw new Error(`no ${queued.event} mail for the ${queued.recipient}`);
  return mail;
}

/** Sends booking's outbox (server-kit's drainOutbox), rendering the events the booking call queued as it goes. */
export function drainBookingOutbox(
  db: QueryExecutorProvider,
  config: Pick<BookingConfig, 'publicOrigin'>,
  transport: MailTransport,
  options: Parameters<typeof drainOutbox>[3] = {},
): Promise<number> {
  const rendering: MailTransport = {
    // The outbox hands over each row's message as stored: a rendered mail, or an event queued by SQL.
    send: (message: MailMessage | QueuedBookedMail) => transport.send(isQueuedEvent(message) ? renderQueuedMail(message, config) : message),
  };
  return drainOutbox(db, 'booking', rendering, options);
}
