import { Alert, Button, Spinner, Stack, Text } from '@emind/web-ui';
import type { SessionRoomRole } from '@emind/domain';
import type { PeerPresence } from '../signaling/server-message.ts';

/** Before the call: the patient waits to be let in; the psychologist sees whether the patient waits. */
export function WaitingPanel({ role, peer, onAdmit }: { role: SessionRoomRole; peer: PeerPresence; onAdmit: () => void }) {
  if (role === 'patient') {
    return (
      <Alert.Root status="info" data-testid="waiting-room">
        <Spinner size="sm" aria-hidden />
        <Stack gap="1">
          <Alert.Title>Estás en la sala de espera</Alert.Title>
          <Alert.Description>Tu psicólogo te admitirá en unos momentos.</Alert.Description>
        </Stack>
      </Alert.Root>
    );
  }
  if (peer === 'waiting') {
    return (
      <Alert.Root status="success" alignItems="center" data-testid="patient-waiting">
        <Stack gap="2" flex="1" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} justify="space-between">
          <Text fontWeight="semibold">Tu paciente está en la sala de espera.</Text>
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
