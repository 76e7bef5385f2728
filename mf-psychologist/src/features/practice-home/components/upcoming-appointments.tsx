import { Link as RouterLink } from 'react-router-dom';
import type { UpcomingAppointment } from '@emind/contracts';
import { Card, Heading, HStack, Link, Skeleton, Stack, Text } from '@emind/web-ui';
import { AppointmentStatusBadge } from '@emind/web-appointments';

// A calendar date formatted in UTC, so the viewer's zone never moves it a day: 'lun 8 jun'.
const shortDate = new Intl.DateTimeFormat('es-CL', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

/** 'Próximas citas': the next paid or confirmed sessions; while they load (undefined), two rows' worth of skeleton. */
export function UpcomingAppointments({ appointments, scheduleHref }: { appointments: UpcomingAppointment[] | undefined; scheduleHref: string }) {
  return (
    <Card.Root>
      <Card.Body gap={3}>
        <Heading as="h2" size="md">Próximas citas</Heading>
        {appointments === undefined ? (
          <Stack gap={2} aria-hidden="true">
            <Skeleton h="12" />
            <Skeleton h="12" />
          </Stack>
        ) : appointments.length === 0 ? (
          <Stack gap={0} py={4} textAlign="center">
            <Text fontWeight="semibold">No hay citas próximas</Text>
            <Text color="fg.muted">Tu agenda está libre por ahora</Text>
          </Stack>
        ) : (
          <Stack as="ul" listStyleType="none" gap={2}>
            {appointments.map((appointment) => (
              <HStack as="li" key={appointment.id} justify="space-between" borderBottomWidth="1px" pb={2} data-testid="upcoming-appointment">
                <Stack gap={0}>
                  <Text fontWeight="medium">{appointment.client_name}</Text>
                  <Text fontSize="sm" color="fg.muted">{shortDate.format(new Date(`${appointment.date}T12:00:00Z`))} · {appointment.start_time}</Text>
                </Stack>
                <AppointmentStatusBadge status={appointment.status} />
              </HStack>
            ))}
          </Stack>
        )}
        <Link asChild color="brand.700" fontSize="sm" alignSelf="flex-end">
          <RouterLink to={scheduleHref}>Ver todas las citas →</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
