import { TZDate } from '@date-fns/tz';

export const CHILE_TIME_ZONE = 'America/Santiago';

/** The hour of day in Chile, whatever the viewer's own zone. */
export function chileHour(now: Date = new Date()): number {
  return new TZDate(now.getTime(), CHILE_TIME_ZONE).getHours();
}

/** Chile's offset from UTC in minutes at `now` (-180 in summer, -240 in winter). */
export function chileUtcOffsetMinutes(now: Date = new Date()): number {
  return -new TZDate(now.getTime(), CHILE_TIME_ZONE).getTimezoneOffset();
}

/** Psychologist and admin homes: 6–11 morning, 12–19 afternoon, otherwise night. */
export function dashboardGreeting(hour: number): string {
  if (hour >= 6 && hour <= 11) return 'Buenos días';
  if (hour >= 12 && hour <= 19) return 'Buenas tardes';
  return 'Buenas noches';
}

/** Generic dashboard (patient home): before 12 morning, before 18 afternoon, otherwise night. */
export function genericGreeting(hour: number): string {
  if (hour < 12) return 'Buenos días';
  if (hour < 18) return 'Buenas tardes';
  return 'Buenas noches';
}
