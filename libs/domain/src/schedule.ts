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

/** A schedule time on Chile's 24-hour clock: '9:00' → '09:00', '17:30:00' → '17:30' (issue 43 over spec 3 §9's AM/PM). */
export function formatTime24h(time: string): string {
  const [h = 0, m = 0] = time.slice(0, 5).split(':').map(Number);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A block of the weekly schedule as every screen shows it: '09:00 – 13:00'. */
export function formatTimeBlock(block: { startTime: string; endTime: string }): string {
  return `${formatTime24h(block.startTime)} – ${formatTime24h(block.endTime)}`;
}
