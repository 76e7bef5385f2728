import { CHILE_TIME_ZONE, formatLongDate } from '@emind/domain';

const time = new Intl.DateTimeFormat('es-CL', { timeZone: CHILE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '25 de noviembre de 2026, 14:05' in Chile. */
export function chileDateTime(iso: string): string {
  return `${formatLongDate(iso)}, ${time.format(new Date(iso))}`;
}

/** A calendar date as booked ('2026-12-01'), shown without moving it across time zones. */
export function calendarDateLabel(date: string): string {
  return formatLongDate(`${date}T12:00:00Z`);
}
