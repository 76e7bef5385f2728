import type { ScheduleConfig } from './schedule.ts';
import { AVAILABILITY_LABEL_DAYS, availabilityLabelFor, availableDays, chileToday, type AvailabilityLabel, type TakenInterval } from './slots.ts';
import { addCalendarDays } from './time-off.ts';

/** A free slot's start: a Chile calendar date ('yyyy-MM-dd') and wall-clock time ('HH:MM'). */
export interface FreeTime {
  date: string;
  start_time: string;
}

/** 'Disponible esta semana': a free slot today or in the next six days (a rolling week, so Saturday is not a dead end). */
export const AVAILABLE_THIS_WEEK_DAYS = 7;
/** How many upcoming free times a visitor sees on a profile. */
export const PROFILE_FREE_TIMES = 6;

export interface AvailabilitySummary {
  label: AvailabilityLabel;
  /** The first free slot within the label's 14 days, or null. */
  next: FreeTime | null;
}

/** The label and the next free time from one pass over the next 14 days. */
export function availabilitySummary(schedule: ScheduleConfig, now: Date, taken: readonly TakenInterval[] = [], closed?: ReadonlySet<string>): AvailabilitySummary {
  const days = availableDays(schedule, now, { days: AVAILABILITY_LABEL_DAYS, taken, ...(closed ? { closed } : {}) });
  const first = days[0];
  const firstSlot = first?.slots[0];
  return {
    label: availabilityLabelFor(days.reduce((sum, day) => sum + day.slots.length, 0)),
    next: first && firstSlot ? { date: first.date, start_time: firstSlot.start_time } : null,
  };
}

/** The first `limit` free times within the label's 14 days, earliest first. */
export function upcomingFreeTimes(schedule: ScheduleConfig, now: Date, limit: number, taken: readonly TakenInterval[] = [], closed?: ReadonlySet<string>): FreeTime[] {
  const days = availableDays(schedule, now, { days: AVAILABILITY_LABEL_DAYS, taken, ...(closed ? { closed } : {}) });
  return days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, start_time: slot.start_time }))).slice(0, Math.max(0, limit));
}

/** Whether a free time falls within 'esta semana' (see AVAILABLE_THIS_WEEK_DAYS) as seen at `now`. */
export function isFreeThisWeek(freeTime: FreeTime | null, now: Date): boolean {
  return freeTime !== null && freeTime.date < addCalendarDays(chileToday(now), AVAILABLE_THIS_WEEK_DAYS);
}

const shortWeekdays = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;

/** 'jue 12-12, 10:00': Chile's calendar and 24-hour clock, read from the date itself (no time zone involved). */
export function formatFreeTime({ date, start_time }: FreeTime): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = shortWeekdays[new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay()] ?? '';
  return `${weekday} ${date.slice(8, 10)}-${date.slice(5, 7)}, ${start_time.slice(0, 5)}`;
}
