import { sessionRefusalCodes, sessionRoomRoles, sessionRoomStates } from '@emind/domain';
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
export { sessionRefusalCodes };
export const sessionRefusalSchema = z.object({ code: z.enum(sessionRefusalCodes), detail: z.string(), opens_at: instant, closes_at: instant });
export type SessionRefusal = z.infer<typeof sessionRefusalSchema>;

/** GET /api/sessions/waiting/: the psychologist's patients now in a waiting room. */
export const waitingRoomsSchema = z.array(z.object({ appointment_id: z.number(), since: instant }));
export type WaitingRooms = z.infer<typeof waitingRoomsSchema>;

/** GET /api/sessions/{appointment_id}/attendance/: who joined and left, for the appointment's psychologist. */
export const sessionAttendanceSchema = z.array(z.object({ role: z.enum(sessionRoomRoles), joined_at: instant, left_at: instant.nullable() }));
export type SessionAttendance = z.infer<typeof sessionAttendanceSchema>;

export const sessionSocketQuery = z.object({ ticket: z.string().min(1).max(200) });

/** The other person as one side of the room sees them: for the patient the psychologist is never 'waiting'. */
const peerPresenceSchema = z.enum(['absent', 'waiting', 'in_call']);
export type SessionPeerPresence = z.infer<typeof peerPresenceSchema>;

/** One browser's negotiation step for the other: the server checks it is JSON and relays it unread. */
const signalPayloadSchema = z.json();

/** What the signaling socket sends the browser (JSON text frames; docs/video-sessions.md). */
export const sessionServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), role: z.enum(sessionRoomRoles), admitted: z.boolean(), peer: peerPresenceSchema }),
  z.object({ type: z.literal('peer'), peer: peerPresenceSchema }),
  z.object({ type: z.literal('admitted') }),
  z.object({ type: z.literal('signal'), payload: signalPayloadSchema }),
  z.object({ type: z.literal('ended') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type SessionServerMessage = z.infer<typeof sessionServerMessageSchema>;

/** What the browser sends on the signaling socket: admit and end are the psychologist's; a signal goes to the other person. */
export const sessionClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('admit') }),
  z.object({ type: z.literal('end') }),
  z.object({ type: z.literal('signal'), payload: signalPayloadSchema }),
]);
export type SessionClientMessage = z.infer<typeof sessionClientMessageSchema>;

/**
 * Why the server closed a signaling socket: the close code, and the Spanish reason the room shows (sent as the close
 * reason too, under WebSocket's 123-byte limit). The server and the room page both read this one table.
 */
export const sessionCloseCodes = {
  ended: 4000,
  notConfirmed: 4001,
  rescheduled: 4002,
  windowClosed: 4003,
  accountInactive: 4004,
  badTicket: 4401,
  replaced: 4409,
  rateLimited: 4429,
} as const;
export type SessionCloseCause = keyof typeof sessionCloseCodes;

export const sessionCloseReasons: Readonly<Record<SessionCloseCause, string>> = {
  ended: 'La sesión finalizó.',
  notConfirmed: 'La cita ya no está confirmada (se canceló o cambió de estado).',
  rescheduled: 'La cita se reagendó para otro horario.',
  windowClosed: 'Terminó el horario de esta sesión.',
  accountInactive: 'Una de las cuentas de esta sesión ya no está activa.',
  badTicket: 'El acceso a la sala no es válido o ya se usó. Vuelve a entrar a la sesión.',
  replaced: 'Entraste a la sesión desde otra pestaña o dispositivo.',
  rateLimited: 'Demasiados mensajes o intentos en poco tiempo: vuelve a conectarte en unos segundos.',
};

/** Causes after which the call is over for good: the page stops reconnecting and shows the reason. */
export const sessionCallOverCauses = ['ended', 'notConfirmed', 'rescheduled', 'windowClosed', 'accountInactive'] as const satisfies readonly SessionCloseCause[];

/** The cause of a close code, or null for one not in the table (a drop, a restart). */
export function sessionCloseCauseOf(code: number): SessionCloseCause | null {
  for (const [cause, value] of Object.entries(sessionCloseCodes) as [SessionCloseCause, number][]) if (value === code) return cause;
  return null;
}
