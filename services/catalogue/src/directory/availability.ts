import { availabilityLabel, weekdays, type AvailabilityLabel, type ScheduleConfig, type TakenInterval, type Weekday } from '@emind/domain';

export type ScheduleBlock = [day: string, start: string, end: string];

const HALF_HOUR = 30 * 60 * 1000;
const MAX_ENTRIES = 20_000;

/**
 * Labels by weekly schedule, valid for the current half hour: slots start on the hour or half hour, so the
 * free-slot count over the window cannot change between two half-hour marks. The held intervals are part
 * of the key.
 */
let cacheBucket = -1;
const cache = new Map<string, AvailabilityLabel>();

function compute(blocks: readonly ScheduleBlock[], taken: readonly TakenInterval[], now: Date, closed: readonly string[]): AvailabilityLabel {
  const schedule: ScheduleConfig = {};
  for (const [day, startTime, endTime] of blocks) {
    if (!weekdays.includes(day as Weekday)) continue;
    const entry = (schedule[day as Weekday] ??= { enabled: true, timeBlocks: [] });
    entry.timeBlocks.push({ startTime, endTime });
  }
  return availabilityLabel(schedule, now, taken, closed.length > 0 ? new Set(closed) : undefined);
}

/** The card label from a psychologist's weekly blocks, the intervals appointments hold and the closed days. */
export function availabilityOf(blocks: readonly ScheduleBlock[], taken: readonly TakenInterval[], now: Date, closed: readonly string[] = []): AvailabilityLabel {
  const bucket = Math.floor(now.getTime() / HALF_HOUR);
  if (bucket !== cacheBucket || cache.size >= MAX_ENTRIES) {
    cache.clear();
    cacheBucket = bucket;
  }
  const key = `${blocks.map((block) => block.join(' ')).sort().join('|')}#${taken.map((t) => `${t.date} ${t.start_time}`).sort().join('|')}#${[...closed].sort().join('|')}`;
  let label = cache.get(key);
  if (label === undefined) {
    label = compute(blocks, taken, now, closed);
    cache.set(key, label);
  }
  return label;
}
