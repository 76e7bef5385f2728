import { sessionRoomRoles, sessionRoomStates } from '@emind/domain';
import { z } from 'zod';

/** The video room API (`/api/sessions/…`, sessions service, issue 27): see docs/video-sessions.md. */

const instant = z.string().describe('ISO 8601 instant');

/** GET /api/sessions/{appointment_id}/: what the room page reads first, before asking for the camera. */
export const sessionRoomSchema = z.object({
  appointment_id: z.number(),
  role: z.enum(sessionRoomRoles),
  state: z.enum(sessionRoomStates),
  opens_at: instant,
  closes_at: instant,
  starts_at: instant,
  ends_at: instant,
});
export type SessionRoom = z.infer<typeof sessionRoomSchema>;

/** An RTCIceServer as the browser takes it: TURN entries carry TURN REST credentials. */
export const iceServerSchema = z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() });
export type IceServerConfig = z.infer<typeof iceServerSchema>;

/** POST /api/sessions/{appointment_id}/ticket/: opens the signaling socket once, within 60 s. */
export const sessionTicketSchema = z.object({
  ticket: z.string(),
  ice_servers: z.array(iceServerSchema),
  ice_transport_policy: z.enum(['all', 'relay']),
  role: z.enum(sessionRoomRoles),
  opens_at: instant,
  closes_at: instant,
});
export type SessionTicket = z.infer<typeof sessionTicketSchema>;

/** The 409 of the ticket: the room is not open (with when it opens), the session is not confirmed, or it was ended. */
export const sessionRefusalCodes = ['room_not_open', 'not_confirmed', 'session_ended'] as const;
export const sessionRefusalSchema = z.object({ code: z.enum(sessionRefusalCodes), detail: z.string(), opens_at: instant, closes_at: instant });
export type SessionRefusal = z.infer<typeof sessionRefusalSchema>;

/** GET /api/sessions/waiting/: the psychologist's patients now in a waiting room. */
export const waitingRoomsSchema = z.array(z.object({ appointment_id: z.number(), since: instant }));
export type WaitingRooms = z.infer<typeof waitingRoomsSchema>;

/** GET /api/sessions/{appointment_id}/attendance/: who joined and left, for the appointment's psychologist. */
export const sessionAttendanceSchema = z.array(z.object({ role: z.enum(sessionRoomRoles), joined_at: instant, left_at: instant.nullable() }));
export type SessionAttendance = z.infer<typeof sessionAttendanceSchema>;

export const sessionSocketQuery = z.object({ ticket: z.string().min(1).max(200) });
