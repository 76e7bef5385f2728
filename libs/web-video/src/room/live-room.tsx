import { useState } from 'react';
import type { SessionRoomRole } from '@emind/domain';
import { CallRoom } from '../call/call-room.tsx';
import { DeviceCheck } from '../precheck/device-check.tsx';
import { useLocalMedia } from '../precheck/use-local-media.ts';
import type { LeaveReason } from './closed-notice.ts';

interface LiveRoomProps {
  appointmentId: string;
  role: SessionRoomRole;
  peerName: string;
  onLeave: (reason: LeaveReason, notice: string | null) => void;
}

/** The camera is asked for only here, once the room is known to be open to this person; leaving stops it. */
export function LiveRoom({ appointmentId, role, peerName, onLeave }: LiveRoomProps) {
  const media = useLocalMedia();
  const [entered, setEntered] = useState(false);
  const { stream } = media;
  if (!entered || !stream) return <DeviceCheck media={media} onEnter={() => setEntered(true)} />;
  return <CallRoom appointmentId={appointmentId} role={role} peerName={peerName} media={{ ...media, stream }} onLeave={onLeave} />;
}
