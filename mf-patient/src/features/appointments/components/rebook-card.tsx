import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatLongDate } from '@emind/domain';
import { Button, Card, Heading, Text } from '@emind/web-ui';
import { paths } from '../../../config/paths';
import { useClientAppointments } from '../api/get-client-appointments';
import { byTab } from './appointment-tabs';

/** The patient's home, after a completed session with nothing booked with that psychologist: 'Agendar la próxima'. */
export function RebookCard() {
  const appointments = useClientAppointments();
  const latest = useMemo(() => {
    if (!appointments.data) return undefined;
    const { past, rebook } = byTab(appointments.data);
    return past.find((appointment) => rebook.has(appointment.id));
  }, [appointments.data]);
  if (!latest) return null;
  return (
    <Card.Root data-testid="rebook">
      <Card.Body gap="2" alignItems="flex-start">
        <Heading as="h2" size="md">¿Agendamos la próxima?</Heading>
        <Text>Tu última sesión con {latest.psychologist_name} fue el {formatLongDate(`${latest.date}T12:00:00Z`)}.</Text>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={paths.booking.getHref(latest.psychologist)} aria-label={`Agendar la próxima con ${latest.psychologist_name}`}>Agendar la próxima</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
