import { formatChileTime, formatLongDate } from '@emind/domain';

/** '25 de noviembre de 2026, 14:05' in Chile. */
export function chileDateTime(iso: string): string {
  return `${formatLongDate(iso)}, ${formatChileTime(iso)}`;
}

/** A calendar date as booked ('2026-12-01'), shown without moving it across time zones. */
export function calendarDateLabel(date: string): string {
  return formatLongDate(`${date}T12:00:00Z`);
}
