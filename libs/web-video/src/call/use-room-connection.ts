import { useEffect, useState, useSyncExternalStore } from 'react';
import { createTicket } from '../api/create-ticket.ts';
import { SignalingChannel } from '../signaling/signaling-channel.ts';
import { CallSession } from './call-session.ts';

/** The room's socket and call for as long as the person is inside, with the camera they chose. */
export function useRoomConnection(appointmentId: string, polite: boolean, stream: MediaStream) {
  const [parts] = useState(() => {
    const channel = new SignalingChannel(appointmentId, createTicket);
    return { channel, call: new CallSession(channel, polite, stream) };
  });
  useEffect(() => {
    parts.call.start();
    parts.channel.start();
    return () => {
      parts.call.dispose();
      parts.channel.stop();
    };
  }, [parts]);
  useEffect(() => parts.call.switchStream(stream), [parts, stream]);
  const room = useSyncExternalStore(parts.channel.subscribe, parts.channel.getSnapshot);
  const call = useSyncExternalStore(parts.call.subscribe, parts.call.getSnapshot);
  return { room, call, channel: parts.channel, session: parts.call };
}
