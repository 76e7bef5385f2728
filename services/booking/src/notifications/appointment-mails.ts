import type { PaymentAccount } from '@emind/contracts';
import { appointmentCode, formatClp, formatLongDateTime, type AppointmentStatus, type PaymentMethodId } from '@emind/domain';
import type { MailMessage } from '@emind/server-kit';
import { appointmentCalendar } from '../calendar/appointment-calendar.ts';
import type { AppointmentEvent } from './appointment-event.ts';

export interface Party {
  name: string;
  email: string;
}

/** Everything a mail about an appointment may say. Never the clinical notes (Ley 20.584): they are not here. */
export interface MailFacts {
  kind: AppointmentEvent['kind'] | 'reminder';
  appointment: {
    id: number;
    startsAt: Date;
    endsAt: Date;
    status: AppointmentStatus;
    amount: number;
    isFirst: boolean;
    holdExpiresAt: Date;
    meetingLink: string | null;
    calendarSequence: number;
  };
  client: Party;
  psychologist: Party;
  /** How the booking is paid: a card booking is told to pay on Webpay, not to transfer (booked). Transfer when absent. */
  paymentMethod?: PaymentMethodId;
  /** Where to transfer (booked, destination changed, payment due). */
  account: PaymentAccount | null;
  /** Who verifies a first session's payment. */
  admins: string[];
  publicOrigin: string;
}

/** '1 de junio de 2026 a las 09:00', in Chile's time. */
export const when = formatLongDateTime;

export function accountLines(account: PaymentAccount | null): string[] {
  const field = (value: string | null | undefined) => value ?? 'No especificado';
  return [
    `Banco: ${field(account?.bank_name_display ?? account?.bank_name)}`,
    `Tipo de cuenta: ${field(account?.bank_account_type_display ?? account?.bank_account_type)}`,
    `Número de cuenta: ${field(account?.bank_account_number)}`,
    `Titular: ${field(account?.bank_account_owner)}`,
    `RUT del titular: ${field(account?.bank_account_owner_rut)}`,
    `Correo: ${field(account?.bank_account_owner_email)}`,
  ];
}

export const lines = (...parts: (string | string[])[]): string => [...parts.flat(), '', 'Equipo e-mind'].join('\n');

/** The patient's appointments, behind the login. */
export const myAppointmentsUrl = (publicOrigin: string): string => `${publicOrigin}/dashboard/appointments`;
/** Where an appointment's card payment is made or tried again. */
export const cardPaymentUrl = (publicOrigin: string, appointmentId: number): string => `${publicOrigin}/pago/${appointmentId}`;

function calendarFile(facts: MailFacts, method: 'REQUEST' | 'CANCEL') {
  const ics = appointmentCalendar(
    {
      id: facts.appointment.id,
      startsAt: facts.appointment.startsAt,
      endsAt: facts.appointment.endsAt,
      sequence: facts.appointment.calendarSequence,
      meetingLink: facts.appointment.meetingLink,
      psychologistName: facts.psychologist.name,
      attendees: [facts.client, facts.psychologist],
    },
    method,
  );
  return [{ filename: 'cita.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }];
}

/** The mails one event sends, in Spanish, to the people it concerns. */
export function appointmentMails(facts: MailFacts): MailMessage[] {
  const { appointment, client, psychologist } = facts;
  const code = appointmentCode(appointment.id);
  const session = `tu sesión del ${when(appointment.startsAt)}`;
  const myAppointments = myAppointmentsUrl(facts.publicOrigin);
  const payTo = appointment.isFirst ? 'la cuenta de e-mind (primera sesión con este profesional)' : `la cuenta de ${psychologist.name}`;
  const payment = [
    `Monto: ${formatClp(appointment.amount)}`,
    `Transfiere a ${payTo}:`,
    ...accountLines(facts.account),
    `Referencia (escríbela en la transferencia): ${code}`,
  ];
  switch (facts.kind) {
    case 'booked':
      return [
        facts.paymentMethod === 'credit_card' ? {
          to: client.email,
          subject: `Reserva ${code}: paga con tarjeta`,
          text: lines(`Hola ${client.name},`, '', `Reservaste ${session} con ${psychologist.name}.`, '', `Monto: ${formatClp(appointment.amount)}`, '',
            `Tu hora queda reservada hasta el ${when(appointment.holdExpiresAt)} mientras pagas con tarjeta en Webpay; si no se paga, la reserva se cancela.`,
            `Si el pago no se completó, puedes intentarlo de nuevo: ${cardPaymentUrl(facts.publicOrigin, appointment.id)}`),
        } : {
          to: client.email,
          subject: `Reserva ${code}: instrucciones de pago`,
          text: lines(`Hola ${client.name},`, '', `Reservaste ${session} con ${psychologist.name}.`, '', payment, '',
            `Paga y sube tu comprobante antes del ${when(appointment.holdExpiresAt)}; si no, la reserva se cancela.`, `Tus citas: ${myAppointments}`),
        },
        {
          to: psychologist.email,
          subject: `Nueva reserva ${code}`,
          text: lines(`Hola ${psychologist.name},`, '', `${client.name} reservó una sesión el ${when(appointment.startsAt)}. Está pendiente de pago.`),
        },
      ];
    case 'proof_uploaded': {
      const verifiers = appointment.isFirst ? facts.admins : [psychologist.email];
      return verifiers.map((to) => ({
        to,
        subject: `Comprobante de pago recibido: ${code}`,
        text: lines(`${client.name} subió el comprobante de la sesión del ${when(appointment.startsAt)} con ${psychologist.name}.`,
          'Revísalo en la página de pagos para verificarlo.'),
      }));
    }
    case 'payment_verified':
      return [{ to: client.email, subject: `Pago verificado: ${code}`, text: lines(`Hola ${client.name},`, '', `Verificamos el pago de ${session} con ${psychologist.name}. Te avisaremos cuando esté confirmada.`) }];
    case 'confirmed':
      return [client, psychologist].map((person) => ({
        to: person.email,
        subject: `Sesión confirmada: ${when(appointment.startsAt)}`,
        text: lines(`Hola ${person.name},`, '', `La sesión del ${when(appointment.startsAt)} entre ${client.name} y ${psychologist.name} está confirmada.`,
          `Enlace de la videollamada: ${appointment.meetingLink ?? ''}`, 'El enlace se activa 10 minutos antes del inicio.'),
        attachments: calendarFile(facts, 'REQUEST'),
      }));
    case 'cancelled':
    case 'expired': {
      const reason = facts.kind === 'expired' ? 'se canceló porque el pago no se recibió a tiempo' : 'fue cancelada';
      const invited = appointment.calendarSequence > 0;
      return [client, psychologist].map((person) => ({
        to: person.email,
        subject: `Sesión cancelada: ${code}`,
        text: lines(`Hola ${person.name},`, '', `La sesión del ${when(appointment.startsAt)} entre ${client.name} y ${psychologist.name} ${reason}.`),
        ...(invited ? { attachments: calendarFile(facts, 'CANCEL') } : {}),
      }));
    }
    case 'completed':
      return [{
        to: client.email,
        subject: `¿Cómo fue tu sesión con ${psychologist.name}?`,
        text: lines(`Hola ${client.name},`, '', `Gracias por asistir a ${session} con ${psychologist.name}.`,
          'Tu valoración ayuda a otras personas a elegir a su especialista. Puedes calificar la sesión de 1 a 5 estrellas y dejar un comentario:',
          `${facts.publicOrigin}/dashboard/reviews`),
      }];
    case 'destination_changed':
      return [{ to: client.email, subject: `Cambio en el pago de ${code}`, text: lines(`Hola ${client.name},`, '', `Ahora ${session} con ${psychologist.name} es tu primera sesión con este profesional, por lo que se paga a e-mind.`, '', payment) }];
    case 'payment_due': {
      const howToPay = facts.paymentMethod === 'credit_card'
        ? [`Monto: ${formatClp(appointment.amount)}`, `Paga con tarjeta en Webpay: ${cardPaymentUrl(facts.publicOrigin, appointment.id)}`]
        : [...payment, '', `Después de transferir, sube el comprobante en tus citas: ${myAppointments}`];
      return [{
        to: client.email,
        subject: `Paga tu sesión del ${when(appointment.startsAt)}`,
        text: lines(`Hola ${client.name},`, '', `Tu sesión del ${when(appointment.startsAt)} con ${psychologist.name} sigue pendiente de pago.`,
          `Págala antes del ${when(appointment.holdExpiresAt)}; si no, se cancela y la hora queda libre.`, '', howToPay),
      }];
    }
    case 'reminder':
      return [client, psychologist].map((person) => ({
        to: person.email,
        subject: `Recordatorio: sesión el ${when(appointment.startsAt)}`,
        text: lines(`Hola ${person.name},`, '', `Te recordamos la sesión del ${when(appointment.startsAt)} entre ${client.name} y ${psychologist.name}.`,
          `Enlace de la videollamada: ${appointment.meetingLink ?? ''}`),
      }));
  }
}
