import { weekdays, type TimeBlock, type Weekday } from '@emind/domain';

type DayConfig = { enabled?: boolean; timeBlocks?: TimeBlock[] };
type ScheduleConfig = Partial<Record<Weekday, DayConfig>>;
type ScheduleRow = { day_of_week: string; start_time: string; end_time: string };

/** The server answers {schedule_config}; the spec also allows bare rows or a bare config. */
export type RawSchedule = { schedule_config?: ScheduleConfig | null } | ScheduleConfig | ScheduleRow[];

export type WeeklySchedule = Record<Weekday, TimeBlock[]>;

function emptyWeek(): WeeklySchedule {
  return { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
}

function isDay(value: string): value is Weekday {
  return (weekdays as readonly string[]).includes(value);
}

export function normalizeSchedule(raw: RawSchedule | null | undefined): WeeklySchedule {
  const week = emptyWeek();
  if (!raw) return week;
  if (Array.isArray(raw)) {
    for (const row of raw) {
      const day = row.day_of_week.toLowerCase();
      if (isDay(day)) week[day].push({ startTime: row.start_time.slice(0, 5), endTime: row.end_time.slice(0, 5) });
    }
    return week;
  }
  const config: ScheduleConfig = 'schedule_config' in raw ? (raw.schedule_config ?? {}) : (raw as ScheduleConfig);
  for (const key of weekdays) {
    const day = config[key];
    if (day && day.enabled !== false) week[key] = [...(day.timeBlocks ?? [])];
  }
  return week;
}
