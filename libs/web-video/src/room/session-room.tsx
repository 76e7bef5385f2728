import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { dashboardPaths } from '@emind/domain';
import { Box, Container, Spinner } from '@emind/web-ui';
import { useRoomAppointment } from '../api/get-room-people.ts';
import { useSessionRoom } from '../api/get-session-room.ts';
import { closedNoticeOf, leftRoomNotice, refusalNotice, type ClosedNotice, type LeaveReason } from './closed-notice.ts';
import { LiveRoom } from './live-room.tsx';
import { NoticeView } from './notice-view.tsx';
import { peerNameOf } from './peer-name.ts';

/** `/sesion/:id`: the video room of one appointment, for its patient and psychologist. */
export function SessionRoom() {
  const appointmentId = useParams().id ?? '';
  const room = useSessionRoom(appointmentId);
  const people = useRoomAppointment(appointmentId, room.data?.role === 'patient');
  const [left, setLeft] = useState<{ reason: LeaveReason; notice: ClosedNotice } | null>(null);
  const leave = useCallback((reason: LeaveReason, notice: string | null) => {
    setLeft({ reason, notice: leftRoomNotice(reason, notice) });
  }, []);
  const homeHref = room.data ? dashboardPaths[room.data.role === 'patient' ? 'client' : 'psychologist'] : '/';
  const notice = left?.notice ?? (room.isError ? refusalNotice(room.error) : room.data ? closedNoticeOf(room.data) : null);

  return (
    <Container maxW="5xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
      {room.isPending ? (
        <Box textAlign="center" py="10"><Spinner aria-label="Cargando la sala" /></Box>
      ) : notice || !room.data ? (
        <NoticeView notice={notice ?? refusalNotice(null)} homeHref={homeHref} onReenter={left?.reason === 'left' ? () => setLeft(null) : undefined} />
      ) : (
        <LiveRoom appointmentId={appointmentId} role={room.data.role} peerName={peerNameOf(room.data.role, people.data)} onLeave={leave} />
      )}
    </Container>
  );
}
