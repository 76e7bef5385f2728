import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { dashboardPaths } from '@emind/domain';
import { Box, Container, Spinner } from '@emind/web-ui';
import { useSessionRoom } from '../api/get-session-room.ts';
import { closedNoticeOf, leftRoomNotice, refusalNotice, type ClosedNotice } from './closed-notice.ts';
import { LiveRoom } from './live-room.tsx';
import { NoticeView } from './notice-view.tsx';

/** `/sesion/:id`: the video room of one appointment, for its patient and psychologist. */
export function SessionRoom() {
  const appointmentId = useParams().id ?? '';
  const room = useSessionRoom(appointmentId);
  const [leftWith, setLeftWith] = useState<ClosedNotice | null>(null);
  const leave = useCallback((reason: 'ended' | 'replaced' | 'refused', notice: string | null) => {
    setLeftWith(leftRoomNotice(reason, notice));
  }, []);
  const homeHref = room.data ? dashboardPaths[room.data.role === 'patient' ? 'client' : 'psychologist'] : '/';
  const notice = leftWith ?? (room.isError ? refusalNotice(room.error) : room.data ? closedNoticeOf(room.data) : null);

  return (
    <Container maxW="5xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
      {room.isPending ? (
        <Box textAlign="center" py="10"><Spinner aria-label="Cargando la sala" /></Box>
      ) : notice || !room.data ? (
        <NoticeView notice={notice ?? refusalNotice(null)} homeHref={homeHref} />
      ) : (
        <LiveRoom appointmentId={appointmentId} role={room.data.role} onLeave={leave} />
      )}
    </Container>
  );
}
