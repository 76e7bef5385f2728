import type { AppointmentStatus } from './appointments.ts';

/** Where sessions happen: our own video room (default) or an outside service's (EMIND_VIDEO=external). */
export const videoModes = ['internal', 'external'] as const;
export type VideoMode = (typeof videoModes)[number];

export interface MeetingLinkSettings {
  video: VideoMode;
  /** EMIND_PUBLIC_ORIGIN: the room is `${publicOrigin}/sesion/{appointment id}`. */
  publicOrigin: string;
  /** MEETING_BASE_URL: an outside room is `${meetingBaseUrl}/${meeting_room}`. */
  meetingBaseUrl: string;
}

/** The session's room, whatever its status: our own room page, or the outside room when the installation prefers it. */
export function meetingRoomLink(session: { id: number; meeting_room: string | null }, settings: MeetingLinkSettings): string | null {
  if (settings.video === 'internal') return `${settings.publicOrigin}/sesion/${session.id}`;
  return session.meeting_room ? `${settings.meetingBaseUrl}/${session.meeting_room}` : null;
}

/**
 * A session's video link, shown only while it is CONFIRMED: not before the payment is verified and the session
 * confirmed, and not once it is completed, missed or cancelled (the room stays on the record, the link does not).
 */
export function meetingLinkOf(
  session: { id: number; status: AppointmentStatus; meeting_room: string | null },
  settings: MeetingLinkSettings,
): string | null {
  return session.status === 'CONFIRMED' ? meetingRoomLink(session, settings) : null;
}
