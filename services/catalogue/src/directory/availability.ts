import { availabilityLabel, weekdays, type AvailabilityLabel, type ScheduleConfig, type Weekday } from '@emind/domain';

export type ScheduleBlock = [day: string, start: string, end: string];

/** The card label from a psychologist's weekly blocks (no appointments exist yet, so nothing is taken). */
export function availabilityOf(blocks: readonly ScheduleBlock[], now: Date): AvailabilityLabel {
  const schedule: ScheduleConfig = {};
  for (const [day, startTime, endTime] of blocks) {
    if (!weekdays.includes(day as Weekday)) continue;
    const entry = (schedule[day as Weekday] ??= { enabled: true, timeBlocks: [] });
    entry.timeBlocks.push({ startTime, endTime });
  }
  return availabilityLabel(schedule, now);
}
