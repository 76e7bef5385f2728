import type { Appointment } from '@emind/contracts';
import { Alert, Stack, Text } from '@emind/web-ui';
import { useWaitingAppointmentIds, WaitingBadge } from '@emind/web-video';

/** 'Mi Agenda': the sessions whose patient is in the waiting room now (polled), each with its way in. */
export function WaitingPatients({ appointments }: { appointments: Appointment[] }) {
  const waiting = useWaitingAppointmentIds();
  const present = appointments.filter((appointment) => waiting.has(appointment.id));
  if (present.length === 0) return null;
  return (
    <Alert.Root status="success" data-testid="agenda-waiting">
      <Stack gap="2" flex="1">
        <Alert.Title>En sala de espera</Alert.Title>
        {present.map((appointment) => (
          <Stack key={appointment.id} direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'center' }}>
            <Text>{appointment.client_name}, {appointment.start_time} – {appointment.end_time}</Text>
            <WaitingBadge appointmentId={appointment.id} />
          </Stack>
        ))}
      </Stack>
    </Alert.Root>
  );
}
