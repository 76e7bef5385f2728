import type { ScheduleResponse } from '@emind/contracts';
import { weekdays, type TimeBlock, type Weekday } from '@emind/domain';

export type WeeklySchedule = Record<Weekday, TimeBlock[]>;

export function normalizeSchedule({ schedule_config }: ScheduleResponse): WeeklySchedule {
  return Object.fromEntries(weekdays.map((day) => [day, [...(schedule_config[day]?.timeBlocks ?? [])]])) as WeeklySchedule;
}
