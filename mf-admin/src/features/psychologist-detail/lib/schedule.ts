export const weekDays = [
  { key: 'monday', label: 'Lunes' },
  { key: 'tuesday', label: 'Martes' },
  { key: 'wednesday', label: 'Miércoles' },
  { key: 'thursday', label: 'Jueves' },
  { key: 'friday', label: 'Viernes' },
  { key: 'saturday', label: 'Sábado' },
  { key: 'sunday', label: 'Domingo' },
] as const;
export type WeekDay = (typeof weekDays)[number]['key'];

export interface TimeBlock {
  startTime: string;
  endTime: string;
}
type DayConfig = { enabled?: boolean; timeBlocks?: TimeBlock[] };
type ScheduleConfig = Partial<Record<WeekDay, DayConfig>>;
type ScheduleRow = { day_of_week: string; start_time: string; end_time: string };

/** The server answers {schedule_config}; the spec also allows bare rows or a bare config. */
export type RawSchedule = { schedule_config?: ScheduleConfig | null } | ScheduleConfig | ScheduleRow[];

export type WeeklySchedule = Record<WeekDay, TimeBlock[]>;

function emptyWeek(): WeeklySchedule {
  return { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
}

function isDay(value: string): value is WeekDay {
  return weekDays.some((d) => d.key === value);
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
  for (const { key } of weekDays) {
    const day = config[key];
    if (day && day.enabled !== false) week[key] = [...(day.timeBlocks ?? [])];
  }
  return week;
}

/** "13:30" → "1:30 PM" (spec 3 §9: schedule times in 12-hour format). */
export function to12Hour(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}
