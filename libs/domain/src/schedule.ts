/** Days of a psychologist's weekly schedule, in the order the screens show them. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

/** One opening of a day, wall-clock 'HH:MM' in Chile time. */
export interface TimeBlock {
  startTime: string;
  endTime: string;
}

export interface ScheduleDay {
  enabled: true;
  timeBlocks: TimeBlock[];
}

/** A weekly schedule: only enabled days with blocks are present. */
export type ScheduleConfig = Partial<Record<Weekday, ScheduleDay>>;

export const weekdayLabels: Record<Weekday, string> = {
  monday: 'Lunes',
  tuesday: 'Martes',
  wednesday: 'Miércoles',
  thursday: 'Jueves',
  friday: 'Viernes',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

/** Schedule times are shown in 12-hour format (spec 3 §9): '09:00' → '9:00 AM', '00:00' → '12:00 AM'. */
export function formatTime12h(time: string): string {
  const [h = 0, m = 0] = time.slice(0, 5).split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}
