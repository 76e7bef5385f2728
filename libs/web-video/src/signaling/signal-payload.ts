/**
 * What one browser relays to the other through the server: its connection's id and one negotiation step. Picked
 * from the DOM's interfaces into plain object types, which TypeScript can check as the JSON the contract carries.
 */
export type SignalPayload = {
  from: string;
  description?: Pick<RTCSessionDescriptionInit, 'type' | 'sdp'>;
  candidate?: Pick<RTCIceCandidateInit, 'candidate' | 'sdpMid' | 'sdpMLineIndex' | 'usernameFragment'> | null;
};

const descriptionTypes: readonly string[] = ['offer', 'answer', 'pranswer', 'rollback'];

export function parseSignalPayload(payload: unknown): SignalPayload | null {
  if (!payload || typeof payload !== 'object') return null;
  const { from, description, candidate } = payload as Record<string, unknown>;
  if (typeof from !== 'string' || !from) return null;
  if (description && typeof description === 'object') {
    const { type, sdp } = description as Record<string, unknown>;
    if (typeof type !== 'string' || !descriptionTypes.includes(type) || (sdp !== undefined && typeof sdp !== 'string')) return null;
    return { from, description: { type: type as RTCSdpType, sdp: sdp as string | undefined } };
  }
  if (candidate === null) return { from, candidate: null };
  if (candidate && typeof candidate === 'object' && typeof (candidate as Record<string, unknown>).candidate === 'string') {
    return { from, candidate: candidate as RTCIceCandidateInit };
  }
  return null;
}
