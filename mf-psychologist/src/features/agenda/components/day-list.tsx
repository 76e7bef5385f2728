import type { Appointment } from '@emind/contracts';
import { formatClp } from '@emind/domain';
import { Card, HStack, Stack, Text, chakra } from '@emind/web-ui';
import { AppointmentStatusBadge, statusPalette } from '@emind/web-appointments';
import type { LatestOf } from '../lib/measures-labels.ts';
import { appointmentName } from './appointment-block.tsx';
import { LatestMeasures } from './latest-measures.tsx';

/** The day on a phone: the appointments in time order, each opening its details. */
export function DayList({ appointments, latestOf, onOpen }: {
  appointments: readonly Appointment[];
  latestOf: LatestOf;
  onOpen: (appointment: Appointment) => void;
}) {
  const ordered = [...appointments].sort((a, b) => a.start_time.localeCompare(b.start_time));
  return (
    <Stack gap={3} as="ul" listStyleType="none" data-testid="agenda-list">
      {ordered.map((appointment) => (
        <chakra.li key={appointment.id}>
          <Card.Root asChild variant="outline" colorPalette={statusPalette[appointment.status]} borderLeftWidth="4px" borderLeftColor="colorPalette.solid">
            <chakra.button type="button" w="full" textAlign="start" cursor="pointer" data-testid="agenda-appointment" aria-label={appointmentName(appointment, latestOf(appointment))} onClick={() => onOpen(appointment)}>
              <Card.Body p={3} gap={1}>
                <HStack justify="space-between">
                  <Text fontWeight="semibold">{appointment.start_time} – {appointment.end_time}</Text>
                  <AppointmentStatusBadge status={appointment.status} />
                </HStack>
                <Text>{appointment.client_name}</Text>
                <LatestMeasures latest={latestOf(appointment)} />
                <Text fontSize="sm" color="fg.muted">{formatClp(appointment.payment_amount)}</Text>
              </Card.Body>
            </chakra.button>
          </Card.Root>
        </chakra.li>
      ))}
    </Stack>
  );
}
