import type { PaymentAccount } from '@emind/contracts';
import { appointmentCode, formatClp } from '@emind/domain';
import type { MailMessage } from '@emind/server-kit';
import type { AppointmentRecord } from '../appointments/appointments.repository.ts';
import type { Person } from '../appointments/people.repository.ts';
import { accountLines, cardPaymentUrl, lines, myAppointmentsUrl, when } from '../notifications/appointment-mails.ts';

interface SeriesMailFacts {
  sessions: AppointmentRecord[];
  client: Person | undefined;
  psychologist: Person | undefined;
  platformAccount: PaymentAccount;
  psychologistAccount: PaymentAccount;
  publicOrigin: string;
}

const nameOf = (person: Person | undefined): string => (person ? `${person.first_name} ${person.last_name}`.trim() : '');

/** What the patient is told of paying each session: by card on Webpay, or by transfer to its account with its reference. */
function paymentLines({ sessions, platformAccount, psychologistAccount, publicOrigin }: SeriesMailFacts, psychologistName: string) {
  const first = sessions[0];
  if (first?.payment_method === 'credit_card') {
    return {
      dates: sessions.map((session) => `- ${when(new Date(session.starts_at))}: ${formatClp(session.payment_amount)}, paga con tarjeta antes del ${when(new Date(session.hold_expires_at))}`),
      howTo: ['', 'Paga cada sesión con tarjeta (Webpay) desde tus citas: la primera ahora, las demás antes de su fecha límite. Una sesión no pagada a tiempo se cancela.',
        `Si el pago de la primera no se completó, puedes intentarlo de nuevo: ${cardPaymentUrl(publicOrigin, first.id)}`],
    };
  }
  const dates = sessions.map((session) => {
    const payTo = session.is_first_appointment ? 'cuenta de e-mind (primera sesión)' : `cuenta de ${psychologistName}`;
    return `- ${when(new Date(session.starts_at))}: ${formatClp(session.payment_amount)}, referencia ${appointmentCode(session.id)}, `
      + `paga a la ${payTo} antes del ${when(new Date(session.hold_expires_at))}`;
  });
  const accounts = [
    ...(sessions.some((session) => session.is_first_appointment) ? ['', 'Cuenta de e-mind (primera sesión con este profesional):', ...accountLines(platformAccount)] : []),
    ...(sessions.some((session) => !session.is_first_appointment) ? ['', `Cuenta de ${psychologistName}:`, ...accountLines(psychologistAccount)] : []),
  ];
  return { dates, howTo: [...accounts, '', 'Escribe la referencia de cada sesión en su transferencia. Una sesión no pagada a tiempo se cancela.'] };
}

/** One booking mail for a whole series: every date with its amount and payment deadline, and how to pay it. */
export function seriesBookedMails(facts: SeriesMailFacts): MailMessage[] {
  const { sessions, client, psychologist, publicOrigin } = facts;
  const psychologistName = nameOf(psychologist);
  const clientName = nameOf(client);
  const { dates, howTo } = paymentLines(facts, psychologistName);
  return [
    {
      to: client?.email ?? '',
      subject: `Serie semanal reservada: ${sessions.length} sesiones con ${psychologistName}`,
      text: lines(`Hola ${clientName},`, '', `Reservaste una serie semanal de ${sessions.length} sesiones con ${psychologistName}:`, dates, howTo,
        `Tus citas: ${myAppointmentsUrl(publicOrigin)}`),
    },
    {
      to: psychologist?.email ?? '',
      subject: `Nueva serie semanal: ${sessions.length} sesiones`,
      text: lines(`Hola ${psychologistName},`, '', `${clientName} reservó una serie semanal de ${sessions.length} sesiones, pendientes de pago:`,
        sessions.map((session) => `- ${when(new Date(session.starts_at))} (${appointmentCode(session.id)})`)),
    },
  ].filter((mail) => mail.to);
}
