import { chileHolidaysBetween } from './holidays.ts';

/** A psychologist's time off ('Ausencia'): whole Chile calendar days, both ends included. */
export interface TimeOffRange {
  starts_on: string;
  ends_on: string;
}

export const TIME_OFF_REASON_MAX = 200;
/** A year and a day: longer absences are a schedule change, not time off. */
export const TIME_OFF_MAX_DAYS = 366;

export const timeOffMessages = {
  invalidDate: 'Las fechas deben tener el formato AAAA-MM-DD.',
  order: 'La fecha de inicio debe ser anterior o igual a la fecha de término.',
  past: 'La ausencia no puede comenzar antes de hoy.',
  tooLong: `Una ausencia puede durar como máximo ${TIME_OFF_MAX_DAYS} días.`,
  reasonTooLong: `El motivo puede tener como máximo ${TIME_OFF_REASON_MAX} caracteres.`,
  notFound: 'No se encontró la ausencia.',
  notStranded: 'Esta cita no está dentro de una ausencia o feriado.',
} as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** yyyy-MM-dd → its UTC midnight, or null when it is not a real calendar date. */
export function calendarDay(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const utc = Date.UTC(year, month, day);
  return new Date(utc).getUTCDate() === day && new Date(utc).getUTCMonth() === month ? utc : null;
}

const isoOf = (utc: number): string => new Date(utc).toISOString().slice(0, 10);

/** The calendar date `days` after `date` (yyyy-MM-dd). */
export function addCalendarDays(date: string, days: number): string {
  return isoOf((calendarDay(date) ?? 0) + days * DAY_MS);
}

/** The first problem with a new time off (Spanish, as the screen shows it), or null. */
export function validateTimeOff(input: TimeOffRange & { reason: string }, today: string): string | null {
  const from = calendarDay(input.starts_on);
  const to = calendarDay(input.ends_on);
  if (from === null || to === null) return timeOffMessages.invalidDate;
  if (from > to) return timeOffMessages.order;
  if (input.starts_on < today) return timeOffMessages.past;
  if ((to - from) / DAY_MS + 1 > TIME_OFF_MAX_DAYS) return timeOffMessages.tooLong;
  if (input.reason.length > TIME_OFF_REASON_MAX) return timeOffMessages.reasonTooLong;
  return null;
}

/**
 * The days without slots between `from` and `to` (both included): every day of a time off, and Chile's legal
 * holidays when the psychologist does not work on them.
 */
export function closedDates(
  window: { from: string; to: string },
  timeOff: readonly TimeOffRange[],
  skipHolidays: boolean,
): Set<string> {
  const closed = new Set<string>(skipHolidays ? chileHolidaysBetween(window.from, window.to) : []);
  for (const range of timeOff) {
    const first = range.starts_on > window.from ? range.starts_on : window.from;
    const last = range.ends_on < window.to ? range.ends_on : window.to;
    const start = calendarDay(first);
    const end = calendarDay(last);
    if (start === null || end === null) continue;
    for (let day = start; day <= end; day += DAY_MS) closed.add(isoOf(day));
  }
  return closed;
}

/** Whether a date falls inside one of the ranges. */
export function insideTimeOff(date: string, timeOff: readonly TimeOffRange[]): boolean {
  return timeOff.some((range) => range.starts_on <= date && date <= range.ends_on);
}
