import type { SessionRoomRole } from '@emind/domain';
import { z } from 'zod';

/** The other person as one side sees them: for the patient the psychologist is never 'waiting'. */
export type PeerPresence = 'absent' | 'waiting' | 'in_call';

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('admit') }),
  z.object({ type: z.literal('end') }),
  z.object({ type: z.literal('signal'), payload: z.json() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export type ServerMessage =
  | { type: 'welcome'; role: SessionRoomRole; admitted: boolean; peer: PeerPresence }
  | { type: 'peer'; peer: PeerPresence }
  | { type: 'admitted' }
  | { type: 'signal'; payload: unknown }
  | { type: 'ended' }
  | { type: 'error'; message: string };

/** Close codes of the contract (docs/video-sessions.md). */
export const closeCodes = { ended: 4000, badTicket: 4401, replaced: 4409 } as const;

/** What crosses instances on the bus: one room's change, each instance acting on its own connections. */
export type BusEvent =
  | { t: 'joined'; room: number; role: SessionRoomRole; conn: number; admitted: boolean }
  | { t: 'left'; room: number; role: SessionRoomRole; conn: number }
  | { t: 'admitted'; room: number }
  | { t: 'ended'; room: number }
  | { t: 'signal'; room: number; to: SessionRoomRole; payload: unknown };

export const signalingMessages = {
  invalidMessage: 'Mensaje no válido.',
  psychologistOnly: 'Solo el psicólogo puede admitir o finalizar la sesión.',
  nobodyWaiting: 'No hay ningún paciente en la sala de espera.',
  badTicket: 'El acceso a la sala no es válido o ya se usó. Vuelve a entrar a la sesión.',
  replaced: 'Entraste a la sesión desde otra pestaña o dispositivo.',
  ended: 'La sesión finalizó.',
} as const;
