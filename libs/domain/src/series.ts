import { AVAILABILITY_WINDOW_DAYS, availableDays, chileToday, slotInstants, type Slot } from './slots.ts';
import type { ScheduleConfig } from './schedule.ts';

/** A weekly series: 2 to 12 sessions, each at the same Chile wall-clock hour, reaching at most 12 weeks ahead. */
export const SERIES_MIN_WEEKS = 2;
export const SERIES_MAX_WEEKS = 12;
export const SERIES_WINDOW_DAYS = SERIES_MAX_WEEKS * 7;
/** Later sessions of a series are held until this many days before each session (EMIND_SERIES_PAYMENT_DAYS). */
export const DEFAULT_SERIES_PAYMENT_DAYS = 3;

/** Why a date of a series is not free. */
export type SeriesDateReason = 'taken' | 'client_busy' | 'not_offered' | 'nonexistent_time' | 'beyond_window';

export const seriesDateReasonLabels: Record<SeriesDateReason, string> = {
  taken: 'Horario ya reservado',
  client_busy: 'Ya tienes otra cita en ese horario',
  not_offered: 'El profesional no atiende en ese horario',
  nonexistent_time: 'Esa hora no existe ese día por el cambio de horario',
  beyond_window: 'Fuera del plazo de 12 semanas',
};

export const seriesMessages = {
  tooFewFree: 'Una serie necesita al menos 2 sesiones libres.',
  unknownSkippedDate: 'Las fechas omitidas deben ser fechas de la serie.',
  datesTaken: 'Algunas fechas de la serie ya no están disponibles.',
  notInSeries: 'Esta cita no es parte de una serie semanal.',
} as const;

/** One date of a planned series: its instants when the hour exists, or why the schedule rules it out. */
export interface SeriesDatePlan {
  date: string;
  startsAt: Date | null;
  endsAt: Date | null;
  reason: Exclude<SeriesDateReason, 'taken' | 'client_busy'> | null;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The calendar dates of a weekly series from `date` ('yyyy-MM-dd'): calendar arithmetic, no time zone involved. */
export function seriesDates(date: string, weeks: number): string[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Array.from({ length: weeks }, (_, week) => {
    const next = new Date(Date.UTC(year, month - 1, day + week * 7));
    return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
  });
}

const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * Every date of the series with the same wall-clock slot (a series keeps its hour across daylight-saving
 * changes, so its UTC instants move), checked against the schedule: an hour that does not exist that day, a
 * date past the 12-week window, or a slot the schedule does not offer then (`closed`: time off, holidays not
 * worked) is not free.
 */
export function planSeries(
  schedule: ScheduleConfig,
  now: Date,
  date: string,
  slot: Slot,
  weeks: number,
  closed: ReadonlySet<string> = new Set(),
): SeriesDatePlan[] {
  const today = chileToday(now);
  const offered = new Map(availableDays(schedule, now, { days: SERIES_WINDOW_DAYS, closed }).map((day) => [day.date, day.slots]));
  return seriesDates(date, weeks).map((each) => {
    const instants = slotInstants(each, slot);
    const plan = { date: each, startsAt: instants?.startsAt ?? null, endsAt: instants?.endsAt ?? null };
    if (!instants) return { ...plan, reason: 'nonexistent_time' };
    if (daysBetween(today, each) >= SERIES_WINDOW_DAYS) return { ...plan, reason: 'beyond_window' };
    const free = offered.get(each)?.some((entry) => entry.start_time === slot.start_time && entry.end_time === slot.end_time);
    return { ...plan, reason: free ? null : 'not_offered' };
  });
}

/** Whether the series may start on `date`: its first date lies in the single booking's 30-day window. */
export function seriesStartsInWindow(now: Date, date: string): boolean {
  const offset = daysBetween(chileToday(now), date);
  return offset >= 0 && offset < AVAILABILITY_WINDOW_DAYS;
}

/**
 * How long an unpaid session of a series is held: the first booked one as a single booking (the hold, or its
 * start if sooner); each later one until `paymentDays` before it starts, never sooner than the first rule.
 */
export function seriesHoldDeadline(startsAt: Date, now: Date, { holdMinutes, paymentDays, first }: { holdMinutes: number; paymentDays: number; first: boolean }): Date {
  const single = Math.min(now.getTime() + holdMinutes * 60_000, startsAt.getTime());
  if (first) return new Date(single);
  return new Date(Math.max(startsAt.getTime() - paymentDays * 86_400_000, single));
}
