import { availabilitySummary, upcomingFreeTimes, weekdays, type AvailabilitySummary, type FreeTime, type ScheduleConfig, type TakenInterval, type Weekday } from '@emind/domain';

export type ScheduleBlock = [day: string, start: string, end: string];

const HALF_HOUR = 30 * 60 * 1000;
const MAX_ENTRIES = 20_000;

/**
 * Summaries (label and next free time) by weekly schedule, valid for the current half hour: slots start on the hour or half hour, so the
 * free-slot count over the window cannot change between two half-hour marks. The held intervals are part
 * of the key.
 */
let cacheBucket = -1;
const cache = new Map<string, AvailabilitySummary>();

function scheduleOf(blocks: readonly ScheduleBlock[]): ScheduleConfig {
  const schedule: ScheduleConfig = {};
  for (const [day, startTime, endTime] of blocks) {
    if (!weekdays.includes(day as Weekday)) continue;
    const entry = (schedule[day as Weekday] ??= { enabled: true, timeBlocks: [] });
    entry.timeBlocks.push({ startTime, endTime });
  }
  return schedule;
}

const closedSet = (closed: readonly string[]): ReadonlySet<string> | undefined => (closed.length > 0 ? new Set(closed) : undefined);

/** The card's label and next free time from a psychologist's weekly blocks, the intervals appointments hold and the closed days. */
export function availabilityOf(blocks: readonly ScheduleBlock[], taken: readonly TakenInterval[], now: Date, closed: readonly string[] = []): AvailabilitySummary {
  const bucket = Math.floor(now.getTime() / HALF_HOUR);
  if (bucket !== cacheBucket || cache.size >= MAX_ENTRIES) {
    cache.clear();
    cacheBucket = bucket;
  }
  const key = `${blocks.map((block) => block.join(' ')).sort().join('|')}#${taken.map((t) => `${t.date} ${t.start_time}`).sort().join('|')}#${[...closed].sort().join('|')}`;
  let summary = cache.get(key);
  if (summary === undefined) {
    summary = availabilitySummary(scheduleOf(blocks), now, taken, closedSet(closed));
    cache.set(key, summary);
  }
  return summary;
}

/** The first free times a visitor sees on a profile (not kept here: a profile answer is kept whole). */
export function freeTimesOf(blocks: readonly ScheduleBlock[], taken: readonly TakenInterval[], now: Date, closed: readonly string[], limit: number): FreeTime[] {
  return upcomingFreeTimes(scheduleOf(blocks), now, limit, taken, closedSet(closed));
}
