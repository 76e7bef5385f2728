import { bookingMessages, meetingRoomLink } from '@emind/domain';
import { notFound, type AuthUser } from '@emind/server-kit';
import type { BookingContext } from '../context.ts';
import { canSee } from '../appointments/appointment-view.ts';
import { findAppointment } from '../appointments/appointments.repository.ts';
import { peopleByProfile } from '../appointments/people.repository.ts';
import { recordPatientRead } from '../privacy/access.ts';
import { appointmentCalendar } from './appointment-calendar.ts';

/**
 * 'Agregar a mi calendario': the confirmed session's invitation, for its two parties and admins. It names the patient,
 * so a psychologist's or an admin's download is logged as a read of the appointment.
 */
export async function calendarFileFor(ctx: BookingContext, viewer: AuthUser, id: number): Promise<string> {
  const { record, people } = await ctx.db.transaction().execute(async (trx) => {
    const found = await findAppointment(trx, id);
    if (!found || !canSee(viewer, found) || found.status !== 'CONFIRMED' || !found.meeting_room) {
      throw notFound(bookingMessages.appointmentNotFound);
    }
    await recordPatientRead(trx, viewer, found.client_id, ['appointment'], found.id);
    return { record: { ...found, meeting_room: found.meeting_room }, people: await peopleByProfile(trx, [found.client_id, found.psychologist_id]) };
  });
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
      meetingLink: meetingRoomLink(record, ctx.config),
      psychologistName: party(record.psychologist_id).name,
      attendees: [party(record.client_id), party(record.psychologist_id)],
    },
    'REQUEST',
  );
}
