import { TZDate, tzOffset } from '@date-fns/tz';
import { CHILE_TIME_ZONE } from './greeting.ts';
import { weekdays, type ScheduleConfig, type TimeBlock, type Weekday } from './schedule.ts';
import { addCalendarDays } from './time-off.ts';

/** Spec 2 §9: slots last one hour; a shorter last slot of a block is kept from 45 minutes on. */
export const SLOT_MINUTES = 60;
export const MIN_SLOT_MINUTES = 45;
export const AVAILABILITY_WINDOW_DAYS = 30;
export const AVAILABILITY_LABEL_DAYS = 14;

export const weekdayNames: Record<Weekday, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};

export interface Slot {
  start_time: string;
  end_time: string;
}

export interface AvailableDay {
  /** yyyy-MM-dd, Chile calendar. */
  date: string;
  /** Spanish, lower case: 'lunes'. */
  day_name: string;
  /** The schedule key: 'monday'…'sunday'. */
  day_of_week: Weekday;
  slots: Slot[];
}

/** An interval already held on a Chile calendar date (an appointment), wall-clock 'HH:MM'. */
export interface TakenInterval {
  date: string;
  start_time: string;
  end_time: string;
}

export interface AvailableDaysOptions {
  days?: number;
  taken?: readonly TakenInterval[];
  /** Days without slots (time off, holidays not worked): yyyy-MM-dd, Chile calendar. */
  closed?: ReadonlySet<string>;
}

const pad = (value: number): string => String(value).padStart(2, '0');
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' → minutes since midnight, or null when not a valid time. */
export function minutesOf(time: string): number | null {
  const match = TIME_PATTERN.exec(time.slice(0, 5));
  return match && time.length <= 8 ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const timeOf = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Weekday key of a calendar date (its own weekday, independent of any time zone). */
const weekdaysSundayFirst: readonly Weekday[] = ['sunday', ...weekdays.slice(0, 6)];
function weekdayOf(year: number, month: number, day: number): Weekday {
  return weekdaysSundayFirst[new Date(Date.UTC(year, month, day)).getUTCDay()] ?? 'sunday';
}

/** Cuts one block into hourly slots (minutes since midnight); the trimmed tail is kept from 45 minutes on. */
function blockSlots(block: TimeBlock): [number, number][] {
  const start = minutesOf(block.startTime);
  const end = minutesOf(block.endTime);
  if (start === null || end === null) return [];
  const slots: [number, number][] = [];
  for (let cursor = start; cursor < end; cursor += SLOT_MINUTES) {
    const slotEnd = Math.min(cursor + SLOT_MINUTES, end);
    if (slotEnd - cursor >= MIN_SLOT_MINUTES) slots.push([cursor, slotEnd]);
  }
  return slots;
}

/**
 * The instant a Chile wall-clock time starts, or null when that time does not exist (skipped by the
 * change to daylight saving time).
 */
function chileInstant(year: number, month: number, day: number, minutes: number): number | null {
  const hours = Math.floor(minutes / 60);
  const mins = minutes % 60;
  const local = new TZDate(year, month, day, hours, mins, 0, CHILE_TIME_ZONE);
  return local.getDate() === day && local.getHours() === hours && local.getMinutes() === mins ? local.getTime() : null;
}

/** Chile's UTC offset in minutes at an instant. */
const chileOffsetAt = (instant: number): number => tzOffset(CHILE_TIME_ZONE, new Date(instant));

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Chile's UTC offset at an instant, remembered per UTC hour with one offset throughout (Chile changes on the hour,
 * so every hour): each request asks for today, and a time-zone lookup costs more than the rest of its day list.
 */
const hourOffsets = new Map<number, number | null>();
function chileOffsetNear(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  let known = hourOffsets.get(hour);
  if (known === undefined) {
    const offset = chileOffsetAt(hour * HOUR_MS);
    known = chileOffsetAt(hour * HOUR_MS + HOUR_MS - 1) === offset ? offset : null;
    if (hourOffsets.size >= 4_096) hourOffsets.clear();
    hourOffsets.set(hour, known);
  }
  return known ?? chileOffsetAt(instant);
}

/** The Chile calendar day of an instant, as that day's UTC midnight. */
function chileDayOf(instant: number): number {
  const wallClock = instant + chileOffsetNear(instant) * 60_000;
  return wallClock - (((wallClock % DAY_MS) + DAY_MS) % DAY_MS);
}

/** yyyy-MM-dd of a calendar day given as its UTC midnight. */
function calendarDateOf(utcMidnight: number): string {
  const calendar = new Date(utcMidnight);
  return `${calendar.getUTCFullYear()}-${pad(calendar.getUTCMonth() + 1)}-${pad(calendar.getUTCDate())}`;
}

/**
 * Wall-clock minutes → instant for one Chile calendar day. Time-zone lookups are slow, so a day with one UTC
 * offset from 00:00 to 23:59 (all but two a year) converts by arithmetic; a day with a change asks per time.
 */
function chileDayClock(year: number, month: number, day: number): (minutes: number) => number | null {
  const midnight = Date.UTC(year, month, day);
  const offset = steadyOffsetOf(midnight);
  return offset === null
    ? (minutes) => chileInstant(year, month, day, minutes)
    : (minutes) => midnight + (minutes - offset) * 60_000;
}

/** Per calendar day (its UTC midnight): Chile's one offset that day, or null on a day the offset changes. */
const steadyOffsets = new Map<number, number | null>();
function steadyOffsetOf(midnight: number): number | null {
  const known = steadyOffsets.get(midnight);
  if (known !== undefined) return known;
  const offset = chileOffsetAt(midnight + 12 * 3_600_000);
  const instantOf = (minutes: number): number => midnight + (minutes - offset) * 60_000;
  const steady = chileOffsetAt(instantOf(0)) === offset && chileOffsetAt(instantOf(24 * 60 - 1)) === offset;
  if (steadyOffsets.size >= 4_096) steadyOffsets.clear();
  steadyOffsets.set(midnight, steady ? offset : null);
  return steady ? offset : null;
}

/** A slot of the week as minutes since midnight, with its 'HH:MM' labels made once. */
interface WeeklySlot {
  start: number;
  end: number;
  start_time: string;
  end_time: string;
}

/** Each weekday's slots in start order, cut once per schedule rather than once per calendar day. */
function weeklySlots(schedule: ScheduleConfig): Map<Weekday, WeeklySlot[]> {
  const slotsOf = (weekday: Weekday): WeeklySlot[] =>
    (schedule[weekday]?.timeBlocks ?? [])
      .flatMap(blockSlots)
      .sort((a, b) => a[0] - b[0])
      .map(([start, end]) => ({ start, end, start_time: timeOf(start), end_time: timeOf(end) }));
  return new Map(weekdays.map((weekday) => [weekday, slotsOf(weekday)]));
}

type MinuteInterval = readonly [number | null, number | null];

/**
 * Free slots per day from today (Chile) over the next `days` days (spec 2 §5): blocks cut into hourly slots,
 * today's slots that start at or before `now` removed, slots overlapping a taken interval removed, empty days
 * dropped.
 */
export function availableDays(
  schedule: ScheduleConfig,
  now: Date,
  { days = AVAILABILITY_WINDOW_DAYS, taken = [], closed }: AvailableDaysOptions = {},
): AvailableDay[] {
  const takenByDate = new Map<string, MinuteInterval[]>();
  for (const interval of taken) {
    const minutes: MinuteInterval = [minutesOf(interval.start_time), minutesOf(interval.end_time)];
    const known = takenByDate.get(interval.date);
    if (known) known.push(minutes);
    else takenByDate.set(interval.date, [minutes]);
  }
  const slotsOf = weeklySlots(schedule);
  const today = chileDayOf(now.getTime());
  const result: AvailableDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = freeDay(slotsOf, now, today + offset * DAY_MS, takenByDate, closed);
    if (day) result.push(day);
  }
  return result;
}

/** The booking window (spec 2 §5): today and the following days, Chile calendar, both ends included. */
export function availabilityWindow(now: Date): { from: string; to: string } {
  const from = chileToday(now);
  return { from, to: addCalendarDays(from, AVAILABILITY_WINDOW_DAYS - 1) };
}

/** The free slots of one calendar day (its UTC midnight), or null when it has none. */
function freeDay(
  slotsOf: ReadonlyMap<Weekday, readonly WeeklySlot[]>,
  now: Date,
  utcMidnight: number,
  takenByDate: ReadonlyMap<string, readonly MinuteInterval[]>,
  closed?: ReadonlySet<string>,
): AvailableDay | null {
  const calendar = new Date(utcMidnight);
  const [year, month, day] = [calendar.getUTCFullYear(), calendar.getUTCMonth(), calendar.getUTCDate()];
  const date = calendarDateOf(utcMidnight);
  const weekday = weekdayOf(year, month, day);
  const ordered = slotsOf.get(weekday) ?? [];
  if (ordered.length === 0 || closed?.has(date)) return null;
  const instantOf = chileDayClock(year, month, day);
  const takenToday = takenByDate.get(date) ?? [];
  const nowMs = now.getTime();

  const starts = new Set<number>();
  const slots: Slot[] = [];
  for (const { start, end, start_time, end_time } of ordered) {
    if (starts.has(start)) continue;
    const instant = instantOf(start);
    if (instant === null || instant <= nowMs) continue;
    const overlaps = takenToday.some(([takenStart, takenEnd]) =>
      takenStart !== null && takenEnd !== null && start < takenEnd && takenStart < end,
    );
    if (overlaps) continue;
    starts.add(start);
    slots.push({ start_time, end_time });
  }
  return slots.length > 0 ? { date, day_name: weekdayNames[weekday], day_of_week: weekday, slots } : null;
}

/** 'yyyy-MM-dd' of `now` in Chile. */
export function chileToday(now: Date): string {
  return calendarDateOf(chileDayOf(now.getTime()));
}

/**
 * The absolute start and end of a Chile wall-clock slot on a calendar date, or null when the date or a time
 * is not valid or does not exist that day (skipped by the change to daylight saving time).
 */
export function slotInstants(date: string, slot: Slot): { startsAt: Date; endsAt: Date } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const start = minutesOf(slot.start_time);
  const end = minutesOf(slot.end_time);
  if (!match || start === null || end === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  if (new Date(Date.UTC(year, month, day)).getUTCDate() !== day) return null;
  const instantOf = chileDayClock(year, month, day);
  const startsAt = instantOf(start);
  const endsAt = instantOf(end);
  return startsAt === null || endsAt === null || endsAt <= startsAt ? null : { startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
}

/** Whether the schedule offers exactly this slot at `now` (spec 2 §5), before taken intervals are removed. */
export function isOfferedSlot(schedule: ScheduleConfig, now: Date, date: string, slot: Slot, closed?: ReadonlySet<string>): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const offset = (day - chileDayOf(now.getTime())) / DAY_MS;
  if (!(offset >= 0 && offset < AVAILABILITY_WINDOW_DAYS)) return false;
  const free = freeDay(weeklySlots(schedule), now, day, new Map(), closed);
  return free?.date === date && free.slots.some((offered) => offered.start_time === slot.start_time && offered.end_time === slot.end_time);
}

export type AvailabilityLabel = 'Disponible' | 'Agenda limitada' | 'No disponible';

/** The card summary over the next 14 days (decisions.md): ≥ 5 free slots, 1–4, none. */
export function availabilityLabel(
  schedule: ScheduleConfig,
  now: Date,
  taken: readonly TakenInterval[] = [],
  closed?: ReadonlySet<string>,
): AvailabilityLabel {
  const count = availableDays(schedule, now, { days: AVAILABILITY_LABEL_DAYS, taken, ...(closed ? { closed } : {}) }).reduce(
    (sum, day) => sum + day.slots.length,
    0,
  );
  return availabilityLabelFor(count);
}

/** The label for a number of free slots over the label's 14 days. */
export function availabilityLabelFor(freeSlots: number): AvailabilityLabel {
  if (freeSlots >= 5) return 'Disponible';
  return freeSlots > 0 ? 'Agenda limitada' : 'No disponible';
}

export const scheduleMessages = {
  empty: 'Debes configurar al menos un día de atención con horarios.',
  startBeforeEnd: 'Por favor, verifica que los horarios de inicio sean anteriores a los de fin.',
  overlap: 'Los bloques horarios de un día no pueden superponerse.',
  format: 'Los horarios deben tener el formato HH:MM, en punto o y media.',
} as const;

/** What a client may send: disabled days and days without blocks are allowed and ignored. */
export type ScheduleConfigInput = Partial<Record<Weekday, { enabled?: boolean; timeBlocks?: TimeBlock[] }>>;

const onHourOrHalf = (time: string): boolean => {
  const minutes = minutesOf(time);
  return minutes !== null && time.length === 5 && minutes % 30 === 0;
};

/** The schedule to store: enabled days with blocks only, blocks in start order, monday…sunday. */
export function normalizeScheduleConfig(input: ScheduleConfigInput): ScheduleConfig {
  const config: ScheduleConfig = {};
  for (const weekday of weekdays) {
    const day = input[weekday];
    if (!day || day.enabled === false || !day.timeBlocks?.length) continue;
    const timeBlocks = day.timeBlocks
      .map(({ startTime, endTime }) => ({ startTime, endTime }))
      .sort((a, b) => a.startTime.localeCompare(b.startTime));
    config[weekday] = { enabled: true, timeBlocks };
  }
  return config;
}

/** The spec's first problem with a schedule (spec 3 §5; contract: HH:MM on the hour or half hour), or null. */
export function validateScheduleConfig(input: ScheduleConfigInput): string | null {
  const config = normalizeScheduleConfig(input);
  const days = Object.values(config);
  if (days.length === 0) return scheduleMessages.empty;
  const blocks = days.flatMap((day) => day.timeBlocks);
  if (blocks.some((block) => !onHourOrHalf(block.startTime) || !onHourOrHalf(block.endTime))) {
    return scheduleMessages.format;
  }
  if (blocks.some((block) => block.startTime >= block.endTime)) return scheduleMessages.startBeforeEnd;
  for (const day of days) {
    const overlapping = day.timeBlocks.some(
      (current, index) => index > 0 && current.startTime < (day.timeBlocks[index - 1]?.endTime ?? ''),
    );
    if (overlapping) return scheduleMessages.overlap;
  }
  return null;
}
