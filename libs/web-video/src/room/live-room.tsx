import { useState } from 'react';
import type { SessionRoomRole } from '@emind/domain';
import { CallRoom } from '../call/call-room.tsx';
import { DeviceCheck } from '../precheck/device-check.tsx';
import { useLocalMedia } from '../precheck/use-local-media.ts';

interface LiveRoomProps {
  appointmentId: string;
  role: SessionRoomRole;
  onLeave: (reason: 'ended' | 'replaced' | 'refused', notice: string | null) => void;
}

/** The camera is asked for only here, once the room is known to be open to this person; leaving stops it. */
export function LiveRoom({ appointmentId, role, onLeave }: LiveRoomProps) {
  const media = useLocalMedia();
  const [entered, setEntered] = useState(false);
  const { stream } = media;
  if (!entered || !stream) return <DeviceCheck media={media} onEnter={() => setEntered(true)} />;
  return <CallRoom appointmentId={appointmentId} role={role} media={{ ...media, stream }} onLeave={onLeave} />;
}
