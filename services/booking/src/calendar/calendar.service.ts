import { bookingMessages } from '@emind/domain';
import { notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { canSee } from '../appointments/appointment-view.ts';
import { findAppointment } from '../appointments/appointments.repository.ts';
import { peopleByProfile } from '../appointments/people.repository.ts';
import { appointmentCalendar } from './appointment-calendar.ts';

/** 'Agregar a mi calendario': the confirmed session's invitation, for its two parties and admins. */
export async function calendarFileFor(ctx: BookingContext, viewer: AuthUser, id: number): Promise<string> {
  const record = await findAppointment(ctx.db, id);
  if (!record || !canSee(viewer, record) || record.status !== 'CONFIRMED' || !record.meeting_room) {
    throw notFound(bookingMessages.appointmentNotFound);
  }
  const people = await peopleByProfile(ctx.db, [record.client_id, record.psychologist_id]);
  const party = (profileId: number) => {
    const person = people.get(profileId);
    return { name: person ? `${person.first_name} ${person.last_name}`.trim() : '', email: person?.email ?? '' };
  };
  return appointmentCalendar(
    {
      id: record.id,
      startsAt: new Date(record.starts_at),
      endsAt: new Date(record.ends_at),
      sequence: record.calendar_sequence,
      meetingLink: `${ctx.config.meetingBaseUrl}/${record.meeting_room}`,
      psychologistName: party(record.psychologist_id).name,
      attendees: [party(record.client_id), party(record.psychologist_id)],
    },
    'REQUEST',
  );
}
