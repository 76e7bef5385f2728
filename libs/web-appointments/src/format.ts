import type { Appointment } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';

/** '1 de junio de 2026, 09:00 – 10:00' (Chile wall clock, as booked). */
export function appointmentWhen(appointment: Pick<Appointment, 'date' | 'start_time' | 'end_time'>): string {
  return `${formatLongDate(`${appointment.date}T12:00:00Z`)}, ${appointment.start_time} – ${appointment.end_time}`;
}

/** '1 de junio de 2026 a las 09:00' for an instant, in Chile. */
export function instantInChile(iso: string): string {
  const time = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
  return `${formatLongDate(iso)} a las ${time}`;
}
