import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { CHILE_TIME_ZONE } from '@emind/domain';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface CalendarAppointment {
  id: number;
  startsAt: Date;
  endsAt: Date;
  /** Grows with each change the parties' calendars must apply (confirmation, cancellation). */
  sequence: number;
  meetingLink: string | null;
  psychologistName: string;
  attendees: { name: string; email: string }[];
}

/** One UID per appointment for ever: calendars update the same event instead of adding another. */
export const calendarUid = (appointmentId: number): string => `appointment-${appointmentId}@e-mind.cl`;

/**
 * The session as an iCalendar file, in Chile time with its real VTIMEZONE (daylight saving rules included):
 * METHOD:REQUEST adds or updates it in the parties' calendars, METHOD:CANCEL withdraws it.
 */
export function appointmentCalendar(appointment: CalendarAppointment, method: 'REQUEST' | 'CANCEL'): string {
  const calendar = ical({
    prodId: { company: 'e-mind', product: 'citas', language: 'ES' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
    timezone: { name: CHILE_TIME_ZONE, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: calendarUid(appointment.id),
    sequence: appointment.sequence,
    // Zoned dates: the file states the wall-clock time in Chile next to its TZID, whatever the server's zone.
    start: new TZDate(appointment.startsAt.getTime(), CHILE_TIME_ZONE),
    end: new TZDate(appointment.endsAt.getTime(), CHILE_TIME_ZONE),
    timezone: CHILE_TIME_ZONE,
    summary: `Sesión de psicoterapia en e-mind con ${appointment.psychologistName}`,
    description: appointment.meetingLink ? `Únete a la videollamada: ${appointment.meetingLink}` : 'Sesión de psicoterapia en línea.',
    ...(appointment.meetingLink ? { location: appointment.meetingLink, url: appointment.meetingLink } : {}),
    organizer: { name: 'e-mind', email: 'no-reply@e-mind.cl' },
    attendees: appointment.attendees.map((attendee) => ({ name: attendee.name, email: attendee.email })),
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  return calendar.toString();
}
