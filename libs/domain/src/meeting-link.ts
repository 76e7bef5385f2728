import type { AppointmentStatus } from './appointments.ts';

/**
 * A session's video link, shown only while it is CONFIRMED: not before the payment is verified and the session
 * confirmed, and not once it is completed, missed or cancelled (the room stays on the record, the link does not).
 */
export function meetingLinkOf(session: { status: AppointmentStatus; meeting_room: string | null }, meetingBaseUrl: string): string | null {
  return session.status === 'CONFIRMED' && session.meeting_room ? `${meetingBaseUrl}/${session.meeting_room}` : null;
}
