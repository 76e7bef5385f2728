import type { Appointment, PatientLatestMeasures } from '@emind/contracts';
import { appointmentStatusLabels } from '@emind/domain';
import { chakra, Text } from '@emind/web-ui';
import { statusPalette } from '@emind/web-appointments';
import type { Placement } from '../lib/agenda-calendar.ts';
import { latestMeasuresSpoken } from '../lib/measures-labels.ts';
import { LatestMeasures } from './latest-measures.tsx';

/** One hour row's height in the time grid, in px. */
export const HOUR_ROW_PX = 56;

/** The appointment as a screen reader names it, with the patient's latest scores when it is upcoming. */
export const appointmentName = (appointment: Appointment, latest?: PatientLatestMeasures): string =>
  `${appointment.client_name}, ${appointment.start_time} – ${appointment.end_time}, ${appointmentStatusLabels[appointment.status]}${latestMeasuresSpoken(latest)}`;

/** An appointment in the time grid, in its status colour, at its wall-clock time. */
export function AppointmentBlock({ placement, latest, onOpen }: {
  placement: Placement<Appointment>;
  latest: PatientLatestMeasures | undefined;
  onOpen: (appointment: Appointment) => void;
}) {
  const { item: appointment, top, height, lane, lanes } = placement;
  return (
    <chakra.button
      type="button"
      data-testid="agenda-appointment"
      aria-label={appointmentName(appointment, latest)}
      onClick={() => onOpen(appointment)}
      position="absolute"
      style={{ top: `${top * HOUR_ROW_PX}px`, height: `${height * HOUR_ROW_PX - 2}px`, left: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` }}
      colorPalette={statusPalette[appointment.status]}
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderLeftWidth="4px"
      borderColor="colorPalette.solid"
      rounded="sm"
      px={1.5}
      py={0.5}
      textAlign="start"
      overflow="hidden"
      cursor="pointer"
      textDecoration={appointment.status === 'CANCELLED' ? 'line-through' : undefined}
      _hover={{ bg: 'colorPalette.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <Text fontSize="xs" fontWeight="semibold" lineClamp={1}>{appointment.start_time} – {appointment.end_time}</Text>
      <Text fontSize="xs" lineClamp={1}>{appointment.client_name}</Text>
      <LatestMeasures latest={latest} />
    </chakra.button>
  );
}
