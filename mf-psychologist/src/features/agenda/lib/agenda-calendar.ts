import { minutesOf, weekdays, type ScheduleConfig, type Weekday } from '@emind/domain';

/**
 * The agenda's calendar arithmetic works on Chile calendar dates ('yyyy-MM-dd') and wall-clock times ('HH:MM'),
 * never on instants: a day is a date, an hour row is a wall-clock hour, so a week that crosses a daylight-saving
 * change keeps seven columns and every appointment stays in its booked row.
 */
export type AgendaView = 'day' | 'week';

const DAY_MS = 86_400_000;

function utcOf(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

function dateOf(utc: number): string {
  return new Date(utc).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOf(utcOf(date) + days * DAY_MS);
}

/** 'monday'…'sunday' of a calendar date. */
export function weekdayOf(date: string): Weekday {
  return weekdays[(new Date(utcOf(date)).getUTCDay() + 6) % 7] ?? 'monday';
}

/** The Monday of the week holding `date` (weeks run Monday to Sunday, spec 3 §9). */
export function weekStart(date: string): string {
  return addDays(date, -weekdays.indexOf(weekdayOf(date)));
}

/** The dates a view shows: the seven days Monday–Sunday of the week, or the one day. */
export function visibleDates(view: AgendaView, anchor: string): string[] {
  if (view === 'day') return [anchor];
  const monday = weekStart(anchor);
  return weekdays.map((_, index) => addDays(monday, index));
}

/** Where 'Anterior' / 'Siguiente' go: a week or a day back or forward. */
export function stepAnchor(view: AgendaView, anchor: string, direction: -1 | 1): string {
  return addDays(anchor, direction * (view === 'week' ? 7 : 1));
}

/** Spec 3 §9: hourly rows from 08:00 to 19:00, i.e. the grid spans 08:00–20:00. */
export const DEFAULT_FIRST_HOUR = 8;
export const DEFAULT_END_HOUR = 20;

export interface WallInterval {
  start_time: string;
  end_time: string;
}

export interface HourSpan {
  /** The first row's hour (0–23). */
  first: number;
  /** The hour the last row ends (1–24). */
  end: number;
}

/** The grid's hours: 08:00–20:00, widened to hold every schedule block of the shown days and every appointment. */
export function gridHours(dates: readonly string[], schedule: ScheduleConfig | undefined, appointments: readonly WallInterval[]): HourSpan {
  const blocks = dates.flatMap((date) => schedule?.[weekdayOf(date)]?.timeBlocks ?? [])
    .map((block) => ({ start_time: block.startTime, end_time: block.endTime }));
  let first = DEFAULT_FIRST_HOUR;
  let end = DEFAULT_END_HOUR;
  for (const interval of [...blocks, ...appointments]) {
    const start = minutesOf(interval.start_time);
    const finish = minutesOf(interval.end_time);
    if (start !== null) first = Math.min(first, Math.floor(start / 60));
    // An end of '00:00' closes the day.
    if (finish !== null) end = Math.max(end, finish === 0 ? 24 : Math.ceil(finish / 60));
  }
  return { first, end };
}

export function hourRows(span: HourSpan): number[] {
  return Array.from({ length: span.end - span.first }, (_, index) => span.first + index);
}

export interface Placement<T> {
  item: T;
  /** Offset from the grid's top and height, in hours (fractions for half hours). */
  top: number;
  height: number;
  /** Side-by-side columns where intervals overlap (a cancelled slot booked again). */
  lane: number;
  lanes: number;
}

/** Positions one day's appointments in the grid, overlapping ones side by side. */
export function placeDay<T extends WallInterval>(items: readonly T[], span: HourSpan): Placement<T>[] {
  const timed = items
    .map((item) => ({ item, start: minutesOf(item.start_time) ?? 0, end: minutesOf(item.end_time) || 24 * 60 }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const placements: Placement<T>[] = [];
  let cluster: Placement<T>[] = [];
  let clusterEnd = -1;
  let laneEnds: number[] = [];
  for (const { item, start, end } of timed) {
    if (start >= clusterEnd) {
      for (const placed of cluster) placed.lanes = laneEnds.length;
      cluster = [];
      laneEnds = [];
    }
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = end;
    clusterEnd = Math.max(clusterEnd, end);
    const placement = { item, top: (start - span.first * 60) / 60, height: Math.max(end - start, 30) / 60, lane, lanes: 1 };
    cluster.push(placement);
    placements.push(placement);
  }
  for (const placed of cluster) placed.lanes = laneEnds.length;
  return placements;
}
