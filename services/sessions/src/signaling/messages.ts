import { sessionCloseCodes, sessionCloseReasons, type SessionCloseCause } from '@emind/contracts';
import { sessionRoomRoles } from '@emind/domain';
import { z } from 'zod';

export type {
  SessionClientMessage as ClientMessage,
  SessionPeerPresence as PeerPresence,
  SessionServerMessage as ServerMessage,
} from '@emind/contracts';

/** A socket's close: its code and Spanish reason, from the one table the room page reads too. */
export const closeFor = (cause: SessionCloseCause): { code: number; reason: string } => ({ code: sessionCloseCodes[cause], reason: sessionCloseReasons[cause] });

const roomId = z.number().int().positive().max(2_147_483_647);
/** The sending instance: it has acted on its own event already. */
const from = z.string().max(64);

/**
 * What crosses instances on the bus. Nothing in it is believed about a room's state: `room` says "read room X again"
 * (who is present, admitted, ended), each instance reading the database for its own connections. A signal is relayed
 * to the person of `to` in the room, as the sender's instance decided it may be.
 */
export const busEventSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('room'), room: roomId, from }),
  z.object({ t: z.literal('signal'), room: roomId, to: z.enum(sessionRoomRoles), payload: z.json(), from }),
]);
export type BusEvent = z.infer<typeof busEventSchema>;
export type SignalPayload = Extract<BusEvent, { t: 'signal' }>['payload'];

export const signalingMessages = {
  invalidMessage: 'Mensaje no válido.',
  psychologistOnly: 'Solo el psicólogo puede admitir o finalizar la sesión.',
  nobodyWaiting: 'No hay ningún paciente en la sala de espera.',
} as const;
