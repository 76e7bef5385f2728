import type { Appointment } from '@emind/contracts';
import { formatLongDate } from '@emind/domain';

/** '1 de junio de 2026, 09:00 – 10:00' (Chile wall clock, as booked). */
export function appointmentWhen(appointment: Pick<Appointment, 'date' | 'start_time' | 'end_time'>): string {
  return `${formatLongDate(`${appointment.date}T12:00:00Z`)}, ${appointment.start_time} – ${appointment.end_time}`;
}

const chileTime = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '09:05': an instant's time in Chile, 24-hour. */
export function timeInChile(iso: string): string {
  return chileTime.format(new Date(iso));
}

/** '1 de junio de 2026 a las 09:00' for an instant, in Chile. */
export function instantInChile(iso: string): string {
  return `${formatLongDate(iso)} a las ${timeInChile(iso)}`;
}
