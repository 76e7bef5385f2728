import type { Appointment } from '@emind/contracts';
import { Heading, Stack } from '@emind/web-ui';
import { AppointmentCard } from '../appointment-card';
import { groupBySeries } from './group-by-series';

/** The cards of one tab, a weekly series under its header 'Serie semanal · N sesiones'. */
export function AppointmentList({ appointments, onOpen, rebook }: { appointments: readonly Appointment[]; onOpen: (id: number) => void; rebook?: ReadonlySet<number> }) {
  return groupBySeries(appointments).map((item) =>
    item.kind === 'single' ? (
      <AppointmentCard key={item.appointment.id} appointment={item.appointment} onOpen={() => onOpen(item.appointment.id)} offerRebook={rebook?.has(item.appointment.id)} />
    ) : (
      <Stack key={`series-${item.seriesId}`} as="section" gap="2" aria-label={`Serie semanal · ${item.appointments.length} sesiones`}
        borderLeftWidth="4px" borderColor="brand.500" pl="3">
        <Heading as="h2" size="sm">Serie semanal · {item.appointments.length} sesiones</Heading>
        {item.appointments.map((appointment) => (
          <AppointmentCard key={appointment.id} appointment={appointment} onOpen={() => onOpen(appointment.id)} offerRebook={rebook?.has(appointment.id)} />
        ))}
      </Stack>
    ),
  );
}
