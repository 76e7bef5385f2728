import { Alert, Stack, Text } from '@emind/web-ui';
import { useWaitingAppointmentIds, WaitingBadge } from '@emind/web-video';
import { usePsychologistStats } from '../api/get-psychologist-stats.ts';

/** The home: patients in a waiting room now, each with the way into the room (polled). */
export function WaitingNow() {
  const waiting = useWaitingAppointmentIds();
  const stats = usePsychologistStats();
  if (waiting.size === 0) return null;
  const names = new Map((stats.data?.upcomingAppointments ?? []).map((appointment) => [appointment.id, appointment.client_name]));
  return (
    <Alert.Root status="success" data-testid="home-waiting">
      <Stack gap="2" flex="1">
        <Alert.Title>En sala de espera</Alert.Title>
        {[...waiting].map((appointmentId) => (
          <Stack key={appointmentId} direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'center' }}>
            <Text>{names.get(appointmentId) ?? 'Tu paciente'}</Text>
            <WaitingBadge appointmentId={appointmentId} />
          </Stack>
        ))}
      </Stack>
    </Alert.Root>
  );
}
