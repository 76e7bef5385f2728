export const CHILE_TIME_ZONE = 'America/Santiago';

// Intl, not TZDate: every dashboard's first page greets by this hour, and @date-fns/tz cost it about 1.7 kB gzipped.
const chileHourFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', { timeZone: CHILE_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The hour of day in Chile, whatever the viewer's own zone. */
export function chileHour(now: Date = new Date()): number {
  return Number(chileHourFormat.format(now));
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
