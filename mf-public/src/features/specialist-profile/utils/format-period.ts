const monthYear = new Intl.DateTimeFormat('es-CL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-MM-dd' → 'marzo de 2021'; the date is a calendar date, so it is read in UTC to keep its day. */
export function formatMonthYear(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : monthYear.format(parsed);
}

/** Spec 1 §3: an experience without end date runs to 'Presente'. */
export function formatPeriod(start: string, end: string | null): string {
  return `${formatMonthYear(start)} – ${end ? formatMonthYear(end) : 'Presente'}`;
}
