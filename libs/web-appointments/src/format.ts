import type { Appointment } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';

/** '1 de junio de 2026, 09:00 – 10:00' (Chile wall clock, as booked). */
export function appointmentWhen(appointment: Pick<Appointment, 'date' | 'start_time' | 'end_time'>): string {
  return `${formatLongDate(`${appointment.date}T12:00:00Z`)}, ${appointment.start_time} – ${appointment.end_time}`;
}
