import { appointmentCode } from '@emind/domain';
import type { MailMessage } from '@emind/server-kit';
import { appointmentCalendar } from '../calendar/appointment-calendar.ts';
import { myAppointmentsUrl, when, type Party } from '../notifications/appointment-mails.ts';

export interface RescheduleMailFacts {
  appointmentId: number;
  from: Date;
  to: { startsAt: Date; endsAt: Date };
  /** The calendar version after the move; 0: no invitation was ever sent, so none is updated. */
  calendarSequence: number;
  meetingLink: string | null;
  movedBy: 'client' | 'psychologist' | 'admin';
  note: string;
  client: Party;
  psychologist: Party;
  publicOrigin: string;
}

/** The invitation of the moved session: same UID, the newer SEQUENCE, so calendars move the event they have. */
export function rescheduleCalendarFile(facts: RescheduleMailFacts) {
  const ics = appointmentCalendar(
    {
      id: facts.appointmentId,
      startsAt: facts.to.startsAt,
      endsAt: facts.to.endsAt,
      sequence: facts.calendarSequence,
      meetingLink: facts.meetingLink,
      psychologistName: facts.psychologist.name,
      attendees: [facts.client, facts.psychologist],
    },
    'REQUEST',
  );
  return { filename: 'cita.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=REQUEST' };
}

/** Both parties are told, in Spanish; the psychologist's note reaches the patient. Never clinical notes. */
export function rescheduleMails(facts: RescheduleMailFacts): MailMessage[] {
  const code = appointmentCode(facts.appointmentId);
  const mover = facts.movedBy === 'client' ? facts.client.name : facts.movedBy === 'psychologist' ? facts.psychologist.name : 'e-mind';
  const attachments = facts.calendarSequence > 0 ? [rescheduleCalendarFile(facts)] : [];
  return [facts.client, facts.psychologist].filter((person) => person.email).map((person) => ({
    to: person.email,
    subject: `Sesión reprogramada: ${code}`,
    text: [
      `Hola ${person.name},`,
      '',
      `${mover} reprogramó la sesión entre ${facts.client.name} y ${facts.psychologist.name}.`,
      `Antes: ${when(facts.from)}`,
      `Ahora: ${when(facts.to.startsAt)}`,
      ...(facts.note ? ['', `Mensaje: ${facts.note}`] : []),
      ...(person === facts.client ? ['', `Tus citas: ${myAppointmentsUrl(facts.publicOrigin)}`] : []),
      '',
      'Equipo e-mind',
    ].join('\n'),
    ...(attachments.length > 0 ? { attachments } : {}),
  }));
}
