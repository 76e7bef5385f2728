const DAY_MS = 86_400_000;

const toUtc = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const toDate = (utc: number): string => new Date(utc).toISOString().slice(0, 10);

/** The Monday of the week holding `date` ('yyyy-MM-dd', a calendar date: no time zone involved). */
export function mondayOf(date: string): string {
  const utc = toUtc(date);
  const daysSinceMonday = (new Date(utc).getUTCDay() + 6) % 7;
  return toDate(utc - daysSinceMonday * DAY_MS);
}

/** `past` weeks ending with the one holding `today`, then `future` more: their Mondays, oldest first. */
export function weekStarts(today: string, past: number, future: number): string[] {
  const current = toUtc(mondayOf(today));
  return Array.from({ length: past + future }, (_, index) => toDate(current + (index - past + 1) * 7 * DAY_MS));
}

/** The Sunday that ends the week starting on `monday`. */
export const sundayOf = (monday: string): string => toDate(toUtc(monday) + 6 * DAY_MS);
