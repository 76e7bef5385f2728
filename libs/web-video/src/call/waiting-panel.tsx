import { useEffect, useRef } from 'react';
import { Alert, Button, Spinner, Stack, Text } from '@emind/web-ui';
import type { SessionRoomRole } from '@emind/domain';
import type { PeerPresence } from '../signaling/server-message.ts';

interface WaitingPanelProps {
  role: SessionRoomRole;
  peer: PeerPresence;
  peerName: string;
  onAdmit: () => void;
}

/** Before the call: the patient waits to be let in; the psychologist sees whether the patient waits. */
export function WaitingPanel({ role, peer, peerName, onAdmit }: WaitingPanelProps) {
  const admitPanel = useRef<HTMLDivElement>(null);
  const patientWaiting = role === 'psychologist' && peer === 'waiting';
  // The patient may arrive while the psychologist looks further down the page: 'Admitir' comes into view, clear of
  // the sticky header (centred, not at the top edge).
  useEffect(() => {
    if (patientWaiting) admitPanel.current?.scrollIntoView?.({ block: 'center' });
  }, [patientWaiting]);
  if (role === 'patient') {
    return (
      <Alert.Root status="info" data-testid="waiting-room">
        <Spinner size="sm" aria-hidden />
        <Stack gap="1">
          <Alert.Title>Estás en la sala de espera</Alert.Title>
          <Alert.Description>{peerName} te admitirá en unos momentos.</Alert.Description>
        </Stack>
      </Alert.Root>
    );
  }
  if (patientWaiting) {
    return (
      <Alert.Root ref={admitPanel} status="success" alignItems="center" data-testid="patient-waiting" role="status">
        <Stack gap="2" flex="1" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} justify="space-between">
          <Text fontWeight="semibold">{peerName} está en la sala de espera.</Text>
          <Button colorPalette="brand" onClick={onAdmit}>Admitir</Button>
        </Stack>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="info">
      <Spinner size="sm" aria-hidden />
      <Alert.Title>Tu paciente aún no ha llegado. Te avisaremos aquí cuando entre a la sala de espera.</Alert.Title>
    </Alert.Root>
  );
}
