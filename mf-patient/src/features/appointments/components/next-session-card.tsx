import { useState } from 'react';
import { Card, Heading, Stack, Text } from '@emind/web-ui';
import { appointmentWhen } from '@emind/web-appointments';
import { JoinSessionButton } from '@emind/web-video';
import { useClientAppointments } from '../api/get-client-appointments';

/** The patient's home: their next confirmed session, with the way into its room. */
export function NextSessionCard() {
  const appointments = useClientAppointments();
  const [now] = useState(() => new Date());
  // A confirmed session that has not ended is upcoming: the whole list is looked at, not split by day first.
  const next = (appointments.data ?? [])
    .filter((appointment) => appointment.status === 'CONFIRMED' && appointment.meeting_link && Date.parse(appointment.ends_at) > now.getTime())
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0];
  if (!next) return null;
  return (
    <Card.Root data-testid="next-session">
      <Card.Body gap="2">
        <Heading as="h2" size="md">Tu próxima sesión</Heading>
        <Stack gap="0">
          <Text fontWeight="semibold">{next.psychologist_name}</Text>
          <Text>{appointmentWhen(next)}</Text>
        </Stack>
        <Stack align="flex-start"><JoinSessionButton appointment={next} now={now} /></Stack>
      </Card.Body>
    </Card.Root>
  );
}
