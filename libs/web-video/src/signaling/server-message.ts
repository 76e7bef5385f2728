import { sessionServerMessageSchema, type SessionPeerPresence as PeerPresence, type SessionServerMessage as ServerMessage } from '@emind/contracts';

export type { PeerPresence, ServerMessage };

/** What the signaling server sends, checked against the contract; anything else is ignored. */
export function parseServerMessage(text: string): ServerMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = sessionServerMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
