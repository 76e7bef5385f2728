import type { SessionPeerPresence as PeerPresence, SessionServerMessage as ServerMessage } from '@emind/contracts';
import type { SessionRoomRole } from '@emind/domain';

export type { PeerPresence, ServerMessage };

const presences: readonly string[] = ['absent', 'waiting', 'in_call'];
const roles: readonly string[] = ['patient', 'psychologist'];

const isPresence = (value: unknown): value is PeerPresence => typeof value === 'string' && presences.includes(value);
const isRole = (value: unknown): value is SessionRoomRole => typeof value === 'string' && roles.includes(value);

/** What the signaling server sends, checked; anything else is ignored. */
export function parseServerMessage(text: string): ServerMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object' || !('type' in data)) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'welcome':
      return isRole(message.role) && typeof message.admitted === 'boolean' && isPresence(message.peer)
        ? { type: 'welcome', role: message.role, admitted: message.admitted, peer: message.peer }
        : null;
    case 'peer':
      return isPresence(message.peer) ? { type: 'peer', peer: message.peer } : null;
    case 'admitted':
    case 'ended':
      return { type: message.type };
    case 'signal':
      return 'payload' in message ? { type: 'signal', payload: message.payload } : null;
    case 'error':
      return typeof message.message === 'string' ? { type: 'error', message: message.message } : null;
    default:
      return null;
  }
}
