import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, ConfirmDialog, Grid, HStack, Stack, Text } from '@emind/web-ui';
import type { SessionRoomRole } from '@emind/domain';
import { DeviceControls } from '../precheck/device-controls.tsx';
import type { LocalMedia } from '../precheck/use-local-media.ts';
import type { LeaveReason } from '../room/closed-notice.ts';
import { ChatPanel } from './chat-panel.tsx';
import { QualityBadge } from './quality-badge.tsx';
import { useCallQuality } from './use-call-quality.ts';
import { useRoomConnection } from './use-room-connection.ts';
import { VideoTile } from './video-tile.tsx';
import { WaitingPanel } from './waiting-panel.tsx';

interface CallRoomProps {
  appointmentId: string;
  role: SessionRoomRole;
  media: LocalMedia & { stream: MediaStream };
  /** The other person as this one reads them ('Psicóloga Valentina Rojas', the patient's name). */
  peerName: string;
  onLeave: (reason: LeaveReason, notice: string | null) => void;
}

/** Inside the room: the waiting room, then the call, until the psychologist ends it. */
export function CallRoom({ appointmentId, role, media, peerName, onLeave }: CallRoomProps) {
  const { room, call, channel, session } = useRoomConnection(appointmentId, role === 'patient', media.stream);
  const quality = useCallQuality(call.link === 'idle' ? null : session.connection);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // 'Entrar' sits low on the check's page: the room starts at its top (the waiting panel, 'Admitir'), not scrolled
  // under the sticky header, and a screen reader starts at its heading.
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const left = room.status === 'ended' || room.status === 'replaced' || room.status === 'refused' ? room.status : null;
  useEffect(() => {
    if (left) onLeave(left, room.notice);
  }, [left, room.notice, onLeave]);
  if (left) return null;
  const inCall = room.admitted && room.peer === 'in_call';
  const reconnecting = room.status === 'reconnecting' || call.link === 'reconnecting';

  return (
    <Stack gap="4" data-testid="session-room">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text as="h1" ref={heading} tabIndex={-1} fontSize="xl" fontWeight="bold" outline="none">Sesión en línea</Text>
        <HStack gap="3" wrap="wrap">
          <QualityBadge quality={call.link === 'connected' ? quality : null} />
          <Button variant="outline" size="sm" onClick={() => onLeave('left', null)}>Salir de la sesión</Button>
        </HStack>
      </HStack>
      {reconnecting ? (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>Reconectando…</Alert.Title>
        </Alert.Root>
      ) : null}
      {room.status === 'connecting' ? <Text role="status">Conectando con la sala…</Text> : null}
      {room.notice ? <Alert.Root status="error"><Alert.Title>{room.notice}</Alert.Title></Alert.Root> : null}
      {room.status !== 'connecting' && !inCall ? <WaitingPanel role={role} peer={room.peer} peerName={peerName} onAdmit={() => channel.send({ type: 'admit' })} /> : null}
      <Grid templateColumns={{ base: '1fr', md: inCall ? '2fr 1fr' : '1fr' }} gap="3">
        {inCall ? <VideoTile stream={call.remoteStream} label={peerName} placeholder="Conectando el video…" /> : null}
        <Stack gap="3">
          <Box maxW={{ base: inCall ? '50%' : 'full', md: 'full' }}>
            <VideoTile stream={media.stream} label="Tú" self />
          </Box>
          <DeviceControls media={media} />
        </Stack>
      </Grid>
      {inCall ? <ChatPanel entries={call.chat} open={call.chatOpen} peerName={peerName} onSend={(text) => session.sendChat(text)} /> : null}
      {role === 'psychologist' ? (
        <Button colorPalette="red" alignSelf="flex-start" onClick={() => setConfirmEnd(true)}>Finalizar sesión</Button>
      ) : null}
      <ConfirmDialog
        open={confirmEnd}
        title="Finalizar sesión"
        confirmLabel="Finalizar"
        confirmPalette="red"
        onClose={() => setConfirmEnd(false)}
        onConfirm={() => {
          channel.send({ type: 'end' });
          setConfirmEnd(false);
        }}
      >
        La sesión terminará para ambos y no se podrá volver a entrar a esta sala.
      </ConfirmDialog>
    </Stack>
  );
}
