import type { Appointment } from '@emind/contracts';
import { appointmentStatusLabels } from '@emind/domain';
import { chakra, Text } from '@emind/web-ui';
import { statusPalette } from '@emind/web-appointments';
import type { Placement } from '../lib/agenda-calendar.ts';

/** One hour row's height in the time grid, in px. */
export const HOUR_ROW_PX = 56;

export const appointmentName = (appointment: Appointment): string =>
  `${appointment.client_name}, ${appointment.start_time} – ${appointment.end_time}, ${appointmentStatusLabels[appointment.status]}`;

/** An appointment in the time grid, in its status colour, at its wall-clock time. */
export function AppointmentBlock({ placement, onOpen }: { placement: Placement<Appointment>; onOpen: (appointment: Appointment) => void }) {
  const { item: appointment, top, height, lane, lanes } = placement;
  return (
    <chakra.button
      type="button"
      data-testid="agenda-appointment"
      aria-label={appointmentName(appointment)}
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
    </chakra.button>
  );
}
