import { appointmentStatuses, appointmentStatusLabels, type AppointmentStatus } from '@emind/domain';
import type { AgendaView } from './agenda-calendar.ts';

// A calendar date is formatted as that date in UTC, so the viewer's own zone can never move it a day.
const noonUtc = (date: string): Date => new Date(`${date}T12:00:00Z`);
const formatter = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('es-CL', { timeZone: 'UTC', ...options });

const shortDay = formatter({ weekday: 'short', day: 'numeric' });
const longDay = formatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dayMonth = formatter({ day: 'numeric', month: 'long' });
const dayMonthYear = formatter({ day: 'numeric', month: 'long', year: 'numeric' });

/** 'lun 30', a week column's header. */
export const columnLabel = (date: string): string => shortDay.format(noonUtc(date));

/** 'lunes, 30 de marzo de 2026'. */
export const dayLabel = (date: string): string => longDay.format(noonUtc(date));

/** The toolbar's title: the day, or '30 de marzo – 5 de abril de 2026' for a week. */
export function rangeLabel(view: AgendaView, dates: readonly string[]): string {
  const first = dates[0] ?? '';
  const last = dates.at(-1) ?? first;
  if (view === 'day') return dayLabel(first);
  return `${dayMonth.format(noonUtc(first))} – ${dayMonthYear.format(noonUtc(last))}`;
}

export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** The legend 'Estado de citas:' with each status named as on every other screen (one map, libs/domain). */
export const legendLabels: readonly [AppointmentStatus, string][] = appointmentStatuses.map((status) => [status, appointmentStatusLabels[status]]);
